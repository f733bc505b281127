"""Combat, the chain, React windows and attacking directly."""
import pytest

from domain.engine import IllegalMove

from .helpers import RS, blank, cell, play, put, settle, types


def _links(drafts, event):
    return [d.data["card"] for d in drafts if d.type == event]


def test_an_attack_deals_atk_damage_without_retaliation_and_damage_persists():
    """"the attacking card will deal its atk value in damage to the opposing card. The defending card does not
    retaliate damage, and damage is persistent between turns." """
    st = blank(active=0)
    put(st, cell(2, 1), "corra", 0)
    put(st, cell(3, 1), "cyclops", 1)
    st, drafts = play(st, 0, {"type": "attack", "cell": cell(2, 1)})
    assert st["board"][cell(3, 1)]["dmg"] == 2 and st["board"][cell(2, 1)]["dmg"] == 0
    assert st["stamina"][0] == 4
    st, _ = play(st, 0, {"type": "pass_turn"})
    st, _ = play(st, 1, {"type": "pass_turn"})
    assert st["board"][cell(3, 1)]["dmg"] == 2
    st, _ = play(st, 0, {"type": "attack", "cell": cell(2, 1)})
    st = settle(st)  # seat 1 now holds a hand: a window opens (public information only)
    assert st["board"][cell(3, 1)]["dmg"] == 4
    with pytest.raises(IllegalMove, match="already attacked"):
        play(st, 0, {"type": "attack", "cell": cell(2, 1)})


def test_only_cards_facing_each_other_can_battle():
    """"When two cards owned by opposing players are facing each other, the turn player can declare an attack
    on the opposing card." """
    st = blank(active=0)
    put(st, cell(2, 1), "corra", 0)
    put(st, cell(3, 0), "cyclops", 1)
    with pytest.raises(IllegalMove, match="no opposing card faces"):
        play(st, 0, {"type": "attack", "cell": cell(2, 1)})
    put(st, cell(3, 1), "hoplite", 0)
    with pytest.raises(IllegalMove):
        play(st, 0, {"type": "attack", "cell": cell(2, 1)})


def test_the_defender_is_destroyed_at_zero_health_and_so_is_the_attacker():
    """"If the defender's health drops to 0 or below, destroy that card. Check the health of the attacking card
    as well, sometimes effects can place damage on the attacker." """
    st = blank(active=0)
    put(st, cell(2, 1), "berserker", 0, dmg=1)
    put(st, cell(3, 1), "hoplite", 1)
    st, drafts = play(st, 0, {"type": "attack", "cell": cell(2, 1)})
    destroyed = sorted(d.data["card"] for d in drafts if d.type == "CardDestroyed")
    assert destroyed == ["berserker", "hoplite"]
    assert st["discard"] == [["berserker"], ["hoplite"]]


def test_intimidate_gives_the_attacker_minus_one_atk():
    """"Intimidate: When this card is attacked, the attacking unit gets -1/+0" """
    st = blank(active=0)
    put(st, cell(2, 1), "corra", 0)
    put(st, cell(3, 1), "thorn_knight", 1)
    st, _ = play(st, 0, {"type": "attack", "cell": cell(2, 1)})
    assert st["board"][cell(3, 1)]["dmg"] == 1
    st, _ = play(st, 0, {"type": "pass_turn"})
    assert st["board"][cell(2, 1)]["atk"] == 0  # the -1 lasts for that battle's turn only


def test_three_links_resolve_in_reverse_and_the_defenders_trigger_comes_first():
    """"If multiple effects are triggered, the defender's effect will activate first" / "Effects on a chain
    resolve in REVERSE order. This means that the last effect added to a chain will resolve first." """
    st = blank(active=0)
    put(st, cell(2, 1), "spartan_vanguard", 0)  # When attacking: +1/+0
    put(st, cell(3, 1), "medusa", 1)  # When attacked: the attacker gets -2/+0
    st["hand"][1] = ["parry"]  # React: the attacking card gets -2/+0
    st, drafts = play(st, 0, {"type": "attack", "cell": cell(2, 1)})
    assert _links(drafts, "LinkAdded") == ["medusa", "spartan_vanguard"]
    assert RS.to_act(st) == [1] and st["window"] == 1
    assert RS.legal_moves(st, 1) == [{"type": "react", "card": "parry"}, {"type": "decline"}]
    st, drafts = play(st, 1, {"type": "react", "card": "parry"})
    assert _links(drafts, "LinkAdded") == ["parry"]
    assert _links(drafts, "LinkResolved") == ["parry", "spartan_vanguard", "medusa"]
    buffs = [d.data["why"] for d in drafts if d.type == "AtkChanged"]
    assert buffs == ["parry", "spartan_vanguard", "medusa"]
    # 3 - 2 + 1 - 2 = 0 damage
    assert st["board"][cell(3, 1)]["dmg"] == 0
    assert RS.to_act(st) == [0] and st["discard"][1] == ["parry"] and st["stamina"][1] == 4


def test_a_response_window_opens_only_for_a_usable_react():
    """"Response: A player may choose to use a "React" effect. This effect is added to the end of a chain." /
    "React: This effect can be activated on your opponent's turn" """
    st = blank(active=0)
    put(st, cell(2, 1), "corra", 0)
    put(st, cell(3, 1), "cyclops", 1)
    st["hand"][1] = ["zeus_bolt", "parry"]
    st["stamina"][1] = 0  # Parry costs 1: no usable React, no window
    after, drafts = play(st, 0, {"type": "attack", "cell": cell(2, 1)})
    assert "WindowOpened" not in types(drafts) and RS.to_act(after) == [0]
    st["stamina"][1] = 1
    after, drafts = play(st, 0, {"type": "attack", "cell": cell(2, 1)})
    assert "WindowOpened" in types(drafts) and RS.to_act(after) == [1]
    with pytest.raises(IllegalMove, match="must React or decline"):
        play(after, 0, {"type": "pass_turn"})
    done, drafts = play(after, 1, {"type": "decline"})
    assert done["board"][cell(3, 1)]["dmg"] == 2 and RS.to_act(done) == [0]
    assert done["hand"][1] == ["zeus_bolt", "parry"]
    with pytest.raises(IllegalMove, match="nothing to React"):
        play(done, 0, {"type": "react", "card": "parry"})


