"""Driving the web table: clicks on the board by data-pick, and games made over the API."""
from __future__ import annotations

import json
import random

import requests

FIND = """([partial]) => {
  const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
  for (const node of document.querySelectorAll('#board [data-pick]')) node.removeAttribute('data-test-target');
  for (const node of document.querySelectorAll('#board [data-pick]')) {
    const picks = JSON.parse(node.getAttribute('data-pick'));
    if (picks.some((p) => Object.keys(p).length === Object.keys(partial).length
                      && Object.entries(partial).every(([k, v]) => same(p[k], v)))) {
      node.setAttribute('data-test-target', '1');
      return true;
    }
  }
  return false;
}"""


def click_pick(page, partial: dict) -> bool:
    """Click the board element whose data-pick offers exactly this partial move."""
    for _ in range(5):
        wait_ready(page)
        if not page.evaluate(FIND, [partial]):
            return False
        try:
            page.locator("#board [data-test-target]").first.click(timeout=3000)
            return True
        except Exception:  # the board was redrawn by a live update under the pointer: find it again
            page.wait_for_timeout(200)
    raise AssertionError(f"could not click the board element offering {partial}")


def version(page) -> int:
    return int(page.evaluate("document.body.dataset.version || '0'"))


def wait_ready(page, at_least: int = 0) -> None:
    page.wait_for_function(f"document.body.dataset.ready === '1' && Number(document.body.dataset.version || 0) >= {at_least}")


def create(base: str, ruleset: str, seats: list, options: dict | None = None) -> dict:
    resp = requests.post(f"{base}/v1/games", json={"ruleset": ruleset, "seats": seats, "options": options or {}}, timeout=20)
    assert resp.status_code == 201, resp.text
    return resp.json()


def play_random(base: str, game: dict, moves: int, seed: int = 0) -> int:
    """Play random legal moves over HTTP with the game's seat tokens; returns the version reached."""
    pick = random.Random(seed)
    tokens = {s["seat"]: s["token"] for s in game["seats"] if s.get("token")}
    v = game["version"]
    for _ in range(moves):
        g = requests.get(f"{base}/v1/games/{game['id']}", timeout=20).json()
        if g["status"] != "active" or not g["to_act"]:
            break
        seat = pick.choice(g["to_act"])
        hdr = {"Authorization": f"Bearer {tokens[seat]}"}
        legal = requests.get(f"{base}/v1/games/{game['id']}/legal-moves", headers=hdr, timeout=20).json()["moves"]
        resp = requests.post(f"{base}/v1/games/{game['id']}/moves", json={"move": pick.choice(legal)}, headers=hdr, timeout=20)
        assert resp.status_code == 201, resp.text
        v = resp.json()["version"]
    return v


def seat_link(base: str, game: dict, seat: int) -> str:
    token = next(s["token"] for s in game["seats"] if s["seat"] == seat)
    return f"{base}/games/{game['id']}#token={token}&seat={seat}"


def dumps(obj) -> str:
    return json.dumps(obj, separators=(",", ":"))
