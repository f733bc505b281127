"""The four actions, the Falcon Army's placement and movement, and the heroes' movement."""
import pytest

from domain.dale.rules import CHIP
from domain.engine import IllegalMove
from tests.unit.dale.helpers import RS, event, play, position


def targets(state, seat, kind="place", frm=None):
    return sorted({m["to"] if kind == "move" else m["space"] for m in RS.legal_moves(state, seat)
                   if m["type"] == kind and (frm is None or m.get("from") == frm)})


# --- Example 1: placement ---------------------------------------------------------------------------
EX1 = {12: "0R", 13: "0R", 5: "0R", 0: "1R", 2: "1R"}


def test_example_1_placement_spaces():
    """Example 1: 'It may be placed on any vacant Space adjacent to the map edge, OR adjacent to one
    of your units – or even a chain of your units – that is adjacent to the map edge.' The ☺ spaces
    are legal, #2 (Chip) is not, the #4 spaces next to a unit not connected to the edge are not."""
    st = position(EX1)
    legal = targets(st, 0)
    assert legal == [1, 3, 6, 7, 8, 11, 14, 15, 16, 17, 18]
    assert 4 not in legal and 10 not in legal  # the '#4' spaces: next to Red 5, which does not reach the edge
    assert CHIP not in legal  # '#2 space is the Chip, which cannot be entered via Placement'


def test_example_1_placement_into_chip_is_refused():
    """'Exception: newly placed units can never be placed in Chip (i.e., the center space).'"""
    st = position(EX1)
    with pytest.raises(IllegalMove) as err:
        RS.decide(st, 0, {"type": "place", "unit": "regular", "space": CHIP}, None)
    assert "Chip" in err.value.detail and err.value.rule == "placement"
    with pytest.raises(IllegalMove, match="edge"):
        RS.decide(st, 0, {"type": "place", "unit": "regular", "space": 4}, None)
    with pytest.raises(IllegalMove, match="occupied"):
        RS.decide(st, 0, {"type": "place", "unit": "regular", "space": 0}, None)


def test_example_1_space_1_captures_both_ways_simultaneously():
    """Example 1: 'On the #1 spaces, at least, the Red Player would also capture a Yellow Unit (with
    both being removed simultaneously, see Capture & Advance).'"""
    st = position(EX1)
    st, types, drafts = play(st, 0, {"type": "place", "unit": "regular", "space": 1})
    caps = event(drafts, "UnitsCaptured")["captures"]
    assert {(c["space"], c["seat"], c["by"]) for c in caps} == {(1, 0, 1), (2, 1, 0)}
    assert st["board"][1] is None and st["board"][2] is None
    assert st["piles"] == [["1R"], ["0R"]]
    # Red may still Advance After Capture with its other capturing unit (the one on 1 is gone)
    assert st["phase"] == "advance"
    assert RS.legal_moves(st, 0) == [{"type": "advance", "from": 5, "to": 2}, {"type": "no_advance"}]


def test_placement_may_be_legal_yet_get_the_unit_captured():
    """Example 1: 'The #1 and #3 spaces are legal but would result in the newly placed Red Regular
    unit being captured.'"""
    st = position({0: "1R", 7: "1R"})
    st, types, drafts = play(st, 0, {"type": "place", "unit": "regular", "space": 3})
    assert event(drafts, "UnitsCaptured")["captures"] == [
        {"space": 3, "seat": 0, "kind": "R", "by": 1, "from": [0, 7]}]


# --- Example 2: movement ----------------------------------------------------------------------------
EX2 = {13: "0R", 8: "0R", 5: "0R", 7: "1R", 16: "1R"}


def test_example_2_movement_along_a_chain():
    """Example 2: 'The ☺ spaces are all legal, being vacant Spaces either adjacent to its starting
    space or adjacent to an adjacent friendly unit.' and 'The two #1 spaces are too far away. The
    distant Red Regular unit is not part of a “chain”'."""
    st = position(EX2)
    assert targets(st, 0, "move", 13) == [3, 4, 9, 12, 14, 17]
    for far in (1, 2, 6, 10):
        with pytest.raises(IllegalMove) as err:
            RS.decide(st, 0, {"type": "move", "from": 13, "to": far}, None)
        assert err.value.rule == "movement"


