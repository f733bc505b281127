"""Build the tutorials the web table serves (api/tutorials/<ruleset>.json) from the positions facility.

Each game's tutorial is a short guided sequence of positions (tests/positions.py builds them,
through the rulesets' own decide and evolve): in each, the page asks the learner to make one
teaching move and explains what it did. For each step this writes the engine's game state before
the move (the server answers views, legal moves, words and why-not from it, and a practice game
can start from it), the teaching move, the events it causes (dice scripted, so the explanation
matches the result) and the state after.

The words (title, introduction, each step's title, prompt and explanation) are the catalogue's
(service/locales/<lang>/tutorials.json, keys `tutorials.<ruleset>...`): each step keeps its
message key and parameters ("words"), the server renders them in the reader's language, and the
English is written out too, as it reads in the catalogue.

    .venv/bin/python scripts/gen_tutorials.py          # write
    .venv/bin/python scripts/gen_tutorials.py --check  # exit 1 if the files differ (a test runs this)
"""
from __future__ import annotations

import argparse
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from domain.dale.tables import NAMED  # noqa: E402
from domain.engine import canonical  # noqa: E402
from service.people.message import message, render  # noqa: E402
from tests.positions import Position, copy, describe, opening  # noqa: E402

OUT = os.path.join(ROOT, "api", "tutorials")


def step(p: Position, seat: int, move: dict, key: str, params: dict | None = None, dice=None,
         names=("Ana", "Bo")) -> dict:
    """One step: the position, the move to make in it, and what the page says before and after (the
    catalogue's `key`.title, .prompt and .explain with `params`)."""
    params = params or {}
    title, prompt, explain = (render("en", message(f"{key}.{part}", **params)) for part in ("title", "prompt", "explain"))
    before = p.game_state()
    before["seats"] = [{"seat": i, "name": names[i] if i < len(names) else f"player {i + 1}", "ai": None}
                       for i in range(len(before["seats"]))]
    if seat != 0 and len(before["seats"]) == 2:  # the learner is "you" whichever seat acts
        before["seats"][0]["name"], before["seats"][1]["name"] = names[1], names[0]
    assert move in p.legal(seat), f"{p.rs.id}: the teaching move {move} is not legal"
    after_p = copy(p)
    first = after_p.seq
    drafts = after_p.play(seat, move, dice=dice)
    events = []
    for i, d in enumerate(drafts):
        events.append({"seq": first + i, "type": d.type, "seat": d.seat, "data": d.data,
                       "private": {str(k): v for k, v in d.private.items()},
                       "cmd": {"kind": "move", "seat": seat, "move": move} if i == 0 else None,
                       "at": "", "digests": {}, "hash": ""})  # a lesson, not a sealed game: no chain
    after = dict(before, game=after_p.state, version=after_p.seq - 1)
    return {"title": title, "prompt": prompt, "explain": explain, "words": message(key, **params), "seat": seat,
            "move": move, "before": before, "events": events, "after": after}


def lesson(ruleset: str, steps: list[dict]) -> dict:
    """A tutorial: its title and introduction (the catalogue's, in English here) and its steps."""
    key = f"tutorials.{ruleset}"
    return {"title": render("en", message(f"{key}.title")), "intro": render("en", message(f"{key}.intro")),
            "words": message(key), "steps": steps}


def space(sp: int):
    """A Dale space by its name (the four named spaces: the game's names) or its number."""
    return NAMED.get(sp) or message("tutorials.space", n=sp)


def grove() -> dict:
    p1 = describe("grove", to_move=0)
    p2 = describe("grove", to_move=0, meeples={"grove": ([2, 0], [4, 6])})
    p3 = describe("grove", to_move=0, meeples={"circle-1": ([3, 0], [0, 0])}, cubes={"circle-1": [4, 0]})
    return lesson("grove", [
        step(p1, 0, {"type": "stand", "place": "grove"}, "tutorials.grove.1"),
        step(p2, 0, {"type": "move", "from": "grove", "to": "circle-1"}, "tutorials.grove.2"),
        step(p3, 0, {"type": "channel", "place": "circle-1"}, "tutorials.grove.3", dice=[1, 3, 5]),
    ])


