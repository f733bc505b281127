"""Every endpoint, driven through a whole game over the Flask test client, answers as openapi.yaml says.

Each response is checked by `contract.check`: its status code is documented for that operation,
its content type is the documented one (problem+json for every error), its body validates against
the documented schema, and documented headers (ETag, Location) are present and well formed.
"""
from __future__ import annotations

import itertools
import json
import random

import pytest

from domain.engine import all_rulesets, find_ruleset
from tests.conftest import METRICS_AUTH


def etag(version: int, seat: int | None) -> str:
    """The ETag of a game answer: the version, and whose view it is (docs/api.md)."""
    return f'"{version}"' if seat is None else f'"{version}-seat{seat}"'

PREFERRED = ("grove", "channeling", "dale", "battlegates", "battalla")
MAX_MOVES = 600

G = "/v1/games/{game_id}"


def pick_ruleset() -> str:
    ids = [rs.id for rs in all_rulesets()]
    for rid in PREFERRED:
        if rid in ids:
            return rid
    return ids[0]


RULESET = pick_ruleset()


def quick_options(ruleset_id: str) -> dict:
    """Options that keep a game short where the ruleset has such a knob."""
    rs = find_ruleset(ruleset_id)
    return {"turn_limit": 6} if "turn_limit" in rs.options else {}


def auth(token: str | None) -> dict:
    return {"Authorization": f"Bearer {token}"} if token else {}


def pascal(name: str) -> str:
    import re

    return "".join(p[:1].upper() + p[1:] for p in re.split(r"[^A-Za-z0-9]+", name) if p)


class Table:
    """One game under test: its id, tokens, and checked calls."""

    def __init__(self, client, contract, ruleset: str = RULESET, options: dict | None = None):
        self.client, self.contract, self.ruleset = client, contract, ruleset
        rs = find_ruleset(ruleset)
        n = rs.min_seats
        body = {"ruleset": ruleset, "seats": [{"name": f"p{i}"} for i in range(n)],
                "options": quick_options(ruleset) if options is None else options}
        resp = client.post("/v1/games", json=body)
        self.created = contract.check(resp, "POST", "/v1/games", 201, request_body=body)
        assert resp.headers["Location"] == f"/v1/games/{self.created['id']}"
        assert resp.headers["ETag"] == f'"{self.created["version"]}"'
        self.id = self.created["id"]
        self.tokens = {s["seat"]: s["token"] for s in self.created["seats"]}
        assert set(self.tokens) == set(range(n)), "every human seat gets its token at creation"

    def url(self, suffix: str = "") -> str:
        return f"/v1/games/{self.id}{suffix}"

    def game(self, seat: int | None = None) -> dict:
        resp = self.client.get(self.url(), headers=auth(self.tokens.get(seat)))
        body = self.contract.check(resp, "GET", G, 200)
        assert resp.headers["ETag"] == etag(body["version"], seat)
        assert body["your_seat"] == seat
        assert all("token" not in s for s in body["seats"]), "tokens are shown once, at creation"
        return body

    def legal(self, seat: int | None) -> dict:
        resp = self.client.get(self.url("/legal-moves"), headers=auth(self.tokens.get(seat)))
        # every move must be a documented Move, and one of this ruleset's (`<Ruleset>Move`)
        return self.contract.check(resp, "GET", G + "/legal-moves", 200,
                                   moves_union=f"{pascal(self.ruleset)}Move")

    def post_move(self, seat: int | None, move, status: int, headers: dict | None = None, raw=None):
        h = {**auth(self.tokens.get(seat)), **(headers or {})}
        if raw is not None:
            resp = self.client.post(self.url("/moves"), data=raw, headers={**h, "Content-Type": "application/json"})
        else:
            resp = self.client.post(self.url("/moves"), json={"move": move}, headers=h)
        body = self.contract.check(resp, "POST", G + "/moves", status,
                                   request_body={"move": move} if raw is None else None)
        if status == 201:
            assert resp.headers["ETag"] == etag(body["version"], seat)
            assert body["game"]["version"] == body["version"]
            assert body["events"] and body["events"][-1]["seq"] == body["version"]
        return body


