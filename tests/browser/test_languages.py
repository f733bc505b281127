"""The pages in the reader's language (docs/i18n.md): the pseudo-locale shows at once any word a
page shows without the catalogue; German and Spanish fit a phone; the selector changes the language
and the account's setting; `<html lang>` follows."""
from __future__ import annotations

import os
import secrets

import pytest
import requests

from .conftest import SHOTS, screenshot
from .helpers import create, wait_ready
from .people import sign_up

# The visible words of a page that do not come from the catalogue, by what they are: names (the
# brand, languages named in themselves, the games' names in the ruleset lists: docs/i18n.md).
NOT_CATALOGUE = ["a.brand", "#language", "#ruleset", "#challenge-ruleset",
                 "#who",  # the account's display name
                 "code",  # machine words shown as such (API token scopes, commands, the seed)
                 # the board picture and its side panel (board.html): their words are the catalogue's, but
                 # they also draw glyphs and counts ("2⚡", "L 0↑ 6↓", "P1") and split a label over SVG
                 # spans; tests/unit/boards/test_languages.py checks every picture and panel of the five
                 # games in the pseudo-locale instead. The server's sentences (legal moves, events,
                 # outcomes, clocks, requests) are checked here: they follow the page's language.
                 "#board", "#side",
                 # the server's sentences, marked data-words="server" where the page shows them: legal
                 # moves' texts, an outcome's, a clock's and a request's `text`, the coach's moves, a
                 # why-not's detail; the API words them in the request's language (the page sends it)
                 "#title",  # the game's name (a ruleset's `name`: the games' vocabulary); a tournament's
                 "#standings td:nth-child(2)"]  # its entrants' names

UNMARKED_TEXT = """(skip) => {
  const skipped = (node) => skip.some((sel) => node.parentElement.closest(sel));
  const seen = [];
  const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walk.nextNode(); node; node = walk.nextNode()) {
    const text = node.textContent.trim();
    if (/undefined|\\{\\w+\\}/.test(text)) seen.push(`a parameter left out: ${text}`);
    // symbols, not words: digits, punctuation, arrows (the replay's ◀ ▶)
    if (!text || /^[\\d\\s·:–,.()→◀▶-]*$/.test(text) || skipped(node)) continue;
    const box = node.parentElement;
    if (box.tagName !== "OPTION" && !box.checkVisibility()) continue;
    // a sentence with a link inside is several text nodes: the marked whole is its element's
    const owner = box.closest("[data-i18n]");
    const whole = owner ? owner.textContent.trim() : text;
    if (!(whole.startsWith("[!!") && whole.endsWith("!!]"))) seen.push(text);
  }
  return seen;
}"""

OVERFLOW = """() => {
  const wide = [];
  if (document.documentElement.scrollWidth > innerWidth) wide.push(`page ${document.documentElement.scrollWidth}px`);
  for (const node of document.body.querySelectorAll("*")) {
    // the box it must fit in: a parent with `display: contents` (the game page's columns on a phone) has none
    let parent = node.parentElement;
    while (parent && getComputedStyle(parent).display === "contents") parent = parent.parentElement;
    if (!node.checkVisibility() || !parent || getComputedStyle(node).position === "fixed") continue;
    const scrolls = (n) => /auto|scroll|hidden/.test(getComputedStyle(n).overflowX);
    if ([...ancestors(node)].some(scrolls)) continue;
    const r = node.getBoundingClientRect(), p = parent.getBoundingClientRect();
    if (r.width && r.right > p.right + 1) wide.push(`${node.tagName}#${node.id}.${node.className} ${Math.round(r.right)} > ${Math.round(p.right)}: ${node.textContent.slice(0, 40)}`);
  }
  function* ancestors(n) { for (let a = n.parentElement; a && a !== document.body; a = a.parentElement) yield a; }
  return wide;
}"""


