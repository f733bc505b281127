"""Battalla's fast path (domain/battalla/fast.py) never drifts from the rules (decide + evolve)."""
from __future__ import annotations

import pytest

from .fast_check import check_determinized, check_playouts, check_search_agrees, preferring


def same(a, b):
    return a.st == b.st


def test_random_games_agree_move_by_move():
    # "turn_limit": short games reach the turn limit; random play also loses by penalty draws.
    stats = check_playouts("battalla", 2, 20, seed=1, same=same, options={"turn_limit": 40})
    assert stats["moves"] > 4000 and stats["finished"] == 20


# Mostly attack, move forward and play cards, seldom pass: games that end by penalty draws.
_aggressive = preferring(("direct_attack", "attack"), ("move", "play", "summon_hero", "react"), chance=0.85)


def test_purposeful_games_agree_up_to_a_penalty_loss():
    # "If at any point you draw the last card in your penalty card pile, you lose the game."
    stats = check_playouts("battalla", 2, 20, seed=2, same=same, choose=_aggressive)
    assert stats["finished"] == 20 and sum(n for w, n in stats["winners"].items() if w) >= 15
    assert stats["moves"] > 1000


def test_determinized_deals_as_the_ruleset_does_from_the_view_only():
    check_determinized("battalla", (20, 30, 40, 50), same)


@pytest.mark.parametrize("level", ["greedy", "mcts"])
def test_the_search_uses_the_fast_path_and_chooses_as_the_protocol_path_does(level):
    check_search_agrees("battalla", 2, level, (15, 25), iterations=150)


def _every_card_deck():
    """A legal custom deck with one copy of every non-Hero card and the two Hero Deck-effect heroes."""
    from domain.battalla.cards import CARDS, HERO

    main = sorted(cid for cid, c in CARDS.items() if c["type"] != HERO)
    return {"main": main, "heroes": ["odin", "isis", "apep", "valkyrie", "titania"]}


def test_custom_decks_with_every_card_agree_too():
    # Hero Deck effects ("face up on your Hero Deck"), Roam, Replace, Revive, Push, Negate...: every
    # card of the pool is in play, including those no starter deck holds.
    deck = _every_card_deck()
    options = {"deck_0": deck, "deck_1": deck, "turn_limit": 40}
    stats = check_playouts("battalla", 2, 12, seed=3, same=same, options=options, choose=_aggressive)
    assert stats["finished"] == 12 and stats["moves"] > 2000
