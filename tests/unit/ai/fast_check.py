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

from domain.engine import find_ruleset, game as G
from domain.engine.ai import FastRng, Simulator, search
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
            legals = compare(rs, state, g, n_seats)
            acting = rs.to_act(state)
            if not acting:
                break
            seat = pick.choice(acting)
            legal = legals[seat]  # the rules' legal moves of this state, listed once by compare
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


def preferring(*groups: tuple, chance: float = 0.8):
    """A move chooser for check_playouts: a move of the first group of move types present (taken
    with `chance`, else the next group is tried), else any move; games that reach an end."""
    def choose(rng, seat, legal):
        for kinds in groups:
            options = [i for i, m in enumerate(legal) if m["type"] in kinds]
            if options and rng.random() < chance:
                return rng.choice(options)
        return rng.randrange(len(legal))
    return choose


def compare(rs, state: dict, g, n_seats: int) -> list:
    """The fast position agrees with the ruleset state on everything a search asks. Returns the
    rules' legal moves of every seat (what the caller plays from: the rules are not asked twice)."""
    assert g.to_act() == rs.to_act(state)
    o = rs.outcome(state)
    assert g.winners() == (None if o is None else tuple(o.winners))
    values = g.evaluate_all(n_seats)
    legals = []
    for seat in range(n_seats):
        legal = rs.legal_moves(state, seat)
        assert [g.to_json(m) for m in g.legal(seat)] == legal
        truth = rs.evaluate(state, seat)  # once: a pure function of the state
        assert math.isclose(g.evaluate(seat), truth, abs_tol=1e-9)
        assert math.isclose(values[seat], truth, abs_tol=1e-9)
        legals.append(legal)
    return legals


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


def check_search_agrees(ruleset_id: str, n_seats: int, level: str, starts, iterations: int) -> None:
    """From positions after `starts` random moves (each a seed too), the search uses the fast path
    and chooses exactly as through decide + evolve: same rng draws, move order and evaluate give
    the same tree, so the same move and the same number of simulated moves."""
    rs = find_ruleset(ruleset_id)
    for k, moves in enumerate(starts):
        gs = engine_state(ruleset_id, n_seats, seed=k, moves=moves)
        seat = random.Random(k).choice(rs.to_act(gs["game"]))
        fast_move, fast_info = search(rs, gs, seat, level, iterations=iterations, rng_seed=k)
        slow_move, slow_info = search(rs, gs, seat, level, iterations=iterations, rng_seed=k, fast=False)
        assert fast_info["fast"] and not slow_info["fast"]
        assert fast_move == slow_move and fast_info["moves"] == slow_info["moves"]


def check_determinized(ruleset_id: str, starts, same) -> None:
    """A fast position's determinized() deals as Ruleset.determinize does with the same rng (so
    from the seat's view only), and leaves the position it samples from as it was."""
    rs = find_ruleset(ruleset_id)
    cls = fast_game(rs)
    for k, moves in enumerate(starts):
        state = engine_state(ruleset_id, 2, seed=k, moves=moves)["game"]
        root = cls.from_state(rs, state, 2)
        for seat in (0, 1):
            for draw in range(3):
                dealt = rs.determinize(state, seat, FastRng(draw))
                assert rs.view(dealt, seat) == rs.view(state, seat)
                assert same(root.determinized(seat, FastRng(draw)), cls.from_state(rs, dealt, 2))
        assert same(root, cls.from_state(rs, state, 2))
