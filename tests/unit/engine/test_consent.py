"""Undo, takeback, draw by agreement and abort (domain/engine/consent.py): each a command whose events
fold back or end the game, re-derived by the offline auditor (domain/game_audit.py)."""
from __future__ import annotations

import pytest

from domain.engine import GENESIS, GameOver, IllegalMove, commitment
from domain.engine import consent as C
from domain.engine import game as G
from domain.game_audit import verify
from tests.unit.grove.helpers import position
from tests.unit.harness import new_game

SEED = b"\x07" * 32
AT = "2026-01-01T00:00:00.000Z"


class Table:
    """A game driven through the engine's commands, its log sealed as the service seals it."""

    def __init__(self, ruleset_id="grove", n=2, at=AT):
        self.rs, self.gs, self.log = new_game(ruleset_id, n, seed=SEED)
        self.at = at

    def do(self, decision):
        self.log += decision.seal(prev_hash=self.log[-1]["hash"] if self.log else GENESIS, at=self.at, seed=SEED)
        self.gs = decision.state
        return decision

    def move(self, seat, mv):
        return self.do(G.move(self.rs, self.gs, seat, mv, SEED))

    def export(self):
        return {"audit": {"seed": SEED.hex(), "head_hash": self.log[-1]["hash"]}, "events": self.log}


def _first_turn(t: Table):
    """Seat to move stands at the Grove (no die): its turn goes on, with a second action."""
    seat = G.to_act(t.rs, t.gs)[0]
    t.move(seat, {"type": "stand", "place": "grove"})
    assert G.to_act(t.rs, t.gs) == [seat]
    return seat


def test_undo_within_a_turn_folds_back_and_the_auditor_re_derives_it():
    t = Table()
    before = t.gs["game"]
    seat = _first_turn(t)
    assert t.gs["game"] != before
    d = t.do(C.withdraw(t.rs, t.gs, seat, t.log, SEED))
    assert d.drafts[0].type == "ActionWithdrawn"
    assert t.gs["game"] == before  # the state is the one before the withdrawn action
    assert G.fold(t.rs, None, t.log)["game"] == before  # and the log folds to it
    assert t.log[-1]["data"] == {"seat": seat, "from": 3, "to": 3, "reason": "undo"}
    assert t.log[-1]["digests"] and "server" in t.log[-1]["private"]  # the state goes in the server's part
    # play on, end the game by abort (so the seed is revealed), and audit the whole record
    t.do(C.abort(t.rs, t.gs, seat, t.log, SEED))
    assert verify(t.export()) == []


def test_a_takeback_after_a_die_roll_is_refused_with_the_event_that_revealed_it():
    t = Table()
    # "Channel: ... roll the dice" (grove): a mid-game position with Light's meeples standing on a circle
    t.gs = {**t.gs, "game": position(to_move=0, meeples={"circle-1": ([3, 0], [0, 0])})}
    t.move(0, {"type": "channel", "place": "circle-1"})
    assert "EnergyChanneled" in [e["type"] for e in t.log]
    with pytest.raises(IllegalMove) as exc:  # the turn passed: no undo
        C.withdraw(t.rs, t.gs, 0, t.log, SEED)
    assert exc.value.rule == "undo" and "turn has passed" in exc.value.detail
    with pytest.raises(IllegalMove) as exc:  # and the dice were rolled: no takeback either
        C.request_takeback(t.rs, t.gs, 0, t.log, SEED, AT)
    assert exc.value.rule == "revealed" and "revealed since" in exc.value.detail
    assert "EnergyChanneled" not in exc.value.detail  # the event in the game's words, not its type


def test_only_the_own_last_move_may_be_withdrawn():
    t = Table()
    seat = _first_turn(t)
    other = 1 - seat
    with pytest.raises(IllegalMove) as exc:  # not the other's to withdraw (and not its turn)
        C.withdraw(t.rs, t.gs, other, t.log, SEED)
    assert "turn has passed" in exc.value.detail
    with pytest.raises(IllegalMove) as exc:
        C.request_takeback(t.rs, t.gs, other, t.log, SEED, AT)
    assert "not Player" not in exc.value.detail and "only your own last move" in exc.value.detail


def _stand_and_end(t: Table) -> int:
    seat = _first_turn(t)
    t.move(seat, {"type": "end_turn"})
    assert G.to_act(t.rs, t.gs) == [1 - seat]
    return seat


