"""The public log's endpoints answer what openapi.yaml documents (issue 26)."""
from __future__ import annotations

from domain import tlog as T

from .test_api_contract import auth


def test_every_log_endpoint_matches_the_spec(client, contract):
    created = client.post("/v1/games", json={"ruleset": "grove", "seats": [{"name": "a"}, {"name": "b"}]}).get_json()
    gid = created["id"]
    client.post(f"/v1/games/{gid}/resign", headers=auth(created["seats"][0]["token"]))
    info = contract.check(client.get("/v1/log"), "GET", "/v1/log", 200)
    size = info["size"]
    note = contract.check(client.get("/v1/log/checkpoint"), "GET", "/v1/log/checkpoint", 200)
    assert T.open_checkpoint(note, [T.VerifierKey.parse(info["verifier_key"])]).size >= size
    assert contract.check(client.get("/v1/log/key"), "GET", "/v1/log/key", 200).strip() == info["verifier_key"]
    proof = contract.check(client.get("/v1/log/proof/inclusion", query_string={"index": size - 1, "size": size}),
                           "GET", "/v1/log/proof/inclusion", 200)
    T.verify_inclusion(size - 1, size, T.unb64(proof["leaf_hash"]), [T.unb64(h) for h in proof["proof"]],
                       T.unb64(info["root"]))
    contract.check(client.get("/v1/log/proof/consistency", query_string={"first": 1}), "GET",
                   "/v1/log/proof/consistency", 200)
    contract.check(client.get("/v1/log/proof/consistency", query_string={"first": size + 10}), "GET",
                   "/v1/log/proof/consistency", 400)
    contract.check(client.get("/v1/log/leaves", query_string={"start": size - 1}), "GET", "/v1/log/leaves", 200)
    tile = client.get("/v1/log/" + T.tile_path(0, 0, min(size, 256)))
    assert tile.status_code == 200 and tile.mimetype == "application/octet-stream"
    contract.check(client.get("/v1/log/tile/0/1"), "GET", "/v1/log/tile/{rest}", 400)
    game_log = contract.check(client.get(f"/v1/games/{gid}/log"), "GET", "/v1/games/{game_id}/log", 200)
    assert [x["leaf"]["kind"] for x in game_log["leaves"]] == ["created", "finished"]
    record = contract.check(client.get(f"/v1/games/{gid}/export", query_string={"log_since": 1}), "GET",
                            "/v1/games/{game_id}/export", 200)
    assert record["log"]["consistency"]["first"] == 1
