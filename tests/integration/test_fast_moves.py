"""The move and resign routes off the generic path (api/fast_moves.py) answer exactly what Flask's
generic path answers: status, every header in order, and the body byte for byte.

Two apps, one with the fast path and one without (FAST_MOVES=off), on two databases of one private
redis-server. A game is created on the first, and the whole database is copied to the second (the
same id, seed, tokens and rate-limit counters); both apps' clocks are frozen, so the same request
gives the same events, hashes and answer on both. Each request below goes to both, and the
answers are compared; the fast path's own writer is spied on, so a success that silently took
the generic path fails the test."""
from __future__ import annotations

import json
from datetime import datetime, timezone

import pytest
import redis

from api import create_app
from api.fast_moves import FastMoves
from scripts.bench_moves import grove_move
from service.ops.redis_server import PrivateRedis
from tests.conftest import METRICS_AUTH, METRICS_TOKEN

NOW = datetime(2026, 11, 28, 1, 0, tzinfo=timezone.utc)
ORIGIN = "https://table.example"


@pytest.fixture(scope="module")
def server():
    s = PrivateRedis()
    yield s
    s.stop()


def _app(url: str, fast: bool, token_limit: str):
    app = create_app({"TESTING": True, "REDIS_URL": url, "SCHEDULE_JOBS": False, "METRICS_TOKEN": METRICS_TOKEN,
                      "FAST_MOVES": "on" if fast else "off", "CORS_ORIGINS": ORIGIN,
                      # limited (loopback is exempt by default) with a window so long that the
                      # remaining count does not depend on when the request came
                      "RATE_LIMIT_EXEMPT": "", "RATE_LIMIT_IP": "100000/1000000", "RATE_LIMIT_TOKEN": token_limit})
    app.extensions["arbiter"].clock = lambda: NOW
    return app


class Pair:
    """The same requests to the fast app and to the generic one, their answers compared."""

    def __init__(self, server, db: int, token_limit: str = "50000/1000000"):
        self.fast_url, self.slow_url = f"redis://127.0.0.1:{server.port}/{db}", f"redis://127.0.0.1:{server.port}/{db + 1}"
        for url in (self.fast_url, self.slow_url):
            redis.Redis.from_url(url).flushdb()
        self.fast, self.slow = _app(self.fast_url, True, token_limit), _app(self.slow_url, False, token_limit)
        assert isinstance(self.fast.wsgi_app, FastMoves) and not isinstance(self.slow.wsgi_app, FastMoves)
        self.fast_client, self.slow_client = self.fast.test_client(), self.slow.test_client()

    def create(self) -> dict:
        """A grove game on the fast app's store, copied key by key to the generic app's."""
        body = self.fast_client.post("/v1/games", json={"ruleset": "grove", "seats": [{"name": "Ana"}, {"name": "Bo"}]})
        assert body.status_code == 201, body.get_data(as_text=True)
        src, dst = redis.Redis.from_url(self.fast_url), redis.Redis.from_url(self.slow_url)
        for key in src.scan_iter():
            ttl = src.pttl(key)
            dst.restore(key, ttl if ttl > 0 else 0, src.dump(key), replace=True)
        return body.get_json()

    def post(self, path: str, body=None, headers: dict | None = None, raw: bytes | None = None, base_url=None):
        """POST to both; assert the same answer; return the fast app's."""
        kwargs = {"headers": headers or {}, **({"base_url": base_url} if base_url else {})}
        if raw is not None:
            kwargs["data"] = raw
        elif body is not None:
            kwargs["json"] = body
        a = self.fast_client.post(path, **kwargs)
        b = self.slow_client.post(path, **kwargs)
        assert (a.status, a.get_data()) == (b.status, b.get_data()), path
        assert a.headers.to_wsgi_list() == b.headers.to_wsgi_list(), path
        return a


@pytest.fixture
def spy(monkeypatch):
    """How many answers the fast path wrote itself."""
    calls = []
    original = FastMoves.headers

    def counting(self, *args, **kwargs):
        calls.append(args)
        return original(self, *args, **kwargs)

    monkeypatch.setattr(FastMoves, "headers", counting)
    return calls


def _auth(token: str) -> dict:
    return {"Authorization": f"Bearer {token}"}


