"""The public log of games (issue 26): leaves at creation and end, the sweep's catch-up and head
leaves, a tampering service caught, a fork caught by a witness, and bad input refused by name."""
from __future__ import annotations

import json
import secrets
import subprocess
import sys

import pytest

from domain import tlog as T
from domain.engine import GENESIS, find_ruleset
from domain.engine import game as G
from domain.watch import Fork, Witness
from service.storage.store import key
from service.proof.tlog import Log
from service.proof.tlog_games import ARCHIVE_DUE, GameLog
from service.storage.indexes import shard_key
from tests.conftest import ROOT


def auth(token: str) -> dict:
    return {"Authorization": f"Bearer {token}"}


@pytest.fixture
def app(redis_url):
    """The app with a log of its own (a test may rewrite it, as a dishonest operator would)."""
    from api import create_app

    app = create_app({"TESTING": True, "REDIS_URL": redis_url})
    svc = app.extensions["arbiter"]
    svc.tlog = GameLog(Log(svc.store.r, name="tlogtest" + secrets.token_hex(4)))
    return app


@pytest.fixture
def glog(app) -> GameLog:
    return app.extensions["arbiter"].tlog


def new_game(client, ruleset="grove"):
    body = client.post("/v1/games", json={"ruleset": ruleset, "seats": [{"name": "a"}, {"name": "b"}]}).get_json()
    return body["id"], {s["seat"]: s["token"] for s in body["seats"]}


def finished_game(client):
    gid, tokens = new_game(client)
    assert client.post(f"/v1/games/{gid}/resign", headers=auth(tokens[0])).status_code == 201
    return gid, tokens


def audit_cli(tmp_path, record: dict, *args) -> subprocess.CompletedProcess:
    path = tmp_path / f"record-{secrets.token_hex(3)}.json"
    path.write_text(json.dumps(record))
    return subprocess.run([sys.executable, "-m", "domain.audit", str(path), *args], cwd=ROOT,
                          capture_output=True, text=True)


def key_of(client) -> str:
    return client.get("/v1/log/key").get_data(as_text=True).strip()


def test_a_game_gets_its_created_and_finished_leaves_and_its_record_verifies_offline(client, glog, tmp_path):
    gid, _ = finished_game(client)
    record = client.get(f"/v1/games/{gid}/export").get_json()
    kinds = [(x["leaf"]["kind"], x["leaf"]["version"]) for x in record["log"]["leaves"]]
    assert kinds == [("created", T.creation_version(record["events"])), ("finished", record["audit"]["version"])]
    assert record["log"]["leaves"][0]["leaf"]["commitment"] == record["audit"]["seed_commitment"]
    done = audit_cli(tmp_path, record, "--key", key_of(client))
    assert done.returncode == 0, done.stdout + done.stderr
    assert "in the public log" in done.stdout and f"at index {record['log']['leaves'][1]['index']}" in done.stdout
    assert client.get(f"/v1/games/{gid}/log").get_json()["leaves"] == record["log"]["leaves"]
    assert not glog.r.hexists(shard_key(glog.tracked, gid), gid)  # fully logged: no longer tracked
    assert glog.r.zscore(shard_key(ARCHIVE_DUE, gid), gid) is not None  # and queued for the archive


def test_a_finished_leaf_lost_in_a_crash_is_appended_by_the_sweep_exactly_once(client, app, glog):
    class DiesBeforeTheLeaf(GameLog):
        def after_append(self, before, after, envs=None):
            if after.finished:
                raise ConnectionError("the process died after the game's last append")
            super().after_append(before, after, envs)

    svc = app.extensions["arbiter"]
    svc.tlog = DiesBeforeTheLeaf(glog.log)
    gid, _ = finished_game(client)
    svc.tlog = glog
    assert "finished" not in glog.log.game_indices(gid)
    assert glog.r.hexists(shard_key(glog.tracked, gid), gid)  # still tracked: the sweep will see it
    size = glog.log.size()
    assert glog.sweep(heads=False)["log_finished"] == 1
    assert glog.log.size() == size + 1 and "finished" in glog.log.game_indices(gid)
    assert glog.sweep(heads=False) == {"log_created": 0, "log_heads": 0, "log_finished": 0}
    assert glog.log.size() == size + 1


def test_a_sweep_killed_between_the_log_and_its_bookkeeping_repeats_nothing(client, app, glog):
    gid, tokens = new_game(client)
    glog.r.hset(shard_key(glog.tracked, gid), gid, "0")  # as if the created leaf had been lost too
    glog.r.hdel(glog.log.k.seen, f"{gid}|created")  # (a fresh log would not have it)

    class DiesAfterTheLog(GameLog):
        def _retire_game(self, game_id):
            raise ConnectionError("the sweeper died after appending the leaves")

    client.post(f"/v1/games/{gid}/resign", headers=auth(tokens[0]))
    dying = DiesAfterTheLog(glog.log)
    with pytest.raises(ConnectionError):
        dying.sweep(heads=False)
    size = glog.log.size()
    glog.sweep(heads=False)
    assert glog.log.size() == size  # the leaves were in already: nothing appended twice
    entries = [T.parse_leaf(e) for e in glog.log.entries(0, size)]
    mine = sorted(x["kind"] for x in entries if x["game"] == gid)
    assert mine == ["created", "finished"] or mine == ["created", "created", "finished"]  # (one from the fixture's fake loss)
    assert mine.count("finished") == 1
    assert not glog.r.hexists(shard_key(glog.tracked, gid), gid)


