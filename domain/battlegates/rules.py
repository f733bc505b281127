"""Battlegates: armies, secret mazes behind the divider, battle cards and a 1-2-2-3-3-4 die.

Every set-up plays on one Geometry (board.py) with castles; a castle has an army (or two),
builds its own maze and takes its own turns; each castle belongs to a seat and a team, and
draws from a hand it may share. State (plain JSON):
  setup      the set-up name (SETUPS)
  phase      "setup" | "card" | "place_wall" | "place_gate" | "dice" | "over"
  placed     set-up items placed per castle; revealed: whether the mazes are revealed
  chars      [[castle, kind, square]] id = index; square -1 unplaced, -2 dead
  walls      [[castle, edge]]; gates [[castle, length, post, dir]] (castle = who built it)
  hands      one list per hand; deck, discard; points per castle
  turn, castle (whose turn), first, roll, left, movers, visited {char: [squares]},
  pending (wall or gate being moved), out (castles emptied, in order), end (why it ended)
"""
from __future__ import annotations

from ..engine import Draft, Field, IllegalMove, InvalidOptions, Outcome, Ruleset
from . import board as B
from .moves import MOVE_TYPES, PHASE_OF, SETUP_MOVES
from .setups import CARD_COUNTS, CARDS, DIE_FACES, SETUPS, SetUp

UNPLACED, DEAD = -1, -2


def _su(state) -> SetUp:
    return SETUPS[state["setup"]]


