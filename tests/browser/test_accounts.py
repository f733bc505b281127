"""People in a real Chromium: sign up with a passkey (a CDP virtual authenticator), sign out and
in again, create a game and find it in My games, reach the same seat from a second device through
a device-link code, the service worker showing a push (CDP ServiceWorker.deliverPushMessage) whose
click opens the game, and the your-turn mail with the board picture as it reads."""
from __future__ import annotations

import base64
import json
import os
import subprocess
import sys

import pytest

from tests.conftest import ROOT, running_api
from tests.mailbox import Mailbox

from .conftest import screenshot
from .helpers import wait_ready
from .people import authenticator


@pytest.fixture(scope="module")
def people_server(redis_url, queue_url, rq_worker):
    """The API with mail on (a real SMTP server in the test) and a worker for the notifications queue."""
    from service.storage.connection import queue_client
    from service.notify.notifications import clear_drains

    clear_drains(queue_client(queue_url))  # what other modules left with no worker to drain it
    box = Mailbox().start()
    # a turn that comes while its player watches the game is looked at again after the recheck. As in
    # production (15 s heartbeat, 35 s presence, 40 s recheck), the recheck must come after a closed
    # page's presence has run out: with a 2 s heartbeat a stream counts 9 s after its last renewal,
    # and a server may learn of a closed page only at its second heartbeat (the first write after the
    # close still goes through), so a recheck at 8 s sometimes found the page that had left still
    # "watching" on a loaded machine and the mail was never sent. 15 s: 9 s, and 6 s for the page to
    # leave the game after the turn came.
    env = {**box.env(), "STREAM_HEARTBEAT_SECONDS": "2", "AUTH_RATE_LIMIT": "1000/60",
           "NOTIFY_PRESENCE_RECHECK_SECONDS": "15"}
    with running_api(redis_url, **env) as base:
        port = base.rsplit(":", 1)[1]
        # the worker's links point at this server (PORT: where `make run` would be)
        worker = subprocess.Popen(
            [os.path.join(os.path.dirname(sys.executable), "rq"), "worker", "--with-scheduler", "--url", queue_url,
             "--worker-class", "workers.worker.ArbiterWorker", "arbiter-notify"],
            cwd=ROOT, env=dict(os.environ, REDIS_URL=redis_url, REDIS_QUEUE_URL=queue_url, PORT=port, **env),
            stdout=open("/tmp/notify-worker.log", "w"), stderr=subprocess.STDOUT)
        try:
            yield {"base": f"http://localhost:{port}", "box": box}
        finally:
            worker.terminate()
            try:
                worker.wait(30)
            except subprocess.TimeoutExpired:  # a loaded machine: do not leave it behind
                worker.kill()
                worker.wait(10)
    box.stop()


def test_a_person_signs_up_with_a_passkey_plays_and_picks_the_game_up_on_a_phone(people_server, full_browser, redis_url):
    browser = full_browser  # the full Chromium: the headless shell shows no notification (the push below)
    base, box = people_server["base"], people_server["box"]
    laptop = browser.new_context(viewport={"width": 1280, "height": 900}, bypass_csp=True)
    phone = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True,
                                 bypass_csp=True)
    try:
        page = laptop.new_page()
        page.goto(base + "/signin")
        authenticator(laptop, page)
        wait_ready(page)
        screenshot(page, "accounts-signin")
        page.fill("#display-name", "Ana Passkey")
        page.click("#create")
        page.wait_for_selector("#codes:not([hidden])")
        assert page.locator("#code-list li").count() == 10
        page.click("#continue")
        page.wait_for_url("**/me")
        wait_ready(page)
        # sign out, then in again with the same passkey
        page.click("#signout")
        page.wait_for_url("**/signin")
        wait_ready(page)
        page.click("#signin")
        page.wait_for_url("**/me")
        wait_ready(page)
        assert page.locator("#who").text_content() == "Ana Passkey"

        # a game against an AI, created signed in: the first seat is the account's
        page.goto(base + "/")
        wait_ready(page)
        page.select_option("#ruleset", "grove")
        page.select_option("select[name=kind-1]", "greedy")
        page.select_option("#clock", "86400")  # a day a move, by post: each turn is mailed (not a digest)
        page.click("button[type=submit]")
        page.wait_for_url("**/games/*")
        game_id = page.url.rsplit("/", 1)[1]
        wait_ready(page)
        page.wait_for_function("document.querySelector('#seat-info').textContent.includes('You play as Ana Passkey.')")
        _verify_address(redis_url, page)
        # play until the turn passes to the AI (a Grove turn may take two actions), so that its answer
        # makes it this person's turn by mail too (a first move that kept the turn lost the mail)
        for _ in range(10):
            page.wait_for_function("document.querySelector('#moves button[data-move]')", timeout=120000)  # the AI's reply
            before = int(page.evaluate("document.body.dataset.version"))
            page.locator("#moves button[data-move]").first.click()
            page.wait_for_function(f"Number(document.body.dataset.version) > {before}")
            game = page.evaluate(f"fetch('/v1/games/{game_id}').then((r) => r.json())")
            if 0 not in game["to_act"] or game["version"] > before + 8:
                break

        page.goto(base + "/me")
        wait_ready(page)
        assert page.locator(f"[data-game='{game_id}']").count() == 1
        page.wait_for_function("document.querySelector('#my-turn [data-game]') || document.querySelector('#waiting [data-game]')")
        screenshot(page, "accounts-my-games")

        # a second device: the code from this one signs the phone in to the same seats (the pages
        # of this part hold no game open, so the mail below keeps coming meanwhile)
        page.click("#device-link")
        page.wait_for_selector("#device:not([hidden])")
        assert page.locator("#qr svg").count() == 1
        code = page.locator("#device-code").text_content()
        assert len(code) == 19  # XXXX-XXXX-XXXX-XXXX: 78 bits, not guessed in its two minutes
        mobile = phone.new_page()
        mobile.goto(f"{base}/link")  # typed by hand, key by key: the field takes the whole code
        mobile.locator("#code").press_sequentially(code.lower())
        screenshot(mobile, "accounts-link-typed")
        mobile.click("#use")
        mobile.wait_for_url("**/me")
        wait_ready(mobile)
        assert mobile.locator(f"[data-game='{game_id}']").count() == 1
        # her turn came while she watched the game: it is mailed once she has left its page (and
        # before either device opens it again: a page open on it when the notice is looked at
        # again, NOTIFY_PRESENCE_RECHECK_SECONDS after the turn, would count as seeing it)
        _your_turn_mail_reads_well(box, browser, base, game_id)
        mobile.goto(f"{base}/games/{game_id}")
        wait_ready(mobile)
        mobile.wait_for_function("document.querySelector('#seat-info').textContent.includes('You play as Ana Passkey.')")
        # table talk typed on the laptop appears live on the phone (its stream, with the session)
        page.goto(f"{base}/games/{game_id}")
        wait_ready(page)
        page.wait_for_selector("#chat-form:not([hidden])")
        page.fill("#chat-text", "sent from the laptop")
        page.click("#chat-send")
        mobile.wait_for_function("[...document.querySelectorAll('#chat-log li')].some((li) => "
                                 "li.textContent.includes('sent from the laptop'))", timeout=60000)
        # the code worked once
        again = browser.new_context(bypass_csp=True).new_page()
        again.goto(f"{base}/link#{code}")
        again.wait_for_selector("#error:not([hidden])")
        again.context.close()
        _service_worker_shows_a_push_and_its_click_opens_the_game(laptop, page, base, game_id)
    finally:
        laptop.close()
        phone.close()


