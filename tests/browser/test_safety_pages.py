"""A safe room in a real Chromium (docs/moderation.md): at the table a player reports a message and
blocks its author (their talk disappears); a moderator (given the role by the operator's command)
finds the report on the moderation page at phone width in the dark, reads the message as it was,
and suspends the account; the suspended player's own page says so, and the reporter's page lists
the block and the report. Pages checked with axe, at phone and desktop width, light and dark."""
from __future__ import annotations

import os

from .a11y import axe_violations, sideways_scroll, small_text
from .conftest import SHOTS, screenshot
from .helpers import wait_ready
from .people import device, sign_up

CALL = """async ([method, path, body]) => {
  const csrf = decodeURIComponent((document.cookie.match(/(?:^|; )arbiter_csrf=([^;]*)/) || [])[1] || "");
  const r = await fetch(path, {method, headers: {"Content-Type": "application/json", "X-CSRF-Token": csrf},
                               body: body === null ? undefined : JSON.stringify(body)});
  return {status: r.status, body: await r.json().catch(() => null)};
}"""


def _call(page, method, path, body=None):
    return page.evaluate(CALL, [method, path, body])


def _shot_full(page, name, part=None):
    """The whole page (or one part of it) into docs/screenshots/."""
    os.makedirs(SHOTS, exist_ok=True)
    path = os.path.join(SHOTS, f"{name}.png")
    if part:
        page.locator(part).screenshot(path=path)
    else:
        page.screenshot(path=path, full_page=True)


def test_report_block_and_suspend_through_the_pages(site, browser, redis_url, monkeypatch):
    from service.conduct.moderators import main as moderators_command

    ana_ctx, cy_ctx, mo_ctx = device(browser, "desktop", "light"), device(browser, "phone", "light"), \
        device(browser, "phone", "dark")
    try:
        # signed up, each stays on the page that shows the recovery codes: the next page each
        # opens is another (My games after sign-up is tests/browser/test_accounts.py's to check)
        ana = sign_up(ana_ctx, site, "Ana Rude", keep_codes_page=True)
        cy = sign_up(cy_ctx, site, "Cy Kind", keep_codes_page=True)
        mo = sign_up(mo_ctx, site, "Mo Fair", keep_codes_page=True)
        monkeypatch.setenv("REDIS_URL", redis_url)
        assert moderators_command(["grant", "Mo Fair"]) == 0
        made = _call(ana, "POST", "/v1/games", {"ruleset": "grove", "seats": [{"mine": True}, {"open": True}]})
        assert made["status"] == 201, made
        gid, invite = made["body"]["id"], made["body"]["seats"][1]["invite"]
        assert _call(cy, "POST", f"/v1/games/{gid}/seats/1/claim", {"invite": invite})["status"] == 200
        said = _call(ana, "POST", f"/v1/games/{gid}/chat", {"text": "you play like a potato"})
        assert said["status"] == 201, said

        # at the table (phone): report the message, then block its author
        cy.goto(f"{site}/games/{gid}")
        wait_ready(cy)
        message = cy.locator(f'#chat-log li[data-id="{said["body"]["id"]}"]')
        message.wait_for()
        message.locator("button.report").click()
        message.locator("select").select_option("abuse")
        message.locator("input").fill("insults during our game")
        message.locator("button[type=submit]").click()
        cy.wait_for_function("document.querySelector('.report-form [role=status]').textContent.startsWith('Sent')")
        message.scroll_into_view_if_needed()
        _shot_full(cy, "safety-report-at-the-table-phone", "#chat-panel")
        cy.once("dialog", lambda d: d.accept())
        cy.locator("#chat-mutes button.block").click()
        cy.wait_for_function("!document.querySelector('#chat-log li[data-seat=\"0\"]')")
        assert _call(cy, "GET", f"/v1/games/{gid}/chat")["body"]["messages"] == []  # hidden for her, server side

        # the moderator's page: phone, dark; the queue, the evidence, a suspension with a reason
        page = mo
        page.goto(f"{site}/moderation")
        wait_ready(page)
        item = page.locator("#queue button.open-report", has_text="Cy Kind reported a message by Ana Rude for abuse.")
        item.click()
        page.wait_for_selector("#report:not([hidden])")
        assert page.locator("#evidence blockquote").inner_text() == "you play like a potato"
        assert page.input_value("#act-account") == "Ana Rude"
        assert sideways_scroll(page)["page"] <= 0 and small_text(page) == []
        assert axe_violations(page) == []
        _shot_full(page, "safety-moderation-report-phone-dark")
        page.fill("#act-reason", "insults at the table")
        page.select_option("#act-minutes", "")
        page.click("button[data-action=suspend]")
        page.wait_for_function("document.querySelector('#act-said').textContent.startsWith('Done')")
        assert page.locator("#act-said").inner_text() == \
            "Done: Mo Fair suspended Ana Rude until lifted: insults at the table."
        page.wait_for_function("document.querySelector('#standing').textContent.includes('suspended until lifted')")
        page.fill("#act-reason", "the author is suspended")
        page.click("#close-report")
        page.wait_for_function("document.querySelector('#actions').children.length === 2")
        page.wait_for_function("!document.querySelector('#queue').textContent.includes('by Ana Rude for abuse')")
        assert "closed the report" in page.locator("#log").inner_text()
        screenshot(page, "safety-moderation-phone-dark")

        # the suspended player's page says so; her seat was played by the deadline policy
        ana.goto(f"{site}/me")
        wait_ready(ana)
        ana.wait_for_selector("#standing:not([hidden])")
        assert "suspended your account until a moderator lifts it" in ana.locator("#standing").inner_text()
        assert axe_violations(ana) == []
        screenshot(ana, "safety-suspended-me-desktop")
        refused = _call(ana, "POST", f"/v1/games/{gid}/chat", {"text": "hello?"})
        assert refused["status"] == 403 and refused["body"]["type"] == "urn:arbiter:problem:account-restricted"

        # the reporter's page: the block and the report, closed
        cy.goto(f"{site}/me")
        wait_ready(cy)
        cy.wait_for_function("document.querySelector('#block-list').textContent.includes('Ana Rude')")
        assert "Closed on" in cy.locator("#report-list").inner_text()
        cy.locator("#safety-h").scroll_into_view_if_needed()
        _shot_full(cy, "safety-blocks-and-reports-phone", "section[aria-labelledby=safety-h]")
        assert axe_violations(cy) == []
        # a player is not a moderator: the page says whose role it is
        cy.goto(f"{site}/moderation")
        wait_ready(cy)
        assert cy.locator("#not-moderator").is_visible()
    finally:
        for ctx in (ana_ctx, cy_ctx, mo_ctx):
            ctx.close()
