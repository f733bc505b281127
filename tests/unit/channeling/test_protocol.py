"""Protocol checks: illegal moves, legal-move agreement, hidden deck order, determinize, AI hooks."""
import json
import random

import pytest

from domain.channeling.rules import GLYPHS, PATHS
from domain.engine import Event, IllegalMove, MalformedMove, Rng
from domain.engine import game as G
from tests.unit.channeling.helpers import RS, play, table
from tests.unit.harness import no_leak, random_playout

ALL_PATHS = sorted({p for paths in PATHS.values() for p in paths})


def _candidates(pick: random.Random) -> list[dict]:
    """Well-formed moves of every type, legal or not."""
    moves = [{"type": "play_glyph", "glyph": g} for g in GLYPHS]
    moves += [{"type": "move_druid", "from": f, "to": t} for f in range(16) for t in range(16)]
    moves += [{"type": "channel", "path": list(p)} for p in pick.sample(ALL_PATHS, 40)]
    moves += [{"type": "channel", "path": [pick.randrange(16) for _ in range(pick.randint(2, 7))]} for _ in range(10)]
    moves += [{"type": "refill", "cell": c} for c in range(16)]
    return moves


@pytest.mark.parametrize("seed", range(2))
def test_decide_accepts_exactly_the_listed_legal_moves_and_rejects_the_rest_with_illegal_move(seed):
    """'The player selects a Glyph Card from their hand ...' and every later step: a move outside
    the rules is refused with IllegalMove naming the rule, never another exception."""
    pick = random.Random(seed)
    _, envs = random_playout("channeling", 2, seed=seed)
    gs = None
    for k, env in enumerate(envs):
        gs = G.fold(RS, gs, [env])
        if gs["finished"] or k % 3:
            continue
        state = gs["game"]
        for seat in (0, 1):
            legal = RS.legal_moves(state, seat)
            for mv in _candidates(pick) + legal:
                RS.check_move(mv)
                try:
                    RS.decide(state, seat, mv, None)
                    accepted = True
                except IllegalMove as err:
                    accepted = False
                    assert err.rule and err.detail
                    assert no_leak(err.detail, [json.dumps(state["deck"][:3])[1:-1]]) or len(state["deck"]) < 3
                assert accepted == (mv in legal), (mv, state["phase"], seat)


def test_a_spread_of_bad_moves_raises_illegal_move():
    """'...to a different Magic Circle Card in the row or column of cards indicated by the Glyph
    Card they just played, that does not contain a Druid Token' and the other steps' rules."""
    s = table(hand=[["row0", "row1"], list(GLYPHS)])
    bad = [
        (s, 1, {"type": "play_glyph", "glyph": "row0"}),
        (s, 0, {"type": "play_glyph", "glyph": "col0"}),
        (s, 0, {"type": "move_druid", "from": 5, "to": 4}),
        (s, 0, {"type": "channel", "path": [5, 6]}),
        (s, 0, {"type": "refill", "cell": 3}),
    ]
    moved, _ = play(s, 0, {"type": "play_glyph", "glyph": "row0"})
    bad += [
        (moved, 0, {"type": "move_druid", "from": 0, "to": 1}),
        (moved, 0, {"type": "move_druid", "from": 9, "to": 1}),
        (moved, 0, {"type": "move_druid", "from": 5, "to": 15}),
        (moved, 0, {"type": "play_glyph", "glyph": "row1"}),
    ]
    path, _ = play(moved, 0, {"type": "move_druid", "from": 5, "to": 1})
    bad += [
        (path, 0, {"type": "channel", "path": [10, 9, 5, 1]}),
        (path, 0, {"type": "channel", "path": [1, 5, 9, 13, 14, 10]}),
        (path, 0, {"type": "channel", "path": [1, 1, 1, 1]}),
        (path, 0, {"type": "channel", "path": [1, 6, 10]}),
        (path, 0, {"type": "refill", "cell": 1}),
        (table(phase="over"), 0, {"type": "play_glyph", "glyph": "row0"}),
    ]
    for state, seat, mv in bad:
        RS.check_move(mv)
        with pytest.raises(IllegalMove):
            RS.decide(state, seat, mv, None)
    with pytest.raises(MalformedMove):
        RS.check_move({"type": "channel", "path": [1, 99]})


