"""Tournaments: load -> decide (domain/tournament) -> append -> create the round's games.

A tournament is stored like a game, in the same store with the same conditional append (Lua),
under its own hash tag, so one script touches only one slot of a cluster:
  tourney:{id}:events   stream, entry id 0-<seq>, field "e" = the event envelope (JSON)
  tourney:{id}:meta     hash: name, ruleset, format, status, version, head_hash, creator, ...
  tourney:{id}:secret   the secret seed (hex), revealed by TournamentFinished
  tourney:index         sorted set of every tournament id by creation time (one key)
A round's games are ordinary games whose ids the domain derives from (tournament, round, table);
their metadata names the tournament (`tournament`, `tournament_round`, `tournament_table`), and
when one finishes Games._follow_up calls `game_over` (service/play/game_over.py), which records the
result here: that append pairs the next round (or ends the tournament) in the same step, and the
next round's games are created after it. Creating a game is idempotent (its id is fixed and the
append at version 0 happens once), and every read of a running tournament creates any game of the
current round that a crash left uncreated, so a round never waits on a lost step.
"""
from __future__ import annotations

import hashlib
import json
import logging
import secrets

from domain import engine
from domain.engine.errors import ArbiterError, GameOver
from domain.tournament import reducer as T
from domain.tournament.errors import TournamentOver, UnknownGame
from domain.tournament.standings import standings
from domain.tournament.verify import EXPORT_FORMAT

from service.table import i18n
from service.table.ai_policy import check_ai_limits
from service.storage.connection import quietly
from service.storage.errors import Busy, IdempotencyInFlight, NotDurable, NotFound, Unauthorized
from service.table.game_record import first_answer
from service.table.seat_names import DELETED, ERASED_ACCOUNTS
from service.storage.idempotency import NOT_DURABLE, answer, once, replay_stored
from service.people.message import account_language
from service.storage.store import key as game_key

log = logging.getLogger("arbiter.tournaments")

INDEX = "tourney:index"
RUNNING = "tourney:running"   # set of the running tournaments (the sweep repairs them)
CLOSING = "tourney:closing"   # zset: open tournaments whose entry window closes -> when (the sweep starts them)
SWEEP_EVERY = 30              # seconds between two sweeps of the running tournaments
LIST_SCAN = 2000              # at most this many tournaments are examined per listing page
RETRIES = 16
DEFAULT_CLOCK = {"move_seconds": 24 * 3600, "on_timeout": "forfeit"}
TOURNAMENT_EVENTS = ("tournament.round_ready", "tournament.finished")


def tkey(tid: str, part: str) -> str:
    """The key of one part of a tournament, with its hash tag."""
    return f"tourney:{{{tid}}}:{part}"


def _s(v) -> str:
    return v.decode() if isinstance(v, bytes) else v


