"""The games in their own words: a sentence for every move type and every event type of every
ruleset (domain/<game>/words.py, domain/engine/words.py), in the seeds' vocabulary, with names
instead of indices, and with nothing in it that its reader may not see.

The types are taken from the rulesets themselves, never from a list kept here: move types from
`Ruleset.move_types` (what /v1/rulesets/{id} publishes), event types from what the rules can emit
(every `Draft("…")` / `emit("…")` in the game's package and the engine's own events) and from
random games played to the end. A new type without a sentence fails here.
"""
from __future__ import annotations

import functools
import json
import random
import re
from pathlib import Path

import pytest

from domain import engine
from domain.engine import game as G
from domain.engine.pending import CONSENT_EVENTS
from domain.engine.ruleset import Event
from domain.engine.words import ENGINE_WORDS, outcome_words, seat_names

ROOT = Path(__file__).resolve().parents[2]
NAMES = ["Ana", "Bo", "Cy", "Dee", "Ed"]
SEED = b"\x05" * 32

# (seats, options, seeds of the random games) per ruleset: enough games to reach every event type
# the rules emit in ordinary play; the few rare ones are made in EXTRA_EVENTS below
TABLES = {
    "grove": [(2, {"turn_limit": 300}, (1, 2))],
    "channeling": [(2, {}, (1, 2, 3))],
    "dale": [(5, {"prisoner_exchange": True, "turn_limit": 120}, (1, 2, 3)), (2, {"turn_limit": 10}, (4,))],
    "battlegates": [(2, {}, (1, 2))],
    "battalla": [(2, {"turn_limit": 40}, (1, 2, 3))],
}


def emitted_types(ruleset_id: str) -> set[str]:
    """Every event type the game's rules can emit: the string literals of its Draft(...) and emit(...)."""
    found = set()
    for path in (ROOT / "domain" / ruleset_id).glob("*.py"):
        found.update(re.findall(r'(?:Draft|emit)\(\s*"([A-Z]\w+)"', path.read_text()))
    return found


def _seal(decision, envs, key):
    return decision.seal(prev_hash=envs[-1]["hash"] if envs else engine.GENESIS, at="2026-01-01T00:00:00Z", seed=key)


@functools.lru_cache(maxsize=None)
def games(ruleset_id: str):
    """Random games played to the end: [(envelopes, [state before each envelope], [(state, seat, move)])]."""
    rs = engine.find_ruleset(ruleset_id)
    out = []
    for n, options, seed in [(n, o, seed) for n, o, seeds in TABLES[ruleset_id] for seed in seeds]:
        pick = random.Random(seed)
        key = pick.randbytes(32)
        d = G.create(rs, seats=[{"name": NAMES[i]} for i in range(n)], options=options, clock=None, seed=key)
        envs = _seal(d, [], key)
        gs = d.state
        moves = []
        while not gs["finished"] and len(envs) < 6000:
            seat = pick.choice(G.to_act(rs, gs))
            legal = rs.legal_moves(gs["game"], seat)
            mv = pick.choice(legal)
            moves.append((gs, seat, mv))
            d = G.move(rs, gs, seat, mv, key)
            envs += _seal(d, envs, key)
            gs = d.state
        befores, state = [], None
        for env in envs:
            befores.append(state)
            state = G.evolve(rs, state, Event(env["seq"], env["type"], env["seat"], env["data"], env["private"]))
            state = _named(state)  # the names the service looks up beside a record that names nobody
        out.append((envs, befores, moves))
    return out


def readers(ruleset_id: str) -> list:
    """Every seat and a spectator (None)."""
    return list(range(max(n for n, _, _ in TABLES[ruleset_id]))) + [None]


_VIEW = object()  # text_for's view not given: made from gs


def text_for(rs, gs, env, reader, finished=False, view=_VIEW) -> str:
    """What `reader` reads for an event: redacted first, then described from its view before it
    (`view`: that view, when the caller has it already)."""
    redacted = rs.redact(env, reader, finished)
    if view is _VIEW:
        view = None if gs is None else rs.view(gs["game"], reader)
    return rs.describe_event(view, redacted, seat_names(gs["seats"]) if gs else NAMES)


BAD = [
    (re.compile(r"\bNone\b"), "None"),
    (re.compile(r"[\[\]{}]"), "list or dict notation"),
    (re.compile(r"\bp\d\b"), "a seat index like p0"),
    (re.compile(r"\bseat \d", re.I), "a seat index like seat 1"),
    (re.compile(r"\b[a-z]+_[a-z0-9_]+\b"), "a raw identifier"),
    (re.compile(r"\b(True|False|true|false|null)\b"), "a JSON value"),
    (re.compile(r"'\w+'|\""), "a quoted value"),
]


