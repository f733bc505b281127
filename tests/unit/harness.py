"""Shared checks every ruleset must pass: random playouts through the engine's commands.

Used by each game's tests (`random_playout(...)`) and by test_rulesets_common.py for all games.
"""
from __future__ import annotations

import json
import random

from domain import engine
from domain.engine import game as G


def seats(n: int) -> list[dict]:
    """n human seats named p0..p(n-1)."""
    return [{"name": f"p{i}"} for i in range(n)]


def new_game(ruleset_id: str, n: int, options: dict | None = None, seed: bytes = b"\x01" * 32,
             version: int | None = None):
    """(ruleset, state, envelopes) of a freshly created game (under `version` of the rules: the newest
    by default)."""
    rs = engine.find_ruleset(ruleset_id, version)
    d = G.create(rs, seats=seats(n), options=options or {}, clock=None, seed=seed)
    envs = d.seal(prev_hash=engine.GENESIS, at="2026-01-01T00:00:00Z", seed=seed)
    return rs, d.state, envs


def random_playout(ruleset_id: str, n: int, options: dict | None = None, *, seed: int = 0,
                   max_moves: int = 5000, check_every: int = 1) -> tuple[dict, list[dict]]:
    """Play uniformly random legal moves until the game ends; check the protocol on the way.

    Checks: every listed legal move is accepted; to_act is never empty before the end; states
    are JSON round-trippable and evolve never mutates its input; folding the sealed envelopes
    gives the same state; the chain verifies. Returns (final state, envelopes).
    """
    pick = random.Random(seed)
    key = pick.randbytes(32)
    rs, gs, envs = new_game(ruleset_id, n, options, key)
    moves = 0
    while not gs["finished"]:
        acting = G.to_act(rs, gs)
        assert acting, f"nobody may act at version {gs['version']} but the game has not ended"
        seat = pick.choice(acting)
        legal = rs.legal_moves(gs["game"], seat)
        assert legal, f"seat {seat} is to act but has no legal move at version {gs['version']}"
        mv = pick.choice(legal)
        before = json.dumps(gs, sort_keys=True)
        d = G.move(rs, gs, seat, mv, key)
        assert json.dumps(gs, sort_keys=True) == before, "a command mutated its input state"
        new = d.seal(prev_hash=envs[-1]["hash"], at="2026-01-01T00:00:00Z", seed=key)
        envs += new
        gs = d.state
        if moves % check_every == 0:
            assert json.loads(json.dumps(gs)) == gs, "state is not JSON round-trippable"
        moves += 1
        assert moves <= max_moves, f"no outcome after {max_moves} moves"
    assert G.outcome(rs, gs) is not None
    ok, _ = engine.verify_chain(envs)
    assert ok
    refolded = G.fold(rs, None, envs)
    assert json.dumps(refolded, sort_keys=True) == json.dumps(gs, sort_keys=True)
    return gs, envs


def no_leak(obj, secrets) -> bool:
    """True if none of `secrets` (strings) occurs in the JSON of `obj`."""
    text = json.dumps(obj, sort_keys=True)
    return not any(s in text for s in secrets)
