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

from .errors import ArbiterError, GameOver, NotYourTurn
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
        """A new list in uniformly random order."""
        self.draws += 1
        out = list(items)
        self._r.shuffle(out)
        return out


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
           should_stop=None) -> tuple[dict, dict]:
    """Like choose_move, plus statistics: {"level", "simulations", "moves" (applied in
    simulations), "seconds", "cpu_seconds" (this process's CPU time), "legal"}. The rollout cap
    is `rollout_cap`, else default_rollout_cap(ruleset)."""
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
    if len(legal) == 1:
        move = legal[0]  # nothing to think about; and no budget spent
    elif level == "random":
        move = rng.choice(legal)
    else:
        sim = Simulator(ruleset, len(game_state["seats"]), removed, game_state.get("version", 0) + 1)
        if rollout_cap is None:
            rollout_cap = default_rollout_cap(ruleset)
        sim.cap = rollout_cap
        if level == "greedy":
            move, sims = _greedy(sim, state, seat, legal, rng)
        else:
            move, sims = _mcts(sim, state, seat, legal, rng, budget_ms, iterations, should_stop)
        steps = sim.steps
    info = {"level": level, "simulations": sims, "moves": steps, "seconds": time.perf_counter() - started,
            "cpu_seconds": time.process_time() - cpu_started, "legal": len(legal)}
    return dict(move), info


def default_rollout_cap(ruleset: Ruleset) -> int:
    """The ruleset's optional `ai_rollout_cap`; else no rollout (evaluate at the leaf) when it has
    its own evaluate, since random moves mostly blur a good heuristic; else ROLLOUT_CAP moves."""
    cap = getattr(ruleset, "ai_rollout_cap", None)
    if cap is not None:
        return int(cap)
    return HEURISTIC_ROLLOUT_CAP if type(ruleset).evaluate is not Ruleset.evaluate else ROLLOUT_CAP


# --- applying moves cheaply -------------------------------------------------------------------
class Simulator:
    """Applies moves straight to ruleset states (decide + evolve), without the engine envelope."""

    __slots__ = ("rs", "n", "removed", "seq", "steps", "cap", "_to_act", "_legal", "_decide", "_evolve")

    def __init__(self, ruleset: Ruleset, n_seats: int, removed=(), first_seq: int = 1):
        self.rs = ruleset
        self.n = n_seats
        self.removed = tuple(removed)
        self.seq = first_seq
        self.steps = 0  # moves applied, for the benchmark's moves/s
        self.cap = ROLLOUT_CAP
        self._to_act = ruleset.to_act
        self._legal = ruleset.legal_moves
        self._decide = ruleset.decide
        self._evolve = ruleset.evolve

    def acting(self, state: dict) -> list[int]:
        """The seats that may act (the engine's to_act: removed seats never act)."""
        seats = self._to_act(state)
        if self.removed and seats:
            return [s for s in seats if s not in self.removed]
        return seats

    def apply(self, state: dict, seat: int, move: dict, rng) -> dict:
        """The state after `seat` plays `move`, drawing chance from `rng` (raises IllegalMove)."""
        evolve = self._evolve
        seq = self.seq
        self.steps += 1
        for d in self._decide(state, seat, move, rng):
            private = d.private
            if private:
                private = {str(k): v for k, v in private.items()}
            state = evolve(state, Event(seq, d.type, d.seat, d.data, private))
            seq += 1
        return state

    def rewards(self, state: dict, acting: list[int] | None = None) -> list[float] | None:
        """Per-seat rewards in [0, 1] if the game is over (by the rules or by removals), else None."""
        o = self.rs.outcome(state)
        if o is not None:
            return outcome_rewards(o, self.n)
        active = [s for s in range(self.n) if s not in self.removed]
        if len(active) == 1:
            return [1.0 if s == active[0] else 0.0 for s in range(self.n)]
        if acting is not None and not acting:
            return self.heuristic(state)  # nobody may act but no outcome: score what is there
        return None

    def heuristic(self, state: dict) -> list[float]:
        """Rewards from the ruleset's evaluate, mapped from [-1, 1] to [0, 1]."""
        ev = self.rs.evaluate
        out = []
        for s in range(self.n):
            if s in self.removed:
                out.append(0.0)
                continue
            try:
                v = float(ev(state, s))
            except _SIM_ERRORS:
                v = 0.0
            out.append(0.5 + 0.5 * max(-1.0, min(1.0, v)))
        return out

    def rollout(self, state: dict, rng: FastRng, cap: int | None = None) -> list[float]:
        """Uniformly random legal moves until the end or `cap` moves; the rewards per seat."""
        if cap is None:
            cap = self.cap
        rand = rng._random
        acting_of = self.acting if self.removed else self._to_act
        legal_of, decide, evolve = self._legal, self._decide, self._evolve
        seq, steps = self.seq, 0
        for _ in range(cap):
            acting = acting_of(state)
            if not acting:
                break
            seat = acting[0] if len(acting) == 1 else acting[int(rand() * len(acting))]
            moves = legal_of(state, seat)
            while moves:
                i = int(rand() * len(moves))
                # The same as apply(), inlined: this loop is where search spends its time.
                before = state
                try:
                    for d in decide(state, seat, moves[i], rng):
                        private = d.private
                        if private:
                            private = {str(k): v for k, v in private.items()}
                        state = evolve(state, Event(seq, d.type, d.seat, d.data, private))
                        seq += 1
                except _SIM_ERRORS:
                    state = before
                    moves = moves[:i] + moves[i + 1:]  # a listed move this sample rejects
                    continue
                steps += 1
                break
            else:
                break
        self.steps += steps
        r = self.rewards(state, self.acting(state))
        return r if r is not None else self.heuristic(state)


