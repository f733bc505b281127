"""When the store fails in the middle of a write (issue 22): a lost reply is never turned into a
false answer or a second move, a failure after the append never fails the move, an error that
means "the store is briefly unavailable" is a 503 with Retry-After and never a 500, and a start
or claim that died half-way is finished by the next read. Real Redis; the failures are injected
where the network would cause them (after the script ran, or before it was sent)."""
import pytest
import redis

import service.storage.store as store_module
from service.storage.connection import connect
from service.storage.errors import IdempotencyInFlight, OutcomeUnknown, StoreUnavailable
from service.play.games import Games, fingerprint
from service.storage.idempotency import Lease, begin
from service.table.lobby import Lobby
from service.storage.store import AppendUncertain, EventStore, idem_key, key


def service(url: str) -> Games:
    """A fresh service instance (its own cache), as a separate API process would have."""
    return Games(EventStore(connect(url)))


def turn(svc: Games, game_id: str):
    """(version, seat to act, its first legal move)."""
    loaded = svc.load(game_id)
    seat = svc.game_json(loaded, None)["to_act"][0]
    return loaded.version, seat, svc.legal_moves(loaded, seat)["moves"][0]


def new_game(svc: Games) -> str:
    return svc.create("grove", [{"name": "ana"}, {"name": "bo"}], {}, None)["id"]


class LostReplies:
    """The append script, except that its first `lose` replies never arrive (it ran on the
    server), and after that `refuse` attempts never reach the server at all."""

    def __init__(self, store: EventStore, lose: int, refuse: int = 0):
        self.real, self.lose, self.refuse, self.ran = store._append, lose, refuse, 0
        store._append = self

    def __call__(self, keys, args, client=None):
        if self.lose:
            self.lose -= 1
            self.real(keys=keys, args=args)
            self.ran += 1
            raise redis.ConnectionError("Connection closed by server (the reply was lost)")
        if self.refuse:
            self.refuse -= 1
            raise redis.ConnectionError("Error 111 connecting: Connection refused")
        self.ran += 1
        return self.real(keys=keys, args=args)


def moves_after(svc: Games, game_id: str, version: int) -> int:
    return sum(1 for e in svc.store.read(game_id, after=version) if e.get("cmd"))


def test_a_lost_reply_is_resent_and_answered_201_once_with_a_key(redis_url):
    svc = service(redis_url)
    gid = new_game(svc)
    version, seat, move = turn(svc, gid)
    fake = LostReplies(svc.store, lose=2)
    status, body = svc.submit(gid, seat, "move", move, if_match=version, idem="lost-1", fingerprint="f")
    assert status == 201 and body["version"] > version
    assert fake.ran == 3 and moves_after(svc, gid, version) == 1, "sent three times, applied once"
    # and the client's own retry with the key gets the same answer
    assert service(redis_url).submit(gid, seat, "move", move, if_match=version, idem="lost-1",
                                     fingerprint="f") == (201, body)


def test_a_lost_reply_without_a_key_or_if_match_is_not_applied_twice(redis_url):
    svc = service(redis_url)
    gid = new_game(svc)
    version, seat, move = turn(svc, gid)
    LostReplies(svc.store, lose=1)
    status, body = svc.submit(gid, seat, "move", move)  # no key, no If-Match: decided afresh on a conflict
    assert status == 201 and moves_after(svc, gid, version) == 1


def test_when_the_store_stays_away_the_key_tells_what_happened(redis_url, monkeypatch):
    monkeypatch.setattr(store_module, "RETRY_SECONDS", 0.0)
    svc = service(redis_url)
    gid = new_game(svc)
    version, seat, move = turn(svc, gid)
    # applied, and the store answers again only for the key: the stored answer is the answer
    LostReplies(svc.store, lose=1)
    status, body = svc.submit(gid, seat, "move", move, if_match=version, idem="away-1", fingerprint="f")
    assert status == 201 and moves_after(svc, gid, version) == 1
    # never sent: the key still holds this request's marker, so it is released: nothing changed
    version, seat, move = turn(svc, gid)
    LostReplies(svc.store, lose=0, refuse=1)
    with pytest.raises(StoreUnavailable) as nothing:
        svc.submit(gid, seat, "move", move, if_match=version, idem="away-2", fingerprint="f")
    assert "nothing was changed" in nothing.value.detail and nothing.value.extra["retry_after"] >= 1
    assert moves_after(svc, gid, version) == 0
    status, _ = svc.submit(gid, seat, "move", move, if_match=version, idem="away-2", fingerprint="f")
    assert status == 201 and moves_after(svc, gid, version) == 1, "the same key is free at once"


