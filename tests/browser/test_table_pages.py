"""What a week of play by post found on the lobby and the game page (issue 35), in a real Chromium
at phone and desktop size: no request storm while the server is unreachable, Battalla's deck
picker, AI seats named for what they are, the end of a game naming the winner and the placings,
the choices of a tap at hand on a phone, the created game in view on a desktop, the rules' seed
text rendered safely; and the test helper that marks the next element to tap."""
from __future__ import annotations

import os
import re

import pytest
import requests

from .a11y import axe_violations, small_targets, small_text
from .conftest import SHOTS, screenshot
from .helpers import NEXT_TAP, create, play_random, seat_link, tap, version, wait_ready
from .people import device
from .timelapse import time_lapse

KINDS = ["phone", "desktop"]


@pytest.mark.parametrize("kind", KINDS)
def test_an_unreachable_server_meets_one_backed_off_probe_not_a_storm(web_server, browser, kind):
    ctx = device(browser, kind)
    # the page's timers run 4 times as fast (its backoffs keep their shape): 8 s of the page's time,
    # and the probe that finds the server back, pass in a quarter of the wall time
    lapse = time_lapse(ctx, 4)
    try:
        game = create(web_server, "grove", [{"name": "Ana"}, {"name": "Bo"}])
        page = ctx.new_page()
        page.goto(seat_link(web_server, game, 0))
        wait_ready(page, 1)
        page.wait_for_function("document.querySelector('#live').classList.contains('on')", timeout=20000)
        said = page.locator("#status").text_content()
        asked = []

        def unreachable(route):
            asked.append(route.request.url)
            route.abort("connectionrefused")

        # the service goes away (a restart): every request to it fails, the stream drops
        page.route("**/v1/**", unreachable)
        page.route("**/healthz", unreachable)
        page.evaluate("window.dispatchEvent(new Event('offline')); window.dispatchEvent(new Event('online'))")
        page.wait_for_selector("#offline:not([hidden])", timeout=10000)
        page.wait_for_timeout(8000 / lapse)  # the window counted: 8 s of the page's time
        # before: ~300 requests a second; now a probe backed off (1, 2, 4 s ... jittered) and a stream
        # reconnect backed off the same way
        assert len(asked) <= 16, f"{len(asked)} requests in 8 s: {asked[:20]}"
        probes = [u for u in asked if u.endswith("/healthz")]
        assert 1 <= len(probes) <= 6, probes
        # the server answers again: the page finds out by itself, once, and is live again
        page.unroute("**/v1/**")
        page.unroute("**/healthz")
        page.wait_for_selector("#offline[hidden]", state="attached", timeout=30000)
        page.wait_for_function("document.querySelector('#live').classList.contains('on')", timeout=30000)
        wait_ready(page, 1)
        assert page.locator("#status").text_content() == said and page.locator("#error").is_hidden()
        # and it follows the game live again: a move made elsewhere shows without a reload
        seen = version(page)
        play_random(web_server, game, 1, seed=3)
        page.wait_for_function(f"Number(document.body.dataset.version) > {seen}", timeout=30000)
    finally:
        ctx.close()


