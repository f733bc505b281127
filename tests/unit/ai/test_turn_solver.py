"""The turn solver (domain/engine/turn_solver.py): a stretch of one seat's moves with no chance is
searched to its end, transpositions merged, ends scored over samples of the hidden cards."""
from __future__ import annotations

import math
import random
import time

from domain.battlegates.fast import BattlegatesFast
from domain.engine import find_ruleset, game as G, turn_solver
from domain.engine.ai import FastRng, search
from tests.unit.ai.fast_check import engine_state


class Climb:
    """Three moves in a row by seat 0, from v = 1: "add" (+5), "mul" (x3) or "cash" (+10, which
    ends the stretch at once). One ply prefers cash (11); the best walk is add, mul, mul (54)."""

    def __init__(self, v=1, left=3):
        self.v, self.left = v, left

    def copy(self):
        return Climb(self.v, self.left)

    def to_act(self):
        return [0] if self.left else [1]

    def legal(self, seat):
        return ["add", "mul", "cash"] if self.left else []

    def play(self, seat, move, rng):
        if move == "add":
            self.v += 5
        elif move == "mul":
            self.v *= 3
        else:
            self.v += 10
            self.left = 1
        self.left -= 1

    def winners(self):
        return None

    def turn_key(self):
        return (self.v, self.left) if self.left else None

    def end_key(self):
        return self.v

    def evaluate_with_hidden(self, world, seat):
        return self.v / 100


def _one_ply(g, seat):
    def after(m):
        c = g.copy()
        c.play(seat, m, None)
        return c.evaluate_with_hidden(None, seat)
    return max(g.legal(seat), key=after)


def test_the_first_move_of_the_best_walk_is_played_not_the_best_single_move():
    g = Climb()
    assert _one_ply(g, 0) == "cash"
    move, searched = turn_solver.solve(g, 0, g.legal(0), [g], None, math.inf, time.perf_counter)
    assert move == "add"
    assert searched <= 3 + 9 + 27  # every walk at most once


def test_a_cut_search_keeps_the_best_of_the_moves_it_finished():
    g = Climb()
    # moves are searched in the order given; with room for the first move's walks only, it wins
    saved = turn_solver.CHECK_EVERY
    try:
        turn_solver.CHECK_EVERY = 1
        move, _ = turn_solver.solve(g, 0, ["mul", "add", "cash"], [g], None, math.inf, time.perf_counter,
                                    node_limit=14)
    finally:
        turn_solver.CHECK_EVERY = saved
    assert move == "mul"
    move, _ = turn_solver.solve(g, 0, ["mul", "add", "cash"], [g], None, math.inf, time.perf_counter)
    assert move == "add"  # with the whole search


def _dice_positions(count):
    rs = find_ruleset("battlegates")
    found, seed = [], 0
    while len(found) < count and seed < 400:
        gs = engine_state("battlegates", 2, seed=seed, moves=60 + seed % 40)
        seed += 1
        st = gs["game"]
        if st["phase"] == "dice" and st["left"] <= 3 and G.to_act(rs, gs):
            found.append(gs)
    return rs, found


def _brute_force(h, seat, worlds):
    """The best end value below h by plain recursion: no merging of positions."""
    if h.turn_key() is None or seat not in h.to_act():
        won = h.winners()
        if won is not None:
            return 2.0 if seat in won else (0.0 if not won else -2.0)
        return sum(h.evaluate_with_hidden(w, seat) for w in worlds) / len(worlds)
    values = []
    for m in h.legal(seat):
        c = h.copy()
        c.play(seat, m, FastRng(1))
        values.append(_brute_force(c, seat, worlds))
    return max(values) if values else sum(h.evaluate_with_hidden(w, seat) for w in worlds) / len(worlds)


def test_merging_positions_never_changes_the_answer_in_battlegates_dice_phases():
    """turn_key must hold everything the rest of the phase depends on: with positions merged the
    solver finds exactly the value a plain search of every walk finds."""
    rs, positions = _dice_positions(6)
    assert len(positions) == 6
    for gs in positions:
        st = gs["game"]
        seat = G.to_act(rs, gs)[0]
        start = BattlegatesFast.from_state(rs, st, 2)
        assert turn_solver.solvable(start)
        r = FastRng(7)
        worlds = [start.determinized(seat, r) for _ in range(3)]
        base = worlds[0]
        moves = base.legal(seat)
        best, _ = turn_solver.solve(base, seat, moves, worlds, FastRng(1), math.inf, time.perf_counter)
        values = {}
        for m in moves:
            c = base.copy()
            c.play(seat, m, FastRng(1))
            values[m] = _brute_force(c, seat, worlds)
        assert values[best] == max(values.values())


def test_the_search_level_solves_the_dice_phase_and_is_deterministic_under_an_iteration_budget():
    rs, positions = _dice_positions(3)
    for k, gs in enumerate(positions):
        seat = G.to_act(rs, gs)[0]
        a, info = search(rs, gs, seat, "mcts", iterations=200, rng_seed=k)
        b, _ = search(rs, gs, seat, "mcts", iterations=200, rng_seed=k)
        assert a == b and a in rs.legal_moves(gs["game"], seat)
        assert info["fast"] and info["moves"] > 0


def test_the_card_phase_and_the_set_up_are_left_to_mcts():
    rs = find_ruleset("battlegates")
    pick = random.Random(3)
    seen = set()
    for seed in range(40):
        gs = engine_state("battlegates", 2, seed=seed, moves=pick.randrange(0, 120))
        st = gs["game"]
        seen.add(st["phase"])
        assert turn_solver.solvable(BattlegatesFast.from_state(rs, st, 2)) == (st["phase"] == "dice")
    assert {"setup", "card", "dice"} <= seen