def more_seats(base: str, page) -> None:
    """Choose a game for more than two and add a seat: rows the script makes, not only the HTML."""
    rulesets = requests.get(f"{base}/v1/rulesets", timeout=10).json()["rulesets"]
    page.select_option("#ruleset", next(r["id"] for r in rulesets if r["players"]["max"] > r["players"]["min"]))
    page.click("#add-seat")


def running_tournament(base: str) -> str:
    """A tournament of AI entrants, started: its standings, entrants and first round to show."""
    made = requests.post(f"{base}/v1/tournaments", json={"ruleset": "grove", "format": "swiss", "rounds": 2,
                                                         "name": "Friday Swiss", "options": {"turn_limit": 40}},
                         timeout=20).json()
    auth = {"Authorization": f"Bearer {made['creator_token']}"}
    for name, level in (("Rita", "random"), ("Gus", "greedy"), ("Rob", "random")):
        requests.post(f"{base}/v1/tournaments/{made['id']}/entrants", headers=auth, timeout=20,
                      json={"ai": {"level": level}, "name": name}).raise_for_status()
    requests.post(f"{base}/v1/tournaments/{made['id']}/start", headers=auth, timeout=20).raise_for_status()
    return made["id"]


def moderator(page, base: str, lang: str, redis_url: str) -> str:
    """A signed-in moderator (the operator's command gives the role) on the moderation page's site."""
    from service.conduct.moderators import main as moderators_command

    site = base.replace("127.0.0.1", "localhost")
    name = f"Mod {lang.upper()} {page.viewport_size['width']} {secrets.token_hex(3)}"
    sign_up(page.context, site, name).close()  # its tab is done: the cookie it left signs the page in
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("REDIS_URL", redis_url)
        assert moderators_command(["grant", name]) == 0
    return site


def open_page(base: str, page, name: str, lang: str, redis_url: str | None = None) -> None:
    """One of the translated pages, ready, in `lang`, with what its script adds shown."""
    if name == "moderation":
        page.goto(f"{moderator(page, base, lang, redis_url)}/moderation?lang={lang}")
    elif name == "tournament":
        page.goto(f"{base}/tournaments/{running_tournament(base)}?lang={lang}")
    elif name == "me":
        site = base.replace("127.0.0.1", "localhost")  # passkeys need a name, not an address
        # a display name of its own per page (names are unique: light and dark sign up one each)
        sign_up(page.context, site, f"Lang {lang.upper()} {page.viewport_size['width']} {secrets.token_hex(3)}").close()
        page.goto(f"{site}/me?lang={lang}")
    elif name.startswith("game-"):
        page.goto(game_page(base, name.split("-", 1)[1], lang))
    elif name == "join":
        game = create(base, "grove", [{"name": "ana"}, {"open": True}])
        page.goto(f"{base}/join/{game['id']}/1?lang={lang}#invite={game['seats'][1]['invite']}")
    else:
        page.goto(f"{base}{PAGES[name]}?lang={lang}")
    if name == "ratings":  # a page without a ready mark: its tables' headings come with the HTML
        page.wait_for_function("document.querySelector('#model').textContent.length > 0")
    else:
        wait_ready(page)
    if name == "lobby":
        more_seats(base, page)
    if name.startswith("game-"):
        page.wait_for_selector("#chat-panel")


RULESETS = ["battalla", "battlegates", "channeling", "dale", "grove"]


def game_page(base: str, ruleset: str, lang: str) -> str:
    """A game of `ruleset` opened by a seat that may act now (its moves listed), or, for "over", a
    finished game (the coach's section and the rematch)."""
    game = create(base, "grove" if ruleset == "over" else ruleset, [{"name": "Ana"}, {"name": "Bo"}])
    tokens = {s["seat"]: s["token"] for s in game["seats"]}
    if ruleset == "over":
        resp = requests.post(f"{base}/v1/games/{game['id']}/resign", headers={"Authorization": f"Bearer {tokens[1]}"}, timeout=20)
        assert resp.status_code in (200, 201), resp.text
        seat = 0
    else:
        seat = requests.get(f"{base}/v1/games/{game['id']}", timeout=20).json()["to_act"][0]
    return f"{base}/games/{game['id']}?lang={lang}#token={tokens[seat]}&seat={seat}"


