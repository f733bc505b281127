"""Tournaments: create, list, enter, leave, start, standings, rounds, export (docs/tournaments.md)."""
from __future__ import annotations

import hashlib

from flask import Blueprint, current_app, jsonify, request

from service.errors import BadRequest
from service.games import fingerprint
from service.tournaments import Tournaments

from .auth import bearer, caller
from .caller import games
from .errors import problem_response
from .games import link_next
from .inputs import idem_key, json_body
from .query import int_arg
from .schemas import CreateTournamentSchema, JoinTournamentSchema, TournamentWebhookSchema

bp = Blueprint("tournaments", __name__)
_create_schema = CreateTournamentSchema()
_join_schema = JoinTournamentSchema()
_hook_schema = TournamentWebhookSchema()
STATUSES = ("open", "running", "finished")


def tournaments() -> Tournaments:
    """The tournaments of this app's games service."""
    return Tournaments(games())


def _answer(status: int, body: dict):
    """A tournament's answer, or the stored refusal of the first request with this Idempotency-Key."""
    if status >= 400:
        return problem_response(status, body)
    return body, status


@bp.post("/v1/tournaments")
def create_tournament():
    """A tournament open for entries: 201 with its creator token (shown once); Idempotency-Key honoured."""
    raw = json_body()
    data = _create_schema.load(raw)
    status, body = tournaments().create(data, idem_key(), fingerprint({"command": "tournament", "body": raw}))
    return _answer(status, body)


@bp.get("/v1/tournaments")
def list_tournaments():
    """Tournaments newest first; filters status (open, running, finished) and ruleset."""
    status = request.args.get("status")
    if status is not None and status not in STATUSES:
        raise BadRequest(f"query parameter status must be open, running or finished, not {status!r}",
                         errors={"status": "must be open, running or finished"})
    page = tournaments().list(status, request.args.get("ruleset"), int_arg("limit", 50, 1, 200),
                              int_arg("cursor", 0, 0))
    return link_next(jsonify(page), cursor=page["next"])


@bp.get("/v1/tournaments/<tid>")
def get_tournament(tid: str):
    """The tournament: settings, entrants, standings so far, links to its rounds."""
    return tournaments().get(tid)


@bp.post("/v1/tournaments/<tid>/entrants")
def join_tournament(tid: str):
    """Enter: a signed-in account enters itself; the creator enters an AI level ({ai}); Idempotency-Key
    honoured (per account, or per creator token)."""
    raw = json_body(optional=True)
    data = _join_schema.load(raw)
    fp = fingerprint({"command": "enter", "body": raw})
    if data["ai"] is not None:
        status, body = tournaments().join(tid, ai=data["ai"], name=data["name"], creator_token=bearer(),
                                          idem=idem_key(), fingerprint=fp)
    else:
        account = caller("play")
        name = None
        if account is not None:
            name = current_app.extensions["accounts"].profile(account.account)["display_name"]
        status, body = tournaments().join(tid, account=account.account if account else None, name=name,
                                          idem=idem_key(), fingerprint=fp)
    return _answer(status, body)


@bp.delete("/v1/tournaments/<tid>/entrants/<eid>")
def leave_tournament(tid: str, eid: str):
    """An entrant leaves before the start, or withdraws after it (its game in progress is
    resigned; it is not paired again): its own account, or the creator."""
    account = caller("play")
    token = None if account is not None else bearer()
    return tournaments().leave(tid, eid, account=account.account if account else None, creator_token=token)


@bp.post("/v1/tournaments/<tid>/start")
def start_tournament(tid: str):
    """The creator starts it: pairing numbers drawn from the seed, round 1 paired, its games created;
    Idempotency-Key honoured."""
    raw = json_body(optional=True)
    return _answer(*tournaments().start(tid, bearer(), idem_key(), fingerprint({"command": "start", "body": raw})))


