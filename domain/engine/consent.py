"""Undo, takeback, agreed endings and abort: commands that every ruleset shares, each recorded as
events in the game's log (docs/decisions.md, "Undo, takeback, offers and abort"). Nothing is ever
rewritten: a withdrawn action stays in the log, and an `ActionWithdrawn` after it sets the game back
to the state before it (kept in the event's server part, which the auditor re-derives by folding
the log up to the withdrawn action).

"Revealed since" is decided here, once, from the events themselves: an action may be withdrawn (by
its player alone, or by consent) only when every event from its first one to the end of the log is
either one of the bookkeeping events below or an event type its ruleset lists as `reversible`
(its actions that involve no die, no draw and show nothing hidden) carrying no private part.

Commands (each returns a Decision, as game.move does):
  withdraw(rs, gs, seat, log, seed)                     undo within a turn, no one asked
  request_takeback(rs, gs, seat, log, seed, now)         ask the others to take back one's last turn
  answer_takeback(rs, gs, seat, accept, log, seed, now)  accept or decline it
  offer_draw(rs, gs, seat, seed, now)                    offer to end the game as a draw
  answer_draw(rs, gs, seat, accept, seed, now)           accept or decline it
  abort(rs, gs, seat, log, seed)                         end a game nobody has fully started, no result
`log` is every envelope of the game so far, with its private parts (the service holds them, the
auditor has them once the game has ended); `now` is the ISO time the command is decided at (the
envelope's `at`).
"""
from __future__ import annotations

from datetime import datetime, timedelta, timezone

from . import game as g
from .errors import GameOver, IllegalMove, NotYourTurn
from .pending import CONSENT_EVENTS
from .ruleset import Draft, Outcome, Ruleset
from .words import possessive, seat_names

CONSENT_KINDS = ("undo", "takeback", "takeback_answer", "draw_offer", "draw_answer")
ACTION_KINDS = ("move", "timeout")
OFFER_HOURS = 24  # a takeback request or a draw offer lapses after this long, or at the next move
AGREED = "by agreement"
ABORTED = "aborted"


# --- the log, read as commands ------------------------------------------------------------------------
def commands(log) -> list[dict]:
    """The log as commands: {kind, seat, first, last, events} (a command starts at an event with a `cmd`)."""
    out: list[dict] = []
    for env in log:
        cmd = env.get("cmd")
        if cmd is not None or not out:
            cmd = cmd or {}
            out.append({"kind": cmd.get("kind"), "seat": cmd.get("seat"), "first": env["seq"], "events": []})
        out[-1]["events"].append(env)
        out[-1]["last"] = env["seq"]
    return out


def _withdrawn(log) -> set[int]:
    gone: set[int] = set()
    for env in log:
        if env["type"] == "ActionWithdrawn":
            gone.update(range(env["data"]["from"], env["data"]["to"] + 1))
    return gone


def live_actions(log) -> list[dict]:
    """The commands that acted in the game (moves, moves on a timeout, resignations) and still stand."""
    gone = _withdrawn(log)
    return [c for c in commands(log) if c["kind"] not in CONSENT_KINDS and c["kind"] != "create"
            and c["first"] not in gone]


def _revealing(rs: Ruleset, envs) -> dict | None:
    """The first event among `envs` that revealed something (a die, a draw, a hidden part), or None."""
    reversible = set(getattr(rs, "reversible", ()))
    for env in envs:
        if env["type"] in CONSENT_EVENTS:
            continue
        if env["type"] not in reversible or env.get("digests") or env.get("private"):
            return env
    return None


def _names(gs: dict) -> list[str]:
    return seat_names(gs["seats"])


def _refuse(text: str, rule: str = "takeback") -> IllegalMove:
    return IllegalMove(text, rule=rule)


def _playing(gs: dict, seat: int) -> None:
    if gs["finished"]:
        raise GameOver("the game has finished")
    if seat in gs["removed"]:
        raise NotYourTurn(f"{_names(gs)[seat]} is out of this game and may not act")


def _last_turn(rs: Ruleset, gs: dict, seat: int, log, *, whole_turn: bool, replies: bool = False) -> tuple[int, int]:
    """The seqs (first, last) of what `seat` would withdraw: its last action (`whole_turn`: every action
    of its last turn; `replies`: and the other seats' moves made since, as a takeback after the opponent
    replied withdraws the reply too), refused in words where it is not the seat's, or where anything was
    revealed since."""
    names = _names(gs)
    live = live_actions(log)
    if not live:
        raise _refuse(f"{names[seat]} has no move to take back: nobody has moved yet")
    end = len(live) - 1
    if replies:  # the moves the others made since the seat's last one go back with it
        while end > 0 and live[end]["seat"] != seat and live[end]["kind"] == "move":
            end -= 1
    last = live[end]
    if last["seat"] != seat or last["kind"] != "move":
        between = end < len(live) - 1 and last["kind"] != "move"  # a resignation or a timeout since
        blocker = last if between else live[-1]
        mover = names[blocker["seat"]] if isinstance(blocker["seat"], int) else "the referee"
        what = {"resign": "resignation", "timeout": "turn run out of time"}.get(blocker["kind"], "move")
        if between:
            raise _refuse(f"{possessive(mover)} {what} came after {possessive(names[seat])} last move, and it cannot "
                          "be taken back")
        raise _refuse(f"the last thing in the game is {possessive(mover)} {what}, not a move of {names[seat]}'s: only "
                      "your own last move can be taken back")
    first = last["first"]
    if whole_turn:
        for c in reversed(live[:end]):
            if c["seat"] != seat or c["kind"] != "move":
                break
            first = c["first"]
    since = [env for env in log if env["seq"] >= first]
    shown = _revealing(rs, since)
    if shown is not None:
        raise _refuse(f"{names[seat]}'s move cannot be taken back: something was revealed since it (a die, a card "
                      f"or a hidden choice: “{_said(rs, gs, shown, seat)}”)", rule="revealed")
    return first, live[-1]["last"]