def outcome_rewards(o: Outcome, n: int) -> list[float]:
    """Winners share 1 equally; with no winner (a draw) every seat gets 1/n."""
    winners = [w for w in o.winners if isinstance(w, int) and 0 <= w < n]
    if not winners:
        return [1.0 / n] * n
    share = 1.0 / len(winners)
    return [share if s in winners else 0.0 for s in range(n)]


def move_key(move: dict):
    """A hashable key for a move dict (field order does not matter)."""
    try:
        key = tuple(sorted(move.items()))
        hash(key)
        return key
    except TypeError:  # a list or dict value
        return json.dumps(move, sort_keys=True)


def _sample_root(sim: Simulator, state: dict, seat: int, rng: FastRng) -> dict:
    """The state a simulation starts from: a determinisation for hidden-information games."""
    if sim.rs.hidden_information:
        return sim.rs.determinize(state, seat, rng)
    return state


# --- greedy: one ply on evaluate ----------------------------------------------------------------
def _greedy(sim: Simulator, state: dict, seat: int, legal: list, rng: random.Random) -> tuple[dict, int]:
    """Each move scored by evaluate after it (averaged over sampled chance and hidden cards)."""
    hidden = sim.rs.hidden_information
    samples = max(1, min(GREEDY_SAMPLES, GREEDY_APPLIES // len(legal)))
    seeds = [rng.getrandbits(63) for _ in range(samples)]
    roots = [_sample_root(sim, state, seat, FastRng(s ^ 0x5EED)) for s in seeds] if hidden else [state]
    best, best_moves, sims = -math.inf, [], 0
    for move in legal:
        total, count = 0.0, 0
        for k, s in enumerate(seeds):
            root = roots[k] if hidden else state
            r = FastRng(s)
            try:
                after = sim.apply(root, seat, move, r)
            except _SIM_ERRORS:
                continue
            sims += 1
            total += _score_for(sim, after, seat)
            count += 1
            if not hidden and r.draws == 0:
                break  # no chance in this move: one sample is exact
        if not count:
            continue
        value = total / count
        if value > best + 1e-9:
            best, best_moves = value, [move]
        elif value > best - 1e-9:
            best_moves.append(move)
    if not best_moves:
        return rng.choice(legal), sims
    return rng.choice(best_moves), sims


def _score_for(sim: Simulator, state: dict, seat: int) -> float:
    """How good `state` is for `seat` in [-1, 1]: the outcome if over, else evaluate."""
    o = sim.rs.outcome(state)
    if o is not None:
        r = outcome_rewards(o, sim.n)
        return 2.0 * r[seat] - 1.0 if len(o.winners) != 0 else 0.0
    try:
        return max(-1.0, min(1.0, float(sim.rs.evaluate(state, seat))))
    except _SIM_ERRORS:
        return 0.0


# --- MCTS: open-loop UCT, information-set MCTS with determinisation ------------------------------
class Node:
    """A node of the open-loop tree: the move sequence from the root, over every sample of chance
    and hidden information. Children are keyed by (seat, move key)."""

    __slots__ = ("seat", "move", "visits", "avail", "wins", "children")

    def __init__(self, seat: int | None, move: dict | None, n: int):
        self.seat = seat
        self.move = move
        self.visits = 0
        self.avail = 0  # times this node's move was legal when its parent was visited (ISMCTS)
        self.wins = [0.0] * n
        self.children: dict = {}


def _mcts(sim: Simulator, state: dict, seat: int, legal: list, rng: random.Random,
          budget_ms: int | None, iterations: int | None, should_stop=None) -> tuple[dict, int]:
    """Single-observer ISMCTS (plain UCT when nothing is hidden) within the budget."""
    if budget_ms is None and iterations is None:
        budget_ms = DEFAULT_BUDGET_MS
    limit_ms = min(budget_ms if budget_ms is not None else MAX_BUDGET_MS, MAX_BUDGET_MS)
    deadline = time.perf_counter() + limit_ms / 1000.0
    root = Node(None, None, sim.n)
    root_keys = {move_key(m): m for m in legal}
    root_moves = list(root_keys.items())
    clock = time.perf_counter
    # Seed every root move with its one-ply heuristic value as PRIOR_VISITS virtual visits: the
    # first simulations go to the moves evaluate likes, and a short budget still plays sensibly.
    # Under an iteration budget the prior is computed whole, so the search stays deterministic.
    for key, m in root_moves:
        child = Node(seat, m, sim.n)
        child.visits = child.avail = PRIOR_VISITS
        child.wins[seat] = 0.5 * PRIOR_VISITS
        root.children[(seat, key)] = child
        if iterations is None and clock() > deadline:
            continue  # out of time: the rest keep a neutral prior
        r = FastRng(rng.getrandbits(63))
        try:
            after = sim.apply(_sample_root(sim, state, seat, r), seat, m, r)
        except _SIM_ERRORS:
            child.wins[seat] = 0.0
            continue
        child.wins[seat] = PRIOR_VISITS * (0.5 + 0.5 * _score_for(sim, after, seat))
    keys = _KeyCache()
    done = 0
    ask_at = clock() + STOP_POLL_SECONDS
    while (iterations is None or done < iterations) and (done == 0 or clock() < deadline):
        _iterate(sim, root, state, seat, root_moves, FastRng(rng.getrandbits(63)), keys)
        done += 1
        if should_stop is not None and iterations is None and clock() >= ask_at:
            if should_stop():
                break
            ask_at = clock() + STOP_POLL_SECONDS
    best = None
    for (s, key), child in root.children.items():
        if s != seat or key not in root_keys:
            continue
        rank = (child.visits, child.wins[seat] / child.visits)
        if best is None or rank > best[0]:
            best = (rank, [root_keys[key]])
        elif rank == best[0]:
            best[1].append(root_keys[key])
    if best is None:
        return rng.choice(legal), done
    return (best[1][0] if len(best[1]) == 1 else rng.choice(best[1])), done


def _iterate(sim: Simulator, root: Node, true_state: dict, seat: int, root_moves: list, r: FastRng,
             keys: "_KeyCache") -> None:
    """One simulation: sample a world, select and expand along the tree, roll out, back up."""
    state = _sample_root(sim, true_state, seat, r)
    node, path, rand = root, [root], r._random
    log, sqrt, c = math.log, math.sqrt, UCT_C
    rewards = None
    while True:
        if node is root:
            actor, moves = seat, root_moves
        else:
            acting = sim.acting(state)
            rewards = sim.rewards(state, acting)
            if rewards is not None:
                break
            actor = acting[0] if len(acting) == 1 else acting[int(rand() * len(acting))]
            legal = sim._legal(state, actor)
            if not legal:
                rewards = sim.heuristic(state)
                break
            key_of = keys.key
            moves = [(key_of(m), m) for m in legal]
        children = node.children
        unexpanded = None
        best, best_value = None, -math.inf
        for key, m in moves:
            child = children.get((actor, key))
            if child is None:
                if unexpanded is None:
                    unexpanded = []
                unexpanded.append((key, m))
                continue
            child.avail += 1
            if unexpanded is None:
                value = child.wins[actor] / child.visits + c * sqrt(log(child.avail) / child.visits)
                if value > best_value:
                    best, best_value = child, value
        if unexpanded is not None:
            key, m = unexpanded[int(rand() * len(unexpanded))]
            try:
                state = sim.apply(state, actor, m, r)
            except _SIM_ERRORS:
                rewards = sim.heuristic(state)
                break
            child = Node(actor, m, sim.n)
            child.avail = 1
            children[(actor, key)] = child
            path.append(child)
            break
        try:
            state = sim.apply(state, actor, best.move, r)
        except _SIM_ERRORS:
            rewards = sim.heuristic(state)
            break
        path.append(best)
        node = best
    if rewards is None:
        rewards = sim.rollout(state, r)
    n = sim.n
    for nd in path:
        nd.visits += 1
        w = nd.wins
        for s in range(n):
            w[s] += rewards[s]


class _KeyCache:
    """move_key memoised by object identity: most rulesets hand out the same move dicts from
    tables, so a key is built once. Entries pin their move, so an id is never reused while cached."""

    __slots__ = ("_cache",)
    LIMIT = 50_000

    def __init__(self):
        self._cache: dict = {}

    def key(self, move: dict):
        """The move's key."""
        hit = self._cache.get(id(move))
        if hit is not None and hit[0] is move:
            return hit[1]
        k = move_key(move)
        if len(self._cache) >= self.LIMIT:
            self._cache.clear()
        self._cache[id(move)] = (move, k)
        return k