def test_a_running_game_whose_head_moved_gets_one_head_leaf_per_pass(client, glog):
    gid, tokens = new_game(client)
    for _ in range(3):
        game = client.get(f"/v1/games/{gid}").get_json()
        seat = game["to_act"][0]
        move = client.get(f"/v1/games/{gid}/legal-moves", headers=auth(tokens[seat])).get_json()["moves"][0]
        assert client.post(f"/v1/games/{gid}/moves", json={"move": move}, headers=auth(tokens[seat])).status_code == 201
    version = client.get(f"/v1/games/{gid}").get_json()["version"]
    assert glog.sweep(heads=True)["log_heads"] >= 1
    leaf = [x for x in client.get(f"/v1/games/{gid}/log").get_json()["leaves"] if x["leaf"]["kind"] == "head"][0]
    assert (leaf["leaf"]["version"], leaf["leaf"]["game"]) == (version, gid)
    assert glog.sweep(heads=True)["log_heads"] == 0  # it has not moved since
    assert glog.sweep(heads=None)["log_heads"] == 0  # and a pass is due at most every few minutes


def rewrite(app, gid: str) -> None:
    """What a dishonest operator could do: replace a finished game by another history (a fresh
    seed, another chain) under the same id."""
    svc = app.extensions["arbiter"]
    r = svc.store.r
    first = json.loads(r.xrange(key(gid, "events"), "0-1", "0-1")[0][1][b"e"])
    rs = find_ruleset(first["data"]["ruleset"])
    seed = secrets.token_bytes(32)
    seats = [{"name": s.get("name"), "name_digest": s.get("name_digest"), "ai": s.get("ai")}
             for s in first["data"]["seats"]]
    created = G.create(rs, seats=seats, options={}, clock=None, seed=seed)
    envs = created.seal(prev_hash=GENESIS, at=first["at"], seed=seed)
    resigned = G.resign(rs, created.state, 1, seed)
    envs += resigned.seal(prev_hash=envs[-1]["hash"], at=first["at"], seed=seed)
    pipe = r.pipeline(transaction=True)
    pipe.delete(key(gid, "events"), key(gid, "snapshot"))
    for e in envs:
        pipe.xadd(key(gid, "events"), {"e": json.dumps(e, separators=(",", ":"))}, id=f"0-{e['seq']}")
    pipe.hset(key(gid, "meta"), mapping={"version": len(envs), "head_hash": envs[-1]["hash"],
                                         "outcome": json.dumps(G.outcome(rs, resigned.state))})
    pipe.set(key(gid, "secret"), seed.hex())
    pipe.execute()
    svc._cache.clear()


def test_a_game_rewritten_in_redis_is_caught_by_a_verifier_holding_an_earlier_checkpoint(client, app, glog, tmp_path):
    gid, _ = finished_game(client)
    vkey = key_of(client)
    kept = client.get(f"/v1/games/{gid}/export").get_json()["log"]["checkpoint"]  # the player keeps it
    (tmp_path / "kept").write_text(kept)
    old_size = T.parse_checkpoint(kept).size
    rewrite(app, gid)
    # the rewritten game verifies on its own (a new seed, a new chain): only the log can tell
    record = client.get(f"/v1/games/{gid}/export").get_json()
    assert record["audit"]["verified"]
    done = audit_cli(tmp_path, record, "--key", vkey)
    assert done.returncode == 1 and "log leaf" in done.stdout, done.stdout
    # so the operator logs the rewritten game afresh, as if it were new
    glog.r.hdel(glog.log.k.seen, f"{gid}|created", f"{gid}|finished")
    glog.track(gid)
    glog.sweep(heads=False)
    record = client.get(f"/v1/games/{gid}/export", query_string={"log_since": old_size}).get_json()
    done = audit_cli(tmp_path, record, "--key", vkey)
    assert done.returncode == 0, done.stdout  # on its own, a re-logged rewrite looks fine...
    done = audit_cli(tmp_path, record, "--key", vkey, "--checkpoint", str(tmp_path / "kept"))
    assert done.returncode == 1, done.stdout  # ...but not to whoever kept a checkpoint from before
    assert "its history was rewritten" in done.stdout
    # and a monitor reading the leaves sees the game logged twice
    witness = ClientWitness(client, str(tmp_path / "w"), [T.VerifierKey.parse(vkey)])
    with pytest.raises(Fork, match="two created leaves"):
        witness.poll(monitor=True)


