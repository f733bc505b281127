"""What a page may show: seat 1's page never holds seat 0's secrets (DOM and every response it
received); the replay slider walks finished games of every ruleset; the audit panel checks the
chain in the browser and says so plainly when a stored event was altered."""
from __future__ import annotations

import json
import re

import pytest
import requests

from .conftest import screenshot
from .helpers import create, play_random, seat_link, wait_ready


def _record_responses(page) -> list:
    bodies = []

    def keep(resp):
        try:
            if "json" in (resp.headers.get("content-type") or "") or resp.url.endswith(".svg") or "stream" in resp.url:
                bodies.append(resp.text())
        except Exception:  # an event stream still open has no body to read yet
            pass
    page.on("response", keep)
    return bodies


def _walk(node, visit):
    visit(node)
    if isinstance(node, dict):
        for v in node.values():
            _walk(v, visit)
    elif isinstance(node, list):
        for v in node:
            _walk(v, visit)


def test_a_battalla_page_for_seat_1_never_holds_seat_0_hand(web_server, context, redis_client):
    game = create(web_server, "battalla", [{"name": "ana"}, {"name": "bo"}])
    play_random(web_server, game, 30, seed=3)
    t0 = next(s["token"] for s in game["seats"] if s["seat"] == 0)

    def seat_0_hides_a_card():  # the deal is the game's own (a fresh seed each run): play on until it does
        view = requests.get(f"{web_server}/v1/games/{game['id']}", headers={"Authorization": f"Bearer {t0}"},
                            timeout=10).json()["view"]
        return bool(view["hand"])
    for extra in range(40):
        if seat_0_hides_a_card():
            break
        play_random(web_server, game, 1, seed=100 + extra)
    page = context.new_page()
    bodies = _record_responses(page)
    page.goto(seat_link(web_server, game, 1))
    wait_ready(page, 1)
    page.wait_for_timeout(500)
    secret = requests.get(f"{web_server}/v1/games/{game['id']}", headers={"Authorization": f"Bearer {t0}"},
                          timeout=10).json()["view"]
    mine = requests.get(f"{web_server}/v1/games/{game['id']}", timeout=10,
                        headers={"Authorization": f"Bearer {game['seats'][1]['token']}"}).json()["view"]
    assert secret["hand"] and secret["hand"] != mine["hand"]
    shown = page.locator("[data-hand-card]").evaluate_all("ns => ns.map(n => n.getAttribute('data-hand-card'))")
    assert shown == mine["hand"]
    for bad in ([f'data-hand-card="{c}"' for c in secret["hand"] if c not in mine["hand"]]
                + [f'data-hero-card="{c}"' for c in secret["hero_deck"]]):
        assert bad not in page.content()
    hands = []
    for body in bodies:
        try:
            doc = json.loads(body)
        except ValueError:
            assert json.dumps(secret["hand"]) not in body
            continue
        _walk(doc, lambda n: hands.append(n["hand"]) if isinstance(n, dict) and "hand" in n else None)
    assert hands and all(h in (mine["hand"], None, []) or h == mine["hand"] for h in hands), hands
    assert secret["hand"] not in hands


def test_a_battlegates_page_for_seat_1_never_holds_seat_0_maze(web_server, context):
    game = create(web_server, "battlegates", [{"name": "ana"}, {"name": "bo"}])
    t0 = game["seats"][0]["token"]
    hdr = {"Authorization": f"Bearer {t0}"}
    for _ in range(8):  # seat 0 builds part of its maze behind the divider
        legal = requests.get(f"{web_server}/v1/games/{game['id']}/legal-moves", headers=hdr, timeout=10).json()["moves"]
        assert requests.post(f"{web_server}/v1/games/{game['id']}/moves", json={"move": legal[0]}, headers=hdr,
                             timeout=10).status_code == 201
    full = requests.get(f"{web_server}/v1/games/{game['id']}", headers=hdr, timeout=10).json()["view"]
    placed = [c for c in full["chars"] if c[0] == 0 and c[2] >= 0]
    assert placed or full["walls"] or full["gates"]
    page = context.new_page()
    bodies = _record_responses(page)
    page.goto(seat_link(web_server, game, 1))
    wait_ready(page, 1)
    page.wait_for_timeout(500)
    assert page.locator('[data-piece][data-castle="0"]').count() == 0
    assert page.locator('[data-wall][data-castle="0"], [data-gate][data-castle="0"]').count() == 0
    assert "hidden until the reveal" in page.content()
    for body in bodies:
        try:
            doc = json.loads(body)
        except ValueError:
            continue
        found = []
        _walk(doc, lambda n: found.append(n) if isinstance(n, dict) and "chars" in n else None)
        for view in found:
            assert all(c[2] < 0 for c in view["chars"] if c[0] == 0), "seat 0's characters reached seat 1"
            assert not [w for w in view.get("walls", []) if w[0] == 0]
            assert not [g for g in view.get("gates", []) if g[0] == 0]
    screenshot(page, "battlegates-setup-seat1")


