"""Battalla's evaluate (view.seat_values): the judge of a position for greedy and the search.

"If you control a card that is in your opponent's front row or summoning row, you can choose to have
that card attack directly. Doing so will cause your opponent to draw a card from their penalty card
pile. If at any point you draw the last card in your penalty card pile, you lose the game." (the
seed): penalty cards left decide the game.
"""
from domain.battalla import rules as R
from domain.battalla.view import seat_values

from .helpers import RS, blank, put


def _mirror(st):
    """The same position with the seats' roles swapped (rows reflected, piles and hands swapped)."""
    m = {**st}
    m["board"] = [None] * R.CELLS
    for c, p in enumerate(st["board"]):
        if p is not None:
            row, lane = divmod(c, R.LANES)
            m["board"][(R.ROWS - 1 - row) * R.LANES + lane] = {**p, "owner": 1 - p["owner"]}
    for k in ("penalty", "hand", "stamina", "deck"):
        m[k] = st[k][::-1]
    m["active"] = 1 - st["active"]
    return m


def _position():
    st = blank(active=0)
    put(st, 1, "hoplite", 0)
    put(st, 4, "cyclops", 0, dmg=2)
    put(st, 10, "corra", 1)
    put(st, 7, "thorn_knight", 1, dmg=1)
    st["hand"] = [["zeus_bolt"], ["parry", "shove"]]
    st["penalty"] = [st["penalty"][0][:3], st["penalty"][1][:5]]
    return st


def test_evaluate_is_zero_sum_and_the_same_for_either_seat():
    st = _position()
    v0, v1 = seat_values(st)
    assert v0 == -v1 and -1.0 < v0 < 1.0
    assert RS.evaluate(st, 0) == v0 and RS.evaluate(st, 1) == v1
    assert seat_values(_mirror(st)) == (v1, v0)


def test_penalty_cards_left_decide_most():
    """Each penalty card drawn brings a player one draw nearer to losing."""
    st = _position()
    values, pile = [], list(st["penalty"][1])
    for left in (5, 4, 3, 2, 1):
        st["penalty"] = [pile[:left], pile[:3]]
        values.append(seat_values(st)[0])
    assert values == sorted(values, reverse=True) and len(set(values)) == 5


def test_a_finished_game_is_scored_by_its_result():
    st = _position()
    st["end"] = {"winners": [1], "reason": "drew the last penalty card"}
    assert seat_values(st) == (-1.0, 1.0)
    st["end"] = {"winners": [], "reason": "turn limit"}
    assert seat_values(st) == (0.0, 0.0)