def test_moves_errors_and_resign_answer_as_the_generic_path(server, spy):
    pair = Pair(server, 0)
    game = pair.create()
    gid, first = game["id"], game["to_act"][0]
    tokens = [s["token"] for s in game["seats"]]
    path = f"/v1/games/{gid}/moves"
    k = 0

    def move(headers=None, base_url=None):
        nonlocal k
        seat, mv = grove_move(first, k)
        answer = pair.post(path, {"move": mv}, {**_auth(tokens[seat]), **(headers or {})}, base_url=base_url)
        if answer.status_code == 201:
            k += 1
        return answer

    assert move().status_code == 201  # a plain move
    assert len(spy) == 1
    minimal = move({"Prefer": "return=minimal"})
    assert minimal.status_code == 201 and "game" not in minimal.get_json()
    assert minimal.headers["Preference-Applied"] == "return=minimal" and minimal.headers["Location"] == f"/v1/games/{gid}"
    assert minimal.get_json()["events"] and minimal.headers["ETag"].startswith(f'"{minimal.get_json()["version"]}-seat')
    assert move({"Prefer": "respond-async, return=representation"}).get_json()["game"]  # not minimal: the view
    cors = move({"Origin": ORIGIN})  # an allowed origin: CORS headers, Vary: Authorization, Origin
    assert cors.headers["Access-Control-Allow-Origin"] == ORIGIN and cors.headers["Vary"] == "Authorization, Origin"
    move({"Origin": "https://elsewhere.example"})  # a foreign origin: no Access-Control-Allow-Origin
    secure = move(base_url="https://localhost")  # over HTTPS: Strict-Transport-Security too
    assert secure.headers["Strict-Transport-Security"]
    version = move().get_json()["version"]
    assert move({"If-Match": f'"{version}"'}).status_code == 201  # a current If-Match
    keyed = move({"Idempotency-Key": "k-1", "Prefer": "return=minimal"})
    assert keyed.status_code == 201
    k -= 1  # the same request again: the stored answer, replayed
    replayed = move({"Idempotency-Key": "k-1", "Prefer": "return=minimal"})
    assert replayed.get_data() == keyed.get_data()
    k -= 1
    assert move({"Idempotency-Key": "k-1"}).get_json()["game"]  # replayed with the view it stored
    assert len(spy) == 11

    # refusals: problem+json, through the app's error handlers on both paths
    assert move({"If-Match": '"1"'}).status_code == 412
    seat, mv = grove_move(first, k)
    other = tokens[1 - seat]
    refusals = [
        pair.post(path, {"move": mv}, _auth(other)),  # not this seat's turn
        pair.post(path, {"move": mv}),  # no token
        pair.post(path, {"move": mv}, {"Authorization": "Basic abc"}),  # malformed
        pair.post(path, {"move": mv}, _auth("not-a-seat-token")),
        pair.post(path, {"move": mv, "extra": 1}, _auth(tokens[seat])),  # unknown field
        pair.post(path, {"move": None}, _auth(tokens[seat])),  # null move
        pair.post(path, {}, _auth(tokens[seat])),  # no move
        pair.post(path, None, {**_auth(tokens[seat]), "Content-Type": "application/json"}, raw=b"{nope"),
        pair.post(path, None, {**_auth(tokens[seat]), "Content-Type": "text/plain"}, raw=b'{"move": {}}'),
        pair.post(path, {"move": {"type": "fly"}}, _auth(tokens[seat])),  # not a move of the rules
        pair.post(path, {"move": mv}, {**_auth(tokens[seat]), "If-Match": "W/\"3\""}),
        pair.post(path, {"move": mv}, {**_auth(tokens[seat]), "Idempotency-Key": "\x01"}),
        pair.post("/v1/games/nosuchgame/moves", {"move": mv}, _auth(tokens[seat])),
        pair.post(path, {"move": mv}, {**_auth(tokens[seat]), "If-Match": '"1"', "Idempotency-Key": "k-2"}),
        pair.post(path, {"move": mv}, {**_auth(tokens[seat]), "If-Match": '"1"', "Idempotency-Key": "k-2"}),
    ]
    statuses = [r.status_code for r in refusals]
    assert all(400 <= s < 500 for s in statuses), statuses
    assert all(r.mimetype == "application/problem+json" for r in refusals)
    assert len(spy) == 11  # no refusal was written by the fast path's success writer

    resigned = pair.post(f"/v1/games/{gid}/resign", None, _auth(tokens[0]))
    assert resigned.status_code == 201 and resigned.get_json()["game"]["status"] == "finished"
    assert len(spy) == 12
    after = pair.post(f"/v1/games/{gid}/resign", None, _auth(tokens[1]))  # the game is over
    assert after.status_code >= 400 and after.mimetype == "application/problem+json"

    # the same requests counted in the same metrics
    def counted(client):
        text = client.get("/metrics", headers=METRICS_AUTH).get_data(as_text=True)
        return sorted(line for line in text.splitlines()
                      if line.startswith("arbiter_http_requests_total") and "/v1/games/<game_id>/" in line)

    lines = counted(pair.fast_client)
    assert lines == counted(pair.slow_client) and any('status="201"' in line for line in lines)


