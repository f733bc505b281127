"""A tournament as an event-sourced aggregate: pure commands (deciders), the reducer, the fold.

Same envelopes, hash chain and commit-reveal seed as a game (domain/engine/events.py,
domain/engine/rng.py): TournamentCreated publishes sha256(seed); every draw (the pairing numbers
at the start, the ties of each round's pairing) uses Rng(seed, seq of the event being decided);
TournamentFinished reveals the seed. Events:

  TournamentCreated  {id, name, ruleset, format, options, clock, rounds, table_size, double,
                      entry {opens_at, closes_at}, max_entrants, rated, bye_points, seed_commitment}
  EntrantJoined      {entrant {id, name, account, ai}}
  EntrantLeft        {entrant, round, reason}       before the start: gone; after: withdrawn
  TournamentStarted  {order, rounds}                order = pairing numbers (a seeded shuffle)
  RoundPaired        {round, tables [{table, seats, game}], byes, rests, constraints}
  GameResulted       {round, table, game, outcome {winners, ranking, reason}, head_hash, points}
  TournamentFinished {reason, standings, seed}

A round's games are ordinary games whose ids are derived from (tournament id, round, table)
(`game_id`), so creating them is idempotent and anyone can tell which game is which table.
"""
from __future__ import annotations

import hashlib
from fractions import Fraction

from domain.engine.game import Decision
from domain.engine.rng import Rng, commitment
from domain.engine.ruleset import Draft, Event, find_ruleset
from domain.engine.upcast import result_of

from . import ffa, roundrobin, swiss
from .errors import (AlreadyEntered, EntriesClosed, InvalidTournament, NotEntered, TooFewEntrants, TournamentFull,
                     TournamentOver, UnknownGame)
from .standings import as_number, standings, table_points, tally

FORMATS = ("swiss", "round_robin", "ffa")
MAX_ROUNDS = 30
MAX_ENTRANTS = 256


def game_id(tid: str, rnd: int, table: int) -> str:
    """The id of the game at `table` of round `rnd` (16 hex digits)."""
    return hashlib.sha256(f"arbiter-tournament\0{tid}\0{rnd}\0{table}".encode()).hexdigest()[:16]


# --- the reducer -----------------------------------------------------------------------------
def evolve(ts: dict | None, ev: Event) -> dict:
    """Apply one event. Pure and total: no validation, no randomness."""
    d = ev.data
    if ev.type == "TournamentCreated":
        return {**{k: d[k] for k in d}, "version": ev.seq, "status": "open", "entrants": [], "order": [],
                "round": 0, "round_list": [], "finished": False, "standings": None, "reason": None,
                "created_at": ev.at}
    ts = dict(ts)
    ts["version"] = ev.seq
    if ev.type == "EntrantJoined":
        ts["entrants"] = ts["entrants"] + [{**d["entrant"], "status": "entered", "joined_at": ev.at}]
    elif ev.type == "EntrantLeft":
        status = "left" if ts["status"] == "open" else "withdrawn"
        ts["entrants"] = [dict(e, status=status, left_round=d["round"]) if e["id"] == d["entrant"] else e
                          for e in ts["entrants"]]
    elif ev.type == "TournamentStarted":
        ts["status"] = "running"
        ts["order"] = d["order"]
        ts["rounds"] = d["rounds"]
    elif ev.type == "RoundPaired":
        ts["round"] = d["round"]
        tables = [{"table": t["table"], "seats": t["seats"], "game": t["game"], "result": None} for t in d["tables"]]
        ts["round_list"] = ts["round_list"] + [{"round": d["round"], "tables": tables, "byes": d["byes"],
                                                "rests": d.get("rests", []), "constraints": d.get("constraints")}]
    elif ev.type == "GameResulted":
        rounds = []
        for rnd in ts["round_list"]:
            if rnd["round"] == d["round"]:
                rnd = dict(rnd, tables=[dict(t, result={"outcome": d["outcome"], "head_hash": d["head_hash"]})
                                        if t["table"] == d["table"] else t for t in rnd["tables"]])
            rounds.append(rnd)
        ts["round_list"] = rounds
    elif ev.type == "TournamentFinished":
        ts["status"] = "finished"
        ts["finished"] = True
        ts["standings"] = d["standings"]
        ts["reason"] = d["reason"]
    return ts


