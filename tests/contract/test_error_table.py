"""Every error path of the API, tried as a client author would: one case per row of the error table
in docs/api.md (cause -> status -> type -> detail), and the table there is this one.

Each case sends one bad request and checks the answer: its status, that it is
application/problem+json as openapi.yaml documents it for the operation, its `type`, its `detail`
(the table's text, where `…` stands for what varies: an id, a version), the field `errors` names,
and that no game changed (the versions of the three games the cases use are the same after it).
"""
from __future__ import annotations

import os
import re
from dataclasses import dataclass, field

import pytest
import requests

from api import create_app
from service.play.games import fingerprint
from service.storage.idempotency import Lease, begin
from service.ops.redis_server import free_port
from service.storage.store import AppendResult, idem_key
from tests.addresses import client_addr

from .conftest import PROBLEM, ROOT

DOC = os.path.join(ROOT, "docs", "api.md")
DEEP = 20_000
J = {"Content-Type": "application/json"}
GROVE = {"ruleset": "grove", "seats": [{"name": "ana"}, {"name": "bo"}]}


@dataclass
class Row:
    cause: str
    status: int
    type: str
    detail: str              # the answer's detail; `…` stands for any text
    method: str
    path: str                # {active}, {waiting}, {finished}: the games of the module
    json: object = None
    data: bytes | str | None = None
    headers: dict = field(default_factory=dict)  # {mover}, {idle}, {creator}, {loser}, {reader}, {apitoken}
    errors: str | None = None  # the key `errors` must name
    client: str = "anon"     # anon, session, limited, down, live (gunicorn over HTTP)
    before: list = field(default_factory=list)  # requests (method, path, json, headers) sent first
    fault: str | None = None  # a store fault installed for the request
    changes: bool = False     # the answer says the change was applied (not-durable)


MOVE = "/v1/games/{active}/moves"
MOVER = {"Authorization": "Bearer {mover}"}
STAND = {"move": {"type": "stand", "place": "grove"}}  # the opening move of Battle for the Grove