def test_rate_limited_moves_answer_as_the_generic_path(server, spy):
    """A 429 from the rate limit (a before-request hook) is the same answer on both paths."""
    pair = Pair(server, 2, token_limit="1/1000000")
    game = pair.create()
    seat, mv = grove_move(game["to_act"][0], 0)
    token = game["seats"][seat]["token"]
    path = f"/v1/games/{game['id']}/moves"
    assert pair.post(path, {"move": mv}, _auth(token)).status_code == 201
    refused = pair.post(path, {"move": grove_move(game["to_act"][0], 1)[1]}, _auth(token))
    assert refused.status_code == 429 and refused.headers["Retry-After"]
    assert len(spy) == 1


def test_remembered_routes_answer_as_the_generic_path_for_every_host(server, spy):
    """The fast path remembers a request line's URL match (api/fast_moves.py CommandContext): a
    move on a remembered line, and the same line from a host TRUSTED_HOSTS refuses, answer as the
    generic path does, in either order."""
    pair = Pair(server, 6)
    for app in (pair.fast, pair.slow):
        app.config["TRUSTED_HOSTS"] = ["localhost", "table.example"]
    game = pair.create()
    first, tokens = game["to_act"][0], [s["token"] for s in game["seats"]]
    path = f"/v1/games/{game['id']}/moves"
    statuses = []
    for base_url in ["http://localhost", "http://localhost", "http://evil.example",
                     "http://table.example", "http://evil.example", "http://localhost"]:
        seat, mv = grove_move(first, len([s for s in statuses if s == 201]))
        statuses.append(pair.post(path, {"move": mv}, _auth(tokens[seat]), base_url=base_url).status_code)
    assert statuses == [201, 201, 400, 201, 400, 201]
    assert len(spy) == 4


def test_minimal_answers_over_real_http(server):
    """Through gunicorn (gevent), as `make run` serves it: the fast path's 201 with
    `Prefer: return=minimal` and without it."""
    import urllib.request

    from tests.conftest import running_api

    redis.Redis.from_url(f"redis://127.0.0.1:{server.port}/4").flushdb()
    with running_api(f"redis://127.0.0.1:{server.port}/4") as base:
        req = urllib.request.Request(base + "/v1/games", data=json.dumps(
            {"ruleset": "grove", "seats": [{"name": "Ana"}, {"name": "Bo"}]}).encode(),
            headers={"Content-Type": "application/json"})
        game = json.load(urllib.request.urlopen(req))
        seat, mv = grove_move(game["to_act"][0], 0)
        req = urllib.request.Request(f"{base}/v1/games/{game['id']}/moves", data=json.dumps({"move": mv}).encode(),
                                     headers={"Content-Type": "application/json", "Prefer": "return=minimal",
                                              **_auth(game["seats"][seat]["token"])})
        with urllib.request.urlopen(req) as resp:
            body = json.load(resp)
            assert resp.status == 201 and resp.headers["Preference-Applied"] == "return=minimal"
            assert resp.headers["Location"] == f"/v1/games/{game['id']}"
            assert resp.headers["ETag"] == f'"{body["version"]}-seat{seat}"'
            assert resp.headers["X-Content-Type-Options"] == "nosniff"
            assert set(body) == {"version", "events"} and body["events"][0]["text"]