def _said(rs: Ruleset, gs: dict, env: dict, seat: int) -> str:
    """The revealing event as `seat` may read it (redacted for it), in the game's words."""
    try:
        text = rs.describe_event(rs.view(gs["game"], seat), rs.redact(env, seat), _names(gs))
    except Exception:  # noqa: BLE001 - the refusal stands without its quote
        return "an event that showed something"
    return text.rstrip(".")


def _before(rs: Ruleset, log, first: int) -> dict:
    """The game's state (the ruleset's part) before the event `first`: the log folded up to it."""
    return g.fold(rs, None, [env for env in log if env["seq"] < first])["game"]


def _replied(seat: int, log, first: int) -> list[int]:
    """The other seats whose moves since `first` a takeback withdraws too (an opponent's reply)."""
    return sorted({c["seat"] for c in live_actions(log) if c["first"] >= first and c["seat"] != seat})


def _withdrawal(rs: Ruleset, gs: dict, seat: int, log, span: tuple[int, int], reason: str) -> Draft:
    first, last = span
    data = {"seat": seat, "from": first, "to": last, "reason": reason}
    replied = _replied(seat, log, first)
    if replied:  # only then: a record without it folds and reads as before
        data["replies"] = replied
    return Draft("ActionWithdrawn", data, {"server": {"game": _before(rs, log, first)}}, seat=seat)


def _decision(rs: Ruleset, gs: dict, drafts: list, cmd: dict, seed: bytes, forced: Outcome | None = None):
    first = gs["version"] + 1
    state = g.apply_drafts(rs, gs, drafts, first)
    drafts, state = g.finish(rs, state, drafts, first, seed, forced)
    return g.Decision(drafts, state, cmd, first)


# --- undo --------------------------------------------------------------------------------------------
def withdraw(rs: Ruleset, gs: dict, seat: int, log, seed: bytes):
    """Undo: the seat's own last action, while its turn goes on and nothing was revealed since."""
    _playing(gs, seat)
    names = _names(gs)
    if seat not in g.to_act(rs, gs):
        raise _refuse(f"{names[seat]}'s turn has passed: a move from an earlier turn can only be taken back "
                      "if the others agree (ask for a takeback)", rule="undo")
    span = _last_turn(rs, gs, seat, log, whole_turn=False)
    return _decision(rs, gs, [_withdrawal(rs, gs, seat, log, span, "undo")], {"kind": "undo", "seat": seat},
                     seed)


