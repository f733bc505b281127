"""Steps 3-6: leyline paths, placing and cancelling cubes, acquiring and replacing cards."""
import pytest

from domain.channeling.rules import PATHS
from domain.engine import IllegalMove
from tests.unit.channeling.helpers import RS, card, play, table, types


def _moved(state, seat, glyph, frm, to):
    state, _ = play(state, seat, {"type": "play_glyph", "glyph": glyph})
    state, _ = play(state, seat, {"type": "move_druid", "from": frm, "to": to})
    return state


def test_leyline_paths_are_the_shortest_orthogonal_paths_between_the_druids():
    """'One of the shortest paths of Magic Circle Cards, starting with the Druid Token the player
    has just moved and ending with the stationary Druid Token, that... - only moves horizontally
    and vertically, NOT diagonally. ... - is not longer than necessary.'"""
    s = _moved(table(druids=[[1, 15], [6, 9]]), 0, "row0", 1, 0)
    moves = RS.legal_moves(s, 0)
    assert len(moves) == 20  # 3 down and 3 right in any order: C(6, 3)
    assert all(len(m["path"]) == 7 and m["path"][0] == 0 and m["path"][-1] == 15 for m in moves)
    for path in (moves[0]["path"], moves[-1]["path"]):
        assert all(abs(a - b) in (1, 4) for a, b in zip(path, path[1:]))
    for bad in ([0, 5, 10, 15], [15, 11, 7, 3, 2, 1, 0], [0, 1, 2, 3, 7, 6, 15], [0, 4, 8, 12, 13, 14, 0]):
        with pytest.raises(IllegalMove) as err:
            play(s, 0, {"type": "channel", "path": bad})
        said = "spaces " + ", ".join(str(c) for c in bad[:-1]) + f" and {bad[-1]}"
        assert err.value.rule == "leyline path" and said in err.value.detail and str(bad) not in err.value.detail


def test_cubes_are_placed_three_on_the_moved_druid_two_on_the_stationary_one_on_the_rest():
    """'3 Cubes are placed on the Magic Circle Card that has the Druid Token that moved this turn.
    - 2 Cubes are placed on the Magic Circle Card with the druid that was stationary this turn.
    - 1 Cube is placed on each additional Magic Circle Card along the chosen Leyline Path.'"""
    s = _moved(table(druids=[[5, 10], [6, 9]]), 0, "col3", 10, 15)
    s2, drafts = play(s, 0, {"type": "channel", "path": [15, 14, 13, 9, 5]})
    assert drafts[0].data["placed"] == [
        {"cell": 15, "cubes": 3}, {"cell": 5, "cubes": 2}, {"cell": 14, "cubes": 1},
        {"cell": 13, "cubes": 1}, {"cell": 9, "cubes": 1},
    ]
    assert [s2["cubes"][c][0] for c in (15, 14, 13, 9, 5)] == [3, 1, 1, 1, 2]
    assert s2["supply"][0] == 50 - 8


def test_a_leyline_may_pass_through_the_opponents_druid():
    """'connects the player's two Druid Tokens' (nothing forbids crossing the opponent's druid;
    its card gets its cube like any other)."""
    s = _moved(table(), 0, "row1", 10, 7)
    assert RS.legal_moves(s, 0) == [{"type": "channel", "path": [7, 6, 5]}]
    s2, _ = play(s, 0, {"type": "channel", "path": [7, 6, 5]})
    assert s2["cubes"][6] == [1, 0]


def test_cubes_of_both_colours_cancel_one_for_one():
    """'Remove one Light and one Dark Energy Cube from the card, repeating the process until
    there are only Energy Cubes of a single color remaining on the card.'"""
    cubes = [[0, 0] for _ in range(16)]
    cubes[6] = [0, 4]
    cubes[7] = [0, 2]
    s = _moved(table(cubes=cubes, supply=[50, 44]), 0, "row1", 10, 7)
    s2, drafts = play(s, 0, {"type": "channel", "path": [7, 6, 5]})
    assert types(drafts)[:2] == ["LeylineChanneled", "CubesCancelled"]
    assert drafts[1].data["cells"] == [{"cell": 7, "cubes": 2}, {"cell": 6, "cubes": 1}]
    assert s2["cubes"][7] == [1, 0] and s2["cubes"][6] == [0, 3] and s2["cubes"][5] == [2, 0]
    # Cancelled cubes go back to their owners' supplies.
    assert s2["supply"] == [50 - 6 + 3, 44 + 3]


