"""What a week of play by post found on the account pages (issue 35), in a real Chromium at phone
and desktop size, light and dark: the panels readable in dark mode (axe's colour contrast too),
recovery codes in a grid that fits a phone with Copy and Download, the first "Notify this browser"
tap waiting for the service worker, a challenge by name answered from My games, an open seat taken
from the lobby in one tap, an invite taken as the signed-in account, My games and the header's
count following the account stream, and My games' replay and audit links."""
from __future__ import annotations

import os
import re

import pytest
import requests

from .a11y import axe_violations, sideways_scroll, small_text
from .conftest import SHOTS, screenshot
from .helpers import wait_ready
from .people import device, sign_up

CODE = re.compile(r"^[2-9A-Z]{4}(-[2-9A-Z]{4}){3}$")


def _overlaps(boxes: list) -> list:
    out = []
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            if a["x"] < b["x"] + b["w"] and b["x"] < a["x"] + a["w"] and a["y"] < b["y"] + b["h"] and b["y"] < a["y"] + a["h"]:
                out.append((a["text"], b["text"]))
    return out


CODE_BOXES = """() => [...document.querySelectorAll('#code-list li')].map((li) => {
  const r = li.getBoundingClientRect();
  return {text: li.textContent, x: r.x, y: r.y, w: r.width, h: r.height, clipped: li.scrollWidth > li.clientWidth + 0.5,
          right: r.right};
})"""


@pytest.mark.parametrize("kind", ["phone", "desktop"])
@pytest.mark.parametrize("scheme", ["dark", "light"])
def test_sign_up_shows_the_recovery_codes_whole_with_copy_and_download_and_every_panel_reads_well(site, browser, kind, scheme, tmp_path):
    ctx = device(browser, kind, scheme)
    try:
        ctx.grant_permissions(["clipboard-read", "clipboard-write"], origin=site)
        page = sign_up(ctx, site, f"Dana {kind} {scheme}", keep_codes_page=True)
        # the panels take the theme's colours: near-white text on near-white panels was unreadable
        panel = page.evaluate("getComputedStyle(document.querySelector('.panel')).backgroundColor")
        assert panel == ("rgb(33, 31, 28)" if scheme == "dark" else "rgb(255, 255, 255)"), panel
        codes = page.locator("#code-list li").all_text_contents()
        assert len(codes) == 10 and all(CODE.match(c) for c in codes), codes
        boxes = page.evaluate(CODE_BOXES)
        width = page.viewport_size["width"]
        assert [b["text"] for b in boxes if b["clipped"] or b["right"] > width] == []
        assert _overlaps(boxes) == []  # a code never runs into its neighbour ("J2Y26.")
        assert page.evaluate("getComputedStyle(document.querySelector('#code-list li')).fontFamily").startswith('"DejaVu Sans Mono"')
        assert sideways_scroll(page)["page"] <= 0
        assert small_text(page) == []
        assert axe_violations(page) == []  # colour contrast included, in this scheme
        if kind == "phone":
            screenshot(page, f"accounts-recovery-codes-phone-{scheme}")
        # Copy puts every code on the clipboard; Download saves them as a text file
        page.click(".copy-codes")
        page.wait_for_function("document.querySelector('#code-tools [role=status]').textContent === 'Copied.'")
        copied = page.evaluate("navigator.clipboard.readText()")
        assert all(c in copied for c in codes)
        with page.expect_download() as got:
            page.click(".download-codes")
        saved = tmp_path / "codes.txt"
        got.value.save_as(saved)
        assert got.value.suggested_filename == "arbiter-recovery-codes.txt"
        text = saved.read_text()
        assert all(f"{i + 1:>2}. {c}" in text for i, c in enumerate(codes)), text
        # My games, with its account, device, notification and token panels, in this scheme
        page.click("#continue")
        page.wait_for_url("**/me")
        wait_ready(page)
        assert axe_violations(page) == []
        colours = page.evaluate("""() => [...document.querySelectorAll('.panel')].map((p) => {
          const s = getComputedStyle(p); return [s.backgroundColor, s.color]; })""")
        assert len(colours) >= 4 and len(set(map(tuple, colours))) == 1, colours
        if kind == "phone":
            screenshot(page, f"accounts-my-games-phone-{scheme}")
        # new codes made from My games come the same way: whole, with Copy and Download
        page.once("dialog", lambda d: d.accept())
        page.click("#new-codes")
        page.wait_for_selector("#code-tools:not([hidden]) .download-codes")
        fresh = page.locator("#code-list li").all_text_contents()
        assert len(fresh) == 10 and not set(fresh) & set(codes)
        boxes = page.evaluate(CODE_BOXES)
        assert [b["text"] for b in boxes if b["clipped"] or b["right"] > width] == [] and _overlaps(boxes) == []
    finally:
        ctx.close()