@pytest.mark.parametrize("kind", KINDS)
def test_battalla_decks_are_chosen_from_the_starters_or_pasted_and_checked(web_server, browser, kind):
    ctx = device(browser, kind, "dark" if kind == "phone" else "light")
    try:
        page = ctx.new_page()
        page.goto(web_server + "/")
        wait_ready(page)
        page.select_option("#ruleset", "battalla")
        page.wait_for_selector("#opt-deck_1 option[value=custom]", state="attached")
        form = page.locator("#create").inner_text()
        assert "Player 1's deck" in form and "Player 2's deck" in form
        assert "seat 0" not in form and "deck_0" not in form and "deck 0" not in form and '"main"' not in form
        starters = page.locator("#opt-deck_0 option").all_text_contents()
        assert starters == ["Olympus (starter deck)", "Wildwood (starter deck)", "A deck of my own (advanced)…"]
        assert page.locator("#opt-deck_0").input_value() == "olympus"
        assert page.locator("#opt-deck_1").input_value() == "wildwood"
        # seat 2 is an AI by default, and named for what it is
        assert page.locator("input[name=name-1]").input_value() == "AI (greedy)"
        page.select_option("select[name=kind-1]", "mcts")
        assert page.locator("input[name=name-1]").input_value() == "AI (search)"
        page.select_option("select[name=kind-1]", "greedy")
        # a deck of one's own, started from the starter chosen before: a checked card list
        page.select_option("#opt-deck_1", "custom")
        box = page.locator("#opt-deck_1-custom")
        assert box.is_visible()
        page.wait_for_function("document.querySelector('#opt-deck_1-check').textContent.startsWith('A legal deck')")
        listed = box.input_value()
        assert listed.startswith("3 Berserker") and "\nHeroes:\n" in listed, listed
        assert page.locator("#opt-deck_1-check").text_content() == "A legal deck: 40 cards and 5 Heroes."
        box.fill(listed.replace("3 Berserker", "3 Berserker\n2 Nonsense Card"))
        page.wait_for_function("document.querySelector('#opt-deck_1-check').textContent.includes('Nonsense Card')")
        assert page.locator("#opt-deck_1-check").text_content() == "Line 2: no card is called “Nonsense Card”."
        assert box.get_attribute("aria-invalid") == "true"
        box.fill(listed.replace("3 Berserker", "5 Berserker"))
        page.wait_for_function("document.querySelector('#opt-deck_1-check').textContent.includes('5 copies')")
        assert "Berserker: 5 copies; a deck may hold at most 3." in page.locator("#opt-deck_1-check").text_content()
        if kind == "phone":
            page.locator("#options").scroll_into_view_if_needed()
            page.locator("#options").screenshot(path=os.path.join(SHOTS, "lobby-battalla-decks-phone-dark.png"))
        assert axe_violations(page) == []
        assert small_text(page) == []
        # refused before anything is sent, naming the player's deck; nothing is created
        made_before = len(requests.get(f"{web_server}/v1/games?ruleset=battalla&limit=100", timeout=10).json()["games"])
        tap(page, page.locator("#create button[type=submit]"))
        page.wait_for_selector("#create-error:not([hidden])")
        assert page.locator("#create-error").text_content().startswith("Player 2's deck: ")
        assert len(requests.get(f"{web_server}/v1/games?ruleset=battalla&limit=100", timeout=10).json()["games"]) == made_before
        # a legal custom deck plays
        box.fill(listed.replace("3 Berserker\n", "2 Berserker\n1 Fae Sprite\n"))  # a second Fae Sprite
        page.wait_for_function("document.querySelector('#opt-deck_1-check').textContent.startsWith('A legal deck')")
        tap(page, page.locator("#create button[type=submit]"))
        page.wait_for_url("**/games/*")
        wait_ready(page, 1)
        seats = page.locator("#seats li").all_text_contents()
        assert seats[1].startswith("AI (greedy) (seat 2, an AI)"), seats
    finally:
        ctx.close()


@pytest.mark.parametrize("kind", KINDS)
def test_the_end_of_a_game_names_the_winner_and_with_three_seats_the_placings(web_server, browser, kind):
    ctx = device(browser, kind)
    try:
        duel = create(web_server, "grove", [{"name": "Ana"}, {"name": "Bo"}])
        bo = {"Authorization": f"Bearer {duel['seats'][1]['token']}", "Idempotency-Key": f"r-{kind}"}
        assert requests.post(f"{web_server}/v1/games/{duel['id']}/resign", headers=bo, timeout=20).status_code in (200, 201)
        page = ctx.new_page()
        page.goto(seat_link(web_server, duel, 0))
        wait_ready(page, 1)
        status = page.locator("#status").text_content()
        # the page's words, or the server's outcome text where it gives one ("Ana wins: Bo resigned.")
        assert re.match(r"^Ana( \(you\))? wins: ", status), status
        assert "lacings" not in status

        dale = create(web_server, "dale", [{"name": "Ana"}, {"name": "Bo"}, {"name": "Cy"}])
        for seat in (1, 2):  # Bo goes out first, then Cy: Ana wins, Cy second, Bo third
            hdr = {"Authorization": f"Bearer {dale['seats'][seat]['token']}", "Idempotency-Key": f"r{seat}-{kind}"}
            assert requests.post(f"{web_server}/v1/games/{dale['id']}/resign", headers=hdr, timeout=20).status_code in (200, 201)
        page.goto(seat_link(web_server, dale, 2))
        wait_ready(page, 1)
        status = page.locator("#status").text_content()
        assert status.startswith("Ana wins: ") and "lacings" in status, status
        assert re.search(r"2nd Cy|Cy( \(you\))? 2nd", status) and re.search(r"3rd Bo|Bo 3rd", status), status
        if kind == "phone":
            screenshot(page, "game-finished-placings-phone")
    finally:
        ctx.close()


