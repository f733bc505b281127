"""Every tutorial says what the game says (issue 35, item 8): each step is played through the HTTP
API as the tutorial page plays it, and its prompt and explanation are compared with the game's own
words for that step (the teaching move's sentence and the sentence of every event it causes, as the
learner reads them: service/table/words.py, the same words a real game shows).

What is compared: every space, card, portal, post, square, Magic Circle and die roll the tutorial
names must be one the game names in that step; nobody but the learner may be the one acting in the
events the learner's move causes ("Bo captures Ana's unit" after a lesson on capturing is the
contradiction the issue found); and no seat is counted from 0 ("p0", "P2")."""
from __future__ import annotations

import re

import pytest

from domain import engine
from service.table.words import move_texts, narrate

RULESETS = ["grove", "channeling", "dale", "battlegates", "battalla"]
KINDS = {"space": "space", "spaces": "space", "card": "card", "cards": "card", "portal": "portal",
         "portals": "portal", "post": "post", "square": "square", "circle": "magic circle",
         "magic circle": "magic circle", "lane": "lane"}
REFERENCE = re.compile(r"\b(magic circle|spaces?|cards?|portals?|post|square|circle|lane)\s+"
                       r"(\(\d+, \d+\)|P?\d+(?:(?:, | and | to )P?\d+)*)", re.I)
ROLL = re.compile(r"\brol(?:led|ls|l) (\d+(?:(?:, | and )\d+)*)")


def references(text: str) -> set[tuple[str, str]]:
    """("space", "4"), ("post", "(1, 0)"), ("magic circle", "1") ... named in a text."""
    out = set()
    for kind, what in REFERENCE.findall(text):
        kind = KINDS[kind.lower()]
        if what.startswith("("):
            out.add((kind, what))
            continue
        for n in re.split(r", | and | to ", what):
            out.add((kind, n))
    return out


def rolls(text: str) -> set[str]:
    return {r.replace(" and ", ", ") for r in ROLL.findall(text)}


@pytest.mark.parametrize("ruleset", RULESETS)
def test_every_tutorial_step_agrees_with_what_the_game_says(client, ruleset):
    from api.tutorial_data import tutorial_step

    rs = engine.find_ruleset(ruleset)
    index = client.get(f"/v1/rulesets/{ruleset}/tutorial").get_json()
    assert index["steps"], index
    for n in range(1, len(index["steps"]) + 1):
        shown = client.get(f"/v1/rulesets/{ruleset}/tutorial/{n}").get_json()
        st = tutorial_step(ruleset, n)
        answer = client.post(f"/v1/rulesets/{ruleset}/tutorial/{n}/moves", json={"move": st["move"]})
        assert answer.status_code == 200, answer.get_json()
        answer = answer.get_json()
        assert answer["correct"] is True
        learner = st["before"]["seats"][st["seat"]]["name"]
        others = [s["name"] for s in st["before"]["seats"] if s["seat"] != st["seat"]]
        # what the game says at this step: the teaching move's sentence and its events' sentences
        move_text = shown["texts"][shown["moves"].index(st["move"])]
        told, _ = narrate(rs, st["before"], st["events"], st["seat"], False)
        said = [move_text] + [e["text"] for e in told]
        for text in said[1:]:  # the words the page shows under the board after the move
            assert text.replace("'", "&#x27;") in answer["board"] or text in answer["board"], text
        where = f"{ruleset} step {n} ({st['title']})"
        game_refs = set().union(*(references(t) for t in said))
        for part, text in (("prompt", shown["prompt"]), ("explanation", answer["explain"])):
            unknown = references(text) - game_refs
            assert not unknown, f"{where}: the {part} names {sorted(unknown)}, the game says: {said}"
            unsaid = rolls(text) - set().union(*(rolls(t) for t in said))
            assert not unsaid, f"{where}: the {part} rolls {unsaid}, the game says: {said}"
            assert not re.search(r"\bp\d\b|\bP\d\b|\bseat \d", text), f"{where}: a seat or label from 0 in {text!r}"
        for text in said[1:]:
            acting = next((o for o in others if text.startswith(o + " ")), None)
            assert acting is None, f"{where}: the learner's move makes {acting} act: {text!r} (lesson: {answer['explain']!r})"
        assert said[0].startswith(learner), f"{where}: {said[0]!r}"
    intro = index["intro"]
    assert not re.search(r"\bp\d\b|\bseat \d", intro), intro


def test_the_dale_capture_lesson_is_a_capture_by_the_learner(client):
    from api.tutorial_data import tutorial_step

    st = tutorial_step("dale", 2)
    told, _ = narrate(engine.find_ruleset("dale"), st["before"], st["events"], st["seat"], False)
    captures = [e["text"] for e in told if e["type"] == "UnitsCaptured"]
    assert captures and captures[0].startswith("Ana captures Bo's"), captures
    assert "you capture it, and it goes to your Captured Pile" in st["explain"]
