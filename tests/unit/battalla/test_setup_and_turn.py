"""Game setup and the turn structure of Battalla!"""
import pytest

from domain.engine import IllegalMove, NotYourTurn
from domain.engine import game as G
from .helpers import RS, new_game, blank, cell, play, put, started, types

SEED = b"\x05" * 32


def _created(options=None):
    return new_game("battalla", 2, options, SEED)


def test_the_die_roll_winner_chooses_to_go_first_or_second():
    """"both players roll a die; the player who rolls the highest number may choose to go first or second." """
    rs, gs, envs = _created()
    rolled = next(e for e in envs if e["type"] == "DieRolled")["data"]
    a, b = rolled["rolls"][-1]
    assert a != b and rolled["winner"] == (0 if a > b else 1)
    winner = rolled["winner"]
    assert G.to_act(rs, gs) == [winner]
    with pytest.raises(NotYourTurn):
        G.move(rs, gs, 1 - winner, {"type": "choose_order", "first": True}, SEED)
    gs = G.move(rs, gs, winner, {"type": "choose_order", "first": False}, SEED).state
    assert gs["game"]["first"] == 1 - winner


def test_both_draw_five_and_the_mulligan_draws_as_many_as_returned():
    """"Both players will draw 5 cards to their hand. Each player may choose any number of these cards to
    shuffle back into the deck, and then draw the same number of cards shuffled." """
    rs, gs, envs = _created()
    st = gs["game"]
    assert [len(h) for h in st["hand"]] == [5, 5]
    gs = G.move(rs, gs, st["die_winner"], {"type": "choose_order", "first": True}, SEED).state
    assert G.to_act(rs, gs) == [0, 1]
    back = sorted(gs["game"]["hand"][0][:2])
    deck_before = len(gs["game"]["deck"][0])
    d = G.move(rs, gs, 0, {"type": "mulligan", "cards": list(reversed(back))}, SEED)
    st = d.state["game"]
    assert len(st["hand"][0]) == 5 and len(st["deck"][0]) == deck_before
    assert types(d.drafts)[:2] == ["MulliganTaken", "CardsDrawn"]
    assert d.drafts[0].data == {"seat": 0, "count": 2}
    assert "order" in d.drafts[0].private["server"]
    with pytest.raises(IllegalMove):
        G.move(rs, d.state, 1, {"type": "mulligan", "cards": ["not_a_card"]}, SEED)


@pytest.mark.parametrize("speed,size", [(False, 5), (True, 3)])
def test_penalty_piles_take_the_top_cards_of_the_deck(speed, size):
    """"Both players will set the top 5 cards of their deck into their penalty pile. (Speed formats will use
    3 cards instead of 5)" """
    st = started({"speed": speed})
    assert [len(p) for p in st["penalty"]] == [size, size]
    assert [len(d) for d in st["deck"]] == [40 - 5 - size, 40 - 5 - size]  # both starters hold 40 cards


def test_the_first_player_does_not_draw_on_the_first_turn_but_the_second_does():
    """"The player going first will not draw on their first turn." / "To start your turn draw the top card
    from your Main Deck." """
    st = started()
    first = st["active"]
    assert st["turn"] == 1 and len(st["hand"][first]) == 5
    top = st["deck"][1 - first][-1]
    st, drafts = play(st, first, {"type": "pass_turn"})
    assert st["active"] == 1 - first and len(st["hand"][1 - first]) == 6
    assert st["hand"][1 - first][-1] == top


def test_stamina_is_set_to_five_then_effects_such_as_athenas_ha():
    """"Set your stamina count to 5, then calculate any effects that change the amount of stamina you have on
    your turn, such as Athena's HA." """
    st = blank(active=1)
    st["fieldzone"][0] = "athenas_ha"
    st["stamina"][0] = 0
    st, _ = play(st, 1, {"type": "pass_turn"})
    assert st["stamina"][0] == 6
    st["fieldzone"][0] = None
    st, _ = play(st, 0, {"type": "pass_turn"})
    st, _ = play(st, 1, {"type": "pass_turn"})
    assert st["stamina"][0] == 5


def test_start_of_turn_effects_such_as_hydras_poison():
    """"After calculating stamina, activate any effects that happen at the start of your turn. This includes
    effects such as Hydra's Poison." """
    st = blank(active=0)
    st["hand"][0] = ["hydras_poison"]
    victim = put(st, cell(3, 1), "corra", 1)
    st, _ = play(st, 0, {"type": "play", "card": "hydras_poison", "target": cell(3, 1)})
    assert st["board"][cell(3, 1)]["items"] == [{"card": "hydras_poison", "owner": 0}]
    st, drafts = play(st, 0, {"type": "pass_turn"})
    assert st["board"][cell(3, 1)]["dmg"] == 1
    hits = [d for d in drafts if d.type == "DamageDealt"]
    assert hits[0].data["uid"] == victim
    assert types(drafts).index("StaminaSet") < types(drafts).index("DamageDealt")


def test_end_of_turn_effects_such_as_apep():
    """"Activate any effects that happen at the end of your turn. This includes effects such as Apep- The Demon
    of Chaos." """
    st = blank(active=0)
    put(st, cell(0, 0), "apep", 0)
    put(st, cell(0, 1), "cyclops", 0)
    put(st, cell(4, 2), "fae_sprite", 1)
    st, drafts = play(st, 0, {"type": "pass_turn"})
    assert st["board"][cell(0, 0)]["dmg"] == 0
    assert st["board"][cell(0, 1)]["dmg"] == 1
    assert st["board"][cell(4, 2)] is None and "fae_sprite" in st["discard"][1]
    assert types(drafts).index("CardDestroyed") < types(drafts).index("TurnEnded")


def test_you_may_play_cards_as_long_as_you_have_the_stamina():
    """"When playing cards, start by paying their stamina cost" / "You may continue to play cards as long as you
    have the resources to do so." """
    st = blank(active=0)
    st["hand"][0] = ["cyclops", "hoplite", "hoplite"]
    st["stamina"][0] = 7
    st, _ = play(st, 0, {"type": "play", "card": "cyclops", "lane": 0})
    assert st["stamina"][0] == 2
    st, _ = play(st, 0, {"type": "play", "card": "hoplite", "lane": 1})
    assert st["stamina"][0] == 0
    with pytest.raises(IllegalMove, match="costs 2 stamina; you have 0"):
        play(st, 0, {"type": "play", "card": "hoplite", "lane": 2})


def test_field_cards_go_to_the_field_zone_and_assists_to_the_discard():
    """"Field cards must be played in the field zone" / "Assists cards do not take up space on the field. After
    their effect is resolved, they go to the discard." """
    st = blank(active=0)
    st["hand"][0] = ["athenas_ha", "desert_of_set", "zeus_bolt"]
    put(st, cell(2, 0), "cyclops", 1)
    st, _ = play(st, 0, {"type": "play", "card": "athenas_ha"})
    st, _ = play(st, 0, {"type": "play", "card": "zeus_bolt", "target": cell(2, 0)})
    assert st["fieldzone"][0] == "athenas_ha" and st["discard"][0] == ["zeus_bolt"]
    assert st["board"][cell(2, 0)]["dmg"] == 2
    st["stamina"][0] = 5
    st, _ = play(st, 0, {"type": "play", "card": "desert_of_set"})
    assert st["fieldzone"][0] == "desert_of_set" and st["discard"][0] == ["zeus_bolt", "athenas_ha"]