def fold(ts: dict | None, envelopes) -> dict:
    """Fold stored envelopes into the tournament's state."""
    for env in envelopes:
        ts = evolve(ts, Event(env["seq"], env["type"], env["seat"], env["data"], {}, env.get("at", "")))
    return ts


def _apply(ts, drafts, first_seq: int, at: str = "") -> dict:
    for i, d in enumerate(drafts):
        ts = evolve(ts, Event(first_seq + i, d.type, d.seat, d.data, {}, at))
    return ts


# --- what the pairings read -----------------------------------------------------------------
def active(ts: dict) -> list[str]:
    """The entrants still playing, in pairing-number order."""
    playing = {e["id"] for e in ts["entrants"] if e["status"] == "entered"}
    return [e for e in ts["order"] if e in playing]


def history(ts: dict) -> dict:
    """What a pairing may depend on, from the rounds so far: points, meetings, byes, seats."""
    rows = tally(ts)
    met, had_bye, balance, last_seat, position = set(), set(), {}, {}, {}
    for rnd in ts["round_list"]:
        had_bye.update(rnd["byes"])
        for t in rnd["tables"]:
            seats = t["seats"]
            k = len(seats)
            for i, a in enumerate(seats):
                for b in seats[i + 1:]:
                    met.add(frozenset((a, b)))
                if k == 2:
                    balance[a] = balance.get(a, 0) + (1 if i == 0 else -1)
                    last_seat[a] = i
                if k > 1:
                    position[a] = position.get(a, Fraction(0)) + Fraction(i, k - 1)
    return {"score": {e: r["points"] for e, r in rows.items()}, "met": met, "had_bye": had_bye,
            "balance": balance, "last_seat": last_seat, "position": position}


def pair_round(ts: dict, rnd: int, rng) -> dict:
    """Round `rnd`'s pairing: a pure function of the state (the standings so far) and the draw."""
    players = active(ts)
    h = history(ts)
    number = {e: i for i, e in enumerate(ts["order"])}
    by_score = sorted(players, key=lambda e: (-h["score"][e], number[e]))
    rests, constraints = [], None
    if ts["format"] == "swiss":
        tables, byes, constraints = swiss.pair(by_score, h["score"], h["met"], h["had_bye"], h["balance"],
                                               h["last_seat"], rng)
    elif ts["format"] == "round_robin":
        tables, byes, rests = roundrobin.pair(ts["order"], rnd, bool(ts.get("double")), set(players))
    else:
        tables, byes = ffa.pair(by_score, ts["table_size"], h["position"], rng)
    return {"round": rnd,
            "tables": [{"table": i + 1, "seats": seats, "game": game_id(ts["id"], rnd, i + 1)}
                       for i, seats in enumerate(tables)],
            "byes": byes, "rests": rests, "constraints": constraints}


# --- commands -------------------------------------------------------------------------------
def _check_spec(spec: dict) -> dict:
    rs = find_ruleset(spec.get("ruleset") or "")
    if rs is None:
        raise InvalidTournament(f"unknown ruleset {spec.get('ruleset')!r}", errors={"ruleset": "unknown ruleset"})
    fmt = spec.get("format") or "swiss"
    if fmt not in FORMATS:
        raise InvalidTournament(f"format must be one of {', '.join(FORMATS)}", errors={"format": "unknown format"})
    options = rs.check_options(dict(spec.get("options") or {}))
    low, high = rs.seat_range(options)
    table_size = spec.get("table_size")
    if fmt in ("swiss", "round_robin"):
        if not low <= 2 <= high:
            raise InvalidTournament(f"{fmt} pairs two players a game; {rs.id} with these options takes {low} to "
                                    f"{high} seats: use the ffa format", errors={"format": "needs two-seat games"})
        table_size = 2
    else:
        table_size = table_size or high
        if low > 2 or not 2 <= table_size <= high:
            raise InvalidTournament(f"{rs.id} with these options seats {low} to {high}; free-for-all tables need "
                                    f"2 to {high} seats and a table size in that range",
                                    errors={"table_size": f"must be 2 to {high}"})
    rounds = spec.get("rounds")
    if fmt != "round_robin" and not (isinstance(rounds, int) and 1 <= rounds <= MAX_ROUNDS):
        raise InvalidTournament(f"rounds must be 1 to {MAX_ROUNDS}", errors={"rounds": f"1 to {MAX_ROUNDS}"})
    entry = dict(spec.get("entry") or {})
    opens, closes = entry.get("opens_at"), entry.get("closes_at")
    if opens and closes and closes <= opens:
        raise InvalidTournament("the entry window closes before it opens", errors={"entry": "closes_at <= opens_at"})
    max_entrants = spec.get("max_entrants") or 64
    if not 2 <= max_entrants <= MAX_ENTRANTS:
        raise InvalidTournament(f"max_entrants must be 2 to {MAX_ENTRANTS}",
                                errors={"max_entrants": f"2 to {MAX_ENTRANTS}"})
    return {"name": spec.get("name") or f"{rs.name} {fmt.replace('_', ' ')}", "ruleset": rs.id, "format": fmt,
            "options": options, "clock": spec.get("clock"), "rounds": rounds if fmt != "round_robin" else None,
            "table_size": table_size, "double": bool(spec.get("double")) if fmt == "round_robin" else False,
            "entry": {"opens_at": opens, "closes_at": closes}, "max_entrants": max_entrants,
            "rated": spec.get("rated", True) is not False, "bye_points": 1}