def test_when_even_the_key_cannot_be_asked_the_answer_is_outcome_unknown(redis_url, monkeypatch):
    monkeypatch.setattr(store_module, "RETRY_SECONDS", 0.0)
    svc = service(redis_url)
    gid = new_game(svc)
    version, seat, move = turn(svc, gid)
    LostReplies(svc.store, lose=1)

    def unreachable(*_a, **_k):
        raise redis.ConnectionError("Error 111 connecting: Connection refused")

    monkeypatch.setattr(svc.store, "idem_release", unreachable)
    with pytest.raises(OutcomeUnknown) as unknown:
        svc.submit(gid, seat, "move", move, if_match=version, idem="unknown-1", fingerprint="f")
    assert "same Idempotency-Key" in unknown.value.detail
    monkeypatch.undo()
    # the retry with the key answers what happened: it was applied (the one event, its 201)
    status, body = service(redis_url).submit(gid, seat, "move", move, if_match=version, idem="unknown-1",
                                             fingerprint="f")
    assert status == 201 and body["version"] > version and moves_after(svc, gid, version) == 1


def test_a_late_copy_of_a_released_request_never_applies(redis_url):
    """The tombstone: once a request gave up its key (nothing changed), its own append arriving
    late is refused, and a retry with the key is decided afresh and applied once."""
    svc = service(redis_url)
    gid = new_game(svc)
    version, seat, move = turn(svc, gid)
    k = idem_key(gid, str(seat), "late-1")
    lease = Lease.new(k, "f")
    assert begin(svc.store, lease, "f") is None
    assert svc.store.idem_release(k, lease.marker) == ("released", None)
    loaded = svc.load(gid)
    from domain.engine import game as G
    from service.play.games import iso

    decision = G.move(loaded.ruleset, loaded.state, seat, move, loaded.seed)
    envs = decision.seal(prev_hash=loaded.meta["head_hash"], at=iso(svc.clock()), seed=loaded.seed)
    res = svc.store.append(gid, version, envs, {"version": str(version + len(envs))}, idem=(k, b"x"),
                           prev_hash=loaded.meta["head_hash"], marker=lease.marker)
    assert not res.ok and res.reason == "lease" and moves_after(svc, gid, version) == 0
    assert svc.submit(gid, seat, "move", move, if_match=version, idem="late-1", fingerprint="f")[0] == 201


def test_two_requests_writing_identical_events_are_one_201_and_one_conflict(redis_url):
    """Two requests for the same move at the same version in the same millisecond seal
    byte-identical events. The second is a conflict, not "applied": only an attempt of the same
    call may recognise its own event (found by a loaded run of the 50-racers test: two 201s)."""
    svc = service(redis_url)
    gid = new_game(svc)
    version, seat, move = turn(svc, gid)
    loaded = svc.load(gid)
    from domain.engine import game as G
    from service.play.games import iso

    decision = G.move(loaded.ruleset, loaded.state, seat, move, loaded.seed)
    envs = decision.seal(prev_hash=loaded.meta["head_hash"], at=iso(svc.clock()), seed=loaded.seed)
    meta = {"version": str(version + len(envs))}
    first = svc.store.append(gid, version, envs, meta, prev_hash=loaded.meta["head_hash"])
    second = svc.store.append(gid, version, envs, meta, prev_hash=loaded.meta["head_hash"])
    assert first.ok and (second.ok, second.reason) == (False, "conflict")
    assert moves_after(svc, gid, version) == 1


def test_another_requests_marker_is_in_flight_not_a_second_move(redis_url):
    svc = service(redis_url)
    gid = new_game(svc)
    version, seat, move = turn(svc, gid)
    k = idem_key(gid, str(seat), "two")
    first, second = Lease.new(k, "f"), Lease.new(k, "f")
    assert begin(svc.store, first, "f") is None
    with pytest.raises(IdempotencyInFlight):
        begin(svc.store, second, "f")