@pytest.fixture
def table(client, contract):
    return Table(client, contract)


def candidates(schema: dict):
    """Well-formed instances of a move type schema (a few per field), for probing illegal moves."""
    props = schema["properties"]
    names = [k for k in props if k != "type"]

    def values(s: dict):
        if "enum" in s:
            return list(s["enum"])[:6]
        if s.get("type") == "integer":
            lo = s.get("minimum", 0)
            hi = s.get("maximum", lo + 5)
            return list(range(lo, min(hi, lo + 5) + 1))
        if s.get("type") == "boolean":
            return [True, False]
        if s.get("type") == "string":
            return ["x"]
        if s.get("type") == "array":
            item = values(s.get("items", {"type": "integer"}))[:3] or [0]
            n = max(s.get("minItems", 1), 1)
            return [list(itertools.islice(itertools.cycle(item), n)), [item[-1]] * n]
        return [None]

    required = set(schema.get("required", []))
    pools = [values(props[k]) for k in names if k in required]
    keys = [k for k in names if k in required]
    for combo in itertools.product(*pools):
        yield {"type": props["type"]["const"], **dict(zip(keys, combo))}


def an_illegal_move(ruleset_id: str, legal: list[dict]) -> dict | None:
    rs = find_ruleset(ruleset_id)
    for mt in rs.move_types.values():
        for i, m in enumerate(candidates(mt.json_schema())):
            if i > 200:
                break
            if m not in legal:
                return m
    return None


# --- rulesets ---------------------------------------------------------------------------------------

def test_list_and_get_rulesets(client, contract):
    listed = contract.check(client.get("/v1/rulesets"), "GET", "/v1/rulesets", 200)
    assert [r["id"] for r in listed["rulesets"]] == [rs.id for rs in all_rulesets()]
    for summary in listed["rulesets"]:
        one = contract.check(client.get(f"/v1/rulesets/{summary['id']}"), "GET", "/v1/rulesets/{ruleset_id}", 200)
        assert set(one["move_types"]) == set(find_ruleset(summary["id"]).move_types)
        for resource in one["resources"]:
            contract.check(client.get(f"/v1/rulesets/{summary['id']}/{resource}"), "GET",
                           "/v1/rulesets/{ruleset_id}/{resource}", 200)
        contract.check(client.get(f"/v1/rulesets/{summary['id']}/no-such-thing"), "GET",
                       "/v1/rulesets/{ruleset_id}/{resource}", 404)
    contract.check(client.get("/v1/rulesets/no-such-game"), "GET", "/v1/rulesets/{ruleset_id}", 404)


def test_documented_move_schemas_equal_what_the_api_serves(client, contract, spec):
    for rs in all_rulesets():
        served = client.get(f"/v1/rulesets/{rs.id}").get_json()
        for name, schema in served["move_types"].items():
            comp = spec["components"]["schemas"][f"{pascal(rs.id)}Move{pascal(name)}"]
            assert {k: v for k, v in comp.items() if k != "title"} == schema
        assert {k: v for k, v in spec["components"]["schemas"][f"{pascal(rs.id)}Options"].items()
                if k != "title"} == served["options"]


# --- a whole game -----------------------------------------------------------------------------------

