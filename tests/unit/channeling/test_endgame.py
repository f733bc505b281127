"""Step 7: the end of the game, scoring and ties."""
from domain.channeling.rules import CARDS, SPLENDOR
from domain.engine import game as G
from tests.unit.channeling.helpers import RS, table, turn, types
from tests.unit.harness import new_game, random_playout


def _near_end(seat_to_trigger: int, light: int = 0) -> dict:
    """Seat `seat_to_trigger` holds six cards and is about to acquire card 7 on cell 7."""
    grid = list(range(16))
    acquired = [[], []]
    acquired[seat_to_trigger] = list(range(16, 22))
    cubes = [[0, 0] for _ in range(16)]
    cubes[7] = [0, 0]
    cubes[7][seat_to_trigger] = 3  # card 7 has Vigor 5: three more reach it
    druids = [None, None]
    druids[seat_to_trigger] = [5, 10]
    druids[1 - seat_to_trigger] = [6, 9]
    return table(grid=grid, deck=list(range(22, 30)), light=light, turn=seat_to_trigger, druids=druids,
                 acquired=acquired, cubes=cubes)


def test_seven_cards_trigger_one_more_turn_for_the_other_player():
    """'Play continues until one player acquires at least seven Magic Circle Cards. This triggers
    the end of the game; the other player gets one additional turn, and then the game ends.'"""
    s, drafts = turn(_near_end(0), 0, "row1", 10, 7, [7, 6, 5])
    assert types(drafts)[-2:] == ["EndTriggered", "TurnEnded"]
    assert drafts[-2].data == {"seat": 0, "cards": 7, "last_turn": 1}
    assert len(s["acquired"][0]) == 7 and RS.outcome(s) is None and RS.to_act(s) == [1]
    s2, drafts = turn(s, 1, "row2", 6, 11, [11, 10, 9])
    assert types(drafts)[-1] == "GameEnded" and RS.to_act(s2) == []
    o = RS.outcome(s2)
    light_score = sum(SPLENDOR[c] for c in s2["acquired"][0]) - s2["overchanneled"][0]
    assert o.scores == {0: light_score, 1: 0} and o.winners == [0] and o.ranking == [0, 1]


def test_dark_reaching_seven_gives_light_the_last_turn():
    """'...the other player gets one additional turn, and then the game ends.'"""
    s, drafts = turn(_near_end(1, light=0), 1, "row1", 10, 7, [7, 6, 5])
    assert drafts[-2].data["last_turn"] == 0 and RS.to_act(s) == [0]
    s2, drafts = turn(s, 0, "row2", 6, 11, [11, 10, 9])
    assert types(drafts)[-1] == "GameEnded" and RS.outcome(s2).winners == [1]


def _over(acquired, overchanneled, light=0) -> dict:
    return table(phase="over", light=light, acquired=acquired, overchanneled=overchanneled)


def _ids(*cards):
    """Distinct card ids with these (Vigor, Splendor) values."""
    used, out = set(), []
    for vs in cards:
        i = next(i for i, c in enumerate(CARDS) if c == vs and i not in used)
        used.add(i)
        out.append(i)
    return out


def test_most_splendor_after_overchanneling_wins():
    """'Whoever has the most Splendor from acquiring Magic Circle Cards after taking into account
    Overchanneling Cubes wins the game.' / 'Each Overchanneling Cube reduces the players Splendor
    by one at the end of the game.'"""
    cards = _ids((4, 7), (7, 7), (5, 5), (6, 6))
    o = RS.outcome(_over([cards[:2], cards[2:]], [4, 0]))
    assert o.scores == {0: 14 - 4, 1: 11} and o.winners == [1]
    assert "Splendor" in o.reason


def test_a_tie_goes_to_the_player_with_fewer_cards():
    """'In case of a tie... - Whoever acquired the fewest Magic Circle Cards wins the game.'"""
    cards = _ids((6, 6), (6, 6), (4, 4), (4, 4), (4, 4))
    o = RS.outcome(_over([cards[:2], cards[2:]], [0, 0]))
    assert o.scores == {0: 12, 1: 12} and o.winners == [0] and "fewer" in o.reason


def test_a_full_tie_goes_to_the_player_who_went_second():
    """'If there is still a tie, whoever went second wins.'"""
    cards = _ids((5, 5), (5, 5))
    for light in (0, 1):
        o = RS.outcome(_over([[cards[0]], [cards[1]]], [0, 0], light=light))
        assert o.winners == [1 - light] and "second" in o.reason


def test_the_engine_records_the_rules_outcome_when_the_game_ends():
    """'...and then the game ends.' (GameFinished carries the outcome the rules give)."""
    rs, gs, _ = new_game("channeling", 2)
    assert G.outcome(rs, gs) is None
    final, envs = random_playout("channeling", 2, seed=5)
    assert envs[-1]["data"]["outcome"] == RS.outcome(final["game"]).to_json()
    assert RS.legal_moves(final["game"], 0) == RS.legal_moves(final["game"], 1) == []