class Battlegates(Ruleset):
    """Battlegates "The Beginning": the one battle-board game and the multi-board set-ups."""

    id = "battlegates"
    name = "Battlegates"
    min_seats = 2
    max_seats = 4
    seed_file = "001_a32d1bfcc0d6cacc.txt"
    hidden_information = True
    options = {
        "setup": Field(
            "enum",
            "single: one battle-board, 2 players. misery_run: two boards end to end, 2 players with "
            "two armies and 20 pieces each. four_castles: Battle Alley, 2 players with castles 1+3 "
            "and 2+4. allies: Battle Alley, 4 players, castles 1+3 against 2+4. individual: Battle "
            "Alley, 4 players each on their own.",
            choices=tuple(SETUPS), required=False, default="single"),
    }
    move_types = MOVE_TYPES

    def seat_range(self, options: dict) -> tuple[int, int]:
        """Each set-up fixes the number of seats."""
        n = SETUPS[options.get("setup") or "single"].seats
        return n, n

    def check_options(self, options) -> dict:
        """The options with defaults filled in."""
        out = super().check_options(options)
        if out["setup"] not in SETUPS:  # pragma: no cover - the enum already checks it
            raise InvalidOptions("unknown set-up", errors={"options.setup": "unknown set-up"})
        return out

    # --- protocol ---------------------------------------------------------------------------
    def initial_state(self, options: dict, n_seats: int) -> dict:
        """The empty table of the chosen set-up: armies off the board, no pieces, no cards."""
        su = SETUPS[options.get("setup") or "single"]
        return {
            "setup": su.name, "phase": "setup", "placed": [0] * su.n_castles, "revealed": False,
            "chars": [[c, su.kinds[i], UNPLACED] for c in range(su.n_castles) for i in range(su.per_castle)],
            "walls": [], "gates": [], "hands": [[] for _ in su.hand_seats], "deck": [], "discard": [],
            "points": [0] * su.n_castles, "turn": 0, "castle": None, "first": None, "roll": 0,
            "left": 0, "movers": [], "visited": {}, "pending": None, "out": [], "end": None,
        }

    def setup(self, state: dict, rng) -> list[Draft]:
        """Nothing is random before the mazes are built: the set-up begins at once."""
        return [Draft("SetupBegan", {"setup": state["setup"], "items_per_castle": _su(state).items})]

    def to_act(self, state: dict) -> list[int]:
        """While building: every seat with a castle still to build; then the castle's seat."""
        phase = state["phase"]
        su = _su(state)
        if phase == "setup":
            return sorted({su.castle_seat[c] for c in range(su.n_castles) if state["placed"][c] < su.items})
        if phase == "over":
            return []
        return [su.castle_seat[state["castle"]]]

    def outcome(self, state: dict) -> Outcome | None:
        """The last side with characters on the board wins; at the turn limit the side with most
        characters left (then points) wins; ties are draws."""
        if state["phase"] != "over":
            return None
        su = _su(state)
        teams = sorted(set(su.team))
        key = {t: (self._team_alive(state, t), self._team_points(state, t)) for t in teams}
        best = max(key.values())
        top = [t for t in teams if key[t] == best]
        order = {c: i for i, c in enumerate(state["out"])}

        def rank(seat):
            cs = su.seat_castles[seat]
            t = su.team[cs[0]]
            return (key[t], max(order.get(c, 99) for c in cs))

        ranking = sorted(range(su.seats), key=rank, reverse=True)
        scores = {s: sum(state["points"][c] for c in su.seat_castles[s]) for s in range(su.seats)}
        if len(top) > 1:
            winners = sorted(s for s in range(su.seats) if su.team[su.seat_castles[s][0]] in top)
            if len(top) == len(teams):
                return Outcome([], ranking, "draw at the turn limit", scores)
            return Outcome(winners, ranking, "turn limit: shared lead", scores)
        winners = sorted(s for s in range(su.seats) if su.team[su.seat_castles[s][0]] == top[0])
        alive_teams = [t for t in teams if key[t][0] > 0]
        reason = "all opposing characters killed" if len(alive_teams) <= 1 else "turn limit: most characters left"
        return Outcome(winners, ranking, reason, scores)

    # --- legality -----------------------------------------------------------------------------
    def legal_moves(self, state: dict, seat: int) -> list[dict]:
        """Every legal move of `seat` now."""
        if seat not in self.to_act(state):
            return []
        phase = state["phase"]
        if phase == "setup":
            return self._setup_moves(state, self._building(state, seat))
        if phase == "card":
            return self._card_moves(state, state["castle"])
        if phase == "place_wall":
            return [{"type": "place_wall", "x": x, "y": y, "dir": d}
                    for x, y, d in self._wall_spots(state, state["pending"])]
        if phase == "place_gate":
            return [{"type": "place_gate", "x": x, "y": y, "dir": d}
                    for x, y, d in self._gate_spots(state, state["pending"])]
        if phase == "dice":
            return self._dice_moves(state, state["castle"])
        return []

    def decide(self, state: dict, seat: int, move: dict, rng) -> list[Draft]:
        """Validate one move and return its events (running the turn on when it ends)."""
        kind = move["type"]
        phase = state["phase"]
        if seat not in self.to_act(state):
            raise IllegalMove(f"seat {seat} may not act now", rule="turn order")
        if kind in SETUP_MOVES:
            if phase != "setup":
                raise IllegalMove(f"{kind} is a set-up move; the set-up is over", rule="phase")
            return self._decide_setup(state, self._building(state, seat), move, rng)
        if phase == "setup":
            raise IllegalMove(f"{kind} is not allowed during the set-up; build your maze first", rule="phase")
        wanted = PHASE_OF[kind]
        if phase != wanted:
            raise IllegalMove(f"{kind} is a move of the {wanted.replace('_', ' ')} phase; it is the "
                              f"{phase.replace('_', ' ')} phase now", rule="phase")
        return getattr(self, "_decide_" + kind)(state, state["castle"], move, rng)

    # --- set-up ---------------------------------------------------------------------------------
    def _building(self, state, seat) -> int:
        """The castle seat is building now: its first castle not yet complete."""
        su = _su(state)
        for c in su.seat_castles[seat]:
            if state["placed"][c] < su.items:
                return c
        return su.seat_castles[seat][-1]

    def _setup_moves(self, state: dict, castle: int) -> list[dict]:
        su, g = _su(state), _su(state).g
        n = state["placed"][castle]
        if n >= su.items:
            return []
        if n < su.per_castle:
            taken = {c[2] for c in state["chars"] if c[0] == castle}
            kinds = sorted({c[1] for c in state["chars"] if c[0] == castle and c[2] == UNPLACED})
            return [{"type": "setup_character", "kind": k, "portal": i}
                    for k in kinds for i, s in enumerate(g.PORTALS[castle]) if s not in taken]
        layout = self._layout(state, castle=castle)
        region = g.REGION_EDGES[castle]
        walls = sum(1 for w in state["walls"] if w[0] == castle)
        out = []
        if walls < su.n_walls:
            out += [_wall_move(g, "setup_wall", e) for e in sorted(region) if self._wall_fits(g, layout, e)]
        gates = [x for x in state["gates"] if x[0] == castle]
        n_gate = sum(1 for x in gates if x[1] == 1)
        for length, left, name in ((1, su.n_gates - n_gate, "gate"), (2, su.n_longs - (len(gates) - n_gate), "long_gate")):
            if left <= 0:
                continue
            for p in sorted(g.REGION_POSTS[castle]):
                for d in range(4):
                    edges = g.GATE_EDGES[length][p][d]
                    if edges and all(e in region for e in edges) and self._gate_fits(g, layout, p, d, length):
                        x, y = g.post_xy(p)
                        out.append({"type": "setup_gate", "kind": name, "x": x, "y": y, "dir": B.DIRS[d]})
        return out

    def _decide_setup(self, state, castle, move, rng) -> list[Draft]:
        su, g = _su(state), _su(state).g
        seat = su.castle_seat[castle]
        n = state["placed"][castle]
        kind = move["type"]
        if n >= su.items:
            raise IllegalMove("your maze is complete; wait for the others", rule="set-up")
        if kind == "setup_character":
            if n >= su.per_castle:
                raise IllegalMove("your army is already on its portals", rule="set-up")
            if move["portal"] >= len(g.PORTALS[castle]):
                raise IllegalMove(f"your castle has portals 0-{len(g.PORTALS[castle]) - 1}, not {move['portal']}",
                                  rule="portals")
            portal = g.PORTALS[castle][move["portal"]]
            if any(c[2] == portal for c in state["chars"] if c[0] == castle):
                raise IllegalMove(f"portal {move['portal']} already holds one of your characters",
                                  rule="one character per square")
            ids = [i for i, c in enumerate(state["chars"]) if c[0] == castle and c[1] == move["kind"] and c[2] == UNPLACED]
            if not ids:
                raise IllegalMove(f"all your {move['kind']}s are already placed", rule="army")
            priv = {"piece": ids[0], "square": portal}
            head = Draft("CharacterPlaced", {"castle": castle, "placed": n + 1}, {str(seat): priv}, seat)
        else:
            if n < su.per_castle:
                raise IllegalMove("place your army on its portals before building the maze", rule="set-up order")
            layout = self._layout(state, castle=castle)
            region = g.REGION_EDGES[castle]
            if kind == "setup_wall":
                if sum(1 for w in state["walls"] if w[0] == castle) >= su.n_walls:
                    raise IllegalMove(f"you have set all {su.n_walls} of your brick walls", rule="maze pieces")
                e = _wall_edge(g, move)
                if e is not None and e in g.ALL_ENTRANCES:
                    raise IllegalMove("a brick wall may never block a castle entrance", rule="entrances")
                if e is None or e not in region:
                    raise IllegalMove(f"a brick wall from post ({move['x']}, {move['y']}) going {move['dir']} is not "
                                      "on an open edge of your side of the divider", rule="your side")
                if not self._wall_fits(g, layout, e):
                    raise IllegalMove("that edge is taken, or a post of it holds a gate closing an entrance",
                                      rule="open position")
                priv = {"kind": "wall", "edge": e}
            else:
                length = 1 if move["kind"] == "gate" else 2
                limit = su.n_gates if length == 1 else su.n_longs
                if sum(1 for x in state["gates"] if x[0] == castle and x[1] == length) >= limit:
                    raise IllegalMove(f"you have set all {limit} of your {move['kind'].replace('_', ' ')}s",
                                      rule="maze pieces")
                p = g.post_at(move["x"], move["y"])
                d = B.DIR_INDEX[move["dir"]]
                edges = g.GATE_EDGES[length][p][d] if p >= 0 else None
                if edges and length == 2 and any(e in g.ALL_ENTRANCES for e in edges):
                    raise IllegalMove("a long gate may never block a castle entrance", rule="entrances")
                if edges is None or not all(e in region for e in edges):
                    raise IllegalMove(f"a {move['kind'].replace('_', ' ')} on post ({move['x']}, {move['y']}) pointing "
                                      f"{move['dir']} is not on open edges of your side of the divider", rule="your side")
                if not self._gate_fits(g, layout, p, d, length):
                    raise IllegalMove("that position is taken, holds two gates already, or shares a post with a "
                                      "gate closing an entrance", rule="open position")
                priv = {"kind": move["kind"], "post": p, "dir": d}
            head = Draft("MazePiecePlaced", {"castle": castle, "placed": n + 1}, {str(seat): priv}, seat)
        drafts = [head]
        if rng is not None and n + 1 == su.items and all(
                state["placed"][c] == su.items for c in range(su.n_castles) if c != castle):
            drafts += self._reveal_and_start(self.evolve(state, _ev(head)), rng)
        return drafts

    def _reveal_and_start(self, state, rng) -> list[Draft]:
        """All mazes are built: reveal them, roll for the first player, deal, begin."""
        su = _su(state)
        out = [Draft("MazesRevealed", {"chars": state["chars"], "walls": state["walls"], "gates": state["gates"]})]
        rolls = []
        while True:
            r = [rng.choice(DIE_FACES) for _ in range(su.seats)]
            rolls.append(r)
            if r.count(max(r)) == 1:
                break
        first = su.seat_castles[r.index(max(r))][0]
        if not self._alive(state, first):  # its player left during the set-up
            first = self._next_castle(state, first)
        out.append(Draft("FirstPlayerRolled", {"rolls": rolls, "first_castle": first}))
        deck = rng.shuffled(su.deck)
        k = su.hand_size
        hands = [deck[i * k:(i + 1) * k] for i in range(len(su.hand_seats))]
        rest = deck[k * len(hands):]
        priv = {"server": {"deck": rest}}
        for h, seats in enumerate(su.hand_seats):
            for s in seats:
                priv.setdefault(str(s), {})[f"hand{h}"] = hands[h]
        out.append(Draft("CardsDealt", {"hand_sizes": [k] * len(hands), "deck_size": len(rest)}, priv))
        s = state
        for d in out:
            s = self.evolve(s, _ev(d))
        return out + self._start_turn(s, first, rng)

    # --- card phase -----------------------------------------------------------------------------
    def _card_moves(self, state, castle) -> list[dict]:
        su = _su(state)
        g = su.g
        hand = state["hands"][su.hand[castle]]
        out = [{"type": "discard", "card": c} for c in sorted(set(hand))]
        if "scale_wall" in hand or "climb_gate" in hand:
            walls, gate_e = self._wall_edges(state), self._gate_edges(state)
            for i in self._alive(state, castle):
                s = state["chars"][i][2]
                for d in range(4):
                    e = g.SQ_EDGE[s][d]
                    name = "scale_wall" if e in walls else "climb_gate" if e in gate_e else None
                    if name and name in hand and self._climb_target(state, castle, i, d) is not None:
                        out.append({"type": name, "piece": i, "dir": B.DIRS[d]})
        # every board leaves far more open edges than pieces, so a wall or a gate on the board
        # always has somewhere else to go (decide still checks)
        if "move_wall" in hand:
            out += [{"type": "move_wall", "wall": i} for i in range(len(state["walls"]))]
        if "move_gate" in hand:
            out += [{"type": "move_gate", "gate": i} for i, x in enumerate(state["gates"]) if x[2] >= 0]
        ctx = None
        for card, q in (("rotate_90", 1), ("rotate_180", 2)):
            if card in hand:
                ctx = ctx or self._rotation_context(state)
                for p in sorted({x[2] for x in state["gates"] if x[2] >= 0}):
                    for cw in (False, True):
                        if self._rotation(state, castle, p, q, cw, ctx=ctx) is not None:
                            x, y = g.post_xy(p)
                            out.append({"type": "rotate_gate", "card": card, "x": x, "y": y, "clockwise": cw})
        return out

    def _need_card(self, state, castle, card):
        if card not in state["hands"][_su(state).hand[castle]]:
            raise IllegalMove(f"your hand holds no {card.replace('_', ' ')} card", rule="card in hand")

    def _played(self, state, castle, card, **extra) -> Draft:
        su = _su(state)
        return Draft("CardPlayed", {"castle": castle, "hand": su.hand[castle], "card": card, **extra},
                     seat=su.castle_seat[castle])

    def _decide_discard(self, state, castle, move, rng):
        self._need_card(state, castle, move["card"])
        su = _su(state)
        d = Draft("CardDiscarded", {"castle": castle, "hand": su.hand[castle], "card": move["card"]},
                  seat=su.castle_seat[castle])
        return [d] + self._begin_dice(self.evolve(state, _ev(d)), castle, rng)

    def _decide_scale_wall(self, state, castle, move, rng):
        return self._climb(state, castle, move, rng, "scale_wall", self._wall_edges(state), "brick wall")

    def _decide_climb_gate(self, state, castle, move, rng):
        return self._climb(state, castle, move, rng, "climb_gate", self._gate_edges(state), "gate")

    def _climb(self, state, castle, move, rng, card, edges, what):
        self._need_card(state, castle, card)
        g = _su(state).g
        i, d = move["piece"], B.DIR_INDEX[move["dir"]]
        self._need_own(state, castle, i)
        s = state["chars"][i][2]
        if g.SQ_EDGE[s][d] not in edges:
            raise IllegalMove(f"character {i} has no {what} on its {move['dir']} side", rule=card.replace("_", " "))
        target = self._climb_target(state, castle, i, d)
        if target is None:
            raise IllegalMove(f"character {i} cannot go over to the {move['dir']}: the square there is off the "
                              "board, holds a friend, was visited, or is an empty enemy Keep", rule=card.replace("_", " "))
        seat = _su(state).castle_seat[castle]
        drafts = [self._played(state, castle, card)]
        victim = self._occupant(state, target)
        if victim is not None:
            drafts.append(Draft("CharacterKilled", {"piece": victim, "by": i, "how": card, "point": True}, seat=seat))
        drafts.append(Draft("CharacterMoved", {"piece": i, "from": s, "to": target, "by": card}, seat=seat))
        st = _apply(self, state, drafts)
        if st["phase"] == "over":
            return drafts
        if victim is not None:  # a surprise attack forfeits the dice phase
            drafts.append(Draft("DicePhaseForfeited", {"castle": castle}, seat=seat))
            return drafts + self._end_turn(self.evolve(st, _ev(drafts[-1])), castle, rng)
        return drafts + self._begin_dice(st, castle, rng)

    def _climb_target(self, state, castle, i, d):
        """The square character i reaches going over the obstacle in direction d, or None."""
        su = _su(state)
        s = state["chars"][i][2]
        t = su.g.SQ_NEXT[s][d]
        if t < 0 or t in state["visited"].get(str(i), ()):
            return None
        occ = self._occupant(state, t)
        if occ is not None and not self._enemies(su, castle, su.castle_of(occ)):
            return None
        owner = su.g.KEEP_OWNER.get(t)
        if owner is not None and self._enemies(su, castle, owner) and occ is None:
            return None  # an enemy castle is entered only to kill the Keep's occupant
        return t

    def _decide_move_wall(self, state, castle, move, rng):
        return self._decide_lift(state, castle, move["wall"], "wall", "brick wall", self._wall_spots)

    def _decide_move_gate(self, state, castle, move, rng):
        return self._decide_lift(state, castle, move["gate"], "gate", "gate", self._gate_spots)

    def _decide_lift(self, state, castle, i, kind, name, spots):
        """The first step of a "move a brick wall / gate" card: pick up piece `i` of `kind`."""
        card = f"move_{kind}"
        self._need_card(state, castle, card)
        pieces = state[f"{kind}s"]
        if i >= len(pieces):
            raise IllegalMove(f"there is no {name} {i}; the board has {len(pieces)}", rule=f"move a {name}")
        if not spots(state, i, first=True):
            raise IllegalMove(f"{name} {i} has no other open position to go to", rule=f"move a {name}")
        return [self._played(state, castle, card, **{kind: i})]

    def _decide_place_wall(self, state, castle, move, rng):
        g = _su(state).g
        i = state["pending"]
        e = _wall_edge(g, move)
        if e is None or not self._wall_fits_move(state, i, e):
            raise IllegalMove(f"brick wall {i} cannot go from post ({move['x']}, {move['y']}) {move['dir']}: the edge "
                              "is not open, is a stone or castle wall, blocks an entrance or Battle Alley, touches "
                              "a gate closing an entrance, or is where it stands", rule="move a brick wall")
        d = Draft("WallMoved", {"wall": i, "from": state["walls"][i][1], "to": e}, seat=_su(state).castle_seat[castle])
        return self._after_card(state, castle, [d], rng)

    def _decide_place_gate(self, state, castle, move, rng):
        g = _su(state).g
        i = state["pending"]
        p = g.post_at(move["x"], move["y"])
        if p < 0 or not self._gate_fits_move(state, i, p, B.DIR_INDEX[move["dir"]]):
            raise IllegalMove(f"gate {i} cannot go on post ({move['x']}, {move['y']}) pointing {move['dir']}: the "
                              "edges are not open, leave the board, block an entrance, or the post is full",
                              rule="move a gate")
        x = state["gates"][i]
        d = Draft("GateMoved", {"gate": i, "from": [x[2], x[3]],
                                "to": [p, B.DIR_INDEX[move["dir"]]]},
                  seat=_su(state).castle_seat[castle])
        return self._after_card(state, castle, [d], rng)

    def _decide_rotate_gate(self, state, castle, move, rng):
        su = _su(state)
        card = move["card"]
        self._need_card(state, castle, card)
        p = su.g.post_at(move["x"], move["y"])
        q = 1 if card == "rotate_90" else 2
        res = self._rotation(state, castle, p, q, move["clockwise"]) if p >= 0 else None
        if res is None:
            raise IllegalMove(f"the gates on post ({move['x']}, {move['y']}) cannot turn {90 * q} degrees "
                              f"{'clockwise' if move['clockwise'] else 'anticlockwise'}: no gate there, held by a "
                              "wall, blocked, would leave the board or block an entrance, or would move an "
                              "opponent's Gatekeeper", rule="rotate")
        new_dirs, carried = res
        seat = su.castle_seat[castle]
        drafts = [self._played(state, castle, card),
                  Draft("GatesRotated", {"post": p, "quarters": q, "clockwise": move["clockwise"],
                                         "gates": new_dirs, "carried": carried}, seat=seat)]
        # an enemy carried into Misery Run dies at once, and the dice phase is forfeited
        drowned = [c for c, t in carried if t in su.g.MISERY and self._enemies(su, castle, su.castle_of(c))]
        for c in drowned:
            drafts.append(Draft("CharacterKilled", {"piece": c, "by": None, "how": "misery run", "point": False}, seat=seat))
        return self._after_card(state, castle, drafts, rng, forfeit=bool(drowned))

    def _after_card(self, state, castle, drafts, rng, forfeit=False):
        """After a card moved walls or gates: Battle Alley clean-up, then the dice phase."""
        st = _apply(self, state, drafts)
        removed = self._stuck_alley_gates(st)
        seat = _su(state).castle_seat[castle]
        if removed:
            drafts.append(Draft("GatesRemoved", {"gates": removed, "why": "blocks Battle Alley"}, seat=seat))
            st = self.evolve(st, _ev(drafts[-1]))
        if st["phase"] == "over":
            return drafts
        if forfeit:
            drafts.append(Draft("DicePhaseForfeited", {"castle": castle}, seat=seat))
            return drafts + self._end_turn(self.evolve(st, _ev(drafts[-1])), castle, rng)
        return drafts + self._begin_dice(st, castle, rng)

    def _stuck_alley_gates(self, state) -> list[int]:
        """Gates lying across Battle Alley that can turn neither way: they leave the game."""
        g = _su(state).g
        if not g.ALLEY:
            return []
        out = []
        for i, x in enumerate(state["gates"]):
            if x[2] < 0 or not any(e in g.ALLEY for e in g.GATE_EDGES[x[1]][x[2]][x[3]]):
                continue
            if all(self._rotation(state, None, x[2], 1, cw, ignore_chars=True) is None for cw in (False, True)):
                out.append(i)
        return out

    # --- dice phase -----------------------------------------------------------------------------
    def _begin_dice(self, state, castle, rng) -> list[Draft]:
        roll = rng.choice(DIE_FACES)
        d = Draft("DieRolled", {"castle": castle, "roll": roll}, seat=_su(state).castle_seat[castle])
        return [d] + self._maybe_end(self.evolve(state, _ev(d)), castle, rng)

    def _maybe_end(self, state, castle, rng) -> list[Draft]:
        """End the turn when the points are spent, or forfeit them when no step is possible."""
        if state["phase"] == "over":
            return []
        if state["left"] > 0 and self._dice_moves(state, castle):
            return []
        out = []
        if state["left"] > 0:
            out.append(Draft("PointsForfeited", {"castle": castle, "points": state["left"]},
                             seat=_su(state).castle_seat[castle]))
            state = self.evolve(state, _ev(out[-1]))
        return out + self._end_turn(state, castle, rng)

    def _dice_moves(self, state, castle) -> list[dict]:
        g = _su(state).g
        out = []
        blocked = self._blocked(state)
        alive = self._alive(state, castle)
        occ = {c[2]: i for i, c in enumerate(state["chars"]) if c[2] >= 0}
        for i in alive:
            for d in range(4):
                if self._step_result(state, castle, i, d, blocked, occ) is not None:
                    out.append({"type": "step", "piece": i, "dir": B.DIRS[d]})
        if state["left"] == state["roll"] and not state["movers"]:
            for i in alive:
                if state["chars"][i][1] == "archer":
                    s = state["chars"][i][2]
                    for d in range(4):
                        if g.SQ_EDGE[s][d] not in blocked and self._arrow_can_enter(state, castle, g.SQ_NEXT[s][d]):
                            out.append({"type": "shoot", "piece": i, "dir": B.DIRS[d]})
        return out

    def _step_result(self, state, castle, i, d, blocked, occ_at=None):
        """(target, victim or None) for character i stepping d, or None if not allowed."""
        su = _su(state)
        g = su.g
        s = state["chars"][i][2]
        if state["left"] <= 0 or g.SQ_EDGE[s][d] in blocked:
            return None
        t = g.SQ_NEXT[s][d]
        if t < 0 or t in state["visited"].get(str(i), ()):
            return None
        occ = occ_at.get(t) if occ_at is not None else self._occupant(state, t)
        owner = g.KEEP_OWNER.get(t)
        if occ is None:
            if owner is not None and self._enemies(su, castle, owner):
                return None  # an enemy castle is entered only to kill the Keep's occupant
            return t, None
        if not self._enemies(su, castle, su.castle_of(occ)):
            return None
        if owner is not None and not self._enemies(su, owner, su.castle_of(occ)):
            return t, occ  # entering a castle kills the Keep's occupant: no exact roll needed
        exact = state["left"] == 1 and all(m == i for m in state["movers"])
        return (t, occ) if exact else None

    def _decide_step(self, state, castle, move, rng):
        su = _su(state)
        i, d = move["piece"], B.DIR_INDEX[move["dir"]]
        self._need_own(state, castle, i)
        res = self._step_result(state, castle, i, d, self._blocked(state))
        if res is None:
            raise IllegalMove(
                f"character {i} cannot step {move['dir']}: a wall, gate or the board's edge is in the way, the "
                "square was already visited this turn, holds a friend, is an empty enemy Keep, or holds an "
                "opponent you may only attack with the exact roll by one character", rule="movement")
        t, victim = res
        seat = su.castle_seat[castle]
        drafts = []
        if victim is not None:
            how = "keep raid" if t in su.g.KEEP_OWNER else "ground attack"
            drafts.append(Draft("CharacterKilled", {"piece": victim, "by": i, "how": how, "point": False}, seat=seat))
        drafts.append(Draft("CharacterStepped", {"piece": i, "from": state["chars"][i][2], "to": t}, seat=seat))
        return drafts + self._maybe_end(_apply(self, state, drafts), castle, rng)

    def _arrow_can_enter(self, state, castle, t) -> bool:
        su = _su(state)
        if t < 0:
            return False
        owner = su.g.KEEP_OWNER.get(t)
        return owner is None or not self._enemies(su, castle, owner)

    def _decide_shoot(self, state, castle, move, rng):
        su = _su(state)
        g = su.g
        i, d = move["piece"], B.DIR_INDEX[move["dir"]]
        self._need_own(state, castle, i)
        if state["chars"][i][1] != "archer":
            raise IllegalMove(f"character {i} is a {state['chars'][i][1]}; only an archer shoots", rule="arrows")
        if state["left"] != state["roll"] or state["movers"]:
            raise IllegalMove("an arrow uses the whole roll; you have already moved this turn", rule="arrows")
        blocked = self._blocked(state)
        s = state["chars"][i][2]
        if g.SQ_EDGE[s][d] in blocked or not self._arrow_can_enter(state, castle, g.SQ_NEXT[s][d]):
            raise IllegalMove(f"archer {i} cannot shoot {move['dir']}: a wall, gate, the board's edge or an enemy "
                              "castle is right there", rule="arrows")
        path, victim, cur = [], None, s
        for _ in range(state["roll"]):
            t = g.SQ_NEXT[cur][d]
            if g.SQ_EDGE[cur][d] in blocked or not self._arrow_can_enter(state, castle, t):
                break  # walls, gates, the board's edge; never into an enemy castle
            path.append(t)
            occ = self._occupant(state, t)
            if occ is not None:
                if self._enemies(su, castle, su.castle_of(occ)):
                    victim = occ
                break
            cur = t
        seat = su.castle_seat[castle]
        drafts = [Draft("ArrowShot", {"piece": i, "dir": move["dir"], "path": path, "killed": victim}, seat=seat)]
        if victim is not None:
            drafts.append(Draft("CharacterKilled", {"piece": victim, "by": i, "how": "arrow", "point": False}, seat=seat))
        st = _apply(self, state, drafts)
        return drafts if st["phase"] == "over" else drafts + self._end_turn(st, castle, rng)

    # --- turns ----------------------------------------------------------------------------------
    def _end_turn(self, state, castle, rng) -> list[Draft]:
        """Misery Run takes whoever stands in it; then the next castle with characters plays."""
        su = _su(state)
        out = []
        for i, c in enumerate(state["chars"]):
            if c[2] >= 0 and c[2] in su.g.MISERY:
                out.append(Draft("CharacterKilled", {"piece": i, "by": None, "how": "misery run", "point": False}))
        st = _apply(self, state, out)
        return out + self._start_turn(st, self._next_castle(st, castle), rng)

    def _next_castle(self, state, castle) -> int:
        su = _su(state)
        for k in range(1, su.n_castles + 1):
            c = (castle + k) % su.n_castles
            if self._alive(state, c):
                return c
        return castle

    def _start_turn(self, state, castle, rng) -> list[Draft]:
        """A castle's turn: the turn limit, then its draw (reshuffling the discards if needed)."""
        if state["phase"] == "over":
            return []
        su = _su(state)
        if state["turn"] >= su.max_turns:
            return [Draft("TurnLimitReached", {"turns": state["turn"]})]
        out = [Draft("TurnStarted", {"castle": castle, "seat": su.castle_seat[castle], "turn": state["turn"] + 1})]
        st = self.evolve(state, _ev(out[0]))
        if not st["deck"] and st["discard"] and rng is not None:
            deck = rng.shuffled(sorted(st["discard"]))
            out.append(Draft("DiscardsReshuffled", {"deck_size": len(deck)}, {"server": {"deck": deck}}))
            st = self.evolve(st, _ev(out[-1]))
        if st["deck"]:
            h = su.hand[castle]
            out.append(Draft("CardDrawn", {"castle": castle, "hand": h, "deck_size": len(st["deck"]) - 1},
                             {str(s): {"card": st["deck"][0]} for s in su.hand_seats[h]}, su.castle_seat[castle]))
        return out

    def remove_seat(self, state: dict, seat: int, reason: str, rng=None) -> list[Draft]:
        """A player leaves a 4-player game: their characters leave the board; play goes on."""
        if state["phase"] in ("over",):
            return []
        su = _su(state)
        out = [Draft("CharacterKilled", {"piece": i, "by": None, "how": "player left", "point": False})
               for i, c in enumerate(state["chars"]) if su.castle_seat[c[0]] == seat and c[2] >= 0]
        st = _apply(self, state, out)
        if state["phase"] == "setup":
            # a castle that will never be finished: count it as built so the others can play
            for c in su.seat_castles[seat]:
                if st["placed"][c] < su.items:
                    out.append(Draft("CastleAbandoned", {"castle": c, "placed": su.items}))
                    st = self.evolve(st, _ev(out[-1]))
            if all(st["placed"][c] == su.items for c in range(su.n_castles)):
                return out + self._reveal_and_start(st, rng if rng is not None else _NoRng())
            return out
        if st["phase"] != "over" and su.castle_seat[st["castle"]] == seat:
            out += self._start_turn(st, self._next_castle(st, st["castle"]), None)
        return out

    # --- reducer --------------------------------------------------------------------------------
    def evolve(self, state: dict, event) -> dict:
        """Apply one event to a new state (copying only what changes)."""
        t, d = event.type, event.data
        s = dict(state)
        su = SETUPS[s["setup"]]
        if t in ("CharacterPlaced", "MazePiecePlaced", "CastleAbandoned"):
            s["placed"] = _set(s["placed"], d["castle"], d["placed"])
            priv = event.private.get(str(su.castle_seat[d["castle"]]))
            if priv and t == "CharacterPlaced":
                s["chars"] = _move_char(s["chars"], priv["piece"], priv["square"])
            elif priv and t == "MazePiecePlaced":
                if priv["kind"] == "wall":
                    s["walls"] = s["walls"] + [[d["castle"], priv["edge"]]]
                else:
                    s["gates"] = s["gates"] + [[d["castle"], 1 if priv["kind"] == "gate" else 2, priv["post"], priv["dir"]]]
            return s
        if t == "MazesRevealed":
            s.update(chars=d["chars"], walls=d["walls"], gates=d["gates"], revealed=True)
            return s
        if t == "FirstPlayerRolled":
            s["first"] = d["first_castle"]
            return s
        if t == "CardsDealt":
            hands = []
            for h, seats in enumerate(su.hand_seats):
                got = None
                for x in seats:
                    got = event.private.get(str(x), {}).get(f"hand{h}", got)
                hands.append(list(got or []))
            s["hands"] = hands
            s["deck"] = list(event.private.get("server", {}).get("deck", []))
            return s
        if t == "TurnStarted":
            s.update(phase="card", castle=d["castle"], turn=d["turn"], roll=0, left=0, movers=[], visited={}, pending=None)
            return s
        if t == "DiscardsReshuffled":
            s["deck"] = list(event.private.get("server", {}).get("deck", []))
            s["discard"] = []
            return s
        if t == "CardDrawn":
            if s["deck"]:
                s["hands"] = _set(s["hands"], d["hand"], s["hands"][d["hand"]] + [s["deck"][0]])
                s["deck"] = s["deck"][1:]
            return s
        if t in ("CardDiscarded", "CardPlayed"):
            hand = list(s["hands"][d["hand"]])
            if d["card"] in hand:
                hand.remove(d["card"])
            s["hands"] = _set(s["hands"], d["hand"], hand)
            s["discard"] = s["discard"] + [d["card"]]
            if "wall" in d:
                s.update(phase="place_wall", pending=d["wall"])
            elif "gate" in d:
                s.update(phase="place_gate", pending=d["gate"])
            return s
        if t == "CharacterKilled":
            i = d["piece"]
            castle = su.castle_of(i)
            s["chars"] = _move_char(s["chars"], i, DEAD)
            if d.get("point") and d.get("by") is not None:
                who = su.castle_of(d["by"])
                s["points"] = _set(s["points"], who, s["points"][who] + 1)
            if not any(c[0] == castle and c[2] >= 0 for c in s["chars"]) and castle not in s["out"]:
                s["out"] = s["out"] + [castle]
                if su.hand.count(su.hand[castle]) == 1 and s["revealed"]:
                    # a castle out of the game with its own hand: its cards go to the discard pile
                    h = su.hand[castle]
                    s["discard"] = s["discard"] + s["hands"][h]
                    s["hands"] = _set(s["hands"], h, [])
            if s["revealed"] and len({su.team[c[0]] for c in s["chars"] if c[2] >= 0}) <= 1:
                s.update(phase="over", end="annihilation")
            return s
        if t in ("CharacterMoved", "CharacterStepped"):
            i = d["piece"]
            s["chars"] = _move_char(s["chars"], i, d["to"])
            vis = dict(s["visited"])
            vis[str(i)] = vis.get(str(i), [d["from"]]) + [d["to"]]
            s["visited"] = vis
            if t == "CharacterStepped":
                s["left"] = s["left"] - 1
                if i not in s["movers"]:
                    s["movers"] = s["movers"] + [i]
            return s
        if t == "WallMoved":
            walls = list(s["walls"])
            walls[d["wall"]] = [walls[d["wall"]][0], d["to"]]
            s.update(walls=walls, phase="card", pending=None)
            return s
        if t == "GateMoved":
            gates = list(s["gates"])
            x = gates[d["gate"]]
            gates[d["gate"]] = [x[0], x[1], d["to"][0], d["to"][1]]
            s.update(gates=gates, phase="card", pending=None)
            return s
        if t == "GatesRotated":
            gates = list(s["gates"])
            for gi, nd in d["gates"]:
                x = gates[gi]
                gates[gi] = [x[0], x[1], x[2], nd]
            s["gates"] = gates
            chars = s["chars"]
            for ci, to in d["carried"]:
                chars = _move_char(chars, ci, to)
            s["chars"] = chars
            return s
        if t == "GatesRemoved":
            gates = list(s["gates"])
            for gi in d["gates"]:
                gates[gi] = [gates[gi][0], gates[gi][1], -1, 0]  # off the board for good
            s["gates"] = gates
            return s
        if t == "DieRolled":
            s.update(phase="dice", roll=d["roll"], left=d["roll"], movers=[])
            return s
        if t in ("ArrowShot", "PointsForfeited", "DicePhaseForfeited"):
            s["left"] = 0
            return s
        if t == "TurnLimitReached":
            s.update(phase="over", end="turn limit")
            return s
        return s

    # --- helpers over the board -------------------------------------------------------------
    @staticmethod
    def _enemies(su, a, b) -> bool:
        return a is None or su.team[a] != su.team[b]

    def _team_alive(self, state, team) -> int:
        su = _su(state)
        return sum(1 for c in state["chars"] if c[2] >= 0 and su.team[c[0]] == team)

    def _team_points(self, state, team) -> int:
        su = _su(state)
        return sum(p for c, p in enumerate(state["points"]) if su.team[c] == team)

    def _alive(self, state, castle):
        return [i for i, c in enumerate(state["chars"]) if c[0] == castle and c[2] >= 0]

    def _need_own(self, state, castle, i):
        if i >= len(state["chars"]):
            raise IllegalMove(f"there is no character {i}; this set-up has {len(state['chars'])}", rule="your pieces")
        c = state["chars"][i]
        if c[0] != castle:
            raise IllegalMove(f"character {i} is not of the castle whose turn it is (castle {castle + 1})",
                              rule="your pieces")
        if c[2] < 0:
            raise IllegalMove(f"character {i} is dead", rule="your pieces")

    def _occupant(self, state, square):
        for i, c in enumerate(state["chars"]):
            if c[2] == square:
                return i
        return None

    def _wall_edges(self, state) -> set:
        return {w[1] for w in state["walls"]}

    def _gate_edges(self, state) -> set:
        g = _su(state).g
        out = set()
        for x in state["gates"]:
            if x[2] >= 0:
                out.update(g.GATE_EDGES[x[1]][x[2]][x[3]])
        return out

    def _blocked(self, state) -> set:
        return _su(state).g.FIXED | self._wall_edges(state) | self._gate_edges(state)

    def _layout(self, state, castle=None, skip_wall=None, skip_gate=None):
        """(blocked-for-placing edges, gates per hinge post, wall posts, posts of gates closing an
        entrance) of the pieces (of `castle` if given)."""
        g = _su(state).g
        covered, hinges, wall_posts, ent_posts = set(g.FIXED), {}, set(), set()
        for i, w in enumerate(state["walls"]):
            if i == skip_wall or (castle is not None and w[0] != castle):
                continue
            covered.add(w[1])
            wall_posts.update(g.EDGE_POSTS[w[1]])
        for i, x in enumerate(state["gates"]):
            if i == skip_gate or x[2] < 0 or (castle is not None and x[0] != castle):
                continue
            edges = g.GATE_EDGES[x[1]][x[2]][x[3]]
            covered.update(edges)
            hinges[x[2]] = hinges.get(x[2], 0) + 1
            if x[1] == 1 and edges[0] in g.ALL_ENTRANCES:
                ent_posts.add(x[2])
        return covered, hinges, wall_posts, ent_posts

    def _wall_fits(self, g, layout, e) -> bool:
        covered, _, _, ent_posts = layout
        if e in covered or e in g.ALL_ENTRANCES or e in g.ALLEY:
            return False
        a, b = g.EDGE_POSTS[e]
        return a not in ent_posts and b not in ent_posts

    def _gate_fits(self, g, layout, p, d, length) -> bool:
        covered, hinges, wall_posts, ent_posts = layout
        edges = g.GATE_EDGES[length][p][d]
        if edges is None or edges[0] in covered or p in ent_posts:
            return False
        if length == 2 and (edges[1] in covered or edges[0] in g.ALL_ENTRANCES or edges[1] in g.ALL_ENTRANCES):
            return False
        here = hinges.get(p, 0)
        if here >= 2:
            return False
        if length == 1 and edges[0] in g.ALL_ENTRANCES and (here or p in wall_posts):
            return False
        return True

    def _wall_fits_move(self, state, i, e) -> bool:
        """Whether wall i may be moved onto edge e."""
        return e != state["walls"][i][1] and self._wall_fits(_su(state).g, self._layout(state, skip_wall=i), e)

    def _gate_fits_move(self, state, i, p, d) -> bool:
        """Whether gate i may be moved onto post p pointing d."""
        x = state["gates"][i]
        return (p, d) != (x[2], x[3]) and self._gate_fits(_su(state).g, self._layout(state, skip_gate=i), p, d, x[1])

    def _wall_spots(self, state, i, first=False):
        """Where wall i may be moved to, as (x, y, dir) triples (with `first`, only the first)."""
        g = _su(state).g
        layout = self._layout(state, skip_wall=i)
        cur = state["walls"][i][1]
        out = []
        for e in g.SORTED_PLACEABLE:
            if e != cur and self._wall_fits(g, layout, e):
                out.append(g.wall_spec(e))
                if first:
                    return out
        return out

    def _gate_spots(self, state, i, first=False):
        """Where gate i may be moved to, as (x, y, dir) triples (with `first`, only the first)."""
        g = _su(state).g
        layout = self._layout(state, skip_gate=i)
        x = state["gates"][i]
        if x[2] < 0:
            return []
        out = []
        for p in range(g.N_POSTS):
            for d in range(4):
                if (p, d) != (x[2], x[3]) and self._gate_fits(g, layout, p, d, x[1]):
                    px, py = g.post_xy(p)
                    out.append((px, py, B.DIRS[d]))
                    if first:
                        return out
        return out

    def _rotation_context(self, state):
        """What every rotation check needs: fixed edges, wall posts, gate edges by post, squares."""
        g = _su(state).g
        walls = {w[1] for w in state["walls"]}
        by_post = {}
        for x in state["gates"]:
            if x[2] >= 0:
                by_post.setdefault(x[2], set()).update(g.GATE_EDGES[x[1]][x[2]][x[3]])
        occ = {c[2]: i for i, c in enumerate(state["chars"]) if c[2] >= 0}
        return g.FIXED | walls, {q for e in walls for q in g.EDGE_POSTS[e]}, by_post, occ

    def _rotation(self, state, castle, p, quarters, cw, ignore_chars=False, ctx=None):
        """([[gate, new dir]], [[char, new square]]) for turning the gates on post p, or None."""
        su = _su(state)
        g = su.g
        group = [i for i, x in enumerate(state["gates"]) if x[2] == p]
        if not group:
            return None
        fixed, wall_posts, by_post, occ_at = ctx or self._rotation_context(state)
        if p in wall_posts and any(state["gates"][i][1] == 2 for i in group):
            return None  # a long gate combined with a wall no longer pivots
        blocked = set(fixed)
        for q, edges in by_post.items():
            if q != p:
                blocked |= edges
        new_dirs, swept = [], {}
        for i in group:
            length, d = state["gates"][i][1], state["gates"][i][3]
            for step in range(quarters):
                sw = g.SWEEP[length][p][d][1 if cw else 0]
                if sw is None:
                    return None
                squares, inner, end, nd = sw
                if any(e in blocked for e in inner) or any(e in blocked for e in end):
                    return None
                for s in squares:
                    swept[s] = max(swept.get(s, 0), quarters - step)
                d = nd
            new_dirs.append([i, d])
        flat = [e for i, nd in new_dirs for e in g.GATE_EDGES[state["gates"][i][1]][p][nd]]
        if len(set(flat)) != len(flat):
            return None
        for i, nd in new_dirs:
            if any(e in g.ALL_ENTRANCES for e in g.GATE_EDGES[state["gates"][i][1]][p][nd]):
                if state["gates"][i][1] == 2 or len(group) > 1 or p in wall_posts:
                    return None
        if ignore_chars:
            return new_dirs, []
        moving = {}
        for s, q in swept.items():
            occ = occ_at.get(s)
            if occ is None:
                continue
            if state["chars"][occ][1] == "gatekeeper" and self._enemies(su, castle, su.castle_of(occ)):
                return None  # the Gatekeeper is immune to an opponent's gate moves
            moving[occ] = g.rotate_square(s, p, q, cw)
        carried, dest = [], set()
        for occ, t in sorted(moving.items()):
            if t < 0 or t in g.KEEP_OWNER or t in dest:
                return None
            o2 = occ_at.get(t)
            if o2 is not None and o2 not in moving:
                return None
            dest.add(t)
            carried.append([occ, t])
        return new_dirs, carried

    # --- views, AI hooks --------------------------------------------------------------------
    def view(self, state: dict, seat: int | None) -> dict:
        """The board as seat sees it: before the reveal only its own castles' halves."""
        su = _su(state)
        v = {k: state[k] for k in ("setup", "phase", "placed", "revealed", "points", "turn", "castle", "first",
                                   "roll", "left", "movers", "visited", "pending", "out", "end")}
        v["castle_seats"], v["teams"] = list(su.castle_seat), list(su.team)
        v["portals"] = [list(p) for p in su.g.PORTALS]
        mine = set(su.seat_castles[seat]) if seat is not None and 0 <= seat < su.seats else set()
        if state["revealed"]:
            v["chars"], v["walls"], v["gates"] = state["chars"], state["walls"], state["gates"]
        else:
            v["chars"] = [c if c[0] in mine else [c[0], c[1], UNPLACED] for c in state["chars"]]
            v["walls"] = [w for w in state["walls"] if w[0] in mine]
            v["gates"] = [x for x in state["gates"] if x[0] in mine]
        v["hands"] = [list(h) if seat in su.hand_seats[i] else None for i, h in enumerate(state["hands"])]
        v["hand_sizes"] = [len(h) for h in state["hands"]]
        v["deck_size"] = len(state["deck"])
        v["discard"] = list(state["discard"])
        return v

    # No pass_move: Battlegates has no passing (every card phase plays or discards, every point is
    # used), so the `pass` timeout policy is refused at creation (the engine's default says so).

    def evaluate(self, state: dict, seat: int) -> float:
        """Characters left (the Gatekeeper counting double) of my side against the others."""
        su = _su(state)
        team = su.team[su.seat_castles[seat][0]]
        mine = theirs = 0
        for c in state["chars"]:
            if c[2] >= 0:
                w = 2 if c[1] == "gatekeeper" else 1
                if su.team[c[0]] == team:
                    mine += w
                else:
                    theirs += w
        if theirs == 0 and mine > 0:
            return 1.0
        if mine == 0 and theirs > 0:
            return -1.0
        return max(-1.0, min(1.0, (mine - theirs) / (6.0 * su.armies * su.n_castles / 2)))

    def determinize(self, state: dict, seat: int, rng) -> dict:
        """Sample what seat cannot see: the others' unrevealed set-ups, their hands, the deck."""
        su = _su(state)
        v = self.view(state, seat)
        out = dict(state)
        out.update(chars=v["chars"], walls=v["walls"], gates=v["gates"])
        if not state["revealed"]:
            mine = set(su.seat_castles[seat])
            for c in range(su.n_castles):
                if c not in mine:
                    out = self._sample_setup(out, c, state["placed"][c], rng)
        pool = list(su.deck)
        for h in v["hands"]:
            for card in h or ():
                pool.remove(card)
        for card in state["discard"]:
            pool.remove(card)
        pool = rng.shuffled(sorted(pool))
        hands = []
        for i, h in enumerate(v["hands"]):
            if h is not None:
                hands.append(list(h))
            else:
                k = v["hand_sizes"][i]
                hands.append(pool[:k])
                pool = pool[k:]
        out["hands"] = hands
        out["deck"] = pool[:v["deck_size"]]
        return out

    def _sample_setup(self, state, castle, n, rng):
        """Replay n random set-up placements for castle (what it built is unseen)."""
        st = dict(state)
        st["placed"] = _set(st["placed"], castle, 0)
        for _ in range(n):
            moves = self._setup_moves(st, castle)
            head = self._decide_setup(st, castle, moves[rng.randbelow(len(moves))], None)[0]
            st = self.evolve(st, _ev(head))
        return st

    def resources(self) -> dict:
        """The board of each set-up and the card list, for client authors."""
        boards = {}
        for name, su in SETUPS.items():
            g = su.g
            boards[name] = {"columns": g.W, "rows": g.H, "castle_seats": list(su.castle_seat), "teams": list(su.team),
                            "keeps": list(g.KEEP), "portals": [list(p) for p in g.PORTALS],
                            "entrances": [sorted(e) for e in g.ENTRANCES], "castle_walls": sorted(g.CASTLE_WALL),
                            "misery_run": sorted(g.MISERY), "battle_alley_edges": sorted(g.ALLEY),
                            "pieces_per_castle": {"armies": su.armies, "walls": su.n_walls, "gates": su.n_gates,
                                                  "long_gates": su.n_longs},
                            "drawing": g.ascii()}
        return {"boards": boards, "cards": [{"card": c, "count": CARD_COUNTS[c]} for c in CARDS]}