# the pages whose words are all in the catalogue (docs/i18n.md "What is translated")
PAGES = {"lobby": "/", "signin": "/signin", "link": "/link", "join": None, "me": None, "ratings": "/ratings/grove",
         **{f"game-{r}": None for r in RULESETS}, "game-over": None,
         "moderation": None, "tournaments": "/tournaments", "tournament": None,
         **{f"tutorial-{r}": f"/tutorial/{r}" for r in ("grove", "channeling", "dale", "battlegates", "battalla")}}


@pytest.mark.parametrize("name", sorted(PAGES))
def test_a_page_in_the_pseudo_locale_shows_no_word_outside_the_catalogue(web_server, tab, name, redis_url):
    page = tab(phone=False)
    open_page(web_server, page, name, "qps", redis_url)
    assert page.evaluate("document.documentElement.lang") == "en-XA"
    assert page.evaluate(UNMARKED_TEXT, NOT_CATALOGUE) == []
    if name == "signin":  # a link inside a sentence stays a link, in its place
        assert page.locator("p[data-i18n=\"signin.other_device\"] a[href=\"/me\"]").inner_text().startswith("[!!")
    if name == "lobby":
        screenshot(page, "i18n-lobby-pseudo")
    if name == "game-battalla":
        screenshot(page, "i18n-game-pseudo")
    if name in ("moderation", "tournament", "tutorial-grove"):
        screenshot(page, f"i18n-{name}-pseudo")


def test_the_check_can_fail(web_server, tab):
    """In English every word of the page is unmarked: the pseudo-locale check sees them."""
    page = tab(phone=False)
    open_page(web_server, page, "lobby", "en")
    english = page.evaluate(UNMARKED_TEXT, NOT_CATALOGUE)
    assert "New game" in english and "Seat 1" in english


@pytest.mark.parametrize("name", sorted(PAGES))
@pytest.mark.parametrize("lang,scheme", [("de", "light"), ("es", "light"), ("de", "dark")])
def test_each_page_fits_a_phone_in_german_and_spanish(web_server, tab, name, lang, scheme, redis_url):
    page = tab(scheme)
    open_page(web_server, page, name, lang, redis_url)
    assert page.evaluate("document.documentElement.lang") == lang
    assert page.evaluate(OVERFLOW) == []
    if name in ("lobby", "signin", "me", "game-grove", "game-battalla", "moderation", "tournaments", "tournament",
                "tutorial-battalla"):
        screenshot(page, f"i18n-{name}-{lang}-phone-{scheme}")
    if name == "game-grove":  # the page's own words below the board: the moves, replay, talk
        page.evaluate("document.querySelector('#moves-h').scrollIntoView({block: 'start'})")
        page.screenshot(path=os.path.join(SHOTS, f"i18n-{name}-{lang}-phone-{scheme}-moves.png"))


def test_the_selector_and_accept_language_choose_the_language(web_server, browser):
    ctx = browser.new_context(viewport={"width": 1280, "height": 900}, bypass_csp=True, locale="de-DE",
                              extra_http_headers={"Accept-Language": "de-DE,de;q=0.9"})
    try:
        page = ctx.new_page()
        page.goto(f"{web_server}/")
        wait_ready(page)
        assert page.locator("#create-h").inner_text() == "Neue Partie"  # Accept-Language
        assert page.locator("html").get_attribute("lang") == "de"
        with page.expect_navigation():
            page.select_option("#language", "es")
        wait_ready(page)
        assert page.locator("#create-h").inner_text() == "Nueva partida"  # the cookie beats Accept-Language
        assert page.locator("#language").input_value() == "es"
        page.goto(f"{web_server}/?lang=en")  # ?lang= beats both, for this page only
        wait_ready(page)
        assert page.locator("#create-h").inner_text() == "New game"
        screenshot(page, "i18n-lobby-en-desktop")
    finally:
        ctx.close()


