"""The Channeling picture: 16 cells, one cube group per seat and cell, four druids, the glyph
markers and hands, every legal move reachable by clicks."""
import json
import xml.etree.ElementTree as ET

import pytest

from api.boards import render
from domain import engine

from .helpers import game_at, play


def _with(root, attr):
    return [el for el in root.iter() if attr in el.attrib]


@pytest.mark.parametrize("moves", [3, 40, None])
@pytest.mark.parametrize("seat", [0, 1, None])
def test_cells_cubes_druids_and_hands_match_the_view(moves, seat):
    game, last = game_at("channeling", 2, moves, seat, seed=2)
    root = ET.fromstring(render(game, last))
    view = game["view"]
    for cell, cubes in enumerate(view["cubes"]):
        groups = sorted((int(g.get("data-seat")), int(g.get("data-cubes")))
                        for g in _with(root, "data-cubes") if g.get("data-cell") == str(cell))
        assert groups == [(0, cubes[0]), (1, cubes[1])]
    druids = sorted((int(d.get("data-druid")), int(d.get("data-cell"))) for d in _with(root, "data-druid"))
    assert druids == sorted((s, c) for s, cells in enumerate(view["druids"]) for c in cells)
    for s in (0, 1):
        hand = [g.get("data-hand-glyph") for g in _with(root, "data-hand-glyph") if g.get("data-seat") == str(s)]
        assert hand == view["hand"][s]
        acquired = [int(a.get("data-acquired")) for a in _with(root, "data-acquired") if a.get("data-seat") == str(s)]
        assert acquired == view["acquired"][s]
    assert len(_with(root, "data-glyph-marker")) == 8


@pytest.mark.parametrize("moves", [2, 3, 4, 5, 41, 42, 43])
def test_every_legal_move_can_be_clicked(moves):
    rs, gs, _ = play("channeling", 2, moves, seed=4)
    for seat in engine.to_act(rs, gs):
        game, last = game_at("channeling", 2, moves, seat, seed=4)
        root = ET.fromstring(render(game, last))
        partials = [p for el in _with(root, "data-pick") for p in json.loads(el.get("data-pick"))]
        for mv in rs.legal_moves(gs["game"], seat):
            for field in ("from", "to", "glyph", "cell"):
                if field in mv:
                    assert {field: mv[field]} in partials, mv
            for cell in mv.get("path", []):
                assert {"path": cell} in partials


def test_the_deck_order_never_appears():
    rs, gs, _ = play("channeling", 2, 30, seed=6)
    game, last = game_at("channeling", 2, 30, 0, seed=6)
    picture = render(game, last)
    on_table = set(gs["game"]["grid"]) | set(gs["game"]["acquired"][0]) | set(gs["game"]["acquired"][1])
    for card in gs["game"]["deck"]:
        assert card not in on_table
        assert f'data-card="{card}"' not in picture
