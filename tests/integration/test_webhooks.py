"""Webhooks against a real Redis, in-process: URL checks, one delivery attempt at a time (no
sender: the outbox is left out so each attempt is run by the test), 410, Retry-After, reminders."""
from __future__ import annotations

import json

import pytest
from service.storage.connection import connect

from api import create_app
from service.integrate.webhooks import Notifier, Webhooks, verify
from tests.webhooks_helpers import Receiver


@pytest.fixture
def strict_client(redis_url):
    app = create_app({"TESTING": True, "REDIS_URL": redis_url, "SCHEDULE_JOBS": False,
                      "WEBHOOK_ALLOW_PRIVATE": False, "RATE_LIMITS": "off"})
    return app.test_client()


def new_game(client, seats=None, clock=None):
    body = {"ruleset": "grove", "seats": seats or [{"name": "ana"}, {"name": "bo"}]}
    if clock:
        body["clock"] = clock
    r = client.post("/v1/games", json=body)
    assert r.status_code == 201, r.json
    return r.json


@pytest.mark.parametrize("url", [
    "http://127.0.0.1:9/x", "http://localhost/x", "http://10.1.2.3/x", "http://192.168.0.1/x",
    "http://169.254.169.254/latest/meta-data", "http://[::1]/x", "http://100.64.0.1/x", "http://0.0.0.0/x",
    "ftp://example.com/x", "http://user:pw@example.com/x",
])
def test_private_loopback_link_local_and_odd_urls_are_refused_by_default(strict_client, url):
    game = new_game(strict_client)
    r = strict_client.post(f"/v1/games/{game['id']}/webhooks", json={"url": url},
                           headers={"Authorization": f"Bearer {game['seats'][0]['token']}"})
    assert r.status_code in (400, 422), r.json
    assert r.json["type"] in ("urn:arbiter:problem:webhook-url-refused", "urn:arbiter:problem:invalid-body")


def test_the_services_own_host_is_refused_even_when_private_is_allowed(redis_url):
    app = create_app({"TESTING": True, "REDIS_URL": redis_url, "SCHEDULE_JOBS": False,
                      "WEBHOOK_ALLOW_PRIVATE": True, "RATE_LIMITS": "off"})
    client = app.test_client()
    game = new_game(client)
    h = {"Authorization": f"Bearer {game['seats'][0]['token']}"}
    r = client.post(f"/v1/games/{game['id']}/webhooks", json={"url": "http://localhost/v1/games"}, headers=h)
    assert r.status_code == 422 and "this service" in r.json["detail"]
    r = client.post(f"/v1/games/{game['id']}/webhooks", json={"url": "http://127.0.0.1:9/hook"}, headers=h)
    assert r.status_code == 201 and r.json["secret"].startswith("whsec_")
    assert client.post(f"/v1/games/{game['id']}/webhooks", json={"url": "http://127.0.0.1:9/hook"}).status_code == 401  # no token
    other = new_game(client)
    r = client.post(f"/v1/games/{other['id']}/webhooks", json={"url": "http://127.0.0.1:9/hook"}, headers=h)
    assert r.status_code == 401


def _endpoint(r, game_id, owner, url, allow_private=True, base=1.0):
    return Webhooks(r).register(game_id, owner, "seat", url, None, allow_private=allow_private, retry_base=base)


