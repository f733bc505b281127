"""Replay at every version a client can reach: the version just before GameFinished already shows
the result (issue 14, item 12), and a version inside one command (set-up events, a move's
follow-on events) says so (`settled: false`), so no version looks like a game with nobody to act
and no result."""
import random

import pytest

from service.play.positions import Positions


def _game(client, ruleset="grove", n=2, options=None):
    r = client.post("/v1/games", json={"ruleset": ruleset, "seats": [{"name": f"p{i}"} for i in range(n)],
                                       "options": options or {}})
    assert r.status_code == 201, r.get_json()
    body = r.get_json()
    return body["id"], {s["seat"]: {"Authorization": f"Bearer {s['token']}"} for s in body["seats"]}


def _from_the_first_event(app):
    """A client of a second app on the same store whose replays fold every version from the first
    event, as they all did before service/play/positions.py: it keeps no past state and sees no
    snapshot (a version equal to the game's own is its loaded state, as before)."""
    from api import create_app

    ref = create_app(dict(app.config))
    ref.extensions["arbiter"].positions = Positions(size=0)
    ref.extensions["arbiter"].store.snapshot = lambda game_id: None
    return ref.test_client()


def _answers_as_when_folded_from_the_start(ref, client, gid, readers, paths=("replay",), sample=None):
    """Every version (or `sample` of them), read in a shuffled order by each reader (a seat's token,
    or {} for a spectator), answers byte for byte what folding from the first event answers: the
    states this process keeps and folds on from are the same states, and each answer is still
    redacted for its own reader. `ref`: a client of `_from_the_first_event`."""
    version = client.get(f"/v1/games/{gid}").get_json()["version"]
    order = list(range(1, version + 1))
    random.Random(gid).shuffle(order)
    order = order[:sample] if sample else order
    for path in paths:
        for headers in readers:
            for at in order:
                got = client.get(f"/v1/games/{gid}/{path}", query_string={"at": at}, headers=headers)
                want = ref.get(f"/v1/games/{gid}/{path}", query_string={"at": at}, headers=headers)
                assert got.status_code == want.status_code == 200, (path, at, got.status_code, want.status_code)
                assert got.data == want.data, f"{path}?at={at}: not the answer folded from the first event"


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
def test_a_game_won_by_play_shows_its_result_one_version_before_game_finished(app, client, ruleset):
    gid, auth = _game(client, ruleset, options={"turn_limit": 40} if ruleset == "dale" else None)
    pick = random.Random(ruleset)
    ref = _from_the_first_event(app)
    game = client.get(f"/v1/games/{gid}").get_json()
    for i in range(4000):
        if game["status"] == "finished":
            break
        if ruleset == "dale" and i == 12:  # while it runs: each reader sees only what it may see
            readers = [{}, *auth.values()]
            _answers_as_when_folded_from_the_start(ref, client, gid, readers)
            _answers_as_when_folded_from_the_start(ref, client, gid, readers[:2], ("board.html",))  # a seat, nobody
        seat = game["to_act"][0]
        moves = client.get(f"/v1/games/{gid}/legal-moves", headers=auth[seat]).get_json()["moves"]
        r = client.post(f"/v1/games/{gid}/moves", json={"move": pick.choice(moves)}, headers=auth[seat])
        assert r.status_code == 201, r.get_json()
        game = r.get_json()["game"]  # the game after the move, as GET /v1/games/{id} would show it next
    game = client.get(f"/v1/games/{gid}").get_json()
    assert game["status"] == "finished"
    _every_version_is_settled_or_going_on(client, gid, game)
    # the reference folds each version from the first event: a sample of the whole game's versions
    _answers_as_when_folded_from_the_start(ref, client, gid, [{}], sample=60)


def test_a_kept_state_is_not_folded_on_once_the_store_holds_another_history(app, client, redis_client, monkeypatch):
    """A past state is used only while the store's event at its version carries the hash it was kept
    with: here event 16's stored hash changes (as a store restored from another history would hold),
    and the next replay past it drops the game's kept states and folds from the first event."""
    import json

    from service.storage.store import key

    gid, auth = _game(client)
    game = client.get(f"/v1/games/{gid}").get_json()
    while game["version"] < 24 and game["status"] != "finished":
        seat = game["to_act"][0]
        moves = client.get(f"/v1/games/{gid}/legal-moves", headers=auth[seat]).get_json()["moves"]
        game = client.post(f"/v1/games/{gid}/moves", json={"move": moves[0]}, headers=auth[seat]).get_json()["game"]
    assert game["version"] >= 20, game["version"]
    svc, rules = app.extensions["arbiter"], ("grove", game["ruleset_version"])
    monkeypatch.setattr(svc.store, "snapshot", lambda game_id: None)  # folds from the first event, through 16
    assert client.get(f"/v1/games/{gid}/replay", query_string={"at": 19}).status_code == 200
    kept = svc.positions.nearest(gid, rules, 16)
    assert kept is not None and kept[0] == 16, "a fold through version 16 keeps its state"
    entry_id, fields = redis_client.xrange(key(gid, "events"), "0-16", "0-16")[0]
    env = json.loads(fields[b"e"])
    assert env["hash"] == kept[2]
    env["hash"] = "f" * 64
    entries = redis_client.xrange(key(gid, "events"))
    redis_client.delete(key(gid, "events"))
    for eid, f in entries:
        redis_client.xadd(key(gid, "events"), {b"e": json.dumps(env).encode()} if eid == entry_id else f, id=eid)
    got = client.get(f"/v1/games/{gid}/replay", query_string={"at": 18})
    assert got.status_code == 200
    again = svc.positions.nearest(gid, rules, 17)
    assert again[0] == 16 and again[2] == "f" * 64 and again[1] is not kept[1], \
        "the state kept at 16 was folded on although the store's event 16 is not the one it was folded from"
    assert got.data == _from_the_first_event(app).get(f"/v1/games/{gid}/replay", query_string={"at": 18}).data
