"""Capture & Advance, Mounted units, the heroes' capture abilities, losing and winning."""
import pytest

from domain.dale.rules import CHIP, FOGGY, HANGMAN, LOOKOUT
from domain.engine import IllegalMove, find_ruleset
from domain.engine import game as G
from tests.unit.dale.helpers import RS, apply, event, play, position
from tests.unit.harness import new_game


# --- Example 3: Advance After Capture, and the chain of captures ---------------------------------------
def test_example_3_advance_after_capture_chains():
    """Example 3: 'Because it is his turn, the Green Player may exercise an Advance After Capture
    move. He chooses to Advance the Green unit in space #4 space to the now-vacated space #3. This
    Advance, in turn, results in the capture of the unit in space #5 and gives the Green Player
    another opportunity to Advance After Capture into Space #5!'"""
    st = position({3: "0R", 4: "0R", 11: "0R", 9: "1R", 10: "1R"}, armies=["human", "dwarf"])
    st, types, drafts = play(st, 0, {"type": "move", "from": 3, "to": 8})  # #1 -> #2
    assert event(drafts, "UnitsCaptured")["captures"][0]["space"] == 9  # #3
    assert RS.to_act(st) == [0] and RS.legal_moves(st, 0) == [
        {"type": "advance", "from": 4, "to": 9}, {"type": "advance", "from": 8, "to": 9}, {"type": "no_advance"}]
    st, types, drafts = play(st, 0, {"type": "advance", "from": 4, "to": 9})  # #4 -> #3
    assert event(drafts, "UnitsCaptured")["captures"][0]["space"] == 10  # #5
    assert {"type": "advance", "from": 9, "to": 10} in RS.legal_moves(st, 0)
    st, types, drafts = play(st, 0, {"type": "advance", "from": 11, "to": 10})
    assert st["turn"] == 1 and st["piles"][0] == ["1R", "1R"]


def test_advance_is_optional():
    """Advance After Capture: 'the capturing player may immediately make a "free move"' (may, not must)."""
    st = position({3: "0R", 4: "0R", 9: "1R"})
    st, _, _ = play(st, 0, {"type": "move", "from": 3, "to": 8})
    st, types, _ = play(st, 0, {"type": "no_advance"})
    assert types == ["AdvanceDeclined", "TurnPassed"] and st["board"][9] is None


def test_no_advance_after_a_capture_on_an_opponents_turn():
    """'After capturing an opposing unit during your turn (only; not during an opponent's turn)'."""
    # seat 1 places its unit between two of seat 0's: seat 0 captures, but it is seat 1's turn
    st = position({0: "0R", 5: "0R", 16: "1R", 18: "1R"}, turn=1)
    st, types, drafts = play(st, 1, {"type": "place", "unit": "regular", "space": 1})
    assert event(drafts, "UnitsCaptured")["captures"][0]["by"] == 0
    assert "AdvanceOffered" not in types and st["turn"] == 0


# --- Example 4: Retreat -----------------------------------------------------------------------------
EX4 = {0: "0R", 6: "0R", 7: "0R", 4: "1M"}


def test_example_4_mounted_retreat_has_one_choice():
    """Example 4: 'Because it must Retreat to a vacant space that is not adjacent to an opposing unit,
    the Yellow Player has only one choice of spaces to Retreat to'."""
    st = position(EX4)
    st, types, drafts = play(st, 0, {"type": "move", "from": 7, "to": 3})
    assert types[-1] == "CapturesPending" and RS.to_act(st) == [1]
    assert RS.legal_moves(st, 1) == [{"type": "concede", "space": 4, "captor": 0},
                                     {"type": "retreat", "from": 4, "to": CHIP}]
    with pytest.raises(IllegalMove, match="Retreat"):
        RS.decide(st, 1, {"type": "retreat", "from": 4, "to": 5}, None)
    st, types, drafts = play(st, 1, {"type": "retreat", "from": 4, "to": CHIP})
    assert st["board"][CHIP] == "1M" and st["board"][4] is None and st["piles"] == [[], []]
    assert st["turn"] == 1


def test_example_4_conceding_is_a_normal_capture():
    """Retreat: 'it can instead Retreat' (a choice); conceding captures the unit normally."""
    st = position(EX4)
    st, _, _ = play(st, 0, {"type": "move", "from": 7, "to": 3})
    st, types, _ = play(st, 1, {"type": "concede", "space": 4, "captor": 0})
    assert st["piles"][0] == ["1M"] and st["phase"] == "advance" and RS.to_act(st) == [0]


def test_no_retreat_on_your_own_turn():
    """'You cannot Retreat your own Mounted unit during your turn!'"""
    st = position({0: "0R", 3: "0R", 1: "1M"}, turn=1)
    st, types, drafts = play(st, 1, {"type": "move", "from": 1, "to": 4})
    assert "CapturesPending" not in types and event(drafts, "UnitsCaptured")["captures"][0]["space"] == 4