def test_a_card_filled_to_its_vigor_is_acquired_and_excess_cubes_are_overchanneling():
    """'Any Magic Circle Cards that have a number of Energy Cubes of that player's color equal to
    or greater than its Vigor value are removed from the grid and placed in front of that player.'
    / 'When a Magic Circle Card is acquired using more Energy Cubes than its Vigor value, the
    player keeps the excess cubes near the cards as Overchanneling Cubes.'"""
    grid = list(range(16))
    target = card(4, 6)
    grid[7] = target
    cubes = [[0, 0] for _ in range(16)]
    cubes[7] = [2, 0]
    deck = [c for c in range(30) if c not in grid]
    s = _moved(table(grid=grid, deck=deck, cubes=cubes, supply=[48, 50]), 0, "row1", 10, 7)
    s2, drafts = play(s, 0, {"type": "channel", "path": [7, 6, 5]})
    acq = next(d for d in drafts if d.type == "CardsAcquired").data["cards"]
    assert acq == [{"cell": 7, "card": target, "vigor": 4, "splendor": 6, "cubes": 5, "returned": 4,
                    "overchanneled": 1}]
    assert s2["acquired"][0] == [target] and s2["overchanneled"][0] == 1
    assert s2["supply"][0] == 48 - 6 + 4
    assert RS.view(s2, 1)["splendor"][0] == 6 - 1


def test_exactly_vigor_cubes_acquire_without_overchanneling():
    """'Used to acquire Magic Circle Cards when there is a number of cubes on the Magic Circle Card
    equal to or greater than its Vigor value, with excess cubes being kept for Overchanneling.'"""
    grid = list(range(16))
    grid[7] = card(5, 5)
    cubes = [[0, 0] for _ in range(16)]
    cubes[7] = [2, 0]
    s = _moved(table(grid=grid, cubes=cubes), 0, "row1", 10, 7)
    s2, drafts = play(s, 0, {"type": "channel", "path": [7, 6, 5]})
    assert s2["overchanneled"][0] == 0 and s2["acquired"][0] == [card(5, 5)]
    under = _moved(table(grid=grid, cubes=[[1, 0] if i == 7 else [0, 0] for i in range(16)]), 0, "row1", 10, 7)
    s3, drafts = play(under, 0, {"type": "channel", "path": [7, 6, 5]})
    assert "CardsAcquired" not in types(drafts) and s3["cubes"][7] == [4, 0]


def test_a_single_acquired_card_is_replaced_from_the_deck_under_the_druid():
    """'The cards are then replaced in the order the acquiring player chooses, with cards from the
    Magic Circle Card Deck.' (the druid stays on its space; the new card lies under it)."""
    grid = list(range(16))
    grid[7] = card(4, 4)
    deck = [c for c in range(30) if c not in grid]
    cubes = [[0, 0] for _ in range(16)]
    cubes[7] = [1, 0]
    s = _moved(table(grid=grid, deck=deck, cubes=cubes), 0, "row1", 10, 7)
    s2, drafts = play(s, 0, {"type": "channel", "path": [7, 6, 5]})
    assert types(drafts)[-2:] == ["CardDrawn", "TurnEnded"]
    assert s2["grid"][7] == deck[0] and s2["deck"] == deck[1:] and 7 in s2["druids"][0]
    assert s2["cubes"][7] == [0, 0]


