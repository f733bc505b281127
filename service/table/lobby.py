"""Play by post: games with open seats (invites, claims, start), listing and "my games".

A game created with open seats is `waiting`: it exists only as its metadata hash (version 0,
no events, no seed yet). Each open seat has an invite code; claiming a seat with its code gives
that seat's token, once. When the last open seat is claimed (or the creator starts the game,
with AI in the seats still open) the game is created for real: the secret seed is drawn and
GameCreated records the final seats, so the event log and the audit say who sat where.

The waiting -> starting transition is one Lua script, so exactly one request starts a game; the
start itself is the ordinary conditional append at expected version 0.
"""
from __future__ import annotations

import hashlib
import itertools
import json
import secrets
from datetime import datetime, timezone

from domain import engine
from domain.engine import game as G
from domain.engine.errors import InvalidOptions
from domain.engine.words import seat_names, seat_ref

from .ai_policy import ai_errors, refuse
from service.storage.connection import is_unavailable, quietly
from service.storage.errors import Forbidden, NotFound, OutcomeUnknown, SeatUnavailable, Unauthorized
from .game_record import Loaded, first_answer, game_json, hash_token, is_open, iso, meta_after, waiting_state
from service.storage.idempotency import UNKNOWN_WITH_KEY, UNKNOWN_WITHOUT_KEY, answer
from service.storage.indexes import games_index, seat_tokens
from .rules import rules_for
from .seat_names import named_seats, salted, shown_name, with_names
from service.storage.store import IDEM_TTL_MS, idem_key, key
from .words import outcome_text

DEFAULT_AI = {"level": "greedy"}
LIST_SCAN = 2000              # at most this many games are examined per listing page


# KEYS[1] meta; ARGV: seat, sha256 of the invite code, token hash, name, the invite code itself
# (games created before invites were stored hashed kept them in plain text).
# Returns {'ok', remaining-open-count} or {'error', reason}. A used invite is deleted.
# KEYS[2] the Idempotency-Key's answer key (same slot), ARGV[6] what to store there ('' for none),
# ARGV[7] its lifetime in ms: a claim retried with its key finds {'replay', what was stored}.
# ARGV[8] the claiming account ('' for none): refused with 'has-seat' before any write if it holds
# another seat, else the seat is bound to it (`account:<seat>`) in the same step.
CLAIM_LUA = """
local meta = KEYS[1]
local seat = ARGV[1]
if ARGV[6] ~= '' then
  local prior = redis.call('GET', KEYS[2])
  if prior then return {'replay', prior} end
end
local status = redis.call('HGET', meta, 'status')
local invite = redis.call('HGET', meta, 'invite:' .. seat)
-- a running game's seat can be claimed again once its creator has re-issued its invite
if status ~= 'waiting' and not (status == 'active' and invite) then return {'error', 'not-waiting'} end
if redis.call('HEXISTS', meta, 'token:' .. seat) == 1 then return {'error', 'taken'} end
if not invite then return {'error', 'not-open'} end
if invite ~= ARGV[2] and invite ~= ARGV[5] then return {'error', 'bad-invite'} end
-- claimed as an account: one person, one seat, checked in the same step as the claim (two claims
-- at once by one account must not both pass a check made before either wrote)
if ARGV[8] ~= '' then
  local fields = redis.call('HGETALL', meta)
  for i = 1, #fields, 2 do
    if string.sub(fields[i], 1, 8) == 'account:' and fields[i + 1] == ARGV[8] and fields[i] ~= 'account:' .. seat then
      return {'error', 'has-seat'}
    end
  end
  redis.call('HSET', meta, 'account:' .. seat, ARGV[8])
end
redis.call('HINCRBY', meta, 'meta_gen', 1)  -- a change without an event (service/play/held.py)
redis.call('HDEL', meta, 'invite:' .. seat)
if ARGV[6] ~= '' then redis.call('SET', KEYS[2], ARGV[6], 'PX', ARGV[7]) end
if status == 'active' then
  redis.call('HSET', meta, 'token:' .. seat, ARGV[3])
  return {'ok', 'active'}
end
redis.call('HSET', meta, 'token:' .. seat, ARGV[3], 'name:' .. seat, ARGV[4])
local open = cjson.decode(redis.call('HGET', meta, 'open'))
local left = {}
for _, s in ipairs(open) do if tostring(s) ~= seat then table.insert(left, s) end end
if #left == 0 then
  redis.call('HSET', meta, 'open', '[]', 'status', 'starting')
  return {'ok', '0'}
end
redis.call('HSET', meta, 'open', cjson.encode(left))
return {'ok', tostring(#left)}
"""

