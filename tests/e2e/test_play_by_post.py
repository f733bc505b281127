"""Play by post over real HTTP: gunicorn with gevent workers, a real Redis, a real RQ worker.

Two players join by invite and finish a game while a spectator follows the SSE stream (and
reconnects in the middle); webhook receivers (local HTTP servers) get signed calls from a real
webhook sender; a failing receiver is retried with backoff. Every wait polls with a generous timeout: no timing asserts
beyond lower bounds that backoff guarantees.
"""
from __future__ import annotations

import json
import random
import threading
import time

import pytest
import requests

from tests.conftest import running_api
from tests.e2e.helpers import all_events, purposeful
from tests.webhooks_helpers import Receiver, wait_for, webhook_sender

from service.integrate.webhooks import verify


@pytest.fixture(scope="module")
def server(redis_url, queue_url, rq_worker):
    """The API under gunicorn -k gevent, allowing webhooks to 127.0.0.1 and retrying fast, and a
    webhook sender that delivers them."""
    with running_api(redis_url, WEBHOOK_ALLOW_PRIVATE="1", WEBHOOK_RETRY_BASE_SECONDS="1",
                     STREAM_HEARTBEAT_SECONDS="1") as base, webhook_sender(redis_url, queue_url):
        yield base


def auth(token: str) -> dict:
    return {"Authorization": f"Bearer {token}"}


def sse_messages(resp):
    """Yield (event, id, data) of a text/event-stream response (comments and retry skipped)."""
    event, ident, data = None, None, []
    for raw in resp.iter_lines(decode_unicode=True):
        if raw == "":
            if data:
                yield event or "message", ident, json.loads("\n".join(data))
            event, ident, data = None, None, []
        elif raw.startswith(":"):
            continue
        elif raw.startswith("event:"):
            event = raw[6:].strip()
        elif raw.startswith("id:"):
            ident = raw[3:].strip()
        elif raw.startswith("data:"):
            data.append(raw[5:].strip())


class Follower(threading.Thread):
    """A spectator on the stream: drops the connection after `drop_after` events, then resumes."""

    def __init__(self, base: str, game_id: str, drop_after: int):
        super().__init__(daemon=True)
        self.base, self.game_id, self.drop_after = base, game_id, drop_after
        self.games: list[dict] = []
        self.events: list[dict] = []
        self.reconnects = 0
        self.ended = False
        self.error = None

    def run(self):
        try:
            last = None
            while not self.ended:
                headers = {} if last is None else {"Last-Event-ID": last}
                with requests.get(f"{self.base}/v1/games/{self.game_id}/stream", headers=headers,
                                  stream=True, timeout=60) as resp:
                    if resp.status_code == 204:
                        self.ended = True
                        break
                    assert resp.status_code == 200 and resp.headers["Content-Type"].startswith("text/event-stream")
                    for event, ident, data in sse_messages(resp):
                        if event == "game":
                            self.games.append(data)
                            last = ident
                        elif event == "end":
                            self.ended = True
                            break
                        else:
                            self.events.append(data)
                            last = ident
                            if self.reconnects == 0 and len(self.events) == self.drop_after:
                                self.reconnects += 1
                                break  # drop the connection in the middle of the game
        except Exception as exc:  # noqa: BLE001 - reported by the test
            self.error = exc