def test_a_react_from_the_field_answers_an_effect_and_fae_ward_negates():
    """"React: This effect can be activated on your opponent's turn, in response to an action, effect, or card
    that they have activated." """
    st = blank(active=0)
    put(st, cell(1, 0), "centaur_archer", 0)
    put(st, cell(3, 2), "corra", 1)
    st["hand"][1] = ["fae_ward"]
    st, drafts = play(st, 0, {"type": "activate", "cell": cell(1, 0), "effect": 0, "target": cell(3, 2)})
    assert RS.to_act(st) == [1]
    st, drafts = play(st, 1, {"type": "react", "card": "fae_ward"})
    assert "LinkNegated" in types(drafts) and st["board"][cell(3, 2)]["dmg"] == 0
    assert st["stamina"][0] == 4  # the (1) was paid anyway


def test_when_damaged_effects_start_a_new_chain_after_damage():
    """"Damage effects: Effects that activate "When damaged" or "when battling" will now activate. This will
    start a new chain" """
    st = blank(active=0)
    put(st, cell(2, 1), "corra", 0)
    put(st, cell(3, 1), "scarab_swarm", 1, dmg=0)
    st["board"][cell(3, 1)]["items"] = [{"card": "bronze_shield", "owner": 1}]  # survives the hit
    st, drafts = play(st, 0, {"type": "attack", "cell": cell(2, 1)})
    t = types(drafts)
    assert t.index("DamageStep") < t.index("LinkAdded") < t.index("CombatEnded")
    assert st["board"][cell(2, 1)]["dmg"] == 1 and st["board"][cell(3, 1)]["dmg"] == 1  # Intimidate from the shield


def test_a_direct_attack_makes_the_opponent_draw_a_penalty_card_and_the_unit_returns_to_hand():
    """"If you control a card that is in your opponent's front row or summoning row, you can choose to have
    that card attack directly. Doing so will cause your opponent to draw a card from their penalty card pile."
    / "Units that attack directly are returned to the hand after attacking." """
    st = blank(active=0)
    put(st, cell(2, 0), "corra", 0)
    put(st, cell(3, 1), "hoplite", 0, items=[("war_banner", 0)])
    with pytest.raises(IllegalMove, match="front or summoning row"):
        play(st, 0, {"type": "direct_attack", "cell": cell(2, 0)})
    pen = list(st["penalty"][1])
    st, drafts = play(st, 0, {"type": "direct_attack", "cell": cell(3, 1)})
    assert st["penalty"][1] == pen[:-1] and st["hand"][1] == [pen[-1]]
    assert st["board"][cell(3, 1)] is None and st["hand"][0] == ["hoplite"] and st["discard"][0] == ["war_banner"]
    drawn = next(d for d in drafts if d.type == "CardsDrawn")
    assert drawn.data == {"seat": 1, "count": 1, "from": "penalty"} and drawn.private == {"1": {"cards": [pen[-1]]}}


def test_a_hero_that_attacks_directly_returns_to_its_summoning_row_or_is_destroyed():
    """"Heros that attack directly are returned to their owner's summoning row, in the same lane that they
    attacked from. If there is already a card in this spot, the Hero will be destroyed" """
    st = blank(active=1)
    put(st, cell(0, 2), "oberon", 1)
    put(st, cell(1, 0), "valkyrie", 1)
    put(st, cell(4, 0), "corra", 1)
    st, _ = play(st, 1, {"type": "direct_attack", "cell": cell(0, 2)})
    assert st["board"][cell(4, 2)]["card"] == "oberon" and st["board"][cell(0, 2)] is None
    st, _ = play(st, 1, {"type": "direct_attack", "cell": cell(1, 0)})
    st = settle(st)  # seat 0 drew a penalty card: it may hold a React, so a window opens
    assert st["board"][cell(1, 0)] is None and st["board"][cell(4, 0)]["card"] == "corra"
    assert "valkyrie" in st["discard"][1] and len(st["penalty"][0]) == 3


def test_drawing_the_last_penalty_card_loses():
    """"If at any point you draw the last card in your penalty card pile, you lose the game." """
    st = blank(active=0)
    st["penalty"][1] = st["penalty"][1][:1]
    put(st, cell(4, 1), "corra", 0)
    st, drafts = play(st, 0, {"type": "direct_attack", "cell": cell(4, 1)})
    assert types(drafts)[-1] == "PlayerLost"
    out = RS.outcome(st)
    assert out.winners == [0] and out.reason == "drew the last penalty card"
    assert RS.to_act(st) == []


def test_when_battling_effects_of_both_cards_trigger_after_damage():
    """"Damage effects: Effects that activate "When damaged" or "when battling" will now activate." """
    st = blank(active=0)
    put(st, cell(2, 1), "gladiator", 0, dmg=2)
    put(st, cell(3, 1), "corra", 1)
    st, drafts = play(st, 0, {"type": "attack", "cell": cell(2, 1)})
    t = types(drafts)
    assert t.index("DamageStep") < t.index("LinkAdded") and st["board"][cell(2, 1)]["dmg"] == 1
    assert st["board"][cell(3, 1)] is None
