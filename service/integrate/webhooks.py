"""Webhooks in the Standard Webhooks format: registration, SSRF checks, signing, delivery, log.

A seat (with its seat token) or a game (with a seat token or the creator token, scope "game")
registers a URL. After each append the Notifier enqueues what matters to a player:
  turn.your_turn          a human seat has just become one of the seats to act
  turn.deadline_reminder  80% of that seat's move time is used (a scheduled RQ job)
  game.ended              the game finished (moves, resignation, or a deadline's forfeit)
Each message is one delivery (`msg_…`, the `webhook-id`, stable across retries and redelivery),
put in its endpoint's outbox (service.integrate.webhook_outbox) and sent by the webhook senders
(workers.webhook_sender), many at once, one at a time per endpoint, in order: 2xx delivered;
410 Gone disables the endpoint; anything else (or no answer) is retried with exponential backoff
and jitter, never sooner than a Retry-After asks. Every attempt is logged
(GET …/webhooks/{id}/deliveries) and a delivery can be sent again (redeliver).

Headers: webhook-id, webhook-timestamp (seconds), webhook-signature: v1,<base64 HMAC-SHA256
of "<id>.<timestamp>.<body>" keyed with the base64-decoded part of the `whsec_…` secret>.

SSRF: a URL must be https (plain http only to a loopback receiver, where the operator allows
private addresses), and (unless the operator sets WEBHOOK_ALLOW_PRIVATE=1) every address its host
resolves to must be a public unicast address; the service's own host:port is always refused.
The check runs at registration and again at every delivery, and the delivery connects to the
address that was checked (no second DNS lookup, so no rebinding in between).
Redirects are not followed.
"""
from __future__ import annotations

import base64
import hashlib
import hmac
import http.client
import ipaddress
import json
import logging
import os
import random
import secrets
import socket
import ssl
import time
from datetime import datetime, timedelta, timezone
from email.utils import parsedate_to_datetime
from typing import NamedTuple
from urllib.parse import urlsplit

from domain.engine import consent as C
from domain.engine import game as G
from domain.engine.words import msg, possessive, seat_names, who, who_msg

from service.table import i18n
from service.table.words import describe_event, offer_text

from service.storage.errors import BadRequest, NotFound
from service.table.game_record import reminder_delay, seat_deadline
from service.storage.store import bump_generation, key

log = logging.getLogger("arbiter.webhooks")

EVENT_TYPES = ("turn.your_turn", "turn.deadline_reminder", "game.ended")
MAX_WEBHOOKS_PER_GAME = 20
LOG_KEEP = 200
DELIVERY_TTL = 7 * 24 * 3600
TIMEOUT_SECONDS = 10
REMINDER_AT = 0.8
MAX_ATTEMPTS = int(os.environ.get("WEBHOOK_MAX_ATTEMPTS", "12"))
RETRY_BASE = float(os.environ.get("WEBHOOK_RETRY_BASE_SECONDS", "5"))
RETRY_CAP = 6 * 3600.0
RETRY_AFTER_CAP = 24 * 3600.0


def env_allow_private() -> bool:
    """The operator's setting: may webhooks target loopback/private/link-local addresses?"""
    return os.environ.get("WEBHOOK_ALLOW_PRIVATE", "").lower() in ("1", "true", "yes")


# --- signing ----------------------------------------------------------------------------------
def new_secret() -> str:
    """A Standard Webhooks secret: whsec_ + base64 of 24 random bytes."""
    return "whsec_" + base64.b64encode(secrets.token_bytes(24)).decode()


def sign(secret: str, msg_id: str, timestamp: int, body: str) -> str:
    """The webhook-signature value: v1,<base64 HMAC-SHA256 of id.timestamp.body>."""
    raw = base64.b64decode(secret.removeprefix("whsec_"))
    mac = hmac.new(raw, f"{msg_id}.{timestamp}.{body}".encode(), hashlib.sha256).digest()
    return "v1," + base64.b64encode(mac).decode()


