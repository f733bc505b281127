"""Hidden information (hands, deck order, penalty piles, Hero Deck) and random playouts to the end."""
import json
import random
from collections import Counter

import pytest

from domain.engine import IllegalMove, Rng, clone
from domain.engine import game as G
from tests.unit.harness import random_playout

from .helpers import RS, new_game


def _public_cards(st):
    cards = set()
    for p in st["board"]:
        if p is not None:
            cards.add(p["card"])
            cards.update(i["card"] for i in p["items"])
    for s in (0, 1):
        cards.update(st["discard"][s])
        cards.update(st["face_up"][s])  # turned face up on the Hero Deck: public (reveal_hero)
        if st["fieldzone"][s]:
            cards.add(st["fieldzone"][s])
    cards.update(link["card"] for link in st["chain"])
    return cards


def _cards_in(obj):
    text = json.dumps(obj)
    return {cid for cid in (c["id"] for c in RS.resources()["cards"]) if f'"{cid}"' in text}


def _play(seed, n_moves, options=None):
    """(states, envelopes) of a random game, up to n_moves moves."""
    pick = random.Random(seed)
    key = pick.randbytes(32)
    rs, gs, envs = new_game("battalla", 2, options, key)
    states = [gs]
    for _ in range(n_moves):
        if gs["finished"]:
            break
        seat = pick.choice(G.to_act(rs, gs))
        d = G.move(rs, gs, seat, pick.choice(rs.legal_moves(gs["game"], seat)), key)
        envs += d.seal(prev_hash=envs[-1]["hash"], at="t", seed=key)
        gs = d.state
        states.append(gs)
    return states, envs


def test_a_seat_sees_only_its_own_hand_and_hero_deck_and_pile_sizes():
    """Hands, deck order, penalty piles and the Hero Deck are secret ("draw from their penalty card pile"):
    a view holds the seat's own hand and Hero Deck, every other hidden pile only by size."""
    states, _ = _play(11, 400)
    for gs in states[::7]:
        st = gs["game"]
        for seat in (0, 1, None):
            v = RS.view(st, seat)
            assert "deck" not in v and "penalty" not in v
            assert v["hand_sizes"] == [len(h) for h in st["hand"]]
            allowed = _public_cards(st)
            if seat is not None:
                assert v["hand"] == st["hand"][seat] and v["hero_deck"] == st["heroes"][seat]
                allowed |= set(st["hand"][seat]) | set(st["heroes"][seat])
            shown = _cards_in({k: x for k, x in v.items() if k != "decklists"})
            assert shown <= allowed, shown - allowed


def test_redacted_events_and_errors_never_show_the_opponents_hand_or_deck():
    """The opponent's draws, mulligan and deck shuffles reach a seat only as counts."""
    states, envs = _play(12, 400)
    for env in envs:
        for seat in (0, 1):
            red = RS.redact(env, seat)
            assert set(red["private"]) <= {str(seat)}
            if env["type"] in ("CardsDrawn", "MulliganTaken", "DeckShuffled"):
                assert "cards" not in red["data"] and "order" not in red["data"] and "returned" not in red["data"]
    st = states[-1]["game"]
    seat = st["active"] if st["phase"] == "play" else 0
    secret = set(st["hand"][1 - seat]) | set(st["deck"][1 - seat]) - _public_cards(st) - set(st["hand"][seat])
    for cid in sorted(secret):
        for mv in ({"type": "play", "card": cid, "lane": 0}, {"type": "summon_hero", "card": cid, "lane": 0}):
            try:
                RS.decide(st, seat, mv, Rng(b"e" * 32, 1))
            except IllegalMove as err:
                assert _cards_in(err.detail) <= {cid}


