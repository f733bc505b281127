"""Web Push (RFC 8030) with message encryption (RFC 8291, aes128gcm through pywebpush) and VAPID
(RFC 8292, through py_vapid): the server's keys, the accounts' subscriptions, one send.

VAPID keys: VAPID_PRIVATE_KEY (a PEM, or the raw key in base64url) if the operator sets it, else
a P-256 key made at first start and kept in Redis (`vapid:key`, written with SET NX so every API
and worker process agrees on one), so `make run` needs nothing. VAPID_SUBJECT (a mailto: or
https: URL) names who to contact; the default is mailto:admin@<ARBITER_ORIGIN's host>.

A subscription's endpoint is a URL the server will POST to, given by a browser: it is checked
like a webhook URL (https, a public address, unless PUSH_ALLOW_PRIVATE=1) when it is stored and
again at every send, and the send connects to the address that was checked.
"""
from __future__ import annotations

import base64
import http.client
import json
import os
import secrets
import socket
import ssl
import threading
import time
from urllib.parse import urlsplit

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec

from service.people.accounts import akey, b64url, now_s, iso_s
from service.storage.errors import BadRequest
from service.integrate.webhooks import RefusedURL, resolve

VAPID_KEY = "vapid:key"
JWT_SECONDS = 12 * 3600        # a VAPID JWT may live up to 24 h; renewed well before
TIMEOUT_SECONDS = 10
MAX_SUBSCRIPTIONS = 20
TTL_SECONDS = 24 * 3600        # how long the push service keeps a message for an offline browser


def _s(v) -> str:
    return v.decode() if isinstance(v, bytes) else v


def load_vapid(client):
    """The server's VAPID key (a py_vapid Vapid02): from VAPID_PRIVATE_KEY, else the one kept in
    Redis (made once)."""
    from py_vapid import Vapid02

    configured = os.environ.get("VAPID_PRIVATE_KEY", "").strip()
    if configured:
        if configured.startswith("-----BEGIN"):
            return Vapid02.from_pem(configured.encode())
        return Vapid02.from_raw(configured.encode())
    pem = client.get(VAPID_KEY)
    if pem is None:
        key = ec.generate_private_key(ec.SECP256R1())
        made = key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                 serialization.NoEncryption())
        client.set(VAPID_KEY, made, nx=True)  # another process may have made one first: use that
        pem = client.get(VAPID_KEY)
    return Vapid02.from_pem(pem if isinstance(pem, bytes) else pem.encode())


def subject() -> str:
    """The VAPID `sub` claim: VAPID_SUBJECT, else mailto:admin@ the public origin's host."""
    configured = os.environ.get("VAPID_SUBJECT", "").strip()
    if configured:
        return configured
    host = urlsplit(os.environ.get("ARBITER_ORIGIN") or "http://localhost").hostname or "localhost"
    return f"mailto:admin@{host}"


class SendResult:
    """What the push service answered: delivered (2xx), gone (404/410: drop the subscription),
    retry (5xx, 429, no answer: try later) or refused (any other 4xx: never send this again)."""

    def __init__(self, status: int | None, error: str = "", retry_after: str | None = None):
        self.status, self.error, self.retry_after = status, error, retry_after

    @property
    def outcome(self) -> str:
        if self.status is None:
            return "retry"
        if 200 <= self.status < 300:
            return "delivered"
        if self.status in (404, 410):
            return "gone"
        if self.status == 429 or self.status >= 500:
            return "retry"
        return "refused"


