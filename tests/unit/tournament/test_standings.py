"""Points and places of a finished table (domain/tournament/standings.py)."""
from fractions import Fraction

from domain.tournament.standings import places, table_points
def test_players_who_fell_together_share_first_place_and_nobody_wins():
    """dale@2: the last players defeated together share first place with no winner; the player
    defeated before them is last (the outcome's recorded `places`), not tied in a draw of the table."""
    from domain.engine.upcast import result_of

    outcome = {"winners": [], "ranking": [1, 2, 0], "reason": "the last players were defeated together",
               "places": {"0": 3, "1": 1, "2": 1}}
    assert places(["a", "b", "c"], outcome) == {"b": Fraction(1, 2), "c": Fraction(1, 2), "a": Fraction(2)}
    assert table_points(["a", "b", "c"], outcome) == {"b": Fraction(3, 4), "c": Fraction(3, 4), "a": 0}
    # what a tournament records keeps `places` here, and leaves it out where winners and ranking say it all
    assert result_of(outcome, 3)["places"] == outcome["places"]
    plain = {"winners": [1], "ranking": [1, 2, 0], "reason": "x", "places": {"0": 3, "1": 1, "2": 2}}
    assert result_of(plain, 3) == {"winners": [1], "ranking": [1, 2, 0], "reason": "x"}
