"""A custom deck is its owner's secret until the end (issue 14, item 5)."""
from domain import engine
from domain.engine import canonical, redact_envelope, verify_private
from domain.engine import game as G

from .helpers import RS, new_game

SEED = b"\x05" * 32
# a legal custom Hero Deck and Main Deck for seat 1 (cards the olympus starter does not hold)
CUSTOM = {"main": ["corra"] * 3 + ["thorn_knight"] * 3 + ["glade_warden"] * 3 + ["fae_ward"] * 3 + ["skald"] * 3
          + ["draugr"] * 3 + ["berserker"] * 3 + ["shield_maiden"] * 3 + ["necromancer"] * 3 + ["shove"] * 3
          + ["forage"] * 3 + ["second_wind"] * 3 + ["healing_spring"] * 3 + ["will_o_wisp"],
          "heroes": ["valkyrie", "titania"]}


def test_the_opponent_and_spectators_never_see_a_custom_deck_list():
    """"Each player should have a Hero Deck (HD) with up to 5 cards": which heroes wait there is the owner's
    secret, so the GameCreated event, the options and the view carry only a salted digest of a custom deck."""
    rs, gs, envs = new_game("battalla", 2, {"deck_1": CUSTOM}, SEED)
    created = envs[0]
    assert created["type"] == "GameCreated"
    assert created["data"]["options"]["deck_0"] == "olympus"
    assert set(created["data"]["options"]["deck_1"]) == {"private", "digest"}
    assert created["data"]["options"]["deck_1"]["digest"] == created["digests"]["1"]
    assert gs["options"]["deck_1"]["private"] == 1
    for who in (0, None):
        shown = [redact_envelope(e, who) for e in envs]
        assert "valkyrie" not in canonical(shown) and "glade_warden" not in canonical(shown)
        view = RS.view(gs["game"], who)
        assert view["decklists"][1] is None and "valkyrie" not in canonical(view)
    assert redact_envelope(created, 1)["private"]["1"]["options"]["deck_1"] == CUSTOM
    assert RS.view(gs["game"], 1)["decklists"][1]["heroes"] == ["valkyrie", "titania"]
    assert gs["game"]["heroes"][1] == ["valkyrie", "titania"]  # the server plays the committed deck


def test_the_committed_deck_is_revealed_and_checked_at_the_end():
    """The digest is salted and revealed with the seed when the game ends, so an audit checks that the deck
    played was the deck committed to."""
    rs, gs, envs = new_game("battalla", 2, {"deck_1": CUSTOM}, SEED)
    fin = G.resign(rs, gs, 0, SEED).seal(prev_hash=envs[-1]["hash"], at="2026-01-01T00:00:01Z", seed=SEED)
    everything = envs + fin
    assert engine.verify_chain(everything)[0]
    revealed = [redact_envelope(e, None, reveal_all=True) for e in everything]
    assert verify_private(revealed, SEED) == (True, "")
    assert revealed[0]["private"]["1"]["options"]["deck_1"] == CUSTOM
    forged = [dict(e) for e in revealed]
    forged[0] = {**forged[0], "private": {"1": {"options": {"deck_1": {**CUSTOM, "heroes": ["ra"]}}}}}
    assert verify_private(forged, SEED)[0] is False
    assert G.fold(rs, None, revealed)["game"]["heroes"][1] == ["valkyrie", "titania"]


def test_starter_decks_stay_public():
    """"The starter decks may stay public": no private part when both seats play a starter."""
    _, gs, envs = new_game("battalla", 2, {}, SEED)
    assert envs[0]["private"] == {} and envs[0]["data"]["options"]["deck_1"] == "wildwood"
    assert RS.view(gs["game"], 0)["decklists"][1]["heroes"] == ["titania", "oberon", "valkyrie", "odin", "isis"]


def test_the_ai_does_not_read_a_secret_deck_either():
    """An AI seat samples the opponent's unseen cards from its view: with a secret deck, from the whole pool."""
    from domain.engine import Rng
    _, gs, _ = new_game("battalla", 2, {"deck_1": CUSTOM}, SEED)
    st = gs["game"]
    twin = dict(st, decklists=[st["decklists"][0], {"main": ["cyclops"] * 40, "heroes": ["ra"]}])
    assert RS.view(twin, 0) == RS.view(st, 0)
    a = RS.determinize(st, 0, Rng(b"d" * 32, 1))
    b = RS.determinize(twin, 0, Rng(b"d" * 32, 1))
    assert {k: v for k, v in a.items() if k != "decklists"} == {k: v for k, v in b.items() if k != "decklists"}
    assert len(a["heroes"][1]) == 2 and len(a["deck"][1]) == len(st["deck"][1])


def test_the_audit_reruns_a_game_from_the_revealed_deck():
    """`python -m domain.audit` re-runs the opening from the revealed private options and finds the recorded
    events; a different deck would not give the committed digest."""
    from domain import audit
    rs, gs, envs = new_game("battalla", 2, {"deck_1": CUSTOM}, SEED)
    fin = G.resign(rs, gs, 0, SEED).seal(prev_hash=envs[-1]["hash"], at="2026-01-01T00:00:01Z", seed=SEED)
    events = [redact_envelope(e, None, reveal_all=True) for e in envs + fin]
    export = {"audit": {"seed": SEED.hex(), "head_hash": events[-1]["hash"]}, "events": events}
    assert audit.verify(export) == []
    events[0] = {**events[0], "private": {"1": {"options": {"deck_1": {**CUSTOM, "heroes": ["ra"]}}}}}
    assert audit.verify(export) != []