def test_two_players_join_by_invite_and_finish_while_a_spectator_streams(server):
    base = server
    r = requests.post(f"{base}/v1/games", json={"ruleset": "grove", "seats": [{"open": True}, {"open": True}]})
    assert r.status_code == 201, r.text
    created = r.json()
    game_id = created["id"]
    assert created["status"] == "waiting" and created["to_act"] == [] and created["version"] == 0
    invites = {s["seat"]: s["invite"] for s in created["seats"]}
    assert set(invites) == {0, 1} and "creator_token" in created
    # nobody sees the invites again
    assert all("invite" not in s for s in requests.get(f"{base}/v1/games/{game_id}").json()["seats"])

    follower = Follower(base, game_id, drop_after=6)
    follower.start()

    # seat 0 joins and registers a webhook for its seat before the game starts
    r = requests.post(f"{base}/v1/games/{game_id}/seats/0/claim", json={"invite": invites[0], "name": "ana"})
    assert r.status_code == 200, r.text
    tokens = {0: r.json()["token"]}
    assert r.json()["status"] == "waiting"
    again = requests.post(f"{base}/v1/games/{game_id}/seats/0/claim", json={"invite": invites[0], "name": "eve"})
    assert again.status_code == 409
    receivers = {seat: Receiver() for seat in (0, 1)}
    secrets_ = {}
    r = requests.post(f"{base}/v1/games/{game_id}/webhooks", json={"url": receivers[0].url, "scope": "seat"},
                      headers=auth(tokens[0]))
    assert r.status_code == 201, r.text
    secrets_[0] = r.json()["secret"]
    assert requests.post(f"{base}/v1/games/{game_id}/moves", json={"move": {"type": "stand"}},
                         headers=auth(tokens[0])).status_code == 409  # not started

    r = requests.post(f"{base}/v1/games/{game_id}/seats/1/claim", json={"invite": invites[1], "name": "bo"})
    assert r.status_code == 200, r.text
    tokens[1] = r.json()["token"]
    assert r.json()["status"] == "active" and r.json()["to_act"]
    r = requests.post(f"{base}/v1/games/{game_id}/webhooks", json={"url": receivers[1].url},
                      headers=auth(tokens[1]))
    assert r.status_code == 201, r.text
    secrets_[1] = r.json()["secret"]

    mine = requests.get(f"{base}/v1/me/games", headers=auth(f"{tokens[0]},{tokens[1]}")).json()["games"]
    assert len(mine) == 2 and mine[0]["is_my_turn"] and not mine[1]["is_my_turn"]

    pick = random.Random(11)
    moves = 0
    while True:
        game = requests.get(f"{base}/v1/games/{game_id}").json()
        if game["status"] == "finished":
            break
        seat = game["to_act"][0]
        legal = requests.get(f"{base}/v1/games/{game_id}/legal-moves", headers=auth(tokens[seat])).json()
        r = requests.post(f"{base}/v1/games/{game_id}/moves", json={"move": purposeful(pick, legal["moves"])},
                          headers={**auth(tokens[seat]), "If-Match": f'"{legal["version"]}"'})
        assert r.status_code == 201, r.text
        moves += 1
        assert moves < 3000

    follower.join(60)
    assert not follower.is_alive() and follower.error is None, follower.error
    assert follower.reconnects == 1 and follower.ended
    assert follower.games and follower.games[0]["status"] == "waiting"  # the first message: the whole game
    log = all_events(base, game_id)
    assert [e["seq"] for e in follower.events] == list(range(1, game["version"] + 1))  # each once, in order
    assert [e["hash"] for e in follower.events] == [e["hash"] for e in log]

    # webhooks: every call verifies; each seat heard "your turn"; both heard the end
    for seat, rec in receivers.items():
        wait_for(lambda rec=rec: any(b["type"] == "game.ended" for b in rec.bodies()), what=f"game.ended to seat {seat}")
        for call in rec.calls:
            assert verify(secrets_[seat], call["headers"], call["body"]), "a webhook signature did not verify"
            assert call["headers"]["webhook-id"].startswith("msg_")
        turns = [b for b in rec.bodies() if b["type"] == "turn.your_turn"]
        assert turns and all(b["data"]["seat"] == seat and b["data"]["game_id"] == game_id for b in turns)
        rec.close()


def test_a_failing_receiver_is_retried_with_backoff_and_410_disables(server):
    base = server
    r = requests.post(f"{base}/v1/games", json={"ruleset": "grove", "seats": [{"name": "ana"}, {"open": True}]})
    created = r.json()
    game_id, token0 = created["id"], created["seats"][0]["token"]
    flaky = Receiver(script=[503, 503, 200])
    r = requests.post(f"{base}/v1/games/{game_id}/webhooks", json={"url": flaky.url, "events": ["turn.your_turn"]},
                      headers=auth(token0))
    assert r.status_code == 201, r.text
    hook = r.json()
    gone = Receiver(script=[410])
    r = requests.post(f"{base}/v1/games/{game_id}/webhooks", json={"url": gone.url, "scope": "game"},
                      headers=auth(created["creator_token"]))
    assert r.status_code == 201, r.text
    gone_hook = r.json()
    # the creator starts with an AI in the open seat; one of the seats is to act: your turn
    r = requests.post(f"{base}/v1/games/{game_id}/start", json={"ai": {"level": "random"}},
                      headers=auth(created["creator_token"]))
    assert r.status_code == 200 and r.json()["status"] == "active", r.text

    wait_for(lambda: len(flaky.calls) >= 3, timeout=40, what="three attempts")
    ids = {c["headers"]["webhook-id"] for c in flaky.calls[:3]}
    assert len(ids) == 1  # the same message, retried
    first, second, third = (c["at"] for c in flaky.calls[:3])
    assert second - first >= 0.5 and third - second >= 1.0  # backoff: base 1 s, doubling, equal jitter
    for c in flaky.calls:
        assert verify(hook["secret"], c["headers"], c["body"])
    # wait for this message's own record: a later message may be delivered while this one waits
    # out its backoff (retries do not hold later messages up), so the log's oldest entry is not it
    first_id = flaky.calls[0]["headers"]["webhook-id"]

    def first_delivered():
        d = requests.get(f"{base}/v1/games/{game_id}/webhooks/{hook['id']}/deliveries", headers=auth(token0)).json()
        return d if any(m["id"] == first_id and m["status"] == "delivered" for m in d["deliveries"]) else None

    log = wait_for(first_delivered, what="the delivery log")
    codes = [a["status_code"] for a in log["attempts"] if a["delivery"] == first_id]
    assert sorted(codes) == [200, 503, 503]

    # redeliver: the same webhook-id again
    msg_id = flaky.calls[0]["headers"]["webhook-id"]
    r = requests.post(f"{base}/v1/games/{game_id}/webhooks/{hook['id']}/deliveries/{msg_id}/redeliver",
                      headers=auth(token0))
    assert r.status_code == 202, r.text
    wait_for(lambda: sum(1 for c in flaky.calls if c["headers"]["webhook-id"] == msg_id) >= 4, what="redelivery")

    # 410 Gone disabled the game-scope endpoint
    def disabled():
        listed = requests.get(f"{base}/v1/games/{game_id}/webhooks", headers=auth(created["creator_token"])).json()
        return [w for w in listed["webhooks"] if w["id"] == gone_hook["id"] and w["disabled"]]

    wait_for(disabled, what="the 410 endpoint to be disabled")
    assert len(gone.calls) == 1
    flaky.close()
    gone.close()