def test_a_failure_after_the_append_does_not_fail_the_move(redis_url, monkeypatch):
    svc = service(redis_url)
    gid = new_game(svc)
    version, seat, move = turn(svc, gid)

    class DownScheduler:
        webhook_queue = webhook_outbox = None

        def after_append(self, loaded):
            raise redis.exceptions.ClusterDownError("The cluster is down")

    svc.scheduler = DownScheduler()
    monkeypatch.setattr("service.storage.connection.time.sleep", lambda s: None)
    status, body = svc.submit(gid, seat, "move", move, if_match=version, idem="after-1", fingerprint="f")
    assert status == 201 and moves_after(svc, gid, version) == 1


@pytest.mark.parametrize("error", [
    redis.exceptions.ClusterDownError("The cluster is down"),
    redis.exceptions.TryAgainError("Multiple keys request during rehashing of slot"),
    redis.exceptions.MovedError("3999 127.0.0.1:6381"),
    redis.exceptions.MasterDownError("Link with MASTER is down and replica-serve-stale-data is set to 'no'."),
    redis.exceptions.ReadOnlyError("You can't write against a read only replica."),
    redis.exceptions.ClusterError("TTL exhausted."),
    redis.exceptions.SlotNotCoveredError("Slot 42 not covered by the cluster."),
    redis.exceptions.ResponseError("NOREPLICAS Not enough good replicas to write."),
    redis.exceptions.ConnectionError("Connection refused"),
    redis.exceptions.TimeoutError("Timeout reading from socket"),
    redis.exceptions.BusyLoadingError("Redis is loading the dataset in memory"),
])
def test_every_store_unavailability_is_a_503_with_retry_after(client, app, monkeypatch, error):
    game = client.post("/v1/games", json={"ruleset": "grove", "seats": [{"name": "a"}, {"name": "b"}]}).get_json()

    def failing(*_a, **_k):
        raise error

    monkeypatch.setattr(app.extensions["arbiter"], "load", failing)
    resp = client.get(f"/v1/games/{game['id']}")
    assert resp.status_code == 503 and resp.mimetype == "application/problem+json"
    assert resp.get_json()["type"] == "urn:arbiter:problem:unavailable" and int(resp.headers["Retry-After"]) >= 1
    assert "nothing was changed" in resp.get_json()["detail"]


def test_a_redis_error_that_is_a_bug_stays_a_500(client, app, monkeypatch):
    game = client.post("/v1/games", json={"ruleset": "grove", "seats": [{"name": "a"}, {"name": "b"}]}).get_json()

    def failing(*_a, **_k):
        raise redis.exceptions.ResponseError("WRONGTYPE Operation against a key holding the wrong kind of value")

    monkeypatch.setattr(app.extensions["arbiter"], "load", failing)
    resp = client.get(f"/v1/games/{game['id']}")
    assert resp.status_code == 500 and resp.get_json()["type"] == "urn:arbiter:problem:internal"


def test_a_start_retried_with_its_key_after_a_crash_answers_the_game(client, app, monkeypatch):
    created = client.post("/v1/games", json={"ruleset": "grove", "seats": [{"name": "a"}, {"open": True}]}).get_json()
    gid, creator = created["id"], created["creator_token"]
    headers = {"Authorization": f"Bearer {creator}", "Idempotency-Key": "start-1"}
    real_begin = Lobby.begin

    def crash(self, game_id):
        raise redis.ConnectionError("Connection closed by server")

    monkeypatch.setattr(Lobby, "begin", crash)  # the start passed, then the store went away
    first = client.post(f"/v1/games/{gid}/start", json={}, headers=headers)
    assert first.status_code == 503 and first.get_json()["type"] == "urn:arbiter:problem:outcome-unknown"
    monkeypatch.setattr(Lobby, "begin", real_begin)
    app.extensions["arbiter"].store.r.delete(idem_key(gid, "start", "start-1"))  # its lease ran out
    again = client.post(f"/v1/games/{gid}/start", json={}, headers=headers)
    assert again.status_code == 200 and again.get_json()["status"] == "active", again.get_json()
    other = client.post(f"/v1/games/{gid}/start", json={}, headers={"Authorization": f"Bearer {creator}"})
    assert other.status_code == 409  # without the key it is a second start: refused as before