def test_a_delivery_is_signed_retried_honouring_retry_after_then_delivered(redis_url):
    r = connect(redis_url)
    rec = Receiver([(503, {"Retry-After": "30"}), (500, {}), (200, {})])
    ep = _endpoint(r, "pbpgame1", 0, rec.url)
    hooks = Webhooks(r)  # no outbox: the test runs each attempt itself
    full = hooks.endpoint("pbpgame1", ep["id"])
    msg = hooks.enqueue(full, "turn.your_turn", {"game_id": "pbpgame1", "version": 3, "seat": 0})
    assert hooks.deliver("pbpgame1", msg).status == "retrying"
    assert hooks.delivery("pbpgame1", msg)["next_attempt_in"] >= 30  # Retry-After wins over 1 s backoff
    assert hooks.deliver("pbpgame1", msg).status == "retrying"
    assert hooks.delivery("pbpgame1", msg)["next_attempt_in"] <= 2.0  # second backoff: 1..2 s
    assert hooks.deliver("pbpgame1", msg).status == "delivered"
    assert hooks.deliver("pbpgame1", msg).status == "nothing"  # a repeated job sends nothing more
    assert len(rec.calls) == 3
    assert len(set(rec.ids())) == 1
    for call in rec.calls:
        assert verify(ep["secret"], call["headers"], call["body"]) and json.loads(call["body"])["type"] == "turn.your_turn"
    log = hooks.log("pbpgame1", ep["id"], 0)
    assert [a["status_code"] for a in log] == [200, 500, 503] and [a["attempt"] for a in log] == [3, 2, 1]
    rec.close()


def test_410_disables_the_endpoint(redis_url):
    r = connect(redis_url)
    rec = Receiver([(410, {})])
    ep = _endpoint(r, "pbpgame2", 1, rec.url)
    hooks = Webhooks(r)
    msg = hooks.enqueue(hooks.endpoint("pbpgame2", ep["id"]), "game.ended", {"game_id": "pbpgame2"})
    assert hooks.deliver("pbpgame2", msg).status == "failed"
    assert hooks.endpoint("pbpgame2", ep["id"])["disabled"] is True
    again = hooks.enqueue(hooks.endpoint("pbpgame2", ep["id"]), "game.ended", {"game_id": "pbpgame2"})
    assert hooks.deliver("pbpgame2", again).status == "failed" and len(rec.calls) == 1
    rec.close()


def test_delivery_rechecks_the_address_when_private_is_not_allowed(redis_url):
    r = connect(redis_url)
    hooks = Webhooks(r)
    ep = {"id": "wh_x", "game_id": "pbpgame3", "url": "http://127.0.0.1:9/x", "scope": "seat", "seat": 0,
          "owner": 0, "events": ["game.ended"], "secret": "whsec_" + "A" * 32, "allow_private": False,
          "own_hosts": [], "retry_base": 1.0, "disabled": False, "disabled_reason": None, "created_at": ""}
    hooks._save(ep)
    msg = hooks.enqueue(ep, "game.ended", {})
    assert hooks.deliver("pbpgame3", msg).status == "retrying"
    assert hooks.log("pbpgame3", "wh_x", 0)[0]["error"].startswith("refused")


def recording_app(redis_url, redis_client):
    """(app, service, sent): an app whose notifier records each send as (seat, event type, data)
    and each scheduled reminder as (seat, "reminder-scheduled", {"version", "delay"})."""
    app = create_app({"TESTING": True, "REDIS_URL": redis_url, "SCHEDULE_JOBS": False,
                      "WEBHOOK_ALLOW_PRIVATE": True, "RATE_LIMITS": "off"})
    svc = app.extensions["arbiter"]
    sent = []

    class Recorder(Notifier):
        def _send(self, ep, event_type, data):
            sent.append((ep["seat"], event_type, data))

        def _schedule_reminder(self, game_id, version, seat, delay):
            sent.append((seat, "reminder-scheduled", {"version": version, "delay": delay}))

    svc.notifier = Recorder(redis_client, None)
    return app, svc, sent