MANY = """() => {
  const moves = [...document.querySelectorAll('#moves button[data-move]')].map((b) => JSON.parse(b.dataset.move));
  const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
  let best = null, most = 1;
  for (const node of document.querySelectorAll('#board [data-pick].live')) {
    const partials = JSON.parse(node.getAttribute('data-pick'));
    const n = moves.filter((m) => partials.some((p) => Object.entries(p).every(([k, v]) => same(m[k], v)))).length;
    if (n > most) { most = n; best = node; }
  }
  if (best) best.setAttribute('data-test-many', '1');
  return most > 1;
}"""

CHOICES = """() => {
  const sheet = document.querySelector('.moves-area').getBoundingClientRect();
  const board = document.querySelector('#board').getBoundingClientRect();
  const chosen = document.querySelector('#board .chosen, #side .chosen');
  const c = chosen ? chosen.getBoundingClientRect() : null;
  const buttons = [...document.querySelectorAll('#moves button[data-move]')].map((b) => b.getBoundingClientRect());
  return {position: getComputedStyle(document.querySelector('.moves-area')).position,
          sheetTop: sheet.top, sheetBottom: sheet.bottom, boardTop: board.top, boardBottom: board.bottom,
          chosen: c && {top: c.top, bottom: c.bottom},
          buttons: buttons.length, firstButton: buttons[0] && {top: buttons[0].top, bottom: buttons[0].bottom},
          head: document.querySelector('#choice-head').textContent, headShown: !document.querySelector('#choice-head').hidden};
}"""


@pytest.mark.parametrize("kind,scheme", [("phone", "light"), ("phone", "dark"), ("desktop", "light")])
def test_a_tap_that_offers_several_moves_shows_them_at_hand_and_marks_what_was_tapped(web_server, browser, kind, scheme):
    ctx = device(browser, kind, scheme)
    try:
        game = create(web_server, "grove", [{"name": "Ana"}, {"name": "Bo"}])
        page = ctx.new_page()
        height = page.viewport_size["height"]
        # a position (a few random moves on) where a tap on the board leaves several of the mover's
        # moves (counted from the listed moves)
        for step in range(30):
            mover = requests.get(f"{web_server}/v1/games/{game['id']}", timeout=10).json()["to_act"][0]
            page.goto("about:blank")  # a new load, not a fragment change of the page already shown
            page.goto(seat_link(web_server, game, mover))
            wait_ready(page, 1)
            try:
                page.wait_for_selector("#moves button[data-move]", state="attached", timeout=20000)
            except Exception:
                raise AssertionError(f"{step} {mover} {page.evaluate('({...document.body.dataset})')} {page.locator('main').inner_text()[:500]}")
            page.wait_for_function("document.querySelector('#live').classList.contains('on')", timeout=20000)
            wait_ready(page)
            if page.evaluate(MANY):
                break
            play_random(web_server, game, 1, seed=step)
        else:
            raise AssertionError("no position of 30 had a tap with several moves")
        for attempt in range(4):  # a live redraw may replace the board between marking and tapping
            try:
                page.evaluate(MANY)
                tap(page, page.locator("[data-test-many]"), timeout=2000)
                break
            except Exception:
                assert attempt < 3, "the board kept changing under the finger"
                page.wait_for_timeout(300)
        page.wait_for_function("!document.querySelector('#choice-head').hidden")
        found = page.evaluate(CHOICES)
        assert found, "no tap on Grove's opening board offers several moves"
        assert found["chosen"] is not None  # the tapped element is marked
        assert found["head"].endswith(f"{found['buttons']} moves. Choose one, or tap the board again."), found["head"]
        # the first choice is on screen without scrolling, and so is the tapped element
        assert 0 <= found["firstButton"]["top"] and found["firstButton"]["bottom"] <= height, found
        assert 0 <= found["chosen"]["top"] and found["chosen"]["bottom"] <= height, found
        if kind == "phone":
            # a sheet over the page's foot, in the viewport; the tapped element above it, in sight
            assert found["position"] == "fixed" and found["sheetBottom"] <= height + 1
            assert found["chosen"]["bottom"] <= found["sheetTop"] + 1, found
            assert axe_violations(page) == [] and small_targets(page) == [] and small_text(page) == []
            page.screenshot(path=os.path.join(SHOTS, f"game-tap-choices-phone-{scheme}.png"))
        before = version(page)
        tap(page, page.locator("#moves button[data-move]").first)
        page.wait_for_function(f"Number(document.body.dataset.version) > {before}")
        wait_ready(page)
        assert page.evaluate("getComputedStyle(document.querySelector('.moves-area')).position") == "static"
    finally:
        ctx.close()