class Tournaments:
    """Every use case on tournaments; built on the games service of the process."""

    def __init__(self, games):
        self.games = games
        self.store = games.store
        self.r = games.store.r

    # --- loading ------------------------------------------------------------------------------
    def events(self, tid: str) -> list[dict]:
        """Every envelope of the tournament, in order."""
        return [json.loads(f[b"e"]) for _, f in self.r.xrange(tkey(tid, "events"), "-", "+")]

    def load(self, tid: str) -> tuple[dict, dict, bytes]:
        """(meta, state, seed) of a tournament; NotFound if there is none."""
        if not isinstance(tid, str) or not tid.isalnum() or len(tid) > 64:
            raise NotFound(f"no tournament {tid!r}")
        pipe = self.r.pipeline(transaction=True)
        pipe.hgetall(tkey(tid, "meta"))
        pipe.get(tkey(tid, "secret"))
        pipe.xrange(tkey(tid, "events"), "-", "+")
        raw_meta, secret, entries = pipe.execute()
        if isinstance(raw_meta, list):  # a cluster client's MULTI answers a flat list
            raw_meta = dict(zip(raw_meta[::2], raw_meta[1::2]))
        meta = {_s(k): _s(v) for k, v in raw_meta.items()}
        if not meta or not entries or secret is None:
            raise NotFound(f"no tournament {tid!r}")
        envs = [json.loads((f if isinstance(f, dict) else dict(zip(f[::2], f[1::2])))[b"e"]) for _, f in entries]
        return meta, self._named(T.fold(None, envs[: int(meta["version"])])), bytes.fromhex(_s(secret))

    def _named(self, ts: dict) -> dict:
        """The tournament as answers show it: an entrant whose account was deleted is DELETED (its
        record, like an old game's, keeps the name its hash chain needs: docs/accounts.md)."""
        accounts = [e["account"] for e in ts["entrants"] if e.get("account")]
        gone = {a for a, f in zip(accounts, self.r.smismember(ERASED_ACCOUNTS, accounts)) if f} if accounts else set()
        if not gone:
            return ts
        return {**ts, "entrants": [dict(e, name=DELETED) if e.get("account") in gone else e for e in ts["entrants"]]}

    # --- writing ------------------------------------------------------------------------------
    def _meta(self, ts: dict, envs: list[dict], now) -> dict:
        from service.table.game_record import iso

        return {"name": ts["name"], "ruleset": ts["ruleset"], "format": ts["format"], "status": ts["status"],
                "version": str(ts["version"]), "head_hash": envs[-1]["hash"], "updated_at": iso(now),
                "entrants": str(sum(1 for e in ts["entrants"] if e["status"] != "left")),
                "round": str(ts["round"]), "rounds": json.dumps(ts.get("rounds"))}

    def _decide(self, tid: str, decide, lease=None, fingerprint: str = "", respond=None, status: int = 200) -> dict:
        """Load, decide (`decide(state, seed) -> Decision`), append conditionally; retried on a race.
        With a `lease` (an Idempotency-Key's) the answer, the tournament's JSON passed through
        `respond(body, state)`, is stored with `status` in the same atomic step; it is what this returns."""
        from service.table.game_record import iso

        for _ in range(RETRIES):
            meta, ts, seed = self.load(tid)
            decision = decide(ts, seed)
            now = self.games.clock()
            envs = decision.seal(prev_hash=meta["head_hash"], at=iso(now), seed=seed)
            new_meta = self._meta(decision.state, envs, now)
            body = self.body(tid, {**meta, **new_meta}, decision.state)
            if respond is not None:
                body = respond(body, decision.state)
            stored = (lease.key, answer(fingerprint, status, body)) if lease else None
            res = self.store.append(tid, ts["version"], envs, new_meta, prev_hash=meta["head_hash"], keyspace=tkey,
                                    idem=stored, marker=lease.marker if lease else "")
            if res.ok:
                status = decision.state["status"]
                if status != ts["status"]:  # the sweep's list of running tournaments
                    quietly("running tournaments", lambda: self.r.sadd(RUNNING, tid) if status == "running"
                            else self.r.srem(RUNNING, tid), tries=2)
                self._after(ts, decision.state)
                if not res.durable:  # applied, but fewer replicas than asked confirmed it in time
                    raise NotDurable(NOT_DURABLE)
                return body
            if lease is not None and res.reason in ("done", "lease"):
                return self._not_appended(res, lease, fingerprint, "this change")
            if res.reason != "conflict":
                raise Busy("the tournament could not be changed; retry")
        raise Busy("the tournament changed too often while deciding; retry")

    def _decide_once(self, tid: str, scope: str, idem: str | None, fingerprint: str, decide,
                     respond=None, status: int = 200) -> tuple[int, dict]:
        """`_decide` at most once per Idempotency-Key (service/storage/idempotency.py): (status, body), where
        `status` is the success's (201 for an entry) and one of 400 or more is the stored refusal of
        the key's first request."""

        def run(lease):
            return status, self._decide(tid, decide, lease, fingerprint, respond, status)

        return once(self.store, tid, scope, idem, fingerprint, run, stores_itself=True)

    def create(self, spec: dict, idem: str | None = None, fingerprint: str = "") -> tuple[int, dict]:
        """A new tournament open for entries: (201, its JSON with the creator token, shown once).

        With an Idempotency-Key the tournament's id is derived from the key and the answer is stored
        in the same atomic step that creates it (as a game's creation is): a retry after a lost
        answer gets the same tournament and token, never a second tournament."""
        from service.table.game_record import hash_token, iso

        spec = dict(spec)
        spec["clock"] = spec.get("clock") or dict(DEFAULT_CLOCK)
        for name in ("opens_at", "closes_at"):
            if (spec.get("entry") or {}).get(name):
                spec["entry"][name] = iso(spec["entry"][name])
        tid = created_tournament_id(idem) if idem is not None else secrets.token_hex(8)

        def run(lease):
            if lease is not None and self.r.exists(tkey(tid, "meta")):  # its first request finished
                return 201, first_answer(self.r.get(lease.key), "a tournament")
            seed = secrets.token_bytes(32)
            decision = T.create(tid, spec, seed)
            now = self.games.clock()
            envs = decision.seal(prev_hash=engine.GENESIS, at=iso(now), seed=seed)
            creator = secrets.token_urlsafe(32)
            meta = self._meta(decision.state, envs, now)
            meta.update({"created_at": iso(now), "creator": hash_token(creator)})
            body = self.body(tid, meta, decision.state)
            body["creator_token"] = creator
            # listed first (a listing skips an id without a tournament): one made is always listed,
            # and one whose entry window closes is always started then
            self.r.zadd(INDEX, {tid: now.timestamp()})
            closes = (spec.get("entry") or {}).get("closes_at")
            if closes:
                self.r.zadd(CLOSING, {tid: _timestamp(closes)})
            stored = (lease.key, answer(fingerprint, 201, body)) if lease is not None else None
            res = self.store.append(tid, 0, envs, meta, idem=stored, marker=lease.marker if lease else "",
                                    secret=seed.hex(), keyspace=tkey)
            if not res.ok:
                return 201, self._not_appended(res, lease, fingerprint, "a tournament")
            if not res.durable:
                raise NotDurable(NOT_DURABLE)
            return 201, body

        return once(self.store, tid, "tcreate", idem, fingerprint, run, stores_itself=True)

    def _not_appended(self, res, lease, fingerprint: str, what: str) -> dict:
        """The answer for an append refused under an Idempotency-Key: the first request's."""
        if lease is None:  # pragma: no cover - a fresh random id
            raise Busy(f"could not create {what}; retry")
        if res.reason == "done":
            return replay_stored(self.store, lease.key, res.stored, fingerprint)[1]
        if res.reason == "lease":
            raise IdempotencyInFlight("a retry with this Idempotency-Key has taken it over; retry in 1 s",
                                      retry_after=1)
        return first_answer(self.r.get(lease.key), what)

    def _creator(self, meta: dict, token: str | None) -> None:
        from service.table.game_record import hash_token

        if token is None:
            raise Unauthorized("this needs the tournament's creator token (Authorization: Bearer <creator_token>)")
        if not secrets.compare_digest(meta.get("creator", ""), hash_token(token)):
            raise Unauthorized("this bearer token is not the creator token of this tournament")

    def join(self, tid: str, *, account: str | None = None, name: str | None = None, ai: dict | None = None,
             creator_token: str | None = None, idem: str | None = None,
             fingerprint: str = "") -> tuple[int, dict]:
        """(201, the tournament with its new `entrant`): an account enters itself, or the creator enters an AI level. With an Idempotency-Key
        (scoped to the caller) a retry gets the first answer, never a second entry."""
        from service.table.game_record import iso

        meta, ts, _ = self.load(tid)
        if ai is not None:
            self._creator(meta, creator_token)
            check_ai_limits([{"name": name, "ai": ai}])
        elif account is None:
            raise Unauthorized("enter as a signed-in account (a session or an API token with play), or, as the "
                               "creator, enter an AI level ({\"ai\": {...}})")

        def decide(ts, seed):
            entrant = {"name": name, "account": account} if ai is None else {"name": name or _free_ai_name(ts, ai),
                                                                              "ai": ai}
            return T.join(ts, entrant, at=at)

        def respond(body, ts):
            body["entrant"] = _entrant_json(ts["entrants"][-1])
            return body

        at = iso(self.games.clock())
        scope = f"enter:{account}" if ai is None else f"enter:{_token_scope(creator_token)}"
        return self._decide_once(tid, scope, idem, fingerprint, decide, respond, status=201)

    def leave(self, tid: str, eid: str, *, account: str | None = None, creator_token: str | None = None) -> dict:
        """An entrant leaves (before the start) or withdraws (after it): its own account, or the creator."""
        meta, ts, _ = self.load(tid)
        e = T.entrant(ts, eid)
        if e is None:
            raise NotFound(f"no entrant {eid!r} in this tournament")
        if not (account is not None and e.get("account") == account):
            self._creator(meta, creator_token)
        return self._decide(tid, lambda ts, seed: T.leave(ts, eid, seed))

    def start(self, tid: str, creator_token: str | None, idem: str | None = None,
              fingerprint: str = "") -> tuple[int, dict]:
        """(200, the tournament): the creator starts the tournament: pairing numbers are drawn and round 1 is paired. With
        an Idempotency-Key a retry gets the first answer, not a 409 for a start it made itself."""
        meta, _, _ = self.load(tid)
        self._creator(meta, creator_token)
        return self._decide_once(tid, f"start:{_token_scope(creator_token)}", idem, fingerprint,
                                 lambda ts, seed: T.start(ts, seed))

    def record(self, loaded) -> None:
        """A round's game finished (the hook of Games._follow_up): record its result once."""
        from domain.engine import game as G

        tid = loaded.meta.get("tournament")
        outcome = G.outcome(loaded.ruleset, loaded.state)
        head = loaded.meta.get("head_hash")
        try:
            self._decide(tid, lambda ts, seed: T.result(ts, loaded.id, outcome, head, seed))
        except UnknownGame:
            pass  # recorded already (the sweep or another process did it)

    def close_due(self) -> int:
        """Close the entries of every open tournament whose window has closed (`T.close`: it starts,
        or finishes with fewer than two entrants); how many were closed."""
        closed = 0
        for tid in [_s(x) for x in self.r.zrangebyscore(CLOSING, "-inf", self.games.clock().timestamp())]:
            try:
                closed += self._close(tid)
            except Exception:  # noqa: BLE001 - one tournament's trouble never stops the others
                log.exception("could not close the entries of tournament %s", tid)
        return closed

    def _close(self, tid: str) -> int:
        try:
            self._decide(tid, lambda ts, seed: T.close(ts, seed))
            done = 1
        except (TournamentOver, NotFound):  # started by its creator, or gone: nothing to close
            done = 0
        self.r.zrem(CLOSING, tid)
        return done

    def sweep(self) -> dict:
        """Start the tournaments whose entry window closed; repair every running tournament (games
        not created, results not recorded), at most every SWEEP_EVERY seconds: what a crash between
        an append and its follow-up lost, when nobody reads the tournament (workers.jobs.sweep calls
        it)."""
        closed = self.close_due()
        if not self.r.set("tourney:sweep", "1", nx=True, ex=SWEEP_EVERY):
            return {"tournaments_closed": closed} if closed else {}
        repaired = 0
        for tid in [_s(x) for x in self.r.smembers(RUNNING)]:
            try:
                _, ts, _ = self.load(tid)
            except NotFound:
                self.r.srem(RUNNING, tid)
                continue
            if ts["status"] != "running":
                self.r.srem(RUNNING, tid)
                continue
            try:
                missing = sum(1 for t in ts["round_list"][-1]["tables"] if not self.r.exists(game_key(t["game"], "meta")))
                repaired += missing + int(self.repair(ts))
            except Exception:  # noqa: BLE001 - one tournament's trouble never stops the sweep
                log.exception("could not repair tournament %s", tid)
        return {"tournaments_repaired": repaired, "tournaments_closed": closed}

    def _meta_of(self, tid: str) -> dict:
        return {_s(k): _s(v) for k, v in self.r.hgetall(tkey(tid, "meta")).items()}

    # --- what an append calls for -------------------------------------------------------------
    def _after(self, before: dict, after: dict) -> None:
        """Create the games of a newly paired round; resign the game of an entrant who withdrew.
        Never raises: the tournament's append stands (a read repairs a game not created)."""
        if after["round"] != before["round"] or (after["round_list"] and not before["round_list"]):
            quietly("the round's games", lambda: self.ensure_games(after))
        gone = {e["id"] for e in after["entrants"] if e["status"] == "withdrawn"} - \
               {e["id"] for e in before["entrants"] if e["status"] == "withdrawn"}
        if gone and after["round_list"]:
            for t in after["round_list"][-1]["tables"]:
                for seat, eid in enumerate(t["seats"]):
                    if eid in gone and t["result"] is None:
                        quietly("resigning a withdrawn entrant's game", lambda t=t, seat=seat: self._resign(t, seat))
        quietly("tournament notices", lambda: self._notify(before, after), tries=1)

    def _resign(self, table: dict, seat: int) -> None:
        try:
            self.games.submit(table["game"], seat, "resign")
        except (GameOver, ArbiterError):
            pass

    def ensure_games(self, ts: dict) -> int:
        """Create every game of the current round that does not exist yet; how many were created."""
        if ts["status"] != "running" or not ts["round_list"]:
            return 0
        rnd = ts["round_list"][-1]
        missing = [t for t in rnd["tables"] if not self.r.exists(game_key(t["game"], "meta"))]
        for t in missing:
            self._create_game(ts, rnd["round"], t)
        return len(missing)

    def _create_game(self, ts: dict, rnd: int, table: dict) -> None:
        from service.people.account_seats import AccountSeats
        from service.storage.errors import IdempotencyMismatch

        rs = engine.find_ruleset(ts["ruleset"])
        seats, accounts = [], {}
        extra = {"tournament": ts["id"], "tournament_round": str(rnd), "tournament_table": str(table["table"]),
                 "rated": "1" if ts["rated"] else "0"}
        for i, eid in enumerate(table["seats"]):
            e = T.entrant(ts, eid)
            seats.append({"name": e["name"], "ai": e.get("ai")})
            if e.get("account"):
                extra[f"account:{i}"] = e["account"]
                accounts[i] = e["account"]
        try:
            self.games._create_started(rs, seats, ts["options"], ts["clock"], table["game"], None, "", extra)
        except (Busy, IdempotencyMismatch):
            return  # another process created it first
        for i, account in accounts.items():
            AccountSeats(self.r, self.games).index(account, table["game"], i)

    def _notify(self, before: dict, after: dict) -> None:
        """"Your next game is ready" (a round was paired) and "tournament finished": to the
        tournament's webhooks, and to each account entrant by its notification settings."""
        paired = after["round"] != before["round"] and after["round_list"]
        finished = after["finished"] and not before["finished"]
        if not paired and not finished:
            return
        name = {e["id"]: e["name"] for e in after["entrants"]}
        if paired:
            rnd = after["round_list"][-1]
            data = {"tournament_id": after["id"], "name": after["name"], "round": rnd["round"],
                    "tables": [{"table": t["table"], "game": t["game"], "seats": [name[e] for e in t["seats"]]}
                               for t in rnd["tables"]],
                    "byes": [name[e] for e in rnd["byes"]]}
            self._webhooks(after["id"], "tournament.round_ready", data)
            for t in rnd["tables"]:
                for seat, eid in enumerate(t["seats"]):
                    account = T.entrant(after, eid).get("account")
                    if account:
                        others = ", ".join(name[e] for e in t["seats"] if e != eid)
                        # in the entrant's own language, when it is sent
                        self._tell("tournament_game", t["game"], seat,
                                   i18n.text(account_language(self.r, account), "server.tourn.game_ready",
                                             tournament=after["name"], round=rnd["round"], others=others))
        if finished:
            top = after["standings"][:3]
            data = {"tournament_id": after["id"], "name": after["name"], "reason": after["reason"],
                    "standings": after["standings"]}
            self._webhooks(after["id"], "tournament.finished", data)
            last = {}
            for r in after["round_list"]:
                for t in r["tables"]:
                    for seat, eid in enumerate(t["seats"]):
                        last[eid] = (t["game"], seat)
            for row in after["standings"]:
                e = T.entrant(after, row["entrant"])
                if e.get("account") and row["entrant"] in last:
                    winners = ", ".join(f"{x['rank']}. {x['name']} ({x['points']})" for x in top)
                    self._tell("tournament_over", *last[row["entrant"]],
                               i18n.text(account_language(self.r, e["account"]), "server.tourn.over",
                                         tournament=after["name"], rank=row["rank"], of=len(after["standings"]),
                                         points=row["points"], winners=winners))

    def _tell(self, kind: str, game_id: str, seat: int, text: str) -> None:
        people = self.games.people
        if people is not None and hasattr(people, "tournament_notice"):
            people.tournament_notice(kind, game_id, seat, text)

    # --- webhooks of a tournament (kept like a game's, under the id "T<tournament id>") ---------
    def hooks(self):
        from service.integrate.webhooks import Webhooks

        scheduler = self.games.scheduler
        return Webhooks(self.r, scheduler.webhook_outbox if scheduler is not None else None)

    def _webhooks(self, tid: str, event_type: str, data: dict) -> None:
        hooks = self.hooks()
        for ep in hooks.endpoints("T" + tid):
            if not ep["disabled"] and event_type in ep["events"]:
                hooks.enqueue(ep, event_type, data)

    def register_webhook(self, tid: str, creator_token: str | None, url: str, events: list | None, *,
                         own_hosts: tuple = (), allow_private: bool = False) -> dict:
        """The creator registers a URL for tournament.round_ready and tournament.finished (Standard
        Webhooks, signed like a game's); the answer holds the signing secret, once."""
        from service.integrate.webhooks import RETRY_BASE, hooks_key, now_iso, new_secret, public_view, resolve

        meta, _, _ = self.load(tid)
        self._creator(meta, creator_token)
        resolve(url, own_hosts, allow_private)
        ns = "T" + tid
        if self.r.hlen(hooks_key(ns)) >= 20:
            from service.storage.errors import BadRequest

            raise BadRequest("a tournament may have at most 20 webhooks", errors={"url": "too many"})
        ep = {"id": "wh_" + secrets.token_hex(8), "game_id": ns, "url": url, "scope": "tournament", "seat": None,
              "owner": "creator", "events": list(events or TOURNAMENT_EVENTS), "secret": new_secret(),
              "allow_private": bool(allow_private), "own_hosts": list(own_hosts), "retry_base": RETRY_BASE,
              "disabled": False, "disabled_reason": None, "created_at": now_iso()}
        self.r.hset(hooks_key(ns), ep["id"], json.dumps(ep))
        return {**public_view(ep), "secret": ep["secret"]}

    def webhooks(self, tid: str, creator_token: str | None) -> list[dict]:
        """The tournament's webhooks (the creator's), without their secrets."""
        from service.integrate.webhooks import public_view

        meta, _, _ = self.load(tid)
        self._creator(meta, creator_token)
        return [public_view(ep) for ep in self.hooks().endpoints("T" + tid)]

    def delete_webhook(self, tid: str, creator_token: str | None, wid: str) -> None:
        from service.integrate.webhooks import hooks_key

        meta, _, _ = self.load(tid)
        self._creator(meta, creator_token)
        if not self.r.hdel(hooks_key("T" + tid), wid):
            raise NotFound(f"no webhook {wid!r} on this tournament")

    # --- reads --------------------------------------------------------------------------------
    def get(self, tid: str) -> dict:
        """The tournament as the API shows it; a running one's missing games are created first."""
        meta, ts, seed = self.load(tid)
        closes = ts["entry"].get("closes_at")
        if ts["status"] == "open" and closes and _timestamp(closes) <= self.games.clock().timestamp():
            self._close(tid)  # its window closed before the sweep came by: the read does it
            meta, ts, seed = self.load(tid)
        if ts["status"] == "running" and self.repair(ts):
            meta, ts, seed = self.load(tid)
        return self.body(tid, meta, ts, seed)

    def repair(self, ts: dict) -> bool:
        """Catch up what a crash may have lost after an append: games of the current round not
        created, results of its finished games not recorded. True if anything was recorded."""
        quietly("the round's games", lambda: self.ensure_games(ts), tries=1)
        rnd = ts["round_list"][-1] if ts["round_list"] else None
        pending = [t for t in (rnd["tables"] if rnd else []) if t["result"] is None]
        if not pending:
            return False
        pipe = self.r.pipeline(transaction=False)
        for t in pending:
            pipe.hget(game_key(t["game"], "meta"), "status")
        done = [t for t, status in zip(pending, pipe.execute()) if status and _s(status) == "finished"]
        for t in done:
            quietly("a missing result", lambda t=t: self.record(self.games.load(t["game"])), tries=1)
        return bool(done)

    def body(self, tid: str, meta: dict, ts: dict, seed: bytes | None = None) -> dict:
        """The JSON of a tournament: settings, entrants, standings, rounds (links), status."""
        base = f"/v1/tournaments/{tid}"
        return {
            "id": tid, "name": ts["name"], "ruleset": ts["ruleset"], "format": ts["format"], "status": ts["status"],
            "version": ts["version"], "rounds": ts.get("rounds"), "round": ts["round"],
            "table_size": ts["table_size"], "double": ts.get("double", False), "options": ts["options"],
            "clock": ts["clock"], "entry": ts["entry"], "max_entrants": ts["max_entrants"], "rated": ts["rated"],
            "entrants": [_entrant_json(e) for e in ts["entrants"] if e["status"] != "left"],
            "standings": ts["standings"] if ts["finished"] else (standings(ts) if ts["order"] else []),
            "reason": ts.get("reason"),
            "seed_commitment": ts["seed_commitment"],
            "seed": seed.hex() if seed is not None and ts["finished"] else None,
            "head_hash": meta.get("head_hash"),
            "created_at": meta.get("created_at"), "updated_at": meta.get("updated_at"),
            "links": {"self": base, "page": f"/tournaments/{tid}", "standings": f"{base}/standings",
                      "rounds": [f"{base}/rounds/{r['round']}" for r in ts["round_list"]],
                      "export": f"{base}/export"},
        }

    def standings(self, tid: str) -> dict:
        """The standings now (final once finished), with the tie-breaks named."""
        from domain.tournament.standings import TIE_BREAKS

        _, ts, _ = self.load(tid)
        rows = ts["standings"] if ts["finished"] else (standings(ts) if ts["order"] else [])
        return {"id": tid, "status": ts["status"], "round": ts["round"], "final": ts["finished"],
                "tie_breaks": ["points", *TIE_BREAKS[ts["format"]], "pairing number"], "standings": rows}

    def round(self, tid: str, n: int) -> dict:
        """Round n: its tables (seats, game, status, result, points) and byes."""
        _, ts, _ = self.load(tid)
        rnd = next((r for r in ts["round_list"] if r["round"] == n), None)
        if rnd is None:
            raise NotFound(f"round {n} has not been paired (the tournament is at round {ts['round']})")
        pipe = self.r.pipeline(transaction=False)
        for t in rnd["tables"]:
            pipe.hmget(game_key(t["game"], "meta"), ["status", "version"])
        states = pipe.execute() if rnd["tables"] else []
        tables = []
        from domain.tournament.standings import table_points

        for t, (status, version) in zip(rnd["tables"], states):
            result = t["result"]
            tables.append({
                "table": t["table"], "game": t["game"],
                "seats": [{"seat": i, "entrant": e, "name": T.entrant(ts, e)["name"]} for i, e in enumerate(t["seats"])],
                "status": "finished" if result else (_s(status) if status else "creating"),
                "version": int(_s(version)) if version else 0,
                "outcome": result["outcome"] if result else None,
                "points": {e: float(p) for e, p in table_points(t["seats"], result["outcome"]).items()} if result else None,
                "links": {"game": f"/v1/games/{t['game']}", "page": f"/games/{t['game']}",
                          "export": f"/v1/games/{t['game']}/export"},
            })
        name = {e["id"]: e["name"] for e in ts["entrants"]}
        return {"id": tid, "round": n, "tables": tables,
                "byes": [{"entrant": e, "name": name[e]} for e in rnd["byes"]],
                "rests": [{"entrant": e, "name": name[e]} for e in rnd.get("rests", [])],
                "constraints": rnd.get("constraints"),
                "complete": all(t["result"] is not None for t in rnd["tables"])}

    def export(self, tid: str, with_games: bool = True) -> dict:
        """The portable record (python3 -m domain.audit tournament FILE): the audit, every event and,
        with_games, the export of every game played."""
        meta, ts, seed = self.load(tid)
        envs = self.events(tid)[: ts["version"]]
        ok, head = engine.verify_chain(envs)
        record = {"format": EXPORT_FORMAT, "id": tid,
                  "audit": {"head_hash": head if ok else None, "verified": ok and head == meta.get("head_hash"),
                            "seed_commitment": ts["seed_commitment"], "seed": seed.hex() if ts["finished"] else None},
                  "events": envs, "games": []}
        if with_games:
            for r in ts["round_list"]:
                for t in r["tables"]:
                    if t["result"] is not None:
                        record["games"].append(self.games.export(self.games.load(t["game"]), None))
        return record

    def list(self, status: str | None, ruleset: str | None, limit: int, cursor: int) -> dict:
        """Tournaments newest first, filtered by status and ruleset; `next` is an offset."""
        out, offset, batch, scanned = [], cursor, 100, 0
        while len(out) < limit and scanned < LIST_SCAN:
            ids = [_s(x) for x in self.r.zrevrange(INDEX, offset, offset + batch - 1)]
            if not ids:
                offset = None
                break
            pipe = self.r.pipeline(transaction=False)
            for tid in ids:
                pipe.hgetall(tkey(tid, "meta"))
            for tid, raw in zip(ids, pipe.execute()):
                offset += 1
                scanned += 1
                meta = {_s(k): _s(v) for k, v in raw.items()}
                if not meta or (status and meta.get("status") != status) or (ruleset and meta.get("ruleset") != ruleset):
                    continue
                out.append(_summary(tid, meta))
                if len(out) == limit:
                    break
        if offset is not None and not self.r.zrevrange(INDEX, offset, offset):
            offset = None
        return {"tournaments": out, "next": offset}


