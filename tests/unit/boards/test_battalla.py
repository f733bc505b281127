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


def test_a_long_card_name_fits_its_space_in_words_not_cut_mid_word():
    """The phone's mat spaces hold about 12 characters of a name (docs/screenshots/phone-battalla-*):
    a name is never drawn cut off in the middle of a word."""
    from api.boards.svg import fit_name

    assert fit_name("Glade Warden", 12) == ("Glade Warden", False)
    assert fit_name("Oberon, Fae King", 12) == ("Oberon", False)  # the part before the comma
    assert fit_name("Centaur Archer", 12) == ("Centaur Archer", True)  # squeezed a little
    text, squeezed = fit_name("Ancient Sentinel of the Vale", 12)
    assert text == "Ancient…" and not squeezed
    from domain.battalla.cards import CARDS

    for card in CARDS.values():  # every card's name, as drawn, is a whole word or words
        text, _ = fit_name(card["name"], 12)
        shown = text.removesuffix("…")
        assert card["name"].startswith(shown) and (shown == card["name"] or card["name"][len(shown)] in ", "), text
