"""A real Chromium (Debian's package) driven by Playwright, against the API under gunicorn with a
real RQ worker. `make test` installs Chromium when it is missing and it may (root, apt-get)."""
from __future__ import annotations

import os
from urllib.parse import urlsplit

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SHOTS = os.path.join(ROOT, "docs", "screenshots")


# The servers are shared by every module of a test process (as the Redis and the worker are): a
# module never changes its server (a page that loses it does so by routing its own requests), and
# a gunicorn start (two workers importing the app) cost a few CPU seconds per module.
@pytest.fixture(scope="session")
def web_server(redis_url, rq_worker):
    """The API and web table under gunicorn, with AI seats played by the real RQ worker."""
    from tests.conftest import running_api

    # the sign-in limit (10 a minute an address, loopback too) is tested in tests/integration; here
    # the language pages sign a moderator and a person up for each case from one address, which a
    # reused tab makes quick enough to meet it (a sign-up refused with 429 left a page without its
    # recovery codes: seen once in a fresh clone)
    with running_api(redis_url, STREAM_HEARTBEAT_SECONDS="2", ARBITER_STREAM_TRACE="1",
                     AUTH_RATE_LIMIT="1000/60") as base:
        yield base


@pytest.fixture(scope="session")
def site(redis_url, rq_worker):
    """The API and the people's pages under gunicorn, opened as localhost (the passkeys' RP id),
    with a sign-in limit that many sign-ups in a row stay under."""
    from tests.conftest import running_api

    with running_api(redis_url, STREAM_HEARTBEAT_SECONDS="2", AUTH_RATE_LIMIT="1000/60") as base:
        yield base.replace("127.0.0.1", "localhost")


@pytest.fixture
def context(browser):
    """A fresh browser profile (its own localStorage: one player's device)."""
    ctx = browser.new_context(viewport={"width": 1280, "height": 900}, bypass_csp=True)  # lets the test evaluate JS
    yield ctx
    ctx.close()


@pytest.fixture
def phone(browser):
    """A fresh phone-sized profile: 390 x 844 CSS pixels, touch."""
    ctx = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True,
                              device_scale_factor=1, bypass_csp=True)
    yield ctx
    ctx.close()


PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True, "device_scale_factor": 1}
DESKTOP = {"viewport": {"width": 1280, "height": 900}}


@pytest.fixture(scope="module")
def tab(browser):
    """`tab(scheme="light", phone=True)`: the module's one tab of that device (the `phone` or the
    `context` fixture's size, in that colour scheme), reused from test to test and handed out wiped
    of what the last test left (its page, cookies, stored data), as a fresh profile's (a listener a
    test adds, it removes).
    A new profile and tab cost about a second of CPU (a renderer process to start, the service
    worker to install and precache the shell) before a page's own checks; the pages are the same
    either way (the HTTP cache and the service worker that stay serve the network's answers). For a
    test that needs a profile of its own (offline, routes, permissions, a service worker's first
    install), not this."""
    opened: dict = {}

    def get(scheme: str = "light", phone: bool = True):
        if (scheme, phone) not in opened:
            ctx = browser.new_context(**(PHONE if phone else DESKTOP), color_scheme=scheme, bypass_csp=True)
            origins: set = set()  # what any tab of the profile opened (a sign-up opens its own)
            ctx.on("page", lambda p: p.on("framenavigated", lambda frame: origins.add(_origin(frame.url))))
            page = ctx.new_page()
            opened[scheme, phone] = (page, ctx.new_cdp_session(page), origins)
        page, cdp, origins = opened[scheme, phone]
        page.goto("about:blank")  # the last page gone first: nothing of it writes after the wipe
        page.context.clear_cookies()
        for origin in origins - {None}:
            cdp.send("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": "local_storage,indexeddb"})
        return page

    yield get
    for page, _, _ in opened.values():
        page.context.close()


def _origin(url: str) -> str | None:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}" if parts.scheme in ("http", "https") else None


def screenshot(page, name: str) -> str:
    """Save a screenshot into docs/screenshots/ (kept as a test artefact and shown in the README)."""
    os.makedirs(SHOTS, exist_ok=True)
    path = os.path.join(SHOTS, f"{name}.png")
    page.evaluate("window.scrollTo(0, 0)")  # the board, wherever the keyboard or a tap left the page
    page.screenshot(path=path, full_page=False)
    return path