class Push:
    """Subscriptions of accounts and sending to them."""

    def __init__(self, client, allow_private: bool | None = None):
        self.r = client
        if allow_private is None:
            allow_private = os.environ.get("PUSH_ALLOW_PRIVATE", "").lower() in ("1", "true", "yes")
        self.allow_private = allow_private
        self._vapid = None
        self._headers: dict[str, tuple[float, str]] = {}  # audience -> (made at, Authorization)
        self._lock = threading.Lock()
        self._connections = _Connections(keep=32)

    @property
    def vapid(self):
        if self._vapid is None:
            self._vapid = load_vapid(self.r)
        return self._vapid

    def public_key(self) -> str:
        """The VAPID public key, base64url (uncompressed P-256 point): the applicationServerKey."""
        raw = self.vapid.public_key.public_bytes(serialization.Encoding.X962,
                                                 serialization.PublicFormat.UncompressedPoint)
        return b64url(raw)

    # --- subscriptions ----------------------------------------------------------------------
    def subscribe(self, account_id: str, endpoint: str, keys: dict, agent: str = "",
                  allow_private: bool | None = None) -> dict:
        """Store a browser's subscription (checked first); the same endpoint replaces its old entry."""
        private = self.allow_private if allow_private is None else allow_private
        resolve(endpoint, allow_private=private)
        if urlsplit(endpoint).scheme != "https" and not private:
            raise RefusedURL("a push endpoint must be https", errors={"endpoint": "scheme"})
        try:  # the keys must be a P-256 public key and a 16-byte secret
            raw = base64.urlsafe_b64decode(keys["p256dh"] + "=" * (-len(keys["p256dh"]) % 4))
            ec.EllipticCurvePublicKey.from_encoded_point(ec.SECP256R1(), raw)
            if len(base64.urlsafe_b64decode(keys["auth"] + "=" * (-len(keys["auth"]) % 4))) != 16:
                raise ValueError("auth")
        except Exception:  # noqa: BLE001 - any failure to parse is the client's
            raise BadRequest("keys.p256dh must be a P-256 public key and keys.auth a secret, base64url",
                             errors={"keys": "not a push subscription's keys"}) from None
        k = akey(account_id, "push")
        sid = "ps_" + _digest(endpoint)[:16]
        if not self.r.hexists(k, sid) and self.r.hlen(k) >= MAX_SUBSCRIPTIONS:
            raise BadRequest(f"at most {MAX_SUBSCRIPTIONS} browsers per account receive push; remove one",
                             errors={"endpoint": "too many"})
        rec = {"id": sid, "endpoint": endpoint, "keys": {"p256dh": keys["p256dh"], "auth": keys["auth"]},
               "agent": (agent or "")[:200], "created": now_s(), "private": bool(private)}
        self.r.hset(k, sid, json.dumps(rec))
        return _listed(rec)

    def subscriptions(self, account_id: str) -> list[dict]:
        """The stored subscriptions of the account (with their endpoints and keys)."""
        return [json.loads(v) for v in self.r.hvals(akey(account_id, "push"))]

    def subscription(self, account_id: str, sid: str) -> dict | None:
        """One stored subscription, or None."""
        raw = self.r.hget(akey(account_id, "push"), sid)
        return json.loads(raw) if raw else None

    def listed(self, account_id: str) -> list[dict]:
        """The subscriptions as their owner sees them: the push service's host, not the endpoint."""
        return sorted((_listed(s) for s in self.subscriptions(account_id)), key=lambda s: s["created_at"])

    def unsubscribe(self, account_id: str, sid: str) -> bool:
        """Forget a subscription; False if there was none."""
        return bool(self.r.hdel(akey(account_id, "push"), sid))

    # --- sending ----------------------------------------------------------------------------
    def authorization(self, endpoint: str) -> str:
        """The VAPID Authorization header for the endpoint's push service (a JWT for its origin,
        reused until it is half-way to expiry: signing is the costly part of a send)."""
        parts = urlsplit(endpoint)
        audience = f"{parts.scheme}://{parts.netloc}"
        now = time.time()
        with self._lock:
            cached = self._headers.get(audience)
            if cached and now - cached[0] < JWT_SECONDS / 2:
                return cached[1]
            header = self.vapid.sign({"aud": audience, "sub": subject(), "exp": int(now + JWT_SECONDS)})["Authorization"]
            self._headers[audience] = (now, header)
            return header

    def send(self, sub: dict, payload: dict, urgency: str = "normal", topic: str | None = None) -> SendResult:
        """Encrypt `payload` (JSON) for one subscription and POST it to its push service."""
        from pywebpush import WebPusher  # here: only the workers send (it brings aiohttp along)

        body = WebPusher({"endpoint": sub["endpoint"], "keys": sub["keys"]}).encode(
            json.dumps(payload, separators=(",", ":")).encode(), "aes128gcm")["body"]
        headers = {"Content-Encoding": "aes128gcm", "Content-Type": "application/octet-stream",
                   "TTL": str(TTL_SECONDS), "Urgency": urgency, "Authorization": self.authorization(sub["endpoint"])}
        if topic:
            headers["Topic"] = topic  # a newer message with the same topic replaces an undelivered one
        try:
            _, _, address = resolve(sub["endpoint"], allow_private=self.allow_private or sub.get("private", False))
            status, resp_headers = self._connections.post(sub["endpoint"], address, headers, body)
        except RefusedURL as exc:
            return SendResult(410, f"refused: {exc.detail}")
        except (OSError, http.client.HTTPException) as exc:
            return SendResult(None, f"{type(exc).__name__}: {exc}")
        return SendResult(status, "", resp_headers.get("retry-after"))


