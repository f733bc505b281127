"""Replay at every version a client can reach: the version just before GameFinished already shows
the result (issue 14, item 12), and a version inside one command (set-up events, a move's
follow-on events) says so (`settled: false`), so no version looks like a game with nobody to act
and no result."""
import random

import pytest


def _game(client, ruleset="grove", n=2, options=None):
    r = client.post("/v1/games", json={"ruleset": ruleset, "seats": [{"name": f"p{i}"} for i in range(n)],
                                       "options": options or {}})
    assert r.status_code == 201, r.get_json()
    body = r.get_json()
    return body["id"], {s["seat"]: {"Authorization": f"Bearer {s['token']}"} for s in body["seats"]}


def _every_version_is_settled_or_going_on(client, gid, final):
    for at in range(1, final["version"] + 1):
        r = client.get(f"/v1/games/{gid}/replay", query_string={"at": at}).get_json()
        assert r["to_act"] or r["outcome"] or not r["settled"], f"version {at}: nobody to act and no result"
        assert not (r["to_act"] and r["outcome"]), f"version {at}: a result and somebody to act"
    last = client.get(f"/v1/games/{gid}/replay", query_string={"at": final["version"] - 1}).get_json()
    assert last["outcome"] == final["outcome"] and last["finished"] is False
    assert client.get(f"/v1/games/{gid}/replay", query_string={"at": final["version"]}).get_json()["finished"]


def test_resignation_the_version_of_seat_removed_shows_the_result(client):
    gid, auth = _game(client)
    assert client.post(f"/v1/games/{gid}/resign", headers=auth[0]).status_code in (200, 201)
    final = client.get(f"/v1/games/{gid}").get_json()
    assert final["status"] == "finished" and final["outcome"]["winners"] == [1]
    _every_version_is_settled_or_going_on(client, gid, final)


@pytest.mark.parametrize("ruleset", ["grove", "dale"])
def test_a_game_won_by_play_shows_its_result_one_version_before_game_finished(client, ruleset):
    gid, auth = _game(client, ruleset, options={"turn_limit": 40} if ruleset == "dale" else None)
    pick = random.Random(ruleset)
    for _ in range(4000):
        game = client.get(f"/v1/games/{gid}").get_json()
        if game["status"] == "finished":
            break
        seat = game["to_act"][0]
        moves = client.get(f"/v1/games/{gid}/legal-moves", headers=auth[seat]).get_json()["moves"]
        r = client.post(f"/v1/games/{gid}/moves", json={"move": pick.choice(moves)}, headers=auth[seat])
        assert r.status_code == 201, r.get_json()
    assert game["status"] == "finished"
    _every_version_is_settled_or_going_on(client, gid, game)
