"""The games' words in every language (issue 37; docs/i18n.md "Design for the domain's words"):
Grove's, Channeling's and the engine's events and legal moves are messages rendered from each
game's own catalogue files, so that in the pseudo-locale every word carries its markers (nothing
English leaks past the catalogue) and in Spanish and German they are real sentences."""
from __future__ import annotations

import re

import pytest

from domain import engine
from domain.engine.words import Msg, english, msg, seat_names, who_msg
from service.table import i18n
from tests.unit.test_words import EXTRA_EVENTS, NAMES, games, readers

GAMES = ("grove", "channeling")
# in the pseudo-locale every letter of these is accented: one left plain is English past the catalogue
PLAIN = re.compile(r"[aceginorstuyACEGINORSTUY]")


def leaks(text: str, names) -> list[str]:
    """The unmarked English letters of a pseudo-locale text, players' names and the game's own name
    (a ruleset's name is not translated: docs/i18n.md "Not translated") and the possessive filter's
    "'s" after a name or "Player 2" (English grammar on a parameter, like German's genitive "s") set aside."""
    for name in sorted(names, key=len, reverse=True):
        text = text.replace(name, "")
    return PLAIN.findall(text.replace("'s", ""))


def said_by(rs, gs, env, reader, finished=False) -> Msg:
    view = None if gs is None else rs.view(gs["game"], reader)
    names = seat_names(gs["seats"]) if gs else NAMES
    return rs.describe_event_msg(view, rs.redact(env, reader, finished), names)