# KEYS[1] meta; ARGV[1] creator token hash, ARGV[2] a digest of the request's Idempotency-Key ('' for
# none), ARGV[3] the AI for the seats still open (JSON). Returns {'ok', open-json}, {'again', status}
# (this very start, retried with its key, already passed: finish it if it is still starting) or
# {'error', reason}.
START_LUA = """
local meta = KEYS[1]
local status = redis.call('HGET', meta, 'status')
if status ~= 'waiting' then
  if ARGV[2] ~= '' and redis.call('HGET', meta, 'start_key') == ARGV[2] then return {'again', status} end
  return {'error', 'not-waiting'}
end
if redis.call('HGET', meta, 'creator') ~= ARGV[1] then return {'error', 'not-creator'} end
local open = redis.call('HGET', meta, 'open')
redis.call('HINCRBY', meta, 'meta_gen', 1)  -- a change without an event (service/play/held.py)
redis.call('HSET', meta, 'open', '[]', 'status', 'starting', 'start_ai', ARGV[3], 'start_key', ARGV[2])
return {'ok', open}
"""


def _seal(text: str, invite: str, idem: str, opening: bool = False) -> str:
    """A claimed seat's token as kept under its Idempotency-Key: XOR with a keystream from the
    invite code and the key (only the claimant knows both; the invite itself is stored hashed and
    deleted once used), so the stored answer alone does not give the seat away."""
    import base64

    raw = base64.urlsafe_b64decode(text) if opening else text.encode()
    stream = hashlib.shake_256(b"arbiter-claim\0" + invite.encode() + b"\0" + idem.encode()).digest(len(raw))
    out = bytes(a ^ b for a, b in zip(raw, stream))
    return out.decode() if opening else base64.urlsafe_b64encode(out).decode()


# KEYS[1] meta; ARGV: seat, creator token hash, new invite hash ('' to revoke the open invite only).
# Returns {'ok', old token hash or ''} or {'error', reason}.
REISSUE_LUA = """
local meta = KEYS[1]
local seat = ARGV[1]
local creator = redis.call('HGET', meta, 'creator')
if not creator or creator ~= ARGV[2] then return {'error', 'not-creator'} end
local status = redis.call('HGET', meta, 'status')
if status ~= 'waiting' and status ~= 'active' then return {'error', 'not-running'} end
local seats = cjson.decode(redis.call('HGET', meta, 'seats'))
local entry = seats[tonumber(seat) + 1]
if not entry then return {'error', 'no-seat'} end
if entry['ai'] and entry['ai'] ~= cjson.null then return {'error', 'ai-seat'} end
local old = redis.call('HGET', meta, 'token:' .. seat) or ''
if ARGV[3] == '' and old ~= '' then return {'error', 'claimed'} end
redis.call('HINCRBY', meta, 'meta_gen', 1)  -- a change without an event (service/play/held.py)
if ARGV[3] == '' then
  redis.call('HDEL', meta, 'invite:' .. seat)
  return {'ok', ''}
end
redis.call('HDEL', meta, 'token:' .. seat, 'account:' .. seat)
redis.call('HSET', meta, 'invite:' .. seat, ARGV[3])
if status == 'waiting' and old ~= '' then
  local open = cjson.decode(redis.call('HGET', meta, 'open'))
  table.insert(open, tonumber(seat))
  table.sort(open)
  redis.call('HSET', meta, 'open', cjson.encode(open))
  redis.call('HDEL', meta, 'name:' .. seat)
end
return {'ok', old}
"""


# KEYS[1] meta, KEYS[2] the Idempotency-Key's answer (same slot); ARGV[1] the answer ('' for none),
# ARGV[2] its lifetime in ms, ARGV[3..] the meta fields. 'ok', or what is stored under KEYS[2]
# (false if nothing) when a game with this id exists already.
CREATE_WAITING_LUA = """
if redis.call('EXISTS', KEYS[1]) == 1 then return redis.call('GET', KEYS[2]) end
redis.call('HSET', KEYS[1], unpack(ARGV, 3))
if ARGV[1] ~= '' then redis.call('SET', KEYS[2], ARGV[1], 'PX', ARGV[2]) end
return 'ok'
"""


