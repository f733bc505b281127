"""Ratings (openskill Plackett-Luce) derived from finished games: an AI ladder's round robin is
ordered by the ratings as by its games, the ratings fold again from the log to the same numbers,
and a game is rated once."""
import pytest

from service.compete.ratings import Ratings, bench, fold, rkey
from tests.conftest import wait_for

pytestmark = pytest.mark.usefixtures("rq_worker")

# the ladder of the issue is random, greedy, MCTS at 100 ms and at 1 s a move (scripts/ai_ladder.py
# plays it); here a faster one with the same shape: deterministic searches of two budgets
LADDER = [{"level": "random"}, {"level": "greedy"}, {"level": "mcts", "iterations": 40},
          {"level": "mcts", "iterations": 400}]


def test_an_ai_ladder_round_robin_orders_the_ratings_as_the_games_did(client, redis_client):
    r = client.post("/v1/tournaments", json={"ruleset": "grove", "format": "round_robin", "double": True,
                                             "name": "AI ladder", "options": {"turn_limit": 60}})
    tid, auth = r.get_json()["id"], {"Authorization": f"Bearer {r.get_json()['creator_token']}"}
    for ai in LADDER:
        assert client.post(f"/v1/tournaments/{tid}/entrants", headers=auth, json={"ai": ai}).status_code == 201
    client.post(f"/v1/tournaments/{tid}/start", headers=auth)
    final = wait_for(lambda: (t := client.get(f"/v1/tournaments/{tid}").get_json())["status"] == "finished" and t,
                     timeout=900, every=1)
    points = {row["name"]: row["points"] for row in final["standings"]}
    board = client.get("/v1/ratings/grove?kind=ai").get_json()
    mu = {row["name"]: row["mu"] for row in board["ai_levels"]}
    # the ladder's levels as the ratings name them
    names = {e["name"]: e for e in final["entrants"]}
    from service.compete.ratings import ai_name, ai_player

    level_name = {n: ai_name(ai_player(e["ai"])) for n, e in names.items()}
    ordered_by_games = sorted(points, key=lambda n: -points[n])
    for i, a in enumerate(ordered_by_games):
        for b in ordered_by_games[i + 1:]:
            if points[a] - points[b] >= 1:  # a clear difference in the games: the same in the ratings
                assert mu[level_name[a]] > mu[level_name[b]], (points, mu)
    # every rating can be folded again from the rated games, to the same numbers
    ratings = Ratings(redis_client)
    again = ratings.recompute("grove")
    stored = ratings.stored("grove")
    assert again.keys() == stored.keys()
    for p in again:
        assert again[p]["mu"] == pytest.approx(stored[p]["mu"]) and again[p]["games"] == stored[p]["games"]
    # and every entry of the rated games is what its game's own log says
    assert ratings.check(client.application.extensions["arbiter"], "grove") == []
    player = board["ai_levels"][0]["player"]
    hist = client.get(f"/v1/ratings/grove/players/{player}").get_json()
    assert len(hist["history"]) == hist["games"] >= 6
    for h in hist["history"]:  # each game says how it finished and against whom, for the page's sentence
        assert h["of"] == 2 and len(h["opponents"]) == 1 and h["opponents"][0] != hist["name"]
        assert (h["place"], h["shared"]) in ((1, False), (2, False), (1, True))
    assert client.get("/v1/ratings/grove/players/ai:nobody").status_code == 404
    assert client.get("/v1/ratings/nosuchgame").status_code == 404


def test_a_game_is_rated_once_and_never_between_one_player_twice(app, redis_client):
    svc = app.extensions["arbiter"]
    ratings = Ratings(redis_client)
    before = redis_client.xlen(rkey("grove", "games"))
    game = svc.create("grove", [{"name": "a", "ai": {"level": "random"}}, {"name": "b", "ai": {"level": "greedy"}}],
                      {"turn_limit": 30}, None)
    loaded = wait_for(lambda: (g := svc.load(game["id"])).finished and g, timeout=300)
    wait_for(lambda: redis_client.sismember(rkey("grove", "seen"), game["id"]), timeout=30)
    assert ratings.after_finish(loaded) is False  # already in: not twice
    same = svc.create("grove", [{"name": "a", "ai": {"level": "random"}}, {"name": "b", "ai": {"level": "random"}}],
                      {"turn_limit": 30}, None)
    wait_for(lambda: svc.load(same["id"]).finished, timeout=300)
    assert not redis_client.sismember(rkey("grove", "seen"), same["id"])
    assert redis_client.xlen(rkey("grove", "games")) >= before + 1
    # a rated game the hook missed (a crash) is found again in the finished games
    redis_client.srem(rkey("grove", "seen"), game["id"])
    assert ratings.backfill(svc, limit=50) >= 1
    assert redis_client.sismember(rkey("grove", "seen"), game["id"])


def test_the_model_rates_two_to_five_seats_and_is_fast_enough_to_count():
    entries = [{"game": "g", "at": "", "players": ["a", "b", "c", "d", "e"], "names": list("abcde"),
                "places": [0.0, 1.0, 1.0, 3.0, 4.0]}]
    (_, updates), = list(fold(entries))
    after = {p: a["mu"] for p, _, a in updates}
    assert after["a"] > after["b"] >= after["d"] > after["e"]
    assert after["b"] == pytest.approx(after["c"])
    assert bench(200) > 100


def test_a_place_in_the_history_is_shared_by_players_who_tied():
    from service.compete.ratings import standing_in

    entry = {"names": ["Ana", "Bo", "Cy", "Di"], "places": [1.5, 0.0, 1.5, 3.0]}
    assert standing_in(entry, 1) == {"place": 1, "of": 4, "shared": False, "opponents": ["Ana", "Cy", "Di"]}
    assert standing_in(entry, 0) == {"place": 2, "of": 4, "shared": True, "opponents": ["Bo", "Cy", "Di"]}
    assert standing_in(entry, 3)["place"] == 4
