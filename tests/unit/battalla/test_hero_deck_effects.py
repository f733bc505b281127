"""Effects of cards face up on the Hero Deck (issue 14, item 7)."""
import pytest

from domain.engine import IllegalMove

from .helpers import RS, blank, cell, play, put


def _with_heroes(*heroes):
    st = blank(active=0)
    st["heroes"][0] = list(heroes)
    return st


def test_a_face_up_hero_deck_card_activates_its_effect():
    """"Activate Effects - Activate the effects of cards on the field or face up on your Hero Deck": Odin, turned
    face up, draws a card for (2) once per turn without leaving the Hero Deck."""
    st = _with_heroes("odin", "perseus")
    assert {"type": "reveal_hero", "card": "odin"} in RS.legal_moves(st, 0)
    assert {"type": "reveal_hero", "card": "perseus"} not in RS.legal_moves(st, 0)  # nothing to activate there
    with pytest.raises(IllegalMove, match="not face up"):
        play(st, 0, {"type": "activate_hero", "card": "odin"})
    st, drafts = play(st, 0, {"type": "reveal_hero", "card": "odin"})
    assert [(d.type, d.data) for d in drafts] == [("HeroRevealed", {"seat": 0, "card": "odin"})]
    assert RS.view(st, 1)["face_up"][0] == ["odin"] and RS.view(st, None)["face_up"] == [["odin"], []]
    hand = len(st["hand"][0])
    st, drafts = play(st, 0, {"type": "activate_hero", "card": "odin"})
    assert len(st["hand"][0]) == hand + 1 and st["stamina"][0] == 3 and st["heroes"][0] == ["odin", "perseus"]
    with pytest.raises(IllegalMove, match="1/turn"):
        play(st, 0, {"type": "activate_hero", "card": "odin"})


def test_a_hero_deck_effect_with_a_target_and_summoning_ends_face_up():
    """Isis heals a card you control from the Hero Deck; once summoned she is no longer on the Hero Deck, so her
    Hero Deck effect stops ("Hero cards must start the game in the Hero deck")."""
    st = _with_heroes("isis")
    put(st, cell(0, 0), "corra", 0, dmg=2)
    st, _ = play(st, 0, {"type": "reveal_hero", "card": "isis"})
    st, _ = play(st, 0, {"type": "activate_hero", "card": "isis", "target": cell(0, 0)})
    assert st["board"][cell(0, 0)]["dmg"] == 0 and st["stamina"][0] == 4
    st, _ = play(st, 0, {"type": "summon_hero", "card": "isis", "lane": 1})
    assert st["face_up"][0] == [] and not [m for m in RS.legal_moves(st, 0) if m["type"] == "activate_hero"]


def test_the_opponent_may_react_to_a_hero_deck_effect():
    """"React: This effect can be activated on your opponent's turn, in response to an action, effect, or card
    that they have activated." Fae Ward negates Odin's draw."""
    st = _with_heroes("odin")
    st["hand"][1] = ["fae_ward"]
    st, _ = play(st, 0, {"type": "reveal_hero", "card": "odin"})
    hand = len(st["hand"][0])
    st, _ = play(st, 0, {"type": "activate_hero", "card": "odin"})
    assert RS.to_act(st) == [1]
    st, _ = play(st, 1, {"type": "react", "card": "fae_ward"})
    while st["window"] is not None:
        st, _ = play(st, st["window"], {"type": "decline"})
    assert len(st["hand"][0]) == hand
