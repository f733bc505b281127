"""Seats that act by themselves: random, greedy (one ply on `Ruleset.evaluate`) and MCTS.

Everything here goes through the Ruleset protocol only (legal_moves, decide, evolve, to_act,
outcome, evaluate, determinize), so every ruleset plugs in unchanged. The search never sees
what its seat may not: for hidden-information games each sample starts from
`ruleset.determinize(state, seat, rng)`. Chance is sampled: every simulation decides moves
with a fresh fast rng, never with the game's seed. docs/ai.md explains the choices.
"""
from __future__ import annotations

import json
import math
import random
import time
from itertools import compress
from operator import attrgetter, not_

from .errors import ArbiterError, GameOver, NotYourTurn
from . import turn_solver
from .fast import FastGame, fast_game
from .ruleset import Event, Outcome, Ruleset

# --- constants --------------------------------------------------------------------------------
LEVELS = ("random", "greedy", "mcts")
DEFAULT_BUDGET_MS = 1000
STOP_POLL_SECONDS = 0.05  # how often a time-budgeted search asks whether to stop early
MAX_BUDGET_MS = 60_000  # an iteration budget alone still stops here, so a worker never hangs
ROLLOUT_CAP = 20  # moves per rollout; a game still going then is scored by evaluate (docs/ai.md)
HEURISTIC_ROLLOUT_CAP = 0  # a ruleset with its own evaluate: leaves are scored by it directly
PRIOR_VISITS = 1  # weight of a root move's one-ply evaluate before any simulation
UCT_C = 0.7  # exploration constant for rewards in [0, 1] (about sqrt(2)/2; tuned on the toys)
MINIMAX_WEIGHT = 0.5  # share of a child's backed-up heuristic minimax value in its selection value
SOLVER_SHARE = 0.8  # of the budget the turn solver may take before MCTS gets the rest
SOLVER_POSITIONS_PER_ITERATION = 4  # its node budget under an iteration budget (deterministic)
NORMALISE = True  # selection values rescaled to [0, 1] among siblings before the exploration term
DECIDED_CHECK = 64  # simulations between checks that the root choice can still change
DECIDED_MARGIN = 1.5  # the simulations left under a time budget are over-estimated by this factor
GREEDY_SAMPLES = 6  # chance outcomes / determinisations averaged per move by greedy ...
GREEDY_APPLIES = 120  # ... but fewer when there are many moves, so greedy stays quick
_SIM_ERRORS = (ArbiterError, LookupError, TypeError, ValueError)  # a listed move a sample rejects


# --- a fast rng for simulations -----------------------------------------------------------------
class FastRng:
    """The engine Rng's methods over stdlib `random`: fine for simulations, never for real games."""

    __slots__ = ("_r", "_random", "draws")

    def __init__(self, seed: int):
        self._r = random.Random(seed)
        self._random = self._r.random
        self.draws = 0

    def randbelow(self, n: int) -> int:
        """A uniform integer in [0, n)."""
        if n <= 0:
            raise ValueError(f"randbelow needs n > 0, got {n}")
        self.draws += 1
        return int(self._random() * n)

    def die(self, sides: int = 6) -> int:
        """One roll of a fair die numbered 1..sides."""
        self.draws += 1
        return 1 + int(self._random() * sides)

    def coin(self) -> bool:
        """A fair coin: True is heads."""
        self.draws += 1
        return self._random() < 0.5

    def choice(self, items):
        """One element of a non-empty sequence, uniformly."""
        self.draws += 1
        return items[int(self._random() * len(items))]

    def shuffled(self, items) -> list:
        """A new list in uniformly random order (sorted by random keys: twice as fast as
        random.shuffle for a deck, and as uniform while no two of 2**53 keys collide)."""
        self.draws += 1
        rand = self._random
        return sorted(items, key=lambda _: rand())


# --- the public entry point ---------------------------------------------------------------------
def choose_move(ruleset: Ruleset, game_state: dict, seat: int, level: str, *, budget_ms: int | None = None,
                iterations: int | None = None, rng_seed: int, should_stop=None) -> dict:
    """The move an AI of `level` plays for `seat` in the engine game state (deterministic for a
    given rng_seed and iteration budget). `should_stop()`, if given, is asked now and then during
    a time-budgeted search; True ends it early (the caller shares the AI among games)."""
    return search(ruleset, game_state, seat, level, budget_ms=budget_ms, iterations=iterations,
                  rng_seed=rng_seed, should_stop=should_stop)[0]


