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


class _Words(HTMLParser):
    """What a person reads (or hears) of a side panel: its text and its titles and labels."""

    def __init__(self):
        super().__init__()
        self.words = []

    def handle_starttag(self, tag, attrs):
        self.words += [v for k, v in attrs if k in ("title", "aria-label") and v]

    def handle_data(self, data):
        self.words.append(data)


def _svg_words(picture: str) -> list:
    root = ET.fromstring(picture)
    words = [el.get("aria-label") for el in root.iter() if el.get("aria-label")]
    for el in root.iter():
        if not el.tag.endswith("}style"):
            words += [el.text or "", el.tail or ""]
    return [w for w in words if w.strip()]


SEAT_INDEX = re.compile(r"\bp\d\b|\bP0\b|\bseat \d|\(character \d|\b(?:wall|gate) \d of")


@pytest.mark.parametrize("seat", [0, 1, None])
@pytest.mark.parametrize("moves", [2, 3, 8, 40])
@pytest.mark.parametrize("ruleset,n", GAMES)
def test_a_person_reads_names_never_a_seat_index(ruleset, n, moves, seat):
    """docs/screenshots/phone-battalla-start: "me (you) p0, bottom rows"; a player is named by the
    seat's name ("Your rows are at the bottom", "Bo's rows are at the top"), never "p0", "seat 1",
    nor a piece by its index in the view, in the pictures, the phone board and the side panel."""
    game, last = game_at(ruleset, n, moves, seat, seed=4)
    for s in game["seats"]:
        s["name"] = ("Ana", "Bo", "Cy", "Di", "Ed")[s["seat"]]
    parser = _Words()
    parser.feed(side(game))
    for where, words in (("picture", _svg_words(render(game, [last]))),
                         ("phone board", _svg_words(render(game, [last], panel=False))), ("side panel", parser.words)):
        leaks = [w for w in words if SEAT_INDEX.search(w)]
        assert leaks == [], f"{ruleset} {where}: {leaks[:3]}"


@pytest.mark.parametrize("moves,phase", [(2, "Mulligans before turn 1"), (40, "Turn")])
def test_battalla_says_whose_turn_it_is_as_a_sentence(moves, phase):
    """"Turn 0 · mulligan · me is the turn player": before the first turn nobody is the turn
    player; afterwards the caller reads "you are the turn player", another seat's name otherwise."""
    for seat in (0, 1):
        game, _ = game_at("battalla", 2, moves, seat, seed=4)
        for s in game["seats"]:
            s["name"] = ("Ana", "Bo")[s["seat"]]
        lead = side(game).split('<p class="t-note t-lead">')[1].split("</p>")[0]
        assert lead.startswith(phase), lead
        view = game["view"]
        if view["phase"] == "play":
            whose = "you are" if view["active"] == seat else f'{("Ana", "Bo")[view["active"]]} is'
            assert lead.endswith(f"{whose} the turn player"), lead
        else:
            assert "turn player" not in lead, lead
        assert "Your rows are at the bottom" in side(game)
        assert f"{('Ana', 'Bo')[1 - seat]}&#x27;s rows are at the top" in side(game)


@pytest.mark.parametrize("ruleset,n", GAMES)
def test_the_seat_colour_square_stands_apart_from_the_name(ruleset, n):
    """docs/screenshots/dale-middle.png read "■Ana": the square sat on the name's first letter in a
    player box whose name is a button. In every game's boxes the square and the words are two
    boxes of a flex row with a gap, and the square does not shrink."""
    import pathlib

    game, _ = game_at(ruleset, n, 8, 0, seed=4)
    panel = side(game)
    heads = re.findall(r'<h3 class="t-name">(.*?)</h3>', panel)
    assert len(heads) == n
    for head in heads:
        inner = re.sub(r'^<button [^>]*>(.*)</button>$', r"\1", head)
        m = re.fullmatch(r'<span class="t-swatch"[^>]*></span><span class="t-who">(.+)</span>', inner)
        assert m and not m.group(1).startswith("<"), head
    css = (pathlib.Path(__file__).parents[3] / "api/static/css/app.css").read_text()

    def rule(selector):
        return re.search(re.escape(selector) + r"\s*\{([^}]*)\}", css).group(1)
    for box in (".t-name", ".t-player-pick"):
        assert "display: flex" in rule(box) and re.search(r"gap:\s*\.[1-9]", rule(box)), box
    assert "flex: none" in rule(".t-swatch")
