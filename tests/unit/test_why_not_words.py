""""Why can't I" in the game's words (issue 35, item 7): over every ruleset, random games are
stopped every few moves and every seat asks why-not about taps on the pieces, places, cards and
choices the game's moves name (what the web table's data-pick attributes carry). No answer may
contain an internal id: a move type or field name (`move_druid`, `type=`, `target=`), a place or
card id (`circle-1`, `desert_of_set`, `row0`), data notation, or a seat counted from 0."""
from __future__ import annotations

import random
import re

import pytest

from domain import engine
from domain.engine import explain
from domain.engine import game as G
from domain.engine.errors import IllegalMove

NAMES = ["Ana", "Bo", "Cy", "Dee", "Ed"]
TABLES = {"grove": [(2, {})], "channeling": [(2, {})], "dale": [(3, {"prisoner_exchange": True}), (2, {})],
          "battlegates": [(2, {})], "battalla": [(2, {"turn_limit": 30})]}
GENERIC = [
    (re.compile(r"\b[A-Za-z]+_[A-Za-z0-9_]+\b"), "an identifier such as move_druid or desert_of_set"),
    (re.compile(r"\b[a-z]+-\d+\b"), "an id such as circle-1"),
    (re.compile(r"\b\w+="), "a field such as type= or target="),
    (re.compile(r"'\w+'"), "a quoted value such as 'odin'"),
    (re.compile(r"\bseat \d", re.I), "a seat counted from 0"),
    (re.compile(r"\b(character|archer|crusader|gatekeeper|gate|brick wall|effect number) \d", re.I),
     "a piece's index (say which piece, where)"),
    (re.compile(r"[\[\]{}]|->"), "data notation"),
    (re.compile(r"\b(None|True|False|null)\b"), "a program's value"),
]


def ids_of(rs) -> list[re.Pattern]:
    """The ruleset's own ids that are not words: move types and field choices with a digit, an
    underscore or a hyphen, and (Battalla) every card id, each as a whole word, case and all."""
    ids = set()
    for mt in rs.move_types.values():
        ids.add(mt.name)
        for f in mt.fields.values():
            ids.update(c for c in (f.choices or ()) if isinstance(c, str))
    if rs.id == "battalla":
        from domain.battalla.cards import CARDS

        ids.update(CARDS)
    return [re.compile(rf"(?<![\w'-]){re.escape(i)}(?![\w-])") for i in sorted(ids)
            if re.search(r"[\d_-]", i) or rs.id == "battalla" and i not in rs.move_types]


def taps(rs, gs, seat, pick) -> list[dict]:
    """Partial moves like the board's elements carry: one field of a move with a value the game uses."""
    legal = rs.legal_moves(gs["game"], seat) if seat in G.to_act(rs, gs) else []
    out = []
    for mt in rs.move_types.values():
        for name, f in mt.fields.items():
            values = set()
            for m in legal:
                v = m.get(name)
                for x in (v if isinstance(v, list) else [v]):
                    if x is not None and not isinstance(x, (list, dict)):
                        values.add(x)
            values.update(f.choices or ())
            if f.kind == "int" and f.minimum is not None and f.maximum is not None and f.maximum - f.minimum < 40:
                values.update(range(f.minimum, f.maximum + 1))
            for v in sorted(values, key=str):
                out.append({name: v})
    pick.shuffle(out)
    return out[:14]


def answers(ruleset_id: str, every: int = 6, max_moves: int = 300):
    rs = engine.find_ruleset(ruleset_id)
    for n, options in TABLES[ruleset_id]:
        pick = random.Random(n)
        seed = bytes([n]) * 32
        gs = G.create(rs, seats=[{"name": NAMES[i]} for i in range(n)], options=options, clock=None, seed=seed).state
        for k in range(max_moves):
            if gs["finished"]:
                break
            if k % every == 0:
                for seat in range(n):
                    for tap in taps(rs, gs, seat, pick):
                        for reason in explain.why_not(rs, gs, seat, [tap])["reasons"]:
                            yield tap, reason["detail"]
            seat = pick.choice(G.to_act(rs, gs))
            gs = G.move(rs, gs, seat, pick.choice(rs.legal_moves(gs["game"], seat)), seed).state


@pytest.mark.parametrize("ruleset_id", sorted(TABLES))
def test_no_why_not_answer_shows_an_internal_id(ruleset_id):
    rs = engine.find_ruleset(ruleset_id)
    own = ids_of(rs)
    said, bad = set(), []
    for tap, detail in answers(ruleset_id):
        said.add(detail)
        for pattern, what in GENERIC:
            if pattern.search(detail):
                bad.append(f"{what}: {detail!r} (tap {tap})")
        for pattern in own:
            if pattern.search(detail):
                bad.append(f"the id {pattern.pattern!r}: {detail!r} (tap {tap})")
    assert len(said) >= 5, f"too few answers to judge: {said}"
    assert not bad, "\n".join(sorted(set(bad))[:40])


def test_the_issues_examples_are_said_in_the_games_words():
    from tests.positions import describe

    grove = engine.find_ruleset("grove")
    gs = G.create(grove, seats=[{"name": "Ana"}, {"name": "Bo"}], options={}, clock=None, seed=b"\1" * 32).state
    seat = G.to_act(grove, gs)[0]
    said = explain.why_not(grove, gs, seat, [{"place": "circle-1"}])["reasons"]
    assert any("no druid of yours is lying at Magic Circle 1" in r["detail"] for r in said), said
    # "card='desert_of_set', target=3, type='play'" was the answer to a Field card played at a target
    p = describe("battalla", active=0, turn=3, hands=[["desert_of_set"], ["corra"]])
    with pytest.raises(IllegalMove) as refused:
        p.play(0, {"type": "play", "card": "desert_of_set", "target": 3})
    assert refused.value.detail == "Desert of Set cannot target space 3 now (it can be played without a target)"