TABLE = [
    # --- the body: every route that takes one reads it with api/body.py -------------------------
    Row("a body not declared JSON (a form, text, no Content-Type)", 415, "unsupported-media-type",
        "the request body must be JSON (Content-Type: application/json), not text/plain",
        "POST", "/v1/games", data="ruleset=grove", headers={"Content-Type": "text/plain"}),
    Row("no body where the request needs one", 400, "bad-request",
        "the request body is empty; this request takes a JSON object (Content-Type: application/json)",
        "POST", "/v1/games", data="", headers=J, errors="body"),
    Row("a body that is not UTF-8", 400, "bad-request",
        "the request body is not UTF-8: byte 0xff at offset 13 cannot start or continue a character (JSON is UTF-8)",
        "POST", "/v1/games", data=b'{"ruleset": "\xff"}', headers=J, errors="body"),
    Row("a JSON syntax error", 400, "bad-request",
        "the request body is not valid JSON: expecting property name enclosed in double quotes at line 3, column 1",
        "POST", "/v1/games", data='{"ruleset": "grove",\n "seats": [],\n}', headers=J, errors="body"),
    Row("`NaN`, `Infinity` or `-Infinity` in a body (not JSON)", 400, "bad-request",
        "the request body is not valid JSON: -Infinity is not a JSON value at line 1, column 51; JSON numbers are "
        "finite: send a number, or null",
        "POST", MOVE, data='{"move": {"type": "stand", "place": "grove", "x": -Infinity}}', headers={**J, **MOVER},
        errors="body"),
    Row("a number too large to be finite (`1e999`)", 400, "bad-request",
        "the request body is not valid JSON: 1e999 is too large a number at line 1, column 33; JSON numbers are "
        "finite: send a number, or null",
        "POST", "/v1/games", data='{"ruleset": "grove", "options": 1e999}', headers=J, errors="body"),
    Row("a lone UTF-16 surrogate escape in a string", 400, "bad-request",
        "the request body is not valid JSON: the escape \\ud800 is half of a UTF-16 surrogate pair at line 1, "
        "column 59; it is no character, so it cannot be stored: escape a character outside the BMP as a pair",
        "POST", "/v1/games", data='{"ruleset": "grove", "seats": [{"name": "ana"}, {"name": "\\ud800"}]}',
        headers=J, errors="body"),
    Row("a body nested deeper than 64 levels", 400, "bad-request",
        "the request body is nested too deep: arrays and objects may be nested at most 64 levels, and level 65 opens "
        "at line 1, column 129",
        "POST", "/v1/games", data='{"ruleset": "grove", "seats": [{"name": "ana"}], "options": {"x": '
        + "[" * DEEP + "]" * DEEP + "}}", headers=J, errors="body"),
    Row("a body that is JSON but not an object", 400, "bad-request",
        "the request body must be a JSON object ({...}), not an array",
        "POST", "/v1/games", json=[GROVE], errors="body"),
    Row("a body over 64 KiB", 413, "request-entity-too-large",
        "the request body is larger than 64 KiB (65,536 bytes), the most this API takes in one request; nothing was "
        "read or changed",
        "POST", MOVE, json={"move": {"type": "stand", "place": "x" * 70_000}}, headers=MOVER, errors="body"),
    Row("a field the request does not have", 400, "invalid-body",
        "the request body is invalid: `colour` is not a field of this request",
        "POST", "/v1/games", json={**GROVE, "colour": "red"}, errors="colour"),
    Row("a required field left out", 400, "invalid-body", "the request body is invalid: `ruleset` is required",
        "POST", "/v1/games", json={"seats": GROVE["seats"]}, errors="ruleset"),
    Row("a field of the wrong type", 400, "invalid-body", "the request body is invalid: `seats`: not a valid list",
        "POST", "/v1/games", json={"ruleset": "grove", "seats": "ana, bo"}, errors="seats"),
    Row("a number out of its range", 400, "invalid-body",
        "the request body is invalid: `clock.move_seconds` must be greater than or equal to 1 and less than or "
        "equal to 2592000",
        "POST", "/v1/games", json={**GROVE, "clock": {"move_seconds": 0}}, errors="clock.move_seconds"),
    Row("a value not among the allowed ones", 400, "invalid-body",
        "the request body is invalid: `seats.1.ai.level` must be one of: random, greedy, mcts",
        "POST", "/v1/games", json={"ruleset": "grove", "seats": [{"name": "ana"}, {"ai": {"level": "god"}}]},
        errors="seats.1.ai.level"),
    Row("`null` where a value is needed", 400, "invalid-body", "the request body is invalid: `move` may not be null",
        "POST", MOVE, json={"move": None}, headers=MOVER, errors="move"),
    # --- creating a game ------------------------------------------------------------------------
    Row("a ruleset the service does not have (creating)", 422, "invalid-options", "unknown ruleset 'chess'",
        "POST", "/v1/games", json={**GROVE, "ruleset": "chess"}, errors="ruleset"),
    Row("a seat count the ruleset does not take", 422, "invalid-options",
        "grove with these options takes exactly 2 seats, got 1",
        "POST", "/v1/games", json={"ruleset": "grove", "seats": [{"name": "ana"}]}, errors="seats"),
    Row("an option the ruleset does not have", 422, "invalid-options", "invalid options: turns is not an option of grove",
        "POST", "/v1/games", json={**GROVE, "options": {"turns": 3}}, errors="options.turns"),
    Row("two seats marked `mine`", 400, "bad-request", "only one seat of a game can be yours",
        "POST", "/v1/games", json={"ruleset": "grove", "seats": [{"name": "a", "mine": True}, {"name": "b", "mine": True}]},
        errors="seats"),
    Row("a seat marked `mine` without an account", 401, "unauthorized",
        "a seat that is `mine` needs a signed-in account (a session or an API token with play)",
        "POST", "/v1/games", json={"ruleset": "grove", "seats": [{"name": "a", "mine": True}, {"name": "b"}]}),
    Row("a practice position from a tutorial step that does not exist", 404, "not-found",
        "the grove tutorial has steps 1 to …",
        "POST", "/v1/games", json={**GROVE, "position": {"tutorial": 50}}),
    Row("an all-AI game over the cap of exhibitions running at once", 429, "exhibition-limit",
        "this client already runs 0 games whose every seat is an AI, the most it may run at once here (0); seat a "
        "person in this one, or retry once one of them has finished (in about … s)",
        "POST", "/v1/games", json={"ruleset": "grove", "seats": [{"name": "r1", "ai": {"level": "random"}},
                                                                {"name": "r2", "ai": {"level": "random"}}]},
        fault="no-exhibitions"),
    # --- reading --------------------------------------------------------------------------------
    Row("a game id that names no game", 404, "not-found", "no game 'nosuchgame'", "GET", "/v1/games/nosuchgame"),
    Row("a ruleset the service does not have (reading)", 404, "not-found", "no ruleset 'chess'", "GET", "/v1/rulesets/chess"),
    Row("a catalogue the ruleset does not have", 404, "not-found", "grove has no resource 'cards'; it has board",
        "GET", "/v1/rulesets/grove/cards"),
    Row("a replay version the game does not have", 404, "not-found",
        "version 99 does not exist; the game has versions 1 to …", "GET", "/v1/games/{active}/replay?at=99"),
    Row("a query parameter that is not an integer", 400, "bad-request",
        "query parameter after must be an integer, got 'x'", "GET", "/v1/games/{active}/events?after=x", errors="after"),
    Row("a query parameter out of its range", 400, "bad-request", "query parameter limit must be from 1 to 1000, got 0",
        "GET", "/v1/games/{active}/events?limit=0", errors="limit"),
    Row("a JSON query parameter that is not JSON", 400, "bad-request",
        "query parameter pick is not valid JSON: expecting value at line 1, column 2",
        "GET", "/v1/games/{active}/why-not?pick=[x", errors="pick"),
    Row("a JSON query parameter with `NaN`", 400, "bad-request",
        "query parameter given is not valid JSON: NaN is not a JSON value at line 1, column 6; JSON numbers are "
        "finite: send a number, or null",
        "GET", '/v1/games/{active}/why-not?pick=[{"type":"stand"}]&given={"x":NaN}', errors="given"),
    Row("a JSON query parameter of the wrong kind", 400, "bad-request",
        "query parameter given must be an object in JSON, not an array", "GET",
        '/v1/games/{active}/why-not?pick=[{"type":"stand"}]&given=[1]', errors="given"),
    Row("a JSON query parameter nested deeper than 64 levels", 400, "bad-request",
        "query parameter pick is nested too deep: arrays and objects may be nested at most 64 levels, and level 65 "
        "opens at line 1, column 65",
        "GET", "/v1/games/{active}/why-not?pick=" + "[" * 900 + "]" * 900, errors="pick"),
    Row("a JSON query parameter over 2,000 characters", 400, "bad-request",
        "query parameter pick is 2,401 characters long; at most 2,000 are taken",
        "GET", "/v1/games/{active}/why-not?pick=[" + "1," * 1199 + "1]", errors="pick"),
    Row("a listing filter with a value it does not take", 400, "bad-request",
        "query parameter status must be waiting, active or finished, not 'done'", "GET", "/v1/games?status=done",
        errors="status"),
    Row("a boolean query parameter that is not true or false", 400, "bad-request",
        "query parameter open must be true or false, not 'maybe'", "GET", "/v1/games?open=maybe", errors="open"),
    Row("a cursor the listing did not give", 400, "bad-request",
        "cursor is not a cursor of this listing", "GET", "/v1/games?cursor=page2", errors="cursor"),
    Row("a picture size out of its range", 400, "bad-request", "query parameter scale must be from 1 to 3, got 9",
        "GET", "/v1/games/{active}/board.png?scale=9", errors="scale"),
    Row("a public-log index or size out of range", 400, "bad-request",
        "query parameter size must be from 1 to … (the log has … lea…), got 0",
        "GET", "/v1/log/proof/inclusion?index=0&size=0", errors="size"),
    Row("a public-log tile path that is not one", 400, "bad-request",
        "'zz' is not a tile path (<L>/<N>[.p/<W>], N as x001/x234/067)", "GET", "/v1/log/tile/zz", errors="path"),
    Row("a tutorial step the ruleset does not have", 404, "not-found", "the grove tutorial has steps 1 to …",
        "GET", "/v1/rulesets/grove/tutorial/99"),
    Row("a tutorial move without `move`", 400, "bad-request", 'the request body must be {"move": {...}}: `move` is missing',
        "POST", "/v1/rulesets/grove/tutorial/1/moves", json={"mv": STAND["move"]}, errors="move"),
    Row("a tutorial move the rules forbid", 422, "illegal-move", "You may end your turn early only after …",
        "POST", "/v1/rulesets/grove/tutorial/1/moves", json={"move": {"type": "end_turn"}}),
    Row("a path the API does not have", 404, "not-found",
        "there is nothing at /v1/gmaes; the API's paths are listed in /openapi.json", "GET", "/v1/gmaes"),
    Row("a method the path does not take", 405, "method-not-allowed",
        "/v1/games/{active}/moves does not take GET; it takes OPTIONS, POST", "GET", MOVE),
    # --- who is calling -------------------------------------------------------------------------
    Row("a write without a token", 401, "unauthorized",
        "this action needs a seat token (Authorization: Bearer <token>)", "POST", MOVE, json=STAND),
    Row("an Authorization header that is not `Bearer <token>`", 401, "unauthorized",
        "Authorization must be 'Bearer <token>'", "POST", MOVE, json=STAND,
        headers={"Authorization": "Token {mover}"}, errors="Authorization"),
    Row("a token that is not a seat token of this game", 401, "unauthorized",
        "this bearer token is not a seat token of this game", "POST", MOVE, json=STAND,
        headers={"Authorization": "Bearer {loser}"}),
    Row("an API token that is unknown, revoked or expired", 401, "unauthorized",
        "this API token is unknown, revoked or expired", "POST", MOVE, json=STAND,
        headers={"Authorization": "Bearer arb_" + "0" * 16 + "_" + "x" * 32}),
    Row("an API token without the scope the action needs", 403, "insufficient-scope",
        "this API token lacks the scope 'play'", "POST", MOVE, json=STAND,
        headers={"Authorization": "Bearer {reader}"}, errors="Authorization"),
    Row("a stream ticket that is unknown, used or expired", 401, "unauthorized",
        "this stream ticket is unknown, already used or expired: ask for a new one with POST "
        "/v1/games/{id}/stream-tickets", "GET", "/v1/games/{active}/stream?ticket=used-up"),
    Row("a stream ticket asked for without a seat token", 401, "unauthorized",
        "a stream ticket is for a seat: send Authorization: Bearer <seat token> (spectators open the stream "
        "without a ticket)", "POST", "/v1/games/{active}/stream-tickets"),
    Row("a game's invites asked for without its creator token", 401, "unauthorized",
        "invites are the creator's: Authorization: Bearer <creator_token>", "GET", "/v1/games/{waiting}/invites"),
    Row("an account request without signing in", 401, "unauthorized",
        "sign in first (a session, or an account API token)", "GET", "/v1/account"),
    Row("managing the account with an API token", 401, "session-required",
        "manage an account from a signed-in browser, not with an API token", "GET", "/v1/account/sessions",
        headers={"Authorization": "Bearer {reader}"}),
    Row("a signed-in write without `X-CSRF-Token`", 403, "forbidden",
        "a signed-in write needs the X-CSRF-Token header (the arbiter_csrf cookie's value)",
        "PATCH", "/v1/account", json={"display_name": "Ana"}, client="session", errors="X-CSRF-Token"),
    Row("a sign-in that fails (passkey, recovery code or link)", 401, "unauthorized",
        "sign-in failed: the passkey, code or link was not accepted", "POST", "/v1/auth/recover",
        json={"code": "ABCD-EFGH"}),
    Row("passkeys asked for at an IP address (not a relying party)", 400, "bad-request",
        "passkeys on this machine work at http://localhost (an IP address cannot be a WebAuthn relying party): open "
        "the page as localhost", "POST", "/v1/auth/signup/options", json={"display_name": "Ana"},
        headers={"Host": "127.0.0.1:8000"}, errors="Host"),
    Row("a mail sign-in link on a server without mail", 503, "not-configured",
        "mail is off on this server: no SMTP server is configured (SMTP_HOST)", "POST", "/v1/auth/email-link",
        json={"email": "ana@example.org"}),
    Row("a display name another account has", 409, "display-name-taken", "…",
        "POST", "/v1/auth/signup/options", json={"display_name": "{account_name}"}),
    Row("a name with a control, bidi or invisible character (any name a person chooses)", 400, "invalid-body",
        "the request body is invalid: `seats.0.name` may not hold the invisible or control character U+202E "
        "(RIGHT-TO-LEFT OVERRIDE) at position 3", "POST", "/v1/games",
        json={"ruleset": "grove", "seats": [{"name": "Bo\u202etxt"}, {"name": "Cy"}]}, errors="seats.0.name"),
    Row("a name mixing the letters of two scripts (a look-alike)", 400, "invalid-body",
        "the request body is invalid: `display_name` may not mix letters of Cyrillic and Latin: a name is written "
        "in one script, so that it cannot imitate another name", "POST", "/v1/auth/signup/options", json={"display_name": "\u0410na"},
        errors="display_name"),
    Row("a mail address that is not exactly one address", 400, "bad-request",
        "email must be exactly one mail address, such as name@example.org", "POST", "/v1/auth/email-link",
        json={"email": "a@example.org,b@example.org"}, errors="email"),
    # --- preconditions and retries --------------------------------------------------------------
    Row("a weak `If-Match`", 400, "bad-request", 'If-Match needs the strong ETag of the game, e.g. "12"',
        "POST", MOVE, json=STAND, headers={**MOVER, "If-Match": 'W/"2"'}, errors="If-Match"),
    Row("an `If-Match` that is not a version", 400, "bad-request",
        "If-Match must be the game's version as an ETag, e.g. \"12\"; got 'latest'",
        "POST", MOVE, json=STAND, headers={**MOVER, "If-Match": "latest"}, errors="If-Match"),
    Row("an `If-Match` that is not the game's version now", 412, "stale-version",
        "the game is at version …; reload it and decide again", "POST", MOVE, json=STAND,
        headers={**MOVER, "If-Match": '"1"'}),
    Row("an `Idempotency-Key` longer than 255 characters", 400, "bad-request",
        "Idempotency-Key must be 1 to 255 printable characters, got 300 characters", "POST", MOVE, json=STAND,
        headers={**MOVER, "Idempotency-Key": "k" * 300}, errors="Idempotency-Key"),
    Row("an `Idempotency-Key` used before with another body", 422, "idempotency-key-reused",
        "this Idempotency-Key was used with a different request body", "POST", MOVE, json=STAND,
        headers={**MOVER, "Idempotency-Key": "reused-key"},
        before=[("POST", MOVE, {"move": {"type": "fly"}}, {**MOVER, "Idempotency-Key": "reused-key"})]),
    Row("an `Idempotency-Key` whose first request is still being decided", 409, "idempotency-key-in-flight", "…",
        "POST", MOVE, json=STAND, headers={**MOVER, "Idempotency-Key": "in-flight-key"}, fault="in-flight"),
    # --- moves ----------------------------------------------------------------------------------
    Row("a move that is not an object", 422, "malformed-move", "a move must be a JSON object",
        "POST", MOVE, json={"move": ["stand", "grove"]}, headers=MOVER, errors="move"),
    Row("a move without `type`", 422, "malformed-move",
        "the move has no `type`; the move types of grove are banish, channel, end_turn, move, stand, stun",
        "POST", MOVE, json={"move": {"place": "grove"}}, headers=MOVER, errors="move.type"),
    Row("a move whose `type` is not a string", 422, "malformed-move",
        "the move's `type` must be a string, not a number; the move types of grove are banish, channel, end_turn, "
        "move, stand, stun", "POST", MOVE, json={"move": {"type": 4}}, headers=MOVER, errors="move.type"),
    Row("a move type the ruleset does not have", 422, "malformed-move",
        "unknown move type 'fly'; the move types of grove are banish, channel, end_turn, move, stand, stun",
        "POST", MOVE, json={"move": {"type": "fly"}}, headers=MOVER, errors="move.type"),
    Row("a field the move type does not have", 422, "malformed-move",
        "move 'stand' is malformed: colour is not a field of a 'stand' move",
        "POST", MOVE, json={"move": {**STAND["move"], "colour": "red"}}, headers=MOVER, errors="move.colour"),
    Row("a move the rules forbid", 422, "illegal-move", "…", "POST", MOVE,
        json={"move": {"type": "end_turn"}}, headers=MOVER),
    Row("a move by a seat whose turn it is not", 403, "not-your-turn",
        "… may not act now; … is to act", "POST", MOVE, json=STAND, headers={"Authorization": "Bearer {idle}"}),
    Row("a move in a game still waiting for players", 409, "game-not-started",
        "the game is waiting for players; it starts when every seat is taken", "POST", "/v1/games/{waiting}/moves",
        json=STAND, headers={"Authorization": "Bearer {waiter}"}),
    Row("a move or a resignation in a finished game", 409, "game-over", "the game has finished",
        "POST", "/v1/games/{finished}/resign", headers={"Authorization": "Bearer {loser}"}),
    # --- seats, lobby, chat, webhooks -----------------------------------------------------------
    Row("a wrong invite code", 403, "forbidden", "this is not the invite code of seat 2 (index 1)",
        "POST", "/v1/games/{waiting}/seats/1/claim", json={"invite": "not-the-code"}),
    Row("claiming a seat that is not open", 409, "seat-unavailable", "seat 1 (index 0) has already been claimed",
        "POST", "/v1/games/{waiting}/seats/0/claim", json={"invite": "not-the-code"}),
    Row("claiming a seat of a game that has started", 409, "seat-unavailable",
        "this game is no longer waiting for players", "POST", "/v1/games/{active}/seats/1/claim",
        json={"invite": "not-the-code"}),
    Row("starting a game without its creator token", 401, "unauthorized",
        "this bearer token is not the creator token of this game", "POST", "/v1/games/{waiting}/start",
        headers={"Authorization": "Bearer {mover}"}),
    Row("starting a game that no longer waits", 409, "seat-unavailable",
        "this game is no longer waiting for players", "POST", "/v1/games/{active}/start", headers=MOVER),
    Row("my games without a token", 401, "unauthorized",
        "name your games with Authorization: Bearer <token>[,<token>...]", "GET", "/v1/me/games"),
    Row("my games with tokens that hold no seat", 401, "unauthorized",
        "none of these bearer tokens is a seat token of a game", "GET", "/v1/me/games",
        headers={"Authorization": "Bearer nobody,noone"}),
    Row("more than 100 tokens at once", 400, "bad-request", "at most 100 tokens per request", "GET", "/v1/me/games",
        headers={"Authorization": "Bearer " + ",".join(f"t{i}" for i in range(101))}, errors="Authorization"),
    Row("table talk from a spectator", 401, "unauthorized",
        "table talk is for the game's seats (a seat token, or the account that holds a seat)",
        "POST", "/v1/games/{active}/chat", json={"text": "hello"}),
    Row("a chat message over 500 characters", 400, "invalid-body",
        "the request body is invalid: `text`: length must be between 1 and 500", "POST", "/v1/games/{active}/chat",
        json={"text": "x" * 501}, headers=MOVER, errors="text"),
    Row("muting a seat the game does not have", 404, "not-found", "this game has no seat 6 (index 5)",
        "POST", "/v1/games/{active}/chat/mutes", json={"seat": 5}, headers=MOVER),
    Row("a webhook without a token", 401, "unauthorized",
        "webhooks need a seat token or the creator token (Authorization: Bearer <token>)",
        "POST", "/v1/games/{active}/webhooks", json={"url": "https://hooks.example/in"}),
    Row("a webhook URL the service will not call", 422, "webhook-url-refused", "…",
        "POST", "/v1/games/{active}/webhooks", json={"url": "https://127.0.0.1/in"}, headers=MOVER, errors="url"),
    Row("a webhook id the game does not have", 404, "not-found", "no webhook 'nope' on this game",
        "DELETE", "/v1/games/{active}/webhooks/nope", headers=MOVER),
    Row("a webhook event type that does not exist", 400, "invalid-body",
        "the request body is invalid: `events.0` must be one of: turn.your_turn, turn.deadline_reminder, game.ended, game.offer",
        "POST", "/v1/games/{active}/webhooks", json={"url": "https://hooks.example/in", "events": ["moved"]},
        headers=MOVER, errors="events.0"),
    # --- limits and the store -------------------------------------------------------------------
    Row("too many requests from one address", 429, "rate-limited",
        "this client address may make 1 requests per 60 s; retry in … s", "GET", "/v1/games/{active}",
        client="limited", before=[("GET", "/v1/games/{active}", None, {})]),
    Row("the event store unreachable (a restart, a failover)", 503, "unavailable",
        "the event store is unavailable right now (a failover or a restart); nothing was changed. …",
        "POST", MOVE, json=STAND, headers=MOVER, client="down"),
    Row("too many changes to one game at once", 503, "busy",
        "the game changed too often while deciding this move; retry", "POST", MOVE, json=STAND, headers=MOVER,
        fault="conflict"),
    Row("a write whose reply from the store was lost", 503, "outcome-unknown", "…",
        "POST", MOVE, json=STAND, headers=MOVER, fault="lost-reply"),
    Row("a store shard with fewer replicas than a durable answer needs", 503, "replicas-missing",
        "the store shard that holds this game has 0 of the 1 replica(s) required for a durable answer, so nothing "
        "was changed; …", "POST", MOVE, json=STAND, headers=MOVER, fault="no-replicas"),
    Row("a change applied but not yet confirmed by the replicas", 503, "not-durable", "…",
        "POST", MOVE, json=STAND, headers=MOVER, fault="not-durable", changes=True),
    Row("a game of a rules version this server does not know yet (a rolling upgrade's older replica)", 503,
        "rules-version-unknown", "this game is played under grove@3 and this server does not know grove@3 yet (it "
        "knows up to grove@2): nothing was changed; …", "POST", MOVE, json=STAND, headers=MOVER,
        fault="rules-unknown"),
    # --- refused by the HTTP server (gunicorn) before the API reads the request -----------------
    Row("a request line over 4,094 bytes", 414, "uri-too-long",
        "the request line (method, URL and query) is too long: … bytes, more than the 4,094 bytes this server takes; "
        "send large data in a JSON body", "GET", "/v1/games?seat=" + "x" * 5000, client="live"),
    Row("a request header over 8,190 bytes", 431, "request-header-fields-too-large",
        "a request header is over 8,190 bytes (name and value), the most this server takes", "GET", "/v1/rulesets",
        headers={"X-Big": "x" * 9000}, client="live"),
    Row("more than 100 request headers", 431, "request-header-fields-too-large",
        "the request has more than 100 header fields, the most this server takes", "GET", "/v1/rulesets",
        headers={f"X-Field-{i}": "1" for i in range(101)}, client="live"),
]