def test_a_game_left_starting_is_finished_by_the_next_read(client, app, monkeypatch):
    created = client.post("/v1/games", json={"ruleset": "grove", "seats": [{"name": "a"}, {"open": True}]}).get_json()
    gid = created["id"]
    monkeypatch.setattr(Lobby, "begin", lambda self, game_id: None)  # the claimer dies after its script
    claimed = client.post(f"/v1/games/{gid}/seats/1/claim", json={"invite": created["seats"][1]["invite"], "name": "bo"})
    assert claimed.status_code == 200 and claimed.get_json()["status"] == "waiting"
    monkeypatch.undo()
    store = app.extensions["arbiter"].store
    assert store.meta(gid)["status"] == "starting"
    seen = client.get(f"/v1/games/{gid}").get_json()
    assert seen["status"] == "active" and seen["version"] >= 1
    assert [s["name"] for s in seen["seats"]] == ["a", "bo"]
    assert client.get(f"/v1/games/{gid}/audit").get_json()["verified"]
    assert store.r.get(key(gid, "secret")) is not None


class AfterScript:
    """Run the real script, then lose its reply (the store went away after running it)."""

    def __init__(self, script):
        self.script = script

    def __call__(self, *a, **k):
        self.script(*a, **k)
        raise redis.ConnectionError("Connection closed by server (the reply was lost)")


def test_a_claim_whose_reply_was_lost_is_settled_by_its_key(client, app, monkeypatch):
    created = client.post("/v1/games", json={"ruleset": "grove", "seats": [{"name": "a"}, {"open": True}]}).get_json()
    gid, invite = created["id"], created["seats"][1]["invite"]
    real = Lobby.__init__

    def lossy(self, games):
        real(self, games)
        self._claim = AfterScript(self._claim)

    monkeypatch.setattr(Lobby, "__init__", lossy)
    body = {"invite": invite, "name": "bo"}
    first = client.post(f"/v1/games/{gid}/seats/1/claim", json=body, headers={"Idempotency-Key": "claim-1"})
    assert first.status_code == 503 and first.get_json()["type"] == "urn:arbiter:problem:outcome-unknown"
    assert "same Idempotency-Key" in first.get_json()["detail"]
    monkeypatch.undo()
    again = client.post(f"/v1/games/{gid}/seats/1/claim", json=body, headers={"Idempotency-Key": "claim-1"})
    assert again.status_code == 200, again.get_json()
    token = again.get_json()["token"]
    game = client.get(f"/v1/games/{gid}", headers={"Authorization": f"Bearer {token}"}).get_json()
    assert game["your_seat"] == 1 and game["status"] == "active", "the retry's token is the seat's"


def test_a_claimed_seat_is_answered_with_its_token_even_if_what_follows_fails(client, app, monkeypatch):
    created = client.post("/v1/games", json={"ruleset": "grove", "seats": [{"name": "a"}, {"open": True}]}).get_json()
    gid = created["id"]

    def down(*_a, **_k):
        raise redis.exceptions.ClusterDownError("The cluster is down")

    monkeypatch.setattr(Lobby, "begin", down)
    monkeypatch.setattr(app.extensions["arbiter"], "load", down)
    monkeypatch.setattr("service.storage.connection.time.sleep", lambda s: None)
    claimed = client.post(f"/v1/games/{gid}/seats/1/claim", json={"invite": created["seats"][1]["invite"], "name": "bo"})
    assert claimed.status_code == 200 and claimed.get_json()["token"]
    monkeypatch.undo()
    token = claimed.get_json()["token"]
    game = client.get(f"/v1/games/{gid}", headers={"Authorization": f"Bearer {token}"}).get_json()
    assert game["your_seat"] == 1 and game["status"] == "active", "the next read finished the start"