def search(ruleset: Ruleset, game_state: dict, seat: int, level: str, *, budget_ms: int | None = None,
           iterations: int | None = None, rng_seed: int, rollout_cap: int | None = None,
           should_stop=None, fast: bool = True, cpu_clock: bool = False) -> tuple[dict, dict]:
    """Like choose_move, plus statistics: {"level", "simulations", "moves" (applied in
    simulations), "seconds", "cpu_seconds" (this process's CPU time), "legal", "fast" (whether the
    ruleset's fast path was used)}. The rollout cap is `rollout_cap`, else
    default_rollout_cap(ruleset). `fast=False` forces the pure protocol path (for comparisons).
    `cpu_clock=True` measures the time budget in this process's CPU time, not wall time (for
    benchmarks on a shared machine: the search gets the thinking time a quiet machine gives)."""
    if level not in LEVELS:
        raise ValueError(f"unknown AI level {level!r}; levels are {list(LEVELS)}")
    if game_state.get("finished"):
        raise GameOver("the game has finished")
    removed = tuple(game_state.get("removed") or ())
    state = game_state["game"]
    if seat in removed or seat not in ruleset.to_act(state):
        raise NotYourTurn(f"seat {seat} may not act now")
    legal = ruleset.legal_moves(state, seat)
    if not legal:
        raise NotYourTurn(f"seat {seat} has no legal move now")
    started, cpu_started = time.perf_counter(), time.process_time()
    rng = random.Random(rng_seed)
    sims = steps = 0
    used_fast = False
    if len(legal) == 1:
        move = legal[0]  # nothing to think about; and no budget spent
    elif level == "random":
        move = rng.choice(legal)
    else:
        sim = Simulator(ruleset, len(game_state["seats"]), removed, game_state.get("version", 0) + 1)
        sim.cap = default_rollout_cap(ruleset) if rollout_cap is None else rollout_cap
        if sim.cap:
            sim.alpha = 0.0  # random rollouts: no heuristic values to back up
        start, root_moves = sim.root(state, seat, legal, fast)
        used_fast = not isinstance(start, ProtocolGame)
        clock = time.process_time if cpu_clock else time.perf_counter
        solved = None
        if level == "greedy":
            move, sims = _greedy(sim, start, seat, root_moves, rng)
        elif turn_solver.solvable(start):
            began = clock()
            solved, sims = _solve_turn(sim, start, seat, root_moves, rng, budget_ms, iterations, clock)
            if solved is None and budget_ms is not None:  # MCTS gets what is left of the budget
                budget_ms = max(1, int(budget_ms - 1000 * (clock() - began)))
        if solved is not None:
            move = solved
        elif level == "mcts":
            move, sims = _mcts(sim, start, seat, root_moves, rng, budget_ms, iterations, should_stop, clock)
        steps = sim.steps
    info = {"level": level, "simulations": sims, "moves": steps, "seconds": time.perf_counter() - started,
            "cpu_seconds": time.process_time() - cpu_started, "legal": len(legal), "fast": used_fast}
    return dict(move), info


