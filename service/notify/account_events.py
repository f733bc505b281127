"""One stream of events per account: everything that happens to any seat it holds, and to its
challenges, for `GET /v1/me/stream` (api/me_stream.py), so a bot serves all its games from one
connection (Lichess's event stream is the model).

Each account has a capped Redis Stream `acct:{A}:events` (XADD MAXLEN ~ MAX_EVENTS, under the
account's hash tag like its other keys, so it works on a Redis Cluster). An entry holds one JSON
record: its `type` (EVENT_TYPES), the game it is about (id, ruleset, version, the seats to act,
the account's own seat) and a sentence `text`, in the account's language (its `language` setting,
else English: the flusher reads the settings of a batch's accounts in one round trip, off the move
path, and renders each record's words for its reader then). Nothing in it comes from a seat's private view: a
record says *that* something happened and where, and the client reads the game for the rest.

The move path hands its records over after an applied change (Games._follow_up, through
`after_append`), only for games that have account seats, and does not wait for them: a flusher
thread of the process sends what is pending every ACCOUNT_EVENTS_BATCH_MS (default 5) in one
pipelined round trip (XADD per record), so a move pays for a list append, not for a Redis round
trip (with `appendfsync always` that is an fsync). A failure is logged and retried on the next
tick, never raised: a move's 201 never depends on it. A process killed within those milliseconds
loses those notices, never a move (the same trade as service/notify/notifications.py).
"""
from __future__ import annotations

import json
import logging
import os
import time

from redis.exceptions import ResponseError

from domain import engine
from domain.engine import consent as C
from domain.engine import game as G
from domain.engine.words import list_msg, msg, seat_names

from service.table import i18n
from . import mail_words
from service.people.account_seats import owners
from service.people.accounts import akey
from service.table.game_record import book_of
from service.table.seat_names import named_seats
from service.storage.batching import Batcher
from service.table.words import offer_text, outcome_text

log = logging.getLogger("arbiter.account_events")

MAX_EVENTS = 1000  # kept per account (approximately: MAXLEN ~)
MAX_PENDING = 10000  # records a process holds while Redis is away, at most
EVENT_TYPES = ("game_started", "your_turn", "game_over", "invite_accepted", "challenge", "challenge_accepted",
               "challenge_declined", "challenge_cancelled", "challenge_expired", "leave", "opponent_on_leave", "offer")


def events_key(account_id: str) -> str:
    """The account's event stream (under the account's hash tag)."""
    return akey(account_id, "events")


def _names(meta: dict, state: dict | None) -> dict[int, str]:
    """{seat: name} of a game, from its state (or its metadata while it waits)."""
    seats = named_seats(meta, (state or {}).get("seats") or json.loads(meta.get("seats") or "[]"))
    out = {s["seat"]: s.get("name") or f"Player {s['seat'] + 1}" for s in seats}
    return out


def _against(names: dict[int, str], seat: int) -> str:
    others = [n for s, n in sorted(names.items()) if s != seat]
    return " against " + ", ".join(others) if others else ""


def _who(names: dict[int, str], seat: int):
    """A seat's name as a message parameter: the name, or "Player N" in the reader's language."""
    name = names.get(seat) or f"Player {seat + 1}"
    return msg("engine.player_n", n=seat + 1) if name == f"Player {seat + 1}" else name


def _said(english: str, key: str, names: dict[int, str] | None = None, seat: int | None = None, **params):
    """A record's sentence for its reader's language: `english` as it always was, else the message
    `key` (`.against` added, with the other players as {them}, where `names` has others than `seat`)."""
    if names is not None:
        others = [_who(names, s) for s in sorted(names) if s != seat]
        if others:
            key, params = key + ".against", {**params, "them": list_msg(others)}

    def text(lang: str) -> str:
        return english if lang == i18n.DEFAULT else i18n.render(lang, msg(key, **params))
    return text


