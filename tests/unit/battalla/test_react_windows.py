"""React windows open from public information only (issue 14, item 6) and on start/end-of-turn effects
(item 8)."""
from .helpers import RS, blank, cell, play, put, settle


def _public(drafts):
    return [(d.type, d.seat, d.data) for d in drafts]


def _attack_with_responder_holding(hand):
    st = blank(active=0)
    put(st, cell(2, 1), "corra", 0)
    put(st, cell(3, 1), "cyclops", 1)
    st["hand"][1] = list(hand)
    return play(st, 0, {"type": "attack", "cell": cell(2, 1)})


def test_a_window_opens_whatever_the_hand_holds():
    """"React: This effect can be activated on your opponent's turn, in response to an action, effect, or card
    that they have activated." The hand is secret, so the window opens whenever the responder has a hand and
    stamina for a React Assist: with Parry or with a Corra, the turn player sees the same events and view."""
    with_parry, drafts_parry = _attack_with_responder_holding(["parry"])
    with_corra, drafts_corra = _attack_with_responder_holding(["corra"])
    assert _public(drafts_parry) == _public(drafts_corra)
    assert [d.type for d in drafts_parry][-1] == "WindowOpened" and RS.to_act(with_corra) == [1]
    assert RS.view(with_parry, 0) == RS.view(with_corra, 0)
    assert RS.view(with_parry, None) == RS.view(with_corra, None)
    assert RS.legal_moves(with_parry, 1) == [{"type": "react", "card": "parry"}, {"type": "decline"}]
    assert RS.legal_moves(with_corra, 1) == [{"type": "decline"}]


def test_no_window_when_public_information_rules_out_any_react():
    """Reacts are paid with stamina ("(#)"): a responder with no stamina left, or no hand and no React on the mat,
    cannot react, and no window costs a round trip."""
    st = blank(active=0)
    put(st, cell(2, 1), "corra", 0)
    put(st, cell(3, 1), "cyclops", 1)
    st["hand"][1] = ["parry"]
    st["stamina"][1] = 0
    after, drafts = play(st, 0, {"type": "attack", "cell": cell(2, 1)})
    assert "WindowOpened" not in [d.type for d in drafts] and after["board"][cell(3, 1)]["dmg"] == 2
    st["stamina"][1] = 5
    st["hand"][1] = []
    after, drafts = play(st, 0, {"type": "attack", "cell": cell(2, 1)})
    assert "WindowOpened" not in [d.type for d in drafts]


def test_declining_lets_the_battle_resolve():
    """"Step 4: Resolve the chain" after the responder declines."""
    st = blank(active=0)
    put(st, cell(2, 1), "corra", 0)
    put(st, cell(3, 1), "cyclops", 1)
    st["hand"][1] = ["corra"]
    st, _ = play(st, 0, {"type": "attack", "cell": cell(2, 1)})
    st = settle(st)
    assert st["board"][cell(3, 1)]["dmg"] == 2 and st["combat"] is None


def test_fae_ward_negates_an_end_of_turn_effect():
    """"React: This effect can be activated on your opponent's turn, in response to an action, effect, or card
    that they have activated." Apep's end-of-turn damage goes on the chain; the opponent answers with Fae Ward
    before the turn ends, and the turn passes once the chain has resolved."""
    st = blank(active=0)
    put(st, cell(0, 0), "apep", 0)
    put(st, cell(4, 2), "fae_sprite", 1)
    st["hand"][1] = ["fae_ward"]
    st, drafts = play(st, 0, {"type": "pass_turn"})
    assert [d.type for d in drafts][-1] == "WindowOpened" and RS.to_act(st) == [1] and st["active"] == 0
    st, drafts = play(st, 1, {"type": "react", "card": "fae_ward"})
    st = settle(st)
    assert st["board"][cell(4, 2)] is not None and st["board"][cell(4, 2)]["dmg"] == 0
    assert st["active"] == 1 and st["discard"][1] == ["fae_ward"]


def test_a_start_of_turn_effect_opens_a_window_and_resolves_on_decline():
    """Hydra's Poison ("Attached: at the start of your turn, this card takes 1 damage") goes on the chain at the
    start of its host's controller's turn; the opponent may React, and on a decline it resolves."""
    st = blank(active=1)
    put(st, cell(4, 1), "hoplite", 0, items=[("hydras_poison", 1)])
    st["hand"][1] = ["corra"]
    st, drafts = play(st, 1, {"type": "pass_turn"})
    assert [d.type for d in drafts][-1] == "WindowOpened" and RS.to_act(st) == [1] and st["active"] == 0
    assert st["board"][cell(4, 1)]["dmg"] == 0
    st = settle(st)
    assert st["board"][cell(4, 1)]["dmg"] == 1 and RS.to_act(st) == [0]