def _digest(text: str) -> str:
    import hashlib

    return hashlib.sha256(text.encode()).hexdigest()


def _listed(rec: dict) -> dict:
    return {"id": rec["id"], "service": urlsplit(rec["endpoint"]).hostname, "agent": rec.get("agent", ""),
            "created_at": iso_s(rec["created"])}


class _Connections:
    """Keep-alive connections to push services, by (scheme, host, port, checked address): a push
    service is a handful of hosts, and a TLS handshake per message would cost more than the message."""

    def __init__(self, keep: int = 8):
        self.keep = keep
        self.idle: dict[tuple, list] = {}
        self.lock = threading.Lock()

    def post(self, url: str, address: str, headers: dict, body: bytes) -> tuple[int, dict]:
        """POST to the push service at the address that was checked (Host and SNI from the URL)."""
        parts = urlsplit(url)
        port = parts.port or (443 if parts.scheme == "https" else 80)
        path = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
        k = (parts.scheme, parts.hostname, port, address)
        for attempt in (0, 1):
            conn, reused = self._take(k, parts, port, address)
            try:
                conn.request("POST", path, body=body, headers={**headers, "Host": parts.netloc})
                resp = conn.getresponse()
                resp.read(16 * 1024)
            except (OSError, http.client.HTTPException):
                conn.close()
                if reused and attempt == 0:
                    continue  # the service closed an idle connection: once more on a fresh one
                raise
            if resp.will_close:
                conn.close()
            else:
                self._give(k, conn)
            return resp.status, {name.lower(): v for name, v in resp.getheaders()}
        raise http.client.HTTPException("unreachable")  # pragma: no cover

    def _take(self, k: tuple, parts, port: int, address: str):
        with self.lock:
            pool = self.idle.get(k)
            if pool:
                return pool.pop(), True
        if parts.scheme == "https":
            ctx = ssl.create_default_context()
            conn = http.client.HTTPSConnection(parts.hostname, port, timeout=TIMEOUT_SECONDS, context=ctx)
            conn.sock = ctx.wrap_socket(socket.create_connection((address, port), timeout=TIMEOUT_SECONDS),
                                        server_hostname=parts.hostname)
        else:
            conn = http.client.HTTPConnection(address, port, timeout=TIMEOUT_SECONDS)
        return conn, False

    def _give(self, k: tuple, conn) -> None:
        with self.lock:
            pool = self.idle.setdefault(k, [])
            if len(pool) < self.keep:
                pool.append(conn)
                return
        conn.close()


def new_id() -> str:
    """A fresh random id (notification ids in payloads)."""
    return secrets.token_hex(8)
