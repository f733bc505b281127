"""Every keyword of the seed, on hand-made positions."""
import pytest

from domain.battalla.cards import CARDS, POOL
from domain.engine import IllegalMove

from .helpers import RS, blank, cell, play, put, types, settle

KEYWORDS = ("1/turn", "(#)", "Surprise", "Attached", "Intimidate", "Revive", "Discard", "Sacrifice", "Replace",
            "Search", "React")


def test_the_pool_has_forty_cards_of_every_type_and_uses_every_keyword():
    """"Currently, the game has the following keywords: 1/turn ... React" (and the named cards)."""
    assert len(POOL) >= 40
    assert {c["type"] for c in POOL} == {"Unit", "Hero", "Assist", "Field"}
    for name in ("Corra", "Athena's HA", "Hydra's Poison", "Apep - The Demon of Chaos"):
        assert any(c["name"] == name for c in POOL)
    effects = [e for c in POOL for e in c["effects"]]
    assert any(e.get("once") for e in effects)
    assert any(e.get("cost") for e in effects)
    assert any(e.get("attached") for e in effects)
    assert {e.get("needs") for e in effects} >= {"discard", "sacrifice"}
    ops = {op[0] for e in effects for op in e["ops"]}
    assert {"revive", "search"} <= ops
    kws = {k for c in POOL for k in c["keywords"]}
    assert {"Surprise", "Intimidate", "Replace", "React"} <= kws
    assert RS.resources()["cards"] == POOL


def test_one_per_turn_per_card():
    """"1/turn: This effect can only be activated once per turn, per card." """
    st = blank(active=0)
    put(st, cell(1, 0), "centaur_archer", 0)
    put(st, cell(1, 1), "centaur_archer", 0)
    put(st, cell(3, 2), "cyclops", 1)
    st, _ = play(st, 0, {"type": "activate", "cell": cell(1, 0), "effect": 0, "target": cell(3, 2)})
    with pytest.raises(IllegalMove, match="1/turn"):
        play(st, 0, {"type": "activate", "cell": cell(1, 0), "effect": 0, "target": cell(3, 2)})
    st, _ = play(st, 0, {"type": "activate", "cell": cell(1, 1), "effect": 0, "target": cell(3, 2)})
    assert st["board"][cell(3, 2)]["dmg"] == 2
    st, _ = play(st, 0, {"type": "pass_turn"})
    st, _ = play(st, 1, {"type": "pass_turn"})
    st, _ = play(st, 0, {"type": "activate", "cell": cell(1, 0), "effect": 0, "target": cell(3, 2)})


def test_activation_cost_in_parentheses_is_paid_in_stamina():
    """"(#): The number in parenthesis is the amount of stamina you must pay to activate this effect." """
    st = blank(active=0)
    put(st, cell(1, 0), "draugr", 0)
    st["discard"][0] = ["hoplite"]
    st["stamina"][0] = 1
    with pytest.raises(IllegalMove, match=r"costs \(2\) stamina"):
        play(st, 0, {"type": "activate", "cell": cell(1, 0), "effect": 0})
    st["stamina"][0] = 3
    st, _ = play(st, 0, {"type": "activate", "cell": cell(1, 0), "effect": 0})
    assert st["stamina"][0] == 1


def test_attached_effects_are_given_to_the_host():
    """"Attached: This effect is given to the card this item is attached to" / "Assist cards can always be
    attached from the hand" """
    st = blank(active=0)
    put(st, cell(2, 0), "corra", 0)
    put(st, cell(3, 0), "cyclops", 1)
    st["hand"][0] = ["war_banner"]
    st, _ = play(st, 0, {"type": "play", "card": "war_banner", "target": cell(2, 0)})
    assert st["board"][cell(2, 0)]["items"] == [{"card": "war_banner", "owner": 0}]
    st, _ = play(st, 0, {"type": "attack", "cell": cell(2, 0)})
    assert st["board"][cell(3, 0)]["dmg"] == 3


def test_item_units_attach_by_their_own_effect_some_from_the_hand():
    """"unit or hero cards that have the "Item" attribute must be attached by their own effect (for some cards
    this WILL allow attachment from the hand.)" """
    st = blank(active=0)
    put(st, cell(0, 0), "corra", 0, dmg=1)
    put(st, cell(0, 1), "living_blade", 0)
    st["hand"][0] = ["fae_lantern", "living_blade"]
    assert {"type": "play", "card": "living_blade", "target": cell(0, 0)} not in RS.legal_moves(st, 0)
    st, _ = play(st, 0, {"type": "play", "card": "fae_lantern", "target": cell(0, 0)})
    st, _ = play(st, 0, {"type": "activate", "cell": cell(0, 1), "effect": 0, "target": cell(0, 0)})
    host = st["board"][cell(0, 0)]
    assert [i["card"] for i in host["items"]] == ["fae_lantern", "living_blade"] and st["board"][cell(0, 1)] is None
    st, _ = play(st, 0, {"type": "pass_turn"})
    st, _ = play(st, 1, {"type": "pass_turn"})
    st = settle(st)  # seat 1 may answer the start-of-turn chain with a React
    assert st["board"][cell(0, 0)]["dmg"] == 0  # the lantern healed its host at the start of the turn