def _fill(value, ctx):
    if isinstance(value, str):
        return re.sub(r"\{(\w+)\}", lambda m: str(ctx.get(m.group(1), m.group(0))), value)
    if isinstance(value, dict):
        return {_fill(k, ctx): _fill(v, ctx) for k, v in value.items()}
    if isinstance(value, list):
        return [_fill(v, ctx) for v in value]
    return value


def detail_pattern(sample: str) -> re.Pattern:
    return re.compile(".*".join(re.escape(part) for part in sample.split("…")), re.DOTALL)


@pytest.fixture(scope="module")
def world(redis_url):
    """The apps and the games the cases use (none of them changes any game)."""
    from tests.integration.people import api_token, sign_up

    config = {"TESTING": True, "REDIS_URL": redis_url, "SCHEDULE_JOBS": False, "AUTH_RATE_LIMIT": "100000/60"}
    app = create_app(config)
    client = app.test_client()
    active = client.post("/v1/games", json=GROVE).get_json()
    mover = active["to_act"][0]
    finished = client.post("/v1/games", json=GROVE).get_json()
    assert client.post(f"/v1/games/{finished['id']}/resign",
                       headers={"Authorization": f"Bearer {finished['seats'][0]['token']}"}).status_code == 201
    waiting = client.post("/v1/games", json={"ruleset": "grove", "seats": [{"name": "ana"}, {"open": True}]}).get_json()
    session = app.test_client()
    account, _ = sign_up(session)
    ctx = {"active": active["id"], "finished": finished["id"], "waiting": waiting["id"],
           "mover": active["seats"][mover]["token"], "idle": active["seats"][1 - mover]["token"],
           "mover_seat": mover, "loser": finished["seats"][0]["token"], "creator": waiting["creator_token"],
           "waiter": waiting["seats"][0]["token"], "reader": api_token(session, scopes=("read",)),
           "account_name": account["account"]["display_name"]}
    limited = create_app({**config, "RATE_LIMIT_IP": "1/60", "RATE_LIMIT_EXEMPT": ""}).test_client()
    down = create_app({**config, "REDIS_URL": f"redis://127.0.0.1:{free_port()}/0", "RATE_LIMITS": "off"}).test_client()
    return {"app": app, "ctx": ctx, "anon": client, "session": session, "limited": limited, "down": down}