def test_takeback_accepted_withdraws_the_whole_last_turn():
    t = Table()
    before = t.gs["game"]
    seat = _stand_and_end(t)
    with pytest.raises(IllegalMove):  # the turn passed: no undo
        C.withdraw(t.rs, t.gs, seat, t.log, SEED)
    t.do(C.request_takeback(t.rs, t.gs, seat, t.log, SEED, AT))
    assert t.gs["pending"]["kind"] == "takeback"
    with pytest.raises(IllegalMove):  # not the requester's own to answer
        C.answer_takeback(t.rs, t.gs, seat, True, t.log, SEED, AT)
    t.do(C.answer_takeback(t.rs, t.gs, 1 - seat, True, t.log, SEED, AT))
    assert t.log[-1]["type"] == "ActionWithdrawn" and t.log[-1]["data"]["reason"] == "takeback"
    assert t.gs["game"] == before and "pending" not in t.gs
    assert G.to_act(t.rs, t.gs) == [seat]
    t.do(C.abort(t.rs, t.gs, seat, t.log, SEED))
    assert verify(t.export()) == []


def test_a_takeback_after_the_reply_withdraws_the_reply_too():
    # docs/undo-and-offers.md "Takeback by consent": the requester's last turn and every move made since
    # (a computer opponent replies at once, so a takeback of one's own move alone would never be possible)
    t = Table()
    before = t.gs["game"]
    seat = _stand_and_end(t)
    other = 1 - seat
    t.move(other, {"type": "stand", "place": "grove"})
    t.move(other, {"type": "end_turn"})
    assert G.to_act(t.rs, t.gs) == [seat]  # the seat's turn again: no undo of the other's moves
    first_of_turn = next(e["seq"] for e in t.log if e.get("cmd") and e["cmd"].get("seat") == seat)
    t.do(C.request_takeback(t.rs, t.gs, seat, t.log, SEED, AT))
    assert (t.gs["pending"]["from"], t.gs["pending"]["to"]) == (first_of_turn, t.log[-2]["seq"])
    names = ["Ana", "Bo"]
    asked = next(e for e in t.log if e["type"] == "TakebackRequested")
    assert asked["data"]["replies"] == [other]
    assert t.rs.describe_event(None, asked, names) == (
        f"{names[seat]} asks to take back their last turn and the moves made since by {names[other]}; the other "
        "players accept or decline.")
    t.do(C.answer_takeback(t.rs, t.gs, other, True, t.log, SEED, AT))
    assert t.log[-1]["type"] == "ActionWithdrawn" and t.gs["game"] == before
    assert t.rs.describe_event(None, t.log[-1], names) == (
        f"Everyone agreed: {names[seat]}'s last turn and the moves made since by {names[other]} are taken back, as "
        "if never played.")
    assert G.to_act(t.rs, t.gs) == [seat] and C.live_actions(t.log) == []
    t.do(C.abort(t.rs, t.gs, seat, t.log, SEED))
    assert verify(t.export()) == []


def test_a_timeout_or_a_die_since_the_move_stops_a_takeback():
    t = Table()
    seat = _stand_and_end(t)
    other = 1 - seat
    t.do(G.timeout(t.rs, t.gs, other, "ai", SEED, {"type": "stand", "place": "grove"}))  # its clock ran out
    t.move(other, {"type": "end_turn"})
    with pytest.raises(IllegalMove) as exc:  # a timeout is the referee's, not a move to withdraw
        C.request_takeback(t.rs, t.gs, seat, t.log, SEED, AT)
    assert "turn run out of time came after" in exc.value.detail, exc.value.detail
    # a reply that rolled dice: "Channel: ... roll the dice" (grove) revealed something
    t = Table()
    t.gs = {**t.gs, "game": position(to_move=0, meeples={"grove": ([1, 1], [0, 0]), "circle-1": ([0, 3], [0, 0])})}
    t.move(0, {"type": "move", "from": "grove", "to": "circle-2"})
    if G.to_act(t.rs, t.gs) == [0]:
        t.move(0, {"type": "end_turn"})
    t.move(1, {"type": "channel", "place": "circle-1"})
    with pytest.raises(IllegalMove) as exc:
        C.request_takeback(t.rs, t.gs, 0, t.log, SEED, AT)
    assert exc.value.rule == "revealed", exc.value.detail


def test_a_declined_or_lapsed_takeback_changes_nothing():
    t = Table()
    seat = _stand_and_end(t)
    game = t.gs["game"]
    t.do(C.request_takeback(t.rs, t.gs, seat, t.log, SEED, AT))
    t.do(C.answer_takeback(t.rs, t.gs, 1 - seat, False, t.log, SEED, AT))
    assert t.gs["game"] == game and "pending" not in t.gs
    t.do(C.request_takeback(t.rs, t.gs, seat, t.log, SEED, AT))
    late = "2026-01-02T00:00:01.000Z"  # 24 h and a second later
    with pytest.raises(IllegalMove) as exc:
        C.answer_takeback(t.rs, t.gs, 1 - seat, True, t.log, SEED, late)
    assert "no takeback request" in exc.value.detail
    t.move(1 - seat, {"type": "stand", "place": "grove"})  # a move lapses it
    assert "pending" not in t.gs