# what the replay shows once it has drawn version `at`: every board title (one) and the last event
STEP = """(at) => document.body.dataset.at === at
  && [[...document.querySelectorAll('#board svg > title')].map((t) => t.textContent),
      document.getElementById('event').textContent]"""

SHORT = {"grove": ({}, 2, 60), "channeling": ({}, 2, 60), "dale": ({}, 3, 60), "battlegates": ({}, 2, 60),
         "battalla": ({}, 2, 50)}


@pytest.mark.parametrize("ruleset", list(SHORT))
def test_the_replay_slider_walks_a_finished_game_and_the_audit_verifies(ruleset, web_server, phone, redis_client):
    options, n, moves = SHORT[ruleset]
    game = create(web_server, ruleset, [{"name": name} for name in ("Ana", "Bo", "Cy")[:n]], options)
    play_random(web_server, game, moves, seed=11)
    requests.post(f"{web_server}/v1/games/{game['id']}/resign", timeout=10,
                  headers={"Authorization": f"Bearer {game['seats'][0]['token']}"})
    final = requests.get(f"{web_server}/v1/games/{game['id']}", timeout=10).json()
    if final["status"] != "finished":  # 3+ seats: a resignation removes one seat; the others resign too
        for s in game["seats"][1:-1]:
            requests.post(f"{web_server}/v1/games/{game['id']}/resign", timeout=10,
                          headers={"Authorization": f"Bearer {s['token']}"})
        final = requests.get(f"{web_server}/v1/games/{game['id']}", timeout=10).json()
    assert final["status"] == "finished"
    page = phone.new_page()  # the screenshots of every game's start, middle and end are a phone's
    page.goto(f"{web_server}/games/{game['id']}")
    wait_ready(page, final["version"])
    screenshot(page, f"{ruleset}-end")
    page.click("#first")
    page.wait_for_function("document.body.dataset.at === '1'")
    assert page.locator("#board svg > title").text_content().endswith(", version 1")
    page.focus("#slider")
    for v in range(2, final["version"] + 1):
        page.keyboard.press("ArrowRight")
        # the drawn version's board title and last event, read in the same round trip as the wait
        # (the page sets data-at once it has drawn that version: both are of the same drawing)
        titles, last = page.wait_for_function(STEP, arg=str(v)).json_value()
        assert len(titles) == 1 and titles[0].endswith(f", version {v}"), titles
        assert last.startswith(f"Last: #{v} ")
        # the event in words (the server's sentence for this reader), never data notation
        assert last.endswith((".", "!", "?")) and not re.search(r"[\[\]{}]|\bNone\b", last), last
        if v == final["version"]:
            assert last.startswith(f"Last: #{v} The game is over: "), last
        if v == min(4, final["version"]):
            screenshot(page, f"{ruleset}-start")
        if v == final["version"] // 2:
            screenshot(page, f"{ruleset}-middle")
    page.click("#audit-box summary")
    page.click("#verify")
    page.wait_for_selector("[data-verdict]")
    assert page.locator("[data-verdict]").get_attribute("data-verdict") == "verified"
    assert "revealed seed matches the commitment" in page.locator("#audit").text_content()

    # alter one stored event (its data) and check again: the browser must say it is broken
    key = f"game:{{{game['id']}}}:events"
    entry_id, fields = redis_client.xrange(key, "0-2", "0-2")[0]
    env = json.loads(fields[b"e"])
    env["data"] = {**env["data"], "tampered": True}
    entries = redis_client.xrange(key)
    redis_client.delete(key)
    for eid, f in entries:
        redis_client.xadd(key, {b"e": json.dumps(env).encode()} if eid == entry_id else f, id=eid)
    page.reload()
    wait_ready(page)
    page.click("#audit-box summary")
    page.click("#verify")
    page.wait_for_selector("[data-verdict]")
    assert page.locator("[data-verdict]").get_attribute("data-verdict") == "broken"
    assert "event 2" in page.locator("#audit").text_content()


def test_the_audit_panel_finds_the_game_in_the_public_log_and_checks_its_proof(web_server, context, redis_client):
    game = create(web_server, "grove", [{"name": "ana"}, {"name": "bo"}])
    requests.post(f"{web_server}/v1/games/{game['id']}/resign",
                  headers={"Authorization": f"Bearer {game['seats'][0]['token']}"}).raise_for_status()
    log = requests.get(f"{web_server}/v1/games/{game['id']}/log").json()
    page = context.new_page()
    page.goto(seat_link(web_server, game, 0))
    wait_ready(page)
    page.click("#audit-box summary")
    page.click("#verify")
    page.wait_for_selector("#audit [data-verdict]")
    text = page.locator("#audit").text_content()
    assert page.locator("#audit [data-verdict]").get_attribute("data-verdict") == "verified", text
    finished = [x for x in log["leaves"] if x["leaf"]["kind"] == "finished"][0]
    assert f"in the public log at index {finished['index']}" in text
    assert "is signed by" in text or "cannot check Ed25519" in text
