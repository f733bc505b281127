"""The coach on the replay page, in a real Chromium: for a finished game of every ruleset, a chart
with one line per seat and the turning points numbered on it, the turning points in words beside
it, a marked move opening its position in the replay; nothing while a game runs. Phone width
first, desktop, light and dark (docs/screenshots/coach-*.png)."""
from __future__ import annotations

import os

import pytest
import requests

from .conftest import SHOTS
from .helpers import create, play_random, seat_link
from .timelapse import time_lapse

GAMES = [("grove", 2, 40), ("dale", 3, 45), ("channeling", 2, 40), ("battalla", 2, 40), ("battlegates", 2, 40)]
NAMES = ["Ana", "Bo", "Cy", "Di", "Ed"]


def finished_game(base: str, ruleset: str, seats: int, moves: int, seed: int) -> dict:
    """A game of `ruleset` with random moves, then resigned by a seat to act if it still runs."""
    game = create(base, ruleset, [{"name": NAMES[i]} for i in range(seats)])
    play_random(base, game, moves, seed=seed)
    g = requests.get(f"{base}/v1/games/{game['id']}", timeout=20).json()
    if g["status"] != "finished":
        seat = g["to_act"][0]
        token = next(s["token"] for s in game["seats"] if s["seat"] == seat)
        while g["status"] != "finished":  # with 3 or more seats the game goes on without a resigned one
            r = requests.post(f"{base}/v1/games/{game['id']}/resign", timeout=20,
                              headers={"Authorization": f"Bearer {token}"})
            assert r.status_code == 201, r.text
            g = requests.get(f"{base}/v1/games/{game['id']}", timeout=20).json()
            if g["status"] != "finished":
                seat = next(s for s in g["to_act"] if s not in (g.get("removed") or []))
                token = next(s["token"] for s in game["seats"] if s["seat"] == seat)
    return game


# one finished game per (ruleset, seats, moves, seed) for the module: a finished game never changes and
# its analysis is computed once (by the worker, the cost of these tests), so a test that needs a
# finished Dale game opens the one the chart test analysed rather than playing and analysing another
_FINISHED: dict = {}


def finished_once(base: str, ruleset: str, seats: int, moves: int, seed: int) -> dict:
    key = (base, ruleset, seats, moves, seed)
    if key not in _FINISHED:
        _FINISHED[key] = finished_game(base, ruleset, seats, moves, seed)
    return _FINISHED[key]


def shot(page, name: str) -> None:
    os.makedirs(SHOTS, exist_ok=True)
    page.locator("#coach").screenshot(path=os.path.join(SHOTS, f"{name}.png"))


# the page asks for an analysis still being made again after the 202's Retry-After (5 s): with its
# timers 5 times as fast it asks every second, and a test waits about a second, not up to five, past
# the moment the worker is done (the asking, 202 then 200, is the page's own)
ASKS_FASTER = 5


def open_coach(page, base: str, game: dict, seat: int | None = 0):
    url = seat_link(base, game, seat) if seat is not None else f"{base}/games/{game['id']}"
    page.goto(url.split("#")[0] + "#analysis" if seat is None else url.replace("#token", "#analysis&token"))
    page.wait_for_selector("#coach[data-ready='1']", timeout=600_000)


@pytest.mark.parametrize("ruleset,seats,moves", GAMES)
def test_a_finished_game_of_every_ruleset_gets_its_chart_and_turning_points(web_server, phone, browser, ruleset,
                                                                            seats, moves):
    game = finished_once(web_server, ruleset, seats, moves, seed=len(ruleset))
    time_lapse(phone, ASKS_FASTER)
    page = phone.new_page()
    open_coach(page, web_server, game, seat=None)  # a spectator, by the coach's share link
    a = requests.get(f"{web_server}/v1/games/{game['id']}/analysis", timeout=20).json()
    assert a["status"] == "done" and a["names"] == NAMES[:seats]
    lines = page.locator("#coach .coach-chart .seat-line")
    assert lines.count() == seats
    marks = page.locator("#coach .coach-chart .turning")
    assert marks.count() == len(a["turning_points"])
    words = page.locator("#coach .coach-points li").all_inner_texts()
    assert len(words) == len(a["turning_points"])
    for text in words:
        assert text.split(" ")[0] in NAMES[:seats] and "The AI prefers" in text and "less chance to win" in text
        assert "undefined" not in text and "{" not in text and "NaN" not in text
    # the chart fits a phone's width: no sideways scrolling
    assert page.evaluate("document.documentElement.scrollWidth") <= 392
    # no dot covers another (turning points a move apart are drawn one above the other), so each can be tapped
    dots = page.evaluate("""[...document.querySelectorAll('#coach .coach-chart .turning circle')]
        .map((c) => [Number(c.getAttribute('cx')), Number(c.getAttribute('cy')), Number(c.getAttribute('r'))])""")
    assert all(((x1 - x2) ** 2 + (y1 - y2) ** 2) ** 0.5 >= r1 + r2 for i, (x1, y1, r1) in enumerate(dots)
               for (x2, y2, r2) in dots[i + 1:]), dots
    if a["turning_points"]:
        marks.first.locator("circle").click()  # the dot a finger taps (the group spans its drop line too)
        first = a["decisions"][a["turning_points"][0]]
        page.wait_for_function(f"document.getElementById('slider').value === '{first['version']}'")
        assert page.locator("#coach .coach-points li.picked").count() == 1
    shot(page, f"coach-{ruleset}-phone")
    if ruleset == "dale":  # three lines; desktop and dark too
        page.emulate_media(color_scheme="dark")
        shot(page, "coach-dale-phone-dark")
        desk = browser.new_context(viewport={"width": 1280, "height": 900}, color_scheme="dark")
        p2 = desk.new_page()
        open_coach(p2, web_server, game, seat=1)
        shot(p2, "coach-dale-desktop-dark")
        p2.emulate_media(color_scheme="light")
        shot(p2, "coach-dale-desktop")
        desk.close()


def test_no_analysis_while_a_game_runs(web_server, phone):
    game = create(web_server, "grove", [{"name": "Ana"}, {"name": "Bo"}])
    play_random(web_server, game, 4, seed=1)
    r = requests.get(f"{web_server}/v1/games/{game['id']}/analysis", timeout=20)
    assert r.status_code == 409 and r.headers["Content-Type"].startswith("application/problem+json")
    page = phone.new_page()
    page.goto(seat_link(web_server, game, 0))
    page.wait_for_function("document.body.dataset.ready === '1'")
    assert page.locator("#coach").is_hidden()


def test_show_this_position_moves_the_replay_and_brings_the_board_into_view(web_server, phone):
    # the chart test's three-seat Dale game (played and analysed once; made here if that test did not run)
    game = finished_once(web_server, *next(g for g in GAMES if g[0] == "dale"), seed=len("dale"))
    time_lapse(phone, ASKS_FASTER)
    page = phone.new_page()
    open_coach(page, web_server, game, seat=0)
    a = requests.get(f"{web_server}/v1/games/{game['id']}/analysis", timeout=20).json()
    if not a["turning_points"]:
        pytest.skip("this game had no turning point")  # not expected with random moves; say so if it happens
    last = a["decisions"][a["turning_points"][-1]]
    page.locator("#coach .coach-points li button").last.click()
    page.wait_for_function(f"document.getElementById('slider').value === '{last['version']}'")
    top = page.evaluate("document.getElementById('board').getBoundingClientRect().top")
    assert -5 <= top <= 100, top