@pytest.mark.parametrize("kind", KINDS)
def test_the_lobby_brings_the_created_game_into_view_and_names_games_by_title_and_players(web_server, browser, kind):
    ctx = device(browser, kind)
    try:
        page = ctx.new_page()
        page.goto(web_server + "/")
        wait_ready(page)
        page.select_option("#ruleset", "dale")
        tap(page, page.locator("#add-seat"))
        page.select_option("select[name=kind-1]", "open")
        page.select_option("select[name=kind-2]", "random")
        tap(page, page.locator("#create button[type=submit]"))
        page.wait_for_selector("#created:not([hidden])")
        height = page.viewport_size["height"]
        box = page.evaluate("""() => { const r = document.querySelector('#created h2').getBoundingClientRect();
          const i = document.querySelector('#created input').getBoundingClientRect(); return [r.top, i.bottom]; }""")
        # "Game created" and the invite link, in view (scrolled to a whole pixel: the heading's top may
        # sit a fraction of a pixel above it)
        assert -1 < box[0] and box[1] <= height, box
        label = page.locator("#created .copy span").first.text_content()
        assert label == "seat 2 is open: invite link", label
        if kind == "desktop":
            screenshot_in_place(page, "lobby-created-desktop")
        page.goto(web_server + "/")
        wait_ready(page)
        page.wait_for_function("document.querySelector('#mine a')")
        mine = page.locator("#mine li").first.text_content()
        assert mine == "Battle of the Dale: Player 1 vs an open seat vs AI (random) · you are seat 1", mine
    finally:
        ctx.close()


def test_a_game_waiting_for_an_invited_player_says_which_seat_is_open(web_server, browser):
    ctx = device(browser, "phone")
    try:
        game = create(web_server, "grove", [{"name": "Ana"}, {"open": True}])
        page = ctx.new_page()
        page.goto(seat_link(web_server, game, 0))
        page.wait_for_function("document.body.dataset.status === 'waiting'")
        assert page.locator("#status").text_content() == "Waiting for players: seat 2 is open (taken with an invite link)."
        assert "None" not in page.locator("main").inner_text()  # the side panel said "Turn None."
    finally:
        ctx.close()


def test_another_seat_link_opened_in_the_same_tab_plays_that_seat(web_server, browser):
    """A seat link of the game already shown changes only the URL's fragment: the page kept the
    seat it had (and its token) until it was reloaded by hand."""
    ctx = device(browser, "phone")
    try:
        game = create(web_server, "grove", [{"name": "Ana"}, {"name": "Bo"}])
        page = ctx.new_page()
        page.goto(seat_link(web_server, game, 0))
        wait_ready(page, 1)
        page.wait_for_function("document.querySelector('#seat-info').textContent === 'You play as Ana.'")
        page.goto(seat_link(web_server, game, 1))
        said = ""
        for _ in range(100):  # the page reloads itself: read through the reload
            try:
                said = page.locator("#seat-info").text_content(timeout=2000)
            except Exception:
                said = ""
            if said == "You play as Bo.":
                break
            page.wait_for_timeout(100)
        assert said == "You play as Bo."
    finally:
        ctx.close()


def screenshot_in_place(page, name: str) -> None:
    """The viewport as the person sees it now (not scrolled to the top first)."""
    page.screenshot(path=os.path.join(SHOTS, f"{name}.png"))


MARKDOWN_PROBE = """async () => {
  const { renderMarkdown } = await import('/static/js/markdown.js');
  const box = document.createElement('div');
  box.append(renderMarkdown([
    '## Scores', '', '| Seat | Points |', '|---|---|', '| **Ana** | 3 |', '| Bo | 1 |', '',
    '<script>window.__ran = 1</script>', '<img src=x onerror="window.__ran = 2">', '<audio controls><source src=a.mp3></audio>',
    '[<i class="fa"></i> the PDF](/x.pdf) and *a word* and <b onclick="x()">bold</b>',
  ].join('\\n')));
  document.body.append(box);
  await new Promise((r) => setTimeout(r, 200));
  return {html: box.innerHTML, ran: window.__ran || 0, cells: [...box.querySelectorAll('td')].map((t) => t.textContent),
          heads: [...box.querySelectorAll('th')].map((t) => t.textContent)};
}"""