def verify(secret: str, headers: dict, body: str, tolerance: int = 300, now: float | None = None) -> bool:
    """What a receiver does: check the timestamp is recent and one v1 signature matches."""
    h = {k.lower(): v for k, v in headers.items()}
    try:
        ts = int(h["webhook-timestamp"])
    except (KeyError, ValueError):
        return False
    if abs((now if now is not None else time.time()) - ts) > tolerance:
        return False
    expected = sign(secret, h.get("webhook-id", ""), ts, body).split(",", 1)[1]
    for part in h.get("webhook-signature", "").split():
        version, _, sig = part.partition(",")
        if version == "v1" and hmac.compare_digest(sig, expected):
            return True
    return False


# --- SSRF -------------------------------------------------------------------------------------
class RefusedURL(BadRequest):
    """A webhook URL the service will not call."""

    code = "webhook-url-refused"
    status = 422


_V4_COMPATIBLE = ipaddress.ip_network("::/96")          # ::a.b.c.d (and ::, ::1)
_V4_TRANSLATED = ipaddress.ip_network("::ffff:0:0:0/96")  # RFC 2765 ::ffff:0:a.b.c.d
_NAT64 = ipaddress.ip_network("64:ff9b::/96")             # RFC 6052 well-known prefix
_NAT64_LOCAL = ipaddress.ip_network("64:ff9b:1::/48")     # RFC 8215 local-use NAT64
_SIX_TO_FOUR = ipaddress.ip_network("2002::/16")          # 6to4: 2002:a.b.c.d::/48
_LOW32 = 0xFFFFFFFF


def _public(ip: ipaddress._BaseAddress) -> bool:
    """True only for a globally routable unicast address. IPv6 forms that embed or tunnel an IPv4
    address are judged by that IPv4 address, or refused where it cannot be told (Teredo, local
    NAT64), so no spelling of loopback, a private range or the metadata address gets through."""
    if isinstance(ip, ipaddress.IPv6Address):
        n = int(ip)
        if ip.ipv4_mapped is not None:
            return _public(ip.ipv4_mapped)
        if ip in _V4_COMPATIBLE or ip in _NAT64_LOCAL or ip.teredo is not None or ip.is_site_local:
            return False
        if ip in _V4_TRANSLATED or ip in _NAT64:
            return _public(ipaddress.IPv4Address(n & _LOW32))
        if ip in _SIX_TO_FOUR:
            return _public(ipaddress.IPv4Address((n >> 80) & _LOW32))
        if (n >> 32) & _LOW32 in (0x00005EFE, 0x02005EFE):  # ISATAP interface id: ::5efe:a.b.c.d
            return _public(ipaddress.IPv4Address(n & _LOW32))
    return ip.is_global and not ip.is_multicast


def resolve(url: str, own_hosts: tuple[str, ...] = (), allow_private: bool = False) -> tuple[str, int, str]:
    """(host, port, address to connect to) of an acceptable URL, or RefusedURL saying why."""
    try:
        parts = urlsplit(url)
        parts.port  # noqa: B018 - raises ValueError on a bad port
    except ValueError:
        raise RefusedURL("the webhook URL is malformed", errors={"url": "malformed"}) from None
    if parts.scheme not in ("http", "https"):
        raise RefusedURL("a webhook URL must be http or https", errors={"url": "scheme"})
    if parts.username or parts.password:
        raise RefusedURL("a webhook URL may not carry credentials", errors={"url": "userinfo"})
    host = (parts.hostname or "").lower()
    if not host:
        raise RefusedURL("a webhook URL needs a host", errors={"url": "host"})
    try:
        port = parts.port or (443 if parts.scheme == "https" else 80)
    except ValueError:
        raise RefusedURL("the URL's port is invalid", errors={"url": "port"}) from None
    if f"{host}:{port}" in own_hosts:
        raise RefusedURL("a webhook URL may not point at this service", errors={"url": "own host"})
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except socket.gaierror:
        raise RefusedURL(f"the host {host!r} does not resolve", errors={"url": "unresolvable"}) from None
    addresses = sorted({info[4][0] for info in infos})
    for a in addresses:
        if f"{a}:{port}" in own_hosts:
            raise RefusedURL("a webhook URL may not point at this service", errors={"url": "own host"})
        if not allow_private and not _public(ipaddress.ip_address(a.split("%")[0])):
            raise RefusedURL(f"{host} resolves to {a}, a private, loopback or reserved address; the operator "
                             "has not allowed those (WEBHOOK_ALLOW_PRIVATE)", errors={"url": "private address"})
    # a call carries the game's news and its signature: over the internet only with TLS; plain
    # http is for a receiver on this machine, where the operator allows private addresses
    if parts.scheme == "http" and not (allow_private and all(_is_loopback(a) for a in addresses)):
        raise RefusedURL("a webhook URL must be https (plain http only to a loopback address, where the operator "
                         "allows private addresses: WEBHOOK_ALLOW_PRIVATE)", errors={"url": "https required"})
    return host, port, addresses[0]


