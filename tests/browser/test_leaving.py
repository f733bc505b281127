"""Leaving for good on /me, in a real Chromium at phone and desktop size, light and dark: the export
link downloads everything the account holds, the delete button wakes only when the display name is
typed, the browser asks once more, and afterwards the game the person played reads "a deleted
player" on its own page, while it still verifies."""
from __future__ import annotations

import json
import os

import pytest
import requests

from domain import game_audit

from .a11y import axe_violations, sideways_scroll
from .conftest import SHOTS, screenshot
from .helpers import wait_ready
from .people import device, sign_up


def _game_as(page, ruleset: str) -> dict:
    """A game created on the page's session: the account's seat 0 against Bo (a seat token)."""
    return page.evaluate("""async (ruleset) => {
      const csrf = decodeURIComponent((document.cookie.match(/arbiter_csrf=([^;]+)/) || [])[1] || "");
      const r = await fetch('/v1/games', {method: 'POST', headers: {'Content-Type': 'application/json',
        'X-CSRF-Token': csrf}, body: JSON.stringify({ruleset, seats: [{mine: true}, {name: 'Bo'}]})});
      return r.json();
    }""", ruleset)


@pytest.mark.parametrize("kind,scheme", [("phone", "dark"), ("desktop", "light")])
def test_a_person_downloads_everything_then_deletes_the_account_with_a_typed_confirmation(site, browser, kind,
                                                                                       scheme, tmp_path):
    name = f"Leaver {kind} {scheme}"
    ctx = device(browser, kind, scheme)
    try:
        page = sign_up(ctx, site, name, keep_codes_page=True)  # My games is opened once its games are made
        finished = _game_as(page, "grove")
        bo = {"Authorization": f"Bearer {finished['seats'][1]['token']}"}
        assert requests.post(f"{site}/v1/games/{finished['id']}/resign", headers=bo, timeout=30).status_code == 201
        running = _game_as(page, "grove")
        page.goto(site + "/me")
        wait_ready(page)
        page.wait_for_selector(f"[data-game='{running['id']}']")

        # everything the account holds, downloaded from the page
        with page.expect_download() as download:
            page.click("#export-link")
        path = tmp_path / "account.json"
        download.value.save_as(path)
        held = json.loads(path.read_text())
        assert held["account"]["display_name"] == name
        assert {g["id"] for g in held["games"]} == {finished["id"], running["id"]}
        assert [e["id"] for e in held["exports"]] == [finished["id"]]

        # the delete button sleeps until the display name is typed
        page.click("#delete-box summary")
        assert page.locator("#delete-account").is_disabled()
        page.fill("#delete-confirm", "someone else")
        assert page.locator("#delete-account").is_disabled()
        page.fill("#delete-confirm", name)
        assert page.locator("#delete-account").is_enabled()
        page.locator("#leaving").scroll_into_view_if_needed()
        assert sideways_scroll(page)["page"] <= 0
        page.screenshot(path=os.path.join(SHOTS, f"leaving-confirm-{kind}-{scheme}.png"))
        assert not axe_violations(page)
        page.once("dialog", lambda d: d.accept())  # "Delete this account for good? This cannot be undone."
        page.click("#delete-account")
        page.wait_for_selector("#delete-done:not([hidden])")
        said = page.locator("#delete-done").text_content()
        assert "deleted" in said and "2 games" in said and "1 running game ended as your resignation" in said
        page.locator("#leaving").scroll_into_view_if_needed()
        page.screenshot(path=os.path.join(SHOTS, f"leaving-done-{kind}-{scheme}.png"))

        # signed out: /me sends the person to sign in
        page.goto(site + "/me")
        page.wait_for_url("**/signin**")

        # the game's own page reads "a deleted player", and the game still verifies
        table = ctx.new_page()
        table.goto(f"{site}/games/{finished['id']}")
        wait_ready(table)
        table.wait_for_function("document.body.textContent.includes('A deleted player wins: Bo resigned.')")
        assert name not in table.locator("body").text_content()
        screenshot(table, f"leaving-game-{kind}-{scheme}")
        table.click("#audit-box summary")
        table.click("#verify")  # the in-browser audit reads the export's recorded events
        table.wait_for_selector("#audit [data-verdict]")
        assert table.locator("#audit [data-verdict]").get_attribute("data-verdict") == "verified"
        record = requests.get(f"{site}/v1/games/{finished['id']}/export", timeout=30).json()
        assert game_audit.verify_report(record)["problems"] == [] and name not in json.dumps(record)
    finally:
        ctx.close()