def channeling() -> dict:
    p = opening("channeling")
    seat = p.to_act()[0]
    mine = p.view(seat)["druids"][seat]
    glyph = "row0"
    s1 = step(p, seat, {"type": "play_glyph", "glyph": glyph}, "tutorials.channeling.1")
    p.play(seat, {"type": "play_glyph", "glyph": glyph})
    frm = min(mine)
    to = next(m["to"] for m in p.legal(seat) if m["type"] == "move_druid" and m["from"] == frm)
    s2 = step(p, seat, {"type": "move_druid", "from": frm, "to": to}, "tutorials.channeling.2", {"from": frm, "to": to})
    p.play(seat, {"type": "move_druid", "from": frm, "to": to})
    path = next(m for m in p.legal(seat) if m["type"] == "channel")
    cells = message("tutorials.and", items=", ".join(str(c) for c in path["path"][:-1]), last=path["path"][-1])
    s3 = step(p, seat, path, "tutorials.channeling.3", {"cells": cells})
    return lesson("channeling", [s1, s2, s3])


def dale() -> dict:
    p1 = opening("dale")
    s1 = step(p1, 0, {"type": "place", "unit": "regular", "space": 0}, "tutorials.dale.1")
    p2 = describe("dale", units={3: "0R", 13: "0R", 8: "1R", 9: "1R"}, turn=0)
    move, captured = _capture_move(p2, 0)
    s2 = step(p2, 0, move, "tutorials.dale.2",
              {"from": space(move["from"]), "to": space(move["to"]), "captured": space(captured)})
    return lesson("dale", [s1, s2])


def _capture_move(p: Position, seat: int) -> tuple[dict, int]:
    """A legal Move of `seat` in `p` by which `seat` captures and loses nothing (found by trying
    them: the map decides), and the space of the unit it captures."""
    for m in p.legal(seat):
        if m["type"] != "move":
            continue
        q = copy(p)
        captures = [c for d in q.play(seat, m, dice=[1] * 8) if d.type == "UnitsCaptured" for c in d.data["captures"]]
        if len(captures) == 1 and captures[0]["by"] == seat:
            return m, captures[0]["space"]
    raise AssertionError("no capturing move in the dale tutorial position")


def battlegates() -> dict:
    p = opening("battlegates")
    seat = 0
    s1 = step(p, seat, {"type": "setup_character", "kind": "gatekeeper", "portal": 2}, "tutorials.battlegates.1")
    p.play(seat, {"type": "setup_character", "kind": "gatekeeper", "portal": 2})
    for kind, portal in (("crusader", 0), ("crusader", 4), ("archer", 1), ("archer", 3)):
        p.play(seat, {"type": "setup_character", "kind": kind, "portal": portal})
    wall = next(m for m in p.legal(seat) if m["type"] == "setup_wall")
    s2 = step(p, seat, wall, "tutorials.battlegates.2",
              {"x": wall["x"], "y": wall["y"], "dir": message(f"tutorials.dir_{wall['dir']}")})
    d = describe("battlegates", chars={0: (4, 4), 5: (4, 5)}, phase="dice", roll=1, seat=0)
    kill = next(m for m in d.legal(0) if m["type"] == "step" and m["piece"] == 0 and m["dir"] == "N")
    s3 = step(d, 0, kill, "tutorials.battlegates.3")
    return lesson("battlegates", [s1, s2, s3])


def battalla() -> dict:
    p1 = describe("battalla", active=0, turn=3, hands=[["hoplite", "satyr_piper"], []])
    s1 = step(p1, 0, {"type": "play", "card": "hoplite", "lane": 1}, "tutorials.battalla.1")
    p2 = describe("battalla", active=0, turn=3, cards=[(1, "hoplite", 0)])
    s2 = step(p2, 0, {"type": "move", "cell": 1, "to": 4}, "tutorials.battalla.2")
    p3 = describe("battalla", active=0, turn=3, cards=[(4, "hoplite", 0), (7, "corra", 1)])
    s3 = step(p3, 0, {"type": "attack", "cell": 4}, "tutorials.battalla.3")
    return lesson("battalla", [s1, s2, s3])


TUTORIALS = {"grove": grove, "channeling": channeling, "dale": dale, "battlegates": battlegates, "battalla": battalla}


def build() -> dict[str, str]:
    """{ruleset: JSON text} of every tutorial."""
    out = {}
    for ruleset, make in TUTORIALS.items():
        tutorial = {"ruleset": ruleset, **make()}
        out[ruleset] = json.dumps(json.loads(canonical(tutorial)), indent=1, sort_keys=True) + "\n"
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if a committed file differs")
    args = parser.parse_args()
    os.makedirs(OUT, exist_ok=True)
    stale = []
    for ruleset, text in build().items():
        path = os.path.join(OUT, f"{ruleset}.json")
        if args.check:
            if not os.path.exists(path) or open(path, encoding="utf-8").read() != text:
                stale.append(path)
            continue
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        print(f"wrote {path}")
    if stale:
        print("out of date (run scripts/gen_tutorials.py):", *stale, sep="\n  ")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