def test_a_webhook_registration_whose_reply_was_lost_answers_its_first_secret(client, app, monkeypatch):
    from service.integrate.webhooks import Webhooks

    game = client.post("/v1/games", json={"ruleset": "grove", "seats": [{"name": "a"}, {"name": "b"}]}).get_json()
    auth = {"Authorization": f"Bearer {game['seats'][0]['token']}", "Idempotency-Key": "hook-1"}
    import redis.cluster

    # one Redis or a cluster: the pipeline class the registration uses (neither derives from the other)
    pipelines = (redis.client.Pipeline, redis.cluster.ClusterPipeline)
    real = {cls: cls.execute for cls in pipelines}
    lose = {"left": 1}

    def lossy_for(cls):
        def lossy(self, *a, **k):
            # the queued commands (execute empties them); a cluster pipeline keeps them in its strategy
            strategy = getattr(self, "_execution_strategy", None)
            stack = strategy.command_queue if strategy is not None else self.command_stack
            registering = any("webhooks" in repr(getattr(c, "args", c)) for c in stack)
            out = real[cls](self, *a, **k)
            if lose["left"] and registering:
                lose["left"] -= 1
                raise redis.ConnectionError("Connection closed by server (the reply was lost)")
            return out
        return lossy

    register = Webhooks.register

    def registering(self, *a, **k):
        for cls in pipelines:
            monkeypatch.setattr(cls, "execute", lossy_for(cls))
        try:
            return register(self, *a, **k)
        finally:
            for cls in pipelines:
                monkeypatch.setattr(cls, "execute", real[cls])

    monkeypatch.setattr(Webhooks, "register", registering)
    monkeypatch.setenv("WEBHOOK_ALLOW_PRIVATE", "1")
    keyless = client.post(f"/v1/games/{game['id']}/webhooks", json={"url": "http://127.0.0.1:9/other"},
                          headers={"Authorization": auth["Authorization"]})
    assert keyless.status_code == 503 and keyless.get_json()["type"] == "urn:arbiter:problem:outcome-unknown"
    lose["left"] = 1
    first = client.post(f"/v1/games/{game['id']}/webhooks", json={"url": "http://127.0.0.1:9/hook"}, headers=auth)
    assert first.status_code == 201, first.get_json()  # settled from the key: it was stored
    again = client.post(f"/v1/games/{game['id']}/webhooks", json={"url": "http://127.0.0.1:9/hook"}, headers=auth)
    assert again.get_json()["secret"] == first.get_json()["secret"]
    listed = client.get(f"/v1/games/{game['id']}/webhooks", headers={"Authorization": auth["Authorization"]}).get_json()
    assert len(listed["webhooks"] if isinstance(listed, dict) else listed) == 2, "each registered once"
    assert lose["left"] == 0, "the first registration's reply was lost"


def test_a_tournament_whose_replies_were_lost_is_made_entered_and_started_once(redis_url):
    """Creation, an entry and the start each lose their append's reply once (the script ran) and
    find the store away once: each is answered as applied, once, and the key's retry answers the same."""
    from service.compete.tournaments import INDEX, Tournaments

    svc = service(redis_url)
    tours = Tournaments(svc)
    spec = {"ruleset": "grove", "format": "swiss", "rounds": 1, "name": "Lossy", "options": {}, "table_size": 2,
            "entry": {}, "max_entrants": 16, "rated": False}
    before = svc.store.r.zcard(INDEX)
    fake = LostReplies(svc.store, lose=1, refuse=1)
    status, made = tours.create(spec, "lost-t", "f")
    assert status == 201 and fake.ran == 2 and svc.store.r.zcard(INDEX) == before + 1
    assert tours.create(spec, "lost-t", "f") == (201, made), "the retry: the same tournament and token"
    tid, token = made["id"], made["creator_token"]
    for i in range(2):
        LostReplies(svc.store, lose=1, refuse=1)
        status, body = tours.join(tid, ai={"level": "random"}, name=None, creator_token=token, idem=f"e{i}",
                                  fingerprint="f")
        assert status == 201 and body["entrant"]["name"] == ("AI random" if i == 0 else "AI random 2")
        assert tours.join(tid, ai={"level": "random"}, name=None, creator_token=token, idem=f"e{i}",
                          fingerprint="f") == (201, body)
    assert len(tours.load(tid)[1]["entrants"]) == 2
    LostReplies(svc.store, lose=1, refuse=1)
    status, started = tours.start(tid, token, "s", "f")
    assert status == 200 and started["status"] == "running"
    assert tours.start(tid, token, "s", "f") == (200, started)
