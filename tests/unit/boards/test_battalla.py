"""The Battalla! picture: every card on the mat with its effective figures, the caller's hand and
Hero Deck face up, the opponent's only as counts; moves reachable by clicks."""
import json
import xml.etree.ElementTree as ET

import pytest

from api.boards import render
from api.boards.battalla import effective
from domain import engine
from domain.battalla.cards import CARDS

from .helpers import game_at, play


def _with(root, attr):
    return [el for el in root.iter() if attr in el.attrib]


@pytest.mark.parametrize("moves", [3, 60, 90, None])
@pytest.mark.parametrize("seat", [0, 1, None])
def test_mat_cards_and_hands_match_the_view(moves, seat):
    game, last = game_at("battalla", 2, moves, seat, seed=2)
    root = ET.fromstring(render(game, last))
    view = game["view"]
    on_mat = {int(u.get("data-unit")): (u.get("data-card"), int(u.get("data-atk")), int(u.get("data-health")))
              for u in _with(root, "data-unit")}
    assert on_mat == {p["uid"]: (p["card"], *effective(p)) for p in view["board"] if p}
    hand = [c.get("data-hand-card") for c in _with(root, "data-hand-card")]
    assert hand == (view["hand"] if seat is not None else [])
    hero = [c.get("data-hero-card") for c in _with(root, "data-hero-card")]
    assert hero == (view["hero_deck"] if seat is not None else [])


@pytest.mark.parametrize("moves", [40, 90, 120])
def test_the_other_seat_hand_hero_deck_penalty_pile_and_deck_never_appear(moves):
    rs, gs, _ = play("battalla", 2, moves, seed=5)
    state = gs["game"]
    public = {p["card"] for p in state["board"] if p} | set(state["discard"][0]) | set(state["discard"][1]) \
        | {c for c in state["fieldzone"] if c} | {it["card"] for p in state["board"] if p for it in p["items"]} \
        | set(state["face_up"][0]) | set(state["face_up"][1])  # turned face up on a Hero Deck: public
    for viewer, other in ((1, 0), (None, 0), (None, 1), (0, 1)):
        game, last = game_at("battalla", 2, moves, viewer, seed=5)
        picture = render(game, last)
        mine = set(state["hand"][viewer]) | set(state["heroes"][viewer]) if viewer is not None else set()
        secret = set(state["hand"][other]) | set(state["heroes"][other]) | set(state["penalty"][other]) \
            | set(state["deck"][other])
        for card in secret:
            if card in public or card in mine:
                continue
            assert f'="{card}"' not in picture and CARDS[card]["name"] not in picture, (viewer, card)


@pytest.mark.parametrize("moves", [1, 2, 3, 10, 30, 60, 90])
def test_every_board_field_of_every_legal_move_can_be_clicked(moves):
    rs, gs, _ = play("battalla", 2, moves, seed=8)
    for seat in engine.to_act(rs, gs):
        game, last = game_at("battalla", 2, moves, seat, seed=8)
        root = ET.fromstring(render(game, last))
        partials = [p for el in _with(root, "data-pick") for p in json.loads(el.get("data-pick"))]
        for mv in rs.legal_moves(gs["game"], seat):
            for field in ("cell", "to", "target", "replace", "sacrifice", "lane", "card", "discard"):
                if field in mv:
                    assert {field: mv[field]} in partials, (field, mv)


def _card_game(names_of: list, seat=0):
    """A game body whose mat holds the given cards (one a space, the two seats' alternately), whose
    hand holds them too and whose Hero Deck holds its heroes; figures and items do not matter here."""
    game, _ = game_at("battalla", 2, 60, seat, seed=2)
    board = [{"uid": i, "card": c, "owner": i % 2, "atk_eff": 3, "health_eff": 5, "dmg": 1, "health_left": 4,
              "items": [{"card": "bronze_shield"}] if i % 2 else [], "moved": True}
             for i, c in enumerate(names_of)]
    game["view"]["board"] = board + [None] * (15 - len(board))
    game["view"]["hand"] = list(names_of)
    game["view"]["hero_deck"] = [c for c in names_of if CARDS[c]["type"] == "Hero"]
    return game


