"""A new player at the table, on a phone (390 x 844, touch) and on a desktop (1280 x 800): a game
against the AI is created from the home page and ten moves are made by tapping only; the page is
checked as a person would (text of at least 12 px and targets of at least 44 x 44 px on the phone,
an accessibility audit with axe-core), the rules are opened and a refused tap is explained."""
from __future__ import annotations

import random
import warnings

import pytest
import requests

from .a11y import BOARD_TARGET_PX, axe_violations, sideways_scroll, small_targets, small_text
from tests.conftest import server_log_tail

from .conftest import screenshot
from .helpers import listed_moves, play_by_taps, tap, version, wait_ready

DEVICES = {
    "phone": {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True},
    "desktop": {"viewport": {"width": 1280, "height": 800}},
}
# the AI level each game is played against (one-ply greedy is quick; random where greedy's
# heuristic search would make the test wait for nothing the page shows)
GAMES = {"grove": "greedy", "channeling": "greedy", "dale": "greedy", "battlegates": "random", "battalla": "greedy"}
# the turn of the middle picture: the greedy AI often wins the Dale (three named spaces) by turn 4
MIDDLE_TURN = {"dale": 2}

NOT_LIVE = """() => {
  for (const n of document.querySelectorAll('#board [data-pick]')) n.removeAttribute('data-test-target');
  const node = [...document.querySelectorAll('#board [data-pick]:not(.live)')]
    .find((n) => { const r = n.getBoundingClientRect(); return r.width > 0 && r.top >= 0 && r.bottom <= innerHeight; });
  if (!node) return false;
  node.setAttribute('data-test-target', '1');
  return true;
}"""


# the answer to the refused tap once the page has it in full, {said: its words} (read in the same
# round trip as the wait: a redraw right after it empties the box), or {lost: true} at once if the
# board was drawn anew with no answer shown (the tapped element is gone: the tap may have been lost)
EXPLAINED = """() => {
  const box = document.querySelector('#whynot');
  if (!box.hidden && box.querySelector('.why-head, .reason') && !box.textContent.includes('Asking')) return {said: box.textContent};
  return box.hidden && !document.querySelector('#board [data-test-target]') ? {lost: true} : false;
}"""


def _my_moves(page) -> list:
    return listed_moves(page)


def _create_against_ai(page, base: str, ruleset: str, level: str) -> None:
    """From the home page: choose the game, let an AI take seat 1, create, land on the game page."""
    page.goto(base + "/")
    wait_ready(page)
    page.select_option("#ruleset", ruleset)
    page.select_option("select[name=kind-1]", level)
    tap(page, page.locator("button[type=submit]"))
    page.wait_for_url("**/games/*")
    wait_ready(page, 1)


# my turn, as the page shows it: my moves listed and the AI's seat (seat 2) not marked to act. In a
# simultaneous set-up (Battlegates: both seats place their armies at once) my moves are listed while
# the AI is still placing: its events, a burst of redraws, would replace the board under the finger,
# and a tap on a replaced element is lost (the why-not check then waited 15 s per lost tap, 60 s and
# more in a run of the suite)
MY_TURN = """() => document.body.dataset.ready === '1' && (document.body.dataset.status === 'finished'
  || (document.querySelector('#moves button[data-move]') !== null
      && !(document.querySelectorAll('#seats li')[1]?.textContent || '').endsWith(' · to act')))"""


def _wait_my_turn(page) -> bool:
    """Wait until it is my turn alone (the AI has nothing to do) or the page says the game is over;
    True if I may move."""
    try:
        page.wait_for_function(MY_TURN, timeout=120000)
    except Exception:  # say whether the AI never answered or the page never showed that it had
        gid = page.url.split("/games/")[1].split("?")[0].split("#")[0]
        game = requests.get(page.url.split("/games/")[0] + f"/v1/games/{gid}", timeout=10).json()
        raise AssertionError(f"my turn never came: the game is at version {game['version']} with "
                             f"{game['to_act']} to act ({game['status']}); the page shows version {version(page)}, "
                             f"status {page.locator('#status').text_content()!r}, live "
                             f"{page.locator('#live').text_content()!r}, last event heard {page.evaluate('document.body.dataset.heard')!r}; the page said {getattr(page, 'said', [])[-10:]}; "
                             f"the server logged of this game:\n{server_log_tail(page.url, 60, gid)}") from None
    return not page.evaluate("document.body.dataset.status") == "finished"


def _choose(pick: random.Random, moves: list) -> dict:
    """A move a new player would make: mostly one that a tap on the board names (a place, a piece,
    a card), sometimes any legal move."""
    tappable = [m for m in moves if set(m) - {"type"}]
    return pick.choice(tappable if tappable and pick.random() < 0.85 else moves)