def create(tid: str, spec: dict, seed: bytes) -> Decision:
    """TournamentCreated, with the seed's commitment."""
    data = {"id": tid, **_check_spec(spec), "seed_commitment": commitment(seed)}
    drafts = [Draft("TournamentCreated", data)]
    return Decision(drafts, _apply(None, drafts, 1), {"kind": "create"}, 1)


def join(ts: dict, entrant: dict, at: str | None = None) -> Decision:
    """An account or an AI level enters: {name, account?, ai?}."""
    if ts["status"] != "open":
        raise EntriesClosed("the tournament has started: entries are closed" if ts["status"] == "running"
                            else "the tournament has finished")
    window = ts.get("entry") or {}
    if at and window.get("opens_at") and at < window["opens_at"]:
        raise EntriesClosed(f"entries open at {window['opens_at']}")
    if at and window.get("closes_at") and at >= window["closes_at"]:
        raise EntriesClosed(f"entries closed at {window['closes_at']}")
    here = [e for e in ts["entrants"] if e["status"] == "entered"]
    if entrant.get("account") and any(e.get("account") == entrant["account"] for e in here):
        raise AlreadyEntered("this account has already entered this tournament")
    if any(e["name"].casefold() == entrant["name"].casefold() for e in here):
        raise AlreadyEntered(f"an entrant named {entrant['name']!r} has already entered")
    if len(here) >= ts["max_entrants"]:
        raise TournamentFull(f"the tournament is full ({ts['max_entrants']} entrants)")
    eid = f"e{len(ts['entrants']) + 1}"
    data = {"entrant": {"id": eid, "name": entrant["name"], "account": entrant.get("account"),
                        "ai": entrant.get("ai")}}
    drafts = [Draft("EntrantJoined", data)]
    first = ts["version"] + 1
    return Decision(drafts, _apply(ts, drafts, first), {"kind": "join"}, first)


def entrant(ts: dict, eid: str) -> dict | None:
    """The entrant with this id (any status)."""
    return next((e for e in ts["entrants"] if e["id"] == eid), None)


def leave(ts: dict, eid: str, seed: bytes) -> Decision:
    """An entrant leaves: before the start it is gone; after, it withdraws (its results stand, it is
    not paired again; the service resigns its game in progress). If the round was only waiting on
    nobody, the next round or the end follows (see `_advance`)."""
    e = entrant(ts, eid)
    if ts["status"] == "finished":
        raise TournamentOver("the tournament has finished")
    if e is None or e["status"] != "entered":
        raise NotEntered(f"{eid} is not an entrant of this tournament (or has left)")
    drafts = [Draft("EntrantLeft", {"entrant": eid, "round": ts["round"],
                                    "reason": "left" if ts["status"] == "open" else "withdrew"})]
    first = ts["version"] + 1
    ts1 = _apply(ts, drafts, first)
    return Decision(drafts, ts1, {"kind": "leave", "entrant": eid}, first)


def rounds_for(ts: dict, n: int) -> int:
    """How many rounds will be played with n entrants: Swiss at most n - 1 (no repeat pairing is
    possible beyond), a round robin as many as its cycle(s) need, free-for-all as asked."""
    if ts["format"] == "swiss":
        return max(1, min(ts["rounds"], n - 1))
    if ts["format"] == "round_robin":
        return roundrobin.rounds_needed(n, bool(ts.get("double")))
    return ts["rounds"]