def _drawn_names(group) -> str:
    """The words a card's name is drawn in: its name lines (data-name-line), in order."""
    lines = sorted((el for el in group.iter() if el.get("data-name-line") is not None),
                   key=lambda el: int(el.get("data-name-line")))
    return " ".join(el.text for el in lines)


@pytest.mark.parametrize("panel", [False, True], ids=["phone", "picture"])
def test_every_card_name_is_drawn_whole_in_its_card(panel):
    """docs/screenshots/battalla-middle.png read "Oracle of..." on the phone and the picture's hand
    cut names at 12 characters: every card of the seed is drawn by its whole name, in whole words
    on at most two lines, never with an ellipsis, each line within its card's width."""
    ids = sorted(CARDS)
    assert "bronze_shield" in CARDS
    for start in range(0, len(ids), 15):
        chunk = ids[start:start + 15]
        picture = render(_card_game(chunk), None, panel=panel)
        assert "…" not in picture and "..." not in picture
        root = ET.fromstring(picture)
        units = {u.get("data-card"): u for u in _with(root, "data-unit")}
        hands = {u.get("data-hand-card"): u for u in _with(root, "data-hand-card")}
        assert set(units) == set(chunk) and (panel is False or set(hands) == set(chunk))
        for card in chunk:  # the card's drawn words hold its name's words, one after the other
            name = CARDS[card]["name"]
            for group in [units[card]] + ([hands[card]] if panel else []):
                drawn = " ".join(el.text or "" for el in group.iter() if el.tag.endswith("text")).split()
                words = name.split()
                assert any(drawn[i:i + len(words)] == words for i in range(len(drawn))), (card, drawn, panel)
    # imported after the check of the words: an old renderer fails on them, not on an import
    from api.boards import battalla
    from api.boards.svg import text_width, wrap_name

    for start in range(0, len(ids), 15):  # in whole words on one or two lines, within the card
        chunk = ids[start:start + 15]
        root = ET.fromstring(render(_card_game(chunk), None, panel=panel))
        units = {u.get("data-card"): u for u in _with(root, "data-unit")}
        hands = {u.get("data-hand-card"): u for u in _with(root, "data-hand-card")}
        for card in chunk:
            name = CARDS[card]["name"]
            for group in [units[card]] + ([hands[card]] if panel else []):
                lines = [el for el in group.iter() if el.get("data-name-line") is not None]
                assert 1 <= len(lines) <= 2 and _drawn_names(group) == " ".join(name.split()), (card, panel)
                card_rect = next(el for el in group.iter() if el.tag.endswith("rect"))
                right = float(card_rect.get("x")) + float(card_rect.get("width"))
                for el in lines:  # held within the card: its measured width, or the room it is fitted to
                    bold = "hname" not in el.get("class")
                    size = {"cname": 12, "hname": 10, "p-name": 13}[el.get("class").split()[0]]
                    size = 12.5 if "p-two" in el.get("class") else size
                    width = float(el.get("textLength") or text_width(el.text, size, bold))
                    assert float(el.get("x")) + width <= right - 3, (card, el.text, panel)
    # on the phone, three spaces across a 390 px screen: the longest names wrap, none is squeezed
    # below 80% of its natural width
    for name in sorted((c["name"] for c in CARDS.values()), key=len)[-8:]:
        lines = wrap_name(name, battalla.P_ROOM, 12.5, bold=True)
        assert len(lines) == 2 and " ".join(lines) == name, name
        widest = max(text_width(line, 12.5, True) for line in lines)
        assert widest * 0.8 <= battalla.P_ROOM, (name, widest)
    assert battalla.P_W <= 390 - 2 * 8  # the page's margins at phone width