def _is_loopback(address: str) -> bool:
    ip = ipaddress.ip_address(address.split("%")[0])
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    return ip.is_loopback


def _post(url: str, address: str, headers: dict, body: bytes) -> tuple[int, dict]:
    """POST to the already-checked address (Host/SNI from the URL); no redirects."""
    parts = urlsplit(url)
    port = parts.port or (443 if parts.scheme == "https" else 80)
    path = parts.path or "/"
    if parts.query:
        path += "?" + parts.query
    if parts.scheme == "https":
        ctx = ssl.create_default_context()
        conn = http.client.HTTPSConnection(parts.hostname, port, timeout=TIMEOUT_SECONDS, context=ctx)
        raw = socket.create_connection((address, port), timeout=TIMEOUT_SECONDS)
        conn.sock = ctx.wrap_socket(raw, server_hostname=parts.hostname)
    else:
        conn = http.client.HTTPConnection(address, port, timeout=TIMEOUT_SECONDS)
    try:
        conn.request("POST", path, body=body, headers={**headers, "Host": parts.netloc.rpartition("@")[2]})
        resp = conn.getresponse()
        resp.read(64 * 1024)
        return resp.status, {k.lower(): v for k, v in resp.getheaders()}
    finally:
        conn.close()


# --- storage ----------------------------------------------------------------------------------
def hooks_key(game_id: str) -> str:
    return key(game_id, "webhooks")


def _log_key(game_id: str, wid: str) -> str:
    return key(game_id, f"webhook:{wid}:log")


def _delivery_key(game_id: str, msg_id: str) -> str:
    return key(game_id, f"delivery:{msg_id}")


def now_iso() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def public_view(ep: dict) -> dict:
    """An endpoint as listed (never its secret)."""
    return {k: ep[k] for k in ("id", "url", "scope", "seat", "events", "disabled", "disabled_reason", "created_at")}


class Outcome(NamedTuple):
    """What one delivery attempt came to, and when to try again (None: never)."""

    status: str  # delivered, failed, retrying, or nothing (already finished: nothing was sent)
    retry_in: float | None = None
    waited: float | None = None  # a first attempt: seconds since the message was created


def host_of(url: str) -> str:
    """The receiver host a URL counts against for the senders' per-host share: "host:port"."""
    parts = urlsplit(url)
    return f"{(parts.hostname or '').lower()}:{parts.port or (443 if parts.scheme == 'https' else 80)}"