def _verify_address(redis_url, page):
    """The account's address, verified (tests/integration/test_notifications.py checks the link)."""
    from service.people.accounts import Accounts
    from service.storage.connection import connect

    account = page.evaluate("fetch('/v1/account').then((r) => r.json())")
    Accounts(connect(redis_url)).set_email(account["id"], f"ana-{account['id']}@example.test", verified=True)


def _your_turn_mail_reads_well(box, browser, base, game_id):
    mail = None
    for _ in range(3):
        mail = box.wait("@example.test", "Your turn", timeout=15)
        if mail is not None and game_id in mail.get_body(preferencelist=("plain",)).get_content():
            break
    assert mail is not None, "no your-turn mail"
    html = mail.get_body(preferencelist=("html",)).get_content()
    assert f"{base}/games/{game_id}" in html
    for part in mail.walk():
        if part.get_content_type() == "image/png":
            cid = part["Content-ID"].strip("<>")
            html = html.replace(f"cid:{cid}", "data:image/png;base64," + base64.b64encode(part.get_content()).decode())
    view = browser.new_page(viewport={"width": 640, "height": 820})
    view.set_content(f"<h3 style='font-family:sans-serif'>{mail['Subject']}</h3>{html}")
    assert view.locator("img").evaluate("(img) => img.complete && img.naturalWidth > 0")
    screenshot(view, "accounts-notification-mail")
    view.close()


def _service_worker_shows_a_push_and_its_click_opens_the_game(context, page, base, game_id):
    page.goto(base + "/me")  # away from the game: the click must bring it
    wait_ready(page)
    context.grant_permissions(["notifications"], origin=base)
    cdp = context.new_cdp_session(page)
    registrations = []
    cdp.on("ServiceWorker.workerRegistrationUpdated", lambda e: registrations.extend(e["registrations"]))
    cdp.send("ServiceWorker.enable")
    page.evaluate("navigator.serviceWorker.register('/sw.js').then(() => navigator.serviceWorker.ready)")
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60000)
    note = {"type": "your_turn", "game_id": game_id, "title": "Your turn: Battle for the Grove",
            "body": "It is your turn in Battle for the Grove.", "url": f"/games/{game_id}", "tag": f"arbiter-{game_id}"}
    shown = []
    for _ in range(3):  # the registration's id as CDP last reported it (it may report it again as it activates)
        reg = [r for r in registrations if r["scopeURL"].startswith(base) and not r.get("isDeleted")][-1]
        cdp.send("ServiceWorker.deliverPushMessage", {"origin": base, "registrationId": reg["registrationId"],
                                                      "data": json.dumps(note)})
        for _ in range(25):
            shown = page.evaluate("navigator.serviceWorker.ready.then((r) => r.getNotifications())"
                                  ".then((n) => n.map((x) => [x.title, x.body, x.data.url]))")
            if shown:
                break
            page.wait_for_timeout(200)
        if shown:
            break
    assert shown == [[note["title"], note["body"], note["url"]]], registrations
    worker = next(w for w in context.service_workers if w.url.endswith("/sw.js"))
    # what a click on the notification does (no headless browser can click one): its handler runs
    worker.evaluate("""async () => {
        const [n] = await self.registration.getNotifications();
        self.dispatchEvent(new NotificationEvent('notificationclick', { notification: n }));
    }""")
    page.wait_for_url(f"**/games/{game_id}", timeout=60000)