def appraise(ruleset: Ruleset, game_state: dict, seat: int, *, iterations: int, rng_seed: int) -> dict:
    """What the MCTS thinks of each of `seat`'s legal moves, for the coach (domain/analysis.py):
    {"best": the move the search plays (the turn solver's where it solves the stretch),
     "values": [(JSON move, value in [0, 1] for `seat` after it, simulations through it)],
     "value": the position's value for `seat`, the visit-weighted mean of the moves' values,
     "simulations": n}. Deterministic for a given rng_seed (an iteration budget only). A move's
    value is its selection value without exploration: its mean reward mixed with its minimax value.
    Reads the state as search() does: from `seat`'s information only."""
    removed = tuple(game_state.get("removed") or ())
    state = game_state["game"]
    legal = ruleset.legal_moves(state, seat)
    if not legal:
        raise NotYourTurn(f"seat {seat} has no legal move now")
    rng = random.Random(rng_seed)
    sim = Simulator(ruleset, len(game_state["seats"]), removed, game_state.get("version", 0) + 1)
    sim.cap = default_rollout_cap(ruleset)
    if sim.cap:
        sim.alpha = 0.0
    start, root_moves = sim.root(state, seat, legal)
    solved = None
    if turn_solver.solvable(start):
        solved, _ = _solve_turn(sim, start, seat, root_moves, random.Random(rng_seed ^ 0x7A1), None, iterations,
                                time.perf_counter)
    kids, done = _grow(sim, start, seat, root_moves, rng, None, iterations, None, time.perf_counter)
    answers = dict(root_moves)
    values = [(dict(answers[m]), child.q, child.visits) for m, child in kids.items()]
    total = sum(v for _, _, v in values)
    best = solved
    if best is None:
        best = max(values, key=lambda t: (t[2], t[1]))[0]
    return {"best": dict(best), "values": values, "simulations": done,
            "value": sum(q * v for _, q, v in values) / total}


def default_rollout_cap(ruleset: Ruleset) -> int:
    """The ruleset's optional `ai_rollout_cap`; else no rollout (evaluate at the leaf) when it has
    its own evaluate, since random moves mostly blur a good heuristic; else ROLLOUT_CAP moves."""
    cap = getattr(ruleset, "ai_rollout_cap", None)
    if cap is not None:
        return int(cap)
    return HEURISTIC_ROLLOUT_CAP if type(ruleset).evaluate is not Ruleset.evaluate else ROLLOUT_CAP


# --- positions: the ruleset's fast path, or the pure protocol behind the same interface ---------
class Simulator:
    """What a search needs around positions: who may act (removed seats never do), rewards,
    the heuristic, rollouts, and the count of applied moves. A position is the ruleset's FastGame
    (domain/engine/fast.py) when it has one, else a ProtocolGame (decide + evolve)."""

    __slots__ = ("rs", "n", "removed", "seq", "steps", "cap", "hidden", "keys", "alpha",
                 "_to_act", "_legal", "_decide", "_evolve")

    def __init__(self, ruleset: Ruleset, n_seats: int, removed=(), first_seq: int = 1):
        self.rs = ruleset
        self.n = n_seats
        self.removed = tuple(removed)
        self.seq = first_seq
        self.steps = 0  # moves applied, for the benchmark's moves/s
        self.cap = ROLLOUT_CAP
        self.hidden = bool(ruleset.hidden_information)
        self.keys = _KeyCache()
        self.alpha = MINIMAX_WEIGHT
        self._to_act = ruleset.to_act
        self._legal = ruleset.legal_moves
        self._decide = ruleset.decide
        self._evolve = ruleset.evolve

    def position(self, state: dict, fast: bool = True):
        """The position of a ruleset state: its FastGame if the ruleset has one (and `fast`)."""
        cls = fast_game(self.rs) if fast else None
        if cls is not None:
            return cls.from_state(self.rs, state, self.n)
        return ProtocolGame(self, state)

    def root(self, state: dict, seat: int, legal: list, fast: bool = True) -> tuple:
        """(position, [(move, JSON move)] for `seat`'s legal moves). The fast path is used only if
        its moves are exactly the ruleset's (tests/unit/ai/test_fast_*.py check that it always is)."""
        g = self.position(state, fast)
        if not isinstance(g, ProtocolGame):
            by_key = {move_key(g.to_json(m)): m for m in g.legal(seat)}
            pairs = [(by_key.get(move_key(m)), m) for m in legal]
            if len(by_key) == len(legal) and all(fm is not None for fm, _ in pairs):
                return g, pairs
            g = ProtocolGame(self, state)
        pin = self.keys.pin
        return g, [(pin(m), m) for m in legal]

    def acting(self, g) -> list[int]:
        """The seats that may act (the engine's to_act: removed seats never act)."""
        seats = g.to_act()
        if self.removed and seats:
            return [s for s in seats if s not in self.removed]
        return seats

    def apply(self, state: dict, seat: int, move: dict, rng) -> dict:
        """The ruleset state after `seat` plays `move` (decide + evolve; raises IllegalMove)."""
        evolve = self._evolve
        seq = self.seq
        for d in self._decide(state, seat, move, rng):
            private = d.private
            if private:
                private = {str(k): v for k, v in private.items()}
            state = evolve(state, Event(seq, d.type, d.seat, d.data, private))
            seq += 1
        return state

    def play(self, g, seat: int, move, rng) -> None:
        """Apply a move to a position in place, counting it."""
        self.steps += 1
        g.play(seat, move, rng)

    def rewards(self, g, acting: list[int] | None = None) -> list[float] | None:
        """Per-seat rewards in [0, 1] if the game is over (by the rules or by removals), else None."""
        w = g.winners()
        if w is not None:
            return winner_rewards(w, self.n)
        if self.removed:
            active = [s for s in range(self.n) if s not in self.removed]
            if len(active) == 1:
                return [1.0 if s == active[0] else 0.0 for s in range(self.n)]
        if acting is not None and not acting:
            return self.heuristic(g)  # nobody may act but no outcome: score what is there
        return None

    def heuristic(self, g) -> list[float]:
        """Rewards from the position's evaluate, mapped from [-1, 1] to [0, 1]."""
        try:
            values = g.evaluate_all(self.n)
        except _SIM_ERRORS:
            values = [0.0] * self.n
        out = [0.5 + 0.5 * max(-1.0, min(1.0, float(values[s]))) for s in range(self.n)]
        for s in self.removed:
            if s < self.n:
                out[s] = 0.0
        return out

    def score_for(self, g, seat: int) -> float:
        """How good the position is for `seat` in [-1, 1]: the outcome if over, else evaluate."""
        w = g.winners()
        if w is not None:
            return 2.0 * winner_rewards(w, self.n)[seat] - 1.0 if w else 0.0
        try:
            return max(-1.0, min(1.0, float(g.evaluate(seat))))
        except _SIM_ERRORS:
            return 0.0

    def rollout(self, g, rng: FastRng, cap: int | None = None) -> list[float]:
        """Uniformly random legal moves until the end or `cap` moves; the rewards per seat."""
        if cap is None:
            cap = self.cap
        rand = rng._random
        steps = 0
        for _ in range(cap):
            acting = self.acting(g)
            if not acting:
                break
            seat = acting[0] if len(acting) == 1 else acting[int(rand() * len(acting))]
            moves = g.legal(seat)
            while moves:
                i = int(rand() * len(moves))
                try:
                    g.play(seat, moves[i], rng)
                except _SIM_ERRORS:
                    moves = moves[:i] + moves[i + 1:]  # a listed move this sample rejects
                    continue
                steps += 1
                break
            else:
                break
        self.steps += steps
        r = self.rewards(g, self.acting(g))
        return r if r is not None else self.heuristic(g)


