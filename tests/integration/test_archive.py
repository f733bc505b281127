"""The archive (issue 26, item 2): a finished game compacted into one record answers every read
exactly as before, byte for byte; compaction is verified before it deletes, atomic, idempotent."""
from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest
import zstandard

from service.storage.archive import CorruptArchive, record_key
from service.proof.compaction import Compactor
from service.storage.store import key
from tests.conftest import ROOT


def auth(token: str | None) -> dict:
    return {"Authorization": f"Bearer {token}"} if token else {}


def played_game(client, ruleset: str, moves: int, seed: int):
    """A game of `ruleset` with up to `moves` random legal moves, then a resignation if still running."""
    body = client.post("/v1/games", json={"ruleset": ruleset, "seats": [{"name": "ana"}, {"name": "bo"}]}).get_json()
    gid, tokens = body["id"], {s["seat"]: s["token"] for s in body["seats"]}
    rng = random.Random(seed)
    for _ in range(moves):
        game = client.get(f"/v1/games/{gid}").get_json()
        if game["status"] == "finished":
            break
        seat = game["to_act"][0]
        legal = client.get(f"/v1/games/{gid}/legal-moves", headers=auth(tokens[seat])).get_json()["moves"]
        assert client.post(f"/v1/games/{gid}/moves", json={"move": rng.choice(legal)},
                           headers=auth(tokens[seat])).status_code == 201
    game = client.get(f"/v1/games/{gid}").get_json()
    if game["status"] != "finished":
        assert client.post(f"/v1/games/{gid}/resign", headers=auth(tokens[game["to_act"][0]])).status_code == 201
    return gid, tokens


LISTINGS = ("/v1/games?", "/v1/exports?")


def this_games_entries(page: dict, gid: str) -> list:
    """The entries of one game in a listing's page (every list of objects in it, by their id)."""
    return [item for value in page.values() if isinstance(value, list)
            for item in value if isinstance(item, dict) and gid in (item.get("id"), item.get("game_id"))]


LOG_BEARING = ("/log", "/export")  # the answers (with the exports listing) that carry log proofs


def without_proofs(value):
    """`value` with each public-log block ({origin, key, size, checkpoint, leaves}) cut to its leaves'
    indices and contents. The proofs and the checkpoint are of the log's newest size, which grows
    whenever any game in the session's store is created or ends (earlier modules' AI games finish
    in the background), archived or not; the game's own leaves must stay the same."""
    if isinstance(value, dict):
        if {"checkpoint", "leaves", "size"} <= value.keys():
            return {"leaves": [{"index": x["index"], "leaf": x["leaf"]} for x in value["leaves"]]}
        return {k: without_proofs(v) for k, v in value.items()}
    if isinstance(value, list):
        return [without_proofs(v) for v in value]
    return value


def every_answer(client, gid: str, tokens: dict) -> dict:
    """Every read of the game, for a spectator and each seat: (status, headers that matter, body)."""
    version = client.get(f"/v1/games/{gid}").get_json()["version"]
    ruleset = client.get(f"/v1/games/{gid}").get_json()["ruleset"]
    urls = [f"/v1/games?ruleset={ruleset}&status=finished", f"/v1/exports?ruleset={ruleset}",
            f"/v1/games/{gid}/log"]
    for path in ("", "/legal-moves", "/events", "/events?after=3&limit=5", "/export", "/audit", "/board.png",
                 "/stream"):
        urls.append(f"/v1/games/{gid}{path}")
    for at in range(1, version + 1):
        urls.append(f"/v1/games/{gid}/replay?at={at}")
        urls.append(f"/v1/games/{gid}/board.svg?at={at}")
    out = {}
    for who in (None, 0, 1):
        token = tokens.get(who) if who is not None else None
        for url in urls:
            resp = client.get(url, headers=auth(token))
            headers = {h: resp.headers.get(h) for h in ("ETag", "Cache-Control", "Content-Type", "Content-Disposition")}
            body = resp.get_data()
            if url.startswith(LISTINGS):
                # a listing of every game also shows the games the session's worker plays meanwhile
                # (earlier modules' AI games finish in the background): compare this game's entries
                body, headers["ETag"] = this_games_entries(resp.get_json(), gid), None
            if url.startswith(LISTINGS[1]) or (resp.status_code == 200 and url.split("?")[0].endswith(LOG_BEARING)):
                # the log's proofs follow its size, not the archive: the rest stays byte for byte
                data = body if isinstance(body, list) else json.loads(body)
                body = json.dumps(without_proofs(data), sort_keys=True)
                headers["ETag"] = None  # hashed from the body, proofs included
            out[(who, url)] = (resp.status_code, headers, body)
        mine = client.get("/v1/me/games", headers=auth(token)) if token else None
        if mine is not None:
            out[(who, "/v1/me/games")] = (mine.status_code, None, mine.get_data())
            exports = client.get("/v1/me/exports", headers=auth(token)).get_json()  # log-bearing too
            out[(who, "/v1/me/exports")] = (200, None, json.dumps(without_proofs(exports), sort_keys=True))
    return out