# --- private helpers ------------------------------------------------------------------------
def _wall_edge(g, move):
    p = g.post_at(move["x"], move["y"])
    if p < 0:
        return None
    e = g.POST_EDGE[p][B.DIR_INDEX[move["dir"]]]
    return e if e >= 0 else None


def _wall_move(g, kind, e):
    x, y, d = g.wall_spec(e)
    return {"type": kind, "x": x, "y": y, "dir": d}


def _set(lst, i, v):
    out = list(lst)
    out[i] = v
    return out


def _move_char(chars, i, square):
    out = list(chars)
    c = list(out[i])
    c[2] = square
    out[i] = c
    return out


def _apply(rs, state, drafts):
    for d in drafts:
        state = rs.evolve(state, _ev(d))
    return state


class _Ev:
    __slots__ = ("type", "data", "private", "seat")

    def __init__(self, d: Draft):
        self.type, self.data, self.seat = d.type, d.data, d.seat
        self.private = {str(k): v for k, v in d.private.items()}


def _ev(d: Draft):
    return _Ev(d)


class _NoRng:
    """remove_seat has no random source: the set-up reveal it may trigger rolls the lowest faces
    and keeps the deck sorted (documented; it only happens when a builder leaves)."""

    def __init__(self):
        self.n = 0

    def choice(self, items):
        self.n += 1
        return items[self.n % len(items)]

    def shuffled(self, items):
        return sorted(items)