def test_a_whole_game_through_every_read_and_write(client, contract, table):
    rng = random.Random(7)
    spectator = table.game(None)
    assert spectator["status"] == "active" and spectator["outcome"] is None
    for seat in table.tokens:
        assert table.game(seat)["version"] == spectator["version"]
    assert table.legal(None)["moves"] == []
    moves = 0
    game = spectator
    while game["status"] != "finished" and moves < MAX_MOVES:
        seat = game["to_act"][0]
        legal = table.legal(seat)
        assert legal["version"] == game["version"] and legal["moves"], f"seat {seat} is to act but has no moves"
        move = rng.choice(legal["moves"])
        key = {"Idempotency-Key": f"k{moves}"} if moves % 5 == 0 else {}
        result = table.post_move(seat, move, 201, {"If-Match": f'"{game["version"]}"', **key})
        if key:  # the replayed key answers the stored result, not a second move
            again = table.post_move(seat, move, 201, {**key})
            assert again == result
        game = result["game"]
        moves += 1
    if game["status"] != "finished":  # a long game: end it by resignation
        seat = game["to_act"][0]
        resp = client.post(table.url("/resign"), headers=auth(table.tokens[seat]))
        game = contract.check(resp, "POST", G + "/resign", 201)["game"]
    assert game["status"] == "finished" and game["outcome"] is not None and game["to_act"] == []

    # after the end: 409 on moves and resignations, the seed is revealed, everything verifies
    last_move = move
    body = table.post_move(0, last_move, 409)
    assert body["type"] == "urn:arbiter:problem:game-over"
    contract.check(client.post(table.url("/resign"), headers=auth(table.tokens[0])), "POST", G + "/resign", 409)
    assert table.legal(0)["moves"] == []
    audit = contract.check(client.get(table.url("/audit")), "GET", G + "/audit", 200)
    assert audit["verified"] is True and audit["seed"] and audit["version"] == game["version"]
    assert audit["seed_commitment"] == table.created["seed_commitment"]

    # the event log, page by page, seq 1..version with a null cursor at the end
    seqs, after = [], 0
    while True:
        resp = client.get(table.url(f"/events?after={after}&limit=7"))
        page = contract.check(resp, "GET", G + "/events", 200)
        seqs += [e["seq"] for e in page["events"]]
        if page["next"] is None:
            break
        after = page["next"]
    assert seqs == list(range(1, game["version"] + 1))

    for at in (1, max(1, game["version"] // 2), game["version"]):
        rep = contract.check(client.get(table.url(f"/replay?at={at}")), "GET", G + "/replay", 200)
        assert rep["version"] == at and rep["state"] is not None, "the full state is shown once finished"
    final = contract.check(client.get(table.url("/replay")), "GET", G + "/replay", 200)
    assert final["outcome"] == game["outcome"]


def test_reads_while_playing_are_redacted_and_paginated(client, contract, table):
    game = table.game(None)
    for seat in (None, *table.tokens):
        h = auth(table.tokens.get(seat))
        page = contract.check(client.get(table.url("/events"), headers=h), "GET", G + "/events", 200)
        assert page["next"] is None and page["events"][-1]["seq"] == game["version"]
        for e in page["events"]:
            assert set(e["private"]) <= ({str(seat)} if seat is not None else set())
        rep = contract.check(client.get(table.url(f"/replay?at={game['version']}"), headers=h), "GET", G + "/replay", 200)
        assert rep["state"] is None, "no full state while the game runs"
    audit = contract.check(client.get(table.url("/audit")), "GET", G + "/audit", 200)
    assert audit["seed"] is None and audit["verified"] is True
    one = contract.check(client.get(table.url("/events?after=0&limit=1")), "GET", G + "/events", 200)
    assert [e["seq"] for e in one["events"]] == [1] and one["next"] == 1


def test_resign_ends_a_two_player_game(client, contract, table):
    if len(table.tokens) != 2:
        pytest.skip("resignation ends only two-player games")
    resp = client.post(table.url("/resign"), headers=auth(table.tokens[1]))
    body = contract.check(resp, "POST", G + "/resign", 201)
    assert resp.headers["ETag"] == etag(body["version"], 1)
    assert body["game"]["status"] == "finished"
    assert body["game"]["outcome"]["winners"] == [0] and body["game"]["outcome"]["reason"] == "resignation"
    assert body["game"]["removed"] == [1]


# --- errors -------------------------------------------------------------------------------------------

def test_move_errors(client, contract, table):
    game = table.game(None)
    seat = game["to_act"][0]
    legal = table.legal(seat)["moves"]
    move = legal[0]

    stale = table.post_move(seat, move, 412, {"If-Match": f'"{game["version"] - 1}"'})
    assert stale["current_version"] == game["version"] and stale["type"].endswith(":stale-version")

    illegal = an_illegal_move(table.ruleset, legal)
    if illegal is not None:
        body = table.post_move(seat, illegal, 422)
        assert body["type"] == "urn:arbiter:problem:illegal-move", body
        assert "rule" in body

    bad = table.post_move(seat, {"type": "no-such-move"}, 422)
    assert bad["type"].endswith(":malformed-move") and "move.type" in bad["errors"]
    mistyped = table.post_move(seat, {**move, "unexpected_field": 1}, 422)
    assert mistyped["type"].endswith(":malformed-move") and "move.unexpected_field" in mistyped["errors"]

    for raw in (b"not json", b"[1, 2]", b'{"mv": {}}', b'{"move": {}, "extra": 1}'):
        body = table.post_move(seat, None, 400, raw=raw)
        assert body["errors"], raw
    for header in ({"If-Match": 'W/"3"'}, {"If-Match": "latest"}, {"Idempotency-Key": ""}):
        body = table.post_move(seat, move, 400, header)
        assert body["errors"]
    # a malformed Authorization is a 401 naming the scheme (issue 16 item 5; RFC 6750 would allow 400)
    body = table.post_move(seat, move, 401, {"Authorization": "Basic abc"})
    assert body["errors"] == {"Authorization": "malformed"}

    other = next(s for s in table.tokens if s not in game["to_act"]) if len(game["to_act"]) < len(table.tokens) else None
    if other is not None:
        body = table.post_move(other, move, 403)
        assert body["type"].endswith(":not-your-turn")
    resp = client.post(table.url("/moves"), json={"move": move})  # no token: say which credentials to send
    assert contract.check(resp, "POST", G + "/moves", 401)["type"].endswith(":unauthorized")
    assert resp.headers["WWW-Authenticate"].startswith("Bearer")

    resp = client.post(table.url("/moves"), json={"move": move}, headers=auth("not-a-token"))
    contract.check(resp, "POST", G + "/moves", 401)
    resp = client.post("/v1/games/0123456789abcdef/moves", json={"move": move}, headers=auth(table.tokens[seat]))
    contract.check(resp, "POST", G + "/moves", 404)

    # Idempotency-Key: the stored error is replayed; a different body under the same key is 422
    first = table.post_move(seat, {"type": "no-such-move"}, 422, {"Idempotency-Key": "e1"})
    assert table.post_move(seat, {"type": "no-such-move"}, 422, {"Idempotency-Key": "e1"}) == first
    reused = table.post_move(seat, move, 422, {"Idempotency-Key": "e1"})
    assert reused["type"].endswith(":idempotency-key-reused")
    assert table.game(None)["version"] == game["version"], "no error changed the game"


def test_read_errors(client, contract, table):
    missing = "/v1/games/0123456789abcdef"
    for suffix, path in (("", G), ("/legal-moves", G + "/legal-moves"), ("/events", G + "/events"),
                         ("/replay", G + "/replay"), ("/audit", G + "/audit")):
        contract.check(client.get(missing + suffix), "GET", path, 404)
        contract.check(client.get(table.url(suffix), headers=auth("wrong")), "GET", path, 401)
        contract.check(client.get(table.url(suffix), headers={"Authorization": "Token x"}), "GET", path, 401)
    contract.check(client.post(missing + "/resign", headers=auth("x")), "POST", G + "/resign", 404)
    contract.check(client.post(table.url("/resign"), headers=auth("x")), "POST", G + "/resign", 401)
    contract.check(client.post(table.url("/resign")), "POST", G + "/resign", 401)  # no token
    for query in ("after=-1", "after=x", "limit=0", "limit=1001"):
        contract.check(client.get(table.url(f"/events?{query}")), "GET", G + "/events", 400)
    for query in ("at=0", "at=x"):
        contract.check(client.get(table.url(f"/replay?{query}")), "GET", G + "/replay", 400)
    contract.check(client.get(table.url("/replay?at=100000")), "GET", G + "/replay", 404)


def test_create_errors(client, contract):
    P = "/v1/games"
    for body in ({}, {"ruleset": RULESET}, {"ruleset": RULESET, "seats": []},
                 {"ruleset": RULESET, "seats": [{"name": ""}]},
                 {"ruleset": RULESET, "seats": [{"name": "a", "ai": {"level": "genius"}}]},
                 {"ruleset": RULESET, "seats": [{"name": "a"}], "colour": "red"},
                 {"ruleset": RULESET, "seats": [{"name": "a"}], "clock": {"move_seconds": 0}}):
        problem = contract.check(client.post(P, json=body), "POST", P, 400)
        assert problem["errors"], body
    contract.check(client.post(P, data=b"nope", headers={"Content-Type": "application/json"}), "POST", P, 400)
    two = [{"name": "a"}, {"name": "b"}]
    unknown = contract.check(client.post(P, json={"ruleset": "no-such-game", "seats": two}), "POST", P, 422)
    assert unknown["errors"] == {"ruleset": "unknown ruleset"}
    bad_option = contract.check(client.post(P, json={"ruleset": RULESET, "seats": two, "options": {"nope": 1}}),
                                "POST", P, 422)
    assert "options.nope" in bad_option["errors"]
    rs = find_ruleset(RULESET)
    too_many = [{"name": f"p{i}"} for i in range(min(rs.max_seats + 1, 8))]
    if len(too_many) > rs.max_seats:
        contract.check(client.post(P, json={"ruleset": RULESET, "seats": too_many}), "POST", P, 422)
    big = {"ruleset": RULESET, "seats": two, "options": {"x": "y" * 70000}}
    contract.check(client.post(P, data=json.dumps(big), headers={"Content-Type": "application/json"}), "POST", P, 413)


def test_create_with_clock_and_ai_seat_shape(client, contract):
    body = {"ruleset": RULESET, "seats": [{"name": "human"}, {"name": "bot", "ai": {"level": "random"}}],
            "clock": {"move_seconds": 3600}}
    rs = find_ruleset(RULESET)
    if rs.min_seats > 2:
        body["seats"] += [{"name": f"h{i}"} for i in range(rs.min_seats - 2)]
    created = contract.check(client.post("/v1/games", json=body), "POST", "/v1/games", 201, request_body=body)
    assert "token" not in created["seats"][1] and created["seats"][1]["ai"]["level"] == "random"
    assert created["clock"]["on_timeout"] == "forfeit"


# --- health -------------------------------------------------------------------------------------------

def test_health(client, contract):
    contract.check(client.get("/healthz"), "GET", "/healthz", 200)
    contract.check(client.get("/readyz"), "GET", "/readyz", 200)
    if "/metrics" in {r.rule for r in client.application.url_map.iter_rules()}:
        text = contract.check(client.get("/metrics", headers=METRICS_AUTH), "GET", "/metrics", 200)
        assert "arbiter_games " in text


def test_readyz_unavailable_is_documented(redis_url, contract):
    from api import create_app

    app = create_app({"TESTING": True, "REDIS_URL": "redis://127.0.0.1:1/0", "SCHEDULE_JOBS": False})
    contract.check(app.test_client().get("/readyz"), "GET", "/readyz", 503)


# --- every ruleset: its opening and a few moves match the documented schemas -----------------------

@pytest.mark.parametrize("ruleset_id", [rs.id for rs in all_rulesets()])
def test_every_ruleset_plays_by_its_documented_move_schema(client, contract, ruleset_id):
    table = Table(client, contract, ruleset_id, options={})
    rng = random.Random(11)
    game = table.game(None)
    for _ in range(25):
        if game["status"] == "finished":
            break
        seat = game["to_act"][0]
        assert table.game(seat)["your_seat"] == seat
        legal = table.legal(seat)["moves"]
        assert legal, f"{ruleset_id}: seat {seat} is to act but has no legal moves"
        game = table.post_move(seat, rng.choice(legal), 201)["game"]
    contract.check(client.get(table.url("/events")), "GET", G + "/events", 200)
    contract.check(client.get(table.url("/audit")), "GET", G + "/audit", 200)


# --- anything else: still a problem -----------------------------------------------------------------

def test_unknown_routes_and_methods_answer_the_default_problem(client, contract, table, spec):
    assert spec["paths"][G]["get"]["responses"]["default"]["content"]["application/problem+json"]
    for resp, status in ((client.delete(table.url()), 405), (client.get("/v1/no-such-thing"), 404),
                         (client.put(table.url("/moves"), json={}), 405)):
        assert resp.status_code == status
        assert resp.headers["Content-Type"].startswith("application/problem+json")
        contract.validate(resp.get_json(), contract.component("Problem"), f"{status} problem")


def test_if_match_with_a_non_ascii_digit_is_400(client, contract, table):
    game = table.game(None)
    seat = game["to_act"][0]
    move = table.legal(seat)["moves"][0]
    table.post_move(seat, move, 400, {"If-Match": '"\u00b2"'})


# --- real HTTP ------------------------------------------------------------------------------------------

@pytest.mark.slow  # gunicorn
def test_over_real_http(live_server, contract):
    """A short round over gunicorn with `requests`: headers and content types as on the wire."""
    requests = pytest.importorskip("requests")
    s = requests.Session()
    contract.check(s.get(live_server + "/healthz", timeout=10), "GET", "/healthz", 200)
    contract.check(s.get(live_server + "/v1/rulesets", timeout=10), "GET", "/v1/rulesets", 200)
    rs = find_ruleset(RULESET)
    body = {"ruleset": RULESET, "seats": [{"name": f"p{i}"} for i in range(rs.min_seats)]}
    created = contract.check(s.post(live_server + "/v1/games", json=body, timeout=10), "POST", "/v1/games", 201)
    url = f"{live_server}/v1/games/{created['id']}"
    tokens = {x["seat"]: x["token"] for x in created["seats"]}
    seat = created["to_act"][0]
    resp = s.get(url + "/legal-moves", headers=auth(tokens[seat]), timeout=10)
    legal = contract.check(resp, "GET", G + "/legal-moves", 200, moves_union=f"{pascal(RULESET)}Move")
    resp = s.post(url + "/moves", json={"move": legal["moves"][0]}, timeout=10,
                  headers={**auth(tokens[seat]), "If-Match": resp.headers["ETag"]})
    played = contract.check(resp, "POST", G + "/moves", 201)
    resp = s.post(url + "/moves", json={"move": legal["moves"][0]}, timeout=10,
                  headers={**auth(tokens[seat]), "If-Match": f'"{created["version"]}"'})
    assert contract.check(resp, "POST", G + "/moves", 412)["current_version"] == played["version"]
    contract.check(s.get(url + "/events", timeout=10), "GET", G + "/events", 200)
    contract.check(s.get(live_server + "/v1/games/0123456789abcdef", timeout=10), "GET", G, 404)


def test_idempotency_key_in_flight_is_409(app, client, contract):
    """A key whose first request is still being decided: 409 (the pending mark is set as the service does)."""
    from service.play.games import fingerprint
    from service.storage.store import idem_key

    table = Table(client, contract)
    game = table.game(None)
    seat = game["to_act"][0]
    move = table.legal(seat)["moves"][0]
    store = app.extensions["arbiter"].store
    fp = fingerprint({"command": "move", "body": {"move": move}})
    assert store.idem_begin(idem_key(table.id, str(seat), "in-flight"), fp) is None
    body = table.post_move(seat, move, 409, {"Idempotency-Key": "in-flight"})
    assert body["type"] == "urn:arbiter:problem:idempotency-key-in-flight"
    assert table.game(None)["version"] == game["version"]
