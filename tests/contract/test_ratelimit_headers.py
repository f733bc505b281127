"""Rate-limit headers per the IETF draft (RateLimit-Policy, RateLimit) and the trusted-proxy setting."""
from __future__ import annotations

import uuid

from api import create_app
from tests.addresses import client_addr


def _client(redis_url, **config):
    settings = {"TESTING": True, "REDIS_URL": redis_url, "SCHEDULE_JOBS": False,
                "RATE_LIMIT_IP": "5/60", "RATE_LIMIT_TOKEN": "3/60", "RATE_LIMIT_EXEMPT": ""}
    settings.update(config)
    return create_app(settings).test_client()


def _addr() -> str:
    return client_addr()


def test_an_allowed_answer_names_every_quota_and_the_tightest_remaining(redis_url):
    client = _client(redis_url)
    resp = client.get("/v1/rulesets", headers={"Authorization": f"Bearer {uuid.uuid4().hex}"},
                      environ_base={"REMOTE_ADDR": _addr()})
    assert resp.status_code == 200
    assert resp.headers["RateLimit-Policy"] == '"ip";q=5;w=60, "token";q=3;w=60'
    assert resp.headers["RateLimit"] == '"token";r=2;t=20'


def test_a_refusal_says_nothing_remains_until_retry_after(redis_url):
    client = _client(redis_url)
    env = {"REMOTE_ADDR": _addr()}
    for _ in range(5):
        client.get("/v1/rulesets", environ_base=env)
    refused = client.get("/v1/rulesets", environ_base=env)
    assert refused.status_code == 429
    assert refused.headers["RateLimit"] == f'"ip";r=0;t={refused.headers["Retry-After"]}'


def test_behind_a_trusted_proxy_the_limit_counts_the_forwarded_client(redis_url):
    client = _client(redis_url, TRUSTED_PROXY_HOPS=1)
    proxy = {"REMOTE_ADDR": "198.51.100.7"}
    first, second = _addr(), _addr()
    while second == first:
        second = _addr()
    codes = [client.get("/v1/rulesets", environ_base=proxy, headers={"X-Forwarded-For": first}).status_code
             for _ in range(6)]
    assert codes == [200] * 5 + [429]
    # another client behind the same proxy has its own quota; a spoofed left-most address is ignored
    other = client.get("/v1/rulesets", environ_base=proxy, headers={"X-Forwarded-For": f"{first}, {second}"})
    assert other.status_code == 200


def test_without_trusted_proxies_x_forwarded_for_is_ignored(redis_url):
    client = _client(redis_url)
    proxy = {"REMOTE_ADDR": _addr()}
    codes = [client.get("/v1/rulesets", environ_base=proxy,
                        headers={"X-Forwarded-For": _addr()}).status_code for _ in range(6)]
    assert codes == [200] * 5 + [429]
