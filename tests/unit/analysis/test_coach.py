"""The coach (domain/analysis.py): it finds known best moves, prices a blunder, reads only the
deciding seat's information, and refuses a game still running."""
from __future__ import annotations

import random

import pytest

from domain import engine
from domain.analysis import LEVELS, NotFinished, analyse, appraise_decision, moves_of, seat_world
from domain.engine import game as G
from tests.unit.ai.test_hidden import WORLD_A, WORLD_B, duel_state
from tests.unit.ai.test_levels import new, with_board
from tests.unit.ai.toys import TicTacToe, Nim, _line_winner
from tests.unit.harness import new_game


def _minimax(board, to_move):
    """The exact value of a tic-tac-toe position for the seat to move: 1 win, 0 draw, -1 loss."""
    w = _line_winner(board)
    if w is not None:
        return 1 if w == to_move else -1
    if None not in board:
        return 0
    best = -2
    for c in range(9):
        if board[c] is None:
            board[c] = to_move
            best = max(best, -_minimax(board, 1 - to_move))
            board[c] = None
    return best


def _forced_wins(count, empty_at_most=6):
    """Reachable tic-tac-toe positions (random play) where the seat to move has a forced win but
    not every move keeps it: the exhaustive search knows the winning moves."""
    pick = random.Random(11)
    found, seen = [], set()
    while len(found) < count:
        board, to_move = [None] * 9, 0
        while _line_winner(board) is None and None in board:
            empty = [c for c in range(9) if board[c] is None]
            if len(empty) <= empty_at_most and tuple(board) not in seen:
                seen.add(tuple(board))
                winning = []
                for c in empty:
                    board[c] = to_move
                    if -_minimax(board, 1 - to_move) == 1:
                        winning.append(c)
                    board[c] = None
                if winning and len(winning) < len(empty):
                    found.append((list(board), to_move, set(winning)))
                    break
            board[pick.choice(empty)] = to_move
            to_move = 1 - to_move
    return found


def _ttt(board, to_move):
    rs = TicTacToe()
    gs = new(rs)
    gs["game"] = {"board": board, "to_move": to_move}
    return rs, gs


@pytest.mark.parametrize("level,empty,count", [("standard", 5, 20), ("deep", 6, 12)])
def test_the_best_move_found_is_a_forced_win_found_by_exhaustive_search(level, empty, count):
    # measured: "standard" finds 19 of 20 such wins with 6 empty cells, so the deeper ones use "deep"
    for board, to_move, winning in _forced_wins(count, empty):
        rs, gs = _ttt(board, to_move)
        losing = next(c for c in range(9) if board[c] is None and c not in winning)
        d = appraise_decision(rs, gs, to_move, {"type": "place", "cell": losing}, level)
        assert d["best"]["cell"] in winning, (board, to_move, winning, d)
        assert d["best_value"] > d["played"] and d["cost"] > 0


def test_a_missed_win_costs_and_the_winning_move_costs_nothing():
    rs, gs = with_board("xx.oo....", 0)
    miss = appraise_decision(rs, gs, 0, {"type": "place", "cell": 8}, "standard")
    assert miss["best"] == {"type": "place", "cell": 2}
    assert miss["cost"] > 0.3
    took = appraise_decision(rs, gs, 0, {"type": "place", "cell": 2}, "standard")
    assert took["cost"] == 0 and took["played"] == took["best_value"] > 0.9


def test_the_nim_move_found_leaves_a_zero_nim_sum():
    rs = Nim()
    gs = new(rs, options={"piles": [3, 2, 3]})
    d = appraise_decision(rs, gs, 0, {"type": "take", "pile": 1, "count": 1}, "deep")
    after = list(gs["game"]["piles"])
    after[d["best"]["pile"]] -= d["best"]["count"]
    assert (after[0] % 4) ^ (after[1] % 4) ^ (after[2] % 4) == 0


@pytest.mark.parametrize("level", ["quick", "standard"])
def test_a_seats_analysis_is_the_same_whatever_the_other_seats_hidden_cards(level):
    rs_a, gs_a = duel_state(**WORLD_A)
    rs_b, gs_b = duel_state(**WORLD_B)
    assert gs_a["game"] != gs_b["game"] and rs_a.view(gs_a["game"], 0) == rs_b.view(gs_b["game"], 0)
    mv = rs_a.legal_moves(gs_a["game"], 0)[0]
    assert appraise_decision(rs_a, gs_a, 0, mv, level) == appraise_decision(rs_b, gs_b, 0, mv, level)


@pytest.mark.parametrize("ruleset_id,n", [("battalla", 2), ("channeling", 2), ("battlegates", 2)])
def test_in_real_games_a_decision_reads_only_what_its_seat_could_see(ruleset_id, n):
    """At positions of a real hidden-information game, the seat's analysis from the true deal and
    from another deal of everything it could not see (its own cards kept) are the same."""
    rs, gs, _ = new_game(ruleset_id, n, seed=bytes(range(32)))
    pick = random.Random(5)
    key = bytes(32)
    checked = 0
    for step in range(60):
        if gs["finished"]:
            break
        seat = pick.choice(G.to_act(rs, gs))
        legal = rs.legal_moves(gs["game"], seat)
        if step % 12 == 11 and len(legal) > 1:
            other = seat_world(rs, gs, seat, gs["version"] + 1000, "other")  # a different deal
            assert other["game"] != gs["game"]
            assert rs.view(other["game"], seat) == rs.view(gs["game"], seat)
            mv = pick.choice(legal)
            assert appraise_decision(rs, gs, seat, mv, "quick") == appraise_decision(rs, other, seat, mv, "quick")
            checked += 1
        gs = G.move(rs, gs, seat, pick.choice(legal), key).state
    assert checked >= 3