def test_example_2_space_2_is_allowed_but_both_units_are_captured():
    """Example 2: 'The #2 Space is allowed but will result in the moving Red unit being captured
    concurrently with the Yellow unit in the middle space along the left edge'."""
    st = position(EX2)
    st, types, drafts = play(st, 0, {"type": "move", "from": 13, "to": 12})
    caps = {(c["space"], c["seat"]) for c in event(drafts, "UnitsCaptured")["captures"]}
    assert caps == {(12, 0), (7, 1)}


def test_move_into_chip_is_allowed():
    """'Exception: newly placed units can never be placed in Chip' (Movement has no such exception)."""
    st = position({4: "0R", 1: "0R"})
    assert CHIP in targets(st, 0, "move", 4)


# --- Rally -----------------------------------------------------------------------------------------
def _rally_position(**kw):
    return position({16: "0R", 2: "1R"}, piles=[["1R"], ["0R", "0R"]], **kw)


def _coin_seed(want_heads: bool, flips: int = 1):
    from domain.engine import Rng
    for i in range(200):
        seed = bytes([i]) * 32
        r = Rng(seed, 1)
        got = [r.coin() for _ in range(flips)]
        if any(got) == want_heads:
            return seed
    raise AssertionError


def test_rally_face_up_returns_the_unit_to_reserve():
    """'If it lands face-up (i.e., colored-side up), you may take one of your captured Regular units
    ... from any opponent's Captured Pile and place it in your Reserve.'"""
    st = _rally_position()
    st2, types, drafts = play(st, 0, {"type": "rally", "pile": 1, "unit": "regular"}, seed=_coin_seed(True))
    ev = event(drafts, "RallyAttempted")
    assert ev["flips"] == [True] and ev["success"]
    assert st2["reserve"][0]["R"] == st["reserve"][0]["R"] + 1 and st2["piles"][1] == ["0R"]
    assert types[-1] == "TurnPassed"


def test_rally_face_down_has_no_effect():
    """'If it lands face-down (i.e., white-side up), there is no effect and play passes to the next player.'"""
    st = _rally_position()
    st2, types, drafts = play(st, 0, {"type": "rally", "pile": 1, "unit": "regular"}, seed=_coin_seed(False))
    assert event(drafts, "RallyAttempted")["flips"] == [False]
    assert st2["piles"] == st["piles"] and st2["turn"] == 1


def test_rally_prerequisites():
    """'At least two of your units must be captured AND you must have at least one opposing unit in
    your Captured Pile' and '(Mounted units cannot be Rallied)'."""
    one = position({16: "0R", 2: "1R"}, piles=[["1R"], ["0R"]])
    assert not [m for m in RS.legal_moves(one, 0) if m["type"] == "rally"]
    with pytest.raises(IllegalMove, match="two of your units"):
        RS.decide(one, 0, {"type": "rally", "pile": 1, "unit": "regular"}, None)
    none_held = position({16: "0R", 2: "1R"}, piles=[[], ["0R", "0R"]])
    with pytest.raises(IllegalMove, match="opposing unit"):
        RS.decide(none_held, 0, {"type": "rally", "pile": 1, "unit": "regular"}, None)
    mounted = position({16: "0R", 2: "1R"}, piles=[["1R"], ["0M", "0R"]])
    assert [m for m in RS.legal_moves(mounted, 0) if m["type"] == "rally"] == [
        {"type": "rally", "pile": 1, "unit": "regular"}]


def test_horde_flips_twice_and_may_place_next_to_the_hero():
    """Horde!: 'When rallying, if the Goblin Hero is on the map the player may flip a captured unit
    twice. If either flip succeeds he may immediately place the Rallied unit adjacent to the Hero.'"""
    st = position({16: "0R", 17: "0H", 2: "1R"}, piles=[["1R"], ["0R", "0R"]], armies=["goblin", "human"])
    places = sorted(m["place"] for m in RS.legal_moves(st, 0) if m["type"] == "rally" and "place" in m)
    assert places == [13, 14, 18]
    st2, types, drafts = play(st, 0, {"type": "rally", "pile": 1, "unit": "regular", "place": 18},
                              seed=_coin_seed(True, 2))
    ev = event(drafts, "RallyAttempted")
    assert len(ev["flips"]) == 2 and any(ev["flips"]) and ev["space"] == 18
    assert st2["board"][18] == "0R"


