"""Rate limits in Redis (per IP, per token) answered with 429 + Retry-After; body size limit."""
import uuid

import pytest
from service.storage.connection import connect

from api import create_app
from tests.addresses import client_addr
from service.storage.ratelimit import Limit, RateLimiter


@pytest.fixture
def limited(redis_url):
    app = create_app({"TESTING": True, "REDIS_URL": redis_url, "SCHEDULE_JOBS": False,
                      "RATE_LIMIT_IP": "5/60", "RATE_LIMIT_TOKEN": "3/60", "RATE_LIMIT_EXEMPT": ""})
    return app.test_client()


def ip() -> dict:
    return {"REMOTE_ADDR": client_addr()}


def test_per_ip_limit_answers_429_with_retry_after(limited):
    env = ip()
    codes = [limited.get("/v1/rulesets", environ_base=env).status_code for _ in range(6)]
    assert codes == [200] * 5 + [429]
    refused = limited.get("/v1/rulesets", environ_base=env)
    assert refused.status_code == 429 and refused.mimetype == "application/problem+json"
    assert 1 <= int(refused.headers["Retry-After"]) <= 60
    assert refused.json["type"] == "urn:arbiter:problem:rate-limited"
    assert limited.get("/healthz", environ_base=env).status_code == 200  # probes are never limited


def test_per_token_limit_is_separate_from_the_ip(limited):
    token = uuid.uuid4().hex
    codes = [limited.get("/v1/rulesets", headers={"Authorization": f"Bearer {token}"}, environ_base=ip()).status_code
             for _ in range(4)]
    assert codes == [200, 200, 200, 429]
    assert limited.get("/v1/rulesets", environ_base=ip()).status_code == 200


def test_loopback_is_exempt_by_default(redis_url):
    client = create_app({"TESTING": True, "REDIS_URL": redis_url, "SCHEDULE_JOBS": False,
                         "RATE_LIMIT_IP": "1/60"}).test_client()
    assert all(client.get("/v1/rulesets").status_code == 200 for _ in range(5))


def test_gcra_refills_at_the_rate(redis_url):
    limiter = RateLimiter(connect(redis_url), prefix=f"rltest{uuid.uuid4().hex}")
    fast = Limit.parse("2/0.2")
    assert limiter.hit([("x", "a", fast)]).allowed and limiter.hit([("x", "a", fast)]).allowed
    refused = limiter.hit([("x", "a", fast)])
    assert not refused.allowed and refused.retry_after >= 1
    import time

    time.sleep(0.3)
    assert limiter.hit([("x", "a", fast)]).allowed


def test_bodies_over_64_kib_are_413(limited):
    r = limited.post("/v1/games", data="x" * (65 * 1024), content_type="application/json", environ_base=ip())
    assert r.status_code == 413 and r.mimetype == "application/problem+json"
