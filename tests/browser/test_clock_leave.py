"""Correspondence clocks in a real Chromium (issue 36, part 3): two accounts, one on a phone (dark),
one on a desktop (light). A game by challenge with a move allowance and a reserve shows each clock in
words; the phone's player declares leave on My games (a refused leave is a sentence at the form and
changes nothing), and the other player's open game page hears it: the leave is told, and the
deadline of the seat to act moves by the days of leave (its clock stands still then)."""
from __future__ import annotations

import os
import re
from datetime import datetime, timedelta, timezone

import requests

from .a11y import axe_violations, sideways_scroll
from .conftest import SHOTS, screenshot
from .helpers import wait_ready
from .people import device, sign_up

DAY = 86400
CLOCK = {"move_seconds": 2 * DAY, "reserve": {"start_seconds": 5 * DAY, "per_move_seconds": DAY, "max_seconds": 5 * DAY}}


def _fetch(page, path: str, method: str = "GET", body=None):
    """A request from the page as its signed-in person (session cookie and CSRF token)."""
    return page.evaluate("""async ([path, method, body]) => {
      const csrf = (document.cookie.match(/(?:^|; )arbiter_csrf=([^;]*)/) || [])[1] || '';
      const r = await fetch(path, {method, headers: {'X-CSRF-Token': decodeURIComponent(csrf), 'Content-Type': 'application/json',
                                                     'Idempotency-Key': crypto.randomUUID()},
                                   body: method === 'GET' ? undefined : JSON.stringify(body || {})});
      return {status: r.status, body: await r.json().catch(() => null)};
    }""", [path, method, body])


def test_a_reserve_is_shown_and_leave_declared_on_a_phone_moves_the_deadline_on_the_other_players_page(site, browser):
    ana_ctx, bo_ctx = device(browser, "desktop", "light"), device(browser, "phone", "dark")
    try:
        # each stays on the page with the recovery codes: the game and My games are opened below
        bo = sign_up(bo_ctx, site, "Bo Away", keep_codes_page=True)
        ana = sign_up(ana_ctx, site, "Ana Home", keep_codes_page=True)
        made = _fetch(ana, "/v1/challenges", "POST", {"to": "Bo Away", "ruleset": "grove", "clock": CLOCK, "seat": "first"})
        assert made["status"] == 201, made
        taken = _fetch(bo, f"/v1/challenges/{made['body']['id']}/accept", "POST")
        assert taken["status"] in (200, 201), taken
        game_id = taken["body"]["game"]["id"]
        game = requests.get(f"{site}/v1/games/{game_id}", timeout=20).json()
        while 1 not in game["to_act"]:  # Ana (seat 0) plays her turn (a Grove turn may be two actions)
            legal = _fetch(ana, f"/v1/games/{game_id}/legal-moves")["body"]
            assert _fetch(ana, f"/v1/games/{game_id}/moves", "POST", {"move": legal["moves"][0]})["status"] == 201
            game = requests.get(f"{site}/v1/games/{game_id}", timeout=20).json()
        assert game["to_act"] == [1]
        before = datetime.fromisoformat(game["deadline"].replace("Z", "+00:00"))

        # Ana's page: Bo's clock in words, with the reserve
        ana.goto(f"{site}/games/{game_id}")
        wait_ready(ana, 1)
        ana.wait_for_selector("#clocks:not([hidden])")
        said = ana.locator("#clocks li").first.text_content()
        assert re.match(r"^Bo Away: (1 day 23 hours|2 days) left, 5 days in reserve$", said), said

        # Bo on his phone: My games' leave panel, the allowance, a refusal, then a leave from tomorrow
        bo.goto(f"{site}/me")
        wait_ready(bo)
        bo.wait_for_function("document.querySelector('#leave-used').textContent.includes('of 30 days used')")
        tomorrow = datetime.now(timezone.utc).date() + timedelta(days=1)
        bo.fill("#leave-start", tomorrow.isoformat())
        bo.fill("#leave-days", "3")
        bo.click("#leave-declare")
        bo.wait_for_function("document.querySelector('#leave-done').textContent.length > 0")
        assert "Your clock stands still then in 1 game; the other players are told." in bo.locator("#leave-done").text_content()
        assert bo.locator("#leave-list li").count() == 1
        # the same days again: refused in a sentence at the form, and nothing changed
        version = requests.get(f"{site}/v1/games/{game_id}", timeout=20).json()["version"]
        bo.fill("#leave-start", (tomorrow + timedelta(days=1)).isoformat())
        bo.fill("#leave-days", "2")
        bo.click("#leave-declare")
        bo.wait_for_selector("#leave-error:not([hidden])")
        refusal = bo.locator("#leave-error").text_content()
        assert refusal.startswith("this leave overlaps your leave from ") and "start: overlaps a leave" in refusal, refusal
        assert bo.locator("#leave-list li").count() == 1
        assert requests.get(f"{site}/v1/games/{game_id}", timeout=20).json()["version"] == version
        bo.locator("#leave").screenshot(path=os.path.join(SHOTS, "leave-refused-phone-dark.png"))
        assert axe_violations(bo) == []
        assert sideways_scroll(bo)["page"] <= 0

        # Ana's open page hears it: the leave is told, and Bo's deadline moved by the 3 days
        ana.wait_for_function("[...document.querySelectorAll('#clocks li')].some((li) => li.textContent.includes('is on leave'))",
                              timeout=20000)
        told = next(t for t in ana.locator("#clocks li").all_text_contents() if "is on leave" in t)
        assert told.startswith("Bo Away is on leave ") and told.endswith("(UTC): the clock stands still then."), told
        after = requests.get(f"{site}/v1/games/{game_id}", timeout=20).json()
        assert datetime.fromisoformat(after["deadline"].replace("Z", "+00:00")) == before + timedelta(days=3)
        events = requests.get(f"{site}/v1/games/{game_id}/events", timeout=20).json()["events"]
        assert events[-1]["type"] == "SeatOnLeave" and events[-1]["text"].startswith("Bo Away is on leave from ")
        screenshot(ana, "clock-reserve-and-leave-desktop-light")
    finally:
        ana_ctx.close()
        bo_ctx.close()