def test_draw_by_agreement_is_a_shared_first_place_and_verifies():
    t = Table()
    seat = _stand_and_end(t)
    t.do(C.offer_draw(t.rs, t.gs, seat, SEED, AT))
    with pytest.raises(IllegalMove):
        C.offer_draw(t.rs, t.gs, 1 - seat, SEED, AT)  # one pending at a time
    t.do(C.answer_draw(t.rs, t.gs, 1 - seat, True, SEED, AT))
    assert t.gs["finished"] and t.log[-1]["type"] == "GameFinished"
    assert G.outcome(t.rs, t.gs) == {"winners": [], "ranking": [0, 1], "scores": None, "reason": "by agreement",
                                     "places": {"0": 1, "1": 1}}
    assert verify(t.export()) == []


def test_a_game_without_draws_refuses_the_offer_in_words():
    t = Table("channeling", 2)
    seat = G.to_act(t.rs, t.gs)[0]
    with pytest.raises(IllegalMove) as exc:
        C.offer_draw(t.rs, t.gs, seat, SEED, AT)
    assert exc.value.rule == "no-draw" and "has no draw" in exc.value.detail


def test_abort_only_before_every_seat_has_moved():
    t = Table()
    seat = _stand_and_end(t)
    t.move(1 - seat, {"type": "stand", "place": "grove"})
    with pytest.raises(IllegalMove) as exc:
        C.abort(t.rs, t.gs, seat, t.log, SEED)
    assert exc.value.rule == "abort"
    t.do(C.withdraw(t.rs, t.gs, 1 - seat, t.log, SEED))  # a withdrawn first move does not count
    t.do(C.abort(t.rs, t.gs, 1 - seat, t.log, SEED))
    assert t.gs["finished"] and G.outcome(t.rs, t.gs)["reason"] == "aborted"
    assert G.outcome(t.rs, t.gs)["places"] == {}
    assert commitment(SEED) == t.log[0]["data"]["seed_commitment"]
    assert verify(t.export()) == []


def test_a_forged_withdrawal_state_fails_the_audit():
    t = Table()
    seat = _first_turn(t)
    d = C.withdraw(t.rs, t.gs, seat, t.log, SEED)
    d.drafts[0].private["server"]["game"] = {**d.drafts[0].private["server"]["game"], "turn": 99}
    t.do(d)
    t.do(C.abort(t.rs, t.gs, seat, t.log, SEED))
    problems = verify(t.export())
    assert problems and "undo" in problems[0]


def test_nothing_after_the_end():
    t = Table()
    seat = _first_turn(t)
    t.do(G.resign(t.rs, t.gs, 1 - seat, SEED))
    for command in (lambda: C.withdraw(t.rs, t.gs, seat, t.log, SEED),
                    lambda: C.abort(t.rs, t.gs, seat, t.log, SEED),
                    lambda: C.offer_draw(t.rs, t.gs, seat, SEED, AT)):
        with pytest.raises(GameOver):
            command()


def test_every_new_event_reads_as_a_sentence_with_names_for_every_ruleset():
    from domain.engine import find_ruleset
    from domain.engine.pending import CONSENT_EVENTS
    from tests.unit.test_words import check_sentence

    samples = {
        "ActionWithdrawn": [{"seat": 0, "from": 3, "to": 3, "reason": "undo"},
                            {"seat": 1, "from": 3, "to": 5, "reason": "takeback"}],
        "TakebackRequested": [{"seat": 0, "from": 3, "to": 5, "expires_at": AT}],
        "TakebackAnswered": [{"seat": 1, "accept": True}, {"seat": 1, "accept": False}],
        "DrawOffered": [{"seat": 0, "expires_at": AT}],
        "DrawAnswered": [{"seat": 1, "accept": True}],
        "GameAborted": [{"seat": 1}],
    }
    assert set(samples) == set(CONSENT_EVENTS)
    for rid in ("grove", "dale", "battalla", "battlegates", "channeling"):
        rs = find_ruleset(rid)
        for kind, datas in samples.items():
            for data in datas:
                text = rs.describe_event(None, {"type": kind, "seat": data["seat"], "data": data}, ["Ana", "Bo"])
                check_sentence(text, f"{rid} {kind}")
                assert ["Ana", "Bo"][data["seat"]] in text
    fin = {"type": "GameFinished", "seat": None, "data": {"outcome": {"winners": [], "ranking": [], "reason": "aborted",
                                                                       "places": {}}, "seed": "00"}}
    assert "aborted" in find_ruleset("grove").describe_event(None, fin, ["Ana", "Bo"])
