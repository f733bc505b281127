"""Battlegates' fast simulation path (domain/engine/fast.py), for the AI's search only.

The same rules as the phase modules, over a flat mutable position: a square per character, the
character on each square, one byte per edge saying what covers it, visited squares as bitmasks,
and the pieces, hands, deck and turn fields as lists. A move taken from `legal` is applied in
place without being checked again, with the same rng calls in the same order as `decide`.
Where walls and gates may be placed follows placement.py's checks, with what the board alone
refuses (entrances, Battle Alley, the region) removed once per set-up in `Tables`. tests/unit/ai/test_fast_battlegates.py plays thousands of random
moves through both paths and compares them move by move.
"""
from __future__ import annotations

from itertools import compress

from domain.engine.fast import FastGame

from . import board as B
from .heuristic import evaluate_position, turn_end_value
from .sampling import deal_unseen, policy_choices, unseen_cards
from .setups import DIE_FACES, SETUPS
from .state import DEAD, UNPLACED

OPEN, FIXED, WALL, GATE = 0, 1, 2, 3  # what covers an edge (pieces never share an edge)
DIRS = B.DIRS
ROLL_CARDS = (("rotate_90", 1), ("rotate_180", 2))
SETUP_KINDS = frozenset(("setup_character", "setup_wall", "setup_gate"))


class Listing:
    """Moves in a listing's order; which of them a position rules out is a bitmask over their
    places in the listing (bit k: the k-th move)."""

    __slots__ = ("moves",)

    def __init__(self, moves):
        self.moves = moves

    def free(self, out: int) -> list:
        """The moves not in the bitmask `out`, in order."""
        if not out:
            return self.moves[:]
        keep = ~out & ((1 << len(self.moves)) - 1)
        # byte k of the flags is bit k of `keep` (its binary numeral reversed); the moves past its
        # highest bit, all ruled out, are past the flags' end, where compress stops
        flags = format(keep, "b")[::-1].encode().translate(_FLAGS)
        return list(compress(self.moves, flags))


_FLAGS = bytes.maketrans(b"01", b"\x00\x01")  # a binary numeral's digits as compress's selectors


class CardSpots(Listing):
    """Where a Move a brick wall / Move a gate card may put its piece: the spots never refused for
    what stands around them, in the listing's order, with (bitmasks) the spots covering each edge
    and those standing on each post, and each spot's own bit."""

    __slots__ = ("by_edge", "by_post", "bit")

    def __init__(self, g, rows):
        """rows: (move, its spot, its edges, its posts), in the listing's order."""
        super().__init__([row[0] for row in rows])
        self.by_edge, self.by_post, self.bit = [0] * g.N_EDGES, [0] * g.N_POSTS, {}
        for i, (_, spot, edges, posts) in enumerate(rows):
            self.bit[spot] = 1 << i
            for e in edges:
                self.by_edge[e] |= 1 << i
            for p in posts:
                self.by_post[p] |= 1 << i


class SetupSpots(Listing):
    """The set-up's wall and gate moves in one castle's region, in the listing's order (walls, gates,
    long gates), with what rules each out, as bitmasks over their places in the listing: a wall
    while its edge is covered or an end stands on the post of a gate closing an entrance; a gate
    while an edge is covered, its hinge is taken (such a gate there, or two gates) or, closing an
    entrance itself, its hinge is spoken for (a wall's end or another gate there). Each piece the
    castle has placed rules out a fixed set (`wall_out`, `gate_out`); a second gate on a post adds
    the gates hinged there (`hinged_at`)."""

    __slots__ = ("kind_mask", "hinged_at", "wall_out", "gate_out")

    def __init__(self, g, rows):
        """rows: (move, kind (0 wall, 1 gate, 2 long gate), its edges, its posts (a wall's ends, a
        gate's hinge), whether it closes an entrance), in the listing's order."""
        super().__init__([row[0] for row in rows])
        self.kind_mask = [0, 0, 0]
        by_edge, wall_at, self.hinged_at, closing_at = {}, {}, {}, {}
        for i, (_, kind, edges, posts, closes) in enumerate(rows):
            bit = 1 << i
            self.kind_mask[kind] |= bit
            for e in edges:
                by_edge[e] = by_edge.get(e, 0) | bit
            for p in posts:
                at = wall_at if kind == 0 else self.hinged_at
                at[p] = at.get(p, 0) | bit
                if closes:
                    closing_at[p] = closing_at.get(p, 0) | bit
        # a wall covers its edge and speaks for both its posts
        self.wall_out = [by_edge.get(e, 0) | closing_at.get(a, 0) | closing_at.get(b, 0)
                         for e, (a, b) in enumerate(g.EDGE_POSTS)]
        # a gate covers its edges and speaks for its hinge; closing an entrance, it takes its hinge
        self.gate_out = {}
        for length in (1, 2):
            per_post = []
            for p, per_dir in enumerate(g.GATE_EDGES[length]):
                outs = []
                for edges in per_dir:
                    out = closing_at.get(p, 0)
                    for e in edges or ():
                        out |= by_edge.get(e, 0)
                    if edges and length == 1 and edges[0] in g.ALL_ENTRANCES:
                        out |= wall_at.get(p, 0) | self.hinged_at.get(p, 0)
                    outs.append(out)
                per_post.append(outs)
            self.gate_out[length] = per_post