def _s(v) -> str:
    return v.decode() if isinstance(v, bytes) else v


class Lobby:
    """Open seats, claims and start; listing; the caller's games."""

    def __init__(self, games):
        self.games = games
        self.r = games.store.r
        self._claim = self.r.register_script(CLAIM_LUA)
        self._reissue = self.r.register_script(REISSUE_LUA)
        self._create = self.r.register_script(CREATE_WAITING_LUA)
        self._start = self.r.register_script(START_LUA)

    # --- creation with open seats -------------------------------------------------------------
    def create_waiting(self, rs, seats: list[dict], options: dict | None, clock: dict | None, *,
                       game_id: str | None = None, idem: tuple[str, str] | None = None,
                       extra_meta: dict | None = None) -> dict:
        """Store a waiting game: invites for open seats, tokens for named human seats. With `idem`
        (key, fingerprint) the answer is stored under the key in the same MULTI as the game."""
        options = rs.check_options(options or {})
        low, high = rs.seat_range(options)
        if not low <= len(seats) <= high:
            raise InvalidOptions(f"{rs.id} with these options takes {low} to {high} seats, got {len(seats)}",
                                 errors={"seats": f"must have {low} to {high} seats"})
        game_id = game_id or secrets.token_hex(8)
        now = self.games.clock()
        creator = secrets.token_urlsafe(32)
        tokens, invites, listed = {}, {}, []
        meta = {"ruleset": rs.id, "ruleset_version": str(rs.version), "version": "0", "status": "waiting",
                "to_act": "[]", "deadline": "",
                "created_at": iso(now), "updated_at": iso(now), "outcome": "", "head_hash": "",
                "options": json.dumps(options), "clock": json.dumps(clock), "creator": hash_token(creator),
                **(extra_meta or {})}
        for i, s in enumerate(seats):
            if is_open(s):
                invites[i] = secrets.token_urlsafe(16)
                meta[f"invite:{i}"] = hash_token(invites[i])  # like tokens: only its digest is stored
                listed.append({"seat": i, "name": None, "ai": None})
            else:
                listed.append({"seat": i, "name": s["name"], "ai": s.get("ai")})
                if not s.get("ai"):
                    tokens[i] = secrets.token_urlsafe(32)
                    meta[f"token:{i}"] = hash_token(tokens[i])
        meta["seats"] = json.dumps(listed)
        meta["open"] = json.dumps(sorted(invites))
        # the meta first: an indexed id always has a game behind it (the keys are on different
        # slots of a cluster, so they cannot share one MULTI)
        body = game_json(Loaded(game_id, meta, waiting_state(meta), b""), None)
        body["creator_token"] = creator
        for seat in body["seats"]:
            if seat["seat"] in tokens:
                seat["token"] = tokens[seat["seat"]]
            if seat["seat"] in invites:
                seat["invite"] = invites[seat["seat"]]
        seat_tokens(self.r).set({hash_token(t): f"{game_id}|{i}" for i, t in tokens.items()})
        # the game and its stored answer in one step, and only if no game has this id yet: a retry
        # whose first request outlived its key's lease finds the first answer, never overwrites it
        fields = [x for kv in meta.items() for x in kv]
        stored = answer(idem[1], 201, body) if idem is not None else b""
        created = self._create(keys=[key(game_id, "meta"), idem[0] if idem else key(game_id, "idem:-")],
                               args=[stored, IDEM_TTL_MS, *fields])
        if created != b"ok" and created != "ok":
            return first_answer(created)
        games_index(self.r).add(game_id, now.timestamp())
        return body

    # --- claim and start ----------------------------------------------------------------------
    def claim(self, game_id: str, seat: int, invite: str, name: str | None, *,
              idem: str | None = None, fingerprint: str = "", account: str | None = None) -> dict:
        """Take an open seat with its invite code; returns the game with that seat's token (once).

        With an Idempotency-Key the claim and its answer are stored in one script: a retry gets the
        same token again (kept sealed with the invite code and the key, which only the claimant
        knows), never a 409 for a seat it took itself. With `account` the seat becomes that account's
        in the same step, refused (nothing changed) if the account holds another seat of the game."""
        meta = self.games.store.meta(game_id)
        if not meta:
            raise NotFound(f"no game {game_id!r}")
        token = secrets.token_urlsafe(32)
        name = name or f"Player {seat + 1}"
        idem_k = idem_key(game_id, f"claim:{seat}", idem or "-")
        record = "" if idem is None else json.dumps({"fp": fingerprint, "sealed": _seal(token, invite, idem)})
        try:
            status, value = self._claim(keys=[key(game_id, "meta"), idem_k],
                                        args=[str(seat), hash_token(invite), hash_token(token), name, invite,
                                              record, IDEM_TTL_MS, account or ""])
        except Exception as exc:  # noqa: BLE001 - only the store's unavailability is answered here
            if not is_unavailable(exc):
                raise
            # the script may have taken the seat: never say "nothing changed"; the retry with the
            # key replays the claim (the same token), and without one the game says who sits there
            raise OutcomeUnknown(UNKNOWN_WITH_KEY if idem is not None else UNKNOWN_WITHOUT_KEY) from exc
        status, value = _s(status), _s(value)
        if status == "replay":
            prior = json.loads(value)
            if prior["fp"] != fingerprint:
                from service.storage.errors import IdempotencyMismatch

                raise IdempotencyMismatch("this Idempotency-Key was used with a different request body")
            return self._claimed(game_id, seat, _seal(prior["sealed"], invite, idem, opening=True))
        if status == "error":
            if value == "bad-invite":
                raise Forbidden(f"this is not the invite code of {seat_ref(seat)}")
            if value == "not-open":
                raise SeatUnavailable(f"{seat_ref(seat)} of this game is not an open seat")
            if value == "taken":
                raise SeatUnavailable(f"{seat_ref(seat)} has already been claimed")
            if value == "has-seat":
                raise SeatUnavailable("this account already holds another seat of this game")
            raise SeatUnavailable("this game is no longer waiting for players")
        # the seat is taken: from here on the answer must carry its token (shown only now), so what
        # follows never turns it into an error (a start left half-way is finished by the next read)
        quietly("seat tokens index", lambda: seat_tokens(self.r).set({hash_token(token): f"{game_id}|{seat}"}))
        if value == "0":
            quietly("start", lambda: self.begin(game_id))
        if self.games.people is not None:
            quietly("the invite-accepted notice",
                    lambda: self.games.people.invite_accepted(game_id, seat, self.games.load(game_id).version), tries=1)
        self.games.account_events.seat_claimed(meta, game_id, seat, name)  # never raises
        try:
            return self._claimed(game_id, seat, token)
        except Exception as exc:  # noqa: BLE001 - see above
            if not is_unavailable(exc):
                raise
            claimed = dict(meta, **{f"name:{seat}": name, f"token:{seat}": hash_token(token)})
            body = game_json(Loaded(game_id, claimed, waiting_state(claimed), b""), seat)
            return self._with_token(body, seat, token)

    # --- invites: list, re-issue, revoke (the creator's) -----------------------------------------
    def invites(self, game_id: str, creator_token: str | None) -> dict:
        """Each human seat's invite state: open (an invite waits), claimed, or closed (revoked)."""
        meta = self._creator_meta(game_id, creator_token)
        out = []
        for s in json.loads(meta.get("seats") or "[]"):
            if s.get("ai"):
                continue
            i = s["seat"]
            state = "claimed" if meta.get(f"token:{i}") else "open" if meta.get(f"invite:{i}") else "closed"
            out.append({"seat": i, "name": shown_name(meta, s), "state": state})
        return {"invites": out, "status": meta.get("status")}

    def reissue(self, game_id: str, seat: int, creator_token: str | None, revoke_only: bool = False) -> dict:
        """A new invite code for a seat (its old invite, and its token if it was claimed, stop
        working), or with `revoke_only` the open invite withdrawn. The creator's only."""
        self._creator_meta(game_id, creator_token)
        invite = "" if revoke_only else secrets.token_urlsafe(16)
        status, value = self._reissue(keys=[key(game_id, "meta")],
                                      args=[str(seat), hash_token(creator_token), hash_token(invite) if invite else ""])
        status, value = _s(status), _s(value)
        if status == "error":
            reasons = {"not-creator": "this bearer token is not the creator token of this game",
                       "not-running": "this game has finished; its seats can no longer change hands",
                       "no-seat": f"this game has no {seat_ref(seat)}",
                       "ai-seat": f"{seat_ref(seat)} is played by an AI",
                       "claimed": f"{seat_ref(seat)} is claimed; re-issue its invite to take it back"}
            if value == "not-creator":
                raise Unauthorized(reasons[value])
            if value == "no-seat":
                raise NotFound(reasons[value])
            raise SeatUnavailable(reasons[value])
        if value:
            seat_tokens(self.r).delete(value)
        return {"seat": seat, "invite": invite or None, "revoked_token": bool(value)}

    def _creator_meta(self, game_id: str, creator_token: str | None) -> dict:
        meta = self.games.store.meta(game_id)
        if not meta:
            raise NotFound(f"no game {game_id!r}")
        if creator_token is None:
            raise Unauthorized("invites are the creator's: Authorization: Bearer <creator_token>")
        if not meta.get("creator") or not secrets.compare_digest(meta["creator"], hash_token(creator_token)):
            raise Unauthorized("this bearer token is not the creator token of this game")
        return meta

    def _claimed(self, game_id: str, seat: int, token: str) -> dict:
        loaded = self.games.load(game_id)
        return self._with_token(game_json(loaded, seat), seat, token)

    @staticmethod
    def _with_token(body: dict, seat: int, token: str) -> dict:
        """The claimant's answer: the game with the seat's token (on the seat and at the top)."""
        for s in body["seats"]:
            if s["seat"] == seat:
                s["token"] = token
        body["token"] = token
        return body

    def start(self, game_id: str, creator_token: str | None, ai: dict | None = None,
              client: str | None = None, idem: str | None = None) -> dict:
        """The creator starts a waiting game now; seats still open are played by an AI. If no
        person holds a seat, the game is an exhibition: it counts against `client`'s share. With an
        Idempotency-Key (its store key `idem`), a retry of a start that passed finishes it and
        answers the game, never a 409 for a game it started itself."""
        meta = self.games.store.meta(game_id)
        if not meta:
            raise NotFound(f"no game {game_id!r}")
        if creator_token is None:
            raise Unauthorized("starting a game needs the creator token (Authorization: Bearer <creator_token>)")
        # a person holds a seat once it has a token (named at creation, or claimed)
        exhibition = not any(meta.get(f"token:{s['seat']}") for s in waiting_state(meta)["seats"])
        refuse(ai_errors(ai, "ai", exhibition))
        admitted = False
        if exhibition and secrets.compare_digest(meta.get("creator", ""), hash_token(creator_token)):
            admitted = self.games.exhibitions.admit(game_id, client)  # only the creator's start takes a place
        start_key = hashlib.sha256(idem.encode()).hexdigest() if idem else ""
        status, value = self._start(keys=[key(game_id, "meta")],
                                    args=[hash_token(creator_token), start_key, json.dumps(ai or DEFAULT_AI)])
        status, value = _s(status), _s(value)
        if status == "error":
            if admitted:  # never the place of a game this request did not start
                self.games.exhibitions.release(game_id, client)
            if value == "not-creator":
                raise Unauthorized("this bearer token is not the creator token of this game")
            raise SeatUnavailable("this game is no longer waiting for players")
        if status == "ok" or value == "starting":
            self.begin(game_id)
        return game_json(self.games.load(game_id), None)

    def begin(self, game_id: str) -> None:
        """Create a starting game for real from its (now final) seats: seed, GameCreated, setup.

        Safe to run more than once, and by anyone who finds the game still `starting` (a start or
        claim whose request failed half-way is finished by the next read): only the first
        conditional append at version 0 creates the game, and the seed is stored by that append."""
        meta = self.games.store.meta(game_id)
        if meta.get("status") != "starting" or meta.get("version") != "0":
            return
        ws = waiting_state(meta)
        ai = json.loads(meta.get("start_ai") or "null") or DEFAULT_AI
        seats = []
        for s in ws["seats"]:
            if s["ai"] is None and not meta.get(f"token:{s['seat']}"):
                seats.append({"name": f"AI ({ai['level']})", "ai": ai})
            else:
                seats.append({"name": s["name"], "ai": s["ai"]})
        # the version it was created with (a waiting game from before versions: the newest)
        rs = rules_for(meta["ruleset"], int(meta["ruleset_version"]) if meta.get("ruleset_version") else None)
        seed = secrets.token_bytes(32)
        seats, names = salted(rs, seats)  # a record without names: they (and salts) go beside it
        decision = G.create(rs, seats=seats, options=ws["options"], clock=ws["clock"], seed=seed)
        now = self.games.clock()
        envs = decision.seal(prev_hash=engine.GENESIS, at=iso(now), seed=seed)
        new_meta = meta_after(decision.state, envs, now)
        new_meta.update(names)
        new_meta["seats"] = json.dumps(decision.state["seats"])
        new_meta["started_at"] = iso(now)
        self.games.track_in_log(game_id)
        res = self.games.store.append(game_id, 0, envs, new_meta, secret=seed.hex())
        if not res.ok:  # another request finished this start first
            return
        full = dict(meta)
        full.update(new_meta)
        loaded = Loaded(game_id, full, with_names(full, decision.state), seed)
        self.games.remember(game_id, decision.state, seed, envs[-1]["hash"])
        self.games.follow_up(None, loaded, now, snapshot=False)

    # --- listing ------------------------------------------------------------------------------
    def list_games(self, ruleset: str | None, status: str | None, open_seats: bool | None,
                   seat_name: str | None, cursor: str | None, limit: int, lang: str = "en") -> dict:
        """Newest first, filtered; `next` is an opaque cursor (score:id of the last game scanned); an
        outcome's words in `lang`."""
        max_score, after_id = "+inf", None
        if cursor:
            try:
                score, sep, after_id = cursor.partition(":")
                if not sep:
                    raise ValueError(cursor)
                max_score = float(score)
                if max_score != max_score or max_score in (float("inf"), float("-inf")):  # NaN, inf
                    raise ValueError(score)
            except ValueError:
                from service.storage.errors import BadRequest

                raise BadRequest("cursor is not a cursor of this listing", errors={"cursor": "malformed"}) from None
        out: list[dict] = []
        scanned = 0
        batch = 200
        # the index is sharded over hash tags (service/storage/indexes.py): merge its shards newest first,
        # (score, id) descending, and resume strictly after the cursor's (score, id)
        rows = games_index(self.r).newest_first(max_score, batch=batch)
        if after_id is not None:
            rows = (row for row in rows if row[1] < max_score or row[0] < after_id)
        # a full page looks one match further: a cursor is given only when a game follows it, never
        # for an empty next page (a scan that runs out of budget first gives where it stopped)
        position, page_end, more = None, None, False
        while scanned < LIST_SCAN and not more:
            chunk = list(itertools.islice(rows, min(batch, LIST_SCAN - scanned)))
            if not chunk:
                break
            pipe = self.r.pipeline(transaction=False)
            for gid, _ in chunk:
                pipe.hgetall(key(gid, "meta"))
            metas = pipe.execute()
            for (gid, score), raw in zip(chunk, metas):
                scanned += 1
                position = f"{score!r}:{gid}"
                meta = {_s(k): _s(v) for k, v in raw.items()}
                if meta and _matches(meta, ruleset, status, open_seats, seat_name):
                    if len(out) == limit:
                        more = True
                        break
                    out.append(_summary(gid, meta, lang))
                    page_end = position
                if scanned >= LIST_SCAN:
                    break
        if more:
            next_cursor = page_end
        elif scanned >= LIST_SCAN and position is not None:
            next_cursor = position  # the budget ran out before the index did: go on from here
        else:
            next_cursor = None
        return {"games": out, "next": next_cursor}

    # --- my games -----------------------------------------------------------------------------
    def my_games(self, tokens: list[str], lang: str = "en") -> dict:
        """The games of these seat tokens, most urgent first: mine to act, then least time left (an
        outcome's words in `lang`)."""
        hashes = [hash_token(t) for t in tokens]
        found = seat_tokens(self.r).get_many(hashes)
        now = datetime.now(timezone.utc)
        out = []
        for h, raw in zip(hashes, found):
            if raw is None:
                continue
            game_id, seat = _s(raw).split("|")
            seat = int(seat)
            meta = self.games.store.meta(game_id)
            if not meta or meta.get(f"token:{seat}") != h:
                continue
            out.append(seat_item(game_id, meta, seat, now, lang))
        out.sort(key=urgency)
        return {"games": out, "counts": counts(out)}


