"""The Python client (clients/python) plays every ruleset to the end through its typed layer:
typed games, views and moves per ruleset, 412s chosen again from fresh legal moves, problems as
exceptions, and the 503s and 409 the API says to retry retried with the same Idempotency-Key."""
from __future__ import annotations

import json
import random

import httpx
import pytest

from arbiter_client import IllegalMove, NotYourTurn, Problem, Seat, StaleVersion, models as M
from arbiter_client.rulesets import BATTLEGATES, GROVE, RULESETS

GAMES = [
    ("grove", 2, {"turn_limit": 200}),
    ("channeling", 2, {}),
    ("dale", 2, {"turn_limit": 60}),
    ("dale", 4, {"turn_limit": 60}),
    ("battlegates", 2, {}),
    ("battalla", 2, {"turn_limit": 20}),
]


@pytest.mark.parametrize("ruleset_id, n, options", GAMES, ids=[f"{g}-{n}" for g, n, _ in GAMES])
def test_every_ruleset_plays_to_the_end_with_typed_games_views_and_moves(arbiter, ruleset_id, n, options):
    rs = RULESETS[ruleset_id]
    created = arbiter.create(rs, [Seat(f"p{i}") for i in range(n)], rs.options.from_dict(options))
    assert isinstance(created.game, rs.game) and isinstance(created.game.view, rs.view)
    seats = {s: created.seat(s) for s in created.tokens}
    pick = random.Random(f"py-client-{ruleset_id}-{n}")
    played = stale = 0
    # the wire form of every move whose round trip was checked: a listing repeats most of the last
    # one's moves (Battlegates' set-up lists ~420 a turn), and each distinct move is checked once
    round_tripped: set[str] = set()
    while True:
        state = created.spectator().state()
        assert isinstance(state, rs.game) and isinstance(state.view, rs.view), type(state).__name__
        if state.status == "finished":
            break
        acting = [seats[s] for s in state.to_act]
        # every seat to act decides on the version it read; when two may act at once (Battlegates'
        # set-up), the second one's If-Match is stale by the time it plays: it chooses again
        decided = [(game, game.legal_moves()) for game in acting]
        for game, moves in decided:
            assert moves and all(isinstance(mv, rs.moves) for mv in moves)
            wire = [mv.to_dict() for mv in moves]
            keys = [json.dumps(d, sort_keys=True) for d in wire]
            new = [d for d, k in zip(wire, keys) if k not in round_tripped]
            assert [rs.move_from_dict(d).to_dict() for d in new] == new
            round_tripped.update(keys)
            try:
                game.play(pick.choice(moves), choose=pick.choice)
            except NotYourTurn:
                continue  # the other seat's move ended this one's turn
            played += 1
        stale += len(decided) > 1
        assert played < 5000
    assert state.outcome is not None and played > 0
    if ruleset_id == "battlegates":
        assert stale > 0, "both seats never acted at once: the 412 path was not exercised"


def test_a_412_without_choose_is_raised_with_the_current_version(arbiter):
    created = arbiter.create(BATTLEGATES, [Seat("a"), Seat("b")])
    first, second = created.seat(0), created.seat(1)
    mine, theirs = first.legal_moves(), second.legal_moves()
    first.play(mine[0])
    with pytest.raises(StaleVersion) as raised:
        second.play(theirs[0])
    assert raised.value.status == 412 and raised.value.current_version == first.version


def test_problems_are_exceptions_with_the_rule_and_the_detail(arbiter):
    created = arbiter.create(GROVE, [Seat("ana"), Seat("bo")])
    to_act = created.game.to_act[0]
    waiting = created.seat(1 - to_act)
    with pytest.raises(NotYourTurn) as raised:
        waiting.play(M.GroveMoveEndTurn())
    assert raised.value.code == "not-your-turn" and raised.value.detail
    acting = created.seat(to_act)
    acting.legal_moves()
    with pytest.raises(IllegalMove) as illegal:
        acting.play(M.GroveMoveStun(place=M.GroveMoveStunPlace("circle-1")))  # nobody stands there yet
    assert illegal.value.status == 422 and illegal.value.rule and illegal.value.detail