def test_no_retreat_when_no_space_qualifies():
    """'If no such space is available to Retreat to, that Mounted unit is captured normally instead.'"""
    st = position({0: "0R", 6: "0R", 7: "0R", 14: "0R", 4: "1M"})
    st, types, drafts = play(st, 0, {"type": "move", "from": 7, "to": 3})
    assert "CapturesPending" not in types and event(drafts, "UnitsCaptured")["captures"][0]["kind"] == "M"


# --- First Strike and Awe! ------------------------------------------------------------------------------
FS = {0: "0M", 7: "0R", 4: "1R", 8: "1R"}


def test_first_strike_resolves_mounted_captures_first():
    """First Strike: 'all in which the Mounted units are capturing are resolved first. Only after
    Captures involving Mounted units are resolved (including any Advance After Capture) is the map
    again checked'. The unit on 4 is gone before it could help capture the mover on 3."""
    st = position(FS)
    st, types, drafts = play(st, 0, {"type": "move", "from": 7, "to": 3})
    ev = event(drafts, "UnitsCaptured")
    assert ev["first_strike"] and [c["space"] for c in ev["captures"]] == [4]
    st, types, drafts = play(st, 0, {"type": "no_advance"})
    assert "UnitsCaptured" not in types and st["board"][3] == "0R"


def test_awe_cancels_first_strike_retreat_and_withdraw():
    """Awe!: 'The Falcon Hero cancels the Mounted retreat, withdraw, and first strike capability of
    any Mounted Unit they are adjacent with.'"""
    st = position({**FS, 1: "2H"}, armies=["human", "elf", "falcon"])
    st2, types, drafts = play(st, 0, {"type": "move", "from": 7, "to": 3})
    ev = event(drafts, "UnitsCaptured")
    assert not ev["first_strike"] and sorted(c["space"] for c in ev["captures"]) == [3, 4]
    assert {"type": "withdraw"} not in RS.legal_moves(st, 0)
    with pytest.raises(IllegalMove, match="Awe"):
        RS.decide(st, 0, {"type": "withdraw"}, None)
    ex4 = position({**EX4, 1: "2H"}, armies=["human", "elf", "falcon"])
    ex4, types, drafts = play(ex4, 0, {"type": "move", "from": 7, "to": 3})
    assert "CapturesPending" not in types and event(drafts, "UnitsCaptured")["captures"][0]["space"] == 4


# --- Equal claims -----------------------------------------------------------------------------------------
def test_equal_claim_is_chosen_by_the_captured_player():
    """'If two players have equal claim to a capture, the player whose piece is being captured
    chooses who captures the piece.'"""
    st = position({4: "0R", 5: "0R", 13: "1R", 14: "1R", 8: "2R"}, n=3, turn=2)
    st, types, _ = play(st, 2, {"type": "move", "from": 8, "to": CHIP})
    assert types[-1] == "CapturesPending" and RS.to_act(st) == [2]
    assert RS.legal_moves(st, 2) == [{"type": "concede", "space": CHIP, "captor": 0},
                                     {"type": "concede", "space": CHIP, "captor": 1}]
    with pytest.raises(IllegalMove, match="no claim"):
        RS.decide(st, 2, {"type": "concede", "space": CHIP, "captor": 2}, None)
    st, types, _ = play(st, 2, {"type": "concede", "space": CHIP, "captor": 1})
    assert st["piles"][1] == ["2R"] and st["turn"] == 0


def test_more_adjacent_units_is_the_stronger_claim():
    """'If two players have equal claim' (interpretation: three adjacent units beat two)."""
    st = position({4: "0R", 5: "0R", 10: "0R", 13: "1R", 14: "1R", 8: "2R"}, n=3, turn=2)
    st, types, drafts = play(st, 2, {"type": "move", "from": 8, "to": CHIP})
    assert "CapturesPending" not in types and event(drafts, "UnitsCaptured")["captures"][0]["by"] == 0


