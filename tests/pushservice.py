"""A push service for tests and benchmarks: an HTTP endpoint that does what a browser vendor's
push service and the browser do together. It checks the VAPID JWT (ES256 signature by the key in
`k`, `aud` = its own origin, `exp` in the future and at most 24 h away, a `sub`), decrypts the
aes128gcm body with the subscription's private key and auth secret (RFC 8291, `http_ece`), and
keeps every message with the time it arrived. A path can be told to answer 410 (a subscription
the browser dropped) or 503 a few times first (a service in trouble)."""
from __future__ import annotations

import base64
import json
import os
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import http_ece
from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives.asymmetric.utils import encode_dss_signature


def b64u(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


def unb64u(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def check_vapid(header: str, audience: str, expected_key: str | None = None) -> dict:
    """The claims of a valid `vapid t=…,k=…` Authorization header; AssertionError says what is wrong."""
    scheme, _, rest = header.partition(" ")
    assert scheme.lower() == "vapid", f"scheme {scheme!r}"
    parts = dict(p.split("=", 1) for p in rest.split(","))
    if expected_key is not None:
        assert parts["k"] == expected_key, "the JWT is signed by another key than the server's VAPID key"
    head, body, sig = parts["t"].split(".")
    assert json.loads(unb64u(head)) == {"typ": "JWT", "alg": "ES256"} or json.loads(unb64u(head))["alg"] == "ES256"
    key = ec.EllipticCurvePublicKey.from_encoded_point(ec.SECP256R1(), unb64u(parts["k"]))
    raw = unb64u(sig)
    der = encode_dss_signature(int.from_bytes(raw[:32], "big"), int.from_bytes(raw[32:], "big"))
    try:
        key.verify(der, f"{head}.{body}".encode(), ec.ECDSA(hashes.SHA256()))
    except InvalidSignature:
        raise AssertionError("bad VAPID signature") from None
    claims = json.loads(unb64u(body))
    assert claims["aud"] == audience, f"aud {claims['aud']!r} != {audience!r}"
    assert time.time() < claims["exp"] <= time.time() + 24 * 3600 + 60, "exp out of range"
    assert claims.get("sub", "").startswith(("mailto:", "https:")), "no sub"
    return claims


class Subscription:
    """What a browser's PushManager.subscribe() makes: a P-256 key pair and an auth secret."""

    def __init__(self, endpoint: str):
        self.endpoint = endpoint
        self.key = ec.generate_private_key(ec.SECP256R1())
        self.auth = os.urandom(16)

    def json(self) -> dict:
        """The subscription as PushSubscription.toJSON() gives it."""
        public = self.key.public_key().public_bytes(serialization.Encoding.X962,
                                                    serialization.PublicFormat.UncompressedPoint)
        return {"endpoint": self.endpoint, "keys": {"p256dh": b64u(public), "auth": b64u(self.auth)}}


class PushService:
    """The receiver: start() on a free port; `messages` holds (path, payload dict, arrival time)."""

    def __init__(self, expected_key: str | None = None, sink=None):
        self.expected_key = expected_key
        self.sink = sink  # also called with (path, payload, arrival time) for each message
        self.subscriptions: dict[str, Subscription] = {}
        self.messages: list[tuple[str, dict, float]] = []
        self.errors: list[str] = []
        self.gone: set[str] = set()
        self.failing: dict[str, int] = {}
        self.cond = threading.Condition()
        service = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def do_POST(self):  # noqa: N802
                body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
                status = service.receive(self.path, dict(self.headers), body)
                self.send_response(status)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.origin = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def start(self) -> "PushService":
        self.thread.start()
        return self

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()

    def subscribe(self, name: str) -> Subscription:
        """A new subscription whose endpoint is /push/<name> here."""
        sub = Subscription(f"{self.origin}/push/{name}")
        self.subscriptions[f"/push/{name}"] = sub
        return sub

    def receive(self, path: str, headers: dict, body: bytes) -> int:
        arrived = time.time()  # when the push service had it (checking it is the service's own time)
        if path in self.gone:
            return 410
        if self.failing.get(path, 0) > 0:
            self.failing[path] -= 1
            return 503
        sub = self.subscriptions.get(path)
        if sub is None:
            return 404
        try:
            h = {k.lower(): v for k, v in headers.items()}
            assert h.get("content-encoding") == "aes128gcm", "not aes128gcm"
            assert int(h.get("ttl", "-1")) >= 0, "no TTL"
            check_vapid(h["authorization"], self.origin, self.expected_key)
            plain = http_ece.decrypt(body, private_key=sub.key, auth_secret=sub.auth, version="aes128gcm")
            payload = json.loads(plain)
        except Exception as exc:  # noqa: BLE001 - kept for the test to report
            self.errors.append(f"{type(exc).__name__}: {exc}")
            if self.sink is not None:
                self.sink(path, {"type": "error", "error": self.errors[-1]}, arrived)
            return 400
        with self.cond:
            self.messages.append((path, payload, arrived))
            self.cond.notify_all()
        if self.sink is not None:
            self.sink(path, payload, arrived)
        return 201

    def wait(self, predicate, timeout: float = 20.0) -> list:
        """The messages that satisfy `predicate`, waiting up to `timeout` for at least one."""
        deadline = time.time() + timeout
        with self.cond:
            while True:
                found = [m for m in self.messages if predicate(m)]
                if found or time.time() > deadline:
                    return found
                self.cond.wait(max(0.01, deadline - time.time()))
