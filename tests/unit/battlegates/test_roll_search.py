"""The whole-roll search against a slow reference that replays every sequence of steps through the
real reducer (a perft-like check of the dice phase's move lists).

"The roll may be split over as many character pieces as you would like but all moves awarded must
be used." (docs/rules/battlegates.md, choice 14: else the most that can be used.)"""
import random

import pytest

from domain.battlegates import RULESET as RS
from domain.battlegates.board import DIRS, SINGLE as B
from domain.battlegates.movement import shots
from domain.battlegates.state import as_event, blocked
from domain.engine import Draft, IllegalMove

from .helpers import position, rng


def board_steps(state):
    """Steps the board allows (no look-ahead), found by deciding each one and reading its events."""
    out = []
    for i, c in enumerate(state["chars"]):
        if c[0] == state["castle"] and c[2] >= 0:
            for d in range(4):
                try:
                    RS.decide(state, 0, {"type": "step", "piece": i, "dir": DIRS[d]}, rng())
                except IllegalMove as exc:
                    if exc.rule != "use the whole roll":
                        continue
                out.append((i, d))
    return out


def after(state, step):
    """The state after a step, through the reducer (a kill first when the square holds an opponent)."""
    i, d = step
    s = state["chars"][i][2]
    t = B.SQ_NEXT[s][d]
    victim = next((k for k, c in enumerate(state["chars"]) if c[2] == t), None)
    if victim is not None:
        state = RS.evolve(state, as_event(Draft("CharacterKilled", {"piece": victim, "by": i, "how": "x", "point": False})))
    return RS.evolve(state, as_event(Draft("CharacterStepped", {"piece": i, "from": s, "to": t})))


def most(state):
    """The most points of those left that some sequence of steps uses."""
    if state["left"] == 0 or state["phase"] == "over":
        return state["left"]
    return max([1 + most(after(state, st)) for st in board_steps(state)], default=0)


def reference(state):
    """The legal moves by the definition: steps keeping the most of the roll usable; an arrow uses it all."""
    steps = board_steps(state)
    arrows = shots(state, 0, blocked(state))
    if state["left"] > 1 and steps:
        counts = [1 + most(after(state, st)) for st in steps]
        best = state["left"] if arrows else max(counts)
        steps = [st for st, n in zip(steps, counts) if n == best]
    return [{"type": "step", "piece": i, "dir": DIRS[d]} for i, d in steps] + arrows


def walled_in(pick):
    """A random position of castle 0 with 2-4 characters among 60-130 brick walls."""
    while True:
        squares = pick.sample(range(B.N_SQUARES), 4)
        ids = pick.sample(range(5), pick.randint(1, 3)) + pick.sample(range(5, 10), 1)
        chars = {i: B.sq_xy(sq) for i, sq in zip(ids, squares)}
        walls = sorted({B.wall_spec(pick.choice(B.SORTED_PLACEABLE)) for _ in range(pick.randint(60, 130))})
        s = position(chars, walls=walls, roll=pick.choice([2, 3, 4]))
        for _ in range(pick.randint(0, 1)):
            legal = [m for m in RS.legal_moves(s, 0) if m["type"] == "step"]
            if legal and s["left"] > 1:
                for d in RS.decide(s, 0, pick.choice(legal), rng()):
                    s = RS.evolve(s, as_event(d))
        if s["phase"] == "dice" and s["castle"] == 0:
            return s


@pytest.mark.parametrize("seed", [1, 2])
def test_legal_steps_match_the_reference(seed):
    """legal_moves lists exactly the steps the definition allows, on random walled-in positions."""
    pick = random.Random(seed)
    changed = 0
    for _ in range(80):
        s = walled_in(pick)
        legal = RS.legal_moves(s, 0)
        assert legal == reference(s)
        changed += len([m for m in legal if m["type"] == "step"]) < len(board_steps(s))
    assert changed >= 3, "the sample must include positions where the rule removes steps"