# --- Withdraw! ------------------------------------------------------------------------------------------
def test_elf_withdraw_grants_retreat_and_forces_an_advance():
    """Withdraw!: 'The Elf Hero has and grants the Retreat ability to any Elf Regular Unit they are
    adjacent with. In addition they are able to force an enemy unit to advance into the space they
    retreated from.'"""
    st = position({4: "1R", 1: "1H", 3: "0R", 7: "0R", 18: "0R"}, armies=["human", "elf"])
    st, types, _ = play(st, 0, {"type": "move", "from": 7, "to": 8})
    assert RS.to_act(st) == [1]
    assert RS.legal_moves(st, 1) == [
        {"type": "concede", "space": 4, "captor": 0},
        {"type": "retreat", "from": 4, "to": 5},
        {"type": "retreat", "from": 4, "to": 5, "pull": 3},
        {"type": "retreat", "from": 4, "to": 5, "pull": 8}]
    with pytest.raises(IllegalMove, match="Withdraw"):
        RS.decide(st, 1, {"type": "retreat", "from": 4, "to": 5, "pull": 18}, None)
    st, types, drafts = play(st, 1, {"type": "retreat", "from": 4, "to": 5, "pull": 8})
    first, second = [d.data for d in drafts if d.type == "UnitsCaptured"]
    assert first["retreats"] == [{"from": 4, "to": 5, "seat": 1, "kind": "R"}]
    assert first["pulls"] == [{"from": 8, "to": 4, "seat": 0, "kind": "R"}]
    # the pulled Human unit now stands between the Elf Hero and the retreated Elf: captured
    assert second["captures"] == [{"space": 4, "seat": 0, "kind": "R", "by": 1, "from": [5, 1]}]
    assert st["turn"] == 1 and "AdvanceOffered" not in types


def test_elf_regular_away_from_its_hero_cannot_retreat():
    """Withdraw!: 'grants the Retreat ability to any Elf Regular Unit they are adjacent with' (only those)."""
    st = position({4: "1R", 16: "1H", 3: "0R", 7: "0R", 18: "0R"}, armies=["human", "elf"])
    st, types, _ = play(st, 0, {"type": "move", "from": 7, "to": 8})
    assert "CapturesPending" not in types


# --- Losing and winning -----------------------------------------------------------------------------------
def test_defeat_removes_the_last_unit_from_the_map():
    """'A player loses and is out of the game when their forces are reduced to a single unit' and
    'their units still in play are removed from the game and considered captured by no other player.'"""
    piles = [["1R", "1R", "1R", "1M"], [], []]
    st = position({0: "0R", 3: "0R", 4: "1R", 14: "1H", 16: "2R"}, n=3, piles=piles)
    st, types, drafts = play(st, 0, {"type": "move", "from": 3, "to": 8})
    assert "PlayerDefeated" in types
    assert st["out"] == [False, True, False] and "1H" not in st["board"]
    assert st["piles"][0] == ["1M", "1R", "1R", "1R", "1R"]  # the Hero went to no pile
    assert 1 not in RS.to_act(st)


def test_last_player_in_wins():
    """'You win if ... OR by being the last player still in the game'."""
    st = position({0: "0R", 3: "0R", 4: "1R", 14: "1H"}, piles=[["1R", "1R", "1R", "1M"], []])
    st, types, drafts = play(st, 0, {"type": "move", "from": 3, "to": 8})
    assert types[-1] == "GameWon" and RS.outcome(st).winners == [0]


def test_three_named_spaces_win():
    """'You win if you occupy three of the four names spaces on the board ... AND the Falcon Army
    isn't playing / has been eliminated'."""
    st = position({FOGGY: "0R", LOOKOUT: "0R", 17: "1R"})
    st, types, drafts = play(st, 0, {"type": "move", "from": LOOKOUT, "to": CHIP})
    assert types[-1] != "GameWon"
    st = position({FOGGY: "0R", LOOKOUT: "0R", 12: "0R", 18: "1R"})
    st, types, drafts = play(st, 0, {"type": "move", "from": 12, "to": HANGMAN})
    assert types[-1] == "GameWon" and RS.outcome(st).winners == [0]


def test_no_named_space_win_while_the_falcon_army_plays():
    """FALCON WINNING: 'If the Falcon Army is still playing then Victory can only be achieved by
    being the last player still in the game'."""
    st = position({FOGGY: "0R", LOOKOUT: "0R", 12: "0R", 18: "1R"}, armies=["human", "falcon"])
    st, types, drafts = play(st, 0, {"type": "move", "from": 12, "to": HANGMAN})
    assert types[-1] == "TurnPassed" and RS.outcome(st) is None


def test_turn_order_is_clockwise_from_the_senior_player():
    """'The game is played in turns, with the senior player going first. Play proceeds clockwise'
    (seat 0 is the senior player; clockwise is seat order)."""
    rs, gs, envs = new_game("dale", 3)
    assert G.to_act(rs, gs) == [0]
    seen = []
    for _ in range(4):
        seat = G.to_act(rs, gs)[0]
        seen.append(seat)
        gs = G.move(rs, gs, seat, rs.legal_moves(gs["game"], seat)[0], b"\x01" * 32).state
    assert seen == [0, 1, 2, 0]