def seat_item(game_id: str, meta: dict, seat: int, now: datetime, lang: str = "en") -> dict:
    """One game of "my games": its summary, the caller's seat, whether it is that seat's turn and
    the seconds left to its deadline (an outcome's words in `lang`)."""
    to_act = json.loads(meta.get("to_act") or "[]")
    deadline = meta.get("deadline") or None
    seconds_left = None
    if deadline and meta.get("status") == "active":
        seconds_left = max(0.0, round((datetime.fromisoformat(deadline.replace("Z", "+00:00")) - now)
                                      .total_seconds(), 1))
    item = _summary(game_id, meta, lang)
    item.update({"your_seat": seat, "is_my_turn": meta.get("status") == "active" and seat in to_act,
                 "seconds_left": seconds_left})
    return item


def urgency(item: dict) -> tuple:
    """The order of "my games": my turn first (least time left first), then waiting on others,
    then finished (newest first)."""
    finished = item["status"] == "finished"
    newest_first = -datetime.fromisoformat((item.get("updated_at") or "1970-01-01T00:00:00Z")
                                           .replace("Z", "+00:00")).timestamp() if finished else 0.0
    return (not item["is_my_turn"], finished, item["seconds_left"] is None, item["seconds_left"] or 0.0, newest_first)


def counts(items: list[dict]) -> dict:
    """How many of "my games" are my turn, waiting on others and finished (a badge's numbers)."""
    mine = sum(1 for g in items if g["is_my_turn"])
    done = sum(1 for g in items if g["status"] == "finished")
    return {"my_turn": mine, "waiting": len(items) - mine - done, "finished": done}