# --- takeback by consent -----------------------------------------------------------------------------
def _expires(now: str) -> str:
    t = datetime.fromisoformat(now.replace("Z", "+00:00")) + timedelta(hours=OFFER_HOURS)
    return t.astimezone(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def open_request(gs: dict, now: str) -> dict | None:
    """The pending request or offer, unless it has lapsed by time."""
    p = gs.get("pending")
    if p is None:
        return None
    if datetime.fromisoformat(now.replace("Z", "+00:00")) > datetime.fromisoformat(
            p["expires_at"].replace("Z", "+00:00")):
        return None
    return p


def _others(gs: dict, seat: int) -> list[int]:
    return [s for s in range(len(gs["seats"])) if s != seat and s not in gs["removed"]]


def new_request(before: dict | None, after: dict) -> dict | None:
    """The takeback request or draw offer that an append from `before` to `after` made (None: none
    new): what the notifications tell the seats that owe an answer."""
    p = after.get("pending")
    if p is None or after.get("finished") or (before is not None and before.get("pending") is not None
                                              and before["pending"]["expires_at"] == p["expires_at"]
                                              and before["pending"]["seat"] == p["seat"]):
        return None
    return p


def waiting_for(gs: dict, pending: dict) -> list[int]:
    """The seats that have still to answer a pending request."""
    return [s for s in _others(gs, pending["seat"]) if s not in pending["accepted"]]


def _nothing_pending(gs: dict, now: str) -> None:
    p = open_request(gs, now)
    if p is not None:
        what = "a takeback request" if p["kind"] == "takeback" else "a draw offer"
        raise IllegalMove(f"{_names(gs)[p['seat']]}'s {what} is waiting for an answer: answer it (or wait for "
                          "it to lapse) first", rule="pending")


def request_takeback(rs: Ruleset, gs: dict, seat: int, log, seed: bytes, now: str):
    """Ask every other seat to take back the seat's last turn (after it passed)."""
    _playing(gs, seat)
    if seat in g.to_act(rs, gs):
        live = live_actions(log)
        if live and live[-1]["seat"] == seat and live[-1]["kind"] == "move":
            raise _refuse(f"it is still {_names(gs)[seat]}'s turn: undo the move instead (no one needs to agree)")
    _nothing_pending(gs, now)
    first, last = _last_turn(rs, gs, seat, log, whole_turn=True, replies=True)
    data = {"seat": seat, "from": first, "to": last, "expires_at": _expires(now)}
    replied = _replied(seat, log, first)
    if replied:  # the seats whose moves since go back too (only then: a record without it is as before)
        data["replies"] = replied
    d = Draft("TakebackRequested", data, seat=seat)
    return _decision(rs, gs, [d], {"kind": "takeback", "seat": seat}, seed)


def _pending_for(gs: dict, seat: int, kind: str, now: str) -> dict:
    names = _names(gs)
    p = open_request(gs, now)
    what = "takeback request" if kind == "takeback" else "draw offer"
    if p is None or p["kind"] != kind:
        raise IllegalMove(f"there is no {what} to answer (it may have lapsed: a move was made, or "
                          f"{OFFER_HOURS} hours passed)", rule="pending")
    if p["seat"] == seat:
        raise IllegalMove(f"{names[seat]} made this {what}: the other players answer it", rule="pending")
    if seat in p["accepted"]:
        raise IllegalMove(f"{names[seat]} has already accepted this {what}", rule="pending")
    return p


def answer_takeback(rs: Ruleset, gs: dict, seat: int, accept: bool, log, seed: bytes, now: str):
    """Accept or decline the pending takeback; the last acceptance withdraws the turn."""
    _playing(gs, seat)
    p = _pending_for(gs, seat, "takeback", now)
    drafts = [Draft("TakebackAnswered", {"seat": seat, "accept": bool(accept)}, seat=seat)]
    if accept and set(_others(gs, p["seat"])) <= set(p["accepted"]) | {seat}:
        drafts.append(_withdrawal(rs, gs, p["seat"], log, (p["from"], p["to"]), "takeback"))
    return _decision(rs, gs, drafts, {"kind": "takeback_answer", "seat": seat, "accept": bool(accept)}, seed)


# --- ending by agreement -----------------------------------------------------------------------------
def offer_draw(rs: Ruleset, gs: dict, seat: int, seed: bytes, now: str):
    """Offer to end the game as a draw (a shared first place for the seats still playing)."""
    _playing(gs, seat)
    if not getattr(rs, "agreed_draw", False):
        raise IllegalMove(f"{rs.name} has no draw: its rules end only in a win, so a game cannot end by "
                          "agreement (resign to concede)", rule="no-draw")
    _nothing_pending(gs, now)
    d = Draft("DrawOffered", {"seat": seat, "expires_at": _expires(now)}, seat=seat)
    return _decision(rs, gs, [d], {"kind": "draw_offer", "seat": seat}, seed)


def answer_draw(rs: Ruleset, gs: dict, seat: int, accept: bool, seed: bytes, now: str):
    """Accept or decline the pending draw offer; the last acceptance ends the game."""
    _playing(gs, seat)
    p = _pending_for(gs, seat, "draw", now)
    drafts = [Draft("DrawAnswered", {"seat": seat, "accept": bool(accept)}, seat=seat)]
    forced = None
    if accept and set(_others(gs, p["seat"])) <= set(p["accepted"]) | {seat}:
        playing = [s for s in range(len(gs["seats"])) if s not in gs["removed"]]
        out = list(reversed(gs["removed"]))
        places = {s: 1 for s in playing}
        places.update({s: len(playing) + 1 + i for i, s in enumerate(out)})
        forced = Outcome(winners=[], ranking=playing + out, reason=AGREED, places=places)
    return _decision(rs, gs, drafts, {"kind": "draw_answer", "seat": seat, "accept": bool(accept)}, seed, forced)


# --- abort -------------------------------------------------------------------------------------------
def unmoved(gs: dict, log) -> list[int]:
    """The seats that have not made a move yet (withdrawn moves do not count)."""
    moved = {c["seat"] for c in live_actions(log) if c["kind"] in ACTION_KINDS}
    return [s for s in range(len(gs["seats"])) if s not in moved]


def abort(rs: Ruleset, gs: dict, seat: int, log, seed: bytes):
    """End the game with no result, while some seat has not made its first move."""
    _playing(gs, seat)
    if not unmoved(gs, log):
        raise IllegalMove("every player has made a move: the game can no longer be aborted (resign, or offer a "
                          "draw where the game has one)", rule="abort")
    forced = Outcome(winners=[], ranking=[], reason=ABORTED, places={})
    return _decision(rs, gs, [Draft("GameAborted", {"seat": seat}, seat=seat)], {"kind": "abort", "seat": seat},
                     seed, forced)
