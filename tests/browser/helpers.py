"""Driving the web table: clicks on the board by data-pick, and games made over the API."""
from __future__ import annotations

import json
import random

import requests

TARGETS = "#board [data-pick], #side [data-pick]"

FIND = """([partial]) => {
  const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
  for (const node of document.querySelectorAll('[data-test-target]')) node.removeAttribute('data-test-target');
  for (const node of document.querySelectorAll('#board [data-pick], #side [data-pick]')) {
    const picks = JSON.parse(node.getAttribute('data-pick'));
    if (picks.some((p) => Object.keys(p).length === Object.keys(partial).length
                      && Object.entries(partial).every(([k, v]) => same(p[k], v)))) {
      node.setAttribute('data-test-target', '1');
      return true;
    }
  }
  return false;
}"""


def is_touch(page) -> bool:
    return page.evaluate("navigator.maxTouchPoints > 0")


# a point of the element that a finger there would really touch (not covered by a neighbour): the
# centre if it is free, else the first free point of a 7 x 7 grid over its box
FREE_POINT = """(node) => {
  const r = node.getBoundingClientRect();
  const pts = [[0.5, 0.5]];
  for (let i = 1; i < 7; i++) for (let j = 1; j < 7; j++) pts.push([i / 7, j / 7]);
  for (const [fx, fy] of pts) {
    const x = r.left + r.width * fx, y = r.top + r.height * fy;
    if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
    const hit = document.elementFromPoint(x, y);
    if (hit && hit.closest('[data-pick], button, a') === node) return [x, y];
    if (hit && node.tagName === 'BUTTON' && node.contains(hit)) return [x, y];
  }
  return null;
}"""


def tap(page, locator, timeout: float | None = None) -> None:
    """A tap on a touch screen, a click elsewhere (as the person at that device would), where the
    element can really be touched. `timeout` (ms) bounds the wait for the element to exist."""
    for attempt in range(3):  # a live page may draw the element anew between finding and scrolling
        try:
            locator.scroll_into_view_if_needed(timeout=3000)
            break
        except Exception as exc:  # noqa: BLE001 - playwright's Error; the locator finds the new one
            if "not attached" not in str(exc) or attempt == 2:
                raise
    point = locator.evaluate(FREE_POINT, timeout=timeout)
    if point is None:  # nothing of it is free to touch: let Playwright say why
        (locator.tap if is_touch(page) else locator.click)(timeout=3000)
        return
    if is_touch(page):
        page.touchscreen.tap(*point)
    else:
        page.mouse.click(*point)


def click_pick(page, partial: dict) -> bool:
    """Tap the board or hand element whose data-pick offers exactly this partial move."""
    for _ in range(5):
        wait_ready(page)
        if not page.evaluate(FIND, [partial]):
            return False
        try:
            tap(page, page.locator("[data-test-target]").first)
            return True
        except Exception:  # the board was redrawn by a live update under the pointer: find it again
            page.wait_for_timeout(200)
    raise AssertionError(f"could not click the board element offering {partial}")


# the next element to tap for `move`: a live element with a partial of the move's fields not yet
# used by earlier taps (a list field, a path, takes its next element)
NEXT_TAP = """([move, used]) => {
  const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
  // every mark of an earlier call goes, not only those on elements still live: a stale mark on an
  // element that is no longer live would be tapped again (and counted) instead of the new target
  for (const node of document.querySelectorAll('[data-test-target]')) node.removeAttribute('data-test-target');
  const nodes = [...document.querySelectorAll('#board [data-pick].live, #side [data-pick].live')];
  for (const node of nodes) {
    for (const p of JSON.parse(node.getAttribute('data-pick'))) {
      const fields = Object.keys(p);
      if (!fields.length) continue;
      const ok = fields.every((f) => {
        const target = move[f];
        if (target === undefined) return false;
        const u = used[f] || 0;
        if (Array.isArray(target) && !Array.isArray(p[f])) return u < target.length && same(target[u], p[f]);
        return u === 0 && same(target, p[f]);
      });
      if (ok) { node.setAttribute('data-test-target', '1'); return fields; }
    }
  }
  return null;
}"""