def test_long_poll_returns_when_a_move_is_made(server):
    base = server
    r = requests.post(f"{base}/v1/games", json={"ruleset": "grove", "seats": [{"name": "ana"}, {"name": "bo"}]})
    body = r.json()
    game_id, tokens = body["id"], {s["seat"]: s["token"] for s in body["seats"]}
    version = body["version"]
    result = {}

    def poll():
        t0 = time.monotonic()
        result["resp"] = requests.get(f"{base}/v1/games/{game_id}/events",
                                      params={"after": version, "wait": 30}, timeout=60)
        result["took"] = time.monotonic() - t0

    t = threading.Thread(target=poll)
    t.start()
    time.sleep(0.5)
    seat = body["to_act"][0]
    legal = requests.get(f"{base}/v1/games/{game_id}/legal-moves", headers=auth(tokens[seat])).json()
    assert requests.post(f"{base}/v1/games/{game_id}/moves", json={"move": legal["moves"][0]},
                         headers=auth(tokens[seat])).status_code == 201
    t.join(60)
    events = result["resp"].json()["events"]
    assert events and events[0]["seq"] == version + 1
    assert result["took"] < 25  # it returned on the move, not at the end of the wait


def test_listing_filters_and_paginates(server):
    base = server
    name = f"zed{random.randrange(10**9)}"
    ids = []
    for _ in range(3):
        r = requests.post(f"{base}/v1/games", json={"ruleset": "grove", "seats": [{"name": name}, {"open": True}]})
        ids.append(r.json()["id"])
    page = requests.get(f"{base}/v1/games", params={"seat": name, "limit": 2}).json()
    assert [g["id"] for g in page["games"]] == ids[::-1][:2] and page["next"]
    rest = requests.get(f"{base}/v1/games", params={"seat": name, "limit": 2, "cursor": page["next"]}).json()
    assert [g["id"] for g in rest["games"]] == [ids[0]]
    waiting = requests.get(f"{base}/v1/games", params={"seat": name, "open": "true", "status": "waiting"}).json()
    assert {g["id"] for g in waiting["games"]} == set(ids)
    assert all(g["open_seats"] == [1] for g in waiting["games"])
    assert requests.get(f"{base}/v1/games", params={"seat": name, "status": "active"}).json()["games"] == []


@pytest.mark.parametrize("ruleset", ["battalla"])  # hands: each seat sees its own cards
def test_the_stream_is_redacted_for_the_callers_seat_like_the_event_log(server, ruleset):
    base = server
    r = requests.post(f"{base}/v1/games", json={"ruleset": ruleset, "seats": [{"name": "ana"}, {"name": "bo"}]})
    assert r.status_code == 201, r.text
    body = r.json()
    game_id, tokens = body["id"], {s["seat"]: s["token"] for s in body["seats"]}
    logs = [requests.get(f"{base}/v1/games/{game_id}/events", headers=auth(tokens[0])).json()["events"],
            requests.get(f"{base}/v1/games/{game_id}/events").json()["events"]]
    assert logs[0] != logs[1]  # hidden information: the seat sees more than a spectator
    for who in (0, 1, None):
        headers = auth(tokens[who]) if who is not None else {}
        expected = requests.get(f"{base}/v1/games/{game_id}/events", headers=headers,
                                params={"limit": 1000}).json()["events"]
        got, first = [], None
        with requests.get(f"{base}/v1/games/{game_id}/stream", params={"after": 0}, headers=headers,
                          stream=True, timeout=30) as resp:
            for event, _, data in sse_messages(resp):
                if event == "game":
                    first = data
                    continue
                got.append(data)
                if data["seq"] == body["version"]:
                    break
        assert first is None  # a resume (after=0) has no game message
        assert got == expected, f"the stream shows seat {who} something else than its event log"
    with requests.get(f"{base}/v1/games/{game_id}/stream", headers=auth(tokens[0]), stream=True, timeout=30) as resp:
        event, ident, data = next(sse_messages(resp))
    mine = requests.get(f"{base}/v1/games/{game_id}", headers=auth(tokens[0])).json()
    assert event == "game" and int(ident) == mine["version"] and data["view"] == mine["view"]