@pytest.mark.parametrize("ruleset, moves", [("grove", 60), ("battalla", 40)])
def test_every_answer_is_the_same_byte_for_byte_after_archiving(app, client, redis_client, ruleset, moves):
    gid, tokens = played_game(client, ruleset, moves, seed=7)
    before = every_answer(client, gid, tokens)
    for listing in (f"/v1/games?ruleset={ruleset}&status=finished", f"/v1/exports?ruleset={ruleset}"):
        assert before[(None, listing)][2], f"the game is not in {listing}: the comparison would be empty"
    assert Compactor(app.extensions["arbiter"]).archive_game(gid) == "ok"
    assert not redis_client.exists(key(gid, "events"), key(gid, "snapshot"), key(gid, "secret"))
    assert redis_client.exists(record_key(gid))
    app.extensions["arbiter"]._cache.clear()  # as a fresh API process would read it
    app.extensions["arbiter"].positions.drop(gid)  # its past states too (service/play/positions.py)
    after = every_answer(client, gid, tokens)
    assert after.keys() == before.keys()
    for k in before:
        assert after[k] == before[k], k


def test_compaction_writes_and_verifies_before_it_deletes_and_runs_once(app, client, redis_client, tmp_path):
    svc = app.extensions["arbiter"]
    running = client.post("/v1/games", json={"ruleset": "grove", "seats": [{"name": "a"}, {"name": "b"}]}).get_json()
    assert Compactor(svc).archive_game(running["id"]) == "not-finished"
    assert Compactor(svc).archive_game("nosuchgame") == "no-game"
    gid, tokens = played_game(client, "grove", 10, seed=3)

    class DiesWritingTheFile(Compactor):
        def _write_file(self, game_id):
            raise OSError("the disk is full")

    with pytest.raises(OSError):
        DiesWritingTheFile(svc, directory=str(tmp_path)).archive_game(gid)
    assert redis_client.exists(key(gid, "events")) and not redis_client.exists(record_key(gid))

    class MovesMeanwhile(Compactor):
        def _write_file(self, game_id):  # the game changes between the read and the swap
            redis_client.hset(key(game_id, "meta"), "head_hash", "0" * 64)

    meta_head = redis_client.hget(key(gid, "meta"), "head_hash")
    assert MovesMeanwhile(svc, directory=str(tmp_path)).archive_game(gid) == "changed"
    assert redis_client.exists(key(gid, "events")) and not redis_client.exists(record_key(gid))
    redis_client.hset(key(gid, "meta"), "head_hash", meta_head)

    assert Compactor(svc, directory=str(tmp_path)).archive_game(gid) == "ok"
    assert Compactor(svc, directory=str(tmp_path)).archive_game(gid) == "already"
    # the file in ARCHIVE_DIR is the game's export, which the offline verifier checks
    record = zstandard.ZstdDecompressor().decompress((tmp_path / f"{gid}.json.zst").read_bytes())
    (tmp_path / "g.json").write_bytes(record)
    done = subprocess.run([sys.executable, "-m", "domain.audit", str(tmp_path / "g.json")], cwd=ROOT,
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    assert json.loads(record)["events"][-1]["type"] == "GameFinished"


def test_a_damaged_record_is_refused_never_served(app, client, redis_client):
    svc = app.extensions["arbiter"]
    gid, _ = played_game(client, "grove", 8, seed=5)
    assert Compactor(svc).archive_game(gid) == "ok"
    from service.storage.archive import decode, encode

    record = decode(redis_client.get(record_key(gid)), redis_client.hget(key(gid, "meta"), "head_hash").decode(),
                    int(redis_client.hget(key(gid, "meta"), "version")))
    events = record.events()
    events[2]["data"] = {"tampered": True}
    redis_client.set(record_key(gid), encode(gid, events, record.seed_hex))
    from service.storage.store import EventStore

    with pytest.raises(CorruptArchive, match="ending in"):
        EventStore(redis_client).read(gid)  # a fresh process: nothing cached


def test_the_sweep_archives_only_games_past_their_retention(app, client, redis_client, monkeypatch):
    svc = app.extensions["arbiter"]
    gid, _ = played_game(client, "grove", 4, seed=9)
    monkeypatch.setenv("ARBITER_ARCHIVE_AFTER_SECONDS", "3600")
    Compactor(svc).sweep()
    assert not redis_client.exists(record_key(gid))
    monkeypatch.setenv("ARBITER_ARCHIVE_AFTER_SECONDS", "0")
    Compactor(svc).sweep()
    assert redis_client.exists(record_key(gid)) and redis_client.hget(key(gid, "meta"), "archived")


def test_a_game_whose_chain_does_not_verify_is_never_archived_and_does_not_stop_the_sweep(app, client, redis_client,
                                                                                         monkeypatch):
    """A tampered game (its recorded head no longer the chain's) stays in its stream for /audit to show;
    the sweep goes on to archive the others (it stopped at the first such game, in a full run)."""
    import time

    svc = app.extensions["arbiter"]
    bad, _ = played_game(client, "grove", 3, seed=21)
    good, _ = played_game(client, "grove", 3, seed=22)
    events = key(bad, "events")
    # history tampered with: the stored chain no longer reaches the head the game records
    redis_client.hset(key(bad, "meta"), "head_hash", "0" * 64)
    monkeypatch.setenv("ARBITER_ARCHIVE_AFTER_SECONDS", "0")
    assert Compactor(svc).archive_game(bad) == "corrupt"
    Compactor(svc).sweep(now=time.time() + 1)
    assert not redis_client.exists(record_key(bad)) and redis_client.exists(events)
    assert redis_client.exists(record_key(good))
    assert client.get(f"/v1/games/{bad}/audit").get_json()["verified"] is False