def play_by_taps(page, move: dict, done: str | None = None) -> int:
    """Make `move` as a person would: tap the board and hand elements that name its fields, then,
    if several moves still match, tap it in the narrowed list. `done`: a JS condition that holds
    once the move is made (default: the game's version grew). Returns how many board taps it took."""
    before = version(page)
    done = done or f"Number(document.body.dataset.version) > {before}"
    used: dict = {}
    taps = 0
    for _ in range(20):
        if page.evaluate(done):
            break
        wait_ready(page)
        fields = page.evaluate(NEXT_TAP, [move, used])
        if not fields:
            break
        try:
            tap(page, page.locator("[data-test-target]").first)
        except Exception:  # a live update redrew the board under the finger: look again
            page.wait_for_timeout(200)
            continue
        taps += 1
        for f in fields:
            used[f] = used.get(f, 0) + 1
        page.wait_for_timeout(30)
    for attempt in range(30):
        if page.evaluate(done):
            break
        # a move the taps settled may be in flight: wait until the page has drawn what follows it
        page.wait_for_function("document.body.dataset.busy !== '1' && document.body.dataset.ready === '1'")
        if page.evaluate(done):
            break
        # the listed moves read in one go: a live redraw between reading and tapping must not leave
        # us waiting on a button that is gone (the move may have just landed)
        listed = page.evaluate("() => [...document.querySelectorAll('#moves button[data-move]')]"
                               ".map(b => b.dataset.move)")
        at = next((i for i, raw in enumerate(listed) if json.loads(raw) == move), None)
        if at is not None and not page.evaluate(done):
            try:
                tap(page, page.locator("#moves button[data-move]").nth(at), timeout=5000)
            except Exception:  # redrawn under the finger: the wait below tells whether the move landed
                pass
        try:  # a tap that a redraw swallowed lands nowhere: look again and tap again. On the game
            # page a tap that lands marks the move in flight ("1") before its handler's first await
            # (game.js `play`), so "not in flight, not done" ("0") says at once that it fell on
            # nothing or was refused, instead of 10 s of waiting for each lost tap (six of them once
            # took 60 s). A page that marks nothing (the tutorial) waits for `done` as before.
            page.wait_for_function(f"({done}) || document.body.dataset.busy === '0'", timeout=10000)
            if page.evaluate(done):
                break
            page.wait_for_timeout(100)  # the redraw that swallowed it is over before the next look
        except Exception:
            pass
        if attempt == 29:
            raise AssertionError(f"the move {move} never landed; the page lists {listed}, "
                                 f"its state: {page.evaluate('({...document.body.dataset})')}")
    return taps


def listed_moves(page) -> list:
    """The moves the page lists for me once it lists some ([] once the game is over), read in one
    go: one round trip, not one per button (a Battlegates maze set-up lists 400 of them, which
    cost 4-8 s a turn read button by button), and never a list a live redraw emptied between a
    wait and the read."""
    return json.loads(page.wait_for_function("""() => {
      const listed = [...document.querySelectorAll('#moves button[data-move]')].map((b) => JSON.parse(b.dataset.move));
      if (document.body.dataset.ready === '1' && listed.length) return JSON.stringify(listed);
      return document.body.dataset.status === 'finished' ? '[]' : null;
    }""").json_value())


def version(page) -> int:
    return int(page.evaluate("document.body.dataset.version || '0'"))


def wait_ready(page, at_least: int = 0) -> None:
    page.wait_for_function(f"document.body.dataset.ready === '1' && Number(document.body.dataset.version || 0) >= {at_least}")


def create(base: str, ruleset: str, seats: list, options: dict | None = None) -> dict:
    resp = requests.post(f"{base}/v1/games", json={"ruleset": ruleset, "seats": seats, "options": options or {}}, timeout=20)
    assert resp.status_code == 201, resp.text
    return resp.json()


def play_random(base: str, game: dict, moves: int, seed: int = 0) -> int:
    """Play random legal moves over HTTP with the game's seat tokens; returns the version reached.
    The game after a move is the one the move's answer carries (its status and seats to act), not
    a GET of its own: two requests a move, not three, and the same moves for the same seed."""
    pick = random.Random(seed)
    tokens = {s["seat"]: s["token"] for s in game["seats"] if s.get("token")}
    v = game["version"]
    g = requests.get(f"{base}/v1/games/{game['id']}", timeout=20).json() if moves else None
    for _ in range(moves):
        if g["status"] != "active" or not g["to_act"]:
            break
        seat = pick.choice(g["to_act"])
        hdr = {"Authorization": f"Bearer {tokens[seat]}"}
        legal = requests.get(f"{base}/v1/games/{game['id']}/legal-moves", headers=hdr, timeout=20).json()["moves"]
        resp = requests.post(f"{base}/v1/games/{game['id']}/moves", json={"move": pick.choice(legal)}, headers=hdr, timeout=20)
        assert resp.status_code == 201, resp.text
        done = resp.json()
        v = done["version"]
        g = done.get("game") or requests.get(f"{base}/v1/games/{game['id']}", timeout=20).json()
    return v


def seat_link(base: str, game: dict, seat: int) -> str:
    token = next(s["token"] for s in game["seats"] if s["seat"] == seat)
    return f"{base}/games/{game['id']}#token={token}&seat={seat}"


def dumps(obj) -> str:
    return json.dumps(obj, separators=(",", ":"))
