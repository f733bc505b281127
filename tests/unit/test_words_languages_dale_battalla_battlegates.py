"""Battle of the Dale, Battalla! and Battlegates in every language (issue 37; docs/i18n.md "Design
for the domain's words"): their events and legal moves are messages rendered from each game's own
catalogue files (domain/<game>/locales/), so that in the pseudo-locale every word carries its
markers (no English past the catalogue: not a card, a place, an army or a reason), English is what
describe_event/describe_move say, and in Spanish and German they are real sentences."""
from __future__ import annotations


import pytest

from domain import engine
from domain.engine.words import Msg, english, seat_names
from service.table import i18n
from tests.unit.test_words import EXTRA_EVENTS, EXTRA_MOVES, NAMES, games, readers
from tests.unit.test_words_languages import leaks, said_by

GAMES = ("dale", "battalla", "battlegates")
def strings_in(said: Msg) -> list[str]:
    """Every plain-str parameter of a message tree: each must be a player's name."""
    out = []
    for _, value in said.params:
        if isinstance(value, Msg):
            out += strings_in(value)
        elif isinstance(value, str):
            out.append(value)
    return out


@pytest.mark.parametrize("ruleset_id", GAMES)
def test_every_event_is_marked_in_the_pseudo_locale_and_english_is_what_it_was(ruleset_id):
    rs = engine.find_ruleset(ruleset_id)
    seen = set()
    for envs, befores, _ in games(ruleset_id):
        for env, gs in zip(envs, befores):
            for reader in readers(ruleset_id):
                finished = env is envs[-1]
                said = said_by(rs, gs, env, reader, finished)
                text = i18n.render("qps", said)
                assert text.startswith(i18n.PSEUDO_OPEN) and text.endswith(i18n.PSEUDO_CLOSE), text
                assert not leaks(text, NAMES + [rs.name]), f"{env['type']}: English in {text!r}"
                assert set(strings_in(said)) <= set(NAMES + [rs.name]), f"{env['type']}: a raw string in {said}"
                view = None if gs is None else rs.view(gs["game"], reader)
                assert i18n.render("en", said) == english(said) == rs.describe_event(
                    view, rs.redact(env, reader, finished), seat_names(gs["seats"]) if gs else NAMES)
                seen.add(env["type"])
    middle = games(ruleset_id)[0][1][len(games(ruleset_id)[0][1]) // 2]
    for kind, (seat, data) in EXTRA_EVENTS.get(ruleset_id, {}).items():
        env = {"seq": middle["version"] + 1, "type": kind, "seat": seat, "data": data, "at": "", "cmd": None,
               "digests": {}, "hash": "", "private": {}}
        said = said_by(rs, middle, env, 0)
        assert not leaks(i18n.render("qps", said), NAMES), f"{kind}: English in {i18n.render('qps', said)!r}"
        for lang in ("es", "de"):
            assert i18n.render(lang, said) != english(said), (kind, lang)
        seen.add(kind)
    assert set(rs.words.events) <= seen


@pytest.mark.parametrize("ruleset_id", GAMES)
def test_every_legal_move_is_marked_in_the_pseudo_locale_and_english_is_what_it_was(ruleset_id):
    rs = engine.find_ruleset(ruleset_id)
    seen = set()
    for _, _, moves in games(ruleset_id):
        for gs, seat, _ in moves[:: max(1, len(moves) // 150)]:
            view, names = rs.view(gs["game"], seat), seat_names(gs["seats"])
            for legal in rs.legal_moves(gs["game"], seat):
                said = rs.describe_move_msg(view, seat, legal, names)
                assert not leaks(i18n.render("qps", said), NAMES), f"{legal}: {i18n.render('qps', said)!r}"
                assert english(said) == rs.describe_move(view, seat, legal, names)
                seen.add(legal["type"])
    middle = games(ruleset_id)[0][1][len(games(ruleset_id)[0][1]) // 2]
    for mv in EXTRA_MOVES.get(ruleset_id, []):
        said = rs.describe_move_msg(rs.view(middle["game"], 0), 0, mv, NAMES)
        assert not leaks(i18n.render("qps", said), NAMES)
        seen.add(mv["type"])
    assert seen == set(rs.move_types)


@pytest.mark.parametrize("ruleset_id", GAMES)
def test_the_outcome_is_said_in_each_language(ruleset_id):
    rs = engine.find_ruleset(ruleset_id)
    for envs, befores, _ in games(ruleset_id):
        if envs[-1]["type"] != "GameFinished":
            continue
        outcome = envs[-1]["data"]["outcome"]
        said = rs.outcome_msg(outcome, NAMES[:len(befores[-1]["seats"])])
        assert not leaks(i18n.render("qps", said), NAMES), i18n.render("qps", said)
        assert english(said) == rs.outcome_text(outcome, NAMES[:len(befores[-1]["seats"])])


def _event(rs, kind, seat, data, view=None, names=("Ana", "Bo", "Cy")):
    env = {"seq": 9, "type": kind, "seat": seat, "data": data, "at": "", "cmd": None, "digests": {}, "hash": "",
           "private": {}}
    return rs.describe_event_msg(view, env, list(names))


def test_dale_in_spanish_and_german():
    dale = engine.find_ruleset("dale")
    view = {"armies": ["human", "elf", "dwarf"], "board": [None] * 19, "phase": "act"}
    moved = _event(dale, "UnitMoved", 1, {"seat": 1, "kind": "M", "from": 3, "to": 9}, view)
    assert english(moved) == "Bo moves the Elf Mounted unit from space 3 to Riverport of Chip."
    assert i18n.render("es", moved) == "Bo mueve la unidad montada de los Elfos de la casilla 3 a Puerto Fluvial de Chip."
    assert i18n.render("de", moved) == "Bo zieht die Reitereinheit der Elfen von Feld 3 nach Flusshafen von Chip."
    placed = _event(dale, "UnitPlaced", 0, {"seat": 0, "kind": "H", "space": 4}, view)
    assert english(placed) == "Ana places a Human Hero from the Reserve on Foggy Mountain."
    assert i18n.render("es", placed) == "Ana coloca una unidad heroica de los Humanos de la Reserva en Montaña Brumosa."
    assert i18n.render("de", placed) == "Ana setzt eine Heldeneinheit der Menschen aus der Reserve auf Nebelberg."
    removed = _event(dale, "PlayerRemoved", None, {"seat": 2, "reason": "resigned", "spaces": [4, 9]}, view)
    assert i18n.render("es", removed) == ("Cy abandona y queda fuera de la batalla; 2 unidades en Montaña Brumosa y "
                                          "Puerto Fluvial de Chip salen del mapa.")
    assert i18n.render("de", removed) == ("Cy gibt auf und scheidet aus der Schlacht aus; 2 Einheiten auf Nebelberg und "
                                          "Flusshafen von Chip verlassen den Spielplan.")
    won = _event(dale, "GameWon", None, {"seats": [2], "reason": "holds three of the four named spaces"}, view)
    assert i18n.render("de", won) == "Cy gewinnt: hält drei der vier benannten Felder."
    drawn = {"winners": [], "ranking": [0, 1], "reason": "turn limit of 120 turns reached: a draw, ranked by units left"}
    assert dale.outcome_text(drawn, ["Ana", "Bo"]) == \
        "The game is a draw: turn limit of 120 turns reached: a draw, ranked by units left."
    assert "120" in i18n.render("es", dale.outcome_msg(drawn, ["Ana", "Bo"])) and \
        "límite de 120 turnos" in i18n.render("es", dale.outcome_msg(drawn, ["Ana", "Bo"]))


def test_battalla_in_spanish_and_german():
    battalla = engine.find_ruleset("battalla")
    board = [None] * 15
    board[7] = {"uid": 5, "owner": 1, "card": "bronze_shield"}
    view = {"board": board}
    damage = _event(battalla, "DamageDealt", None, {"uid": 5, "amount": 2, "why": "zeus_bolt"}, view)
    assert english(damage) == "Bo's Bronze Shield takes 2 damage from Zeus's Bolt."
    assert i18n.render("es", damage) == "Escudo de Bronce de Bo recibe 2 de daño de Rayo de Zeus."
    assert i18n.render("de", damage) == "Bos Bronzeschild erleidet 2 Schaden durch Zeus' Blitz."
    summoned = _event(battalla, "CardSummoned", 0, {"seat": 0, "card": "odin", "cell": 2, "from": "hero_deck"}, view)
    assert i18n.render("es", summoned) == \
        "Ana invoca al Héroe Odín, el Padre de Todos del Mazo de Héroes en la casilla 2 de la fila de invocación de Ana."
    assert i18n.render("de", summoned) == \
        "Ana beschwört den Helden Odin, der Allvater aus dem Heldendeck auf Feld 2 in Anas Beschwörungsreihe."
    lost = _event(battalla, "PlayerLost", None, {"seat": 1, "reason": "drew the last penalty card"}, view)
    assert i18n.render("de", lost) == "Bo verliert: hat die letzte Strafkarte gezogen."
    won = {"winners": [0], "ranking": [0, 1], "scores": None, "reason": "drew the last penalty card"}
    assert battalla.outcome_text(won, ["Ana", "Bo"]) == "Ana wins: Bo drew the last penalty card."
    assert i18n.render("es", battalla.outcome_msg(won, ["Ana", "Bo"])) == \
        "Ana gana: Bo robó la última carta de penalización."


def test_battlegates_in_spanish_and_german():
    gates = engine.find_ruleset("battlegates")
    view = {"setup": "single", "castle_seats": [0, 1], "chars": [[0, "archer", 12], [1, "archer", 40]]}
    shot = _event(gates, "ArrowShot", 0, {"piece": 0, "dir": "E", "killed": 1, "path": [13]}, view)
    assert english(shot).startswith("Ana's Archer on square (") and english(shot).endswith("and hits Bo's Archer.")
    assert i18n.render("es", shot).startswith("El Arquero de Ana en la casilla (")
    assert i18n.render("es", shot).endswith("dispara una flecha hacia el este y alcanza al Arquero de Bo.")
    assert i18n.render("de", shot).startswith("Anas Bogenschütze auf Feld (")
    assert i18n.render("de", shot).endswith("schießt einen Pfeil nach Osten und trifft Bos Bogenschützen.")
    began = _event(gates, "SetupBegan", None, {"setup": "misery_run", "items_per_castle": 15}, view)
    assert i18n.render("de", began) == ("Der Schiedsrichter baut zwei Bretter hintereinander, über den Elendspfad hinweg "
                                        "auf: hinter der Trennwand stellt jede Burg ihr Heer auf ihre Portale und baut ihr "
                                        "Labyrinth, 15 Teile je Burg.")
    abandoned = _event(gates, "CastleAbandoned", None, {"castle": 1, "placed": 15}, view)
    assert i18n.render("es", abandoned) == \
        "El castillo 2 (Bo) queda abandonado antes de terminar su laberinto; los demás siguen jugando."