def test_the_catalogue_route_follows_the_account_and_is_complete(web_server):
    body = requests.get(f"{web_server}/v1/i18n", headers={"Accept-Language": "es"}, timeout=10).json()
    assert body["lang"] == "es" and body["dir"] == "ltr"
    assert body["messages"]["nav.sign_in"] == "Iniciar sesión"
    assert [lang["code"] for lang in body["languages"]] == ["en", "es", "de"]
    english = requests.get(f"{web_server}/v1/i18n?lang=xx", timeout=10).json()
    assert english["lang"] == "en" and set(english["messages"]) == set(body["messages"])


@pytest.mark.parametrize("lang,heading", [("de", "Deine Züge"), ("es", "Tus jugadas")])
def test_the_game_page_speaks_the_language_and_asks_the_server_in_it(web_server, tab, lang, heading):
    """The game page's own words come from the catalogue, and every request it makes for the server's
    words (the game, the moves, the board) carries the page's language."""
    page = tab(phone=False)
    asked = []

    def listen(r):
        if "/v1/games/" in r.url and r.method == "GET":
            asked.append(r)

    page.on("request", listen)
    try:
        page.goto(game_page(web_server, "battalla", lang))
        wait_ready(page)
        page.wait_for_selector("#chat-panel")
        assert page.locator("#moves-h").inner_text() == heading
        assert page.locator("#picking").inner_text().startswith({"de": "Du bist am Zug", "es": "Te toca"}[lang])
        assert page.evaluate(OVERFLOW) == []
        board = [r for r in asked if "/board.html" in r.url] + [r for r in asked if "/legal-moves" in r.url]
        assert board and all(r.headers.get("accept-language") == lang and f"lang={lang}" in r.url for r in board)
        screenshot(page, f"i18n-game-{lang}-desktop")
    finally:
        page.remove_listener("request", listen)  # the tab serves the next test


@pytest.mark.parametrize("lang,heading", [("en", "Battle for the Grove: the rules in short"),
                                          ("de", "Battle for the Grove: die Regeln in Kürze"),
                                          ("es", "Battle for the Grove: las reglas en breve")])
def test_the_rules_panel_shows_the_summary_in_the_page_language(web_server, tab, lang, heading):
    """The rules summary is the page language's file (api/static/rules/<ruleset>.<lang>.html), not
    marked English and without the "in English" note; the seed's own text stays English and marked."""
    page = tab()
    page.goto(game_page(web_server, "grove", lang))
    wait_ready(page)
    page.locator("#rules-open").click()
    page.wait_for_selector("#rules[open] .rules-summary h3")
    summary = page.locator("#rules-body .rules-summary")
    assert summary.locator("h3").first.inner_text() == heading
    # a translated summary is the page's own language: no lang="en" mark, no "in English" note
    assert summary.get_attribute("lang") == ("en" if lang == "en" else None)
    assert page.locator("#rules-body .in-english").count() == 0
    page.wait_for_selector("#rules-version")
    assert page.evaluate(OVERFLOW) == []
    if lang == "de":
        screenshot(page, "i18n-rules-de-phone-light")
    page.locator("#seed-open").click()
    page.wait_for_selector("#seed-body .seed-text")
    assert page.locator("#seed-body .seed-text").get_attribute("lang") == "en"
    assert page.locator("#seed-body .in-english").count() == (0 if lang == "en" else 1)


def test_the_rules_summary_stays_english_and_marked_in_the_pseudo_locale(web_server, tab):
    """No summary is written in `qps`: the English one shows, marked lang="en" with the note."""
    page = tab(phone=False)
    page.goto(game_page(web_server, "dale", "qps"))
    wait_ready(page)
    page.locator("#rules-open").click()
    page.wait_for_selector("#rules[open] .rules-summary h3")
    assert page.locator("#rules-body .rules-summary h3").first.inner_text() == "Battle of the Dale: the rules in short"
    assert page.locator("#rules-body .rules-summary").get_attribute("lang") == "en"
    assert page.locator("#rules-body .in-english").inner_text().startswith("[!!")