def start(ts: dict, seed: bytes) -> Decision:
    """TournamentStarted (pairing numbers drawn from the seed) and round 1's pairing."""
    if ts["status"] != "open":
        raise TournamentOver(f"the tournament is {ts['status']}; only an open tournament can start")
    players = [e["id"] for e in ts["entrants"] if e["status"] == "entered"]
    if len(players) < 2:
        raise TooFewEntrants(f"a tournament needs at least 2 entrants to start; it has {len(players)}",
                             entrants=len(players))
    first = ts["version"] + 1
    order = Rng(seed, first).shuffled(players)
    drafts = [Draft("TournamentStarted", {"order": order, "rounds": rounds_for(ts, len(players))})]
    ts1 = _apply(ts, drafts, first)
    drafts, ts1 = _advance(ts1, drafts, first, seed)
    return Decision(drafts, ts1, {"kind": "start"}, first)


def close(ts: dict, seed: bytes) -> Decision:
    """The entry window has closed: the tournament starts as `start` would, or, with fewer than
    two entrants, finishes with the reason (a tournament never waits open past its window)."""
    if ts["status"] != "open":
        raise TournamentOver(f"the tournament is {ts['status']}; only an open tournament closes its entries")
    if sum(1 for e in ts["entrants"] if e["status"] == "entered") < 2:
        return finish(ts, "entries closed with fewer than two entrants", seed)
    return start(ts, seed)


def result(ts: dict, game: str, outcome: dict, head_hash: str, seed: bytes) -> Decision:
    """A round's game ended: GameResulted, then the next round's pairing or the end."""
    if ts["status"] != "running":
        raise UnknownGame(f"the tournament is {ts['status']}: it takes no results")
    for rnd in ts["round_list"]:
        for t in rnd["tables"]:
            if t["game"] == game:
                if t["result"] is not None:
                    raise UnknownGame(f"the result of game {game} is already recorded")
                out = result_of(outcome, len(t["seats"]))
                pts = {e: as_number(p) for e, p in table_points(t["seats"], out).items()}
                data = {"round": rnd["round"], "table": t["table"], "game": game, "outcome": out,
                        "head_hash": head_hash, "points": pts}
                drafts = [Draft("GameResulted", data)]
                first = ts["version"] + 1
                ts1 = _apply(ts, drafts, first)
                drafts, ts1 = _advance(ts1, drafts, first, seed)
                return Decision(drafts, ts1, {"kind": "result", "game": game}, first)
    raise UnknownGame(f"game {game} is not a game of this tournament")


def round_complete(ts: dict) -> bool:
    """Whether every game of the current round has its result."""
    if not ts["round_list"]:
        return False
    return all(t["result"] is not None for t in ts["round_list"][-1]["tables"])


def _advance(ts: dict, drafts: list, first: int, seed: bytes) -> tuple[list, dict]:
    """After the drafts: while the current round is complete, pair the next one (a round whose
    pairing has no game completes at once) or, after the last, finish."""
    while ts["status"] == "running" and (ts["round"] == 0 or round_complete(ts)):
        seq = first + len(drafts)
        if ts["round"] >= ts["rounds"]:
            d = _finish_draft(ts, "completed", seed)
        elif len(active(ts)) < 2:
            d = _finish_draft(ts, "fewer than two entrants remain", seed)
        else:
            d = Draft("RoundPaired", pair_round(ts, ts["round"] + 1, Rng(seed, seq)))
        ts = _apply(ts, [d], seq)
        drafts = drafts + [d]
    return drafts, ts


def _finish_draft(ts: dict, reason: str, seed: bytes) -> Draft:
    return Draft("TournamentFinished", {"reason": reason, "standings": standings(ts), "seed": seed.hex()})


def finish(ts: dict, reason: str, seed: bytes) -> Decision:
    """End the tournament now (an entry window that closed with fewer than two entrants, or the
    creator's cancel): the standings as they are, and the seed."""
    if ts["status"] == "finished":
        raise TournamentOver("the tournament has finished")
    first = ts["version"] + 1
    drafts = [_finish_draft(ts, reason, seed)]
    return Decision(drafts, _apply(ts, drafts, first), {"kind": "finish", "reason": reason}, first)

