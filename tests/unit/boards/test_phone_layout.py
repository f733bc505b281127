"""The phone layout (render(..., panel=False)) and the side panel: valid markup, every target a
named button with data-pick, no text smaller than svg.MIN_TEXT in its own units, the last move
highlighted, and every legal move's board fields reachable from the board or the side panel."""
from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from html.parser import HTMLParser

import pytest

from api.boards import render, side, svg

from .helpers import game_at, play

GAMES = [("grove", 2), ("channeling", 2), ("dale", 3), ("battlegates", 2), ("battalla", 2)]


class _Picks(HTMLParser):
    def __init__(self):
        super().__init__()
        self.partials = []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if "data-pick" in a:
            assert tag == "button", f"a side panel target is a <{tag}>, not a button"
            self.partials += json.loads(a["data-pick"])


@pytest.mark.parametrize("moves", [0, 8, 40])
@pytest.mark.parametrize("ruleset,n", GAMES)
def test_every_target_is_a_named_button_and_no_text_is_small(ruleset, n, moves):
    game, last = game_at(ruleset, n, moves, 0, seed=4)
    picture = render(game, [last], panel=False)
    root = ET.fromstring(picture)
    assert root.get("role") == "group" and "min-width" in root.get("style")
    targets = [el for el in root.iter() if "data-pick" in el.attrib]
    assert targets
    for el in targets:
        assert el.get("role") == "button" and el.get("aria-label"), el.attrib
        # the button holds shapes only: its words are its name, its texts are drawn beside it
        assert not [t for t in el.iter() if t.tag.endswith("text")], el.get("aria-label")
    sizes = [float(x) for x in re.findall(r"font-size:\s*([\d.]+)px", picture)]
    used = {c for el in root.iter() if el.tag.endswith("text") for c in (el.get("class") or "").split()}
    css = picture[picture.index("<style>"):picture.index("</style>")]
    for cls in used:
        m = re.search(r"\." + re.escape(cls) + r"\s*\{[^}]*font-size:\s*([\d.]+)px", css)
        assert m is None or float(m.group(1)) >= svg.MIN_TEXT, f".{cls} is {m.group(1)}px"
    assert sizes


@pytest.mark.parametrize("ruleset,n", GAMES)
def test_every_legal_move_can_be_started_from_the_board_or_the_side_panel(ruleset, n):
    rs, gs, _ = play(ruleset, n, 6, seed=9)
    from domain.engine import game as G

    from .helpers import game_json
    for seat in G.to_act(rs, gs):
        game = game_json(rs, gs, seat)
        root = ET.fromstring(render(game, None, panel=False))
        partials = [p for el in root.iter() if "data-pick" in el.attrib for p in json.loads(el.get("data-pick"))]
        parser = _Picks()
        parser.feed(side(game))
        partials += parser.partials
        for move in rs.legal_moves(gs["game"], seat):
            fields = {k: v for k, v in move.items() if k != "type"}
            if not fields:
                continue
            named = any(all(k in fields and (v == fields[k] or isinstance(fields[k], list) and v in fields[k])
                            for k, v in p.items()) for p in partials)
            assert named, f"{ruleset}: nothing on the page starts {move}"


@pytest.mark.parametrize("ruleset,n", GAMES)
def test_the_last_move_is_highlighted(ruleset, n):
    rs, gs, envs = play(ruleset, n, 30, seed=2)
    for i in range(len(envs) - 1, 0, -1):
        if envs[i].get("cmd") and envs[i]["cmd"].get("kind") == "move":
            move_events = envs[i:]
            break
    from .helpers import game_json
    game = game_json(rs, gs, 0)
    picture = render(game, move_events, panel=False)
    data = [e["data"] for e in move_events]
    cells_named = any(isinstance(d.get(k), (int, list)) or ruleset == "grove" and isinstance(d.get(k), str)
                      for d in data for k in ("place", "from", "to", "cell", "path", "space", "host"))
    assert ('class="last"' in picture) == cells_named, [e["type"] for e in move_events]
