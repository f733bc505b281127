"""The games in their own words: a sentence for every move type and every event type of every
ruleset (domain/<game>/words.py, domain/engine/words.py), in the seeds' vocabulary, with names
instead of indices, and with nothing in it that its reader may not see.

The types are taken from the rulesets themselves, never from a list kept here: move types from
`Ruleset.move_types` (what /v1/rulesets/{id} publishes), event types from what the rules can emit
(every `Draft("…")` / `emit("…")` in the game's package and the engine's own events) and from
random games played to the end. A new type without a sentence fails here.
"""
from __future__ import annotations

import functools
import json
import random
import re
from pathlib import Path

import pytest

from domain import engine
from domain.engine import game as G
from domain.engine.ruleset import Event
from domain.engine.words import ENGINE_WORDS, seat_names

ROOT = Path(__file__).resolve().parents[2]
NAMES = ["Ana", "Bo", "Cy", "Dee", "Ed"]
SEED = b"\x05" * 32

# (ruleset, seats, options, seeds of the random games): enough games to reach every event type
# the rules emit in ordinary play; the few rare ones are in EXTRA_EVENTS below
TABLES = {
    "grove": (2, {"turn_limit": 300}, (1, 2)),
    "channeling": (2, {}, (1, 2, 3)),
    "dale": (5, {"prisoner_exchange": True, "turn_limit": 120}, (1, 2, 3)),
    "battlegates": (2, {}, (1, 2)),
    "battalla": (2, {"turn_limit": 40}, (1, 2, 3)),
}


def emitted_types(ruleset_id: str) -> set[str]:
    """Every event type the game's rules can emit: the string literals of its Draft(...) and emit(...)."""
    found = set()
    for path in (ROOT / "domain" / ruleset_id).glob("*.py"):
        found.update(re.findall(r'(?:Draft|emit)\(\s*"([A-Z]\w+)"', path.read_text()))
    return found


def _seal(decision, envs, key):
    return decision.seal(prev_hash=envs[-1]["hash"] if envs else engine.GENESIS, at="2026-01-01T00:00:00Z", seed=key)


@functools.lru_cache(maxsize=None)
def games(ruleset_id: str):
    """Random games played to the end: [(envelopes, [state before each envelope], [(state, seat, move)])]."""
    n, options, seeds = TABLES[ruleset_id]
    rs = engine.find_ruleset(ruleset_id)
    out = []
    for seed in seeds:
        pick = random.Random(seed)
        key = pick.randbytes(32)
        d = G.create(rs, seats=[{"name": NAMES[i]} for i in range(n)], options=options, clock=None, seed=key)
        envs = _seal(d, [], key)
        gs = d.state
        moves = []
        while not gs["finished"] and len(envs) < 6000:
            seat = pick.choice(G.to_act(rs, gs))
            legal = rs.legal_moves(gs["game"], seat)
            mv = pick.choice(legal)
            moves.append((gs, seat, mv))
            d = G.move(rs, gs, seat, mv, key)
            envs += _seal(d, envs, key)
            gs = d.state
        befores, state = [], None
        for env in envs:
            befores.append(state)
            state = G.evolve(rs, state, Event(env["seq"], env["type"], env["seat"], env["data"], env["private"]))
        out.append((envs, befores, moves))
    return out


def readers(ruleset_id: str) -> list:
    """Every seat and a spectator (None)."""
    return list(range(TABLES[ruleset_id][0])) + [None]


def text_for(rs, gs, env, reader, finished=False) -> str:
    """What `reader` reads for an event: redacted first, then described from its view before it."""
    redacted = rs.redact(env, reader, finished)
    view = None if gs is None else rs.view(gs["game"], reader)
    return rs.describe_event(view, redacted, seat_names(gs["seats"]) if gs else NAMES)


BAD = [
    (re.compile(r"\bNone\b"), "None"),
    (re.compile(r"[\[\]{}]"), "list or dict notation"),
    (re.compile(r"\bp\d\b"), "a seat index like p0"),
    (re.compile(r"\bseat \d", re.I), "a seat index like seat 1"),
    (re.compile(r"\b[a-z]+_[a-z0-9_]+\b"), "a raw identifier"),
    (re.compile(r"\b(True|False|true|false|null)\b"), "a JSON value"),
    (re.compile(r"'|\""), "a quoted value"),
]


def check_sentence(text: str, where: str) -> None:
    """A sentence: words, no data notation, no seat index, capitalised, ending with a stop."""
    assert isinstance(text, str) and len(text) > 8, f"{where}: {text!r}"
    assert text[0].isupper() and text[-1] in ".!?", f"{where}: not a sentence: {text!r}"
    for pattern, what in BAD:
        assert not pattern.search(text.replace("'s ", " ").replace("s' ", " ")), f"{where}: {what} in {text!r}"


# --- every event type ----------------------------------------------------------------------------
@pytest.mark.parametrize("ruleset_id", sorted(TABLES))
def test_every_event_type_the_rules_emit_has_a_sentence_for_every_reader(ruleset_id):
    rs = engine.find_ruleset(ruleset_id)
    source = emitted_types(ruleset_id)
    assert source, "the scan of the rules found no event types"
    seen = {}
    for envs, befores, _ in games(ruleset_id):
        finished = envs[-1]["type"] == "GameFinished"
        for env, gs in zip(envs, befores):
            seen.setdefault(env["type"], 0)
            seen[env["type"]] += 1
            for reader in readers(ruleset_id):
                for end in {False, finished}:
                    check_sentence(text_for(rs, gs, env, reader, end), f"{env['type']} for {reader}")
    extra = EXTRA_EVENTS.get(ruleset_id, {})
    missing = (source | set(ENGINE_WORDS) - {"SeatRemoved", "TurnTimedOut"}) - set(seen) - set(extra)
    assert not missing, f"no example of {sorted(missing)}: add a seed or an EXTRA_EVENTS entry"
    assert set(seen) - set(ENGINE_WORDS) <= source, "the scan of the rules misses a type the games emit"
    assert set(rs.words.events) == source, "the phrasebook's event types are not the rules' event types"


def test_every_move_type_has_a_sentence():
    for ruleset_id in sorted(TABLES):
        rs = engine.find_ruleset(ruleset_id)
        seen = set()
        for _, _, moves in games(ruleset_id):
            for gs, seat, mv in moves[:: max(1, len(moves) // 400)] + moves[-20:]:
                view = rs.view(gs["game"], seat)
                for legal in rs.legal_moves(gs["game"], seat)[:40]:
                    seen.add(legal["type"])
                    check_sentence(rs.describe_move(view, seat, legal, seat_names(gs["seats"])),
                                   f"{ruleset_id} {legal}")
        extra = {mt for mt, _ in EXTRA_MOVES.get(ruleset_id, [])}
        assert set(rs.move_types) <= seen | extra, f"{ruleset_id}: no example of {set(rs.move_types) - seen - extra}"
        assert set(rs.words.moves) == set(rs.move_types), f"{ruleset_id}: the phrasebook's move types differ"


EXTRA_EVENTS: dict = {}
EXTRA_MOVES: dict = {}