def test_the_first_notify_this_browser_tap_waits_for_the_service_worker(site, browser):
    ctx = device(browser, "desktop")
    try:
        page = sign_up(ctx, site, "Nia First Tap")
        ctx.grant_permissions(["notifications"], origin=site)
        assert page.evaluate("navigator.serviceWorker.getRegistrations().then((r) => r.length)") == 0
        # what the page asks of the push manager, and whether the worker was active by then (headless
        # Chromium has no push service, so the subscription itself is refused after that: NOTES.md)
        page.evaluate("""() => {
          const original = PushManager.prototype.subscribe;
          window.__subscribeCalls = [];
          PushManager.prototype.subscribe = async function (...args) {
            const regs = await navigator.serviceWorker.getRegistrations();
            window.__subscribeCalls.push(regs.some((r) => r.active !== null));
            return original.apply(this, args);
          };
        }""")
        page.click("#push-on")
        page.wait_for_function("document.querySelector('#push-state').textContent.startsWith('push is not available')"
                               " || document.querySelector('#push-state').textContent === 'this browser will be told'",
                               timeout=30000)
        state = page.locator("#push-state").text_content()
        assert "no active Service Worker" not in state, state
        assert page.evaluate("window.__subscribeCalls") == [True]
    finally:
        ctx.close()


def test_the_fast_games_digest_is_a_preference_on_my_games(site, browser):
    """docs/notifications.md, "Fast games": mail for a fast game comes in an hourly digest unless the
    player turns it off on /me (the server's part is the notifications work: skipped until it is in)."""
    ctx = device(browser, "phone", "dark")
    try:
        page = sign_up(ctx, site, "Fay Fast")
        prefs = _fetch_json(page, "/v1/account/notifications")["body"]["prefs"]
        if "digest_fast_games" not in prefs:
            assert page.locator("#fast-row").is_hidden()
            pytest.skip("this server has no digest_fast_games preference yet")
        assert page.locator("#digest-fast").is_checked() == prefs["digest_fast_games"]
        page.locator("#digest-fast").set_checked(not prefs["digest_fast_games"])
        page.click("#save-prefs")
        page.wait_for_function("document.querySelector('#prefs-saved').textContent === 'saved'")
        now = _fetch_json(page, "/v1/account/notifications")["body"]["prefs"]
        assert now["digest_fast_games"] is (not prefs["digest_fast_games"])
        assert axe_violations(page) == []
    finally:
        ctx.close()


def _fetch_json(page, path: str, method: str = "GET"):
    """A request from the page as the signed-in person (the session cookie and its CSRF token)."""
    return page.evaluate("""async ([path, method]) => {
      const csrf = (document.cookie.match(/(?:^|; )arbiter_csrf=([^;]*)/) || [])[1] || '';
      const r = await fetch(path, {method, headers: {'X-CSRF-Token': decodeURIComponent(csrf), 'Content-Type': 'application/json',
                                                     'Idempotency-Key': crypto.randomUUID()},
                                   body: method === 'GET' ? undefined : '{}'});
      return {status: r.status, body: await r.json().catch(() => null)};
    }""", [path, method])