def _spoken(record: dict, lang: str) -> dict:
    """A record with its sentences (functions of the language) said in `lang`."""
    out = {k: (v(lang) if callable(v) else v) for k, v in record.items()}
    if isinstance(out.get("outcome"), dict) and callable(out["outcome"].get("text")):
        out["outcome"] = {**out["outcome"], "text": out["outcome"]["text"](lang)}
    return out


def _speaks(record: dict) -> bool:
    return callable(record.get("text")) or (isinstance(record.get("outcome"), dict)
                                            and callable(record["outcome"].get("text")))


class AccountEvents:
    """Append to and read accounts' event streams."""

    def __init__(self, client, batch_ms: float | None = None):
        self.r = client
        self.batch_ms = float(os.environ.get("ACCOUNT_EVENTS_BATCH_MS", "5")) if batch_ms is None else batch_ms
        self._batch = Batcher(self.publish, self.batch_ms, "account-events", "accounts' event streams", MAX_PENDING)

    # --- writing ----------------------------------------------------------------------------
    def publish(self, records: list[tuple[str, dict]]) -> None:
        """Append [(account id, record)] now, in one pipelined round trip (a record without `at` gets it)."""
        if not records:
            return
        readers = sorted({aid for aid, record in records if _speaks(record)})
        langs = {}
        if readers:  # the readers' languages, in one round trip
            pipe = self.r.pipeline(transaction=False)
            for aid in readers:
                pipe.hget(akey(aid, "profile"), "language")
            langs = {aid: mail_words.language_of(raw) for aid, raw in zip(readers, pipe.execute())}
        records = [(aid, _spoken(record, langs.get(aid, i18n.DEFAULT))) for aid, record in records]
        pipe = self.r.pipeline(transaction=False)
        now = _iso(time.time())
        for account_id, record in records:
            body = record if "at" in record else {**record, "at": now}
            pipe.xadd(events_key(account_id), {"e": json.dumps(body, separators=(",", ":"))},
                      maxlen=MAX_EVENTS, approximate=True)
        pipe.execute()

    def post(self, records: list[tuple[str, dict]]) -> None:
        """Hand records to this process's flusher (sent within `batch_ms`; at once, quietly, with 0)."""
        if not records:
            return
        if self.batch_ms <= 0:
            self.publish_quietly(records)
            return
        now = _iso(time.time())  # when it happened, not when it was sent
        self._batch.add([(aid, {**rec, "at": now}) for aid, rec in records])

    def flush(self) -> None:
        """Send what this process holds now; on a failure it is kept for the next try (and raised)."""
        self._batch.flush()

    def publish_quietly(self, records: list[tuple[str, dict]]) -> None:
        """`publish`, logging any failure instead of raising it (the change it tells of stands)."""
        try:
            self.publish(records)
        except Exception:  # noqa: BLE001 - a lost notice never undoes what happened
            log.exception("could not append to accounts' event streams")

    def after_append(self, before, after) -> None:
        """The events an applied append means for the game's account seats: the game started,
        a seat newly to act, the game over; handed to the flusher. Never raises."""
        try:
            self.post(self.records_after_append(before, after))
        except Exception:  # noqa: BLE001 - see the module's docstring
            log.exception("could not append to accounts' event streams")

    @staticmethod
    def records_after_append(before, after) -> list[tuple[str, dict]]:
        """[(account id, record)] for an append from `before` (None: the game was just created or
        started) to `after` (service.play.games.Loaded)."""
        held = owners(after.meta)
        if not held or after.state.get("waiting"):
            return []
        gs, rs = after.state, after.ruleset
        names = _names(after.meta, gs)
        started = before is None or before.state.get("waiting")
        acting = [] if gs["finished"] else G.to_act(rs, gs)
        was = [] if started or before.state["finished"] else G.to_act(before.ruleset, before.state)
        out = []
        asked = C.new_request(None if started else before.state, gs)
        asking = C.waiting_for(gs, asked) if asked is not None else []
        for seat, aid in sorted(held.items()):
            base = game_fields(after.id, rs, gs, after.meta, seat)
            if seat in asking:  # a takeback request or a draw offer this seat is to answer
                out.append((aid, {**base, "type": "offer", "text": lambda lang: offer_text(rs, gs, asked, lang)}))
            if started:
                out.append((aid, {**base, "type": "game_started",
                                  "text": _said(f"Your game of {rs.name}{_against(names, seat)} has started; "
                                                f"you play as {names.get(seat)}, seat {seat + 1}.", "account.started",
                                                names, seat, game=rs.name, name=_who(names, seat), n=seat + 1)}))
            if gs["finished"] and (started or not before.state["finished"]):
                outcome = G.outcome(rs, gs)
                if outcome:
                    outcome = {**outcome, "text": lambda lang, o=outcome: outcome_text(rs, o, seat_names(gs["seats"]),
                                                                                      lang)}
                out.append((aid, {**base, "type": "game_over", "outcome": outcome,
                                  "text": lambda lang, s=seat: _over_text(rs, gs, names, s, lang)}))
            elif seat in acting and seat not in was:
                deadline = after.meta.get("deadline") or None
                due = f"; move by {deadline}" if deadline else ""
                out.append((aid, {**base, "type": "your_turn", "deadline": deadline,
                                  "text": _said(f"Your turn in {rs.name}{_against(names, seat)} "
                                                f"(version {gs['version']}){due}.",
                                                "account.your_turn" + (".due" if deadline else ""), names, seat,
                                                game=rs.name, v=gs["version"], **({"deadline": deadline} if deadline
                                                                                  else {}))}))
        if not started:
            out += _leave_records(before, after, held, names)
        return out

    def joined(self, loaded, account_id: str) -> None:
        """An account took a seat of a game that is running already (the claim that started it, or a
        re-issued invite): its `game_started`, and `your_turn` if the seat is to act. Never raises."""
        try:
            self.post([r for r in self.records_after_append(None, loaded) if r[0] == account_id])
        except Exception:  # noqa: BLE001 - the claim stands
            log.exception("could not tell an account of the game it joined")

    def seat_claimed(self, meta: dict, game_id: str, seat: int, name: str) -> None:
        """An invite was accepted: `name` claimed `seat` of the game whose metadata (as read before
        the claim) is `meta`; tell the game's other account seats. Never raises."""
        try:
            rs = engine.find_ruleset(meta["ruleset"])
            who = name or f"Player {seat + 1}"
            said = _said(f"{who} took seat {seat + 1} in your game of {rs.name}.", "account.seat_taken",
                         who=name or msg("engine.player_n", n=seat + 1), n=seat + 1, game=rs.name)
            records = []
            for other, aid in sorted(owners(meta).items()):
                if other != seat:
                    records.append((aid, {"type": "invite_accepted", "game_id": game_id, "ruleset": rs.id,
                                          "version": int(meta.get("version") or 0), "seat": other,
                                          "claimed_seat": seat, "to_act": json.loads(meta.get("to_act") or "[]"),
                                          "text": said}))
            self.post(records)
        except Exception:  # noqa: BLE001 - the claim stands
            log.exception("could not tell accounts of a claimed seat")

    # --- reading ----------------------------------------------------------------------------
    def last_id(self, account_id: str) -> str:
        """The id of the account's newest event ("0-0" if it has none): a stream opened now
        starts after it."""
        rows = self.r.xrevrange(events_key(account_id), "+", "-", count=1)
        return _s(rows[0][0]) if rows else "0-0"

    def first_id(self, account_id: str) -> str | None:
        """The id of the oldest event still kept (older ones were trimmed), or None."""
        rows = self.r.xrange(events_key(account_id), "-", "+", count=1)
        return _s(rows[0][0]) if rows else None

    def missed_after(self, account_id: str, after: str) -> bool:
        """Whether a resume after `after` would miss events: the stream was trimmed past it (an
        account keeps its newest MAX_EVENTS). Told by XINFO STREAM: entries were removed (added >
        kept; Redis < 7 does not count them, so a full stream is taken as trimmed) and `after` is
        older than the oldest kept one. It errs towards True: the price is one snapshot too many."""
        try:
            info = self.r.xinfo_stream(events_key(account_id))
        except ResponseError as exc:  # "no such key"; a store that is away (CLUSTERDOWN, READONLY...) is raised
            if "no such key" not in str(exc).lower():
                raise
            return after != "0-0"  # an id from a stream that is gone: what followed it is gone too
        first = info.get("first-entry")
        if not first:
            return after != "0-0" and info.get("entries-added", 0) > 0
        added = info.get("entries-added")
        removed = added > info["length"] if added is not None else info["length"] >= MAX_EVENTS
        return removed and _id_tuple(after) < _id_tuple(_s(first[0]))

    def read(self, account_id: str, after: str, count: int = 100) -> list[tuple[str, dict]]:
        """The events after `after`, oldest first: [(id, record)]."""
        rows = self.r.xrange(events_key(account_id), "(" + after, "+", count=count) if after != "0-0" else \
            self.r.xrange(events_key(account_id), "-", "+", count=count)
        return [(_s(i), json.loads(f[b"e"] if b"e" in f else f["e"])) for i, f in rows]