def _versions(client, ctx) -> dict:
    return {g: client.get(f"/v1/games/{ctx[g]}").get_json()["version"] for g in ("active", "waiting", "finished")}


def _install(fault: str | None, world, monkeypatch, row_headers) -> None:
    app, ctx = world["app"], world["ctx"]
    svc = app.extensions["arbiter"]
    if fault == "no-exhibitions":
        monkeypatch.setenv("ARBITER_EXHIBITIONS_PER_CLIENT", "0")
    elif fault == "in-flight":  # what a first request with the key leaves while it is decided
        fp = fingerprint({"command": "move", "body": STAND})
        lease = Lease.new(idem_key(ctx["active"], str(ctx["mover_seat"]), row_headers["Idempotency-Key"]), fp)
        assert begin(svc.store, lease, fp) is None
    elif fault == "conflict":  # every append finds that another change came first
        monkeypatch.setattr(svc.store, "_append_once", lambda game_id, keys, args: AppendResult(False, 2, "version"))
    elif fault == "no-replicas":
        monkeypatch.setattr(svc.store, "_append_once", lambda game_id, keys, args: AppendResult(False, 0, "noreplicas"))
        monkeypatch.setattr(svc.store, "durable_replicas", 1)
    elif fault == "not-durable":  # the store says: applied, not confirmed by a replica (nothing is written here)
        monkeypatch.setattr(svc.store, "_append_once", lambda game_id, keys, args: AppendResult(True, 3, durable=False))
    elif fault == "rules-unknown":  # the game's version is newer than this process (service/table/rules.py)
        from domain.engine import ruleset as R

        registry = {k: dict(v) for k, v in R._REGISTRY.items()}
        registry["grove"].pop(max(registry["grove"]))
        monkeypatch.setattr(R, "_REGISTRY", registry)
    elif fault == "lost-reply":
        import redis

        import service.storage.store as store_module

        def lost(game_id, keys, args):
            raise redis.exceptions.ConnectionError("the reply was lost")

        monkeypatch.setattr(store_module, "RETRY_SECONDS", 0.0)
        monkeypatch.setattr(svc.store, "_append_once", lost)


