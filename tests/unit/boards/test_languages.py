"""The board pictures in the caller's language (issue 37): every word the five games' pictures draw or name (texts, accessible names, titles, the side panel) comes from the
catalogue, so that in the pseudo-locale each carries its markers, and in Spanish and German the
places, cards and labels are the translated ones; English stays as it was."""
from __future__ import annotations

import html
import re
import xml.etree.ElementTree as ET

import pytest

from api import boards
from service.table import i18n

from .helpers import game_at

GAMES = [("dale", 3), ("battalla", 2), ("battlegates", 2), ("grove", 2), ("channeling", 2)]
NAMES = {"dale": "Battle of the Dale", "battalla": "Battalla!", "battlegates": "Battlegates",
         "grove": "Battle for the Grove", "channeling": "The Channeling"}
PLAIN = re.compile(r"[aceginorstuyACEGINORSTUY]")
# symbols a picture draws besides words: a unit's or character's letter (R, M, H; G, C, A) with its
# castle's number, a portal (P1), the version (v12), a side's letter and count (L, D×3; D2), a
# card's figures (V2 S3)
SYMBOL = re.compile(r"\b[A-Z]\d*\b|\bv\d+\b|\bP\d+\b|\b[LD]×\d+")


def _texts(picture: str) -> list[str]:
    """Every text a person reads or hears in an SVG: its text nodes, titles and accessible names."""
    root = ET.fromstring(picture)
    out = [el.get("aria-label") for el in root.iter() if el.get("aria-label")]
    out += ["".join(el.itertext()) for el in root.iter() if el.tag.endswith(("}text", "}title"))]
    return [t for t in out if t.strip()]


def _unmarked(text: str, game: dict, ruleset: str) -> list[str]:
    """The plain English letters outside the pseudo-locale's markers: names, symbols set aside."""
    for seat in game.get("seats") or []:
        if seat.get("name"):
            text = text.replace(str(seat["name"]), "")
    text = text.replace(NAMES[ruleset], "").replace("'s", "")
    return PLAIN.findall(SYMBOL.sub("", text))


@pytest.mark.parametrize("moves", [0, 12, 60])
@pytest.mark.parametrize("ruleset,n", GAMES)
def test_every_word_of_the_picture_is_the_catalogues_in_the_pseudo_locale(ruleset, n, moves):
    for seat in (0, None):
        game, last = game_at(ruleset, n, moves, seat)
        for panel in (True, False):
            for text in _texts(boards.render(game, last, panel=panel, lang="qps")):
                assert not _unmarked(text, game, ruleset), f"{ruleset} panel={panel}: English in {text!r}"
        side = re.sub(r'<span class="t-text" lang="en">.*?</span>', "", boards.side(game, lang="qps"))  # quoted rules
        side = html.unescape(re.sub(r"<[^>]+>", "  ", side))
        for chunk in re.split(r"\s{2,}", side):
            assert not _unmarked(chunk, game, ruleset), f"{ruleset} side: English in {chunk!r}"


def test_the_english_picture_is_the_default_and_names_what_it_named():
    game, last = game_at("dale", 3, 12, 0)
    assert boards.render(game, last) == boards.render(game, last, lang="en")
    assert "Riverport of Chip" in boards.render(game, last, panel=False)
    assert boards.side(game) == boards.side(game, lang="en")


def test_dale_battalla_and_battlegates_pictures_in_spanish_and_german():
    dale, last = game_at("dale", 3, 0, 0)
    assert "Space 9 (Riverport of Chip): vacant" in boards.render(dale, last, panel=False)
    assert "Casilla 9 (Puerto Fluvial de Chip): libre" in boards.render(dale, last, panel=False, lang="es")
    assert "Feld 9 (Flusshafen von Chip): frei" in boards.render(dale, last, panel=False, lang="de")
    assert "Benannte Felder: 4 Nebelberg" in boards.render(dale, last, lang="de")
    battalla, last = game_at("battalla", 2, 40, 0)
    cards = {p["card"] for p in battalla["view"]["board"] if p}
    assert cards, "no card on the mat to look for"
    from domain.battalla.words import card as card_msg

    spanish = boards.render(battalla, last, panel=False, lang="es")
    assert all(i18n.render("es", card_msg(c), sentence=False) in spanish.replace("&#x27;", "'") for c in cards)
    assert "fila de invocación" in spanish or "zona neutral" in spanish
    assert "Reihe" in boards.render(battalla, last, lang="de")
    gates, last = game_at("battlegates", 2, 0, 0)
    assert "Burg 2: verdeckt bis zur Aufdeckung" in boards.render(gates, last, lang="de")
    assert "Portal 1 del castillo 1" in boards.render(gates, last, panel=False, lang="es")