def test_a_challenge_by_name_an_open_seat_and_an_invite_all_reach_the_right_people_live(site, browser):
    ana_ctx, bo_ctx = device(browser, "desktop", "light"), device(browser, "phone", "dark")
    try:
        bo = sign_up(bo_ctx, site, "Bo Phone")
        ana = sign_up(ana_ctx, site, "Ana Desk")
        # Ana challenges Bo by name, from My games; a name nobody has is refused at the field
        ana.fill("#challenge-to", "Nobody Here")
        ana.click("#challenge-send")
        ana.wait_for_selector("#challenge-error:not([hidden])")
        assert "no account is called 'Nobody Here'" in ana.locator("#challenge-error").text_content()
        assert ana.locator("#challenge-to").get_attribute("aria-invalid") == "true"
        ana.fill("#challenge-to", "Bo Phone")
        ana.select_option("#challenge-ruleset", "grove")
        ana.select_option("#challenge-seat", "first")
        ana.click("#challenge-send")
        ana.wait_for_function("document.querySelector('#challenge-status').textContent === 'Challenge sent to Bo Phone.'")
        ana.wait_for_selector("#outgoing [data-cancel]")
        # Bo's open My games shows it without a reload (the account stream), with Accept and Decline
        bo.wait_for_selector("#incoming [data-accept]", timeout=20000)
        said = bo.locator("#incoming li").first.text_content()
        assert said.startswith("Ana Desk challenges you to Battle for the Grove (you play second)."), said
        assert bo.locator("#incoming [data-decline]").count() == 1
        assert axe_violations(bo) == []
        screenshot(bo, "me-challenge-incoming-phone-dark")
        bo.locator("#incoming [data-accept]").first.tap()
        bo.wait_for_url("**/games/*")
        game_id = bo.url.rsplit("/", 1)[1]
        wait_ready(bo, 1)
        bo.wait_for_function("document.querySelector('#seat-info').textContent === 'You play as Bo Phone.'")
        # Ana's open My games follows: the game appears, named by title and players
        try:
            ana.wait_for_selector(f"[data-game='{game_id}']", timeout=20000)
        except Exception:
            raise AssertionError(f"{ana.evaluate('({...document.body.dataset})')} {ana.locator('main').inner_text()[:600]}")
        assert ana.locator(f"[data-game='{game_id}'] a").first.text_content() == "Battle for the Grove: Ana Desk vs Bo Phone"
        ana.wait_for_selector("#outgoing li.muted")  # the challenge is no longer pending

        # the header's count on another page follows too: the lobby of whoever is to move says 1,
        # then the other resigns and it says 0, without a reload
        to_act = requests.get(f"{site}/v1/games/{game_id}", timeout=20).json()["to_act"]
        mover_ctx, other, winner = (ana_ctx, bo, "Ana Desk") if 0 in to_act else (bo_ctx, ana, "Bo Phone")
        lobby = mover_ctx.new_page()
        lobby.goto(site + "/")
        wait_ready(lobby)
        lobby.wait_for_function("document.querySelector('#turn-badge')?.textContent === '1'")
        # another tab of this browser (My games, or the game) holds the account stream; the lobby
        # hears it from that tab (one stream per browser, not one per tab)
        lobby.wait_for_function("document.body.dataset.accountStream === 'shared'")
        assert [p.evaluate("document.body.dataset.accountStream") for p in mover_ctx.pages].count("open") == 1
        assert _fetch_json(other, f"/v1/games/{game_id}/resign", "POST")["status"] in (200, 201)
        lobby.wait_for_function("document.querySelector('#turn-badge').textContent === '0'", timeout=20000)
        lobby.close()
        ana.wait_for_selector(f"#finished [data-game='{game_id}']", timeout=20000)
        # the page names the winner
        bo.goto(f"{site}/games/{game_id}")
        wait_ready(bo, 1)
        bo.wait_for_function(f"document.querySelector('#status').textContent.startsWith('{winner}')", timeout=20000)
        assert re.match(rf"^{winner}( \(you\))? wins: ", bo.locator("#status").text_content()), bo.locator("#status").text_content()
        # My games' links open the page's own replay (at its start) and audit (checked in the browser)
        ana.locator(f"#finished [data-game='{game_id}'] a", has_text="replay").click()
        ana.wait_for_url(f"**/games/{game_id}")
        ana.wait_for_function("document.body.dataset.at === '1'")
        assert ana.locator("#at").text_content().startswith("Version 1 of ")
        ana.go_back()
        wait_ready(ana)
        ana.locator(f"#finished [data-game='{game_id}'] a", has_text="audit").click()
        ana.wait_for_url(f"**/games/{game_id}")
        ana.wait_for_selector("#audit [data-verdict='verified']", timeout=30000)
        assert ana.evaluate("document.querySelector('#audit-box').open")

        # an open seat: Ana offers one (no name); Bo's lobby lists it; one tap seats him
        ana.goto(site + "/me")
        wait_ready(ana)
        # a challenge declined: gone from both lists, live on Ana's page
        ana.fill("#challenge-to", "Bo Phone")
        ana.select_option("#challenge-ruleset", "channeling")
        ana.click("#challenge-send")
        ana.wait_for_selector("#outgoing [data-cancel]")
        bo.goto(site + "/me")
        wait_ready(bo)
        bo.locator("#incoming [data-decline]").tap()
        bo.wait_for_selector("#incoming li.muted")
        ana.wait_for_selector("#outgoing li.muted", timeout=20000)
        ana.select_option("#challenge-ruleset", "channeling")
        ana.click("#challenge-send")
        ana.wait_for_function("document.querySelector('#challenge-status').textContent.startsWith('Your open seat')")
        bo.goto(site + "/")
        wait_ready(bo)
        # Ana's seat (other tests on this server may have open seats of their own listed too)
        take = bo.locator("#seek-list li", has_text="Ana Desk").locator("[data-take]")
        assert take.count() == 1
        assert bo.locator("#seek-list li").first.text_content().startswith("Ana Desk offers a game of The Channeling")
        assert axe_violations(bo) == []
        take.scroll_into_view_if_needed()
        bo.locator("section[aria-labelledby=join-h]").screenshot(path=os.path.join(SHOTS, "lobby-open-seat-phone-dark.png"))
        take.tap()
        bo.wait_for_url("**/games/*")
        wait_ready(bo, 1)
        bo.wait_for_function("document.querySelector('#seat-info').textContent === 'You play as Bo Phone.'")

        # an invite link, opened signed in: no "guest", the seat is Bo's account's
        made = requests.post(f"{site}/v1/games", json={"ruleset": "dale", "seats": [{"name": "Cy"}, {"open": True},
                                                                                    {"name": "AI (greedy)", "ai": {"level": "greedy"}}]},
                             timeout=20).json()
        invite = next(s["invite"] for s in made["seats"] if s.get("invite"))
        bo.goto(f"{site}/join/{made['id']}/1#invite={invite}")
        wait_ready(bo)
        assert bo.locator("#name-row").is_hidden()
        assert bo.locator("#as").text_content().startswith("You join as Bo Phone (your account)")
        assert "guest" not in bo.locator("main").inner_text()
        bo.click("#claim")
        bo.wait_for_url(f"**/games/{made['id']}")
        wait_ready(bo, 1)
        bo.wait_for_function("document.querySelector('#seat-info').textContent === 'You play as Bo Phone.'")
        seats = requests.get(f"{site}/v1/games/{made['id']}", timeout=20).json()["seats"]
        assert [s["name"] for s in seats] == ["Cy", "Bo Phone", "AI (greedy)"]
    finally:
        ana_ctx.close()
        bo_ctx.close()