def _send_live(row: Row, base: str):
    return requests.request(row.method, base + row.path, headers=row.headers, timeout=30)


# the rows over real HTTP need gunicorn: `slow`, left to `make test` (not `make test-fast`)
@pytest.mark.parametrize("row", [pytest.param(r, id=r.cause, marks=[pytest.mark.slow] if r.client == "live" else [])
                                 for r in TABLE])
def test_each_error_path_answers_its_row(row: Row, world, contract, monkeypatch, request):
    ctx = world["ctx"]
    path, headers = _fill(row.path, ctx), _fill(row.headers, ctx)
    body = _fill(row.json, ctx)
    before = _versions(world["anon"], ctx)
    if row.client == "live":
        resp = _send_live(row, request.getfixturevalue("live_server"))
        got = resp.json()
        assert resp.status_code == row.status and resp.headers["Content-Type"] == PROBLEM, got
    else:
        client = world[row.client]
        environ = {"REMOTE_ADDR": client_addr()} if row.client == "limited" else {}
        for method, p, b, h in row.before:
            client.open(_fill(p, ctx), method=method, json=_fill(b, ctx), headers=_fill(h, ctx), environ_base=environ)
        _install(row.fault, world, monkeypatch, headers)
        kwargs = {"json": body} if row.data is None and body is not None else {"data": row.data}
        resp = client.open(path, method=row.method, headers=headers, environ_base=environ, **kwargs)
        monkeypatch.undo()
        got = resp.get_json(silent=True)
        assert resp.status_code == row.status, got
        template = _template(contract.spec, path.split("?")[0])
        if template is not None and row.method.lower() in contract.spec["paths"][template]:
            contract.check(resp, row.method, template, row.status)
        assert resp.headers["Content-Type"] == PROBLEM
    assert got["type"] == "urn:arbiter:problem:" + row.type and got["status"] == row.status, got
    assert detail_pattern(_fill(row.detail, ctx)).fullmatch(got["detail"]), got["detail"]
    if row.errors is not None:
        assert row.errors in got.get("errors", {}), got
    if not row.changes:
        assert _versions(world["anon"], ctx) == before, f"{row.cause}: a game changed"


