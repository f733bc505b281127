"""The Dale picture: 19 spaces, one unit shape per unit on the map, in reserve and in captured
piles, for 2 to 5 armies; every legal move reachable by clicks."""
import json
import xml.etree.ElementTree as ET

import pytest

from api.boards import render
from domain import engine

from .helpers import game_at, play


def _with(root, attr):
    return [el for el in root.iter() if attr in el.attrib]


@pytest.mark.parametrize("n", [2, 3, 5])
@pytest.mark.parametrize("moves", [3, 40, None])
def test_every_unit_is_drawn_where_the_view_puts_it(n, moves):
    game, last = game_at("dale", n, moves, None, seed=n)
    root = ET.fromstring(render(game, last))
    view = game["view"]
    assert len([el for el in root.iter() if el.tag.endswith("polygon") and "hex" in (el.get("class") or "")]) == 19
    on_map = {int(u.get("data-space-of")): u.get("data-unit") for u in _with(root, "data-space-of")}
    assert on_map == {sp: code for sp, code in enumerate(view["board"]) if code}
    for seat in range(n):
        reserve = [u for g in _with(root, "data-reserve") if g.get("data-reserve") == str(seat)
                   for u in g if "data-unit" in u.attrib]
        assert len(reserve) == sum(view["reserve"][seat].values())
        pile = [u.get("data-unit") for g in _with(root, "data-pile") if g.get("data-pile") == str(seat)
                for u in g if "data-unit" in u.attrib]
        assert pile == view["piles"][seat]


@pytest.mark.parametrize("n", [2, 4])
@pytest.mark.parametrize("moves", [1, 5, 12, 25, 40])
def test_every_legal_move_can_be_clicked(n, moves):
    rs, gs, _ = play("dale", n, moves, seed=7)
    for seat in engine.to_act(rs, gs):
        game, last = game_at("dale", n, moves, seat, seed=7)
        root = ET.fromstring(render(game, last))
        partials = [p for el in _with(root, "data-pick") for p in json.loads(el.get("data-pick"))]
        for mv in rs.legal_moves(gs["game"], seat):
            for field in ("space", "from", "to", "captor", "with"):
                if field in mv:
                    assert {field: mv[field]} in partials, mv
            if mv["type"] == "place":
                assert {"unit": mv["unit"]} in partials, mv
            if mv["type"] == "rally":
                assert {"pile": mv["pile"], "unit": mv["unit"]} in partials, mv


def test_the_picture_names_the_named_spaces_and_the_winner():
    game, last = game_at("dale", 3, None, None, seed=1)
    picture = render(game, last)
    for name in ("Riverport of Chip", "Foggy Mountain", "Hangman's Tree", "Lookout Post"):
        assert name.replace("'", "&#x27;") in picture
    assert "Game over" in picture


@pytest.mark.parametrize("moves", [0, 12, 40])
def test_on_the_phone_every_named_space_reads_in_full_never_cut(moves):
    """docs/screenshots/phone-dale-*: a named space's name was drawn as "4 Foggy", "9 Chip", wider
    than the top of its hex. Now a vacant named space holds its whole name on two lines across the
    hex's widest band, and under the map a legend gives each named space's number and whole name
    (for when a unit stands on it); the hex's tooltip says it too."""
    from api.boards.dale import P_NAME_ROOM, name_lines
    from domain.dale.tables import NAMED

    game, last = game_at("dale", 3, moves, 0, seed=3)
    root = ET.fromstring(render(game, [last], panel=False))
    texts = ["".join(el.itertext()) for el in root.iter() if el.tag.endswith("}text")]
    for sp, name in NAMED.items():
        assert f"{sp} {name}" in texts, f"the legend names space {sp}"
        assert not any(t.startswith(f"{sp} ") and t != f"{sp} {name}" for t in texts), "a cut name"
        hexes = [el for el in _with(root, "data-space") if el.get("data-space") == str(sp)]
        assert [t.text for t in hexes[0].iter() if t.tag.endswith("}title")] == [f"{name}, space {sp}"]
        drawn = [el for el in _with(root, "data-name-of") if el.get("data-name-of") == str(sp)]
        if game["view"]["board"][sp] is None:
            assert " ".join(el.text for el in drawn) == name
            for el in drawn:  # a long line is fitted to the hex's width, whatever the font
                assert len(el.text) < 9 or float(el.get("textLength")) <= P_NAME_ROOM
        else:
            assert drawn == [], "a unit stands over the name: the legend says it"
    assert name_lines("Riverport of Chip") == ("Riverport", "of Chip")
    assert name_lines("Hangman's Tree") == ("Hangman's", "Tree")