@pytest.mark.parametrize("kind,scheme", [("phone", "dark"), ("desktop", "light")])
def test_the_rules_panel_renders_the_seed_as_text_and_leaves_the_rest_out(web_server, browser, kind, scheme):
    ctx = device(browser, kind, scheme)
    try:
        game = create(web_server, "grove", [{"name": "Ana"}, {"name": "Bo"}])
        page = ctx.new_page()
        page.goto(seat_link(web_server, game, 0))
        wait_ready(page, 1)
        tap(page, page.locator("#rules-open"))
        page.wait_for_selector("#rules[open]")
        # the version of the rules the game is played under, for its whole life (issue 33, item 7)
        page.wait_for_selector("#rules-version")
        said = page.locator("#rules-version p").first.text_content()
        assert f"version {game['ruleset_version']} of the rules of Battle for the Grove" in said, said
        assert f"(grove@{game['ruleset_version']})" in said and "from its first move to its last" in said
        tap(page, page.locator("#rules-version summary"))
        assert page.locator("#rules-version li").count() == len(requests.get(
            f"{web_server}/v1/rulesets/grove", timeout=10).json()["versions"])
        if kind == "phone":
            page.screenshot(path=os.path.join(SHOTS, f"rules-version-phone-{scheme}.png"))
        tap(page, page.locator("#seed-open"))
        page.wait_for_selector("#seed-body:not([hidden]) .seed-text")
        seed = page.locator("#seed-body .seed-text")
        text = seed.inner_text()
        for raw in ("---", "<i", "<audio", "##", "](", "Your browser does not support", "title:"):
            assert raw not in text, raw
        assert page.locator("#seed-body .seed-text h3").first.text_content() == "Battle for the Grove Rules"
        headings = page.locator("#seed-body .seed-h").all_text_contents()
        assert "Components" in headings and "Actions in Detail" in headings, headings
        assert page.locator("#seed-body .seed-text ul li").first.text_content() == "12 Druid Meeples (6 Light and 6 Dark)"
        assert seed.locator("audio, script, i, source, img").count() == 0
        assert axe_violations(page) == []
        assert small_text(page) == []
        if kind == "phone":
            page.locator("#seed-body .seed-h", has_text="Components").scroll_into_view_if_needed()
            page.screenshot(path=os.path.join(SHOTS, f"rules-seed-phone-{scheme}.png"))
        # tables drawn as tables; a script, an image's handler, audio and an icon never get in
        probe = page.evaluate(MARKDOWN_PROBE)
        assert probe["ran"] == 0
        assert probe["heads"] == ["Seat", "Points"] and probe["cells"] == ["Ana", "3", "Bo", "1"]
        for bad in ("<script", "<img", "<audio", "onerror", "onclick", "<i ", "href"):
            assert bad not in probe["html"], (bad, probe["html"])
        assert "the PDF and <em>a word</em> and bold" in probe["html"], probe["html"]
    finally:
        ctx.close()


def test_the_helper_marks_only_the_element_to_tap_now(browser):
    """NEXT_TAP left the mark of an earlier call on an element no longer live, so `.first` could tap
    that element again and play_by_taps counted a tap that did nothing."""
    page = browser.new_page()
    try:
        page.set_content("""<div id="board">
          <button id="a" class="live" data-pick='[{"from":"grove"}]'>A</button>
          <button id="b" data-pick='[{"to":"circle-1"}]'>B</button></div>""")
        move = {"type": "move", "from": "grove", "to": "circle-1"}
        assert page.evaluate(NEXT_TAP, [move, {}]) == ["from"]
        assert page.evaluate("document.querySelector('[data-test-target]').id") == "a"
        # the tap on A used `from`: now B continues the move, and A is no longer live
        page.evaluate("document.querySelector('#a').classList.remove('live'); document.querySelector('#b').classList.add('live')")
        assert page.evaluate(NEXT_TAP, [move, {"from": 1}]) == ["to"]
        marked = page.evaluate("[...document.querySelectorAll('[data-test-target]')].map((n) => n.id)")
        assert marked == ["b"], marked
    finally:
        page.close()