def _template(spec: dict, path: str) -> str | None:
    """The documented path that `path` is an instance of (the most literal one), or None."""
    found = [p for p in spec["paths"] if re.fullmatch(re.sub(r"\\\{[^}]+\\\}", "[^/]+", re.escape(p)), path)]
    return min(found, key=lambda p: p.count("{"), default=None)


def test_the_parser_takes_every_json_and_nothing_else():
    """What the rows above refuse, beside what must pass: a surrogate pair, an escaped backslash
    before a "u", brackets and constants inside strings, exactly 64 levels."""
    from api.body import MAX_DEPTH, parse_json
    from service.storage.errors import BadRequest

    ok = ['{"face": "\\ud83d\\ude00"}', '{"path": "C:\\\\ud800"}', '{"text": "[[[[ NaN Infinity {{{{"}',
          "[" * MAX_DEPTH + "]" * MAX_DEPTH, '{"a": [1e308, -0.5, null, true]}']
    for text in ok:
        assert parse_json(text, "the request body", "body") is not None, text
    for text in ["[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1), '{"x": NaN}', '[Infinity]', '{"s": "\\udc00"}',
                 '{"s": "\\ud800\\u0041"}', '{"a": 1,}', '{"n": [1.5, -1e999]}']:
        with pytest.raises(BadRequest):
            parse_json(text, "the request body", "body")