class Webhooks:
    """Registration, listing, delivery log and redelivery of a game's webhooks."""

    def __init__(self, client, outbox=None):
        self.r = client
        self.outbox = outbox  # service.integrate.webhook_outbox.Outbox on the queue Redis; None: nothing is sent

    def register(self, game_id: str, owner, scope: str, url: str, events: list | None, *,
                 own_hosts: tuple[str, ...] = (), allow_private: bool = False,
                 retry_base: float | None = None, idem: tuple[str, str] | None = None) -> dict:
        """Check and store an endpoint; the answer carries its secret, shown only here. With `idem`
        (key, fingerprint) the answer is stored under the key in the same MULTI as the endpoint."""
        resolve(url, own_hosts, allow_private)
        if scope == "seat" and not isinstance(owner, int):
            raise BadRequest("a seat webhook needs that seat's token", errors={"scope": "needs a seat token"})
        if self.r.hlen(hooks_key(game_id)) >= MAX_WEBHOOKS_PER_GAME:
            raise BadRequest(f"a game may have at most {MAX_WEBHOOKS_PER_GAME} webhooks", errors={"url": "too many"})
        ep = {
            "id": "wh_" + secrets.token_hex(8), "game_id": game_id, "url": url, "scope": scope,
            "seat": owner if scope == "seat" else None, "owner": owner, "events": list(events or EVENT_TYPES),
            "secret": new_secret(), "allow_private": bool(allow_private), "own_hosts": list(own_hosts),
            "retry_base": retry_base if retry_base is not None else RETRY_BASE,
            "disabled": False, "disabled_reason": None, "created_at": now_iso(),
        }
        body = {**public_view(ep), "secret": ep["secret"]}
        pipe = self.r.pipeline()
        pipe.hset(hooks_key(game_id), ep["id"], json.dumps(ep))
        pipe.hincrby(key(game_id, "meta"), "webhooks", 1)
        bump_generation(pipe, key(game_id, "meta"))  # a change without an event (service/play/held.py)
        if idem is not None:
            from service.storage.idempotency import answer
            from service.storage.store import IDEM_TTL_MS

            pipe.set(idem[0], answer(idem[1], 201, body), px=IDEM_TTL_MS)
        try:
            pipe.execute()
        except Exception as exc:  # noqa: BLE001 - only the store's unavailability is settled here
            from service.storage.connection import is_unavailable
            from service.storage.store import AppendUncertain

            if not is_unavailable(exc):
                raise
            # it may be stored: the key's stored answer settles it (service/idempotency.once)
            raise AppendUncertain(f"{type(exc).__name__}: {exc}") from exc
        return body

    def endpoints(self, game_id: str) -> list[dict]:
        return [json.loads(v) for v in self.r.hvals(hooks_key(game_id))]

    def endpoint(self, game_id: str, wid: str, owner=None) -> dict:
        raw = self.r.hget(hooks_key(game_id), wid)
        if raw is None:
            raise NotFound(f"no webhook {wid!r} on this game")
        ep = json.loads(raw)
        if owner is not None and ep["owner"] != owner:
            raise NotFound(f"no webhook {wid!r} of yours on this game")
        return ep

    def _save(self, ep: dict) -> None:
        self.r.hset(hooks_key(ep["game_id"]), ep["id"], json.dumps(ep))

    def listed(self, game_id: str, owner) -> list[dict]:
        return [public_view(ep) for ep in self.endpoints(game_id) if ep["owner"] == owner]

    def delete(self, game_id: str, wid: str, owner) -> None:
        self.endpoint(game_id, wid, owner)
        self.r.hdel(hooks_key(game_id), wid)

    def log(self, game_id: str, wid: str, owner, limit: int = 50) -> list[dict]:
        self.endpoint(game_id, wid, owner)
        return [json.loads(x) for x in self.r.lrange(_log_key(game_id, wid), 0, limit - 1)]

    def delivery(self, game_id: str, msg_id: str) -> dict | None:
        raw = self.r.get(_delivery_key(game_id, msg_id))
        return json.loads(raw) if raw else None

    # --- enqueueing -------------------------------------------------------------------------
    def enqueue(self, ep: dict, event_type: str, data: dict) -> str:
        """Create one delivery (a message id) to one endpoint and put it at the end of its outbox."""
        msg_id = "msg_" + secrets.token_hex(12)
        payload = {"type": event_type, "timestamp": now_iso(), "data": data}
        d = {"id": msg_id, "webhook": ep["id"], "game_id": ep["game_id"], "type": event_type,
             "body": json.dumps(payload, separators=(",", ":")), "attempts": 0, "status": "pending",
             "created_at": payload["timestamp"]}
        # the record first: a sender that finds the id in the outbox must find the record too
        self.r.set(_delivery_key(ep["game_id"], msg_id), json.dumps(d), ex=DELIVERY_TTL)
        if self.outbox is not None:
            self.outbox.push(ep["game_id"], ep["id"], host_of(ep["url"]), msg_id)
        return msg_id

    def requeue(self, game_id: str, msg_id: str) -> str:
        """Put an unfinished delivery back in its endpoint's outbox (a delivery job of an earlier
        release, which sent each attempt as an RQ job, lands here after an upgrade)."""
        d = self.delivery(game_id, msg_id)
        if d is None or d["status"] in ("delivered", "failed") or self.outbox is None:
            return "nothing"
        raw = self.r.hget(hooks_key(game_id), d["webhook"])
        url = json.loads(raw)["url"] if raw else ""
        self.outbox.push(game_id, d["webhook"], host_of(url), msg_id, redeliver=True)
        return "queued"

    def redeliver(self, game_id: str, wid: str, msg_id: str, owner) -> dict:
        """Send a delivery again (same webhook-id), after the messages already waiting for that
        endpoint; the endpoint must be enabled."""
        ep = self.endpoint(game_id, wid, owner)
        d = self.delivery(game_id, msg_id)
        if d is None or d["webhook"] != wid:
            raise NotFound(f"no delivery {msg_id!r} for this webhook")
        if ep["disabled"]:
            raise BadRequest("this webhook is disabled; register the URL again", errors={"webhook": "disabled"})
        d["status"] = "pending"
        d["manual"] = d.get("manual", 0) + 1
        d["attempts"] = 0
        d.pop("next_attempt_in", None)
        self.r.set(_delivery_key(game_id, msg_id), json.dumps(d), ex=DELIVERY_TTL)
        if self.outbox is not None:
            self.outbox.push(game_id, wid, host_of(ep["url"]), msg_id, redeliver=True)
        return {"id": msg_id, "status": "pending"}

    # --- one attempt (run by a sender) ------------------------------------------------------
    def deliver(self, game_id: str, msg_id: str) -> Outcome:
        """One attempt; on a failure worth retrying, the Outcome says in how many seconds."""
        d = self.delivery(game_id, msg_id)
        if d is None or d["status"] in ("delivered", "failed"):
            return Outcome("nothing")
        raw = self.r.hget(hooks_key(game_id), d["webhook"])
        ep = json.loads(raw) if raw else None
        if ep is None or ep["disabled"]:
            return self._finish(d, "failed", "the endpoint is deleted or disabled")
        waited = None
        if d["attempts"] == 0 and not d.get("manual"):
            created = datetime.fromisoformat(d["created_at"].replace("Z", "+00:00"))
            waited = max(0.0, (datetime.now(timezone.utc) - created).total_seconds())
        d["attempts"] += 1
        ts = int(time.time())
        headers = {"content-type": "application/json", "user-agent": "arbiter-webhooks/1",
                   "webhook-id": msg_id, "webhook-timestamp": str(ts),
                   "webhook-signature": sign(ep["secret"], msg_id, ts, d["body"])}
        started = time.monotonic()
        status, resp_headers, error = None, {}, None
        try:
            _, _, address = resolve(ep["url"], tuple(ep.get("own_hosts") or ()), ep.get("allow_private", False))
            status, resp_headers = _post(ep["url"], address, headers, d["body"].encode())
        except RefusedURL as exc:
            error = f"refused: {exc.detail}"
        except (OSError, http.client.HTTPException) as exc:
            error = f"{type(exc).__name__}: {exc}"
        entry = {"delivery": msg_id, "type": d["type"], "attempt": d["attempts"], "at": now_iso(),
                 "status_code": status, "error": error,
                 "duration_ms": round((time.monotonic() - started) * 1000, 1)}
        pipe = self.r.pipeline()
        pipe.lpush(_log_key(game_id, ep["id"]), json.dumps(entry))
        pipe.ltrim(_log_key(game_id, ep["id"]), 0, LOG_KEEP - 1)
        pipe.execute()
        if status is not None and 200 <= status < 300:
            return self._finish(d, "delivered")._replace(waited=waited)
        if status == 410:
            ep["disabled"], ep["disabled_reason"] = True, "the receiver answered 410 Gone"
            self._save(ep)
            return self._finish(d, "failed", "410 Gone: endpoint disabled")._replace(waited=waited)
        if d["attempts"] >= MAX_ATTEMPTS:
            return self._finish(d, "failed", f"gave up after {d['attempts']} attempts")._replace(waited=waited)
        delay = backoff(d["attempts"], ep.get("retry_base", RETRY_BASE))
        ra = retry_after(resp_headers.get("retry-after"))
        if ra is not None:
            delay = max(delay, min(ra, RETRY_AFTER_CAP))
        d["status"] = "retrying"
        d["next_attempt_in"] = round(delay, 3)
        self.r.set(_delivery_key(game_id, msg_id), json.dumps(d), ex=DELIVERY_TTL)
        return Outcome("retrying", delay, waited)

    def _finish(self, d: dict, status: str, reason: str | None = None) -> Outcome:
        d["status"] = status
        d.pop("next_attempt_in", None)
        if reason:
            d["reason"] = reason
        self.r.set(_delivery_key(d["game_id"], d["id"]), json.dumps(d), ex=DELIVERY_TTL)
        return Outcome(status)