@bp.get("/v1/tournaments/<tid>/standings")
def tournament_standings(tid: str):
    """The standings with their tie-breaks (final once the tournament has finished)."""
    return tournaments().standings(tid)


@bp.get("/v1/tournaments/<tid>/rounds/<int:n>")
def tournament_round(tid: str, n: int):
    """Round n's pairings: tables (seats, game, status, result), byes and rests."""
    return tournaments().round(tid, n)


@bp.get("/v1/tournaments/<tid>/export")
def export_tournament(tid: str):
    """The portable record that `python3 -m domain.audit tournament FILE` checks: the audit, every
    event and (unless games=false) every finished game's export."""
    raw = request.args.get("games", "true").lower()
    if raw not in ("true", "false", "1", "0"):
        raise BadRequest(f"query parameter games must be true or false, not {raw!r}",
                         errors={"games": "must be true or false"})
    resp = jsonify(tournaments().export(tid, with_games=raw in ("true", "1")))
    resp.headers["Content-Disposition"] = f'attachment; filename="tournament-{tid}.json"'
    return resp


@bp.post("/v1/tournaments/<tid>/webhooks")
def register_tournament_webhook(tid: str):
    """The creator registers a URL for tournament.round_ready ("your next game is ready": every
    table's game of a new round) and tournament.finished; the answer holds the secret, once;
    Idempotency-Key honoured."""
    from .webhooks import allow_private_targets, own_hosts

    from .accounts import created

    raw = json_body()
    data = _hook_schema.load(raw)
    token = bearer()

    def run():
        return 201, tournaments().register_webhook(tid, token, data["url"], data["events"], own_hosts=own_hosts(),
                                                   allow_private=allow_private_targets())

    # with an Idempotency-Key (per creator token) a retry after a lost answer gets the same webhook
    # and its secret, sealed with the key in the store, never a second webhook
    scope = "twebhook:" + hashlib.sha256((token or "").encode()).hexdigest()[:32]
    return _answer(*created(tid, scope, raw, run, secret=True))


@bp.get("/v1/tournaments/<tid>/webhooks")
def list_tournament_webhooks(tid: str):
    """The tournament's webhooks (the creator's), without secrets."""
    return {"webhooks": tournaments().webhooks(tid, bearer())}


@bp.delete("/v1/tournaments/<tid>/webhooks/<wid>")
def delete_tournament_webhook(tid: str, wid: str):
    """The creator deletes a webhook."""
    tournaments().delete_webhook(tid, bearer(), wid)
    return "", 204


# --- ratings (docs/ratings.md) -----------------------------------------------------------------------
def _ratings():
    from service.ratings import Ratings

    return Ratings(games().store.r)


def _known_ruleset(ruleset: str) -> None:
    from domain.engine import find_ruleset
    from service.errors import NotFound

    if find_ruleset(ruleset) is None:
        raise NotFound(f"no ruleset {ruleset!r}")


@bp.get("/v1/ratings/<ruleset>")
def leaderboard(ruleset: str):
    """The ruleset's leaderboard (accounts and AI levels), best first; kind=ai or account filters."""
    _known_ruleset(ruleset)
    kind = request.args.get("kind")
    if kind not in (None, "ai", "account"):
        raise BadRequest(f"query parameter kind must be ai or account, not {kind!r}",
                         errors={"kind": "must be ai or account"})
    return _ratings().leaderboard(ruleset, int_arg("limit", 100, 1, 1000), kind)


@bp.get("/v1/ratings/<ruleset>/players/<player>")
def player_rating(ruleset: str, player: str):
    """One player's rating (acct:<id> or ai:<level>[:<budget>]) and its history, game by game."""
    from service.errors import NotFound

    _known_ruleset(ruleset)
    body = _ratings().player(ruleset, player, int_arg("limit", 200, 1, 5000))
    if body is None:
        raise NotFound(f"{player!r} has no rated game of {ruleset}")
    return body