# --- Withdraw --------------------------------------------------------------------------------------
def test_withdraw_returns_the_mounted_unit_to_reserve():
    """'You may Withdraw your Mounted unit, if it is on the map, and return it to your Reserve
    (regardless of its present location on the map or the proximity of opposing units to it).'"""
    st = position({4: "0M", 3: "1R", 5: "1R"})
    st2, types, drafts = play(st, 0, {"type": "withdraw"})
    assert st2["board"][4] is None and st2["reserve"][0]["M"] == 1
    with pytest.raises(IllegalMove, match="not on the map"):
        RS.decide(st2 | {"turn": 0, "phase": "action"}, 0, {"type": "withdraw"}, None)


# --- Falcon Army -----------------------------------------------------------------------------------
def test_falcon_places_anywhere_including_chip():
    """'Newly placed Falcon units may be placed in any unoccupied space. This includes the center
    space, The Port of Chip.'"""
    st = position({0: "1R"}, armies=["falcon", "human"])
    assert targets(st, 0) == [s for s in range(19) if s != 0]
    assert "mounted" not in {m["unit"] for m in RS.legal_moves(st, 0) if m["type"] == "place"}


def test_falcon_moves_up_to_two_spaces_jumping_but_not_along_chains():
    """'they can not move along chains and they may move up to 2 spaces when they move. This allows
    them to jump units.'"""
    st = position({0: "0R", 3: "0R", 7: "0R", 4: "1R", 1: "1R"}, armies=["falcon", "human"])
    assert targets(st, 0, "move", 0) == [2, 5, 8, 9]  # over 1 and 4; never 12 along the chain 3-7
    with pytest.raises(IllegalMove):
        RS.decide(st, 0, {"type": "move", "from": 0, "to": 12}, None)


# --- Heroes ------------------------------------------------------------------------------------------
def test_charge_moves_the_human_hero_two_spaces_not_through_an_enemy():
    """Charge!: 'The Human Hero can charge ahead and move two spaces. They may not use this ability
    to move through an enemy unit or in combination with moving along a chain of friendly units.'"""
    st = position({16: "0H", 12: "1R", 13: "1R", 14: "0R"}, armies=["human", "elf"])
    # 8 lies beyond the two enemies only; 18 two steps away through the friendly/empty 17
    legal = targets(st, 0, "move", 16)
    assert 18 in legal and 8 not in legal
    regular = position({16: "0R", 12: "1R", 13: "1R"})
    assert 18 not in targets(regular, 0, "move", 16)


def test_berserk_moves_the_dwarf_hero_in_addition():
    """Berserk!: 'He may be moved in addition to any other unit on the Dwarfs turn.'"""
    st = position({16: "0H", 2: "1R"}, armies=["dwarf", "elf"])
    st, types, drafts = play(st, 0, {"type": "place", "unit": "regular", "space": 7})
    assert types[-1] == "BerserkOffered" and RS.to_act(st) == [0]
    assert {"type": "end_turn"} in RS.legal_moves(st, 0)
    with pytest.raises(IllegalMove, match="Berserk"):
        RS.decide(st, 0, {"type": "move", "from": 7, "to": 8}, None)
    st, types, drafts = play(st, 0, {"type": "move", "from": 16, "to": 17})
    assert st["board"][17] == "0H" and types[-1] == "TurnPassed"


def test_berserk_is_not_offered_after_moving_the_hero_itself():
    """Berserk!: 'moved in addition to any other unit' (the hero's own move is not doubled)."""
    st = position({16: "0H", 2: "1R"}, armies=["dwarf", "elf"])
    st, types, _ = play(st, 0, {"type": "move", "from": 16, "to": 17})
    assert "BerserkOffered" not in types and st["turn"] == 1


