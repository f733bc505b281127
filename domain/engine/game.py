"""The game around a ruleset: creation, moves, resignation and timeouts as pure commands,
and the fold of envelopes into state. The service layer adds only I/O around these.

A game state (JSON) is {"ruleset", "ruleset_version", "version", "seats", "options", "clock",
"seed_commitment", "game": <the ruleset's state>, "removed": [seats], "result": outcome or None,
"finished"}. `ruleset_version` is the version of the rules the game is decided under: the one its
GameCreated names, or, for a game from before versions were recorded, the one it was folded with.
"""
from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass

from . import pending as consent
from .errors import GameOver, IllegalMove, InvalidOptions, NotYourTurn
from .events import digest_private, name_digest, seal
from .rng import Rng, commitment
from .rng import salt as derive_salt
from .ruleset import Draft, Event, Outcome, Ruleset, find_ruleset
from .upcast import outcome_places

ENGINE_EVENTS = ("GameCreated", "PositionSet", "SeatRemoved", "TurnTimedOut", "GameFinished", "SeatOnLeave",
                 "SeatSuspended", "SeatReinstated") + consent.CONSENT_EVENTS


@dataclass
class Decision:
    """What a command decided: the drafts to append, the state after them, the command record."""

    drafts: list
    state: dict
    cmd: dict
    rng_seq: int

    def seal(self, *, prev_hash: str, at: str, seed: bytes) -> list[dict]:
        """The drafts as envelopes chained after `prev_hash`."""
        return seal(self.drafts, first_seq=self.rng_seq, prev_hash=prev_hash, at=at, seed=seed, cmd=self.cmd)


@contextmanager
def quoting(ruleset: Ruleset):
    """Give a refusal raised inside the block the seed's sentence for its rule (`quote`), so that a
    player reads the rule itself, not only its name."""
    try:
        yield
    except IllegalMove as exc:
        quote = ruleset.rule_quote(exc.rule)
        if quote and "quote" not in exc.extra:
            exc.extra["quote"] = quote
        raise


def _event(seq: int, d: Draft) -> Event:
    return Event(seq=seq, type=d.type, seat=d.seat, data=d.data, private={str(k): v for k, v in d.private.items()})


def evolve(ruleset: Ruleset, gs: dict | None, ev: Event) -> dict:
    """Apply one event to a game state (engine events here, the rest by the ruleset)."""
    if ev.type == "GameCreated":
        d = ev.data
        options = dict(d["options"])
        for part in ev.private.values():  # a seat's private options (the server folds them all)
            options.update(part.get("options", {}))
        return {
            "ruleset": d["ruleset"],
            "ruleset_version": d.get("ruleset_version", ruleset.version),
            "version": ev.seq,
            # a record that holds no names (names_in_record false): "name" None, looked up beside it
            "seats": [s if "name" in s else {**s, "name": None} for s in d["seats"]],
            "options": d["options"],
            "clock": d.get("clock"),
            "seed_commitment": d["seed_commitment"],
            "game": ruleset.initial_state(options, len(d["seats"])),
            "removed": [],
            "result": None,
            "finished": False,
        }
    gs = dict(gs)
    gs["version"] = ev.seq
    if ev.type in consent.CONSENT_EVENTS:
        return consent.evolve(gs, ev)
    gs.pop("pending", None)  # a takeback request or a draw offer lapses at the next move (docs/decisions.md)
    if ev.type == "SeatRemoved":
        gs["removed"] = gs["removed"] + [ev.data["seat"]]
    elif ev.type in ("TurnTimedOut", "SeatOnLeave", "SeatSuspended", "SeatReinstated"):
        pass  # the clock's own events: no change to the game
    elif ev.type == "PositionSet":  # a game started from a position: the state is in the server's part
        gs["game"] = ev.private["server"]["game"]
    elif ev.type == "GameFinished":
        gs["finished"] = True
        gs["result"] = outcome_places(ev.data["outcome"], len(gs["seats"]))  # the newest shape
    else:
        gs["game"] = ruleset.evolve(gs["game"], ev)
    return gs


def fold(ruleset: Ruleset, gs: dict | None, envelopes) -> dict:
    """Fold stored envelopes (with their private parts) into the state."""
    for env in envelopes:
        ev = Event(env["seq"], env["type"], env["seat"], env["data"], env.get("private") or {}, env.get("at", ""))
        gs = evolve(ruleset, gs, ev)
    return gs