class Tables:
    """What the fast path reads about one set-up, computed once."""

    def __init__(self, su):
        g = su.g
        self.su, self.g = su, g
        n = su.n_castles * su.per_castle
        self.n_chars = n
        self.char_castle = [i // su.per_castle for i in range(n)]
        self.char_team = [su.team[c] for c in self.char_castle]
        self.char_kind = [su.kinds[i % su.per_castle] for i in range(n)]
        self.is_archer = [k == "archer" for k in self.char_kind]
        sides = su.n_castles / len(set(su.team))  # castles a side has
        self.army_size = su.per_castle * sides  # characters in one side's army (for the heuristic)
        self.two_sides = len(set(su.team)) == 2
        self.with_seat_0 = [su.team[su.seat_castles[s][0]] == su.team[0] for s in range(su.seats)]  # castle 0's side
        self.seats_in_order = list(su.castle_seat) == sorted(set(su.castle_seat))  # one castle a seat, in order
        self.castle_chars = [list(range(c * su.per_castle, (c + 1) * su.per_castle)) for c in range(su.n_castles)]
        self.kind_chars = [{k: [i for i in chars if self.char_kind[i] == k] for k in su.kinds}
                           for chars in self.castle_chars]  # per castle: its characters of each kind
        self.hidden_castles = [[c for c in range(su.n_castles) if su.castle_seat[c] != s]
                               for s in range(su.seats)]  # per seat: the castles whose set-up it cannot see
        self.army_moves = {}  # (castle, squares of its characters) -> its set-up_character moves
        self.base_blk = bytearray(FIXED if e in g.FIXED else OPEN for e in range(g.N_EDGES))
        self.keep_team = [-1] * g.N_SQUARES  # the team owning the Keep on each square, or -1
        for k, c in g.KEEP_OWNER.items():
            self.keep_team[k] = su.team[c]
        self.misery = sorted(g.MISERY)
        self.misery_set = frozenset(g.MISERY)
        self.bit = [1 << s for s in range(g.N_SQUARES)]
        # set-up (placement.wall_problem, gate_problem within the castle's region): per castle, the
        # walls and the gates of each length that are never refused for what stands around them, in
        # the listing's order (regions are disjoint and hold no fixed edge: only the castle's own
        # pieces can stand in its region)
        self.setup_spots = []
        for c in range(su.n_castles):
            region = g.REGION_EDGES[c]
            rows = [(("setup_wall", e), 0, (e,), g.EDGE_POSTS[e], False)
                    for e in sorted(region) if e not in g.ALL_ENTRANCES]
            for length in (1, 2):
                for p in sorted(g.REGION_POSTS[c]):
                    for d in range(4):
                        edges = g.GATE_EDGES[length][p][d]
                        if not edges or not all(e in region for e in edges):
                            continue
                        closes = any(e in g.ALL_ENTRANCES for e in edges)
                        if not (closes and length == 2):
                            rows.append((("setup_gate", length, p, d), length, edges, (p,), closes))
            self.setup_spots.append(SetupSpots(g, rows))
        # Move a brick wall / a gate (placement.wall_problem, gate_problem with card=True): the
        # spots that are never refused for what stands around them (an entrance, Battle Alley for
        # a wall, a stone or castle wall), in the listing's order
        self.wall_spots = CardSpots(g, [(("place_wall", e), e, (e,), g.EDGE_POSTS[e]) for e in g.SORTED_PLACEABLE
                                        if e not in g.ALL_ENTRANCES and e not in g.ALLEY])
        self.gate_spots = {L: CardSpots(g, [(("place_gate", p, d), (p, d), edges, (p,))
                                            for p in range(g.N_POSTS) for d in range(4)
                                            for edges in (g.GATE_EDGES[L][p][d],)
                                            if edges and not any(e in g.ALL_ENTRANCES or e in g.FIXED for e in edges)])
                           for L in (1, 2)}
        # Rotate a gate (rotation.rotation): per quarters and direction (cw), what each gate sweeps;
        # per length, post and direction, whether a gate there closes an entrance
        self.turns = {q: [self._turns(g, q, cw) for cw in (False, True)] for q in (1, 2)}
        self.closing = {L: [[bool(edges) and any(e in g.ALL_ENTRANCES for e in edges) for edges in per_dir]
                             for per_dir in g.GATE_EDGES[L]] for L in (1, 2)}

    @staticmethod
    def _turns(g, quarters, cw) -> dict:
        """{length: [post][dir]}: what a gate turning `quarters` quarter-turns (cw or not) about its
        hinge sweeps (rotation.rotation, from the board's SWEEP quadrants): (the edges it crosses
        and ends on, each quarter in turn; [(square swept, quarters left when swept first)]; its new
        direction), or None where a quarter leaves the board."""
        side = 1 if cw else 0
        out = {}
        for length in (1, 2):
            per_post = []
            for p in range(g.N_POSTS):
                per_dir = []
                for d0 in range(4):
                    crossed, squares, d = [], [], d0
                    for k in range(quarters):
                        sweep = g.SWEEP[length][p][d][side]
                        if sweep is None:
                            break
                        inner, end = sweep[1], sweep[2]
                        crossed += [*inner, *end]
                        squares += [(s, quarters - k) for s in sweep[0]]
                        d = sweep[3]
                    else:
                        per_dir.append((tuple(crossed), tuple(squares), d))
                        continue
                    per_dir.append(None)
                per_post.append(per_dir)
            out[length] = per_post
        return out


TABLES = {name: Tables(su) for name, su in SETUPS.items()}

# Moves: small tuples; steps (the most frequent) are prebuilt.
_MAXCH = 20
STEP = [[("step", i, d) for d in range(4)] for i in range(_MAXCH)]
SHOOT = [[("shoot", i, d) for d in range(4)] for i in range(_MAXCH)]


class BattlegatesFast(FastGame):
    """A Battlegates position: lists and ints changed in place (see the module's docstring).
    `memo`: what heuristic.py works out from the characters and the walls and gates alone (not the
    hands), kept until `play` changes the position (the turn solver scores one end position with
    the hands of several samples)."""

    __slots__ = ("t", "pos", "occ", "blk", "walls", "gates", "hands", "deck", "discard", "points", "placed",
                 "revealed", "phase", "turn", "castle", "first", "roll", "left", "movers", "vis", "pending",
                 "out", "end", "_pool", "_ev", "memo")

    # --- conversion and copies ----------------------------------------------------------------
    @classmethod
    def from_state(cls, ruleset, state: dict, n_seats: int = 2) -> "BattlegatesFast":
        """The position of a ruleset state (hidden parts included)."""
        self = cls.__new__(cls)
        t = TABLES[state["setup"]]
        g = t.g
        self.t = t
        self.pos = [c[2] for c in state["chars"]]
        self.occ = occ = [-1] * g.N_SQUARES
        for i, s in enumerate(self.pos):
            if s >= 0:
                occ[s] = i
        self.walls = [(w[0], w[1]) for w in state["walls"]]
        self.gates = [tuple(x) for x in state["gates"]]
        self._rebuild_blk()
        self.hands = [list(h) for h in state["hands"]]
        self.deck = list(state["deck"])
        self.discard = list(state["discard"])
        self.points = list(state["points"])
        self.placed = list(state["placed"])
        self.revealed = state["revealed"]
        self.phase = state["phase"]
        self.turn, self.castle, self.first = state["turn"], state["castle"], state["first"]
        self.roll, self.left = state["roll"], state["left"]
        self.movers = list(state["movers"])
        self.vis = vis = [0] * t.n_chars
        for k, squares in state["visited"].items():
            m = 0
            for s in squares:
                m |= 1 << s
            vis[int(k)] = m
        self.pending, self.out, self.end = state["pending"], list(state["out"]), state["end"]
        self._pool = self._ev = self.memo = None
        return self

    def _rebuild_blk(self) -> None:
        g = self.t.g
        blk = bytearray(self.t.base_blk)
        for _, e in self.walls:
            blk[e] = WALL
        for x in self.gates:
            if x[2] >= 0:
                for e in g.GATE_EDGES[x[1]][x[2]][x[3]]:
                    blk[e] = GATE
        self.blk = blk

    def copy(self) -> "BattlegatesFast":
        """An independent copy."""
        o = self._copy_turn()
        o.pos, o.occ, o.blk = self.pos[:], self.occ[:], self.blk[:]
        o.walls, o.gates = self.walls[:], self.gates[:]
        o.hands = [h[:] for h in self.hands]
        o.deck = self.deck[:]
        return o

    def _copy_turn(self) -> "BattlegatesFast":
        """A copy of all but the board (pos, occ, blk, walls, gates), the hands and the deck, which
        the caller sets."""
        o = BattlegatesFast.__new__(BattlegatesFast)
        o.t = self.t
        o.discard, o.points, o.placed = self.discard[:], self.points[:], self.placed[:]
        o.revealed, o.phase, o.turn, o.castle, o.first = self.revealed, self.phase, self.turn, self.castle, self.first
        o.roll, o.left, o.movers, o.vis = self.roll, self.left, self.movers[:], self.vis[:]
        o.pending, o.out, o.end = self.pending, self.out[:], self.end
        o._pool = o._ev = o.memo = None
        return o

    def key(self) -> tuple:
        """Everything the position holds, for comparing two positions."""
        return (self.t.su.name, self.pos, self.occ, bytes(self.blk), self.walls, self.gates, self.hands, self.deck,
                self.discard, self.points, self.placed, self.revealed, self.phase, self.turn, self.castle, self.first,
                self.roll, self.left, self.movers, self.vis, self.pending, self.out, self.end)

    def determinized(self, seat: int, rng) -> "BattlegatesFast":
        """A copy with what `seat` cannot see sampled anew (as Battlegates.determinize, same draws)."""
        t = self.t
        su = t.su
        if self._pool is None or self._pool[0] != seat:  # the unseen cards: the same for every sample
            self._pool = (seat, unseen_cards(su, seat, self.hands, self.discard))
        if self.revealed:  # only cards are hidden
            o = self.copy()
            o.hands, o.deck = deal_unseen(su, seat, self.hands, self._pool[1], len(self.deck), rng)
            return o
        # sampling.sample_hidden on this representation: the other castles' set-ups hidden, then
        # rebuilt by the set-up policy in castle order, then the cards
        mine = su.seat_castles[seat]
        pos = self.pos[:]
        walls = [w for w in self.walls if w[0] in mine]
        gates = [x for x in self.gates if x[0] in mine]
        others = t.hidden_castles[seat]
        for c in others:
            for i in t.castle_chars[c]:
                pos[i] = UNPLACED
        for c in others:  # none of c's pieces is seen: all of its placed items are sampled
            army, new_walls, new_gates = policy_choices(su, c, self.placed[c], t.castle_chars[c], t.char_kind,
                                                        (), (), rng)
            for i, s in army:
                pos[i] = s
            walls += [(c, e) for e in new_walls]
            gates += [(c,) + x for x in new_gates]
        o = self._copy_turn()
        o.hands, o.deck = deal_unseen(su, seat, self.hands, self._pool[1], len(self.deck), rng)
        o.pos = pos
        occ = o.occ = [-1] * t.g.N_SQUARES
        for i, s in enumerate(pos):
            if s >= 0:
                occ[s] = i
        o.walls, o.gates = walls, gates
        o._rebuild_blk()
        return o

    # --- the turn solver's hooks (domain/engine/turn_solver.py): the dice phase is solved -------
    def turn_key(self):
        """While the dice phase goes on: the squares, gates, points left, movers, visited squares
        and card points (what the rest of the phase depends on); None otherwise."""
        if self.phase != "dice":
            return None
        return (tuple(self.pos), tuple(self.gates), self.left, tuple(self.movers), tuple(self.vis), tuple(self.points))

    def end_key(self):
        """Where the phase has ended: what evaluate reads, bar the hands."""
        return (tuple(self.pos), tuple(self.gates), tuple(self.points), self.phase, self.castle, self.turn)

    def evaluate_with_hidden(self, world, seat: int) -> float:
        """The value of an end of the dice phase for `seat`, with the hands of `world` (another
        sample of what the seat cannot see): heuristic.turn_end_value, fitted to such positions."""
        own = self.hands
        self.hands = world.hands
        try:
            return turn_end_value(self, seat)
        finally:
            self.hands = own

    # --- who acts, outcome, heuristic ------------------------------------------------------------
    def to_act(self) -> list[int]:
        """As Battlegates.to_act."""
        su = self.t.su
        phase = self.phase
        if phase == "setup":
            items, placed = su.items, self.placed
            if self.t.seats_in_order:  # castle c is seat c's
                return [c for c, n in enumerate(placed) if n < items]
            seats = [s for c, s in enumerate(su.castle_seat) if placed[c] < items]
            return sorted(set(seats)) if len(seats) > 1 else seats
        if phase == "over":
            return []
        return [su.castle_seat[self.castle]]

    def winners(self) -> tuple | None:
        """The outcome's winners (Views.outcome), or None while the game goes on."""
        if self.phase != "over":
            return None
        su = self.t.su
        teams = sorted(set(su.team))
        alive = {tm: 0 for tm in teams}
        for i, s in enumerate(self.pos):
            if s >= 0:
                alive[self.t.char_team[i]] += 1
        pts = {tm: 0 for tm in teams}
        for c, p in enumerate(self.points):
            pts[su.team[c]] += p
        key = {tm: (alive[tm], pts[tm]) for tm in teams}
        best = max(key.values())
        top = [tm for tm in teams if key[tm] == best]
        if len(top) == len(teams) and len(top) > 1:
            return ()
        return tuple(s for s in range(su.seats) if su.team[su.seat_castles[s][0]] in top)

    def evaluate(self, seat: int) -> float:
        """Battlegates.evaluate (heuristic.py). With two sides one is the other's negative: the
        search asks for every seat, so the value is kept until the position changes."""
        t = self.t
        if not t.two_sides:
            return evaluate_position(self, seat)
        v = self._seat_0_value()
        return v if t.with_seat_0[seat] else -v

    def evaluate_all(self, n_seats: int) -> list[float]:
        """evaluate for every seat, the position scored once when there are two sides."""
        t = self.t
        if not t.two_sides:
            return [evaluate_position(self, s) for s in range(n_seats)]
        v = self._seat_0_value()
        return [v if t.with_seat_0[s] else -v for s in range(n_seats)]

    def _seat_0_value(self) -> float:
        """evaluate for seat 0, kept until the position changes (always computed for seat 0's
        side, so both paths agree to the last bit)."""
        if self._ev is None:
            self._ev = evaluate_position(self, 0)
        return self._ev

    # --- legal moves ---------------------------------------------------------------------------
    def legal(self, seat: int) -> list:
        """Battlegates.legal_moves as move tuples, in the same order (none for a seat not to act)."""
        phase = self.phase
        if phase == "setup":  # the seat acts while one of its castles has items to place
            return self._setup_moves(self._building(seat))
        if phase == "over" or self.t.su.castle_seat[self.castle] != seat:
            return []
        if phase == "dice":
            return self._dice_moves()
        if phase == "card":
            return self._card_moves()
        if phase == "place_wall":
            return self._wall_spots()
        if phase == "place_gate":
            return self._gate_spots()
        return []

    def _building(self, seat: int) -> int:
        castles = self.t.su.seat_castles[seat]
        if len(castles) == 1:
            return castles[0]
        placed, items = self.placed, self.t.su.items
        for c in castles:
            if placed[c] < items:
                return c
        return castles[-1]

    # the dice phase: steps under the whole-roll rule (movement.DicePosition), and arrows
    def _own(self) -> list[int]:
        pos = self.pos
        return [i for i in self.t.castle_chars[self.castle] if pos[i] >= 0]

    def _step(self, i: int, d: int):
        """(target, victim or -1) of character i stepping d, or None when the board forbids it."""
        if self.left <= 0:
            return None
        t = self.t
        g = t.g
        s = self.pos[i]
        n = g.SQ_NEXT[s][d]
        if n < 0 or self.blk[g.SQ_EDGE[s][d]] or self.vis[i] >> n & 1:
            return None
        occ = self.occ[n]
        kt = t.keep_team[n]
        mine = t.char_team[i]
        if occ < 0:
            if kt >= 0 and kt != mine:
                return None
            return n, -1
        theirs = t.char_team[occ]
        if theirs == mine:
            return None
        if kt >= 0 and kt == theirs:
            return n, occ
        if self.left == 1:
            for m in self.movers:
                if m != i:
                    return None
            return n, occ
        return None

    def _steps(self, own, first=-1):
        out = []
        step = self._step
        if first >= 0:
            own = [first] + [i for i in own if i != first]
        for i in own:
            for d in range(4):
                r = step(i, d)
                if r is not None:
                    out.append((i, d, r[0], r[1]))
        return out

    def _make(self, i, n, victim):
        s = self.pos[i]
        vis = self.vis[i]
        self.vis[i] = vis | (1 << s) | (1 << n)
        if victim >= 0:
            self.pos[victim] = DEAD
        self.occ[s] = -1
        self.occ[n] = i
        self.pos[i] = n
        new = i not in self.movers
        if new:
            self.movers.append(i)
        self.left -= 1
        return i, s, n, victim, vis, new

    def _unmake(self, undo) -> None:
        i, s, n, victim, vis, new = undo
        self.left += 1
        if new:
            self.movers.pop()
        self.pos[i] = s
        self.occ[s] = i
        if victim < 0:
            self.occ[n] = -1
        else:
            self.pos[victim] = n
            self.occ[n] = victim
        self.vis[i] = vis

    def _foes(self) -> int:
        t = self.t
        mine = t.su.team[self.castle]
        return sum(1 for i, s in enumerate(self.pos) if s >= 0 and t.char_team[i] != mine)

    def _finish(self, own, foes, first) -> bool:
        """Whether steps can use every point left (DicePosition.finish is not None)."""
        if self.left == 0 or foes == 0:
            return True
        for i, d, n, v in self._steps(own, first):
            undo = self._make(i, n, v)
            ok = self._finish(own, foes - (v >= 0), i)
            self._unmake(undo)
            if ok:
                return True
        return False

    def _most(self, own, foes, first) -> int:
        if self.left == 0 or foes == 0:
            return self.left
        best = 0
        for i, d, n, v in self._steps(own, first):
            undo = self._make(i, n, v)
            k = 1 + self._most(own, foes - (v >= 0), i)
            self._unmake(undo)
            if k > best:
                best = k
                if best == self.left:
                    break
        return best

    def _walk(self, j, k):
        """The squares of a walk of k steps of character j alone onto empty squares, or None."""
        if k == 0:
            return []
        for d in range(4):
            r = self._step(j, d)
            if r is not None and r[1] < 0:
                undo = self._make(j, r[0], -1)
                rest = self._walk(j, k - 1)
                self._unmake(undo)
                if rest is not None:
                    return [r[0]] + rest
        return None

    def _shots(self, own) -> list:
        if self.left != self.roll or self.movers:
            return []
        t = self.t
        g = t.g
        blk, keep_team = self.blk, t.keep_team
        mine = t.su.team[self.castle]
        out = []
        for i in own:
            if t.is_archer[i]:
                s = self.pos[i]
                for d in range(4):
                    n = g.SQ_NEXT[s][d]
                    if not blk[g.SQ_EDGE[s][d]] and n >= 0 and (keep_team[n] < 0 or keep_team[n] == mine):
                        out.append(SHOOT[i][d])
        return out

    def _legal_steps(self, own, can_shoot) -> list:
        cands = self._steps(own)
        if self.left <= 1 or not cands:
            return cands
        walks = []
        for j in own:
            w = self._walk(j, self.left - 1)
            if w is not None:
                walks.append((j, w))
                if len(walks) == 2:
                    break
        foes = self._foes()
        full = []
        for c in cands:
            for j, w in walks:
                if j != c[0] and c[2] not in w:
                    full.append(c)
                    break
            else:
                undo = self._make(c[0], c[2], c[3])
                ok = self._finish(own, foes - (c[3] >= 0), c[0])
                self._unmake(undo)
                if ok:
                    full.append(c)
        if full or can_shoot:
            return full
        counts = []
        for c in cands:
            undo = self._make(c[0], c[2], c[3])
            counts.append(self._most(own, foes - (c[3] >= 0), c[0]))
            self._unmake(undo)
        top = max(counts)
        return [c for c, k in zip(cands, counts) if k == top]

    def _dice_moves(self) -> list:
        own = self._own()
        arrows = self._shots(own)
        return [STEP[i][d] for i, d, _, _ in self._legal_steps(own, bool(arrows))] + arrows

    def _has_dice_move(self) -> bool:
        own = self._own()
        step = self._step
        for i in own:
            for d in range(4):
                if step(i, d) is not None:
                    return True
        return bool(self._shots(own))

    # the card phase
    def _climb_target(self, i, d) -> int:
        """card_phase's climb_target: the square over the obstacle, or -1."""
        t = self.t
        g = t.g
        n = g.SQ_NEXT[self.pos[i]][d]
        if n < 0 or self.vis[i] >> n & 1:
            return -1
        occ = self.occ[n]
        mine = t.char_team[i]
        if occ >= 0 and t.char_team[occ] == mine:
            return -1
        kt = t.keep_team[n]
        if kt >= 0 and kt != mine and occ < 0:
            return -1
        return n

    def _card_moves(self) -> list:
        t = self.t
        g, su = t.g, t.su
        castle = self.castle
        hand = self.hands[su.hand[castle]]
        out = [("discard", c) for c in sorted(set(hand))]
        scale, climb = "scale_wall" in hand, "climb_gate" in hand
        if scale or climb:
            blk = self.blk
            for i in self._own():
                s = self.pos[i]
                for d in range(4):
                    b = blk[g.SQ_EDGE[s][d]]
                    if (b == WALL and scale) or (b == GATE and climb):
                        if self._climb_target(i, d) >= 0:
                            out.append(("scale_wall" if b == WALL else "climb_gate", i, d))
        if "move_wall" in hand:
            out += [("move_wall", i) for i in range(len(self.walls))]
        if "move_gate" in hand:
            out += [("move_gate", i) for i, x in enumerate(self.gates) if x[2] >= 0]
        ctx = None
        for card, q in ROLL_CARDS:
            if card in hand:
                ctx = ctx or self._rotation_context()
                for p in sorted({x[2] for x in self.gates if x[2] >= 0}):
                    for cw in (False, True):
                        if self._rotation(p, q, cw, ctx) is not None:
                            out.append(("rotate_gate", card, p, cw))
        return out

    def _rotation_context(self):
        """(posts holding a wall end; gates by post; {post: the edges of its gates, or None where
        they cannot turn (_pivots)}, filled in by _rotation as it meets the posts)."""
        g = self.t.g
        wall_posts = set()
        for _, e in self.walls:
            wall_posts.update(g.EDGE_POSTS[e])
        by_post = {}
        for i, x in enumerate(self.gates):
            if x[2] >= 0:
                by_post.setdefault(x[2], []).append(i)
        return wall_posts, by_post, {}

    def _pivots(self, p, wall_posts, by_post) -> bool:
        return p not in wall_posts or not any(self.gates[i][1] == 2 for i in by_post.get(p, ()))

    def _rotation(self, p, quarters, cw, ctx, walls_only=False):
        """rotation.rotation on this position: (new dirs [(gate, dir)], carried [(char, square)]) or None."""
        t = self.t
        g = t.g
        wall_posts, by_post, pivot_edges = ctx
        group = by_post.get(p)
        if not group:
            return None
        blk = self.blk
        gates = self.gates
        gate_edges = g.GATE_EDGES
        own_edges = pivot_edges.get(p, False)
        if own_edges is False:
            own_edges = pivot_edges[p] = None
            if self._pivots(p, wall_posts, by_post):
                own_edges = pivot_edges[p] = {e for i in group for e in gate_edges[gates[i][1]][p][gates[i][3]]}
        if own_edges is None:
            return None
        if walls_only:
            stiff = set()
            for q, ids in by_post.items():
                if q != p and not self._pivots(q, wall_posts, by_post):
                    for i in ids:
                        x = gates[i]
                        stiff.update(gate_edges[x[1]][q][x[3]])
        turns = t.turns[quarters][1 if cw else 0]
        new_dirs, swept = [], {}
        for i in group:
            length, d = gates[i][1], gates[i][3]
            turn = turns[length][p][d]
            if turn is None:  # it would leave the board
                return None
            crossed, squares, nd = turn
            for e in crossed:
                b = blk[e]
                if b == FIXED or b == WALL or (e in stiff if walls_only else b == GATE and e not in own_edges):
                    return None
            for s, v in squares:
                if swept.get(s, 0) < v:
                    swept[s] = v
            new_dirs.append((i, nd))
        if len(group) > 1:  # a combination: two gates may not end on one edge
            flat = [e for i, nd in new_dirs for e in gate_edges[gates[i][1]][p][nd]]
            if len(set(flat)) != len(flat):
                return None
        if walls_only:
            return new_dirs, []
        closing = t.closing
        for i, nd in new_dirs:
            if closing[gates[i][1]][p][nd]:
                if gates[i][1] == 2 or len(group) > 1 or p in wall_posts:
                    return None
        occ = self.occ
        mover_team = t.su.team[self.castle]
        moving = {}
        for s, q in swept.items():
            o = occ[s]
            if o < 0:
                continue
            if t.char_kind[o] == "gatekeeper" and t.char_team[o] != mover_team:
                return None
            moving[o] = g.rotate_square(s, p, q, cw)
        carried, dest = [], set()
        for o, n in sorted(moving.items()):
            if n < 0 or n in g.KEEP_OWNER:
                return None
            o2 = occ[n]
            if n in dest or (o2 >= 0 and o2 not in moving):
                return None
            dest.add(n)
            carried.append((o, n))
        return new_dirs, carried

    def _wall_spots(self) -> list:
        """placement.wall_spots: where the wall being moved may go: not on a covered edge (its own
        included), not with an end on the post of a gate closing an entrance."""
        spots = self.t.wall_spots
        by_edge = spots.by_edge
        out = 0
        for _, e in self.walls:
            out |= by_edge[e]
        return spots.free(out | self._gates_rule_out(spots, -1))

    def _gate_spots(self) -> list:
        """placement.gate_spots: where the gate being moved may go (never across an entrance): not
        where it stands, not across a wall or another gate, not on the post of a gate closing an
        entrance nor on a post holding two other gates."""
        i = self.pending
        x = self.gates[i]
        if x[2] < 0:
            return []
        spots = self.t.gate_spots[x[1]]
        by_edge = spots.by_edge
        out = spots.bit.get((x[2], x[3]), 0)
        for _, e in self.walls:
            out |= by_edge[e]
        return spots.free(out | self._gates_rule_out(spots, i, pairs=True))

    def _gates_rule_out(self, spots, skip: int, pairs: bool = False) -> int:
        """The spots the gates but gate `skip` rule out: those across their edges and those on the
        post of a gate closing an entrance; with `pairs`, also those on a post holding two."""
        g = self.t.g
        gate_edges, entrances = g.GATE_EDGES, g.ALL_ENTRANCES
        by_edge, by_post = spots.by_edge, spots.by_post
        out = hinged = 0
        for j, (_, length, p, d) in enumerate(self.gates):
            if j != skip and p >= 0:
                edges = gate_edges[length][p][d]
                for e in edges:
                    out |= by_edge[e]
                if (length == 1 and edges[0] in entrances) or (pairs and hinged >> p & 1):
                    out |= by_post[p]
                hinged |= 1 << p
        return out

    # the set-up
    def _army_moves(self, castle: int) -> list:
        t = self.t
        chars = t.castle_chars[castle]
        taken = {self.pos[i] for i in chars}
        kinds = sorted({t.char_kind[i] for i in chars if self.pos[i] == UNPLACED})
        portals = t.g.PORTALS[castle]
        return [("setup_character", k, j) for k in kinds for j, s in enumerate(portals) if s not in taken]

    def _setup_moves(self, castle: int) -> list:
        t = self.t
        su = t.su
        n = self.placed[castle]
        if n >= su.items:
            return []
        if n < su.per_castle:  # the army: kept per castle and squares of its characters
            first = castle * su.per_castle
            key = (castle, tuple(self.pos[first:first + su.per_castle]))
            out = t.army_moves.get(key)
            if out is None:
                out = t.army_moves[key] = self._army_moves(castle)
            return out[:]
        # the castle's own pieces only: the other halves are secret (placement.Layout(castle=...)),
        # and in its region only its own pieces stand, so they are what covers an edge there
        spots = t.setup_spots[castle]
        wall_out, gate_out, hinged_at = spots.wall_out, spots.gate_out, spots.hinged_at
        out = 0
        walls = 0
        for c, e in self.walls:
            if c == castle:
                walls += 1
                out |= wall_out[e]
        gates = [0, 0, 0]  # per length
        hinges = 0  # the posts holding one of its gates
        for c, length, p, d in self.gates:
            if c == castle:
                gates[length] += 1
                if p >= 0:
                    out |= gate_out[length][p][d]
                    if hinges >> p & 1:  # a pair of gates: the post takes no more
                        out |= hinged_at.get(p, 0)
                    hinges |= 1 << p
        for kind, left in enumerate((su.n_walls - walls, su.n_gates - gates[1], su.n_longs - gates[2])):
            if left <= 0:
                out |= spots.kind_mask[kind]
        return spots.free(out)

    # --- moves as JSON ---------------------------------------------------------------------------
    def to_json(self, move) -> dict:
        """The move in the shape a client posts."""
        kind = move[0]
        g = self.t.g
        if kind == "step" or kind == "shoot" or kind == "scale_wall" or kind == "climb_gate":
            return {"type": kind, "piece": move[1], "dir": DIRS[move[2]]}
        if kind == "discard":
            return {"type": "discard", "card": move[1]}
        if kind == "move_wall":
            return {"type": "move_wall", "wall": move[1]}
        if kind == "move_gate":
            return {"type": "move_gate", "gate": move[1]}
        if kind == "rotate_gate":
            x, y = g.post_xy(move[2])
            return {"type": "rotate_gate", "card": move[1], "x": x, "y": y, "clockwise": move[3]}
        if kind == "place_wall" or kind == "setup_wall":
            x, y, d = g.wall_spec(move[1])
            return {"type": kind, "x": x, "y": y, "dir": d}
        if kind == "place_gate":
            x, y = g.post_xy(move[1])
            return {"type": "place_gate", "x": x, "y": y, "dir": DIRS[move[2]]}
        if kind == "setup_gate":
            x, y = g.post_xy(move[2])
            return {"type": "setup_gate", "kind": "gate" if move[1] == 1 else "long_gate", "x": x, "y": y,
                    "dir": DIRS[move[3]]}
        return {"type": "setup_character", "kind": move[1], "portal": move[2]}

    # --- playing a move in place -----------------------------------------------------------------
    def play(self, seat: int, move, rng) -> None:
        """Apply a move from `legal(seat)` in place (what decide + evolve do, unchecked)."""
        self._ev = self.memo = None
        kind = move[0]
        if kind == "step":
            self._play_step(move[1], move[2], rng)
        elif kind in SETUP_KINDS:
            self._play_setup(seat, move, rng)
        elif kind == "shoot":
            self._play_shoot(move[1], move[2], rng)
        elif kind == "discard":
            self._use_card(move[1])
            self._begin_dice(rng)
        elif kind == "scale_wall" or kind == "climb_gate":
            self._play_climb(kind, move[1], move[2], rng)
        elif kind == "move_wall":
            self._use_card("move_wall")
            self.phase, self.pending = "place_wall", move[1]
        elif kind == "move_gate":
            self._use_card("move_gate")
            self.phase, self.pending = "place_gate", move[1]
        elif kind == "place_wall":
            i = self.pending
            w = self.walls[i]
            self.blk[w[1]] = OPEN
            self.blk[move[1]] = WALL
            self.walls[i] = (w[0], move[1])
            self.phase, self.pending = "card", None
            self._after_card(rng)
        elif kind == "place_gate":
            i = self.pending
            x = self.gates[i]
            self._set_gates([(i, (x[0], x[1], move[1], move[2]))])
            self.phase, self.pending = "card", None
            self._after_card(rng)
        else:  # rotate_gate
            self._play_rotate(move[1], move[2], move[3], rng)

    def _set_gates(self, changes) -> None:
        """Put gates elsewhere: [(gate, new row)] (every old edge is freed before the new ones are
        covered: the gates of a combination turn together)."""
        g = self.t.g
        blk = self.blk
        for i, _ in changes:
            old = self.gates[i]
            if old[2] >= 0:
                for e in g.GATE_EDGES[old[1]][old[2]][old[3]]:
                    blk[e] = OPEN
        for i, x in changes:
            self.gates[i] = x
            if x[2] >= 0:
                for e in g.GATE_EDGES[x[1]][x[2]][x[3]]:
                    blk[e] = GATE

    def _use_card(self, card) -> None:
        hand = self.hands[self.t.su.hand[self.castle]]
        if card in hand:
            hand.remove(card)
        self.discard.append(card)

    def _kill(self, i, by=-1, point=False) -> None:
        """The CharacterKilled reducer."""
        t = self.t
        su = t.su
        self.occ[self.pos[i]] = -1
        self.pos[i] = DEAD
        c = t.char_castle[i]
        if point and by >= 0:
            self.points[t.char_castle[by]] += 1
        pos = self.pos
        if c not in self.out and all(pos[j] < 0 for j in t.castle_chars[c]):
            self.out.append(c)
            h = su.hand[c]
            if self.revealed and su.hand.count(h) == 1:
                self.discard += self.hands[h]
                self.hands[h] = []
        if self.revealed:
            teams = {t.char_team[j] for j, s in enumerate(pos) if s >= 0}
            if len(teams) <= 1:
                self.phase, self.end = "over", "annihilation"

    def _move_char(self, i, n) -> None:
        """A character goes to square n (CharacterMoved / CharacterStepped): visited grows."""
        s = self.pos[i]
        self.vis[i] |= (1 << s) | (1 << n)
        self.occ[s] = -1
        self.occ[n] = i
        self.pos[i] = n

    def _play_step(self, i, d, rng) -> None:
        g = self.t.g
        n = g.SQ_NEXT[self.pos[i]][d]
        victim = self.occ[n]
        if victim >= 0:
            self._kill(victim)
        self._move_char(i, n)
        self.left -= 1
        if i not in self.movers:
            self.movers.append(i)
        self._maybe_end(rng)

    def _play_shoot(self, i, d, rng) -> None:
        t = self.t
        g = t.g
        blk, occ, keep_team = self.blk, self.occ, t.keep_team
        mine = t.char_team[i]
        cur = self.pos[i]
        victim = -1
        for _ in range(self.roll):
            n = g.SQ_NEXT[cur][d]
            if blk[g.SQ_EDGE[cur][d]] or n < 0 or (keep_team[n] >= 0 and keep_team[n] != mine):
                break
            o = occ[n]
            if o >= 0:
                if t.char_team[o] != mine:
                    victim = o
                break
            cur = n
        self.left = 0
        if victim >= 0:
            self._kill(victim)
        if self.phase != "over":
            self._end_turn(rng)

    def _play_climb(self, card, i, d, rng) -> None:
        self._use_card(card)
        n = self._climb_target(i, d)
        victim = self.occ[n]
        if victim >= 0:
            self._kill(victim, i, True)
        self._move_char(i, n)
        if self.phase == "over":
            return
        if victim >= 0:
            self.left = 0
            self._end_turn(rng)
        else:
            self._begin_dice(rng)

    def _play_rotate(self, card, p, cw, rng) -> None:
        t = self.t
        q = 1 if card == "rotate_90" else 2
        new_dirs, carried = self._rotation(p, q, cw, self._rotation_context())
        self._use_card(card)
        self._set_gates([(i, self.gates[i][:3] + (nd,)) for i, nd in new_dirs])
        occ, pos = self.occ, self.pos
        for o, _ in carried:
            occ[pos[o]] = -1
        for o, n in carried:
            pos[o] = n
            occ[n] = o
        mine = t.su.team[self.castle]
        drowned = [o for o, n in carried if n in t.g.MISERY and t.char_team[o] != mine]
        for o in drowned:
            self._kill(o)
        self._after_card(rng, forfeit=bool(drowned))

    def _after_card(self, rng, forfeit=False) -> None:
        g = self.t.g
        if g.ALLEY:
            self._set_gates([(i, self.gates[i][:2] + (-1, 0)) for i in self._stuck_alley_gates()])
        if self.phase == "over":
            return
        if forfeit:
            self.left = 0
            self._end_turn(rng)
        else:
            self._begin_dice(rng)

    def _crosses_alley(self, x) -> bool:
        g = self.t.g
        return x[2] >= 0 and any(e in g.ALLEY for e in g.GATE_EDGES[x[1]][x[2]][x[3]])

    def _stuck_alley_gates(self) -> list[int]:
        """rotation.stuck_alley_gates on this position."""
        posts = sorted({x[2] for x in self.gates if self._crosses_alley(x)})
        out = []
        if posts:
            ctx = self._rotation_context()
            for p in posts:
                if not all(self._rotation(p, 1, cw, ctx, walls_only=True) is not None for cw in (False, True)):
                    out += [i for i, x in enumerate(self.gates) if x[2] == p and self._crosses_alley(x)]
        return sorted(out)

    def _begin_dice(self, rng) -> None:
        roll = rng.choice(DIE_FACES)
        self.phase, self.roll, self.left, self.movers = "dice", roll, roll, []
        self._maybe_end(rng)

    def _maybe_end(self, rng) -> None:
        if self.phase == "over":
            return
        if self.left > 0 and self._has_dice_move():
            return
        self.left = 0
        self._end_turn(rng)

    def _end_turn(self, rng) -> None:
        """Misery Run takes its dead; the next castle with characters plays."""
        if self.t.misery:
            drowned = [i for i, s in enumerate(self.pos) if s in self.t.misery_set]
            for i in drowned:
                self._kill(i)
        self._start_turn(self._next_castle(self.castle), rng)

    def _next_castle(self, castle) -> int:
        t = self.t
        n = t.su.n_castles
        pos = self.pos
        for k in range(1, n + 1):
            c = (castle + k) % n
            for i in t.castle_chars[c]:
                if pos[i] >= 0:
                    return c
        return castle

    def _start_turn(self, castle, rng) -> None:
        if self.phase == "over":
            return
        su = self.t.su
        if self.turn >= su.max_turns:
            self.phase, self.end = "over", "turn limit"
            return
        self.phase, self.castle, self.turn = "card", castle, self.turn + 1
        self.roll = self.left = 0
        self.movers, self.vis, self.pending = [], [0] * self.t.n_chars, None
        if not self.deck and self.discard and rng is not None:
            self.deck = rng.shuffled(sorted(self.discard))
            self.discard = []
        if self.deck:
            self.hands[su.hand[castle]].append(self.deck.pop(0))

    def _play_setup(self, seat, move, rng) -> None:
        t = self.t
        castle = self._building(seat)
        kind = move[0]
        if kind == "setup_character":  # the first of the kind still to place
            square = t.g.PORTALS[castle][move[2]]
            pos = self.pos
            for i in t.kind_chars[castle][move[1]]:
                if pos[i] == UNPLACED:
                    break
            pos[i] = square
            self.occ[square] = i
        elif kind == "setup_wall":
            self.walls.append((castle, move[1]))
            self.blk[move[1]] = WALL
        else:
            self.gates.append((castle, move[1], move[2], move[3]))
            blk = self.blk
            for e in t.g.GATE_EDGES[move[1]][move[2]][move[3]]:
                blk[e] = GATE
        placed = self.placed
        placed[castle] += 1
        if rng is not None and placed.count(t.su.items) == len(placed):
            self._reveal_and_start(rng)

    def _reveal_and_start(self, rng) -> None:
        su = self.t.su
        self.revealed = True
        while True:
            r = [rng.choice(DIE_FACES) for _ in range(su.seats)]
            if r.count(max(r)) == 1:
                break
        first = su.seat_castles[r.index(max(r))][0]
        if all(self.pos[i] < 0 for i in self.t.castle_chars[first]):
            first = self._next_castle(first)
        self.first = first
        deck = rng.shuffled(su.deck)
        k = su.hand_size
        n = len(su.hand_seats)
        self.hands = [deck[h * k:(h + 1) * k] for h in range(n)]
        self.deck = deck[k * n:]
        self._start_turn(first, rng)