def _matches(meta: dict, ruleset, status, open_seats, seat_name) -> bool:
    if ruleset and meta.get("ruleset") != ruleset:
        return False
    if status and meta.get("status", "").replace("starting", "waiting") != status:
        return False
    n_open = len(json.loads(meta.get("open") or "[]"))
    if open_seats is not None and (n_open > 0) != open_seats:
        return False
    if seat_name:
        names = {s.get("name") for s in named_seats(meta, json.loads(meta.get("seats") or "[]"))}
        if seat_name not in names:
            return False
    return True


def _summary(game_id: str, meta: dict, lang: str = "en") -> dict:
    seats = named_seats(meta, json.loads(meta.get("seats") or "[]"))
    open_list = json.loads(meta.get("open") or "[]")
    return {
        "id": game_id,
        "ruleset": meta.get("ruleset"),
        # the version of its rules (null: a game from before versions that no read has identified yet)
        "ruleset_version": int(meta["ruleset_version"]) if meta.get("ruleset_version") else None,
        "status": meta.get("status", "active").replace("starting", "waiting"),
        "version": int(meta.get("version") or 0),
        "seats": [{"seat": s["seat"], "name": s.get("name"), "ai": s.get("ai"), "open": s["seat"] in open_list}
                  for s in seats],
        "open_seats": open_list,
        "to_act": json.loads(meta.get("to_act") or "[]"),
        "deadline": meta.get("deadline") or None,
        "outcome": _outcome(meta, seats, lang),
        "created_at": meta.get("created_at"),
        "updated_at": meta.get("updated_at"),
    }


def _outcome(meta: dict, seats: list, lang: str = "en") -> dict | None:
    """A finished game's outcome with its sentence ("Bo wins: ..."), as the game itself gives it, in `lang`."""
    if not meta.get("outcome"):
        return None
    outcome = json.loads(meta["outcome"])
    rs = engine.find_ruleset(meta.get("ruleset"))
    if not outcome or rs is None:
        return outcome or None
    return {**outcome, "text": outcome_text(rs, outcome, seat_names(sorted(seats, key=lambda s: s["seat"])), lang)}
