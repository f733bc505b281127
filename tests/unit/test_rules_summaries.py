"""The rules panel's summaries (api/static/rules/<ruleset>.html) and their translations
(<ruleset>.es.html, <ruleset>.de.html): one of each for every game, the same elements and classes in
the same order as the English, and words of their own (not the English left in place)."""
from __future__ import annotations

from html.parser import HTMLParser
from pathlib import Path

import pytest

from domain.engine.ruleset import all_rulesets

RULES = Path(__file__).resolve().parents[2] / "api" / "static" / "rules"
RULESETS = ["battalla", "battlegates", "channeling", "dale", "grove"]
LANGUAGES = ["es", "de"]


class _Outline(HTMLParser):
    """The summary's elements with their classes, in order, and its text."""

    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, str | None]] = []
        self.text: list[str] = []

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs).get("class")))

    def handle_data(self, data):
        if data.strip():
            self.text.append(data.strip())


def outline(path: Path) -> _Outline:
    parsed = _Outline()
    parsed.feed(path.read_text(encoding="utf-8"))
    return parsed


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_translated_summary_has_the_english_structure_in_its_own_words(ruleset, lang):
    english, translated = outline(RULES / f"{ruleset}.html"), outline(RULES / f"{ruleset}.{lang}.html")
    assert translated.tags == english.tags
    # the headings are the language's (the game's name stays: docs/i18n.md), and no sentence of the
    # English is left untranslated (the path of its docs/rules page and symbols aside)
    headings = [t for t in translated.text if t.startswith(english.text[0].split(":")[0])]
    assert headings and headings[0] != english.text[0]
    left = [t for t in translated.text if t in english.text and len(t.split()) > 3]
    assert left == []


def test_every_game_has_a_summary_in_every_language():
    assert sorted({r.id for r in all_rulesets()}) == RULESETS
    for ruleset in RULESETS:
        for name in [f"{ruleset}.html"] + [f"{ruleset}.{lang}.html" for lang in LANGUAGES]:
            assert (RULES / name).is_file(), name