def test_several_acquired_cards_are_replaced_in_the_order_the_player_chooses():
    """'The cards are then replaced in the order the acquiring player chooses, with cards from the
    Magic Circle Card Deck.'"""
    grid = list(range(16))
    grid[7], grid[5] = card(4, 4), card(4, 5)
    deck = [c for c in range(30) if c not in grid]
    cubes = [[0, 0] for _ in range(16)]
    cubes[7] = cubes[5] = [2, 0]
    s = _moved(table(grid=grid, deck=deck, cubes=cubes), 0, "row1", 10, 7)
    s2, drafts = play(s, 0, {"type": "channel", "path": [7, 6, 5]})
    assert types(drafts)[-1] == "AwaitingRefill" and s2["phase"] == "refill"
    assert RS.legal_moves(s2, 0) == [{"type": "refill", "cell": 5}, {"type": "refill", "cell": 7}]
    with pytest.raises(IllegalMove) as err:
        play(s2, 0, {"type": "refill", "cell": 6})
    assert err.value.rule == "replace acquired cards"
    s3, drafts = play(s2, 0, {"type": "refill", "cell": 7})
    # Once one space is left there is no order to choose: its card is drawn at once.
    assert types(drafts) == ["CardDrawn", "CardDrawn", "TurnEnded"]
    assert drafts[0].data == {"cell": 7, "card": deck[0]} and drafts[1].data == {"cell": 5, "card": deck[1]}
    assert (s3["grid"][7], s3["grid"][5]) == (deck[0], deck[1]) and s3["turn"] == 1
    s4, _ = play(s2, 0, {"type": "refill", "cell": 5})
    assert (s4["grid"][5], s4["grid"][7]) == (deck[0], deck[1])


def test_when_the_deck_runs_out_the_spaces_stay_empty():
    """'The cards are then replaced ... with cards from the Magic Circle Card Deck.' (an empty deck
    leaves the space empty: docs/rules/channeling.md)."""
    grid = list(range(16))
    grid[7], grid[5] = card(4, 4), card(4, 5)
    cubes = [[0, 0] for _ in range(16)]
    cubes[7] = cubes[5] = [2, 0]
    spare = next(c for c in range(30) if c not in grid)
    s = _moved(table(grid=grid, deck=[spare], cubes=cubes), 0, "row1", 10, 7)
    s2, _ = play(s, 0, {"type": "channel", "path": [7, 6, 5]})
    s3, drafts = play(s2, 0, {"type": "refill", "cell": 5})
    assert types(drafts) == ["CardDrawn", "DeckExhausted", "TurnEnded"]
    assert drafts[1].data == {"empty": [7]}
    assert s3["grid"][7] is None and s3["grid"][5] == spare and s3["deck"] == []
    # No druid may move onto an empty space, and a leyline over it puts no cube there.
    s4, _ = play(s3, 1, {"type": "play_glyph", "glyph": "col3"})
    assert all(m["to"] != 7 for m in RS.legal_moves(s4, 1))
    with pytest.raises(IllegalMove):
        play(s4, 1, {"type": "move_druid", "from": 6, "to": 7})


def test_a_druid_on_an_empty_space_channels_no_cube_there():
    """'2 Cubes are placed on the Magic Circle Card with the druid that was stationary this turn.'
    (with no card under the druid there is nothing to place them on)."""
    grid = list(range(16))
    grid[5] = None
    s = _moved(table(grid=grid, deck=[]), 0, "row1", 10, 7)
    s2, drafts = play(s, 0, {"type": "channel", "path": [7, 6, 5]})
    assert drafts[0].data["placed"] == [{"cell": 7, "cubes": 3}, {"cell": 6, "cubes": 1}]
    assert s2["cubes"][5] == [0, 0]


def test_a_dry_supply_places_what_is_left_druids_first():
    """'One set of 50 Energy Cubes of their color' (a player never places more cubes than their
    supply holds; the druids' cards are served first: docs/rules/channeling.md)."""
    s = _moved(table(supply=[4, 50]), 0, "row1", 10, 7)
    s2, drafts = play(s, 0, {"type": "channel", "path": [7, 6, 5]})
    assert drafts[0].data["placed"] == [{"cell": 7, "cubes": 3}, {"cell": 5, "cubes": 1}]
    assert s2["supply"][0] == 0 and s2["cubes"][6] == [0, 0]
    s3 = _moved(table(supply=[0, 50]), 0, "row1", 10, 7)
    s4, drafts = play(s3, 0, {"type": "channel", "path": [7, 6, 5]})
    assert drafts[0].data["placed"] == [] and s4["turn"] == 1


def test_paths_table_is_symmetric_in_count():
    """'is not longer than necessary' (every shortest path has Manhattan length + 1 cards)."""
    for (a, b), paths in PATHS.items():
        ra, ca = divmod(a, 4)
        rb, cb = divmod(b, 4)
        assert all(len(p) == abs(ra - rb) + abs(ca - cb) + 1 for p in paths)
        assert len(paths) == len(PATHS[(b, a)])