def _ttt_game(cells):
    """The envelopes of a tic-tac-toe game played through the engine's commands."""
    rs = TicTacToe()
    seed = b"\x03" * 32
    d = G.create(rs, seats=[{"name": "Ana"}, {"name": "Bo"}], options={}, clock=None, seed=seed)
    envs = d.seal(prev_hash=engine.GENESIS, at="2026-01-01T00:00:00Z", seed=seed)
    gs = d.state
    for i, c in enumerate(cells):
        d = G.move(rs, gs, i % 2, {"type": "place", "cell": c}, seed)
        envs += d.seal(prev_hash=envs[-1]["hash"], at="2026-01-01T00:00:00Z", seed=seed)
        gs = d.state
    return rs, gs, envs


def test_a_whole_game_names_its_turning_point_in_words_and_ends_at_the_result():
    # Ana (x) lets Bo (o) complete the middle row instead of blocking it at cell 5
    rs, gs, envs = _ttt_game([0, 3, 1, 4, 8, 5])
    assert gs["finished"]
    a = analyse(envs, "standard", ruleset=rs)
    assert a["final"] == [0.0, 1.0] and a["names"] == ["Ana", "Bo"]
    assert [d["seat"] for d in a["decisions"]] == [0, 1, 0, 1, 0, 1]
    worst = max(a["decisions"], key=lambda d: d["cost"])
    assert worst["seat"] == 0 and worst["move"] == {"type": "place", "cell": 8}
    assert worst["turning"] and worst["text"].startswith("Ana")
    assert "The AI prefers" in worst["text"] and "less chance to win for Ana" in worst["text"]
    assert a["turning_points"] and all(a["decisions"][i]["turning"] for i in a["turning_points"])


def test_a_running_game_is_not_analysed_and_levels_are_checked():
    rs, gs, envs = _ttt_game([0, 3])
    with pytest.raises(NotFinished):
        analyse(envs, "quick", ruleset=rs)
    with pytest.raises(ValueError):
        analyse(envs, "bogus", ruleset=rs)
    assert list(LEVELS) == ["quick", "standard", "deep"]


@pytest.mark.parametrize("ruleset_id", ["battalla", "channeling"])
def test_every_decision_of_a_whole_game_is_the_same_from_another_deal_of_what_its_seat_could_not_see(ruleset_id):
    """A whole recorded game with hidden cards: each decision of the analysis, made again from a
    world where everything its seat could not see is dealt differently, is exactly the same."""
    rs, gs, envs = new_game(ruleset_id, 2, seed=bytes(range(1, 33)))
    pick = random.Random(9)
    key = bytes(range(32))
    for _ in range(30):
        seat = pick.choice(G.to_act(rs, gs))
        d = G.move(rs, gs, seat, pick.choice(rs.legal_moves(gs["game"], seat)), key)
        envs += d.seal(prev_hash=envs[-1]["hash"], at="2026-01-01T00:00:00Z", seed=key)
        gs = d.state
        if gs["finished"]:
            break
    if not gs["finished"]:
        d = G.resign(rs, gs, G.to_act(rs, gs)[0], key)
        envs += d.seal(prev_hash=envs[-1]["hash"], at="2026-01-01T00:00:00Z", seed=key)
    a = analyse(envs, "quick")
    positions = {(g["version"], s): (g, mv) for _, g, s, mv in moves_of(envs) if s is not None}
    assert len(a["decisions"]) >= 10
    for d in a["decisions"]:
        g, mv = positions[(d["version"], d["seat"])]
        other = seat_world(rs, g, d["seat"], d["version"] + 7, "elsewhere")
        assert other["game"] != g["game"]
        again = appraise_decision(rs, other, d["seat"], mv, "quick")
        assert again == {k: v for k, v in d.items() if k in again}


def test_in_dale_the_move_that_takes_a_third_named_space_is_found_and_any_other_costs():
    """A real game's known best move (tests/unit/dale/test_captures.py): 'You win if you occupy three
    of the four names spaces on the board'; seat 0 holds two and can step onto Hangman's Tree."""
    from domain.dale.rules import FOGGY, HANGMAN, LOOKOUT
    from tests.unit.dale.helpers import RS, position

    st = position({FOGGY: "0R", LOOKOUT: "0R", 12: "0R", 18: "1R"})
    gs = G.create(RS, seats=[{"name": "Ana"}, {"name": "Bo"}], options={}, clock=None, seed=b"\x04" * 32).state
    gs["game"] = st
    legal = RS.legal_moves(st, 0)

    def wins(move):
        after = G.move(RS, gs, 0, move, b"\x05" * 32).state
        return after["finished"] and G.outcome(RS, after)["winners"] == [0]
    winning = [m for m in legal if wins(m)]
    assert {"type": "move", "from": 12, "to": HANGMAN} in winning and len(winning) < len(legal)
    other = next(m for m in legal if m not in winning)
    d = appraise_decision(RS, gs, 0, other, "standard")
    assert d["best"] in winning and d["best_value"] == 1.0 and d["cost"] > 0  # it may still win a turn later
    assert appraise_decision(RS, gs, 0, winning[0], "standard")["cost"] == 0