# --- Optional rules ------------------------------------------------------------------------------------
def test_max_5_units():
    """MAX 5 UNITS: 'No player may have more than 5 Units on the board at the same time.'"""
    st = position({0: "0R", 1: "0R", 2: "0R", 6: "0R", 11: "0M", 18: "1R"}, max_5_units=True)
    assert not targets(st, 0)
    with pytest.raises(IllegalMove, match="Max 5"):
        RS.decide(st, 0, {"type": "place", "unit": "hero", "space": 16}, None)


def test_arms_race():
    """ARMS RACE: 'You may not place more than 1 unit more than any other player currently has on the board.'"""
    st = position({0: "0R", 1: "0R", 18: "1R"}, arms_race=True)
    with pytest.raises(IllegalMove, match="Arms Race"):
        RS.decide(st, 0, {"type": "place", "unit": "regular", "space": 16}, None)
    st = position({0: "0R"}, arms_race=True)
    with pytest.raises(IllegalMove, match="Arms Race"):
        RS.decide(st, 0, {"type": "place", "unit": "regular", "space": 16}, None)
    st = position({0: "0R", 18: "1R"}, arms_race=True)
    assert targets(st, 0)


def test_hero_or_mounted():
    """HERO OR MOUNTED: 'You may only have either a Hero or Mounted Unit on the board, not both.'"""
    st = position({0: "0M"}, hero_or_mounted=True)
    assert "hero" not in {m["unit"] for m in RS.legal_moves(st, 0) if m["type"] == "place"}
    with pytest.raises(IllegalMove, match="Hero or Mounted"):
        RS.decide(st, 0, {"type": "place", "unit": "hero", "space": 16}, None)


def test_prisoner_exchange_offer_decline_then_accept():
    """Prisoner Exchange: 'you may Exchange one of your captured Regular units ... with another player
    for one of their Regular units that you have captured' and 'If you try to make a prisoner exchange
    and no one agrees you MUST make another action instead.'"""
    st = position({16: "0R", 2: "1R", 7: "2R"}, n=3, piles=[["1R"], ["0R", "0R"], []], prisoner_exchange=True)
    offer = {"type": "offer_exchange", "with": 1, "give": "regular", "take": "regular"}
    assert offer in RS.legal_moves(st, 0)
    st1, types, _ = play(st, 0, offer)
    assert RS.to_act(st1) == [1]
    st2, types, _ = play(st1, 1, {"type": "answer_exchange", "accept": False})
    assert RS.to_act(st2) == [0] and st2["phase"] == "action" and offer not in RS.legal_moves(st2, 0)
    st3, types, _ = play(st1, 1, {"type": "answer_exchange", "accept": True})
    assert st3["piles"] == [[], ["0R"], []] and st3["turn"] == 1
    assert st3["reserve"][0]["R"] == st["reserve"][0]["R"] + 1
    assert st3["reserve"][1]["R"] == st["reserve"][1]["R"] + 1
    off = position({16: "0R", 2: "1R"}, piles=[["1R"], ["0R", "0R"]])
    with pytest.raises(IllegalMove, match="not in play"):
        RS.decide(off, 0, offer, None)


def test_no_berserk_after_a_rally():
    """Rally: 'there is no effect and play passes to the next player' (no Berserk! after it)."""
    st = position({16: "0H", 2: "1R"}, armies=["dwarf", "elf"], piles=[["1R"], ["0R", "0R"]])
    st, types, _ = play(st, 0, {"type": "rally", "pile": 1, "unit": "regular"})
    assert "BerserkOffered" not in types and st["turn"] == 1


def test_a_mounted_unit_in_an_exchange_is_refused_by_the_rule_not_as_malformed():
    """"Exchange one of your captured Regular units (Mounted units cannot be Exchanged)": a move of
    the right shape that the rule forbids names the rule (issue 14 item 11, checked in every game)."""
    from tests.positions import describe

    p = describe("dale", units={16: "0R", 2: "1R", 7: "2R"}, n=3, piles=[["1M"], ["0R", "0M"], []],
                 prisoner_exchange=True)
    move = {"type": "offer_exchange", "with": 1, "give": "mounted", "take": "mounted"}
    with pytest.raises(IllegalMove) as e:
        p.play(0, move)  # check_move (the API's 400) first: it passes, the rule refuses
    assert e.value.rule == "prisoner exchange" and "Mounted units cannot be Exchanged" in e.value.detail
