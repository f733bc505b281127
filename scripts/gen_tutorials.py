"""Build the tutorials the web table serves (api/tutorials/<ruleset>.json) from the positions facility.

Each game's tutorial is a short guided sequence of positions (tests/positions.py builds them,
through the rulesets' own decide and evolve): in each, the page asks the learner to make one
teaching move and explains what it did. For each step this writes the engine's game state before
the move (the server answers views, legal moves, words and why-not from it, and a practice game
can start from it), the teaching move, the events it causes (dice scripted, so the explanation
matches the result) and the state after.

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

from domain.battlegates.words import DIRECTIONS  # noqa: E402
from domain.dale.words import space  # noqa: E402
from domain.engine import canonical  # noqa: E402
from tests.positions import Position, copy, describe, opening  # noqa: E402

OUT = os.path.join(ROOT, "api", "tutorials")


def step(p: Position, seat: int, move: dict, title: str, prompt: str, explain: str, dice=None,
         names=("Ana", "Bo")) -> dict:
    """One step: the position, the move to make in it, and what the page says before and after."""
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
    return {"title": title, "prompt": prompt, "explain": explain, "seat": seat, "move": move,
            "before": before, "events": events, "after": after}


def grove() -> dict:
    p1 = describe("grove", to_move=0)
    p2 = describe("grove", to_move=0, meeples={"grove": ([2, 0], [4, 6])})
    p3 = describe("grove", to_move=0, meeples={"circle-1": ([3, 0], [0, 0])}, cubes={"circle-1": [4, 0]})
    return {"title": "Battle for the Grove in three moves", "intro":
            "You are Ana, playing Light (L). Win by controlling two of the three Magic Circles when your turn starts: a circle "
            "is yours with 7 or more of your cubes on it.",
            "steps": [
                step(p1, 0, {"type": "stand", "place": "grove"}, "Stand a druid up",
                     "Every druid starts lying in the Grove, and a lying druid can do nothing. Stand one up: tap The Grove.",
                     "Your druid stands. A Stand at the Grove gives you a second action this turn, so a good opening "
                     "stands two druids at once."),
                step(p2, 0, {"type": "move", "from": "grove", "to": "circle-1"}, "Move to a Magic Circle",
                     "Two of your druids stand in the Grove. A Move takes all your standing druids from one place to "
                     "another: tap The Grove, then Circle 1.",
                     "Both standing druids walked to Magic Circle 1 together. Only standing druids move; the lying ones stay."),
                step(p3, 0, {"type": "channel", "place": "circle-1"}, "Channel energy",
                     "Three of your druids stand on Magic Circle 1, which holds 4 of your cubes. Channel there: roll three "
                     "dice, and each die of 3 or less (your standing druids) puts a cube on the circle. Tap Magic Circle 1, "
                     "then choose Channel.",
                     "You rolled 1, 3 and 5: two successes, two cubes. Magic Circle 1 holds 6 of your cubes; one more and "
                     "it is yours. Your opponent can cancel your cubes with their own, one for one.", dice=[1, 3, 5]),
            ]}


def channeling() -> dict:
    p = opening("channeling")
    seat = p.to_act()[0]
    mine = p.view(seat)["druids"][seat]
    glyph = "row0"
    s1 = step(p, seat, {"type": "play_glyph", "glyph": glyph}, "Play a glyph card",
              "Each turn starts with a glyph card from your hand; it names the row or column a druid of yours moves "
              "into. Tap your glyph card “row 0” below the grid.",
              "Row 0 is the top row: now one of your druids must move to a card there with no druid on it.")
    p.play(seat, {"type": "play_glyph", "glyph": glyph})
    frm = min(mine)
    to = next(m["to"] for m in p.legal(seat) if m["type"] == "move_druid" and m["from"] == frm)
    s2 = step(p, seat, {"type": "move_druid", "from": frm, "to": to}, "Move a druid",
              f"Tap your druid on space {frm}, then space {to} in row 0.",
              f"Your druid stands on space {to}. Now you channel energy from it to your other druid.")
    p.play(seat, {"type": "move_druid", "from": frm, "to": to})
    path = next(m for m in p.legal(seat) if m["type"] == "channel")
    cells = ", ".join(str(c) for c in path["path"][:-1]) + f" and {path['path'][-1]}"
    s3 = step(p, seat, path, "Channel along a leyline",
              f"A leyline is a shortest path (no diagonals) from the druid you moved to your other druid. Tap "
              f"spaces {cells}, in that order.",
              "3 cubes went on the moved druid's card, 2 on your other druid's card and 1 on each card between. A card "
              "with as many of your cubes as its Vigor (V) is yours, worth its Splendor (S); cubes above the Vigor "
              "count against you at the end.")
    return {"title": "The Channeling: one turn", "intro":
            "A turn is a glyph card, a druid's move and a leyline of energy. The player with the most Splendor when "
            "someone has acquired 7 cards (and the other has had one more turn) wins.",
            "steps": [s1, s2, s3]}


def dale() -> dict:
    p1 = opening("dale")
    s1 = step(p1, 0, {"type": "place", "unit": "regular", "space": 0}, "Place a unit",
              "Your army waits in your Reserve. Place a Regular unit on the map edge: tap “R regular” in your Reserve, "
              "then space 0.",
              "Your unit stands on space 0. Later units may also go next to a chain of your units that reaches the edge.")
    p2 = describe("dale", units={3: "0R", 13: "0R", 8: "1R", 9: "1R"}, turn=0)
    move, captured = _capture_move(p2, 0)
    s2 = step(p2, 0, move, "Capture by flanking",
              f"An enemy unit with two of your units next to it is captured. Move your unit from {space(move['from'])} "
              f"to {space(move['to'])}: tap it, then the space.",
              f"Two of your units now touch Bo's unit on {space(captured)}: you capture it, and it goes to your Captured "
              "Pile. After a capture you may advance one of the capturing units into the emptied space.")
    return {"title": "Battle of the Dale: place and capture", "intro":
            "Hold three of the four named spaces (9 Riverport of Chip, 4 Foggy Mountain, 13 Hangman's Tree, 10 Lookout Post), or "
            "be the last army standing. You are Ana, the first army.",
            "steps": [s1, s2]}


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
    s1 = step(p, seat, {"type": "setup_character", "kind": "gatekeeper", "portal": 2}, "Set up your army",
              "Behind the divider, your army goes on your five portals (1 to 5). Tap “G gatekeeper” under the board, "
              "then portal 3.",
              "Your Gatekeeper stands on portal 3. Your opponent cannot see your half until both mazes are built.")
    p.play(seat, {"type": "setup_character", "kind": "gatekeeper", "portal": 2})
    for kind, portal in (("crusader", 0), ("crusader", 4), ("archer", 1), ("archer", 3)):
        p.play(seat, {"type": "setup_character", "kind": kind, "portal": portal})
    wall = next(m for m in p.legal(seat) if m["type"] == "setup_wall")
    s2 = step(p, seat, wall, "Build your maze",
              f"Now the maze: a brick wall sits on an edge between two posts. Tap the edge from post ({wall['x']}, "
              f"{wall['y']}) going {DIRECTIONS[wall['dir']]}, then choose the brick wall.",
              "Your first wall stands. Walls and gates stop steps and arrows; gates can later swing with the Rotate cards.")
    d = describe("battlegates", chars={0: (4, 4), 5: (4, 5)}, phase="dice", roll=1, seat=0)
    kill = next(m for m in d.legal(0) if m["type"] == "step" and m["piece"] == 0 and m["dir"] == "N")
    s3 = step(d, 0, kill, "A ground attack",
              "You rolled a 1 and an enemy stands right above your Gatekeeper G1. A ground attack kills with an exact "
              "roll: tap G1, then choose the step north.",
              "Exactly one step onto the enemy's square: it is killed. Kill every enemy character to win.")
    return {"title": "Battlegates: set up and attack", "intro":
            "Build a maze behind the divider, then draw, play a card and roll each turn. Kill all your opponent's "
            "characters to win. You are Ana, castle 1.", "steps": [s1, s2, s3]}


def battalla() -> dict:
    p1 = describe("battalla", active=0, turn=3, hands=[["hoplite", "satyr_piper"], []])
    s1 = step(p1, 0, {"type": "play", "card": "hoplite", "lane": 1}, "Play a unit",
              "You have 5 stamina. Play the Hoplite (2 stamina) into the middle lane of your summoning row: tap the "
              "Hoplite card in your hand, then the middle space of your bottom row.",
              "The Hoplite is on the mat. A unit cannot attack the turn it is summoned, but it can move.")
    p2 = describe("battalla", active=0, turn=3, cards=[(1, "hoplite", 0)])
    s2 = step(p2, 0, {"type": "move", "cell": 1, "to": 4}, "Move forward",
              "Each card may move once a turn for 1 stamina. Move the Hoplite forward: tap it, then the space above it.",
              "The Hoplite is in your front row. Out of the summoning row, cards only move forward.")
    p3 = describe("battalla", active=0, turn=3, cards=[(4, "hoplite", 0), (7, "corra", 1)])
    s3 = step(p3, 0, {"type": "attack", "cell": 4}, "Attack",
              "An enemy Corra faces your Hoplite. Attack it: tap the Hoplite, then choose the attack.",
              "The Hoplite dealt its attack to Corra, and damage stays. Reach the opponent's rows and attack directly "
              "to make them draw from their penalty pile: when it runs out, they lose.")
    return {"title": "Battalla!: play, move, attack", "intro":
            "Win by making your opponent draw the last card of their penalty pile. You are Ana: your rows are at the "
            "bottom.", "steps": [s1, s2, s3]}


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
