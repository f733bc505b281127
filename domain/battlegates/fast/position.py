"""The flat position of Battlegates' fast path: what it holds, how it is made from a ruleset state
and copied, who acts, the outcome and the heuristic, the legal moves of each phase and a move played
in place (each phase's own moves are in dice.py, cards.py, rotation.py, setup.py and turns.py)."""
from __future__ import annotations

from domain.engine.fast import FastGame

from ..heuristic import evaluate_position, turn_end_value
from ..sampling import deal_unseen, policy_choices, unseen_cards
from ..state import UNPLACED
from .listings import DIRS, GATE, OPEN, SETUP_KINDS, TABLES, WALL


class Position(FastGame):
    """A Battlegates position: lists and ints changed in place (see fast/__init__.py).
    `memo`: what heuristic.py works out from the characters and the walls and gates alone (not the
    hands), kept until `play` changes the position (the turn solver scores one end position with
    the hands of several samples)."""

    __slots__ = ("t", "pos", "occ", "blk", "walls", "gates", "hands", "deck", "discard", "points", "placed",
                 "revealed", "phase", "turn", "castle", "first", "roll", "left", "movers", "vis", "pending",
                 "out", "end", "_pool", "_ev", "memo")

    # --- conversion and copies ----------------------------------------------------------------
    @classmethod
    def from_state(cls, ruleset, state: dict, n_seats: int = 2) -> "Position":
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

    def copy(self) -> "Position":
        """An independent copy."""
        o = self._copy_turn()
        o.pos, o.occ, o.blk = self.pos[:], self.occ[:], self.blk[:]
        o.walls, o.gates = self.walls[:], self.gates[:]
        o.hands = [h[:] for h in self.hands]
        o.deck = self.deck[:]
        return o

    def _copy_turn(self) -> "Position":
        """A copy of all but the board (pos, occ, blk, walls, gates), the hands and the deck, which
        the caller sets."""
        o = type(self).__new__(type(self))
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

    def determinized(self, seat: int, rng) -> "Position":
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