def test_no_seat_sees_the_order_of_undrawn_cards_before_the_end():
    """'Shuffle the deck of Magic Circle Cards.' (the order of the deck is secret from both
    players until the game ends; only each drawn card is shown)."""
    _, envs = random_playout("channeling", 2, seed=7)
    full_order = next(e for e in envs if e["type"] == "DeckShuffled")["private"]["server"]["order"]
    gs = None
    for k, env in enumerate(envs):
        gs = G.fold(RS, gs, [env])
        if gs["finished"]:
            break
        undrawn = gs["game"]["deck"]
        secrets = [json.dumps(full_order), json.dumps(full_order[16:])]
        if len(undrawn) >= 3:
            secrets.append(json.dumps(undrawn))
        for seat in (0, 1, None):
            view = RS.view(gs["game"], seat)
            assert "deck" not in view and view["deck_size"] == len(undrawn)
            seen = [RS.redact(e, seat) for e in envs[: k + 1]]
            assert all("server" not in e["private"] for e in seen)
            assert no_leak(view, secrets) and no_leak(seen, secrets)
    # Once the game has ended the order is revealed to everyone for the audit.
    shuffled = next(e for e in envs if e["type"] == "DeckShuffled")
    assert RS.redact(shuffled, 0, reveal_all=True)["private"]["server"]["order"] == full_order


def test_a_draw_reveals_only_the_drawn_card():
    """'The cards are then replaced ... with cards from the Magic Circle Card Deck.'"""
    _, envs = random_playout("channeling", 2, seed=3)
    draws = [e for e in envs if e["type"] == "CardDrawn"]
    assert draws and all(set(e["data"]) == {"cell", "card"} and e["private"] == {} for e in draws)


def test_determinize_reshuffles_only_the_unseen_cards_from_what_the_seat_can_see():
    """'Shuffle the deck of Magic Circle Cards.' (a sampled deck holds exactly the unseen cards
    and does not depend on their true order)."""
    s = table(acquired=[[16], [17]], deck=list(range(18, 30)))
    twin = dict(s, deck=list(reversed(s["deck"])))
    a = RS.determinize(s, 0, Rng(b"k" * 32, 5))
    b = RS.determinize(twin, 0, Rng(b"k" * 32, 5))
    assert a["deck"] == b["deck"] and sorted(a["deck"]) == list(range(18, 30))
    assert RS.determinize(s, 0, Rng(b"j" * 32, 5))["deck"] != a["deck"]
    assert s["deck"] == list(range(18, 30))  # the input is untouched


def test_evaluate_stays_in_range_and_prefers_the_leader():
    """'Have more Splendor than the opponent when the game ends.'"""
    _, envs = random_playout("channeling", 2, seed=1)
    gs = None
    for env in envs:
        gs = G.fold(RS, gs, [env])
        for seat in (0, 1):
            assert -1.0 <= RS.evaluate(gs["game"], seat) <= 1.0
    ahead = table(acquired=[[27, 28], []])
    assert RS.evaluate(ahead, 0) > 0 > RS.evaluate(ahead, 1)


def test_evolve_never_mutates_its_input():
    """(protocol) evolve returns a new state."""
    s = table()
    before = json.dumps(s, sort_keys=True)
    for d in RS.decide(s, 0, {"type": "play_glyph", "glyph": "row1"}, None):
        RS.evolve(s, Event(0, d.type, d.seat, d.data, d.private))
    assert json.dumps(s, sort_keys=True) == before