def check_sentence(text: str, where: str) -> None:
    """A sentence: words, no data notation, no seat index, capitalised, ending with a stop."""
    assert isinstance(text, str) and len(text) > 8, f"{where}: {text!r}"
    assert text[0].isupper() and text[-1] in ".!?", f"{where}: not a sentence: {text!r}"
    for pattern, what in BAD:
        assert not pattern.search(text.replace("'s ", " ").replace("s' ", " ")), f"{where}: {what} in {text!r}"


# --- every event type ----------------------------------------------------------------------------
@pytest.mark.parametrize("ruleset_id", sorted(TABLES))
def test_every_event_type_the_rules_emit_has_a_sentence_for_every_reader(ruleset_id):
    rs = engine.find_ruleset(ruleset_id)
    source = emitted_types(ruleset_id)
    assert source, "the scan of the rules found no event types"
    seen = {}
    for envs, befores, _ in games(ruleset_id):
        finished = envs[-1]["type"] == "GameFinished"
        for env, gs in zip(envs, befores):
            seen.setdefault(env["type"], 0)
            seen[env["type"]] += 1
            for reader in readers(ruleset_id):
                view = None if gs is None else rs.view(gs["game"], reader)  # the same whether the game has ended
                for end in {False, finished}:
                    check_sentence(text_for(rs, gs, env, reader, end, view), f"{env['type']} for {reader}")
    extra = EXTRA_EVENTS.get(ruleset_id, {})
    envs, befores, _ = games(ruleset_id)[0]
    middle = befores[len(befores) // 2]  # a position in full play: the view the rare events are read from
    for kind, (seat, data) in extra.items():
        env = {"seq": middle["version"] + 1, "type": kind, "seat": seat, "data": data, "at": "", "cmd": None,
               "digests": {}, "hash": "", "private": {}}
        for reader in readers(ruleset_id):
            check_sentence(text_for(rs, middle, env, reader), f"{kind} for {reader}")
    # PositionSet starts a practice game (tests/unit/engine/test_position_start.py has its words);
    # SeatOnLeave, SeatSuspended and SeatReinstated are the clock's (tests/unit/test_clock.py has their words);
    # the undo, takeback, draw and abort events have theirs checked in tests/unit/engine/test_consent.py
    missing = (source | set(ENGINE_WORDS) - {"SeatRemoved", "TurnTimedOut", "PositionSet", "SeatOnLeave",
                                                 "SeatSuspended", "SeatReinstated"} - set(CONSENT_EVENTS)) - set(seen) - set(extra)
    assert not missing, f"no example of {sorted(missing)}: add a seed or an EXTRA_EVENTS entry"
    assert set(seen) - set(ENGINE_WORDS) <= source, "the scan of the rules misses a type the games emit"
    assert set(rs.words.events) == source, "the phrasebook's event types are not the rules' event types"


def test_every_move_type_has_a_sentence():
    for ruleset_id in sorted(TABLES):
        rs = engine.find_ruleset(ruleset_id)
        seen = set()
        for _, _, moves in games(ruleset_id):
            for gs, seat, mv in moves[:: max(1, len(moves) // 400)] + moves[-20:]:
                view = rs.view(gs["game"], seat)
                legal_moves = rs.legal_moves(gs["game"], seat)
                for legal in legal_moves[:: max(1, len(legal_moves) // 30)]:
                    seen.add(legal["type"])
                    check_sentence(rs.describe_move(view, seat, legal, seat_names(gs["seats"])),
                                   f"{ruleset_id} {legal}")
        envs, befores, _ = games(ruleset_id)[0]
        middle = befores[len(befores) // 2]
        for mv in EXTRA_MOVES.get(ruleset_id, []):
            check_sentence(rs.describe_move(rs.view(middle["game"], 0), 0, mv, NAMES), f"{ruleset_id} {mv}")
        extra = {mv["type"] for mv in EXTRA_MOVES.get(ruleset_id, [])}
        assert set(rs.move_types) <= seen | extra, f"{ruleset_id}: no example of {set(rs.move_types) - seen - extra}"
        assert set(rs.words.moves) == set(rs.move_types), f"{ruleset_id}: the phrasebook's move types differ"


# Events random play seldom reaches: {ruleset: {type: (envelope seat, data)}}, each read from a
# position in full play; the engine's own removal events are played for real below
EXTRA_EVENTS = {
    "battalla": {"HeroRevealed": (0, {"seat": 0, "card": "odin"}),
                 "PlayerLost": (None, {"seat": 1, "reason": "drew the last penalty card"})},
    "battlegates": {"PointsForfeited": (0, {"castle": 0, "points": 2}),
                    "GatesRemoved": (0, {"gates": [0], "why": "a wall keeps it from swinging across Battle Alley"}),
                    "CastleAbandoned": (None, {"castle": 1, "placed": 15})},
    "channeling": {"DeckExhausted": (0, {"empty": [3, 7]})},
    "dale": {"Passed": (0, {"seat": 0}),
             "PlayerRemoved": (None, {"seat": 2, "reason": "resigned", "spaces": [4, 9]}),
             "FellTogether": (None, {"seats": [0, 1], "reason": "the last players were defeated together: "
                                                               "nobody is left in the game to win it"})},
}
# Moves random play seldom lists: {ruleset: [move]}, said by seat 0 in the same position
EXTRA_MOVES = {
    "battalla": [{"type": "reveal_hero", "card": "odin"}, {"type": "activate_hero", "card": "isis", "target": 1}],
    "dale": [{"type": "pass"}],
}


# --- the engine's own events, played for real ----------------------------------------------------
def _texts(rs, gs, decision, readers_):
    envs = decision.seal(prev_hash="0" * 64, at="", seed=SEED)
    out = {}
    for env in envs:
        for reader in readers_:
            text = text_for(rs, gs, env, reader, decision.state["finished"])
            check_sentence(text, f"{env['type']} for {reader}")
            out.setdefault(env["type"], set()).add(text)
        gs = G.evolve(rs, gs, Event(env["seq"], env["type"], env["seat"], env["data"], env["private"]))
    return out


def _named(gs: dict) -> dict:
    """A state with NAMES for its seats, as the service's lookup gives them (service/table/seat_names.py):
    the newest records hold no names (names_in_record false)."""
    return {**gs, "seats": [{**s, "name": s.get("name") or NAMES[s["seat"]]} for s in gs["seats"]]}


def _started(ruleset_id, n, options=None):
    rs = engine.find_ruleset(ruleset_id)
    d = G.create(rs, seats=[{"name": NAMES[i]} for i in range(n)], options=options or {}, clock=None, seed=SEED)
    return rs, _named(d.state)


def test_a_timeout_that_forfeits_says_whose_time_ran_out_and_who_won():
    rs, gs = _started("grove", 2)
    seat = G.to_act(rs, gs)[0]
    said = _texts(rs, gs, G.timeout(rs, gs, seat, "forfeit", SEED), [0, 1, None])
    name, other = NAMES[seat], NAMES[1 - seat]
    assert said["TurnTimedOut"] == {f"{name}'s time runs out: forfeits the game."}
    assert said["SeatRemoved"] == {f"{name} runs out of time and forfeits."}
    assert all(f"The game is over: {other} wins ({name} forfeited, out of time)" in t for t in said["GameFinished"])


# --- the end of a game names the winner (issue 35, item 12) ----------------------------------------
@pytest.mark.parametrize("ruleset_id", sorted(TABLES))
def test_the_outcome_names_the_winner_first_and_then_why(ruleset_id):
    """"Bo wins: controls 2 of 3 Magic Circles ...", never "Finished · controls ..." or a seat index;
    with 3 or more seats every other player's place follows, by name."""
    rs = engine.find_ruleset(ruleset_id)
    ended = [(envs, befores) for envs, befores, _ in games(ruleset_id) if envs[-1]["type"] == "GameFinished"]
    assert ended, "no random game of this ruleset reached its end"
    for envs, befores in ended:
        gs = G.evolve(rs, befores[-1], Event(envs[-1]["seq"], "GameFinished", None, envs[-1]["data"], {}))
        outcome = G.outcome(rs, gs)
        names = seat_names(gs["seats"])
        text = rs.outcome_text(outcome, names)
        check_sentence(text, f"{ruleset_id} outcome")
        if outcome["winners"]:
            winners = [names[s] for s in outcome["winners"]]
            assert text.startswith(winners[0]) and (" wins: " in text or " win: " in text), text
            assert all(w in text.split(":")[0] for w in winners), text
        else:
            assert text.startswith("The game is a draw"), text
        if len(gs["seats"]) >= 3:
            for place, s in enumerate(outcome["ranking"], 1):
                if s not in outcome["winners"]:
                    assert f"{names[s]} {('1st', '2nd', '3rd', '4th', '5th')[place - 1]}" in text, text
        said_in_brackets = outcome_words(outcome, names, rs.losers_did(), aside=True)
        for reader in readers(ruleset_id):
            said = text_for(rs, befores[-1], envs[-1], reader, True)
            assert said.startswith("The game is over: " + said_in_brackets), said


def test_an_outcome_in_words_for_each_kind_of_end():
    rs = engine.find_ruleset("grove")
    won = {"winners": [1], "ranking": [1, 0], "scores": None, "reason": "controls 2 of 3 Magic Circles at the start of the turn"}
    assert rs.outcome_text(won, ["Ana", "Bo"]) == "Bo wins: controls 2 of 3 Magic Circles at the start of the turn."
    resigned = {"winners": [0], "ranking": [0, 1], "scores": None, "reason": "resignation"}
    assert rs.outcome_text(resigned, ["Ana", "Bo"]) == "Ana wins: Bo resigned."
    drawn = {"winners": [], "ranking": [0, 1], "scores": None, "reason": "draw: the turn limit was reached without a winner"}
    assert rs.outcome_text(drawn, ["Ana", "Bo"]) == "The game is a draw: the turn limit was reached without a winner."
    battalla = engine.find_ruleset("battalla")
    lost = {"winners": [0], "ranking": [0, 1], "scores": None, "reason": "drew the last penalty card"}
    assert battalla.outcome_text(lost, ["Ana", "Bo"]) == "Ana wins: Bo drew the last penalty card."
    dale = engine.find_ruleset("dale")
    three = {"winners": [2], "ranking": [2, 0, 1], "scores": None, "reason": "holds three of the four named spaces"}
    assert dale.outcome_text(three, ["Ana", "Bo", "Cy"]) == \
        "Cy wins: holds three of the four named spaces; placings: Ana 2nd and Bo 3rd."
    shared = {"winners": [0, 3], "ranking": [0, 3, 1, 2], "scores": None, "reason": "the last players were defeated together"}
    assert dale.outcome_text(shared, ["Ana", "Bo", "Cy", "Dee"]) == \
        "Ana and Dee win: the last players were defeated together; placings: Bo 3rd and Cy 4th."


def test_a_resignation_in_a_larger_game_names_the_player_and_the_units_that_leave():
    """Dale: "When a player is defeated, their units still in play are removed from the game"."""
    rs, gs = _started("dale", 3)
    gs = G.move(rs, gs, 0, {"type": "place", "unit": "regular", "space": 0}, SEED).state
    said = _texts(rs, gs, G.resign(rs, gs, 0, SEED), [0, 1, 2, None])
    assert said["SeatRemoved"] == {"Ana resigns."}
    assert said["PlayerRemoved"] == {"Ana resigns and is out of the battle; 1 unit on space 0 leaves the map."}


def test_a_builder_who_leaves_abandons_the_castle():
    rs, gs = _started("battlegates", 4, {"setup": "allies"})
    said = _texts(rs, gs, G.resign(rs, gs, 2, SEED), [0, 1, 2, 3, None])
    assert said["CastleAbandoned"] == {"Castle 3 (Cy) is abandoned before its maze is built; the others play on."}


def test_every_engine_event_has_a_sentence():
    assert set(ENGINE_WORDS) == set(G.ENGINE_EVENTS)


# --- hidden information stays hidden in the words ------------------------------------------------
def _secret_words(ruleset_id: str, part, setup: str = "single") -> set[str]:
    """The names a private part would reveal: card names, and the squares and posts of a maze."""
    from domain.battalla.cards import CARDS as BATTALLA
    from domain.battlegates.setups import SETUPS
    from domain.battlegates.words import CARD_NAMES

    g = SETUPS[setup].g
    out = set()

    def walk(value, key=None):
        if isinstance(value, dict):
            for k, v in value.items():
                if k != "move":  # the hidden move repeats the part it was decided from
                    walk(v, k)
        elif isinstance(value, list):
            for v in value:
                walk(v, key)
        elif isinstance(value, str) and ruleset_id == "battalla" and value in BATTALLA:
            out.add(BATTALLA[value]["name"])
        elif isinstance(value, str) and ruleset_id == "battlegates" and value in CARD_NAMES:
            out.add(CARD_NAMES[value])
        elif isinstance(value, int) and ruleset_id == "battlegates" and key == "square":
            out.add("square " + g.square_name(value))
        elif isinstance(value, int) and ruleset_id == "battlegates" and key == "post":
            out.add(g.post_name(value))

    walk(part)
    return out


@pytest.mark.parametrize("ruleset_id", ["battalla", "battlegates", "channeling"])
def test_what_a_reader_may_not_see_is_not_in_the_words_it_reads(ruleset_id):
    """Battalla's hands, decks and penalty piles, Battlegates' hands and mazes behind the divider
    ("The two players should not be able to see their opponents' side of the board"), and The
    Channeling's deck order stay out of the sentences every other seat and a spectator read,
    while the player who holds them reads them."""
    rs = engine.find_ruleset(ruleset_id)
    told_owner = 0
    for envs, befores, _ in games(ruleset_id):
        for env, gs in zip(envs, befores):
            private = env["private"]
            if not private:
                continue
            for reader in readers(ruleset_id):
                text = text_for(rs, gs, env, reader)
                mine = _secret_words(ruleset_id, private.get(str(reader), {}))
                hidden = _secret_words(ruleset_id, {k: v for k, v in private.items() if k != str(reader)}) - mine
                leaked = sorted(w for w in hidden if re.search(rf"(?<![\w(]){re.escape(w)}(?!\w)", text))
                assert not leaked, f"{env['type']} read by {reader} names {leaked}: {text!r}"
                told_owner += any(w in text for w in mine)
                if ruleset_id == "channeling":
                    assert "Vigor" not in text or env["type"] != "DeckShuffled"
    if ruleset_id != "channeling":  # its deck order belongs to no seat: nobody reads it before the end
        assert told_owner > 0, "no owner ever read their own hidden cards: the check above could not fail"


def test_a_hand_is_told_to_its_holder_and_counted_to_the_others():
    """Battalla: "both players ... draw 5 cards" (the opening hand); the opponent only learns how many."""
    rs = engine.find_ruleset("battalla")
    envs, befores, _ = games("battalla")[0]
    env, gs = next((e, b) for e, b in zip(envs, befores) if e["type"] == "CardsDrawn" and e["seat"] is None)
    owner = env["data"]["seat"]
    cards = env["private"][str(owner)]["cards"]
    mine = text_for(rs, gs, env, owner)
    theirs = text_for(rs, gs, env, 1 - owner)
    assert theirs == f"The referee draws 5 cards for {NAMES[owner]}." == text_for(rs, gs, env, None)
    assert mine.startswith(f"The referee draws 5 cards for {NAMES[owner]}: ") and len(cards) == 5
    from domain.battalla.cards import CARDS

    assert all(CARDS[c]["name"] in mine for c in cards)
    assert text_for(rs, gs, env, 1 - owner, finished=True) == mine  # once the game is over, all is revealed


def test_the_indefinite_article_follows_the_sound_of_the_noun():
    from domain.engine.words import a

    assert a("Elf Regular unit") == "an Elf Regular unit" and a("Human Regular unit") == "a Human Regular unit"
    assert a("Orc Mounted unit").startswith("an ")


# --- seats are counted from 1 where a person reads them (issue 35, item 6) ---------------------------
@pytest.mark.parametrize("ruleset_id", sorted(TABLES))
def test_the_options_a_person_chooses_speak_of_players_not_of_seat_indices(ruleset_id):
    """/v1/rulesets' option descriptions are what the create form shows: "the first player's deck",
    never "seat 0's deck"."""
    described = engine.find_ruleset(ruleset_id).describe()["options"]["properties"]
    for name, schema in described.items():
        doc = schema.get("description") or ""
        assert not re.search(r"\bseat \d|\bseat_\d|\bdeck_\d|\bp\d\b", doc, re.I), f"{ruleset_id}.{name}: {doc!r}"


def test_battallas_decks_are_the_first_and_the_second_players():
    described = engine.find_ruleset("battalla").describe()["options"]["properties"]
    assert described["deck_0"]["description"].startswith("the first player's deck")
    assert described["deck_1"]["description"].startswith("the second player's deck")
    assert "Olympus" in described["deck_0"]["description"] and "Wildwood" in described["deck_0"]["description"]


def test_whose_turn_it_is_is_said_with_names_and_seats_counted_from_1():
    from domain.engine.errors import ArbiterError

    rs, gs = _started("grove", 2)
    acting = G.to_act(rs, gs)[0]
    idle = 1 - acting
    with pytest.raises(ArbiterError) as refused:
        G.move(rs, gs, idle, rs.legal_moves(gs["game"], acting)[0], SEED)
    assert str(refused.value.detail if hasattr(refused.value, "detail") else refused.value) == \
        f"{NAMES[idle]} (seat {idle + 1}) may not act now; {NAMES[acting]} (seat {acting + 1}) is to act"
    over = G.resign(rs, gs, idle, SEED).state
    assert over["finished"]
    rs3, gs3 = _started("dale", 3)
    gs3 = G.resign(rs3, gs3, 2, SEED).state
    with pytest.raises(ArbiterError) as again:
        G.resign(rs3, gs3, 2, SEED)
    assert "Cy (seat 3) is already out of the game" in str(getattr(again.value, "detail", again.value))