def _leave_records(before, after, held: dict, names: dict) -> list[tuple[str, dict]]:
    """`opponent_on_leave` for every other account seat, for each leave period new in this append."""
    old = (book_of(before.meta) or {}).get("leave", {})
    new = (book_of(after.meta) or {}).get("leave", {})
    out = []
    for seat_key, periods in sorted(new.items()):
        for a, b in periods:
            if [a, b] in old.get(seat_key, []):
                continue
            who = names.get(int(seat_key), f"Player {int(seat_key) + 1}")
            for seat, aid in sorted(held.items()):
                if seat == int(seat_key):
                    continue
                base = game_fields(after.id, after.ruleset, after.state, after.meta, seat)
                out.append((aid, {**base, "type": "opponent_on_leave", "leave": {"seat": int(seat_key), "from": a,
                                                                                  "until": b},
                                  "text": _said(f"{who} is on leave from {a[:10]} until {b[:10]} (UTC) in your game of "
                                                f"{after.ruleset.name}: {who}'s clock stands still then.",
                                                "account.opponent_on_leave", who=_who(names, int(seat_key)),
                                                first=a[:10], last=b[:10], game=after.ruleset.name)}))
    return out


def _id_tuple(stream_id: str) -> tuple[int, int]:
    ms, _, seq = stream_id.partition("-")
    return int(ms), int(seq or 0)