def backoff(attempt: int, base: float = RETRY_BASE) -> float:
    """Seconds before attempt n+1: base * 2^(n-1), capped, with "equal jitter" (half fixed, half random)."""
    d = min(RETRY_CAP, base * (2 ** (attempt - 1)))
    return d / 2 + random.uniform(0, d / 2)


def retry_after(value: str | None) -> float | None:
    """Retry-After as seconds (delta-seconds or an HTTP date), None if absent or unreadable."""
    if not value:
        return None
    value = value.strip()
    if value.isdigit():
        return float(value)
    try:
        when = parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=timezone.utc)
    return max(0.0, (when - datetime.now(timezone.utc)).total_seconds())


# --- what to notify after an append -----------------------------------------------------------
class Notifier:
    """Called after every append (Games._notify): enqueue the deliveries this version calls for."""

    def __init__(self, client, queue, outbox=None):
        self.hooks = Webhooks(client, outbox)
        self.queue = queue  # the RQ queue of the reminders

    def after_append(self, before, after, envs: list | None = None) -> None:
        """Enqueue this append's deliveries; `envs` are its envelopes (None at creation)."""
        if not after.meta.get("webhooks"):
            return  # no endpoint was ever registered on this game: no extra round trip
        endpoints = [ep for ep in self.hooks.endpoints(after.id) if not ep["disabled"]]
        if not endpoints:
            return
        gs = after.state
        rs = after.ruleset
        if gs["finished"]:
            if before is None or not before.state.get("finished"):
                outcome = G.outcome(rs, gs)
                outcome = {**outcome, "text": rs.outcome_text(outcome, seat_names(gs["seats"]))} if outcome else outcome
                for ep in endpoints:
                    reader = ep["seat"] if ep["scope"] == "seat" else None
                    self._send(ep, "game.ended", {"game_id": after.id, "version": gs["version"],
                                                  "seat": ep["seat"], "outcome": outcome,
                                                  "text": ended_text(before, after, envs, reader)})
            return
        asked = C.new_request(before.state if before is not None and not before.state.get("waiting") else None, gs)
        for seat in C.waiting_for(gs, asked) if asked is not None else []:
            data = {"game_id": after.id, "version": gs["version"], "seat": seat, "kind": asked["kind"],
                    "by": asked["seat"], "expires_at": asked["expires_at"], "text": offer_text(rs, gs, asked)}
            for ep in endpoints:
                if ep["scope"] == "game" or ep["seat"] == seat:
                    self._send(ep, "game.offer", data)
        now_acting = G.to_act(rs, gs)
        was_acting = []
        if before is not None and not before.state.get("waiting"):
            was_acting = G.to_act(before.ruleset, before.state)
        deadline = after.meta.get("deadline") or None
        clock = gs.get("clock")
        for seat in now_acting:
            if gs["seats"][seat].get("ai"):
                continue
            if seat not in was_acting:
                data = {"game_id": after.id, "version": gs["version"], "seat": seat,
                        "deadline": seat_deadline(after.meta, seat) or None}
                for ep in endpoints:
                    if ep["scope"] == "game" or ep["seat"] == seat:
                        reader = seat if ep["scope"] == "seat" else None
                        self._send(ep, "turn.your_turn", {**data, "text": turn_text(before, after, envs, seat, reader)})
            # every deadline set gets its reminder, also when the same seat keeps the turn (a second
            # action): the reminder of the previous version is stale and will not fire
            if deadline and clock:
                self._schedule_reminder(after.id, gs["version"], seat,
                                        reminder_delay(clock, after.meta, seat, REMINDER_AT))

    def _send(self, ep: dict, event_type: str, data: dict) -> None:
        if event_type in ep["events"]:
            self.hooks.enqueue(ep, event_type, data)

    def _schedule_reminder(self, game_id: str, version: int, seat: int, delay: float) -> None:
        from rq.exceptions import DuplicateJobError

        try:
            self.queue.enqueue_in(timedelta(seconds=delay), "workers.webhooks.remind",
                                  game_id, version, seat, job_id=f"whr-{game_id}-{version}-{seat}",
                                  unique=True, result_ttl=600)
        except DuplicateJobError:
            pass

    def remind(self, games, game_id: str, version: int, seat: int) -> str:
        """The reminder job: only if the game is still at `version` with `seat` to act."""
        loaded = games.load(game_id)
        if loaded.version != version or loaded.finished or seat not in G.to_act(loaded.ruleset, loaded.state):
            return "stale"
        deadline = seat_deadline(loaded.meta, seat) or None  # its own: reserve and leave
        left = None
        if deadline:
            left = max(0.0, (datetime.fromisoformat(deadline.replace("Z", "+00:00"))
                             - datetime.now(timezone.utc)).total_seconds())
        data = {"game_id": game_id, "version": version, "seat": seat, "deadline": deadline,
                "seconds_left": None if left is None else round(left, 1)}
        for ep in self.hooks.endpoints(game_id):
            if not ep["disabled"] and (ep["scope"] == "game" or ep["seat"] == seat):
                self._send(ep, "turn.deadline_reminder", data)
        return "reminded"


