"""The tournament's commands and their refusals, in the pure domain (docs/tournaments.md, "Bad input")."""
import pytest

from domain.tournament import reducer as T
from domain.tournament.errors import (AlreadyEntered, EntriesClosed, InvalidTournament, NotEntered, TooFewEntrants,
                                      TournamentFull, TournamentOver, UnknownGame)

SEED = bytes(range(32))


def made(**spec):
    return T.create("t1", {"ruleset": "grove", "format": "swiss", "rounds": 3, **spec}, SEED).state


def joined(ts, *names):
    for n in names:
        ts = T.join(ts, {"name": n, "ai": {"level": "random"}}).state
    return ts


def test_entries_and_their_refusals():
    ts = made(max_entrants=3, entry={"opens_at": "2025-01-01T00:00:00.000Z", "closes_at": "2025-01-02T00:00:00.000Z"})
    with pytest.raises(EntriesClosed):
        T.join(ts, {"name": "early", "ai": {"level": "random"}}, at="2024-12-31T23:59:59.000Z")
    with pytest.raises(EntriesClosed):
        T.join(ts, {"name": "late", "ai": {"level": "random"}}, at="2025-01-02T00:00:00.000Z")
    ts = T.join(ts, {"name": "Ann", "account": "A1"}, at="2025-01-01T12:00:00.000Z").state
    with pytest.raises(AlreadyEntered):
        T.join(ts, {"name": "Ann again", "account": "A1"})
    with pytest.raises(AlreadyEntered):
        T.join(ts, {"name": "ann", "ai": {"level": "random"}})
    ts = joined(ts, "b", "c")
    with pytest.raises(TournamentFull):
        joined(ts, "d")
    ts = T.leave(ts, "e2", SEED).state  # before the start: gone, and the place is free again
    assert [e["status"] for e in ts["entrants"]] == ["entered", "left", "entered"]
    with pytest.raises(NotEntered):
        T.leave(ts, "e2", SEED)
    ts = joined(ts, "d")
    assert [e["id"] for e in ts["entrants"]] == ["e1", "e2", "e3", "e4"]


def test_one_entrant_cannot_start_and_a_started_one_takes_no_entries():
    ts = joined(made(), "solo")
    with pytest.raises(TooFewEntrants):
        T.start(ts, SEED)
    ts = T.start(joined(ts, "b", "c"), SEED).state
    assert ts["status"] == "running" and ts["rounds"] == 2  # Swiss: at most entrants - 1 rounds
    with pytest.raises(EntriesClosed):
        joined(ts, "late")
    with pytest.raises(TournamentOver):
        T.start(ts, SEED)
    with pytest.raises(UnknownGame):
        T.result(ts, "nosuchgame", {"winners": [0], "ranking": [0, 1]}, "0" * 64, SEED)


def test_a_withdrawal_that_leaves_one_entrant_ends_the_tournament():
    ts = T.start(joined(made(), "a", "b"), SEED).state
    ts = T.leave(ts, "e1", SEED).state  # withdraws: its game is resigned by the service
    game = ts["round_list"][0]["tables"][0]
    loser = game["seats"].index("e1")
    d = T.result(ts, game["game"], {"winners": [1 - loser], "ranking": [1 - loser, loser], "reason": "resignation"},
                 "0" * 64, SEED)
    assert d.state["status"] == "finished" and d.state["reason"] == "completed"


@pytest.mark.parametrize("spec,field", [
    ({"ruleset": "nosuch"}, "ruleset"),
    ({"format": "knockout"}, "format"),
    ({"rounds": None}, "rounds"),
    ({"rounds": 31}, "rounds"),
    ({"ruleset": "dale", "format": "ffa", "table_size": 6}, "table_size"),
    ({"entry": {"opens_at": "2025-01-02T00:00:00Z", "closes_at": "2025-01-01T00:00:00Z"}}, "entry"),
    ({"max_entrants": 1}, "max_entrants"),
])
def test_a_tournament_that_cannot_be_run_is_refused(spec, field):
    with pytest.raises(InvalidTournament) as exc:
        made(**spec)
    assert field in exc.value.errors


def test_the_seed_is_committed_at_creation_and_revealed_at_the_end():
    from domain.engine import commitment

    from .sim import run

    ts, log = run(4, "swiss", 2, seed=9)
    created = log[0].drafts[0].data
    finished = log[-1].drafts[-1].data
    assert commitment(bytes.fromhex(finished["seed"])) == created["seed_commitment"]