def game_fields(game_id: str, rs, gs: dict, meta: dict, seat: int) -> dict:
    """What every game record says: the game, its ruleset and version, whose turn, the account's seat."""
    acting = [] if gs["finished"] else G.to_act(rs, gs)
    return {"game_id": game_id, "ruleset": rs.id, "version": gs["version"], "seat": seat, "to_act": acting,
            "is_my_turn": seat in acting, "url": f"/v1/games/{game_id}"}


def _over_text(rs, gs: dict, names: dict[int, str], seat: int, lang: str = i18n.DEFAULT) -> str:
    """"Your game of Battle for the Grove against Ana is over. Bo wins: controls 2 of 3 Magic
    Circles ..." (placings with 3 or more seats): the winner named, never a seat number; in `lang`."""
    text = outcome_text(rs, G.outcome(rs, gs), seat_names(gs["seats"]), lang) or i18n.text(lang, "account.nobody_won")
    return _said(f"Your game of {rs.name}{_against(names, seat)} is over. {text}", "account.over", names, seat,
                 game=rs.name, outcome=text)(lang)


def valid_id(raw: str) -> bool:
    """Whether `raw` is a Redis Stream id `<ms>-<n>` (what Last-Event-ID carries here)."""
    ms, sep, n = raw.partition("-")
    return bool(sep) and ms.isdigit() and n.isdigit() and len(ms) <= 20 and len(n) <= 20


def _s(v) -> str:
    return v.decode() if isinstance(v, bytes) else v


def _iso(t: float) -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(t))
