"""The differential check every game's fast path must pass (tests/unit/ai/test_fast_<game>.py).

Random playouts go through both paths side by side: the ruleset (decide + evolve, the truth) and
the game's FastGame (play in place). Before every move: the same seats to act, the same legal
moves in the same order for every seat, the same winners and the same evaluate. After every
move, drawn with identically seeded rngs (so dice and shuffles are the same draws), the fast
position equals the conversion of the ruleset's new state.
"""
from __future__ import annotations

import math
import random

from domain.engine import game as G
from domain.engine.ai import FastRng, Simulator
from domain.engine.fast import fast_game
from tests.unit.harness import new_game


def check_playouts(ruleset_id: str, n_seats: int, games: int, *, seed: int, same, options=None,
                   max_moves: int = 2000, choose=None) -> dict:
    """Play `games` random games through both paths; `same(fast_a, fast_b)` compares two
    positions. `choose(rng, seat, json_moves)` may bias the moves (default uniform). Returns
    counts: moves played, games finished, and the outcomes' winners."""
    pick = random.Random(seed)
    stats = {"moves": 0, "finished": 0, "winners": {}}
    for _ in range(games):
        key = pick.randbytes(32)
        rs, gs, _envs = new_game(ruleset_id, n_seats, options, key)
        cls = fast_game(rs)
        assert cls is not None, f"{ruleset_id} has no fast path"
        sim = Simulator(rs, n_seats)
        state = gs["game"]
        g = cls.from_state(rs, state, n_seats)
        for _move in range(max_moves):
            compare(rs, state, g, n_seats)
            acting = rs.to_act(state)
            if not acting:
                break
            seat = pick.choice(acting)
            legal = rs.legal_moves(state, seat)
            i = choose(pick, seat, legal) if choose else pick.randrange(len(legal))
            move = g.legal(seat)[i]
            assert g.to_json(move) == legal[i]
            draw = pick.getrandbits(63)
            state = sim.apply(state, seat, legal[i], FastRng(draw))
            g.play(seat, move, FastRng(draw))
            assert same(g, cls.from_state(rs, state, n_seats)), f"positions differ after {legal[i]}"
            stats["moves"] += 1
        o = rs.outcome(state)
        if o is not None:
            stats["finished"] += 1
            w = tuple(o.winners)
            stats["winners"][w] = stats["winners"].get(w, 0) + 1
    return stats


def compare(rs, state: dict, g, n_seats: int) -> None:
    """The fast position agrees with the ruleset state on everything a search asks."""
    assert g.to_act() == rs.to_act(state)
    o = rs.outcome(state)
    assert g.winners() == (None if o is None else tuple(o.winners))
    values = g.evaluate_all(n_seats)
    for seat in range(n_seats):
        assert [g.to_json(m) for m in g.legal(seat)] == rs.legal_moves(state, seat)
        assert math.isclose(g.evaluate(seat), rs.evaluate(state, seat), abs_tol=1e-9)
        assert math.isclose(values[seat], rs.evaluate(state, seat), abs_tol=1e-9)


def engine_state(ruleset_id: str, n_seats: int, seed: int, moves: int = 0) -> dict:
    """An engine game state after at least `moves` random moves from a fresh game, where every
    seat to act has a choice (for search tests)."""
    pick = random.Random(seed)
    key = pick.randbytes(32)
    rs, gs, _ = new_game(ruleset_id, n_seats, None, key)
    played = 0
    while True:
        acting = G.to_act(rs, gs)
        if not acting:
            return gs
        if played >= moves and all(len(rs.legal_moves(gs["game"], s)) > 1 for s in acting):
            return gs  # a position with a choice to make, so that a search really searches
        seat = pick.choice(acting)
        gs = G.move(rs, gs, seat, pick.choice(rs.legal_moves(gs["game"], seat)), key).state
        played += 1
