"""Set-up, the deck, and steps 1-2 of a turn (glyph cards and druid moves)."""
import pytest

from domain.channeling.rules import CARDS, GLYPHS, LINES
from domain.engine import IllegalMove
from domain.engine import game as G
from tests.unit.channeling.helpers import RS, play, table, types
from tests.unit.harness import new_game


def test_colours_are_chosen_at_random_in_public_and_light_plays_first():
    """'Players choose randomly who will play as Light, and who as Dark.' / 'Play begins with Light.'"""
    lights = set()
    for i in range(10):
        rs, gs, envs = new_game("channeling", 2, seed=bytes([i + 1]) * 32)
        chosen = next(e for e in envs if e["type"] == "ColoursChosen")
        assert rs.redact(chosen, 1 - chosen["data"]["light"])["data"] == chosen["data"]
        light = chosen["data"]["light"]
        lights.add(light)
        assert G.to_act(rs, gs) == [light]
        assert rs.view(gs["game"], None)["colours"] == {str(light): "light", str(1 - light): "dark"}
    assert lights == {0, 1}


def test_setup_deals_sixteen_cards_and_gives_each_player_glyphs_and_cubes():
    """'Draw 16 Magic Circle Cards ... forming an inner 4x4 grid.' / 'One set of 8 different Glyph
    Cards of their color' / 'One set of 50 Energy Cubes of their color'."""
    rs, gs, _ = new_game("channeling", 2)
    game = gs["game"]
    assert len(game["grid"]) == 16 and None not in game["grid"]
    assert len(game["deck"]) == 14
    assert sorted(game["grid"] + game["deck"]) == list(range(30))
    assert game["hand"] == [list(GLYPHS), list(GLYPHS)] and len(set(GLYPHS)) == 8
    assert game["supply"] == [50, 50]


def test_druids_start_on_the_centre_cards_diagonally_across():
    """'Place the four Druid Tokens on the four center cards of this grid, with tokens of each
    color diagonally across from each other.'"""
    rs, gs, _ = new_game("channeling", 2)
    game = gs["game"]
    light, dark = game["light"], 1 - game["light"]
    assert sorted(game["druids"][light] + game["druids"][dark]) == [5, 6, 9, 10]
    for seat in (light, dark):
        a, b = sorted(game["druids"][seat])
        ra, ca = divmod(a, 4)
        rb, cb = divmod(b, 4)
        assert abs(ra - rb) == 1 and abs(ca - cb) == 1


def test_deck_has_thirty_cards_of_vigor_and_splendor_four_to_seven():
    """'30 Magic Circle Cards' / 'Each Magic Circle Card has a Vigor of four through seven, and
    Splendor of four through seven.'"""
    assert len(CARDS) == 30
    assert {v for v, _ in CARDS} == {4, 5, 6, 7} and {s for _, s in CARDS} == {4, 5, 6, 7}
    assert len(set(CARDS)) == 16
    assert RS.resources()["cards"][0] == {"card": 0, "vigor": CARDS[0][0], "splendor": CARDS[0][1]}


def test_grey_glyphs_mark_the_four_rows_and_four_columns():
    """'Place a different Glyph Card in the four spaces below and to the right of the deck' (the
    grey glyphs name the 4 rows and the 4 columns)."""
    assert LINES["row1"] == (4, 5, 6, 7)
    assert LINES["col2"] == (2, 6, 10, 14)
    assert sorted(c for g in GLYPHS for c in LINES[g]) == sorted(list(range(16)) * 2)


def test_playing_a_glyph_lays_it_in_front_of_the_player():
    """'The player selects a Glyph Card from their hand and lays it in front of them on the table.'"""
    s, drafts = play(table(), 0, {"type": "play_glyph", "glyph": "row0"})
    assert "row0" not in s["hand"][0] and len(s["hand"][0]) == 7
    assert s["glyph"] == "row0" and s["phase"] == "move"
    with pytest.raises(IllegalMove) as err:
        play(table(hand=[s["hand"][0], list(GLYPHS)]), 0, {"type": "play_glyph", "glyph": "row0"})
    assert err.value.rule == "play a glyph card" and "the glyph of row 0" in err.value.detail
    assert "row0" not in err.value.detail


def test_the_eighth_glyph_returns_all_eight_to_hand():
    """'If this is their eighth and final Glyph Card, the player takes all of their Glyph Cards
    back into their hand for the next turn.'"""
    s, drafts = play(table(hand=[["col3"], list(GLYPHS)]), 0, {"type": "play_glyph", "glyph": "col3"})
    assert drafts[0].data["recovered"] is True
    assert s["hand"][0] == list(GLYPHS)


def test_a_druid_moves_to_a_free_card_in_the_glyphs_line():
    """'The player moves one Druid Token ... to a different Magic Circle Card in the row or column
    of cards indicated by the Glyph Card they just played, that does not contain a Druid Token,
    of either color.'"""
    s, _ = play(table(), 0, {"type": "play_glyph", "glyph": "row1"})
    # row1 is cells 4..7; 5 holds Light's druid and 6 Dark's, so only 4 and 7 are free.
    moves = RS.legal_moves(s, 0)
    assert sorted((m["from"], m["to"]) for m in moves) == [(5, 4), (5, 7), (10, 4), (10, 7)]
    s2, drafts = play(s, 0, {"type": "move_druid", "from": 10, "to": 7})
    assert sorted(s2["druids"][0]) == [5, 7] and s2["moved"] == 7 and types(drafts) == ["DruidMoved"]
    for bad, rule_word in (({"from": 10, "to": 6}, "already holds"), ({"from": 10, "to": 8}, "not in the line the glyph of row 1 names"),
                           ({"from": 6, "to": 4}, "no Druid Token of yours"), ({"from": 5, "to": 5}, "already holds")):
        with pytest.raises(IllegalMove) as err:
            play(s, 0, {"type": "move_druid", **bad})
        assert rule_word in err.value.detail


def test_a_glyph_whose_line_has_no_free_card_cannot_be_played_while_another_can():
    """'...to a different Magic Circle Card in the row or column ... that does not contain a Druid
    Token, of either color.' (a glyph that allows no druid move is not a legal play)."""
    s = table(druids=[[0, 1], [2, 3]], hand=[["row0", "col0"], list(GLYPHS)])
    assert RS.legal_moves(s, 0) == [{"type": "play_glyph", "glyph": "col0"}]
    with pytest.raises(IllegalMove) as err:
        play(s, 0, {"type": "play_glyph", "glyph": "row0"})
    assert err.value.rule == "move a druid token"


def test_a_player_whose_every_glyph_is_blocked_plays_one_and_the_turn_ends():
    """'The player moves one Druid Token ...' cannot be done when every line in hand is full: the
    glyph is played and the turn passes (docs/rules/channeling.md)."""
    s = table(druids=[[0, 1], [2, 3]], hand=[["row0"], list(GLYPHS)])
    assert RS.legal_moves(s, 0) == [{"type": "play_glyph", "glyph": "row0"}]
    s2, drafts = play(s, 0, {"type": "play_glyph", "glyph": "row0"})
    assert types(drafts) == ["GlyphPlayed", "TurnEnded"] and drafts[0].data["blocked"] is True
    assert s2["turn"] == 1 and s2["phase"] == "glyph" and s2["hand"][0] == list(GLYPHS)