def test_your_turn_and_reminder_are_enqueued_for_the_seat_to_act(redis_url, redis_client):
    app, svc, sent = recording_app(redis_url, redis_client)
    client = app.test_client()
    game = new_game(client, seats=[{"name": "ana"}, {"open": True}], clock={"move_seconds": 3600})
    tokens = {0: game["seats"][0]["token"]}
    for seat in (0,):
        assert client.post(f"/v1/games/{game['id']}/webhooks", json={"url": "http://127.0.0.1:9/a"},
                           headers={"Authorization": f"Bearer {tokens[seat]}"}).status_code == 201
    invite = game["seats"][1]["invite"]
    claimed = client.post(f"/v1/games/{game['id']}/seats/1/claim", json={"invite": invite}).json
    tokens[1] = claimed["token"]
    first = claimed["to_act"][0]
    if first == 0:
        assert (0, "turn.your_turn") in [(s, t) for s, t, _ in sent]
        # 80% of the move allowance into the turn (of the seat's own time: docs/deadlines.md)
        assert any(s == 0 and t == "reminder-scheduled" and 2870 < d["delay"] <= 2880 for s, t, d in sent)
    loaded = svc.load(game["id"])
    sent.clear()
    assert svc.notifier.remind(svc, game["id"], loaded.version, first) == "reminded"
    if first == 0:
        assert sent and sent[0][1] == "turn.deadline_reminder" and sent[0][2]["seconds_left"] > 3000
    assert svc.notifier.remind(svc, game["id"], loaded.version - 1, first) == "stale"
    r = client.post(f"/v1/games/{game['id']}/resign", headers={"Authorization": f"Bearer {tokens[1]}"})
    assert r.status_code == 201
    assert (0, "game.ended") in [(s, t) for s, t, _ in sent]


def test_a_game_ended_by_a_deadline_sends_game_ended(redis_url, redis_client):
    import time

    from service.play.automation import enforce_deadline

    app = create_app({"TESTING": True, "REDIS_URL": redis_url, "SCHEDULE_JOBS": False,
                      "WEBHOOK_ALLOW_PRIVATE": True, "RATE_LIMITS": "off"})
    svc = app.extensions["arbiter"]
    sent = []

    class Recorder(Notifier):
        def _send(self, ep, event_type, data):
            sent.append((ep["seat"], event_type, data))

        def _schedule_reminder(self, *args):
            pass

    svc.notifier = Recorder(redis_client, None)
    client = app.test_client()
    game = new_game(client, clock={"move_seconds": 1, "on_timeout": "forfeit"})
    for s in game["seats"]:
        assert client.post(f"/v1/games/{game['id']}/webhooks", json={"url": "http://127.0.0.1:9/a"},
                           headers={"Authorization": f"Bearer {s['token']}"}).status_code == 201
    time.sleep(1.2)
    seat = game["to_act"][0]
    assert enforce_deadline(svc, game["id"], game["version"], seat) == "timed-out"
    ended = [(s, d) for s, t, d in sent if t == "game.ended"]
    assert sorted(s for s, _ in ended) == [0, 1]
    assert all(d["outcome"]["reason"] == "forfeit" and d["outcome"]["winners"] == [1 - seat] for _, d in ended)
    names = ["ana", "bo"]
    assert all(d["text"].startswith(f"{names[seat]}'s time runs out: forfeits the game. The game is over: "
                                    f"{names[1 - seat]} wins ({names[seat]} forfeited, out of time)") for _, d in ended)
    assert all(d["outcome"]["text"] == f"{names[1 - seat]} wins: {names[seat]} forfeited, out of time." for _, d in ended)