@pytest.mark.parametrize("ruleset_id", GAMES)
def test_every_event_of_grove_and_channeling_is_marked_in_the_pseudo_locale(ruleset_id):
    rs = engine.find_ruleset(ruleset_id)
    seen = set()
    for envs, befores, _ in games(ruleset_id):
        for env, gs in zip(envs, befores):
            for reader in readers(ruleset_id):
                said = said_by(rs, gs, env, reader, env is envs[-1])
                text = i18n.render("qps", said)
                assert text.startswith(i18n.PSEUDO_OPEN) and text.endswith(i18n.PSEUDO_CLOSE), text
                assert not leaks(text, NAMES + [rs.name]), f"{env['type']}: English in {text!r}"
                assert i18n.render("en", said) == english(said)
                seen.add(env["type"])
    middle = games(ruleset_id)[0][1][len(games(ruleset_id)[0][1]) // 2]
    for kind, (seat, data) in EXTRA_EVENTS.get(ruleset_id, {}).items():
        env = {"seq": middle["version"] + 1, "type": kind, "seat": seat, "data": data, "at": "", "cmd": None,
               "digests": {}, "hash": "", "private": {}}
        assert not leaks(i18n.render("qps", said_by(rs, middle, env, 0)), NAMES)
        seen.add(kind)
    assert set(rs.words.events) <= seen


@pytest.mark.parametrize("ruleset_id", GAMES)
def test_every_legal_move_of_grove_and_channeling_is_marked_in_the_pseudo_locale(ruleset_id):
    rs = engine.find_ruleset(ruleset_id)
    seen = set()
    for _, _, moves in games(ruleset_id):
        for gs, seat, _ in moves[:: max(1, len(moves) // 200)]:
            view, names = rs.view(gs["game"], seat), seat_names(gs["seats"])
            for legal in rs.legal_moves(gs["game"], seat):
                said = rs.describe_move_msg(view, seat, legal, names)
                assert not leaks(i18n.render("qps", said), NAMES), legal
                assert english(said) == rs.describe_move(view, seat, legal, names)
                seen.add(legal["type"])
    assert seen == set(rs.move_types)


ENGINE_EVENTS = [
    {"type": "GameCreated", "seat": None, "data": {"seats": [{"name": "Ana"}, {"name": None, "ai": "greedy"}]}},
    {"type": "SeatRemoved", "seat": 0, "data": {"seat": 0, "reason": "resigned"}},
    {"type": "TurnTimedOut", "seat": None, "data": {"seat": 1, "policy": "ai"}},
    {"type": "SeatOnLeave", "seat": 0, "data": {"seat": 0, "from": "2026-12-03T00:00:00Z", "until": "2026-12-06T00:00:00Z"}},
    {"type": "SeatSuspended", "seat": None, "data": {"seat": 1, "until": None}},
    {"type": "SeatReinstated", "seat": None, "data": {"seat": 1}},
    {"type": "GameFinished", "seat": None, "data": {"outcome": {"winners": [1], "ranking": [1, 0, 2], "reason": "resignation"},
                                                     "seed": "ab"}},
    {"type": "GameFinished", "seat": None, "data": {"outcome": {"winners": [], "ranking": [0, 1], "reason": "by agreement"}}},
    {"type": "ActionWithdrawn", "seat": 0, "data": {"seat": 0, "reason": "takeback"}},
    {"type": "TakebackRequested", "seat": 0, "data": {"seat": 0}},
    {"type": "DrawAnswered", "seat": 1, "data": {"seat": 1, "accept": True}},
    {"type": "GameAborted", "seat": 0, "data": {"seat": 0}},
    {"type": "PositionSet", "seat": None, "data": {"position": "Endgame"}},
]


@pytest.mark.parametrize("env", ENGINE_EVENTS, ids=lambda e: e["type"])
def test_the_engines_events_are_marked_in_the_pseudo_locale_and_translated(env):
    rs = engine.find_ruleset("grove")
    env = {"seq": 9, "at": "", "cmd": None, "digests": {}, "hash": "", "private": {}, **env}
    said = rs.describe_event_msg(None, env, ["Ana", "Bo", "Cy"])
    assert not leaks(i18n.render("qps", said), ["Ana", "Bo", "Cy", rs.name, "Endgame"])
    assert english(said) == rs.describe_event(None, env, ["Ana", "Bo", "Cy"])
    for lang in ("es", "de"):
        assert i18n.render(lang, said) != english(said), lang


def test_spanish_and_german_spot_checks_of_real_sentences():
    grove = engine.find_ruleset("grove")
    rolled = {"type": "FirstPlayerRolled", "seat": None, "data": {"dice": [[6, 2, 1], [6, 5, 6]], "first": 1, "totals": [9, 17]}}
    said = grove.describe_event_msg(None, rolled, ["Ana", "Bo"])
    assert i18n.render("es", said) == "Ana (Luz) saca 6, 2 y 1 (9) y Bo (Oscuridad) saca 6, 5 y 6 (17): empieza Bo."
    assert i18n.render("de", said) == "Ana (Licht) würfelt 6, 2 und 1 (9) und Bo (Dunkel) würfelt 6, 5 und 6 (17): Bo beginnt."
    moved = {"type": "MeeplesMoved", "seat": 1, "data": {"count": 3, "from": "grove", "to": "circle-2"}}
    said = grove.describe_event_msg(None, moved, ["Ana", "Bo"])
    assert i18n.render("es", said) == "Bo mueve 3 meeples de la Oscuridad de pie de la Arboleda al Círculo Mágico 2."
    assert i18n.render("de", said) == "Bo zieht 3 stehende Dunkel-Meeples vom Hain zum Magischen Kreis 2."
    channeling = engine.find_ruleset("channeling")
    ended = {"type": "TurnEnded", "seat": None, "data": {"seat": 0, "next": 1}}
    said = channeling.describe_event_msg(None, ended, ["Ana", "Bo"])
    assert i18n.render("es", said) == "Termina el turno de Ana; ahora juega Bo."
    assert i18n.render("de", said) == "Der Zug von Ana endet; als Nächstes spielt Bo."
    finished = {"type": "GameFinished", "seat": None,
                "data": {"outcome": {"winners": [0], "ranking": [0, 1], "reason": "most Splendor after Overchanneling"}}}
    said = channeling.describe_event_msg(None, finished, ["Ana", "Bo"])
    assert i18n.render("es", said) == "La partida ha terminado: Ana gana (más Esplendor tras la Sobrecanalización)."
    assert i18n.render("de", said) == ("Die Partie ist vorbei: Ana gewinnt (die meiste Pracht nach der "
                                       "Überkanalisierung).")


def test_a_seat_without_a_name_and_the_referee_are_words_of_the_language():
    assert i18n.render("de", msg("engine.removed.left", who=who_msg(["Ana", "Player 2"], 1))) == "Spieler 2 verlässt die Partie."
    assert i18n.render("es", msg("engine.removed.left", who=who_msg(["Ana"], None))) == "El árbitro deja la partida."
    assert english(msg("engine.removed.left", who=who_msg(["ana"], 0))) == "ana leaves the game."  # a name as written


def test_counts_choose_the_exact_form_then_the_plural_category():
    for n, en, de in [(0, "no Dark Energy Cubes", "keine Dunkel-Energiewürfel"), (1, "1 Dark Energy Cube", "1 Dunkel-Energiewürfel"),
                      (4, "4 Dark Energy Cubes", "4 Dunkel-Energiewürfel")]:
        said = msg("grove.n_cubes", n=n, colour=msg("grove.colour.dark"))
        assert english(said, sentence=False) == en and i18n.render("de", said, sentence=False) == de