def _doc_rows() -> list[tuple[str, str, str, str]]:
    with open(DOC, encoding="utf-8") as f:
        text = f.read()
    section = text.split("### Every error, by cause", 1)[1].split("\n## ", 1)[0]
    rows = []
    for line in section.splitlines():
        if line.startswith("| ") and not line.startswith("| cause") and not line.startswith("|---"):
            rows.append(tuple(c.strip() for c in line.strip()[2:-2].split(" | ")))
    return rows


def doc_row(row: Row) -> tuple[str, str, str, str]:
    """The row of docs/api.md's table for a case: cause, status, type, detail."""
    return (row.cause, str(row.status), f"`{row.type}`", f"`` {row.detail} ``")  # a code span: `<token>` shows


def test_the_table_in_the_docs_is_this_table():
    documented = _doc_rows()
    assert documented == [doc_row(r) for r in TABLE], (
        "docs/api.md's error table differs from tests/contract/test_error_table.py's TABLE; rewrite it with "
        "`python -m tests.contract.test_error_table`")


def markdown() -> str:
    """The table as docs/api.md has it."""
    lines = ["| cause | status | type | detail |", "|---|---|---|---|"]
    for r in TABLE:
        cause, status, kind, detail = doc_row(r)
        assert "|" not in cause + detail, r.cause
        lines.append(f"| {cause} | {status} | {kind} | {detail} |")
    return "\n".join(lines)


if __name__ == "__main__":
    print(markdown())
