"""The table as an app and for everyone: installable (manifest, icons, a service worker), the shell
offline with a plain offline state and a move made offline refused (never queued), a whole move
made from the keyboard with visible focus, and the dark colour scheme passing the audit."""
from __future__ import annotations

import json

import requests

from .a11y import axe_violations
from .helpers import create, seat_link, version, wait_ready


def test_the_app_is_installable_and_its_shell_works_offline(web_server, browser):
    manifest = requests.get(f"{web_server}/manifest.webmanifest", timeout=10)
    assert manifest.headers["Content-Type"].startswith("application/manifest+json")
    data = manifest.json()
    assert data["display"] == "standalone" and data["start_url"] == "/"
    sizes = {i["sizes"] for i in data["icons"]}
    assert {"192x192", "512x512"} <= sizes
    for icon in data["icons"]:
        assert requests.get(web_server + icon["src"], timeout=10).status_code == 200
    ctx = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True, bypass_csp=True)
    try:
        game = create(web_server, "grove", [{"name": "ana"}, {"name": "bo"}])
        page = ctx.new_page()
        page.goto(seat_link(web_server, game, 0))
        wait_ready(page, 1)
        page.wait_for_function("navigator.serviceWorker.controller !== null || "
                               "navigator.serviceWorker.ready.then(() => true)", timeout=60000)
        page.evaluate("navigator.serviceWorker.ready")
        cdp = ctx.new_cdp_session(page)
        errors = cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]
        # a test profile is incognito-like, which alone keeps Chromium from offering the install
        assert [e["errorId"] for e in errors if e["errorId"] != "in-incognito"] == [], errors
        page.reload()
        wait_ready(page, 1)
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60000)

        # offline: a move is refused with a message and nothing is sent
        ctx.set_offline(True)
        page.wait_for_selector("#offline:not([hidden])")
        seen = version(page)
        mover = page.locator("#moves button[data-move]").first
        if mover.count():
            mover.click()
            page.wait_for_selector("#error:not([hidden])")
            assert "offline" in page.locator("#error").text_content().lower()
            assert "NOT sent" in page.locator("#error").text_content()
        assert version(page) == seen
        # the shell still opens offline, from the worker's cache, and says it is offline
        page.goto(f"{web_server}/games/{game['id']}")
        page.wait_for_selector("#offline:not([hidden])", timeout=60000)
        assert page.locator("header .brand").text_content() == "Arbiter"
        page.goto(f"{web_server}/")
        page.wait_for_selector("#offline:not([hidden])", timeout=60000)
        ctx.set_offline(False)
        page.goto(seat_link(web_server, game, 0))
        wait_ready(page, 1)
        assert page.locator("#offline").is_hidden()
        t0 = game["seats"][0]["token"]
        assert requests.get(f"{web_server}/v1/games/{game['id']}", timeout=10,
                            headers={"Authorization": f"Bearer {t0}"}).json()["version"] == seen
    finally:
        ctx.close()


def test_a_move_is_made_from_the_keyboard_alone_with_visible_focus(web_server, context):
    game = create(web_server, "dale", [{"name": "ana"}, {"name": "bo"}])
    page = context.new_page()
    page.goto(seat_link(web_server, game, 0))
    wait_ready(page, 1)
    page.wait_for_selector("#moves button[data-move]")
    before = version(page)
    # Tab from the top of the page until the focus is inside the board (one tab stop)
    for _ in range(12):
        page.keyboard.press("Tab")
        if page.evaluate("!!document.activeElement.closest('#board')"):
            break
    focused = page.evaluate("document.activeElement.getAttribute('aria-label')")
    assert focused and focused.startswith("Space "), focused
    ring = page.evaluate("getComputedStyle(document.activeElement.firstElementChild).strokeWidth")
    assert float(ring.replace("px", "")) >= 5, "the focused board element shows its focus"
    # the Reserve is in the tab order; the arrows walk the board; Enter taps
    page.keyboard.press("ArrowRight")
    assert page.evaluate("document.activeElement.getAttribute('aria-label')") != focused
    live = page.evaluate("document.activeElement.classList.contains('live')")
    page.keyboard.press("Enter")
    if live:  # a space where a unit may be placed: the move list narrows to the placements there
        page.wait_for_selector("#moves button[data-move]")
    page.locator("#moves button[data-move]").first.focus()
    page.keyboard.press("Enter")
    page.wait_for_function(f"Number(document.body.dataset.version) > {before}")


def test_the_dark_colour_scheme_passes_the_audit(web_server, browser):
    ctx = browser.new_context(viewport={"width": 390, "height": 844}, color_scheme="dark", bypass_csp=True)
    try:
        game = create(web_server, "battalla", [{"name": "ana"}, {"name": "bo"}])
        page = ctx.new_page()
        page.goto(seat_link(web_server, game, 0))
        wait_ready(page, 1)
        background = page.evaluate("getComputedStyle(document.body).backgroundColor")
        assert background == "rgb(22, 21, 20)", background
        assert axe_violations(page) == []
        page.goto(web_server + "/")
        wait_ready(page)
        assert axe_violations(page) == []
    finally:
        ctx.close()


def test_the_lobby_and_the_invite_page_pass_the_audit(web_server, phone):
    page = phone.new_page()
    page.goto(web_server + "/")
    wait_ready(page)
    assert axe_violations(page) == []
    game = requests.post(f"{web_server}/v1/games", json={"ruleset": "grove", "seats": [{"name": "a"}, {"open": True}]},
                         timeout=10).json()
    invite = next(s["invite"] for s in game["seats"] if s.get("invite"))
    page.goto(f"{web_server}/join/{game['id']}/1#invite={invite}")
    wait_ready(page)
    assert axe_violations(page) == []
    assert json.loads(page.evaluate("JSON.stringify(!!document.querySelector('#claim'))"))


def test_a_phone_held_sideways_keeps_text_and_targets_readable(web_server, browser):
    ctx = browser.new_context(viewport={"width": 844, "height": 390}, is_mobile=True, has_touch=True, bypass_csp=True)
    try:
        from .a11y import small_targets, small_text

        page = ctx.new_page()  # one tab, two games: a second tab is a second renderer process to start
        for ruleset in ("grove", "battlegates"):
            game = create(web_server, ruleset, [{"name": "ana"}, {"name": "bo"}])
            page.goto(seat_link(web_server, game, 0))
            wait_ready(page, 1)
            assert small_text(page) == [] and small_targets(page) == []
            assert page.evaluate("document.querySelector('meta[name=viewport]').content") == \
                "width=device-width, initial-scale=1"  # pinch-zoom is never switched off
    finally:
        ctx.close()