def test_your_turn_says_the_last_move_in_words_for_the_seat_and_for_the_game(redis_url, redis_client):
    """A seat's webhook reads "<the move>; it is your turn in …"; a game-wide one, a spectator's words."""
    app, svc, sent = recording_app(redis_url, redis_client)
    client = app.test_client()
    game = new_game(client)
    tokens = {s["seat"]: s["token"] for s in game["seats"]}
    first = game["to_act"][0]
    other = 1 - first
    assert client.post(f"/v1/games/{game['id']}/webhooks", json={"url": "http://127.0.0.1:9/a"},
                       headers={"Authorization": f"Bearer {tokens[other]}"}).status_code == 201
    assert client.post(f"/v1/games/{game['id']}/webhooks", json={"url": "http://127.0.0.1:9/b", "scope": "game"},
                       headers={"Authorization": f"Bearer {tokens[first]}"}).status_code == 201
    sent.clear()
    moves = client.get(f"/v1/games/{game['id']}/legal-moves", headers={"Authorization": f"Bearer {tokens[first]}"}).json
    r = client.post(f"/v1/games/{game['id']}/moves", json={"move": moves["moves"][0]},
                    headers={"Authorization": f"Bearer {tokens[first]}"})
    assert r.status_code == 201
    names = ["ana", "bo"]
    colour = ["Light", "Dark"][first]
    while r.json["game"]["to_act"] == [first]:  # a Stand at the Grove grants a second action
        r = client.post(f"/v1/games/{game['id']}/moves", json={"move": {"type": "end_turn"}},
                        headers={"Authorization": f"Bearer {tokens[first]}"})
    texts = {ep_seat: d["text"] for ep_seat, t, d in sent if t == "turn.your_turn"}
    assert texts[other].endswith("; it is your turn in Battle for the Grove.")
    assert texts[None].endswith(f"; it is {names[other]}'s turn in Battle for the Grove.")
    assert texts[other].startswith(names[first]) and colour in moves["texts"][0]


def test_a_seat_that_keeps_the_turn_gets_a_reminder_for_its_new_deadline(redis_url, redis_client):
    """Grove: "stand at the Grove" as a first action grants a second one; the deadline is reset
    for the same seat, and its reminder must be scheduled too (a player was forfeited unwarned)."""
    app, svc, recorded = recording_app(redis_url, redis_client)
    client = app.test_client()
    game = new_game(client, seats=[{"name": "ana"}, {"name": "bo"}], clock={"move_seconds": 3600})
    seat = game["to_act"][0]
    token = game["seats"][seat]["token"]
    assert client.post(f"/v1/games/{game['id']}/webhooks", json={"url": "http://127.0.0.1:9/a"},
                       headers={"Authorization": f"Bearer {token}"}).status_code == 201
    recorded.clear()
    r = client.post(f"/v1/games/{game['id']}/moves", json={"move": {"type": "stand", "place": "grove"}},
                    headers={"Authorization": f"Bearer {token}"})
    assert r.status_code == 201 and r.json["game"]["to_act"] == [seat]
    sent = [(s, t, d["version"]) for s, t, d in recorded]
    assert (seat, "reminder-scheduled", r.json["version"]) in sent
    assert (seat, "turn.your_turn", r.json["version"]) not in sent  # not a new turn: no second "your turn"


def test_a_takeback_request_sends_game_offer_to_the_seat_that_answers(redis_url, redis_client):
    app, svc, sent = recording_app(redis_url, redis_client)
    client = app.test_client()
    game = new_game(client, seats=[{"name": "Ana"}, {"name": "Bo"}])
    tokens = {s["seat"]: {"Authorization": f"Bearer {s['token']}"} for s in game["seats"]}
    gid = game["id"]
    for seat in (0, 1):
        assert client.post(f"/v1/games/{gid}/webhooks", json={"url": f"http://127.0.0.1:9/{seat}"},
                           headers=tokens[seat]).status_code == 201
    first = client.get(f"/v1/games/{gid}").get_json()["to_act"][0]
    for mv in ({"type": "stand", "place": "grove"}, {"type": "end_turn"}):
        assert client.post(f"/v1/games/{gid}/moves", json={"move": mv}, headers=tokens[first]).status_code == 201
    sent.clear()
    assert client.post(f"/v1/games/{gid}/takeback", headers=tokens[first]).status_code == 201
    offers = [(s, d) for s, t, d in sent if t == "game.offer"]
    assert [s for s, _ in offers] == [1 - first]  # only the seat that answers
    data = offers[0][1]
    assert data["kind"] == "takeback" and data["by"] == first
    assert data["text"].startswith(f"{('Ana', 'Bo')[first]} asks to take back their last turn")
