"""The Battlegates picture: every character, wall and gate of the view drawn once; the other
side's maze hidden during set-up; hands face up only for their owner; moves reachable by clicks."""
import json
import xml.etree.ElementTree as ET

import pytest

from api.boards import render
from domain import engine

from .helpers import game_at, play


def _with(root, attr):
    return [el for el in root.iter() if attr in el.attrib]


CASES = [(2, {}, 5), (2, {}, 80), (2, {}, None), (4, {"setup": "allies"}, 60),
         (2, {"setup": "misery_run"}, 60), (2, {"setup": "four_castles"}, 40)]


@pytest.mark.parametrize("n,options,moves", CASES)
@pytest.mark.parametrize("seat", [0, 1, None])
def test_pieces_walls_and_gates_match_the_view(n, options, moves, seat):
    game, last = game_at("battlegates", n, moves, seat, options=options, seed=1)
    root = ET.fromstring(render(game, last))
    view = game["view"]
    drawn = sorted((int(p.get("data-piece")), int(p.get("data-square-of"))) for p in _with(root, "data-piece"))
    assert drawn == [(i, c[2]) for i, c in enumerate(view["chars"]) if c[2] >= 0]
    assert len(_with(root, "data-wall")) == len(view["walls"])
    assert len(_with(root, "data-gate")) == len(view["gates"])
    shown = [c.get("data-hand-card") for c in _with(root, "data-hand-card")]
    assert shown == [card for hand in view["hands"] if hand for card in hand]


def test_during_set_up_the_other_maze_is_not_drawn():
    rs, gs, _ = play("battlegates", 2, 12, seed=3)
    assert gs["game"]["phase"] == "setup"
    game, last = game_at("battlegates", 2, 12, 1, seed=3)
    root = ET.fromstring(render(game, last))
    theirs = [(i, c[2]) for i, c in enumerate(gs["game"]["chars"]) if c[0] == 0 and c[2] >= 0]
    assert theirs, "seat 0 has set up characters in this position"
    drawn = {(int(p.get("data-piece")), int(p.get("data-square-of"))) for p in _with(root, "data-piece")}
    assert not drawn & set(theirs)
    walls = {int(w.get("data-castle")) for w in _with(root, "data-wall")}
    assert 0 not in walls
    assert "maze hidden behind the divider" in render(game, last)


def test_another_hand_is_shown_only_as_a_count():
    rs, gs, _ = play("battlegates", 2, 80, seed=1)
    for seat in (1, None):
        game, last = game_at("battlegates", 2, 80, seat, seed=1)
        root = ET.fromstring(render(game, last))
        hand_counts = [int(h.get("data-hand-count")) for h in _with(root, "data-hand-count")]
        assert len(gs["game"]["hands"][0]) in hand_counts
        mine = [c.get("data-hand-card") for c in _with(root, "data-hand-card")]
        assert mine == (gs["game"]["hands"][1] if seat == 1 else [])


@pytest.mark.parametrize("moves", [0, 3, 20, 31, 40, 60, 80, 100])
def test_every_board_field_of_every_legal_move_can_be_clicked(moves):
    rs, gs, _ = play("battlegates", 2, moves, seed=9)
    for seat in engine.to_act(rs, gs):
        game, last = game_at("battlegates", 2, moves, seat, seed=9)
        root = ET.fromstring(render(game, last))
        partials = [json.dumps(p, sort_keys=True) for el in _with(root, "data-pick")
                    for p in json.loads(el.get("data-pick"))]
        for mv in rs.legal_moves(gs["game"], seat):
            for fields in (("piece",), ("portal",), ("wall",), ("gate",), ("card",), ("x", "y", "dir"), ("x", "y")):
                if all(f in mv for f in fields) and not (fields == ("x", "y") and "dir" in mv):
                    want = json.dumps({f: mv[f] for f in fields}, sort_keys=True)
                    assert want in partials, (fields, mv)


@pytest.mark.parametrize("n,options,width", [(2, {}, 363), (2, {"setup": "misery_run"}, 363),
                                             (2, {"setup": "four_castles"}, 18 + 19 * 45 + 3)])
def test_on_the_phone_nine_columns_fit_a_390_pixel_screen(n, options, width):
    """docs/screenshots/phone-battlegates-*: at 45 units a square the 9 columns were 424 wide and
    the board scrolled sideways by about 50 px on a 390-pixel phone (372 px inside the page's
    padding). Now they are 38 units a square, the board at most 363 units wide (about 39 px a square
    at 390); a 19-column set-up scrolls whatever its size, so it keeps 45."""
    game, last = game_at("battlegates", n, 10, 0, seed=3, options=options)
    root = ET.fromstring(render(game, [last], panel=False))
    assert float(root.get("width")) == width and f"min-width:{width}px" in root.get("style")
    squares = [el for el in root.iter() if el.tag.endswith("}rect") and el.get("data-square")]
    assert {float(el.get("width")) for el in squares} == {38 if width <= 372 else 45}


def test_portals_are_counted_from_one_as_the_moves_count_them():
    """"stands a gatekeeper on portal 1 of castle 1": the board's portal P1 is that portal, not P0."""
    game, _ = game_at("battlegates", 2, 0, 0, seed=3)
    root = ET.fromstring(render(game, None, panel=False))
    labels = sorted(el.get("aria-label") for el in _with(root, "data-portal"))
    assert labels and labels[0].startswith("Portal 1 of castle 1")
    drawn = sorted(el.text for el in root.iter() if el.tag.endswith("}text") and (el.text or "").startswith("P"))
    assert drawn == [f"P{j + 1}" for j in range(len(labels))]
