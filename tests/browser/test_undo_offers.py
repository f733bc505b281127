"""Undo, takeback, a draw by agreement, rematch and abort at the table, in a real Chromium: two players,
one on a phone (390 px, touch, light) and one at a desktop (dark), each with their own seat link."""
from __future__ import annotations

from .conftest import screenshot
from .helpers import create, play_by_taps, seat_link, tap, version, wait_ready


def _open(ctx, url):
    page = ctx.new_page()
    page.on("dialog", lambda d: d.accept())  # the confirm() of Abort
    page.goto(url)
    wait_ready(page, 1)
    return page


def _at_least(page, v: int):
    page.wait_for_function(f"document.body.dataset.ready === '1' && Number(document.body.dataset.version) >= {v}",
                           timeout=20000)


def _visible(page, selector: str, timeout=20000):
    page.wait_for_selector(selector, state="visible", timeout=timeout)


def test_undo_takeback_draw_rematch_and_abort_between_a_phone_and_a_desktop(web_server, browser):
    phone = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True,
                                device_scale_factor=1, bypass_csp=True)
    desk = browser.new_context(viewport={"width": 1280, "height": 900}, color_scheme="dark", bypass_csp=True)
    try:
        game = create(web_server, "grove", [{"name": "Ana"}, {"name": "Bo"}])
        first = game["to_act"][0]  # the dice chose who starts: that player holds the phone
        mover = _open(phone, seat_link(web_server, game, first))
        other = _open(desk, seat_link(web_server, game, 1 - first))
        mover_name = ("Ana", "Bo")[first]

        # 1. a slip of the finger: Stand at the Grove, then Undo beside it
        v = version(mover)
        play_by_taps(mover, {"type": "stand", "place": "grove"})
        _visible(mover, "#undo")
        screenshot(mover, "web-undo-phone")
        tap(mover, mover.locator("#undo"))
        _at_least(mover, v + 2)
        mover.wait_for_function("document.querySelector('#undo').hidden")
        assert "takes back" in mover.locator("#event").inner_text() or "takes back" in \
            mover.locator("#lastmove").inner_text()
        # the board is as before the slip: the same moves are offered again
        assert mover.locator("#moves button[data-move]").count() == 1

        # 2. a whole turn, then a takeback the other player accepts
        play_by_taps(mover, {"type": "stand", "place": "grove"})
        play_by_taps(mover, {"type": "end_turn"})
        _visible(mover, "#takeback")
        v = version(mover)
        tap(mover, mover.locator("#takeback"))
        _visible(other, "#pending #accept")
        assert f"{mover_name} asks to take back their last turn" in other.locator("#pending").inner_text()
        screenshot(other, "web-takeback-asked-desktop-dark")
        other.click("#pending #accept")
        _at_least(mover, v + 3)
        mover.wait_for_function("document.querySelector('#moves button[data-move]') !== null")
        assert "(you)" in mover.locator("#status").inner_text()

        # 3. a draw offered from the phone, accepted at the desktop
        _visible(mover, "#offer-draw")
        tap(mover, mover.locator("#offer-draw"))
        _visible(other, "#pending #accept")
        assert "to end the game as a draw" in other.locator("#pending").inner_text()
        other.click("#pending #accept")
        mover.wait_for_function("document.body.dataset.status === 'finished'", timeout=20000)
        assert "draw by agreement" in mover.locator("#status").inner_text()

        # 4. rematch: one tap on each side; the seats turn
        _visible(mover, "#rematch")
        tap(mover, mover.locator("#rematch"))
        _visible(mover, "#rematch-status")
        other.reload()
        _visible(other, "#rematch")
        _visible(other, "#rematch-status")  # drawn after the button, once GET /rematch answers
        assert "offers a rematch" in other.locator("#rematch-status").inner_text()
        other.click("#rematch")
        _visible(other, "#rematch-link")
        other.wait_for_function("!document.querySelector('#rematch')")  # started: no Rematch to offer
        screenshot(other, "web-rematch-desktop-dark")
        other.click("#rematch-link")
        other.wait_for_url("**/games/*")
        new_id = other.url.split("/games/")[1].split("#")[0]
        assert new_id != game["id"]
        wait_ready(other, 1)

        # 5. the new game, aborted before anyone moved
        _visible(other, "#abort")
        other.click("#abort")
        other.wait_for_function("document.body.dataset.status === 'finished'", timeout=20000)
        assert "aborted" in other.locator("#status").inner_text()
        screenshot(other, "web-aborted-desktop-dark")
        # the aborted game is unrated and its record verifies offline
        import requests

        from domain.audit import verify

        export = requests.get(f"{web_server}/v1/games/{new_id}/export", timeout=20).json()
        assert verify(export) == []
        export = requests.get(f"{web_server}/v1/games/{game['id']}/export", timeout=20).json()
        assert verify(export) == []
    finally:
        phone.close()
        desk.close()