def _timestamp(iso_text: str) -> float:
    from datetime import datetime

    return datetime.fromisoformat(iso_text.replace("Z", "+00:00")).timestamp()


def created_tournament_id(idem: str) -> str:
    """The id of the tournament a `POST /v1/tournaments` with this Idempotency-Key creates."""
    return hashlib.sha256(b"arbiter-tournament\0" + idem.encode()).hexdigest()[:16]


def _token_scope(token: str | None) -> str:
    """An Idempotency-Key's scope for a creator's request: its token, as a digest."""
    return hashlib.sha256((token or "").encode()).hexdigest()[:32]


def _free_ai_name(ts: dict, ai: dict) -> str:
    """AI entrants of one level are told apart by a number."""
    taken = {e["name"].casefold() for e in ts["entrants"] if e["status"] == "entered"}
    name, n = _ai_name(ai), 2
    while name.casefold() in taken:
        name, n = f"{_ai_name(ai)} {n}", n + 1
    return name


def _ai_name(ai: dict) -> str:
    extra = f" {ai['budget_ms']} ms" if ai.get("budget_ms") else f" {ai['iterations']} it" if ai.get("iterations") else ""
    return f"AI {ai['level']}{extra}"


def _entrant_json(e: dict) -> dict:
    return {"id": e["id"], "name": e["name"], "kind": "ai" if e.get("ai") else "account", "ai": e.get("ai"),
            "status": e["status"]}


def _summary(tid: str, meta: dict) -> dict:
    return {"id": tid, "name": meta.get("name"), "ruleset": meta.get("ruleset"), "format": meta.get("format"),
            "status": meta.get("status"), "entrants": int(meta.get("entrants") or 0),
            "round": int(meta.get("round") or 0), "rounds": json.loads(meta.get("rounds") or "null"),
            "created_at": meta.get("created_at"), "updated_at": meta.get("updated_at"),
            "links": {"self": f"/v1/tournaments/{tid}", "page": f"/tournaments/{tid}"}}