def apply_drafts(ruleset: Ruleset, gs: dict, drafts: list, first_seq: int) -> dict:
    """The state after `drafts`, numbered from `first_seq`."""
    for i, d in enumerate(drafts):
        gs = evolve(ruleset, gs, _event(first_seq + i, d))
    return gs


_apply = apply_drafts


def _seat_count(low: int, high: int) -> str:
    return f"exactly {low} seats" if low == high else f"{low} to {high} seats"


def _not_your_turn(gs: dict, seat: int, acting: list[int]) -> str:
    """Whose turn it is, by the players' names."""
    def who(s: int) -> str:
        return _seat_words(gs, s)

    if seat in gs["removed"]:
        return f"{who(seat)} is out of this game and may not act"
    if not acting:
        return f"{who(seat)} may not act now; nobody is to act"
    return f"{who(seat)} may not act now; {' and '.join(who(s) for s in acting)} {'is' if len(acting) == 1 else 'are'} to act"


def to_act(ruleset: Ruleset, gs: dict) -> list[int]:
    """The seats that may act now; none once the game has finished."""
    if gs["finished"]:
        return []
    removed = gs["removed"]
    return sorted(s for s in ruleset.to_act(gs["game"]) if s not in removed)


def outcome(ruleset: Ruleset, gs: dict) -> dict | None:
    """The outcome as JSON: decided by the engine (resignation, forfeit) or by the rules."""
    if gs["result"] is not None:
        return gs["result"]
    o = ruleset.outcome(gs["game"])
    return outcome_places(o.to_json(), len(gs["seats"])) if o is not None else None


def decided(ruleset: Ruleset, gs: dict) -> dict | None:
    """The outcome already settled at this version, as JSON, even where the GameFinished event that
    records it is the next event of the same command (a version a replay can show): the recorded
    result, the rules' outcome, or the end that a removal forces. None while the game goes on."""
    if gs["finished"] or gs["result"] is not None:
        return gs["result"]
    o = ruleset.outcome(gs["game"])
    if o is None:
        o = _removal_outcome(gs)
    return outcome_places(o.to_json(), len(gs["seats"])) if o is not None else None


def _removal_outcome(gs: dict) -> Outcome | None:
    n = len(gs["seats"])
    active = [s for s in range(n) if s not in gs["removed"]]
    if len(active) > 1:
        return None
    reason = "resignation"
    return Outcome(winners=active, ranking=active + list(reversed(gs["removed"])), reason=reason)


def finish(ruleset: Ruleset, gs: dict, drafts: list, first_seq: int, seed: bytes, forced: Outcome | None = None):
    """Append GameFinished (revealing the seed) when the drafts end the game."""
    if gs["finished"]:
        return drafts, gs
    # the outcome as this version records it (no derived fields: an earlier version's bytes stay)
    if forced is not None:
        o = forced.to_json()
    else:
        found = ruleset.outcome(gs["game"])
        o = found.to_json() if found is not None else None
    if o is None:
        return drafts, gs
    fin = Draft("GameFinished", {"outcome": o, "seed": seed.hex()})
    gs = evolve(ruleset, gs, _event(first_seq + len(drafts), fin))
    return drafts + [fin], gs


def public_options(ruleset: Ruleset, options: dict, seed: bytes | None = None) -> tuple[dict, dict]:
    """(public options, private parts): each seat's private option is replaced by {"private": seat} and, once the
    seed is known, the salted digest its GameCreated envelope commits to (revealed and checked at the end)."""
    public, private = dict(options), {}
    for seat, names in sorted(ruleset.private_options(options).items()):
        part = {"options": {n: options[n] for n in names}}
        private[str(seat)] = part
        digest = digest_private(derive_salt(seed, 1, str(seat)), part) if seed is not None else None
        for n in names:
            public[n] = {"private": seat, "digest": digest}
    return public, private