# --- the words of a notification ---------------------------------------------------------------
def _head_text(before, after, envs, reader, lang: str = i18n.DEFAULT) -> str:
    """The append's first event (the move, resignation or timeout) as `reader` may read it, or ""."""
    if not envs or before is None or before.state.get("waiting"):
        return ""
    return describe_event(after.ruleset, before.state, envs[0], reader, after.finished, lang=lang)["text"]


def turn_text(before, after, envs, seat: int, reader, lang: str = i18n.DEFAULT) -> str:
    """"Bo channels energy …; it is your turn in Battle for the Grove." for the seat to act (its
    own endpoint), or "…; it is Ana's turn …" for a game-wide endpoint (a spectator's words).
    Webhooks are for programs and stay English; a person's notice is in `lang`, its reader's."""
    rs = after.ruleset
    head = _head_text(before, after, envs, reader, lang)
    if lang != i18n.DEFAULT:
        whose = {} if reader == seat else {"who": who_msg(seat_names(after.state["seats"]), seat)}
        key = ("words.turn.yours" if reader == seat else "words.turn.theirs") + (".after" if head else "")
        return i18n.render(lang, msg(key, game=rs.name, **whose, **({"head": head[:-1]} if head else {})))
    whose = "your" if reader == seat else possessive(who(seat_names(after.state["seats"]), seat))
    turn = f"it is {whose} turn in {rs.name}."
    return f"{head[:-1]}; {turn}" if head else turn[0].upper() + turn[1:]


def ended_text(before, after, envs, reader, lang: str = i18n.DEFAULT) -> str:
    """The last move and the end of the game, as `reader` may read them (in `lang`)."""
    head = _head_text(before, after, envs, reader, lang)
    last = [e for e in envs or [] if e["type"] == "GameFinished"]
    if not last:
        return head or i18n.text(lang, "words.over", game=after.ruleset.name)
    gs = after.state  # GameFinished changes nothing the words read: the final view serves
    end = describe_event(after.ruleset, gs, last[0], reader, True, lang=lang)["text"]
    return f"{head} {end}" if head and head != end else end
