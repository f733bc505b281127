"""People at the table, in a real Chromium: create a game from `/`, play it by clicking the board,
play by post through an invite link and watch the other move arrive live."""
from __future__ import annotations

import random
import re

from tests.e2e.helpers import purposeful

from .conftest import screenshot
from .helpers import listed_moves, play_by_taps, version, wait_ready

def _my_moves(page) -> list:
    return listed_moves(page)


def _create_from_lobby(page, base: str, seat_1: str, fields: dict) -> None:
    """Fill the lobby's form for a Grove game (seat 1 played by `seat_1`) and submit it."""
    page.goto(base + "/")
    wait_ready(page)
    page.select_option("#ruleset", "grove")
    for selector, value in fields.items():
        page.fill(selector, value)
    page.select_option("select[name=kind-1]", seat_1)
    page.click("button[type=submit]")


def test_create_a_grove_game_against_an_ai_and_play_it_to_the_end_by_clicking(web_server, context):
    page = context.new_page()
    _create_from_lobby(page, web_server, "greedy", {"#opt-turn_limit": "30"})
    page.wait_for_url("**/games/*")
    wait_ready(page)
    pick = random.Random(7)
    shots = {"start": False, "middle": False}
    for turn in range(400):
        page.wait_for_function("document.querySelector('#moves button[data-move]') || "
                               "document.body.dataset.status === 'finished'", timeout=60000)
        if page.evaluate("document.body.dataset.status") == "finished":
            break
        if not shots["start"]:
            screenshot(page, "web-grove-play")
            shots["start"] = True
        moves = _my_moves(page)
        if not moves:  # it ended between the wait and the read
            break
        play_by_taps(page, purposeful(pick, moves))
    else:
        raise AssertionError("the game did not end")
    assert page.evaluate("document.body.dataset.status") == "finished"
    screenshot(page, "web-grove-finished")


def test_two_players_play_by_post_through_an_invite_link_and_see_each_other_live(web_server, browser):
    ana_ctx = browser.new_context(viewport={"width": 1280, "height": 900}, bypass_csp=True)
    bo_ctx = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True, bypass_csp=True)
    try:
        ana = ana_ctx.new_page()
        _create_from_lobby(ana, web_server, "open", {"input[name=name-0]": "ana"})
        invite = ana.locator("#created input").first.input_value()
        assert "/join/" in invite and "#invite=" in invite
        ana.click("#open-game")
        wait_ready(ana)
        assert "Waiting" in ana.locator("#status").text_content()

        bo = bo_ctx.new_page()
        bo.goto(invite)
        wait_ready(bo)
        bo.fill("#name", "bo")
        bo.click("#claim")
        bo.wait_for_url("**/games/*")
        wait_ready(bo, 1)
        ana.wait_for_function("document.querySelector('#status').textContent.startsWith('To act')", timeout=60000)
        for page in (ana, bo):
            page.evaluate("window.__no_reload = true")
        for _ in range(4):
            mover, watcher = (ana, bo) if ana.locator("#moves button[data-move]").count() else (bo, ana)
            mover.wait_for_selector("#moves button[data-move]")
            # each choice in words: "ana stands a Light meeple up in the Grove …", never "stand: place grove"
            choices = [b.text_content() for b in mover.locator("#moves button[data-move]").all()]
            assert all(c.startswith(("ana ", "bo ")) and c.endswith(".") for c in choices), choices
            seen, mine = version(watcher), version(mover)
            for attempt in range(4):  # a click that a redraw swallowed lands nowhere: click again
                if version(mover) > mine:
                    break
                try:
                    mover.locator("#moves button[data-move]").first.click(timeout=5000)
                    mover.wait_for_function(f"Number(document.body.dataset.version) > {mine}", timeout=15000)
                except Exception:
                    assert attempt < 3, f"the mover's page never took the move (version {version(mover)})"
            try:
                watcher.wait_for_function(f"Number(document.body.dataset.version) > {seen}", timeout=60000)
            except Exception:
                raise AssertionError(f"the watcher's page stayed at version {version(watcher)} while the mover's "
                                     f"is at {version(mover)}: the move did not reach it live") from None
            wait_ready(watcher, seen + 1)
            assert watcher.evaluate("window.__no_reload === true"), "the page reloaded instead of updating live"
            last = watcher.locator("#event").text_content()  # the last move as a sentence, for the watcher
            assert re.match(r"Last: #\d+ (ana|bo) \w+ .*\.$", last) and "(" not in last, last
        screenshot(bo, "web-phone")
    finally:
        ana_ctx.close()
        bo_ctx.close()


def test_a_move_made_while_the_page_opens_its_stream_is_shown(web_server, context):
    """The stream opens with the game as it is then (api/stream.py: "first ... the full game"): a move
    made between the page's first load and that moment (an AI's, another player's) is told only by
    that first message, and the page must show it. It did not: it kept the version of its first load
    until a later event, and a game that then waited for this seat stood still on the screen."""
    from .helpers import create, play_random, seat_link

    game = create(web_server, "grove", [{"name": "Ana"}, {"name": "Bo"}])
    page = context.new_page()
    played = {}

    def hold_the_ticket(route):
        # the page has loaded the game; before its stream opens, the game moves on
        if not played:
            played["version"] = play_random(web_server, game, 3, seed=5)
        route.continue_()

    page.route("**/stream-tickets", hold_the_ticket)
    page.goto(seat_link(web_server, game, 0))
    for _ in range(200):  # the route handler runs while Playwright waits
        if played:
            break
        page.wait_for_timeout(100)
    assert played["version"] > game["version"]
    # shown without any later event (the checkStale safety net would take 30 s and more)
    page.wait_for_function(f"Number(document.body.dataset.version || 0) >= {played['version']}", timeout=15000)
    assert version(page) == played["version"]
