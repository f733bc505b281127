"""No input makes a ruleset crash: mutated moves are refused with a named error, never an exception
that would answer HTTP 500, and a refused move changes nothing."""
import json
import random

import pytest

from domain.engine import ArbiterError, all_rulesets
from domain.engine import game as G
from tests.unit.harness import new_game

ODD_VALUES = [None, True, False, -1, 0, 1, 2, 7, 99, 10**12, -(10**12), "", "x", "grove", "0", [], [0], [[1, 2]],
              {}, {"a": 1}, 1.5, "row0", "circle-1", ["a", "b"], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]]


def mutate(pick: random.Random, move: dict, legal: list[dict]) -> dict:
    """A near-miss of a legal move: a field changed, dropped or added, or fields of two mixed."""
    m = dict(move)
    roll = pick.random()
    fields = [k for k in m if k != "type"]
    if roll < 0.45 and fields:
        k = pick.choice(fields)
        v = m[k]
        if isinstance(v, int) and not isinstance(v, bool) and pick.random() < 0.5:
            m[k] = v + pick.choice([-100, -3, -1, 1, 2, 5, 50])
        elif isinstance(v, list) and v and pick.random() < 0.5:
            m[k] = v[:-1] if pick.random() < 0.5 else v + v[:1]
        else:
            m[k] = pick.choice(ODD_VALUES)
    elif roll < 0.6 and fields:
        del m[pick.choice(fields)]
    elif roll < 0.7:
        m[pick.choice(["extra", "seat", "x"])] = pick.choice(ODD_VALUES)
    elif roll < 0.85 and len(legal) > 1:
        other = pick.choice(legal)
        m = {**other, **{k: v for k, v in m.items() if k != "type" and pick.random() < 0.5}}
    else:
        m["type"] = pick.choice(ODD_VALUES + ["move", "end_turn", "pass_turn", "play", "stand"])
    return m


def _key(move) -> str:
    """A move's canonical JSON. Battalla's mulligan names a set of cards to shuffle back ("Each player may
    choose any number of these cards to shuffle back into the deck"): legal_moves lists each set once,
    sorted, and the same cards in another order are the same move."""
    if isinstance(move, dict) and move.get("type") == "mulligan" and isinstance(move.get("cards"), list) \
            and all(isinstance(c, str) for c in move["cards"]):
        move = {**move, "cards": sorted(move["cards"])}
    return json.dumps(move, sort_keys=True)


@pytest.mark.parametrize("ruleset_id", [rs.id for rs in all_rulesets()])
def test_mutated_moves_are_refused_cleanly_or_are_legal(ruleset_id):
    pick = random.Random(ruleset_id)
    seed = bytes(range(32))
    rs, gs, _ = new_game(ruleset_id, max(rs_min(ruleset_id), 2), seed=seed)
    for _ in range(60):
        if gs["finished"]:
            break
        seat = pick.choice(G.to_act(rs, gs))
        legal = rs.legal_moves(gs["game"], seat)
        keys = {_key(m) for m in legal}
        before = json.dumps(gs, sort_keys=True)
        for _ in range(25):
            bad = mutate(pick, pick.choice(legal), legal)
            try:
                G.move(rs, gs, seat, bad, seed)
            except ArbiterError:
                pass  # refused with a named error: 4xx
            else:
                assert _key(bad) in keys, f"{ruleset_id} accepted an unlisted move {bad}"
            assert json.dumps(gs, sort_keys=True) == before, "a refused move changed the state"
        gs = G.move(rs, gs, seat, pick.choice(legal), seed).state


def rs_min(ruleset_id):
    return next(r.min_seats for r in all_rulesets() if r.id == ruleset_id)