class ClientWitness(Witness):
    """The witness, fetching through Flask's test client."""

    def __init__(self, client, state, keys):
        super().__init__("http://test", state, keys)
        self.client = client

    def fetch(self, path: str) -> bytes:
        resp = self.client.get("/v1/log/" + path)
        assert resp.status_code == 200, resp.get_data(as_text=True)
        return resp.data


def test_a_log_that_drops_a_leaf_fails_consistency_and_the_witness_reports_the_fork(client, app, glog, tmp_path):
    finished_game(client)
    gid, _ = finished_game(client)
    vkey = key_of(client)
    keys = [T.VerifierKey.parse(vkey)]
    witness = ClientWitness(client, str(tmp_path / "w"), keys)
    witness.poll()
    kept = glog.log.checkpoint()
    (tmp_path / "kept").write_text(kept)
    # the operator rebuilds the log without the first leaf (same key), then appends on
    r, k = glog.r, glog.log.k
    leaves = [T.parse_leaf(e) for e in glog.log.entries(0, glog.log.size())]
    r.delete(*[x for x in r.scan_iter(match=k.prefix.replace("{", "\\{").replace("}", "\\}") + "*")
               if not x.decode().endswith((":signer", ":vkey"))])
    rebuilt = Log(r, name=k.prefix.split(":")[0])
    rebuilt.append(leaves[1:] + [T.make_leaf("head", "padding", 2, "0" * 64)])
    glog.log = rebuilt
    assert rebuilt.size() == T.parse_checkpoint(kept).size  # the same size, another root
    with pytest.raises(Fork, match="forked"):
        witness.poll()
    record = client.get(f"/v1/games/{gid}/export").get_json()
    done = audit_cli(tmp_path, record, "--key", vkey, "--checkpoint", str(tmp_path / "kept"))
    assert done.returncode == 1 and "not an extension" in done.stdout, done.stdout
    # two checkpoints of one size with different roots, shown to a fresh witness: a fork too
    fresh = ClientWitness(client, str(tmp_path / "w2"), keys)
    with pytest.raises(Fork, match="FORK"):
        fresh.poll(others=[kept])


def test_malformed_proof_requests_answer_problems_that_name_the_parameter(client):
    finished_game(client)
    size = client.get("/v1/log").get_json()["size"]
    bad = {
        "/v1/log/proof/inclusion": "index",
        f"/v1/log/proof/inclusion?index={size}": "index",
        "/v1/log/proof/inclusion?index=-1": "index",
        f"/v1/log/proof/inclusion?index=0&size={size + 1}": "size",
        "/v1/log/proof/inclusion?index=0&size=0": "size",
        "/v1/log/proof/consistency?first=x": "first",
        f"/v1/log/proof/consistency?first=2&second=1": "first",
        f"/v1/log/proof/consistency?first=1&second={size + 5}": "second",
        f"/v1/log/leaves?start={size + 1}": "start",
        "/v1/log/leaves?limit=0": "limit",
        "/v1/log/tile/0/1": "path",
        "/v1/log/tile/0/001.p/256": "path",
        "/v1/games/nope/export?log_since=99999999999999": None,
    }
    for url, field in bad.items():
        resp = client.get(url)
        assert resp.status_code in (400, 404), url
        assert resp.mimetype == "application/problem+json", url
        if field:
            assert field in resp.get_json()["errors"], (url, resp.get_json())
    assert client.get("/v1/log/tile/0/x009/000").status_code == 404
    assert client.get("/v1/games/nosuchgame/log").status_code == 404
    gid, _ = finished_game(client)
    resp = client.get(f"/v1/games/{gid}/export", query_string={"log_since": size + 100})
    assert resp.status_code == 400 and "log_since" in resp.get_json()["errors"]


def test_the_verifier_refuses_a_short_proof_a_bad_signature_and_an_unknown_key_and_says_which(client, tmp_path):
    gid, _ = finished_game(client)
    for _ in range(3):
        finished_game(client)  # a tree large enough that proofs have several hashes
    record = client.get(f"/v1/games/{gid}/export").get_json()
    vkey = key_of(client)
    short = json.loads(json.dumps(record))
    short["log"]["leaves"][0]["proof"].pop()
    done = audit_cli(tmp_path, short, "--key", vkey)
    assert done.returncode == 1 and "too short" in done.stdout, done.stdout
    forged = json.loads(json.dumps(record))
    cp = T.parse_checkpoint(forged["log"]["checkpoint"])
    forged["log"]["checkpoint"] = cp.text.replace(f"\n{cp.size}\n", f"\n{cp.size + 1}\n", 1)
    done = audit_cli(tmp_path, forged, "--key", vkey)
    assert done.returncode == 1 and "does not verify" in done.stdout, done.stdout
    from service.proof.tlog import Signer

    other = Signer.generate(cp.origin).verifier.text()
    done = audit_cli(tmp_path, record, "--key", other)
    assert done.returncode == 1 and "a key you do not know" in done.stdout, done.stdout
    done = audit_cli(tmp_path, record)  # no key pinned: checked against the record's own, and said so
    assert done.returncode == 0 and "pin the deployment's key" in done.stdout
