"""The view carries each card's effective attack and health (issue 14, item 9)."""
from .helpers import RS, blank, cell, play, put


def test_the_view_shows_atk_and_health_with_buffs_and_items():
    """"Attached: This effect is given to the card this item is attached to" and "Intimidate: When this card is
    attacked, the attacking unit gets -1/+0": the view adds base, turn buffs and items for the client."""
    st = blank(active=0)
    put(st, cell(2, 1), "corra", 0, items=[("war_banner", 0), ("bronze_shield", 0)])
    put(st, cell(3, 1), "cyclops", 1, dmg=1)
    put(st, cell(2, 0), "hoplite", 0)
    put(st, cell(3, 0), "thorn_knight", 1)
    st, _ = play(st, 0, {"type": "attack", "cell": cell(2, 0)})  # Intimidate: hoplite -1 atk this turn
    v = RS.view(st, 1)
    corra, cyclops, hoplite = v["board"][cell(2, 1)], v["board"][cell(3, 1)], v["board"][cell(2, 0)]
    assert (corra["atk_eff"], corra["health_eff"], corra["health_left"]) == (3, 5, 5)
    assert (cyclops["atk_eff"], cyclops["health_eff"], cyclops["health_left"]) == (5, 6, 5)
    assert hoplite["atk_eff"] == 1 and hoplite["atk"] == -1  # the existing keys keep their meaning
    assert v["board"][cell(3, 0)]["health_left"] == 4 - 1
    assert "atk_eff" not in st["board"][cell(2, 1)]  # the state itself is not touched
