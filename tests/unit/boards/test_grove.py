"""The Grove picture: valid SVG, one shape per meeple and one cube group per colour and circle,
every legal move reachable by clicking places."""
import json
import xml.etree.ElementTree as ET

import pytest

from api.boards import render
from domain import engine

from .helpers import game_at

NS = "{http://www.w3.org/2000/svg}"


def _all(root, attr):
    return [el for el in root.iter() if attr in el.attrib]


@pytest.mark.parametrize("moves", [0, 1, 30, None])
@pytest.mark.parametrize("seat", [0, None])
def test_every_meeple_and_cube_group_is_drawn_once(moves, seat):
    game, last = game_at("grove", 2, moves, seat, seed=3)
    root = ET.fromstring(render(game, last))
    view = game["view"]
    for place, m in view["meeples"].items():
        for s in (0, 1):
            drawn = [el for el in _all(root, "data-meeple")
                     if el.get("data-at") == place and el.get("data-seat") == str(s)]
            assert sum(el.get("data-meeple") == "standing" for el in drawn) == m["standing"][s]
            assert sum(el.get("data-meeple") == "lying" for el in drawn) == m["lying"][s]
    for circle, cubes in view["cubes"].items():
        groups = [el for el in _all(root, "data-cubes") if el.get("data-at") == circle]
        assert [int(g.get("data-cubes")) for g in groups] == cubes


def test_the_picture_says_whose_turn_it_is_and_the_outcome():
    game, last = game_at("grove", 2, 30, 0, seed=3)
    assert "To act:" in render(game, last)
    game, last = game_at("grove", 2, None, 0, seed=3)
    assert "Game over:" in render(game, last)


@pytest.mark.parametrize("moves", [1, 2, 5, 30])
def test_every_legal_move_can_be_picked_on_the_board(moves):
    game, last = game_at("grove", 2, moves, None, seed=5)
    root = ET.fromstring(render(game, last))
    partials = [p for el in _all(root, "data-pick") for p in json.loads(el.get("data-pick"))]
    from tests.unit.boards.helpers import play

    rs, gs, _ = play("grove", 2, moves, seed=5)
    for seat in engine.to_act(rs, gs):
        for mv in rs.legal_moves(gs["game"], seat):
            for field in ("place", "from", "to"):
                if field in mv:
                    assert {field: mv[field]} in partials, (field, mv)


def test_the_last_move_is_highlighted():
    game, last = game_at("grove", 2, 2, 0, seed=3)
    root = ET.fromstring(render(game, last))
    assert [el for el in root.iter() if el.get("class") == "last"]