def create(ruleset: Ruleset, *, seats: list[dict], options: dict, clock: dict | None, seed: bytes,
           position: dict | None = None) -> Decision:
    """The opening decision: GameCreated (with the seed commitment) and the ruleset's setup, or, to
    practise from a position ({"name", "seat", "state"}: a tutorial's), the position instead of
    the setup (see _from_position)."""
    options = ruleset.check_options(options)
    low, high = ruleset.seat_range(options)
    if not low <= len(seats) <= high:
        raise InvalidOptions(
            f"{ruleset.id} with these options takes {_seat_count(low, high)}, got {len(seats)}",
            errors={"seats": f"must have {_seat_count(low, high)}"},
        )
    public, private = public_options(ruleset, options, seed)
    created = Draft(
        "GameCreated",
        {
            "ruleset": ruleset.id,
            **({"ruleset_version": ruleset.version} if ruleset.records_version else {}),
            "seats": [_recorded_seat(ruleset, i, s) for i, s in enumerate(seats)],
            "options": public,
            "clock": clock,
            "seed_commitment": commitment(seed),
        },
        private,
    )
    if position is not None:
        created.data["position"] = position["name"]
        created.private["server"] = {"position": position["state"], "seat": position["seat"]}
    gs = evolve(ruleset, None, _event(1, created))
    rng = Rng(seed, 1)
    setup = ruleset.setup(gs["game"], rng) if position is None else _from_position(ruleset, position, rng)
    gs = _apply(ruleset, gs, setup, 2)
    drafts, gs = finish(ruleset, gs, [created] + setup, 1, seed)
    return Decision(drafts, gs, {"kind": "create"}, 1)


def _recorded_seat(ruleset: Ruleset, i: int, seat: dict) -> dict:
    """A seat as GameCreated records it: with its name (rulesets that keep names in the record), or
    with the salted digest that commits to the name kept beside the record: from the seat's
    `name_salt` (128 random bits the service chose and keeps with the name), or its `name_digest`
    as recorded (a re-run of the record); neither: the record commits to no name."""
    if ruleset.names_in_record:
        return {"seat": i, "name": seat["name"], "ai": seat.get("ai")}
    digest = seat.get("name_digest")
    if seat.get("name_salt") and seat.get("name"):
        digest = name_digest(seat["name_salt"], seat["name"])
    return {"seat": i, "name_digest": digest, "ai": seat.get("ai")}


def _from_position(ruleset: Ruleset, position: dict, rng) -> list[Draft]:
    """PositionSet: the position, with everything the player's seat cannot see in it dealt again
    from this game's own seed (determinize), so that the author of the position decides nothing
    hidden (a hand, a deck order) and every such draw is as auditable as a shuffle. The state goes
    in the server's private part: each seat sees it through its view only."""
    state = ruleset.determinize(position["state"], position["seat"], rng)
    return [Draft("PositionSet", {"position": position["name"]}, {"server": {"game": state}})]


def move(ruleset: Ruleset, gs: dict, seat: int, mv, seed: bytes, *, kind: str = "move") -> Decision:
    """A seat's move: checked, decided with the rng of the next seq, and applied."""
    if gs["finished"]:
        raise GameOver("the game has finished")
    if seat not in to_act(ruleset, gs):
        if seat not in gs["removed"]:
            with quoting(ruleset):
                ruleset.explain_wait(gs["game"], seat)
        raise NotYourTurn(_not_your_turn(gs, seat, to_act(ruleset, gs)))
    mt = ruleset.check_move(mv)
    first = gs["version"] + 1
    with quoting(ruleset):
        drafts = list(ruleset.decide(gs["game"], seat, mv, Rng(seed, first)))
    if not drafts:
        raise IllegalMove("the move changes nothing", rule="engine")
    cmd = {"kind": kind, "seat": seat, "move": None if mt.hidden else mv}
    if mt.hidden:
        head = drafts[0]
        private = dict(head.private)
        private[str(seat)] = {**private.get(str(seat), {}), "move": mv}
        drafts[0] = Draft(head.type, head.data, private, head.seat)
    gs = _apply(ruleset, gs, drafts, first)
    drafts, gs = finish(ruleset, gs, drafts, first, seed)
    return Decision(drafts, gs, cmd, first)


def _seat_words(gs: dict, seat: int) -> str:
    """A seat as a person reads it: its player's name and the seat counted from 1 ("Bo (seat 2)")."""
    name = next((x.get("name") for x in gs["seats"] if x.get("seat") == seat), None)
    return f"{name} (seat {seat + 1})" if name else f"Player {seat + 1}"


