"""Deck building options and illegal moves."""
import pytest

from domain.battalla.cards import starter
from domain.engine import IllegalMove, InvalidOptions, MalformedMove, Rng

from .helpers import RS, blank, cell, new_game, play, put, started


def _custom(main, heroes=()):
    return {"main": main, "heroes": list(heroes)}


GOOD = _custom(starter("olympus")["main"], ["perseus", "apep"])


def test_a_valid_custom_deck_is_accepted_and_used():
    """"Each player should have a Main Deck of 40-60 cards, with no more than 3 copies of any single card." """
    opts = RS.check_options({"deck_0": GOOD})
    assert opts["deck_1"] == "wildwood" and opts["speed"] is False
    _, gs, _ = new_game("battalla", 2, {"deck_0": GOOD})
    assert gs["game"]["heroes"][0] == ["perseus", "apep"]


@pytest.mark.parametrize("deck,words", [
    (_custom(["corra"] * 3 + ["hoplite"] * 3), "it must have 40-60"),
    (_custom(["corra"] * 4 + GOOD["main"][4:]), "4 copies of corra"),
    (_custom(GOOD["main"], ["perseus", "apep", "ra", "medusa", "hercules", "titania"]), "up to 5"),
    (_custom(GOOD["main"], ["perseus", "perseus"]), "only 1 copy"),
    (_custom(GOOD["main"], ["corra"]), "not a Hero"),
    (_custom(GOOD["main"][:-1] + ["perseus"]), "must start the game in the Hero Deck"),
    (_custom(GOOD["main"][:-1] + ["excalibur"]), "unknown card 'excalibur'"),
    ("dragons", "unknown starter deck"),
    ([1, 2], "must be a starter deck name"),
])
def test_a_bad_deck_is_rejected_naming_what_is_wrong(deck, words):
    """"Each player should have a Hero Deck (HD) with up to 5 cards, there can only be 1 copy of each card in
    the HD" """
    with pytest.raises(InvalidOptions) as err:
        RS.check_options({"deck_1": deck})
    assert words in err.value.errors["options.deck_1"] and words in err.value.detail


def test_bad_moves_raise_illegal_move_and_nothing_else():
    """Every rule breach is an IllegalMove (never an IndexError or KeyError)."""
    st = blank(active=0)
    put(st, cell(2, 1), "corra", 0)
    put(st, cell(3, 1), "cyclops", 1)
    st["hand"][0] = ["hoplite", "zeus_bolt", "second_wind", "war_banner"]
    bad = [
        {"type": "move", "cell": 7, "to": 14}, {"type": "move", "cell": 0, "to": 1},
        {"type": "move", "cell": cell(3, 1), "to": cell(2, 1)}, {"type": "attack", "cell": 14},
        {"type": "attack", "cell": cell(3, 1)}, {"type": "direct_attack", "cell": cell(2, 1)},
        {"type": "play", "card": "cyclops", "lane": 0}, {"type": "play", "card": "hoplite"},
        {"type": "play", "card": "hoplite", "lane": 1}, {"type": "play", "card": "zeus_bolt"},
        {"type": "play", "card": "zeus_bolt", "target": cell(2, 1)}, {"type": "play", "card": "zeus_bolt", "target": 0},
        {"type": "play", "card": "second_wind", "discard": "cyclops"}, {"type": "play", "card": "war_banner", "target": 9},
        {"type": "play", "card": "hoplite", "lane": 0, "target": 3}, {"type": "play", "card": "hoplite", "replace": 7},
        {"type": "activate", "cell": cell(2, 1), "effect": 0}, {"type": "activate", "cell": 0, "effect": 3},
        {"type": "activate", "cell": cell(3, 1), "effect": 0}, {"type": "summon_hero", "card": "corra", "lane": 0},
        {"type": "summon_hero", "card": "titania", "lane": 1}, {"type": "react", "card": "parry"},
        {"type": "react"}, {"type": "decline"}, {"type": "choose_order", "first": True},
        {"type": "mulligan", "cards": []},
    ]
    for mv in bad:
        RS.check_move(mv)
        with pytest.raises(IllegalMove):
            play(st, 0, mv)
    with pytest.raises(MalformedMove):
        RS.check_move({"type": "move", "cell": 15, "to": 0})


def test_the_engine_accepts_every_listed_move_and_rejects_the_rest():
    """decide accepts exactly what legal_moves lists (checked on every move of a playout too)."""
    st = started()
    seat = st["active"]
    legal = RS.legal_moves(st, seat)
    assert {"type": "pass_turn"} in legal
    for mv in legal:
        assert RS.decide(st, seat, mv, Rng(b"k" * 32, 3))
    assert RS.legal_moves(st, 1 - seat) == []


@pytest.mark.parametrize("name", ["olympus", "wildwood"])
def test_the_starter_decks_keep_the_deck_building_rules(name):
    """"Each player should have a Main Deck of 40-60 cards, with no more than 3 copies of any single card." and
    "Each player should have a Hero Deck (HD) with up to 5 cards, there can only be 1 copy of each card in the HD"
    (the balanced lists of docs/rules/battalla.md)."""
    from collections import Counter

    from domain.battalla.moves import deck_problems

    deck = starter(name)
    assert deck_problems(deck) == []
    assert 40 <= len(deck["main"]) <= 60 and max(Counter(deck["main"]).values()) <= 3
    assert 1 <= len(deck["heroes"]) <= 5 and len(set(deck["heroes"])) == len(deck["heroes"])