class ProtocolGame(FastGame):
    """The FastGame interface over the pure protocol, for rulesets without a fast path: a ruleset
    state that `play` replaces by decide + evolve (so a rejected move leaves it unchanged). Moves
    are the keys of the simulator's _KeyCache."""

    __slots__ = ("sim", "state")

    def __init__(self, sim: Simulator, state: dict):
        self.sim = sim
        self.state = state

    def copy(self) -> "ProtocolGame":
        """Another handle on the same state (states are never mutated)."""
        return ProtocolGame(self.sim, self.state)

    def determinized(self, seat: int, rng) -> "ProtocolGame":
        """Ruleset.determinize for `seat` (a copy when nothing is hidden)."""
        if self.sim.hidden:
            return ProtocolGame(self.sim, self.sim.rs.determinize(self.state, seat, rng))
        return self.copy()

    def to_act(self) -> list[int]:
        """Ruleset.to_act."""
        return self.sim._to_act(self.state)

    def legal(self, seat: int) -> list:
        """The keys of Ruleset.legal_moves."""
        key = self.sim.keys.key
        return [key(m) for m in self.sim._legal(self.state, seat)]

    def play(self, seat: int, move, rng) -> None:
        """decide + evolve (raises IllegalMove, leaving the state as it was)."""
        self.state = self.sim.apply(self.state, seat, self.sim.keys.move(move), rng)

    def winners(self) -> tuple | None:
        """The outcome's winners, or None."""
        o = self.sim.rs.outcome(self.state)
        return None if o is None else tuple(o.winners)

    def evaluate(self, seat: int) -> float:
        """Ruleset.evaluate."""
        return self.sim.rs.evaluate(self.state, seat)

    def to_json(self, move) -> dict:
        """The move dict of a key."""
        return self.sim.keys.move(move)


