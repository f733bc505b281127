"""The application layer shared by api/ and workers/: load -> decide -> append -> schedule."""
from __future__ import annotations

import hashlib
import hmac
import json
import logging
import secrets
from collections import OrderedDict
from datetime import datetime

from domain import engine
from domain.engine import explain
from domain.engine import consent as C
from domain.engine import game as G
from domain.engine.words import seat_names
from domain.engine.errors import ArbiterError, IllegalMove, InvalidOptions

from service.notify.account_events import AccountEvents
from service.table.ai_policy import check_ai_limits, is_exhibition
from service.people.account_seats import account_seat
from service.table.ai_quota import ExhibitionQuota
from service.storage.connection import quietly
from service.storage.errors import (Busy, IdempotencyInFlight, NotDurable, NotFound, NotStarted, OutcomeUnknown,
                                    PreconditionFailed, Unauthorized, problem)
from service.table.game_record import Loaded, first_answer, game_json, hash_token, iso, meta_after, utcnow
from .held import HeldCopies, StaleCopy
from .positions import CHECKPOINT_EVERY, Positions
from service.storage.idempotency import (NOT_DURABLE, UNKNOWN_WITHOUT_KEY, Lease, answer, begin, created_game_id, once,
                                         release_quietly, replay_stored, settle)
from service.storage.indexes import finished as finished_index
from service.storage.indexes import games_index, seat_tokens
from service.table.lobby import Lobby, is_open, waiting_state
from service.table.rules import identify_stored, rules_for
from service.table.seat_names import names_part, salted, with_names
from service.storage.store import SNAPSHOT_EVERY, AppendUncertain, EventStore, encode_answer, idem_key, key
from service.table.i18n import DEFAULT as DEFAULT_LANG
from service.table import i18n
from service.table.words import move_texts, narrate, outcome_text

log = logging.getLogger("arbiter.games")

