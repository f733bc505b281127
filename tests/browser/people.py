"""People with accounts in a real Chromium: a profile per device (phone or desktop, light or dark),
signed up with a passkey on a CDP virtual authenticator, as tests/browser/test_accounts.py does."""
from __future__ import annotations

from .helpers import wait_ready

PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True, "device_scale_factor": 1}
DESKTOP = {"viewport": {"width": 1280, "height": 800}}


def device(browser, kind: str = "desktop", scheme: str = "light"):
    """A fresh browser profile: one person's phone (390 x 844, touch) or desktop (1280 x 800)."""
    return browser.new_context(**(PHONE if kind == "phone" else DESKTOP), color_scheme=scheme, bypass_csp=True)


def authenticator(context, page):
    """A platform passkey authenticator in this browser (CDP WebAuthn)."""
    cdp = context.new_cdp_session(page)
    cdp.send("WebAuthn.enable")
    cdp.send("WebAuthn.addVirtualAuthenticator", {"options": {
        "protocol": "ctap2", "transport": "internal", "hasResidentKey": True, "hasUserVerification": True,
        "isUserVerified": True, "automaticPresenceSimulation": True}})
    return cdp


def sign_up(context, base: str, name: str, keep_codes_page: bool = False):
    """Sign up as `name` with a new passkey; returns the page, on /me (or still showing the recovery
    codes with `keep_codes_page`)."""
    page = context.new_page()
    page.goto(base + "/signin")
    authenticator(context, page)
    wait_ready(page)
    page.fill("#display-name", name)
    page.click("#create")
    page.wait_for_selector("#codes:not([hidden])")
    if keep_codes_page:
        return page
    page.click("#continue")
    page.wait_for_url("**/me")
    wait_ready(page)
    return page