def winner_rewards(winners, n: int) -> list[float]:
    """Winners share 1 equally; with no winner (a draw) every seat gets 1/n."""
    winners = [w for w in winners if isinstance(w, int) and 0 <= w < n]
    if not winners:
        return [1.0 / n] * n
    share = 1.0 / len(winners)
    return [share if s in winners else 0.0 for s in range(n)]


def outcome_rewards(o: Outcome, n: int) -> list[float]:
    """The rewards of an Outcome (see winner_rewards)."""
    return winner_rewards(o.winners, n)


def move_key(move: dict):
    """A hashable key for a move dict (field order does not matter)."""
    try:
        key = tuple(sorted(move.items()))
        hash(key)
        return key
    except TypeError:  # a list or dict value
        return json.dumps(move, sort_keys=True)


# --- greedy: one ply on evaluate ----------------------------------------------------------------
def _greedy(sim: Simulator, start, seat: int, root_moves: list, rng: random.Random) -> tuple[dict, int]:
    """Each move scored by evaluate after it (averaged over sampled chance and hidden cards)."""
    hidden = sim.hidden
    samples = max(1, min(GREEDY_SAMPLES, GREEDY_APPLIES // len(root_moves)))
    seeds = [rng.getrandbits(63) for _ in range(samples)]
    roots = [start.determinized(seat, FastRng(s ^ 0x5EED)) for s in seeds] if hidden else [start] * samples
    best, best_moves, sims = -math.inf, [], 0
    for move, answer in root_moves:
        total, count = 0.0, 0
        for k, s in enumerate(seeds):
            g = roots[k].copy()
            r = FastRng(s)
            try:
                sim.play(g, seat, move, r)
            except _SIM_ERRORS:
                continue
            sims += 1
            total += sim.score_for(g, seat)
            count += 1
            if not hidden and r.draws == 0:
                break  # no chance in this move: one sample is exact
        if not count:
            continue
        value = total / count
        if value > best + 1e-9:
            best, best_moves = value, [answer]
        elif value > best - 1e-9:
            best_moves.append(answer)
    if not best_moves:
        return rng.choice([answer for _, answer in root_moves]), sims
    return rng.choice(best_moves), sims


# --- a stretch of the turn solved exactly (turn_solver.py) -----------------------------------------
def _solve_turn(sim: Simulator, start, seat: int, root_moves: list, rng: random.Random,
                budget_ms: int | None, iterations: int | None, clock) -> tuple:
    """(the JSON move, positions searched), the move None if the budget ended first."""
    if budget_ms is None and iterations is None:
        budget_ms = DEFAULT_BUDGET_MS
    limit_ms = min(budget_ms if budget_ms is not None else MAX_BUDGET_MS, MAX_BUDGET_MS)
    deadline = clock() + SOLVER_SHARE * limit_ms / 1000.0
    r = FastRng(rng.getrandbits(63))
    if sim.hidden:
        worlds = [start.determinized(seat, r) for _ in range(turn_solver.WORLDS)]
    else:
        worlds = [start]
    base = worlds[0]
    scored = []  # the moves searched best first by their one-ply value, so a cut search keeps the likeliest
    for m, answer in root_moves:
        g = base.copy()
        g.play(seat, m, r)
        scored.append((-sim.score_for(g, seat), len(scored), m, answer))
    scored.sort()
    answers = {m: answer for _, _, m, answer in scored}
    limit = None if budget_ms is not None else iterations * SOLVER_POSITIONS_PER_ITERATION
    best, searched = turn_solver.solve(base, seat, [m for _, _, m, _ in scored], worlds, r, deadline, clock,
                                       node_limit=limit)
    sim.steps += searched
    return (answers[best] if best is not None else None), searched


# --- MCTS: open-loop UCT, information-set MCTS with determinisation ------------------------------
class Node:
    """A node of the open-loop tree: the move sequence from the root, over every sample of chance
    and hidden information. Children are kept per acting seat: {seat: {move: Node}}."""

    __slots__ = ("move", "visits", "avail", "wins", "children", "h", "q", "memo")

    def __init__(self, move, n: int):
        self.move = move
        self.visits = 0
        self.avail = 0  # times this node's move was legal when its parent was visited (ISMCTS); for
        # the root's children, once they all have the same, that count is kept in root.memo instead
        self.wins = [0.0] * n
        self.children: dict = {}
        self.h = None  # the heuristic minimax value (per seat) of the subtree, when known
        self.q = 0.0  # the selection value for the seat acting at the parent (_set_q), before rescaling
        self.memo = None  # what _iterate keeps of a position that is the same at every visit


def _set_q(node: Node, actor: int, alpha: float) -> None:
    """The node's selection value for `actor` (the seat whose move it is): its mean reward, mixed
    with its minimax value h when there is one. Kept on the node, since it only changes when the
    node is on a simulation's path (or given its prior)."""
    q = node.wins[actor] / node.visits
    h = node.h
    node.q = (1.0 - alpha) * q + alpha * h[actor] if alpha and h is not None else q


_GET_Q, _GET_AVAIL = attrgetter("q"), attrgetter("avail")
_LOGS = [0.0, 0.0]  # math.log(i) at i (index 0 unused: an avail is at least 1), grown as needed


def _grow_logs(top: int) -> None:
    """Extend _LOGS past `top`, doubling, so lookups replace most math.log calls."""
    log = math.log
    _LOGS.extend(log(i) for i in range(len(_LOGS), max(2 * len(_LOGS), top + 1)))


def _mcts(sim: Simulator, start, seat: int, root_moves: list, rng: random.Random,
          budget_ms: int | None, iterations: int | None, should_stop=None,
          clock=time.perf_counter) -> tuple[dict, int]:
    """Single-observer ISMCTS (plain UCT when nothing is hidden) within the budget."""
    kids, done = _grow(sim, start, seat, root_moves, rng, budget_ms, iterations, should_stop, clock)
    answers = dict(root_moves)
    best = None
    for m, child in kids.items():
        rank = (child.visits, child.wins[seat] / child.visits)
        if best is None or rank > best[0]:
            best = (rank, [answers[m]])
        elif rank == best[0]:
            best[1].append(answers[m])
    return (best[1][0] if len(best[1]) == 1 else rng.choice(best[1])), done


def _grow(sim: Simulator, start, seat: int, root_moves: list, rng: random.Random,
          budget_ms: int | None, iterations: int | None, should_stop, clock) -> tuple[dict, int]:
    """The search tree's root children ({move: Node}) after the budget, and the simulations run."""
    if budget_ms is None and iterations is None:
        budget_ms = DEFAULT_BUDGET_MS
    limit_ms = min(budget_ms if budget_ms is not None else MAX_BUDGET_MS, MAX_BUDGET_MS)
    deadline = clock() + limit_ms / 1000.0
    root = Node(None, sim.n)
    kids = root.children[seat] = {}
    hidden = sim.hidden
    # Seed every root move with its one-ply heuristic value as PRIOR_VISITS virtual visits: the
    # first simulations go to the moves evaluate likes, and a short budget still plays sensibly.
    # Under an iteration budget the prior is computed whole, so the search stays deterministic.
    for m, _ in root_moves:
        child = Node(m, sim.n)
        child.visits = child.avail = PRIOR_VISITS
        child.wins[seat] = 0.5 * PRIOR_VISITS
        kids[m] = child
        if iterations is None and clock() > deadline:
            continue  # out of time: the rest keep a neutral prior
        r = FastRng(rng.getrandbits(63))
        g = start.determinized(seat, r) if hidden else start.copy()
        try:
            sim.play(g, seat, m, r)
        except _SIM_ERRORS:
            child.wins[seat] = 0.0
            continue
        child.wins[seat] = PRIOR_VISITS * (0.5 + 0.5 * sim.score_for(g, seat))
        if sim.alpha:
            child.h = sim.rewards(g) or sim.heuristic(g)
    for child in kids.values():
        _set_q(child, seat, sim.alpha)
    moves = [m for m, _ in root_moves]
    r = FastRng(rng.getrandbits(63))  # one stream for every simulation: deterministic, and cheap
    done = 0
    timed_deadline = deadline if budget_ms is not None else math.inf  # an iteration budget alone: exact
    began = clock()
    ask_at = began + STOP_POLL_SECONDS
    while (iterations is None or done < iterations) and (done == 0 or clock() < deadline):
        sim.keys.trim()
        _iterate(sim, root, start, seat, moves, r)
        done += 1
        if should_stop is not None and iterations is None and clock() >= ask_at:
            if should_stop():
                break
            ask_at = clock() + STOP_POLL_SECONDS
        if done % DECIDED_CHECK == 0 and _decided(kids, done, iterations, began, timed_deadline, clock):
            break
    return kids, done


def _decided(kids: dict, done: int, iterations: int | None, began: float, deadline: float, clock) -> bool:
    """True when the most visited root move can no longer be overtaken: even if every simulation
    left in the budget went to the runner-up, it would still have fewer visits. The move chosen
    is then the one the whole budget would choose, and the rest of it is not spent ("smart
    pruning", as Leela Zero and KataGo do). Under an iteration budget the count is exact; under a
    time budget the simulations left are estimated from the rate so far, with a margin."""
    first = second = 0
    for child in kids.values():
        v = child.visits
        if v > first:
            first, second = v, first
        elif v > second:
            second = v
    left = math.inf
    if iterations is not None:
        left = iterations - done
    now = clock()
    if deadline != math.inf and now > began:
        left = min(left, DECIDED_MARGIN * done * (deadline - now) / (now - began))
    return second + left < first


def _iterate(sim: Simulator, root: Node, start, seat: int, root_moves: list, r: FastRng) -> None:
    """One simulation: sample a world, select and expand along the tree, roll out, back up.

    Where nothing is hidden and no chance has been drawn yet in this simulation, a node's position
    is the same at every visit (the moves from the root decide it), so its seats to act, legal moves
    and, once every move has a child, its children in move order are kept on the node (`memo`)
    instead of being worked out again: the same values, so the same tree."""
    g = start.determinized(seat, r) if sim.hidden else start.copy()
    node, path, actors, rand = root, [root], [], r._random
    sqrt, c, logs, get_q = math.sqrt, UCT_C, _LOGS, _GET_Q
    alpha = sim.alpha
    rewards = None
    n = sim.n
    memo = not sim.hidden and not isinstance(start, ProtocolGame)
    draws = r.draws  # while r.draws is still this, no chance has been drawn in this simulation
    play = g.play
    steps = 0
    while True:
        entry = None
        if node is root:
            actor, moves = seat, root_moves
            entry = root.memo  # the root's moves are given: the same list at every visit
            if entry is None or entry[0] is not moves:
                if entry is not None and entry[2] is not None:  # the shared avail back on each child
                    for ch in entry[1]:
                        ch.avail = entry[2]
                entry = root.memo = [moves, None, None]
        else:
            known = node.memo if memo and r.draws == draws else None
            if known is None:
                acting = sim.acting(g)
                rewards = sim.rewards(g, acting)
                if rewards is not None:
                    break
                if memo and r.draws == draws:
                    known = node.memo = (acting, {})
            else:
                acting = known[0]
            actor = acting[0] if len(acting) == 1 else acting[int(rand() * len(acting))]
            if known is None:
                moves = g.legal(actor)
            else:
                entry = known[1].get(actor)
                if entry is None:
                    entry = known[1][actor] = [g.legal(actor), None]
                moves = entry[0]
            if not moves:
                rewards = sim.heuristic(g)
                break
        kids = node.children.get(actor)
        if kids is None:
            kids = node.children[actor] = {}
        unexpanded = shared = None
        if entry is not None and entry[1] is not None:
            present = entry[1]  # every move has its child, in the moves' order
            if node is root:
                shared = entry[2]
        else:
            present = list(map(kids.get, moves))
            if None in present:  # (a Node is always true, None false)
                unexpanded = list(compress(moves, map(not_, present)))
                present = list(filter(None, present))
            elif entry is not None:
                entry[1] = present
                if node is root:  # the root's children all made at once: one avail for all, kept here
                    avails = set(map(_GET_AVAIL, present))
                    if len(avails) == 1:
                        shared = avails.pop()
        if shared is None:
            for ch in present:
                ch.avail += 1
        else:
            shared = entry[2] = shared + 1
        actors.append(actor)
        if unexpanded is not None:
            m = unexpanded[int(rand() * len(unexpanded))]
            try:
                play(actor, m, r)
            except _SIM_ERRORS:
                rewards = sim.heuristic(g)
                break
            steps += 1
            child = Node(m, n)
            child.avail = 1
            kids[m] = child
            path.append(child)
            break
        qs = list(map(get_q, present))
        if NORMALISE:
            lo, hi = min(qs), max(qs)
            scale = 1.0 / (hi - lo) if hi - lo > 1e-9 else 0.0
        else:
            lo, scale = 0.0, 1.0
        if node.visits + PRIOR_VISITS + 2 >= len(logs):  # a child's avail is at most that
            _grow_logs(node.visits + PRIOR_VISITS + 2)
        if shared is None:
            values = [(ch.q - lo) * scale + c * sqrt(logs[ch.avail] / ch.visits) for ch in present]
        else:  # the same, every avail being `shared`
            log_avail = logs[shared]
            values = [(ch.q - lo) * scale + c * sqrt(log_avail / ch.visits) for ch in present]
        best = present[values.index(max(values))]  # the first of the best, as a strict > scan
        try:
            play(actor, best.move, r)
        except _SIM_ERRORS:
            rewards = sim.heuristic(g)
            break
        steps += 1
        path.append(best)
        node = best
    sim.steps += steps
    if rewards is None:
        if sim.cap:
            rewards = sim.rollout(g, r)
        else:  # no rollout (sim.rollout with a cap of 0): the outcome, else evaluate
            rewards = sim.rewards(g, sim.acting(g))
            if rewards is None:
                rewards = sim.heuristic(g)
    if n == 2:
        r0, r1 = rewards
        for nd in path:
            nd.visits += 1
            w = nd.wins
            w[0] += r0
            w[1] += r1
    else:
        for nd in path:
            nd.visits += 1
            w = nd.wins
            for s in range(n):
                w[s] += rewards[s]
    if alpha:
        # h backs up: each node on the path takes the best h of its children for the seat acting
        # there. Only the child on the path changed, so the best is that child's new h, or the old
        # best unless it was this child's old h (then all children are looked at again).
        leaf = path[-1]
        old = leaf.h
        if old is None or not leaf.children:
            leaf.h = rewards
        for i in range(min(len(actors), len(path) - 1) - 1, -1, -1):
            node, child, a = path[i], path[i + 1], actors[i]
            new, current = child.h, node.h
            if new is None:
                break
            if current is None or new[a] >= current[a]:
                node.h, old = new, current
            elif current is old:
                best_h = None
                for ch in node.children[a].values():
                    h = ch.h
                    if h is not None and (best_h is None or h[a] > best_h[a]):
                        best_h = h
                node.h, old = best_h, current
            else:
                break  # this node's h is unchanged, so is every h above it
    # the selection values that changed: those of the path's nodes, each for the seat acting above it
    for nd, a in zip(path[1:], actors):
        _set_q(nd, a, alpha)


class _KeyCache:
    """Hashable keys of move dicts for the protocol path, both ways. key() is memoised by object
    identity (most rulesets hand out the same move dicts from tables); entries pin their move, so
    an id is never reused while cached. Pinned keys (the root's moves) survive a trim."""

    __slots__ = ("_by_id", "_moves", "_pinned")
    LIMIT = 50_000

    def __init__(self):
        self._by_id: dict = {}
        self._moves: dict = {}
        self._pinned: dict = {}

    def key(self, move: dict):
        """The move's key."""
        hit = self._by_id.get(id(move))
        if hit is not None and hit[0] is move:
            return hit[1]
        k = move_key(move)
        self._by_id[id(move)] = (move, k)
        self._moves[k] = move
        return k

    def pin(self, move: dict):
        """The move's key, kept for the whole search."""
        k = self.key(move)
        self._pinned[k] = move
        return k

    def move(self, key) -> dict:
        """The move dict of a key handed out by key()."""
        return self._moves[key]

    def trim(self) -> None:
        """Forget everything but the pinned moves once the cache is large (between simulations)."""
        if len(self._by_id) >= self.LIMIT:
            self._by_id.clear()
            self._moves = dict(self._pinned)