def remove_seat(ruleset: Ruleset, gs: dict, seat: int, reason: str, seed: bytes, *, kind: str) -> Decision:
    """A seat leaves (resigns or forfeits on time): two-player games end, larger ones go on."""
    if gs["finished"]:
        raise GameOver("the game has finished")
    if seat in gs["removed"]:
        raise IllegalMove(f"{_seat_words(gs, seat)} is already out of the game", rule="engine")
    first = gs["version"] + 1
    drafts = [Draft("SeatRemoved", {"seat": seat, "reason": reason}, seat=seat)]
    gs = _apply(ruleset, gs, drafts, first)
    forced = _removal_outcome(gs)
    if forced is not None:
        forced = Outcome(forced.winners, forced.ranking, "resignation" if reason == "resigned" else "forfeit")
    else:
        extra = list(ruleset.remove_seat(gs["game"], seat, reason, Rng(seed, first)))
        gs = _apply(ruleset, gs, extra, first + 1)
        drafts += extra
    drafts, gs = finish(ruleset, gs, drafts, first, seed, forced)
    return Decision(drafts, gs, {"kind": kind, "seat": seat}, first)


def resign(ruleset: Ruleset, gs: dict, seat: int, seed: bytes) -> Decision:
    """A seat resigns."""
    return remove_seat(ruleset, gs, seat, "resigned", seed, kind="resign")


def timeout(ruleset: Ruleset, gs: dict, seat: int, policy: str, seed: bytes, mv: dict | None = None) -> Decision:
    """A seat's deadline passed: TurnTimedOut, then forfeit, or `mv` (a pass or an AI's move)."""
    if gs["finished"]:
        raise GameOver("the game has finished")
    if seat not in to_act(ruleset, gs):
        raise NotYourTurn(f"{_seat_words(gs, seat)} is not to act; nothing timed out")
    first = gs["version"] + 1
    head = [Draft("TurnTimedOut", {"seat": seat, "policy": policy})]
    gs1 = _apply(ruleset, gs, head, first)
    if policy == "forfeit" or mv is None:
        rest = remove_seat(ruleset, gs1, seat, "timeout", seed, kind="timeout")
    else:
        rest = move(ruleset, gs1, seat, mv, seed, kind="timeout")
    cmd = {"kind": "timeout", "seat": seat, "policy": policy, "move": None}
    if rest.cmd.get("move") is not None:
        cmd["move"] = rest.cmd["move"]
    drafts = head + rest.drafts
    if rest.cmd.get("kind") == "timeout" and "move" in rest.cmd and rest.cmd.get("move") is None and mv is not None:
        cmd["hidden"] = True
    return Decision(drafts, rest.state, cmd, first)


def leave(gs: dict, seat: int, start: str, until: str) -> Decision:
    """A seat's player declared leave ([start, until), ISO times): SeatOnLeave, which changes nothing
    in the game but the version; the clock reads it (domain/clock.py). Refused once the game is over
    or for a seat that is out."""
    return _clock_notice(gs, seat, "SeatOnLeave", {"seat": seat, "from": start, "until": until},
                         {"kind": "leave", "seat": seat, "from": start, "until": until})


def suspend(gs: dict, seat: int, until: str | None) -> Decision:
    """A moderator suspended the account holding `seat` until `until` (ISO time; None: until lifted):
    SeatSuspended, which changes nothing in the game but the version. Meanwhile the seat's turns are
    due at once (the game's deadline policy plays them), and the clock's book says so, so an auditor
    sees why a timeout came before its deadline (domain/clock.py)."""
    return _clock_notice(gs, seat, "SeatSuspended", {"seat": seat, "until": until},
                         {"kind": "suspend", "seat": seat, "until": until})


def reinstate(gs: dict, seat: int) -> Decision:
    """A moderator lifted the suspension of the account holding `seat`: SeatReinstated."""
    return _clock_notice(gs, seat, "SeatReinstated", {"seat": seat}, {"kind": "reinstate", "seat": seat})


def _clock_notice(gs: dict, seat: int, kind: str, data: dict, cmd: dict) -> Decision:
    """One event that only the clock reads, refused once the game is over or for a seat that is out."""
    if gs["finished"]:
        raise GameOver("the game has finished")
    if seat in gs["removed"]:
        raise IllegalMove(f"{_seat_words(gs, seat)} is out of the game", rule="engine")
    first = gs["version"] + 1
    return Decision([Draft(kind, data, seat=seat)], {**gs, "version": first}, cmd, first)


def replay(envelopes, upto: int | None = None) -> dict:
    """The game state after the events up to seq `upto` (all when None), under the version its
    GameCreated names (the newest for a game that names none)."""
    envelopes = list(envelopes)
    data = envelopes[0]["data"]
    ruleset = find_ruleset(data["ruleset"], data.get("ruleset_version"))
    if upto is not None:
        envelopes = envelopes[:upto]
    return fold(ruleset, None, envelopes)
