"""Tournaments and ratings answer as openapi.yaml documents them (statuses, bodies, problems)."""
from __future__ import annotations

T = "/v1/tournaments"
TID = T + "/{tournament_id}"


def test_a_tournament_through_its_documented_operations(client, contract):
    body = {"ruleset": "grove", "format": "swiss", "rounds": 2, "name": "contract", "options": {"turn_limit": 20}}
    created = contract.check(client.post(T, json=body), "POST", T, 201, request_body=body)
    tid, auth = created["id"], {"Authorization": f"Bearer {created['creator_token']}"}
    for i, level in enumerate(["random", "greedy", "random"]):
        join = {"ai": {"level": level}, "name": f"c{i}"}
        contract.check(client.post(f"{T}/{tid}/entrants", json=join, headers=auth), "POST", TID + "/entrants", 201,
                       request_body=join)
    contract.check(client.post(f"{T}/{tid}/entrants", json={"ai": {"level": "random"}, "name": "c0"}, headers=auth),
                   "POST", TID + "/entrants", 409)
    contract.check(client.post(f"{T}/{tid}/entrants", json={}), "POST", TID + "/entrants", 401)
    contract.check(client.get(f"{T}/{tid}"), "GET", TID, 200)
    contract.check(client.get(f"{T}/{tid}/standings"), "GET", TID + "/standings", 200)
    contract.check(client.post(f"{T}/{tid}/start"), "POST", TID + "/start", 401)
    started = contract.check(client.post(f"{T}/{tid}/start", headers=auth), "POST", TID + "/start", 200)
    assert started["status"] == "running"
    contract.check(client.post(f"{T}/{tid}/start", headers=auth), "POST", TID + "/start", 409)
    contract.check(client.get(f"{T}/{tid}/rounds/1"), "GET", TID + "/rounds/{n}", 200)
    contract.check(client.get(f"{T}/{tid}/rounds/2"), "GET", TID + "/rounds/{n}", 404)
    contract.check(client.get(f"{T}/{tid}/export?games=false"), "GET", TID + "/export", 200)
    contract.check(client.get(f"{T}/{tid}/export?games=maybe"), "GET", TID + "/export", 400)
    contract.check(client.get(f"{T}?status=running&ruleset=grove"), "GET", T, 200)
    contract.check(client.get(f"{T}?status=bogus"), "GET", T, 400)
    contract.check(client.get(f"{T}/{tid}/webhooks", headers=auth), "GET", TID + "/webhooks", 200)
    contract.check(client.get(f"{T}/{tid}/webhooks"), "GET", TID + "/webhooks", 401)
    contract.check(client.delete(f"{T}/{tid}/webhooks/wh_nosuch", headers=auth), "DELETE",
                   TID + "/webhooks/{wid}", 404)
    left = contract.check(client.delete(f"{T}/{tid}/entrants/e2", headers=auth), "DELETE",
                          TID + "/entrants/{entrant_id}", 200)
    assert next(e for e in left["entrants"] if e["id"] == "e2")["status"] == "withdrawn"
    contract.check(client.delete(f"{T}/{tid}/entrants/e2", headers=auth), "DELETE", TID + "/entrants/{entrant_id}", 409)
    contract.check(client.get(f"{T}/0123456789abcdef"), "GET", TID, 404)


def test_refusals_at_creation_are_documented(client, contract):
    contract.check(client.post(T, json={"ruleset": "grove", "format": "swiss"}), "POST", T, 422)
    contract.check(client.post(T, json={"ruleset": "grove", "format": "knockout", "rounds": 2}), "POST", T, 400)
    contract.check(client.post(T, json={"ruleset": "dale", "format": "swiss", "rounds": 2,
                                        "options": {"armies": ["human", "elf", "dwarf"]}}), "POST", T, 422)
    one = contract.check(client.post(T, json={"ruleset": "grove", "format": "swiss", "rounds": 1}), "POST", T, 201)
    auth = {"Authorization": f"Bearer {one['creator_token']}"}
    client.post(f"{T}/{one['id']}/entrants", json={"ai": {"level": "random"}}, headers=auth)
    problem = contract.check(client.post(f"{T}/{one['id']}/start", headers=auth), "POST", TID + "/start", 422)
    assert problem["type"] == "urn:arbiter:problem:too-few-entrants"


def test_ratings_are_documented(client, contract):
    contract.check(client.get("/v1/ratings/grove"), "GET", "/v1/ratings/{ruleset}", 200)
    contract.check(client.get("/v1/ratings/grove?kind=ai&limit=5"), "GET", "/v1/ratings/{ruleset}", 200)
    contract.check(client.get("/v1/ratings/grove?kind=robots"), "GET", "/v1/ratings/{ruleset}", 400)
    contract.check(client.get("/v1/ratings/nosuch"), "GET", "/v1/ratings/{ruleset}", 404)
    contract.check(client.get("/v1/ratings/grove/players/ai:nobody"), "GET", "/v1/ratings/{ruleset}/players/{player}",
                   404)
