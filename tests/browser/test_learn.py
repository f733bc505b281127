"""Learning a game in the browser, on a phone: each game's tutorial completed by tapping (the page
asks for the teaching move, checks it with the server and explains the result), a wrong tap
explained by the rules, and practice against the AI started from a tutorial position."""
from __future__ import annotations

import json
import os

import pytest

from .a11y import BOARD_TARGET_PX, axe_violations, small_targets, small_text
from .conftest import ROOT, screenshot
from .helpers import play_by_taps, tap, wait_ready


def _steps(ruleset: str) -> list:
    with open(os.path.join(ROOT, "api", "tutorials", f"{ruleset}.json"), encoding="utf-8") as f:
        return json.load(f)["steps"]


@pytest.mark.parametrize("ruleset", ["grove", "channeling", "dale", "battlegates", "battalla"])
def test_a_tutorial_is_completed_by_tapping(ruleset, web_server, tab):
    page = tab()
    page.goto(f"{web_server}/tutorial/{ruleset}")
    steps = _steps(ruleset)
    for n, step in enumerate(steps, start=1):
        page.wait_for_function(f"document.body.dataset.ready === '1' && document.body.dataset.step === '{n}'")
        assert page.locator("#prompt-text").text_content() == step["prompt"]
        if n == 1:
            assert small_text(page) == [] and small_targets(page, 44, BOARD_TARGET_PX.get(ruleset)) == []
            assert axe_violations(page) == []
        taps = play_by_taps(page, step["move"], done=f"document.body.dataset.solved === '{n}'")
        assert taps >= 1, "the teaching move was made on the board"
        result = page.locator("#result").text_content()
        assert "Well done." in result and step["explain"] in result
        if n == len(steps):
            assert "Tutorial complete." in result
            screenshot(page, f"tutorial-{ruleset}")
            break
        tap(page, page.locator("#next-step"))


def test_a_wrong_move_in_a_tutorial_gets_a_hint_and_a_refused_tap_a_reason(web_server, tab):
    page = tab()
    page.goto(f"{web_server}/tutorial/grove")
    page.wait_for_function("document.body.dataset.ready === '1' && document.body.dataset.step === '1'")
    tap(page, page.locator('#board [data-place="circle-2"]'))  # no druid of yours can act there
    page.wait_for_selector("#whynot .reason[data-rule=stand]")
    assert "Stand a meeple up." in page.locator("#whynot").text_content()  # the seed's own sentence


def test_practice_against_the_ai_starts_a_real_game_from_the_tutorial_position(web_server, tab):
    page = tab()
    page.goto(f"{web_server}/tutorial/battalla")
    page.wait_for_function("document.body.dataset.ready === '1' && document.body.dataset.step === '1'")
    tap(page, page.locator("#next-step")) if page.locator("#next-step").is_visible() else None
    tap(page, page.locator("#practice"))
    page.wait_for_url("**/games/*")
    wait_ready(page, 1)
    page.wait_for_selector("#moves button[data-move]")
    assert page.locator('#side [data-hand-card="hoplite"]').count() == 1  # the lesson's hand, now a real game
    assert "Ana (you)" in page.locator("#side").text_content()