def test_determinize_depends_only_on_the_view():
    """determinize() deals the unseen cards at random: the same view gives the same sample; sizes and the
    unseen multiset are kept."""
    states, _ = _play(13, 300)
    st = states[-1]["game"]
    seat = 0
    opp = 1
    twin = clone(st)
    pool = twin["hand"][opp] + twin["deck"][opp] + twin["penalty"][opp]
    random.Random(1).shuffle(pool)
    h, d = len(twin["hand"][opp]), len(twin["deck"][opp])
    twin["hand"][opp], twin["deck"][opp], twin["penalty"][opp] = pool[:h], pool[h:h + d], pool[h + d:]
    twin["deck"][seat] = list(reversed(twin["deck"][seat]))
    assert RS.view(twin, seat) == RS.view(st, seat)
    a = RS.determinize(st, seat, Rng(b"d" * 32, 1))
    b = RS.determinize(twin, seat, Rng(b"d" * 32, 1))
    assert a == b
    assert RS.view(a, seat) == RS.view(st, seat)
    for s in (0, 1):
        assert [len(a[k][s]) for k in ("hand", "deck", "penalty", "heroes")] == \
               [len(st[k][s]) for k in ("hand", "deck", "penalty", "heroes")]
    hidden = lambda x: Counter(x["hand"][opp] + x["deck"][opp] + x["penalty"][opp])  # noqa: E731
    assert hidden(a) == hidden(st)
    assert a["hand"][seat] == st["hand"][seat]


@pytest.fixture
def only_battalla(monkeypatch):
    """The harness finds rulesets through the registry, which imports every game: pin it to this one so a
    sibling game's import error cannot fail these tests."""
    from domain import engine

    monkeypatch.setattr(engine, "find_ruleset", lambda rid, version=None: RS if rid == "battalla" else None)


@pytest.mark.parametrize("seed,options", [
    (1, {}),
    (2, {"deck_0": "wildwood", "deck_1": "olympus"}),
    (3, {"speed": True}),
    (4, {"deck_0": "olympus", "deck_1": "olympus", "speed": True}),
    (5, {"deck_0": "wildwood", "deck_1": "wildwood"}),
    (6, {"turn_limit": 10}),
])
def test_random_playouts_always_finish(seed, options, only_battalla):
    """"If at any point you draw the last card in your penalty card pile, you lose the game." (or the
    documented turn limit ends it)."""
    gs, envs = random_playout("battalla", 2, options, seed=seed, check_every=5)
    out = G.outcome(RS, gs)
    assert out["reason"] in ("drew the last penalty card", "turn limit")
    if options.get("turn_limit") == 10:
        assert gs["game"]["turn"] <= 10


def _all_cards(st, s):
    c = Counter(st["deck"][s] + st["hand"][s] + st["penalty"][s] + st["heroes"][s] + st["discard"][s])
    if st["fieldzone"][s]:
        c[st["fieldzone"][s]] += 1
    for p in st["board"]:
        if p is not None:
            c.update([p["card"]] if p["owner"] == s else [])
            c.update(i["card"] for i in p["items"] if i["owner"] == s)
    c.update(link["card"] for link in st["chain"] if link["kind"] == "assist" and link["seat"] == s)
    return c


def test_no_card_is_ever_lost_or_duplicated():
    """Every card of both decks is always in exactly one zone (deck, hand, penalty pile, Hero Deck, discard,
    field zone, the mat, attached, or on the chain)."""
    states, _ = _play(21, 900)
    for gs in states:
        st = gs["game"]
        for s in (0, 1):
            full = Counter(st["decklists"][s]["main"] + st["decklists"][s]["heroes"])
            assert _all_cards(st, s) == full


def test_pass_move_and_evaluate():
    """"When you have run out of things you want to do, declare "Pass turn" to end your turn." """
    states, _ = _play(22, 300)
    for gs in states[::10]:
        st = gs["game"]
        for seat in RS.to_act(st):
            mv = RS.pass_move(st, seat)
            assert mv in RS.legal_moves(st, seat)
        for seat in (0, 1):
            assert -1.0 <= RS.evaluate(st, seat) <= 1.0