def _why_not_shown(page) -> bool:
    """Tap an element no move of mine names: the page explains which rule forbids it."""
    for attempt in range(5):
        wait_ready(page)
        if not page.evaluate(NOT_LIVE):
            return False
        try:
            tap(page, page.locator("#board [data-test-target]").first)
        except Exception:  # a live update redrew the board under the finger: look again
            page.wait_for_timeout(200)
            continue
        try:  # a tap on a node that a redraw replaced a moment later is lost: tap afresh
            answer = page.wait_for_function(EXPLAINED, timeout=60000 if attempt == 4 else 15000).json_value()
        except Exception:
            if attempt == 4:
                raise
            continue
        if "said" in answer:
            text = answer["said"]
            break
    else:
        return False
    assert text.startswith("Why not:") and len(text) > 20, text
    assert "{" not in text and "None" not in text, text
    page.keyboard.press("Escape") if not page.evaluate("navigator.maxTouchPoints > 0") else None
    return True


def _open_rules(page) -> None:
    tap(page, page.locator("#rules-open"))
    page.wait_for_selector("#rules[open] #rules-body h3")
    assert "rules in short" in page.locator("#rules-body h3").first.text_content()
    assert page.locator("#rules-body .reading li").count() >= 2  # the project's readings, not the seed alone
    tap(page, page.locator("#seed-open"))
    page.wait_for_selector("#seed-body:not([hidden]) .seed-text")
    assert len(page.locator("#seed-body .seed-text").text_content()) > 2000
    tap(page, page.locator("#rules-close"))
    page.wait_for_selector("#rules:not([open])", state="attached")


@pytest.mark.parametrize("device", list(DEVICES))
@pytest.mark.parametrize("ruleset", list(GAMES))
def test_a_new_player_plays_ten_moves_against_the_ai_by_tapping(ruleset, device, web_server, browser):
    ctx = browser.new_context(**DEVICES[device], bypass_csp=True)
    try:
        page = ctx.new_page()
        said = []  # what the page said (errors, warnings): a failure quotes it
        page.on("console", lambda m: said.append(f"{m.type}: {m.text}") if m.type in ("error", "warning") else None)
        page.on("pageerror", lambda e: said.append(f"uncaught: {e}"))
        page.said = said
        _create_against_ai(page, web_server, ruleset, GAMES[ruleset])
        pick = random.Random(11)
        board_taps, explained = 0, False
        for turn in range(10):
            if not _wait_my_turn(page):
                break
            if turn == 0:
                if device == "phone":
                    assert small_text(page) == [], "text under 12 px on a phone"
                    assert small_targets(page, 44, BOARD_TARGET_PX.get(ruleset)) == [], "targets under 44 x 44 px on a phone"
                    assert sideways_scroll(page) == {"page": 0, "board": 0}, "the board scrolls sideways on a phone"
                    # the board first, then what a player acts on; the table talk after them
                    order = page.evaluate("['#board', '#moves', '#chat-panel'].map((s) => "
                                          "document.querySelector(s)?.getBoundingClientRect().top ?? null)")
                    assert None not in order and order == sorted(order), f"board, moves, talk: {order}"
                    screenshot(page, f"phone-{ruleset}-start")
                    _open_rules(page)
                assert axe_violations(page) == []
            if not explained:
                explained = _why_not_shown(page)
                _wait_my_turn(page)
            before = version(page)
            board_taps += play_by_taps(page, _choose(pick, _my_moves(page)))
            assert version(page) > before
            if turn == MIDDLE_TURN.get(ruleset, 5) and device == "phone":
                _wait_my_turn(page)
                assert small_text(page) == [] and small_targets(page, 44, BOARD_TARGET_PX.get(ruleset)) == []
                assert sideways_scroll(page) == {"page": 0, "board": 0}, "the board scrolls sideways on a phone"
                screenshot(page, f"phone-{ruleset}-middle")
        assert board_taps >= 5, "the moves were made by tapping the board and hands, not only the list"
        assert explained or ruleset == "battlegates", "no tap was refused and explained"
        # the last move in words (its highlight on the board: tests/unit/boards/test_phone_layout.py)
        assert page.locator("#lastmove").text_content().startswith("Last move: ")
        _report_stalls(page)
    finally:
        ctx.close()


def _report_stalls(page) -> None:
    """A page whose live stream fell silent catches up by itself (api/static/js/game.js,
    checkStale); that it had to is worth knowing, with what the server's streams did (their trace),
    so it is reported as a warning, not hidden and not failed on."""
    stalls = page.evaluate("document.body.dataset.stalls")
    if stalls:
        gid = page.url.split("/games/")[1].split("?")[0].split("#")[0]
        last = page.evaluate("document.body.dataset.stalled")  # "<ISO time>: what the page knew then"
        warnings.warn(f"the page of game {gid} caught up on a silent stream {stalls} time(s), the last at {last}; "
                      f"the server's stream trace of it:\n{server_log_tail(page.url, 400, gid)}", stacklevel=1)