CACHE_GAMES = 2048
MOVE_RETRIES = 8
TIMEOUT_POLICIES = ("forfeit", "ai", "pass")
# the commands of domain/engine/consent.py, as the API names them
CONSENT_COMMANDS = ("undo", "takeback", "takeback_answer", "draw_offer", "draw_answer", "abort")
class Games:
    """Every use case on games; one instance per process, connections passed in."""

    def __init__(self, store: EventStore, scheduler=None, clock=utcnow, notifier=None, tlog=None, people=None):
        self.store = store
        self.scheduler = scheduler
        self.notifier = notifier
        self.tlog = tlog  # service.proof.tlog_games.GameLog: the public log's leaves (None: no log)
        self.people = people  # notifications to accounts (service.notify.notifications.People), if any
        self.clock = clock
        self.exhibitions = ExhibitionQuota(store.r)
        self.account_events = AccountEvents(store.r)  # each account's stream of its seats' events
        self._cache: OrderedDict[str, tuple[dict, bytes]] = OrderedDict()
        self.held = HeldCopies()  # the metadata with the cached states, for moves on a held copy
        self.positions = Positions()  # past versions' states, for replays (service/play/positions.py)

    # --- loading ----------------------------------------------------------------------------
    def load(self, game_id: str) -> Loaded:
        """The game's newest state: cached state or snapshot, plus the events after it."""
        if not isinstance(game_id, str) or not game_id.isalnum() or len(game_id) > 64:
            raise NotFound(f"no game {game_id!r}")
        cached = self._cache.get(game_id)
        envs = None
        if cached is not None:
            gs, seed, head = cached
            meta, _, _, envs = self.store.load_raw(game_id, after=gs["version"])
            if not _extends(meta, gs["version"], head, envs):
                # the store no longer holds the history this cache was folded from (Redis restarted
                # from an older AOF, a failover lost a write): never serve or build on it
                self._cache.pop(game_id, None)
                self.held.drop(game_id)
                self.positions.drop(game_id)
                cached = envs = None
        if cached is None:
            meta, snapshot, secret, _ = self.store.load_raw(game_id, after=None)
            if meta.get("status") == "starting" and meta.get("version") == "0":
                # a start or last claim that failed half-way (its request died, or the store did):
                # whoever reads the game next finishes it (Lobby.begin is safe to run twice)
                Lobby(self).begin(game_id)
                meta, snapshot, secret, _ = self.store.load_raw(game_id, after=None)
            if meta.get("status") in ("waiting", "starting") and meta.get("version") == "0":
                return Loaded(game_id, meta, waiting_state(meta), b"")
            if not meta or secret is None:
                self.positions.drop(game_id)  # a game deleted: its past states go with it
                raise NotFound(f"no game {game_id!r}")
            seed = bytes.fromhex(secret)
            # the rules it is decided under, before anything is folded (503 if this process lacks them)
            rules_version = meta.get("ruleset_version") or identify_stored(self.store, game_id, meta, secret)
            rs = rules_for(meta["ruleset"], int(rules_version))
            gs = snapshot[1] if snapshot else None
            if gs is not None and "ruleset_version" not in gs:  # a snapshot from before versions
                gs["ruleset_version"] = rs.version
        if not meta:
            raise NotFound(f"no game {game_id!r}")
        version = int(meta["version"])
        if gs is None or gs["version"] < version:
            after = gs["version"] if gs else 0
            if envs is None:
                # exactly up to meta's version: an append after the meta was read must not leave
                # the state ahead of the head hash the next decision chains onto
                envs = self.store.read(game_id, after=after, count=version - after)
            rs = rules_for(meta["ruleset"], gs["ruleset_version"] if gs else int(rules_version))
            gs = G.fold(rs, gs, envs)
        self.remember(game_id, gs, seed, meta.get("head_hash", ""))
        if int(meta["version"]) == gs["version"]:
            self.held.keep(game_id, meta.get("head_hash", ""), meta)
        return Loaded(game_id, meta, with_names(meta, gs), seed)

    def load_held(self, game_id: str) -> tuple[Loaded, str] | None:
        """(the game as this process last loaded or appended it, the digest of its metadata) with
        no store round trip, or None; only for a decision the append checks (`submit(held=...)`,
        service/play/held.py): the copy may be behind the store."""
        cached = self._cache.get(game_id)
        if cached is None:
            return None
        gs, seed, head = cached
        held = self.held.get(game_id, head)
        if held is None:
            return None
        meta, digest = held
        if meta.get("head_hash") != head or meta.get("version") != str(gs["version"]):
            return None
        return Loaded(game_id, meta, with_names(meta, gs), seed), digest

    def remember(self, game_id: str, gs: dict, seed: bytes, head: str) -> None:
        """Cache a folded state with the hash of its last event: the cache is trusted only while
        the stored chain still runs through that hash."""
        self._cache[game_id] = (gs, seed, head)
        self._cache.move_to_end(game_id)
        while len(self._cache) > CACHE_GAMES:
            self._cache.popitem(last=False)

    # --- auth -------------------------------------------------------------------------------
    def seat_of(self, loaded: Loaded, token: str | None) -> int | None:
        """The seat a bearer token acts for; None for no token. Unknown tokens are refused."""
        if token is None:
            return None
        h = hash_token(token)
        for name, value in loaded.meta.items():
            if name.startswith("token:") and hmac.compare_digest(value, h):
                return int(name.split(":", 1)[1])
        raise Unauthorized("this bearer token is not a seat token of this game")

    @staticmethod
    def seat_of_account(loaded: Loaded, account_id: str) -> int | None:
        """The seat an account holds in this game (None: it watches as a spectator)."""
        return account_seat(loaded.meta, account_id)

    # --- creation ---------------------------------------------------------------------------
    def create(self, ruleset_id: str, seats: list[dict], options: dict | None, clock: dict | None) -> dict:
        """Create a game; returns its JSON with each human seat's token (shown only here)."""
        return self.create_request(ruleset_id, seats, options, clock)[1]

    def create_request(self, ruleset_id: str, seats: list[dict], options: dict | None, clock: dict | None, *,
                       idem: str | None = None, fingerprint: str = "", client: str | None = None,
                       extra_meta: dict | None = None, position: dict | None = None) -> tuple[int, dict]:
        """Create a game; returns (201, its JSON with each human seat's token, shown only here).

        With an Idempotency-Key the game's id is derived from the key and the answer is stored in
        the same atomic step that creates the game, so a retry answers the same game and tokens
        (or the same refusal), never a second game. A game whose every seat is an AI counts
        against `client`'s share of such games and the service's (429 beyond them). `extra_meta` is
        kept in the game's metadata from its first write on (the seats' accounts, the chat's audience)."""
        rs = engine.find_ruleset(ruleset_id)
        if rs is None:
            raise InvalidOptions(f"unknown ruleset {ruleset_id!r}", errors={"ruleset": "unknown ruleset"})
        check_ai_limits(seats)
        if clock is not None:
            policy = clock.get("on_timeout", "forfeit")
            if policy == "pass" and not _can_pass(rs):
                raise InvalidOptions(f"{rs.id} has no pass move; use on_timeout forfeit or ai",
                                     errors={"clock.on_timeout": "pass is not a rule of this game"})
        game_id = created_game_id(idem) if idem is not None else secrets.token_hex(8)

        def run(lease):
            if any(is_open(s) for s in seats):
                stored = (lease.key, fingerprint) if lease is not None else None
                return 201, Lobby(self).create_waiting(rs, seats, options, clock, game_id=game_id, idem=stored,
                                                       extra_meta=extra_meta)
            started = (rs, seats, options, clock, game_id, lease, fingerprint, extra_meta, position)
            if not is_exhibition(seats):
                return 201, self._create_started(*started)
            admitted = self.exhibitions.admit(game_id, client)
            try:
                return 201, self._create_started(*started)
            except BaseException:
                if admitted and _absent(self.store, game_id):  # refused (bad options): no place
                    self.exhibitions.release(game_id, client)
                raise

        return once(self.store, game_id, "create", idem, fingerprint, run, stores_itself=True)

    def _create_started(self, rs, seats, options, clock, game_id: str, lease: Lease | None, fingerprint: str,
                        extra_meta: dict | None = None, position: dict | None = None) -> dict:

        if self.store.r.exists(key(game_id, "meta")):  # a retry after its first request finished
            return first_answer(self.store.r.get(lease.key) if lease else None)
        seed = secrets.token_bytes(32)
        seats, names = salted(rs, seats)  # a record without names: they (and salts) go beside it
        decision = G.create(rs, seats=seats, options=options or {}, clock=clock, seed=seed, position=position)
        now = self.clock()
        envs = decision.seal(prev_hash=engine.GENESIS, at=iso(now), seed=seed)
        tokens = {}
        meta = meta_after(decision.state, envs, now, created=True)
        meta.update(names)
        meta.update(extra_meta or {})
        for i, s in enumerate(seats):
            if not s.get("ai"):
                tokens[i] = secrets.token_urlsafe(32)
                meta[f"token:{i}"] = hash_token(tokens[i])
        strs = {k: str(v) if not isinstance(v, str) else v for k, v in meta.items()}
        loaded = Loaded(game_id, strs, with_names(strs, decision.state), seed)
        body = self.game_json(loaded, None)
        for seat in body["seats"]:
            if seat["seat"] in tokens:
                seat["token"] = tokens[seat["seat"]]
        # the seat tokens' index first: a token in the answer always finds its game
        seat_tokens(self.store.r).set({hash_token(t): f"{game_id}|{i}" for i, t in tokens.items()})
        stored = (lease.key, answer(fingerprint, 201, body)) if lease else None
        self.track_in_log(game_id)
        res = self.store.append(game_id, 0, envs, meta, idem=stored, marker=lease.marker if lease else "",
                                secret=seed.hex())
        if not res.ok:  # a random id never exists; a key-derived one: the first request made it meanwhile
            if lease is None:  # pragma: no cover
                raise Busy("could not create the game; retry")
            if res.reason == "done":
                return replay_stored(self.store, lease.key, res.stored, fingerprint)[1]
            if res.reason == "lease":
                raise IdempotencyInFlight("a retry with this Idempotency-Key has taken it over; retry in 1 s",
                                          retry_after=1)
            return first_answer(self.store.r.get(lease.key))
        quietly("games index", lambda: games_index(self.store.r).add(game_id, now.timestamp()))
        self.remember(game_id, decision.state, seed, envs[-1]["hash"])
        self.follow_up(None, loaded, now, snapshot=False)
        if not res.durable:
            raise NotDurable(NOT_DURABLE)
        return body

    # --- reads ------------------------------------------------------------------------------
    @staticmethod
    def game_json(loaded: Loaded, seat: int | None, lang: str = DEFAULT_LANG) -> dict:
        """The game as the HTTP API shows it to `seat` (None: a spectator), its words in `lang`."""
        return game_json(loaded, seat, lang)

    def legal_moves(self, loaded: Loaded, seat: int | None, lang: str = DEFAULT_LANG) -> dict:
        """{version, moves, texts} for the caller's seat (none for spectators or seats not to act):
        texts[i] is moves[i] in words; moves stay exactly what a client posts back."""
        rs = loaded.ruleset
        moves = []
        if seat is not None and not loaded.state.get("waiting") and seat in G.to_act(rs, loaded.state):
            moves = rs.legal_moves(loaded.state["game"], seat)
        texts = move_texts(rs, loaded.state, seat, moves, lang)
        return {"version": loaded.version, "ruleset": rs.id, "seat": seat, "moves": moves, "texts": texts}

    def state_at(self, loaded: Loaded, version: int) -> dict | None:
        """The game state at `version` (None before the first event): the loaded state, or folded on
        from the nearest earlier state known (`fold_to`)."""
        if version <= 0 or loaded.state.get("waiting"):
            return None
        if version == loaded.version:
            return loaded.state
        return with_names(loaded.meta, self.fold_to(loaded, version)[0])  # the names answers show

    def fold_to(self, loaded: Loaded, at: int, more: int = 0) -> tuple[dict | None, list[dict]]:
        """(the engine state at version `at`, None at 0; the stored events after it up to `at + more`),
        folded on from the nearest earlier state this process knows: a past version it kept
        (service/play/positions.py), the loaded state, or the stored snapshot; else from the first
        event. The source's own stored event is read again with the rest and must still carry the
        source's hash (a kept state never outlives what the store holds)."""
        if at <= 0:
            return None, []
        rs = loaded.ruleset
        rules = (rs.id, rs.version)
        source = self.positions.nearest(loaded.id, rules, at)
        if at == loaded.version and (source is None or source[0] < at):
            source = (at, loaded.state, loaded.meta.get("head_hash") or None)
        k = source[0] if source else 0
        # the newest snapshot is at or after the last multiple of SNAPSHOT_EVERY: older versions
        # cannot use it, and one within SNAPSHOT_EVERY of a known state saves too little to read it
        if at - k >= SNAPSHOT_EVERY and at >= loaded.version // SNAPSHOT_EVERY * SNAPSHOT_EVERY:
            snap = self.store.snapshot(loaded.id)
            if snap is not None and k < snap[0] <= at:
                snap[1].setdefault("ruleset_version", rs.version)  # a snapshot from before versions
                source = (snap[0], snap[1], None)  # trusted as a load trusts it
        for attempt in (source, None):
            k, gs, head = attempt if attempt is not None else (0, None, None)
            envs = self.store.read(loaded.id, after=max(k - 1, 0), count=at - k + more + (1 if k else 0))
            if not k:
                break
            if envs and envs[0]["seq"] == k and head in (None, envs[0]["hash"]):
                head, envs = envs[0]["hash"], envs[1:]
                self.positions.keep(loaded.id, rules, k, gs, head)  # a snapshot's state, too
                break
            self.positions.drop(loaded.id)  # the store no longer holds that history: from the start
        for env in envs[:at - k]:
            gs, head = G.fold(rs, gs, (env,)), env["hash"]
            if env["seq"] % CHECKPOINT_EVERY == 0 and env["seq"] < at:  # for later reads further back
                self.positions.keep(loaded.id, rules, env["seq"], gs, head)
        self.positions.keep(loaded.id, rules, at, gs, head)
        return gs, envs[at - k:]

    def events(self, loaded: Loaded, seat: int | None, after: int, limit: int, lang: str = DEFAULT_LANG) -> dict:
        """The event log after `after`, redacted for `seat` and told in words (in `lang`), with a cursor
        to the next page."""
        envs = self.store.read(loaded.id, after=after, count=limit)
        rs = loaded.ruleset
        out = narrate(rs, self.state_at(loaded, after) if envs else None, envs, seat, loaded.finished, loaded.meta,
                      lang=lang)[0]
        last = out[-1]["seq"] if out else after
        return {"events": out, "next": last if last < loaded.version else None, "version": loaded.version}

    def export(self, loaded: Loaded, seat: int | None, log_since: int | None = None) -> dict:
        """The portable record of a game (what `python3 -m domain.audit FILE` verifies): the audit
        and every event, as `seat` may see them (everything, once finished), and its leaves in the
        public log with their proofs (and the log's consistency proof from size `log_since`)."""
        if loaded.state.get("waiting"):
            raise NotStarted("the game has not started: it waits for players and has no events yet")
        rs = loaded.ruleset
        envs = self.store.read(loaded.id, after=0, count=loaded.version)
        record = {"format": EXPORT_FORMAT, "id": loaded.id, "ruleset": rs.id, "ruleset_version": rs.version,
                  "audit": self.audit(loaded),
                  # the events verbatim (the chain covers their bytes), their words with today's names
                  "events": narrate(rs, None, envs, seat, loaded.finished, loaded.meta, verbatim=True)[0]}
        names = names_part(loaded.meta, envs[0]["data"]) if envs else None
        if names is not None:  # a record that names nobody: the names (and salts) it commits to
            record["names"] = names
        if self.tlog is not None:
            record["log"] = self.tlog.proofs(loaded.id, since=log_since)
        return record

    def replay(self, loaded: Loaded, seat: int | None, at: int, lang: str = DEFAULT_LANG) -> dict:
        """The game at version `at`, as `seat` may see it (everything, once finished); words in `lang`."""
        if loaded.state.get("waiting") or not 1 <= at <= loaded.version:
            raise NotFound(f"version {at} does not exist; the game has versions 1 to {loaded.version}")
        rs = loaded.ruleset
        gs, following = self.fold_to(loaded, at, more=1)
        gs = with_names(loaded.meta, gs)
        # the version just before GameFinished already has its result: show it, with nobody to act
        result = G.decided(rs, gs)
        if result:
            result = {**result, "text": outcome_text(rs, result, seat_names(gs["seats"]), lang)}
        return {
            "version": at,
            "to_act": [] if result else G.to_act(rs, gs),
            "outcome": result,
            "finished": gs["finished"],
            # a version inside one command (set-up, a move's follow-on events) is not a position
            # anybody acts on: the next event of the same command follows at once
            "settled": not following or following[0].get("cmd") is not None,
            "view": rs.view(gs["game"], seat),
            "state": gs["game"] if loaded.finished else None,
        }

    def picture_input(self, loaded: Loaded, seat: int | None, at: int | None,
                      lang: str = DEFAULT_LANG) -> tuple[dict, list]:
        """(the game body at version `at` as `seat` sees it, the events of the move that led there,
        each redacted for `seat` and with its sentence in `lang`: from the last event that starts a
        command up to `at`)."""

        if loaded.state.get("waiting"):
            return self.game_json(loaded, seat, lang), []
        at = loaded.version if at is None else at
        if not 1 <= at <= loaded.version:
            raise NotFound(f"version {at} does not exist; the game has versions 1 to {loaded.version}")
        rs = loaded.ruleset
        if at == loaded.version:
            body = self.game_json(loaded, seat, lang)
            envs = self.store.read(loaded.id, after=max(0, at - LAST_MOVE_EVENTS), count=LAST_MOVE_EVENTS)
            move = last_move(envs)
            before = self.state_at(loaded, move[0]["seq"] - 1) if move else None
        else:
            envs = self.store.read(loaded.id, after=max(0, at - LAST_MOVE_EVENTS), count=min(at, LAST_MOVE_EVENTS))
            if at > LAST_MOVE_EVENTS and all(e.get("cmd") is None for e in envs):  # a longer move: all of it
                envs = self.store.read(loaded.id, after=0, count=at)
            move = last_move(envs)
            before = self.fold_to(loaded, move[0]["seq"] - 1)[0]  # the state the move was decided on
            gs = G.fold(rs, before, move)
            self.positions.keep(loaded.id, (rs.id, rs.version), at, gs, move[-1]["hash"])  # the next one's start
            gs = with_names(loaded.meta, gs)
            body = self.game_json(Loaded(loaded.id, loaded.meta, gs, loaded.seed), seat, lang)
            body["updated_at"] = envs[-1].get("at")
        # each event of the move redacted for the caller and told in words (`text`), from the
        # position just before the move (what a board renderer is given: never more than the
        # caller may read from the API)
        return body, narrate(rs, before, move, seat, loaded.finished, loaded.meta, lang=lang)[0]

    def why_not(self, loaded: Loaded, seat: int | None, picks: list, given: dict) -> dict:
        """Why the caller's tap names no move: the refusals of the moves its partials could be part
        of, decided on a position sampled from the caller's own view (domain/engine/explain.py)."""
        if seat is None:
            raise Unauthorized("why-not explains a seat's moves: it needs that seat's token")
        if loaded.state.get("waiting"):
            raise NotStarted("the game is waiting for players; it starts when every seat is taken")
        answer = explain.why_not(loaded.ruleset, loaded.state, seat, picks, given)
        return {"version": loaded.version, "seat": seat, **answer}

    def audit(self, loaded: Loaded) -> dict:
        """Head hash, commitment, chain verification and, once finished, the seed."""
        if loaded.state.get("waiting"):
            raise NotStarted("the game has not started: it has no events to audit yet")
        envs = self.store.read(loaded.id)
        ok, head_or_reason = engine.verify_chain(envs)
        rs = loaded.ruleset
        # the state is folded again from the stream, not taken from any cache or snapshot
        refolded = with_names(loaded.meta, G.fold(rs, None, envs)) if ok and envs else None
        refold_ok = refolded is not None and refolded["version"] == loaded.version and \
            engine.canonical(refolded) == engine.canonical(loaded.state)
        body = {
            "id": loaded.id,
            "ruleset": loaded.state["ruleset"],
            # the version of the rules it was decided under (named by GameCreated since versions were
            # recorded; before that, found by re-running its decisions: service/table/rules.py)
            "ruleset_version": rs.version,
            "rules": rs.rules,
            "rules_recorded": "ruleset_version" in envs[0]["data"] if envs else True,
            "version": loaded.version,
            "seed_commitment": loaded.state["seed_commitment"],
            "head_hash": envs[-1]["hash"] if envs else None,
            "verified": ok and head_or_reason == loaded.meta.get("head_hash") and refold_ok,
            "checks": {"hash_chain": ok, "refold": refold_ok},
            "seed": None,
        }
        if not ok:
            body["problem"] = head_or_reason
        if loaded.finished:
            body["seed"] = loaded.seed.hex()
            pok, reason = engine.verify_private(envs, loaded.seed)
            body["checks"]["private_parts"] = pok
            body["checks"]["commitment"] = engine.commitment(loaded.seed) == loaded.state["seed_commitment"]
            body["verified"] = body["verified"] and pok and body["checks"]["commitment"]
            if not pok:
                body["problem"] = reason
        return body

    # --- writes -----------------------------------------------------------------------------
    def submit(self, game_id: str, seat: int | None, command: str, move: dict | None = None, *,
               if_match: int | None = None, idem: str | None = None, fingerprint: str = "",
               policy: str | None = None, loaded: Loaded | None = None, view: bool = True,
               lang: str = DEFAULT_LANG, held: str = "") -> tuple[int, dict]:
        """Decide and append one command (move, resign, timeout, leave); returns (status, body). Without
        `view` the body may lack the game's view ("game"): the caller will not send it (an answer
        stored for an Idempotency-Key always has it, for a retry that wants it).

        With an Idempotency-Key the answer (success or error) is stored and replayed; the success
        is stored in the same atomic step as the events, so a retry after a failure of the store
        answers what happened (service/storage/idempotency.py). The answer's words are in `lang`.

        `held`: `loaded` is a held copy (`load_held`) whose metadata has this digest. The append then
        checks it, and StaleCopy (nothing written) says to decide again on a fresh load, as does any
        refusal decided on the copy. Not with an Idempotency-Key (its refusals are stored for good)."""
        if held and idem is not None:
            raise ValueError("a decision on a held copy cannot store its answer under an Idempotency-Key")
        if seat is None and command != "timeout":
            raise Unauthorized("this action needs a seat token (Authorization: Bearer <token>)")
        lease = None
        if idem is not None:
            lease = Lease.new(idem_key(game_id, str(seat), idem), fingerprint)
            prior = begin(self.store, lease, fingerprint)
            if prior is not None:
                return prior
        try:
            return self._submit(game_id, seat, command, move, if_match, lease, fingerprint, policy, loaded,
                                view or lease is not None, lang, held)
        except (NotDurable, OutcomeUnknown):
            raise  # the stored 201 stays (or may exist): the retry with this key replays it
        except ArbiterError as exc:
            if lease is not None:
                status, body = problem(exc)
                if status >= 500:  # transient (busy, replicas missing): nothing changed, decide afresh
                    release_quietly(self.store, lease)
                else:
                    self.store.idem_finish(lease.key, {"state": "done", "fp": fingerprint, "status": status,
                                                       "body": body})
            raise
        except AppendUncertain as exc:
            if lease is None:
                raise OutcomeUnknown(UNKNOWN_WITHOUT_KEY) from exc
            return settle(self.store, lease, fingerprint, exc)
        except BaseException:
            if lease is not None:
                release_quietly(self.store, lease)  # keeps a stored answer: only an in-flight marker goes
            raise

    def _submit(self, game_id, seat, command, move, if_match, lease, fingerprint, policy, loaded=None, view=True,
                lang=DEFAULT_LANG, held=""):
        for attempt in range(MOVE_RETRIES):
            if lease is not None and attempt:
                self.store.idem_renew(lease.key, lease.marker)  # still working on it: keep the lease
            # the caller's fresh load serves the first attempt; a conflict loads the newest state
            loaded = loaded if loaded is not None else self.load(game_id)
            try:
                decision, envs, new, meta, body, now = self._decide(loaded, seat, command, move, if_match, policy,
                                                                    view, lang)
            except ArbiterError as exc:
                if held:  # refused on a copy that may be behind: decide again on the store's state
                    raise StaleCopy(f"refused on a held copy: {exc.detail}") from exc
                raise
            stored = None
            if lease is not None:
                stored = (lease.key, encode_answer({"state": "done", "fp": fingerprint, "status": 201, "body": body}))
            res = self.store.append(game_id, loaded.version, envs, meta, idem=stored,
                                    prev_hash=loaded.meta["head_hash"], marker=lease.marker if lease else "",
                                    held=held)
            if res.ok:
                self.remember(game_id, decision.state, loaded.seed, envs[-1]["hash"])
                self.held.keep(game_id, envs[-1]["hash"], new.meta)
                self.follow_up(loaded, new, now, snapshot=decision.state["version"] // SNAPSHOT_EVERY
                                > loaded.version // SNAPSHOT_EVERY, envs=envs)
                if not res.durable:
                    self._cache.pop(game_id, None)  # a failover may still lose it: re-read next time
                    self.held.drop(game_id)
                    raise NotDurable(NOT_DURABLE)
                return 201, body
            if held:  # nothing was written: the copy was behind the store
                self.held.stale(game_id)
                raise StaleCopy(f"the held copy of the game was stale ({res.reason})")
            if res.reason == "done":  # an earlier attempt with this key was applied: its answer
                return replay_stored(self.store, lease.key, res.stored, fingerprint)
            if res.reason == "lease":
                raise IdempotencyInFlight("a retry with this Idempotency-Key has taken it over; retry in 1 s",
                                          retry_after=1)
            if if_match is not None:
                raise PreconditionFailed(res.version)
            loaded = None
        raise Busy("the game changed too often while deciding this move; retry")

    def _decide(self, loaded: Loaded, seat, command, move, if_match, policy, view, lang=DEFAULT_LANG):
        """One command decided on a loaded game: (decision, sealed events, the game after, its metadata,
        the answer's body, the time it was decided at); raises the rules' refusal."""
        if loaded.state.get("waiting"):
            raise NotStarted("the game is waiting for players; it starts when every seat is taken")
        if if_match is not None and if_match != loaded.version:
            raise PreconditionFailed(loaded.version)
        rs = loaded.ruleset
        now = self.clock()
        if command == "move":
            decision = G.move(rs, loaded.state, seat, move, loaded.seed)
        elif command == "resign":
            decision = G.resign(rs, loaded.state, seat, loaded.seed)
        elif command in CONSENT_COMMANDS:
            decision = self._consent(loaded, seat, command, move or {}, iso(now))
        elif command == "leave":  # service/play/leave.py: the seat's player is away, its clock stands still
            decision = G.leave(loaded.state, seat, move["from"], move["until"])
        elif command == "suspend":  # service/conduct/moderation.py: its turns are due at once meanwhile
            decision = G.suspend(loaded.state, seat, move["until"])
        elif command == "reinstate":
            decision = G.reinstate(loaded.state, seat)
        else:
            decision = G.timeout(rs, loaded.state, seat, policy, loaded.seed, move)
        envs = decision.seal(prev_hash=loaded.meta["head_hash"], at=iso(now), seed=loaded.seed)
        new = Loaded(loaded.id, dict(loaded.meta), decision.state, loaded.seed)
        meta = meta_after(decision.state, envs, now, prev=loaded.meta)
        new.meta.update({k2: (v if isinstance(v, str) else json.dumps(v)) for k2, v in meta.items()})
        body = {
            "version": decision.state["version"],
            "events": narrate(rs, loaded.state, envs, seat, new.finished, loaded.meta, lang=lang,
                              state_after=False)[0],
        }
        if view:
            body["game"] = self.game_json(new, seat, lang)
        return decision, envs, new, meta, body, now

    def _consent(self, loaded: Loaded, seat: int, command: str, body: dict, now: str):
        """Undo, takeback, draw offers and abort (domain/engine/consent.py), with the game's whole log
        (an undo folds back to the state before the withdrawn action)."""
        rs, gs, seed = loaded.ruleset, loaded.state, loaded.seed
        if command == "abort" and loaded.meta.get("tournament"):
            raise IllegalMove("a tournament game cannot be aborted: resign instead, or play it out", rule="abort")
        if command in ("draw_offer", "draw_answer"):
            return (C.offer_draw(rs, gs, seat, seed, now) if command == "draw_offer"
                    else C.answer_draw(rs, gs, seat, body["accept"], seed, now))
        log = self.store.read(loaded.id, after=0, count=loaded.version)
        if len(log) != loaded.version:
            raise Busy("the game's log could not be read whole; retry")
        if command == "undo":
            return C.withdraw(rs, gs, seat, log, seed)
        if command == "takeback":
            return C.request_takeback(rs, gs, seat, log, seed, now)
        if command == "takeback_answer":
            return C.answer_takeback(rs, gs, seat, body["accept"], log, seed, now)
        return C.abort(rs, gs, seat, log, seed)

    def table_actions(self, loaded: Loaded, seat: int | None, lang: str = DEFAULT_LANG) -> dict:
        """What `seat` may do now besides moving (undo, takeback, a draw offer, abort, rematch), each
        tried as the command itself would be (nothing is appended), with the refusal in words: what
        may be done in `lang`, a refusal as the command's problem detail says it (English: docs/api.md)."""
        body = {"version": loaded.version, "seat": seat, "answer": None}
        names = ("undo", "takeback", "draw_offer", "abort")
        if seat is None or loaded.state.get("waiting"):
            why = {"allowed": False, "text": i18n.text(lang, "actions.not_a_player")}
            return {**body, **{n: why for n in names}, "rematch": why}
        now = iso(self.clock())
        for name in names:
            try:
                self._consent(loaded, seat, name, {}, now)
                body[name] = {"allowed": True, "text": i18n.text(lang, f"actions.{name}")}
            except ArbiterError as exc:
                body[name] = {"allowed": False, "text": exc.detail}
        p = C.open_request(loaded.state, now) if not loaded.finished else None
        if p is not None and seat in C.waiting_for(loaded.state, p):
            body["answer"] = p["kind"]
        from .rematch import Rematches

        body["rematch"] = Rematches(self).check(loaded, seat, lang)
        return body

    def follow_up(self, before: Loaded | None, after: Loaded, now: datetime, snapshot: bool,
                   envs: list | None = None) -> None:
        """What an applied append calls for: the snapshot, the finished index, AI and deadline jobs,
        notifications. The events are in the log whatever happens here, so nothing here may turn
        their 201 into an error: each step is retried briefly on a store failure, then logged (the
        sweep re-enqueues lost AI turns and fires deadlines; a missing snapshot is only slower)."""
        if snapshot:
            quietly("snapshot", lambda: self.store.write_snapshot(after.id, after.version, after.state), tries=1)
        if after.finished:
            quietly("finished index", lambda: finished_index(self.store.r).add(after.id, now.timestamp()))
        if self.tlog is not None:  # a leaf at creation and at the end; the sweep catches up a lost one
            quietly("public log", lambda: self.tlog.after_append(before, after, envs))
        if (before is None or before.state.get("waiting")) and after.state.get("clock") and not after.finished:
            quietly("leave", lambda: self._leave_at_start(after), tries=1)  # its players' declared leave
        if after.state.get("pending") and not after.finished:  # a request the computer's seats answer,
            # before their turns are scheduled: a computer's move would make the request lapse unanswered
            quietly("computer's answer", lambda: self._ai_answers(after), tries=1)
        quietly("scheduling", lambda: self._after_append(after))
        self._notify(before, after, envs)
        if after.finished:  # a tournament's result and the ratings (service/play/game_over.py); never raises
            from .game_over import after_finish

            quietly("game over", lambda: after_finish(self, after), tries=1)

    def _ai_answers(self, loaded: Loaded) -> None:
        """The computer's seats answer a takeback request or a draw offer at once, as the AI of a
        chess site does: a takeback is granted (it costs a program nothing to let a person mend a
        slip), a draw declined (the computer plays every game out). Each answer is an ordinary
        answer command of that seat, in the log like a person's (docs/undo-and-offers.md)."""
        p = C.open_request(loaded.state, iso(self.clock()))
        if p is None:
            return
        for s in C.waiting_for(loaded.state, p):
            if loaded.state["seats"][s].get("ai"):
                command = "takeback_answer" if p["kind"] == "takeback" else "draw_answer"
                self.submit(loaded.id, s, command, {"accept": p["kind"] == "takeback"})
                return  # the answer's own follow-up answers for the next computer seat

    def _leave_at_start(self, after: Loaded) -> None:
        """A game that starts with account seats gets their leave not yet over (service/play/leave.py)."""
        for account_id in sorted({v for k, v in after.meta.items() if k.startswith("account:")}):
            self.leave_reaches(account_id, after.id)

    def leave_reaches(self, account_id: str, game_id: str) -> None:
        """The account's declared leave not yet over reaches this game (idempotent; service/play/leave.py)."""
        from .leave import Leave

        Leave(self.store.r, self, self.account_events).sync(account_id, only_game=game_id)

    def track_in_log(self, game_id: str) -> None:
        """Before a game's first append: the sweep then makes sure the game gets its log leaves."""
        if self.tlog is not None:
            self.tlog.track(game_id)

    def _after_append(self, loaded: Loaded) -> None:
        if self.scheduler is not None:
            self.scheduler.after_append(loaded)

    def _notify(self, before: Loaded | None, after: Loaded, envs: list | None = None) -> None:
        """Webhook notifications (your turn, deadline reminder, game ended) for this append."""
        if self.notifier is None and self.scheduler is not None:
            from service.integrate.webhooks import Notifier

            self.notifier = Notifier(self.store.r, self.scheduler.webhook_queue, self.scheduler.webhook_outbox)
        if self.notifier is not None:
            try:
                self.notifier.after_append(before, after, envs)
            except Exception:  # noqa: BLE001 - a notification never fails a move that was appended
                import logging

                logging.getLogger("arbiter.webhooks").exception("could not enqueue notifications")
        if self.people is not None:
            try:
                self.people.after_append(before, after)
            except Exception:  # noqa: BLE001 - as above: the move stands, the notice is lost
                log.exception("could not enqueue notifications to accounts")
        if self.account_events is not None:
            self.account_events.after_append(before, after)  # never raises


EXPORT_FORMAT = "arbiter-game/1"
LAST_MOVE_EVENTS = 16  # a move causes a handful of events; a picture highlights what they name


def last_move(envs: list[dict]) -> list[dict]:
    """The events of the last command among `envs` (a move, a resignation, a timeout): from the
    last one that carries its command record (`cmd`) to the end."""
    for i in range(len(envs) - 1, -1, -1):
        if envs[i].get("cmd") is not None:
            return envs[i:]
    return envs[-1:]


def _extends(meta: dict, version: int, head: str, envs: list[dict]) -> bool:
    """Whether the stored game is still the cached one (at `version`, last hash `head`) or grew
    from it: same version and head hash, or a first newer event that chains onto `head`."""
    if not meta or not head:
        return False
    stored = int(meta.get("version") or 0)
    if stored == version:
        return meta.get("head_hash") == head
    if stored < version or not envs or envs[0]["seq"] != version + 1:
        return False
    return engine.envelope_hash(head, envs[0]) == envs[0]["hash"]


def _absent(store, game_id: str) -> bool:
    """True only if the store says the game does not exist (a store that cannot say: not known)."""
    try:
        return not store.r.exists(key(game_id, "meta"))
    except Exception:  # noqa: BLE001 - unknown: keep the place, the quota's own sweep frees it
        return False


def _can_pass(rs) -> bool:
    """Whether a ruleset has a pass move at all (checked on its opening position)."""
    return type(rs).pass_move is not engine.Ruleset.pass_move


def fingerprint(payload) -> str:
    """A stable digest of a request body, to detect a reused Idempotency-Key."""
    return hashlib.sha256(engine.canonical(payload).encode()).hexdigest()