def test_a_game_of_a_ruleset_added_after_the_client_was_generated_still_reads():
    """A sixth game's answer parses as OtherRulesetGame with its view as it came, and its moves as Move."""
    from arbiter_client import Arbiter

    game = {"id": "c0ffee", "ruleset": "chess", "ruleset_version": 1, "status": "active", "version": 3, "your_seat": 0, "to_act": [0],
            "seats": [{"seat": 0, "name": "a", "ai": None}, {"seat": 1, "name": "b", "ai": None}], "removed": [],
            "deadline": None, "clock": None, "options": {}, "outcome": None, "view": {"fen": "8/8/8/8/8/8/8/8"},
            "seed_commitment": "0" * 64, "created_at": "2026-11-25T00:00:00Z", "updated_at": "2026-11-25T00:00:00Z"}
    legal = {"version": 3, "ruleset": "chess", "seat": 0, "moves": [{"type": "push", "from": "e2"}], "texts": ["x"]}

    def answer(request: httpx.Request) -> httpx.Response:
        return httpx.Response(200, json=legal if request.url.path.endswith("/legal-moves") else game)

    later = Arbiter("http://arbiter.test", transport=httpx.MockTransport(answer)).seat("chess", "c0ffee", "token")
    state = later.state()
    assert isinstance(state, M.OtherRulesetGame) and state.view.to_dict() == {"fen": "8/8/8/8/8/8/8/8"}
    assert [mv.to_dict() for mv in later.legal_moves()] == legal["moves"] and later.version == 3


class FlakyAnswers(httpx.BaseTransport):
    """The real service, but the first move is answered `status` (after playing it, if `forward_first`)."""

    def __init__(self, status: int, code: str, forward_first: bool):
        self.inner = httpx.HTTPTransport()
        self.status, self.code, self.forward_first = status, code, forward_first
        self.keys: list[str] = []

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        if request.method == "POST" and request.url.path.endswith("/moves"):
            self.keys.append(request.headers["Idempotency-Key"])
            if len(self.keys) == 1:
                if self.forward_first:
                    self.inner.handle_request(request).read()
                return httpx.Response(self.status, headers={"Retry-After": "1",
                                                            "Content-Type": "application/problem+json"},
                                      json={"type": f"urn:arbiter:problem:{self.code}", "title": "x",
                                            "status": self.status, "detail": "injected by the test"})
        return self.inner.handle_request(request)


@pytest.mark.parametrize("status, code, forward_first", [
    (503, "outcome-unknown", True), (503, "not-durable", True), (503, "unavailable", False),
    (503, "replicas-missing", False), (409, "idempotency-key-in-flight", False)])
def test_what_the_api_says_to_retry_is_retried_with_the_same_key_and_played_once(made_run, status, code,
                                                                                  forward_first):
    from arbiter_client import Arbiter

    flaky = FlakyAnswers(status, code, forward_first)
    created = Arbiter(made_run, transport=flaky).create(GROVE, [Seat("ana"), Seat("bo")])
    game = created.seat(created.game.to_act[0])
    moves = game.legal_moves()
    before = game.version
    result = game.play(moves[0])
    assert len(flaky.keys) == 2 and flaky.keys[0] == flaky.keys[1], flaky.keys
    assert result.events[0].seq == before + 1  # the answer of that one move, played once
    assert created.spectator().state().version == result.version


def test_a_problem_that_is_not_to_be_retried_is_raised_at_once(made_run):
    from arbiter_client import Arbiter

    flaky = FlakyAnswers(500, "internal", False)
    created = Arbiter(made_run, transport=flaky).create(GROVE, [Seat("ana"), Seat("bo")])
    game = created.seat(created.game.to_act[0])
    with pytest.raises(Problem) as raised:
        game.play(game.legal_moves()[0])
    assert raised.value.status == 500 and len(flaky.keys) == 1
