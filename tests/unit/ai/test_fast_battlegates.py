"""Battlegates' fast path (domain/battlegates/fast.py) never drifts from the rules (decide + evolve)."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from domain.battlegates.fast import BattlegatesFast
from domain.battlegates.setups import SETUPS
from domain.battlegates.state import as_event
from domain.engine import find_ruleset
from domain.engine.ai import FastRng, search
from tests.unit.battlegates.helpers import position
from tests.unit.harness import new_game

from .fast_check import check_playouts, engine_state


def same(a, b):
    return a.key() == b.key()


class Purposeful:
    """A chooser for check_playouts that plays like someone who wants to win: a move that kills if
    there is one, mostly cards that move pieces or climb, steps towards the enemy, else anything.
    It follows the game through the decisions it sees (the rules' own decide and evolve), so every
    kind of kill happens, and the rare rules too (Keep raids, characters carried by gates, Battle
    Alley, Misery Run). It counts the events and how characters die."""

    def __init__(self, monkeypatch, rs, aim=True):
        self.rs, self.state, self.seen, self.aim = rs, None, Counter(), aim
        self.decide = rs.decide
        monkeypatch.setattr(rs, "decide", self.recording)

    def recording(self, state, seat, move, rng):
        drafts = self.decide(state, seat, move, rng)
        for d in drafts:
            self.seen[d.type] += 1
            if d.type == "CharacterKilled":
                self.seen["killed by " + d.data["how"]] += 1
            if d.type == "GatesRotated" and d.data["carried"]:
                self.seen["carried"] += 1
            state = self.rs.evolve(state, as_event(d))
        self.state = state
        return drafts

    def __call__(self, rng, seat, legal):
        st = self.state
        if not self.aim or st is None or st["phase"] in ("setup", "over"):
            return rng.randrange(len(legal))
        if rng.random() < 0.9:
            kills = [i for i, m in enumerate(legal) if m["type"] in ("step", "shoot", "scale_wall", "climb_gate")
                     and any(d.type == "CharacterKilled" for d in self.decide(st, seat, m, FastRng(0)))]
            if kills:
                return rng.choice(kills)
        if rng.random() < 0.5:
            options = [i for i, m in enumerate(legal) if m["type"] in ("rotate_gate", "move_wall", "move_gate",
                                                                    "scale_wall", "climb_gate")]
            if options:
                return rng.choice(options)
        closer = [i for i, m in enumerate(legal) if m["type"] == "step" and self.closer(st, m)]
        if closer and rng.random() < 0.8:
            return rng.choice(closer)
        return rng.randrange(len(legal))

    @staticmethod
    def closer(st, m) -> bool:
        """Whether a step brings its character nearer the nearest enemy."""
        su = SETUPS[st["setup"]]
        g = su.g
        c, _, s = st["chars"][m["piece"]]
        t = g.SQ_NEXT[s][g.DIR_INDEX[m["dir"]]]
        foes = [g.sq_xy(x[2]) for x in st["chars"] if x[2] >= 0 and su.team[x[0]] != su.team[c]]

        def dist(q):
            x, y = g.sq_xy(q)
            return min(abs(x - a) + abs(y - b) for a, b in foes)

        return bool(foes) and dist(t) < dist(s)


@pytest.mark.slow  # about 7 s of CPU: left to `make test`, out of `make test-fast`
def test_random_games_agree_move_by_move(monkeypatch):
    # "Both players now set up their side of the board ... Players roll the dice to see who goes
    # first": the secret set-up, the reveal, the deal, then turns of cards and dice to the end
    # (random play mostly reaches the turn limit, boxes characters in and reshuffles the discards).
    choose = Purposeful(monkeypatch, find_ruleset("battlegates"), aim=False)
    stats = check_playouts("battlegates", 2, 10, seed=1, same=same, choose=choose, max_moves=3000)
    assert stats["finished"] == 10 and stats["moves"] > 5000
    for what in ("TurnLimitReached", "DiscardsReshuffled"):
        assert choose.seen[what], what


def _walled_in(pick):
    """A dice phase of castle 0 with 2-5 characters among 60-130 brick walls (steps often run out)."""
    g = SETUPS["single"].g
    squares = pick.sample(range(g.N_SQUARES), 5)
    ids = pick.sample(range(5), pick.randint(1, 3)) + pick.sample(range(5, 10), pick.randint(1, 2))
    chars = {i: g.sq_xy(sq) for i, sq in zip(ids, squares)}
    walls = sorted({g.wall_spec(pick.choice(g.SORTED_PLACEABLE)) for _ in range(pick.randint(60, 130))})
    return position(chars, walls=walls, roll=pick.choice([2, 3, 4]), deck=["rotate_90"] * 5)


def test_walled_in_dice_phases_agree_step_by_step():
    # "The roll may be split over as many character pieces as you would like but all moves awarded
    # must be used" (when it cannot be, the most that can be, the rest forfeited: docs choice 14).
    rs = find_ruleset("battlegates")
    pick = random.Random(4)
    forfeited = 0
    for k in range(600):
        state = _walled_in(pick)
        while state["phase"] == "dice" and state["castle"] == 0:
            fast = BattlegatesFast.from_state(rs, state)
            legal = rs.legal_moves(state, 0)
            assert [fast.to_json(m) for m in fast.legal(0)] == legal
            if not legal:
                break
            i = pick.randrange(len(legal))
            drafts = rs.decide(state, 0, legal[i], FastRng(k))
            fast.play(0, fast.legal(0)[i], FastRng(k))
            for d in drafts:
                state = rs.evolve(state, as_event(d))
                forfeited += d.type == "PointsForfeited"
            assert fast.key() == BattlegatesFast.from_state(rs, state).key()
    assert forfeited >= 10


@pytest.mark.slow  # about 4 s of CPU: left to `make test`, out of `make test-fast`
def test_purposeful_games_agree_through_every_card_and_kill(monkeypatch):
    # "An opponent can be killed by either a ground attack, the shooting of an arrow or the playing
    # of a card", "If a character piece is in the keep when an opponent's piece enters that castle
    # the player piece is killed", "All affected player pieces move with the gate."
    choose = Purposeful(monkeypatch, find_ruleset("battlegates"))
    stats = check_playouts("battlegates", 2, 16, seed=2, same=same, choose=choose, max_moves=3000)
    seen = choose.seen
    assert stats["finished"] == 16 and seen["TurnLimitReached"] < 3
    for what in ("killed by arrow", "killed by ground attack", "killed by scale_wall", "killed by climb_gate",
                 "killed by keep raid", "carried", "WallMoved", "GateMoved", "DicePhaseForfeited"):
        assert seen[what], what


# about 1.5 s of CPU each: `make test-fast` keeps one multi-board set-up, `make test` runs them all
@pytest.mark.parametrize("setup", [pytest.param("misery_run", marks=pytest.mark.slow), "four_castles",
                                   pytest.param("allies", marks=pytest.mark.slow),
                                   pytest.param("individual", marks=pytest.mark.slow)])
def test_multi_board_setups_agree(monkeypatch, setup):
    # "Battle-boards are designed to be placed together to allow for a larger playing area. End to
    # end, side by side": Misery Run takes its dead at every turn's end; a gate a wall keeps from
    # swinging across Battle Alley "is removed from the board"; castles take turns 1-2-3-4.
    choose = Purposeful(monkeypatch, find_ruleset("battlegates"))
    stats = check_playouts("battlegates", SETUPS[setup].seats, 3, seed=3, same=same, options={"setup": setup},
                           choose=choose, max_moves=3000)
    assert stats["finished"] == 3 and choose.seen["carried"]
    if setup == "misery_run":
        assert choose.seen["killed by misery run"]
    if setup == "four_castles":
        assert choose.seen["GatesRemoved"]


def test_determinized_samples_as_the_ruleset_does_from_the_view_only():
    rs = find_ruleset("battlegates")
    for k, moves in enumerate((3, 12, 24, 60, 140)):
        gs = engine_state("battlegates", 2, seed=k, moves=moves)
        state = gs["game"]
        root = BattlegatesFast.from_state(rs, state)
        for seat in (0, 1):
            for draw in range(3):
                a = root.determinized(seat, FastRng(draw))
                b = rs.determinize(state, seat, FastRng(draw))
                assert a.key() == BattlegatesFast.from_state(rs, b).key()
                assert rs.view(b, seat) == rs.view(state, seat)
        assert root.key() == BattlegatesFast.from_state(rs, state).key()  # the root is left as it was


def test_a_sampled_maze_is_legal_and_complete():
    # "they each use their 10 game pieces to construct a defensive maze on their side of the board":
    # the opponent's unseen maze is rebuilt by the set-up policy with legal placements only.
    rs = find_ruleset("battlegates")
    for setup in SETUPS:
        su = SETUPS[setup]
        _, gs, _ = new_game("battlegates", su.seats, {"setup": setup}, bytes([len(setup)]) * 32)
        state = gs["game"]
        state = dict(state, placed=[su.items] * su.n_castles)
        b = rs.determinize(state, 0, FastRng(5))
        rebuilt = dict(b, placed=[0] * su.n_castles, chars=[[c[0], c[1], -1] for c in b["chars"]], walls=[], gates=[])
        for c in range(su.n_castles):
            if c in su.seat_castles[0]:
                continue
            ours = [x for x in b["walls"] if x[0] == c], [x for x in b["gates"] if x[0] == c]
            assert len(ours[0]) == su.n_walls and len(ours[1]) == su.n_gates + su.n_longs
            assert all(ch[2] >= 0 for ch in b["chars"] if ch[0] == c)
            legal_walls = {(m["x"], m["y"], m["dir"]) for m in rs._setup_moves(
                dict(rebuilt, placed=[su.per_castle if i == c else 0 for i in range(su.n_castles)]), c)
                if m["type"] == "setup_wall"}
            for w in ours[0]:
                assert su.g.wall_spec(w[1]) in legal_walls


@pytest.mark.parametrize("level", ["greedy", "mcts"])
def test_the_search_uses_the_fast_path_and_chooses_as_the_protocol_path_does(level, monkeypatch):
    from domain.engine import turn_solver

    monkeypatch.setattr(turn_solver, "solvable", lambda position: False)  # the same tree; the solver: below
    rs = find_ruleset("battlegates")
    for k, moves in enumerate((8, 80)):
        gs = engine_state("battlegates", 2, seed=k, moves=moves)
        seat = random.Random(k).choice(rs.to_act(gs["game"]))
        fast_move, fast_info = search(rs, gs, seat, level, iterations=60, rng_seed=k)
        slow_move, slow_info = search(rs, gs, seat, level, iterations=60, rng_seed=k, fast=False)
        assert fast_info["fast"] and not slow_info["fast"]
        assert fast_move == slow_move and fast_info["moves"] == slow_info["moves"]