def test_resigned_player_leaves_and_the_turn_passes():
    """'When a player is defeated, their units still in play are removed from the game' (a resigning
    player is treated as defeated: remove_seat)."""
    rs, gs, envs = new_game("dale", 3)
    seed = b"\x01" * 32
    gs = G.move(rs, gs, 0, {"type": "place", "unit": "regular", "space": 0}, seed).state
    gs = G.move(rs, gs, 1, {"type": "place", "unit": "regular", "space": 2}, seed).state
    d = G.resign(rs, gs, 2, seed)
    assert G.to_act(rs, d.state) == [0]
    d = G.resign(rs, d.state, 0, seed)
    assert d.state["finished"] and d.state["result"]["winners"] == [1]
    rs, gs, envs = new_game("dale", 3)
    gs = G.move(rs, gs, 0, {"type": "place", "unit": "regular", "space": 0}, seed).state
    d = G.resign(rs, gs, 1, seed)
    assert "0R" in d.state["game"]["board"] and G.to_act(rs, d.state) == [2]
    assert [e.type for e in d.drafts] == ["SeatRemoved", "PlayerRemoved", "TurnPassed"]


def test_the_last_two_players_falling_together_share_the_win_in_dale_1():
    """dale@1 (games from before rules versions, kept as they were decided): 'You win ... by being the
    last player still in the game', read then as: when the last two are reduced to a single unit by the
    same simultaneous captures, they share the victory."""
    rs1 = find_ruleset("dale", 1)
    piles = [["1M", "1R", "1R", "1R"], ["0M", "0R", "0R", "0R"]]
    st = position({5: "0R", 0: "1R", 2: "1H"}, piles=piles, ruleset=rs1)
    st, types, drafts = play(st, 0, {"type": "place", "unit": "hero", "space": 1}, ruleset=rs1)
    assert types.count("PlayerDefeated") == 2 and types[-1] == "GameWon"
    assert rs1.outcome(st).winners == [0, 1] and rs1.outcome(st).places is None


def test_the_last_two_players_falling_together_win_nothing_and_share_first_place():
    """dale@2: 'You win the game by being the last player still in the game, or by holding three of the
    four named spaces' (003, Winning the Game): when the last two fall together, nobody is still in the
    game, so nobody wins; they share first place, above the players defeated before them."""
    piles = [["1M", "1R", "1R", "1R"], ["0M", "0R", "0R", "0R"]]
    st = position({5: "0R", 0: "1R", 2: "1H"}, piles=piles)
    st, types, drafts = play(st, 0, {"type": "place", "unit": "hero", "space": 1})
    assert types.count("PlayerDefeated") == 2 and types[-1] == "FellTogether"
    out = RS.outcome(st)
    assert out.winners == [] and out.ranking[:2] == [0, 1] and out.places == {0: 1, 1: 1}
    assert out.to_json()["places"] == {"0": 1, "1": 1}
    assert RS.to_act(st) == [] and st["fell_together"] == [0, 1]


def test_removal_during_a_pending_retreat_reruns_the_captures():
    """'When a player is defeated, their units still in play are removed from the game' (remove_seat):
    the Yellow player resigns while their Mounted unit's Retreat is pending; the capture goes with it."""
    st = position({**EX4, 16: "2R"}, n=3)
    st, types, _ = play(st, 0, {"type": "move", "from": 7, "to": 3})
    assert RS.to_act(st) == [1]
    drafts = RS.remove_seat(st, 1, "resigned")
    st = apply(st, drafts)
    assert [d.type for d in drafts] == ["PlayerRemoved", "TurnPassed"]
    assert st["board"][4] is None and st["piles"][0] == [] and RS.to_act(st) == [2]


def test_removal_of_the_player_offered_an_exchange_counts_as_declined():
    """'If you try to make a prisoner exchange and no one agrees you MUST make another action instead.'"""
    st = position({16: "0R", 2: "1R", 7: "2R"}, n=3, piles=[["1R"], ["0R", "0R"], []], prisoner_exchange=True)
    st, _, _ = play(st, 0, {"type": "offer_exchange", "with": 1, "give": "regular", "take": "regular"})
    st = apply(st, RS.remove_seat(st, 1, "timeout"))
    assert RS.to_act(st) == [0] and st["phase"] == "action" and st["out"][1]


def test_turn_limit_ends_in_a_draw():
    """'Then see if the game has been won (5.0). If it has not, play passes to the next player.'
    Interpretation (bounded end): after `turn_limit` turns the game is a draw ranked by units left."""
    st = position({0: "0R", 18: "1R"}, turn_limit=10)
    st["turns"] = 9
    st, types, _ = play(st, 0, {"type": "move", "from": 0, "to": 1})
    out = RS.outcome(st)
    assert types[-1] == "TurnLimitReached" and out.winners == [] and sorted(out.ranking) == [0, 1]