def test_revive_summons_a_unit_from_the_discard_with_the_revived_attribute():
    """"Revive: Summon a unit from your discard. This unit gains the "Revived" attribute." """
    st = blank(active=0)
    st["discard"][0] = ["hoplite", "zeus_bolt", "perseus"]
    st["hand"][0] = ["grave_call"]
    st, _ = play(st, 0, {"type": "play", "card": "grave_call"})
    p = st["board"][cell(0, 0)]
    assert p["card"] == "hoplite" and p["revived"] is True
    assert st["discard"][0] == ["zeus_bolt", "perseus", "grave_call"]


def test_discard_sends_a_card_from_hand_to_the_discard_pile():
    """"Discard: Send a card from your hand to the discard pile" """
    st = blank(active=0)
    st["hand"][0] = ["second_wind", "cyclops"]
    st["deck"][0] = ["a_top_card_never_drawn", "hoplite", "corra"][1:]
    st, drafts = play(st, 0, {"type": "play", "card": "second_wind", "discard": "cyclops"})
    assert st["discard"][0] == ["cyclops", "second_wind"] and sorted(st["hand"][0]) == ["corra", "hoplite"]
    with pytest.raises(IllegalMove):
        play(blank(), 0, {"type": "play", "card": "second_wind", "discard": "cyclops"})


def test_sacrifice_sends_a_card_you_control_to_the_discard():
    """"Sacrifice: Send a card you control from the field to the discard pile" """
    st = blank(active=0)
    put(st, cell(0, 2), "fae_sprite", 0)
    put(st, cell(3, 2), "corra", 1)
    st["hand"][0] = ["offering"]
    with pytest.raises(IllegalMove):
        play(st, 0, {"type": "play", "card": "offering", "sacrifice": cell(3, 2)})
    st, _ = play(st, 0, {"type": "play", "card": "offering", "sacrifice": cell(0, 2)})
    assert st["board"][cell(0, 2)] is None and st["discard"][0] == ["fae_sprite", "offering"]
    assert st["stamina"][0] == 8


def test_replace_takes_the_place_and_counters_of_the_replaced_card():
    """"Replace: Send a card you control from the field to the discard, then summon this card in its place. This
    card gains all the same permanent counters as the replaced card. (Including damage, time on the field, and
    actions taken this turn.)" """
    st = blank(active=0)
    put(st, cell(2, 1), "hoplite", 0, dmg=1, summoned=1)
    put(st, cell(3, 1), "cyclops", 1)
    st["board"][cell(2, 1)]["moved"] = True
    st["hand"][0] = ["myrmidon"]
    st, _ = play(st, 0, {"type": "play", "card": "myrmidon", "replace": cell(2, 1)})
    p = st["board"][cell(2, 1)]
    assert (p["card"], p["dmg"], p["moved"], p["summoned"]) == ("myrmidon", 1, True, 1)
    assert st["discard"][0] == ["hoplite"]
    st, _ = play(st, 0, {"type": "attack", "cell": cell(2, 1)})  # time on the field: it may attack
    assert st["board"][cell(3, 1)]["dmg"] == 4


def test_search_takes_the_card_and_always_shuffles_the_deck():
    """"Search: Look for a specific card. Always shuffle your deck if it is searched." """
    st = blank(active=0)
    st["hand"][0] = ["forage", "forage"]
    st["deck"][0] = ["hoplite", "corra", "cyclops", "harpy"]
    st, drafts = play(st, 0, {"type": "play", "card": "forage"})
    assert "corra" in st["hand"][0] and "corra" not in st["deck"][0]
    shuffle = next(d for d in drafts if d.type == "DeckShuffled")
    assert shuffle.data == {"seat": 0} and sorted(shuffle.private["server"]["order"]) == ["cyclops", "harpy", "hoplite"]
    st, drafts = play(st, 0, {"type": "play", "card": "forage"})  # nothing to find: still shuffled
    assert "DeckShuffled" in types(drafts) and next(d for d in drafts if d.type == "CardSearched").data["card"] is None


def test_surprise_and_react_keywords_are_on_cards():
    """"Surprise: This card can attack the turn it is summoned" / "React: ... on your opponent's turn" """
    assert "Surprise" in CARDS["harpy"]["keywords"] and "React" in CARDS["parry"]["keywords"]
    st = blank(active=0)
    st["hand"][0] = ["parry"]
    assert not [m for m in RS.legal_moves(st, 0) if m.get("card") == "parry"]
