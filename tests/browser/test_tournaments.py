"""Tournament and ratings pages in a real Chromium: create a tournament on /tournaments, enter AI
levels and start it from its page, watch it to the end (standings, rounds, a link to every game),
and the leaderboard with the AI levels; screenshots for docs/screenshots/."""
from __future__ import annotations

import requests

from tests.conftest import wait_for

from .a11y import axe_violations, small_targets, small_text
from .conftest import screenshot


PHONE_WIDTH = 390  # the `phone` fixture's screen
# what sticks out past a phone's screen (a table in a box that scrolls by itself does not count);
# measured against the screen, not innerWidth: a mobile browser widens its viewport to a page that overflows
OVERFLOW = """(width) => [...document.querySelectorAll('body *')]
  .filter((n) => n.getBoundingClientRect().right > width + 1 && !n.closest('.scroll'))
  .map((n) => `${n.tagName.toLowerCase()}${n.id ? '#' + n.id : ''} to ${Math.round(n.getBoundingClientRect().right)} px`)"""


def _on_a_phone(page, url: str, ready: str, name: str) -> None:
    """The page at a phone's width: nothing wider than the screen, text and targets of a readable
    and touchable size, no accessibility violation; a screenshot for docs/screenshots/. `page`: one
    tab of the phone's profile, taken from page to page (the pages are public: the profile holds
    nothing that one could leave for the next; a profile and its renderer a page cost ~1 s of CPU)."""
    page.goto(url)
    page.wait_for_function(ready)
    wide = page.evaluate(OVERFLOW, page.viewport_size["width"])
    assert wide == [], f"{name}: wider than a phone's screen: {wide}"
    assert small_text(page) == [], f"{name}: text under 12 px on a phone"
    assert small_targets(page) == [], f"{name}: targets under 44 x 44 px on a phone"
    assert axe_violations(page) == []
    screenshot(page, name)


def _ai_ladder(base: str) -> dict:
    """A round robin of four AI levels on grove, started: random, greedy and two MCTS budgets, in
    games of 30 turns as the Swiss tournament's (every move of the six games is a worker job, the
    MCTS ones the dearest; the leaderboard's AI rows and a history come the same at 30 as at 60)."""
    t = requests.post(f"{base}/v1/tournaments", timeout=10, json={
        "ruleset": "grove", "format": "round_robin", "name": "AI ladder", "options": {"turn_limit": 30}}).json()
    creator = {"Authorization": f"Bearer {t['creator_token']}"}
    for ai in ({"level": "random"}, {"level": "greedy"}, {"level": "mcts", "iterations": 40},
               {"level": "mcts", "iterations": 300}):
        requests.post(f"{base}/v1/tournaments/{t['id']}/entrants", json={"ai": ai}, headers=creator, timeout=10)
    requests.post(f"{base}/v1/tournaments/{t['id']}/start", headers=creator, timeout=10)
    return t


def test_a_tournament_from_its_page_to_its_standings(web_server, context, phone):
    page = context.new_page()
    on_phone = phone.new_page()
    page.goto(web_server + "/tournaments")
    page.wait_for_selector("#ruleset option[value=grove]", state="attached")
    page.fill("#name", "Friday Swiss")
    page.select_option("#ruleset", "grove")
    page.select_option("#format", "swiss")
    page.fill("#rounds", "2")
    page.fill("#hours", "1")
    # AI games of a bounded length: random and greedy draw a grove game at its turn limit (139-152
    # moves at 120 turns, 70-73 at 60, in every pairing tried), so its length shows nothing here and
    # each move is a worker job; 30 turns give the same standings, rounds and tie-breaks
    page.fill("#turn-limit", "30")
    page.click("#create button[type=submit]")
    page.wait_for_url("**/tournaments/*")
    tid = page.url.rstrip("/").split("/")[-1]
    for level, name in [("random", "Rita"), ("greedy", "Gus"), ("random", "Rob"), ("greedy", "Gil"),
                        ("greedy", "Gwen")]:
        page.select_option("#ai-level", level)
        page.fill("#ai-name", name)
        page.click("#add-ai button[type=submit]")
        page.wait_for_function(f"document.querySelectorAll('#entrants li').length >= 1 && "
                               f"document.getElementById('entrants').textContent.includes('{name}')")
    page.click("#start")
    page.wait_for_function("document.getElementById('summary').textContent.includes('running')")
    wait_for(lambda: requests.get(f"{web_server}/v1/tournaments/{tid}", timeout=10).json()["status"] == "finished",
             timeout=600, every=1)
    # an AI ladder's round robin (through the API) gives the leaderboard its AI levels; started now, so
    # that the worker plays it while the browser checks the finished Swiss tournament's pages
    t = _ai_ladder(web_server)
    page.reload()
    page.wait_for_function("document.querySelectorAll('#standings tbody tr').length === 5")
    # two rounds of two tables, each a link to its game (the rounds are drawn after the standings)
    page.wait_for_function("document.querySelectorAll('#rounds a').length >= 4")
    assert "Final" in page.text_content("#tie-breaks")
    assert page.text_content("#seed") != "revealed when the tournament finishes"
    screenshot(page, "tournament")
    assert axe_violations(page) == []
    _on_a_phone(on_phone, page.url, "document.querySelectorAll('#rounds a').length >= 4", "phone-tournament")
    page.goto(web_server + "/tournaments")
    page.wait_for_function("document.getElementById('finished').textContent.includes('Friday Swiss')")
    screenshot(page, "tournaments")
    _on_a_phone(on_phone, page.url, "document.getElementById('finished').textContent.includes('Friday Swiss')",
                "phone-tournaments")
    wait_for(lambda: requests.get(f"{web_server}/v1/tournaments/{t['id']}", timeout=10).json()["status"] == "finished",
             timeout=900, every=1)
    page.goto(web_server + "/ratings/grove")
    page.wait_for_function("document.querySelectorAll('#ai tbody tr').length >= 4")
    page.click("#board tbody tr button")
    page.wait_for_selector("#history tbody tr")
    first = page.text_content("#history tbody tr td a")
    assert first.startswith(("Won against AI", "Lost to AI", "Drew with AI")), f"a game read as {first!r}"
    screenshot(page, "ratings")
    assert axe_violations(page) == []
    _on_a_phone(on_phone, page.url, "document.querySelectorAll('#ai tbody tr').length >= 4", "phone-ratings")
