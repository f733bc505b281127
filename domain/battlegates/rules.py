"""Battlegates: two armies, a secret maze behind the divider, battle cards and a 1-2-2-3-3-4 die.

State (plain JSON):
  phase      "setup" | "card" | "place_wall" | "place_gate" | "dice" | "over"
  placed     [n0, n1] set-up items placed per seat (army 5, then 10 maze pieces)
  revealed   whether the mazes have been revealed
  chars      [[seat, kind, square]] ten characters, id = index; square -1 unplaced, -2 dead
  walls      [[seat, edge]] brick walls (seat = who set it up)
  gates      [[seat, length, post, dir]] gates (length 1) and long gates (length 2)
  hands, deck, discard, points, turn, seat (whose turn), first, roll, left (points left),
  movers (characters that stepped this dice phase), visited {char id: [squares this turn]},
  pending (wall or gate index being moved), end (why the game ended)
"""
from __future__ import annotations

from ..engine import Draft, Field, IllegalMove, MoveType, Outcome, Ruleset
from . import board as B

# --- constants and tables ---------------------------------------------------------------
KINDS = ("gatekeeper", "crusader", "crusader", "archer", "archer")  # one army, id order
ARMY_KINDS = ("gatekeeper", "crusader", "archer")
LETTER = {"gatekeeper": "G", "crusader": "C", "archer": "A"}
N_WALLS, N_GATES, N_LONG = 4, 3, 3
SETUP_ITEMS = len(KINDS) + N_WALLS + N_GATES + N_LONG  # 15 per seat
DIE_FACES = (1, 2, 2, 3, 3, 4)
HAND_SIZE = 3
CARDS = ("scale_wall", "climb_gate", "move_wall", "move_gate", "rotate_90", "rotate_180")
# How the 34 cards divide among the six battle cards (the seed gives no split).
CARD_COUNTS = {"scale_wall": 6, "climb_gate": 6, "move_wall": 5, "move_gate": 5,
               "rotate_90": 6, "rotate_180": 6}
FULL_DECK = tuple(c for c in CARDS for _ in range(CARD_COUNTS[c]))
MAX_TURNS = 200  # a documented bound: the game is scored when it is reached
UNPLACED, DEAD = -1, -2

SEAT = Field("int", "seat", minimum=0, maximum=1)
DIR4 = Field("enum", "a direction: N (towards seat 1's back edge), E, S, W", choices=B.DIRS)
X = Field("int", "post column (0..9)", minimum=0, maximum=B.W)
Y = Field("int", "post row (0..12)", minimum=0, maximum=B.H)
PIECE = Field("int", "a character id (0-4 seat 0, 5-9 seat 1; see view.chars)", minimum=0, maximum=9)

MOVE_TYPES = {
    "setup_character": MoveType(
        "setup_character",
        "Set-up, behind the divider: stand one character of your army on one of your five "
        "starting portals (portal 0-4, left to right as seen from seat 0's side). Your whole army "
        "goes on first. Kept secret until both mazes are revealed.",
        {"kind": Field("enum", "which character", choices=ARMY_KINDS),
         "portal": Field("int", "your portal, 0-4", minimum=0, maximum=4)},
        hidden=True),
    "setup_wall": MoveType(
        "setup_wall",
        "Set-up, behind the divider: set one of your 4 brick walls over two posts, from post "
        "(x, y) one step N or E, on your side of the divider. Kept secret until the reveal.",
        {"x": X, "y": Y, "dir": Field("enum", "N or E from the post", choices=("N", "E"))},
        hidden=True),
    "setup_gate": MoveType(
        "setup_gate",
        "Set-up, behind the divider: set one of your 3 gates (length 1) or 3 long gates "
        "(length 2) over post (x, y), pointing dir. Kept secret until the reveal.",
        {"kind": Field("enum", "gate or long_gate", choices=("gate", "long_gate")),
         "x": X, "y": Y, "dir": DIR4},
        hidden=True),
    "discard": MoveType(
        "discard",
        "Card phase: discard a card from your hand instead of playing one; the dice phase begins.",
        {"card": Field("enum", "a card in your hand", choices=CARDS)}),
    "scale_wall": MoveType(
        "scale_wall",
        "Card phase, play 'Scale a brick wall': your character next to a brick wall goes to the "
        "square on its other side (dir). An opponent there is killed: you score a point and "
        "forfeit your dice phase.",
        {"piece": PIECE, "dir": DIR4}),
    "climb_gate": MoveType(
        "climb_gate",
        "Card phase, play 'Climb a gate': your character next to a gate or long gate goes to "
        "the square on its other side (dir) without moving the gate. An opponent there is "
        "killed: you score a point and forfeit your dice phase.",
        {"piece": PIECE, "dir": DIR4}),
    "move_wall": MoveType(
        "move_wall",
        "Card phase, play 'Move a brick wall': pick up brick wall `wall` (an index of "
        "view.walls); then place it with place_wall.",
        {"wall": Field("int", "index into view.walls", minimum=0, maximum=7)}),
    "move_gate": MoveType(
        "move_gate",
        "Card phase, play 'Move a gate': pick up gate `gate` (an index of view.gates) out of "
        "its combination; then place it with place_gate.",
        {"gate": Field("int", "index into view.gates", minimum=0, maximum=11)}),
    "place_wall": MoveType(
        "place_wall",
        "After move_wall: put the wall over the two posts from (x, y) one step N or E, on any "
        "other open position that blocks no castle entrance.",
        {"x": X, "y": Y, "dir": Field("enum", "N or E from the post", choices=("N", "E"))}),
    "place_gate": MoveType(
        "place_gate",
        "After move_gate: put the gate over post (x, y) pointing dir, on any other open position "
        "(a long gate never across an entrance).",
        {"x": X, "y": Y, "dir": DIR4}),
    "rotate_gate": MoveType(
        "rotate_gate",
        "Card phase, play 'Rotate 90 Degrees' or 'Rotate 180 Degrees': turn every gate on post "
        "(x, y) together, clockwise or not. Characters on the swept squares move with the gate "
        "to its far side.",
        {"card": Field("enum", "rotate_90 or rotate_180", choices=("rotate_90", "rotate_180")),
         "x": X, "y": Y, "clockwise": Field("bool", "true: clockwise as drawn (N towards E)")}),
    "step": MoveType(
        "step",
        "Dice phase: move one of your characters one square (dir), using one point of the roll. "
        "Stepping onto an opponent kills it only as the last point of the roll, all spent by this "
        "one character, or when it stands in the Keep of its castle.",
        {"piece": PIECE, "dir": DIR4}),
    "shoot": MoveType(
        "shoot",
        "Dice phase, before any step: your archer shoots the whole roll in direction dir; the "
        "arrow stops at a wall, gate or character and kills the first opponent it meets. Your "
        "turn ends.",
        {"piece": PIECE, "dir": DIR4}),
}
SETUP_MOVES = ("setup_character", "setup_wall", "setup_gate")


def _seat_of(c: int) -> int:
    return c // len(KINDS)


class Battlegates(Ruleset):
    """Battlegates "The Beginning": the one battle-board game for two players."""

    id = "battlegates"
    name = "Battlegates"
    min_seats = 2
    max_seats = 2
    seed_file = "001_a32d1bfcc0d6cacc.txt"
    hidden_information = True
    options = {
        "setup": Field("enum", "the board set-up; only the single battle-board game is built",
                       choices=("single",), required=False, default="single"),
    }
    move_types = MOVE_TYPES

    # --- protocol ---------------------------------------------------------------------------
    def initial_state(self, options: dict, n_seats: int) -> dict:
        """The empty table: armies off the board, no pieces, no cards."""
        return {
            "phase": "setup", "placed": [0, 0], "revealed": False,
            "chars": [[_seat_of(i), KINDS[i % 5], UNPLACED] for i in range(10)],
            "walls": [], "gates": [], "hands": [[], []], "deck": [], "discard": [],
            "points": [0, 0], "turn": 0, "seat": None, "first": None, "roll": 0, "left": 0,
            "movers": [], "visited": {}, "pending": None, "end": None,
        }

    def setup(self, state: dict, rng) -> list[Draft]:
        """Nothing is random before the mazes are built: the set-up begins at once."""
        return [Draft("SetupBegan", {"items_per_seat": SETUP_ITEMS})]

    def to_act(self, state: dict) -> list[int]:
        """Both seats while either is still building; then the seat whose turn it is."""
        phase = state["phase"]
        if phase == "setup":
            return [s for s in (0, 1) if state["placed"][s] < SETUP_ITEMS]
        if phase == "over":
            return []
        return [state["seat"]]

    def outcome(self, state: dict) -> Outcome | None:
        """The last player with characters on the board wins; at the turn limit, the most
        characters left (then points) wins, else a draw."""
        if state["phase"] != "over":
            return None
        alive = [self.alive_count(state, s) for s in (0, 1)]
        scores = {0: state["points"][0], 1: state["points"][1]}
        key = [(alive[s], state["points"][s]) for s in (0, 1)]
        if key[0] == key[1]:
            return Outcome([], [0, 1], "draw at the turn limit", scores)
        best = 0 if key[0] > key[1] else 1
        reason = "all opposing characters killed" if alive[1 - best] == 0 else "turn limit: more characters left"
        return Outcome([best], [best, 1 - best], reason, scores)

    # --- legality -----------------------------------------------------------------------------
    def legal_moves(self, state: dict, seat: int) -> list[dict]:
        """Every legal move of `seat` now."""
        if seat not in self.to_act(state):
            return []
        phase = state["phase"]
        if phase == "setup":
            return self._setup_moves(state, seat)
        if phase == "card":
            return self._card_moves(state, seat)
        if phase == "place_wall":
            return [{"type": "place_wall", "x": x, "y": y, "dir": d}
                    for x, y, d in self._wall_spots(state, state["pending"])]
        if phase == "place_gate":
            return [{"type": "place_gate", "x": x, "y": y, "dir": d}
                    for x, y, d in self._gate_spots(state, state["pending"])]
        if phase == "dice":
            return self._dice_moves(state, seat)
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
            return self._decide_setup(state, seat, move, rng)
        if phase == "setup":
            raise IllegalMove(f"{kind} is not allowed during the set-up; build your maze first",
                              rule="phase")
        wanted = {"discard": "card", "scale_wall": "card", "climb_gate": "card", "move_wall": "card",
                  "move_gate": "card", "rotate_gate": "card", "place_wall": "place_wall",
                  "place_gate": "place_gate", "step": "dice", "shoot": "dice"}[kind]
        if phase != wanted:
            raise IllegalMove(f"{kind} is a move of the {wanted.replace('_', ' ')} phase; it is the "
                              f"{phase.replace('_', ' ')} phase now", rule="phase")
        return getattr(self, "_decide_" + kind)(state, seat, move, rng)

    # --- set-up ---------------------------------------------------------------------------------
    def _own_setup(self, state: dict, seat: int):
        """(edges of seat's walls, seat's gates)."""
        walls = [w[1] for w in state["walls"] if w[0] == seat]
        gates = [g for g in state["gates"] if g[0] == seat]
        return walls, gates

    def _setup_moves(self, state: dict, seat: int) -> list[dict]:
        n = state["placed"][seat]
        if n < len(KINDS):
            out = []
            taken = {c[2] for c in state["chars"] if c[0] == seat}
            kinds_left = sorted({c[1] for c in state["chars"] if c[0] == seat and c[2] == UNPLACED})
            for k in kinds_left:
                for i, s in enumerate(B.PORTALS[seat]):
                    if s not in taken:
                        out.append({"type": "setup_character", "kind": k, "portal": i})
            return out
        layout = self._layout(state, seat)
        out = []
        walls, gates = self._own_setup(state, seat)
        if len(walls) < N_WALLS:
            for e in sorted(B.HALF_EDGES[seat]):
                if self._wall_fits(layout, e):
                    out.append(_wall_move("setup_wall", e))
        n_gate = sum(1 for g in gates if g[1] == 1)
        n_long = len(gates) - n_gate
        for length, left, name in ((1, N_GATES - n_gate, "gate"), (2, N_LONG - n_long, "long_gate")):
            if left <= 0:
                continue
            for p in sorted(B.HALF_POSTS[seat]):
                for d in range(4):
                    edges = B.GATE_EDGES[length][p][d]
                    if edges and all(e in B.HALF_EDGES[seat] or (length == 1 and e in B.ALL_ENTRANCES
                                                                 and e in _entrances_of(seat))
                                     for e in edges) and self._gate_fits(layout, p, d, length):
                        x, y = B.post_xy(p)
                        out.append({"type": "setup_gate", "kind": name, "x": x, "y": y, "dir": B.DIRS[d]})
        return out

    def _decide_setup(self, state, seat, move, rng) -> list[Draft]:
        n = state["placed"][seat]
        kind = move["type"]
        if n >= SETUP_ITEMS:
            raise IllegalMove("your maze is complete; wait for your opponent", rule="set-up")
        if kind == "setup_character":
            if n >= len(KINDS):
                raise IllegalMove("your army is already on its portals", rule="set-up")
            portal = B.PORTALS[seat][move["portal"]]
            if any(c[2] == portal for c in state["chars"]):
                raise IllegalMove(f"portal {move['portal']} already holds one of your characters",
                                  rule="one character per square")
            ids = [i for i, c in enumerate(state["chars"])
                   if c[0] == seat and c[1] == move["kind"] and c[2] == UNPLACED]
            if not ids:
                raise IllegalMove(f"all your {move['kind']}s are already placed", rule="army")
            priv = {"piece": ids[0], "square": portal}
            head = Draft("CharacterPlaced", {"seat": seat, "placed": n + 1}, {str(seat): priv}, seat)
        else:
            if n < len(KINDS):
                raise IllegalMove("place your army on its portals before building the maze",
                                  rule="set-up order")
            layout = self._layout(state, seat)
            walls, gates = self._own_setup(state, seat)
            if kind == "setup_wall":
                e = _wall_edge(move)
                if len(walls) >= N_WALLS:
                    raise IllegalMove("you have set all 4 of your brick walls", rule="maze pieces")
                if e is None or e not in B.HALF_EDGES[seat]:
                    raise IllegalMove(f"a brick wall from post ({move['x']}, {move['y']}) going {move['dir']} "
                                      "is not on an open edge of your side of the divider", rule="your side")
                if e in B.ALL_ENTRANCES:
                    raise IllegalMove("a brick wall may never block a castle entrance", rule="entrances")
                if not self._wall_fits(layout, e):
                    raise IllegalMove("that edge is taken, or a post of it holds a gate closing an entrance",
                                      rule="open position")
                priv = {"kind": "wall", "edge": e}
            else:
                length = 1 if move["kind"] == "gate" else 2
                count = sum(1 for g in gates if g[1] == length)
                if count >= (N_GATES if length == 1 else N_LONG):
                    raise IllegalMove(f"you have set all 3 of your {move['kind'].replace('_', ' ')}s",
                                      rule="maze pieces")
                p, d = B.post(move["x"], move["y"]), B.DIR_INDEX[move["dir"]]
                edges = B.GATE_EDGES[length][p][d]
                if edges is None or not all(e in B.HALF_EDGES[seat] or (length == 1 and e in _entrances_of(seat))
                                            for e in edges):
                    raise IllegalMove(f"a {move['kind'].replace('_', ' ')} on post ({move['x']}, {move['y']}) "
                                      f"pointing {move['dir']} is not on open edges of your side of the divider",
                                      rule="your side")
                if length == 2 and any(e in B.ALL_ENTRANCES for e in edges):
                    raise IllegalMove("a long gate may never block a castle entrance", rule="entrances")
                if not self._gate_fits(layout, p, d, length):
                    raise IllegalMove("that position is taken, holds two gates already, or shares a post "
                                      "with a gate closing an entrance", rule="open position")
                priv = {"kind": move["kind"], "post": p, "dir": d}
            head = Draft("MazePiecePlaced", {"seat": seat, "placed": n + 1}, {str(seat): priv}, seat)
        drafts = [head]
        if n + 1 == SETUP_ITEMS and state["placed"][1 - seat] == SETUP_ITEMS:
            s = self.evolve(state, _ev(head))
            drafts += self._reveal_and_start(s, rng)
        return drafts

    def _reveal_and_start(self, state, rng) -> list[Draft]:
        """Both mazes are built: reveal them, roll for the first player, deal, begin."""
        out = [Draft("MazesRevealed", {"chars": state["chars"], "walls": state["walls"], "gates": state["gates"]})]
        rolls = []
        while True:
            a, b = rng.choice(DIE_FACES), rng.choice(DIE_FACES)
            rolls.append([a, b])
            if a != b:
                break
        first = 0 if a > b else 1
        out.append(Draft("FirstPlayerRolled", {"rolls": rolls, "first": first}))
        deck = rng.shuffled(FULL_DECK)
        hands = [deck[0:HAND_SIZE], deck[HAND_SIZE:2 * HAND_SIZE]]
        rest = deck[2 * HAND_SIZE:]
        out.append(Draft("CardsDealt", {"hand_sizes": [HAND_SIZE, HAND_SIZE], "deck_size": len(rest)},
                         {"0": {"hand": hands[0]}, "1": {"hand": hands[1]}, "server": {"deck": rest}}))
        s = state
        for d in out:
            s = self.evolve(s, _ev(d))
        out += self._start_turn(s, first, rng)
        return out

    # --- card phase -----------------------------------------------------------------------------
    def _card_moves(self, state, seat) -> list[dict]:
        hand = state["hands"][seat]
        out = [{"type": "discard", "card": c} for c in sorted(set(hand))]
        if "scale_wall" in hand or "climb_gate" in hand:
            walls = self._wall_edges(state)
            gate_e = self._gate_edges(state)
            for i in self._own_alive(state, seat):
                s = state["chars"][i][2]
                for d in range(4):
                    e = B.SQ_EDGE[s][d]
                    name = "scale_wall" if e in walls else "climb_gate" if e in gate_e else None
                    if name and name in hand and self._climb_target(state, seat, i, d) is not None:
                        out.append({"type": name, "piece": i, "dir": B.DIRS[d]})
        if "move_wall" in hand:
            for i in range(len(state["walls"])):
                if self._wall_spots(state, i, first=True):
                    out.append({"type": "move_wall", "wall": i})
        if "move_gate" in hand:
            for i in range(len(state["gates"])):
                if self._gate_spots(state, i, first=True):
                    out.append({"type": "move_gate", "gate": i})
        for card, q in (("rotate_90", 1), ("rotate_180", 2)):
            if card in hand:
                for p in sorted({g[2] for g in state["gates"]}):
                    for cw in (False, True):
                        if self._rotation(state, seat, p, q, cw) is not None:
                            x, y = B.post_xy(p)
                            out.append({"type": "rotate_gate", "card": card, "x": x, "y": y, "clockwise": cw})
        return out

    def _need_card(self, state, seat, card):
        if card not in state["hands"][seat]:
            raise IllegalMove(f"you hold no {card.replace('_', ' ')} card", rule="card in hand")

    def _decide_discard(self, state, seat, move, rng):
        self._need_card(state, seat, move["card"])
        d = Draft("CardDiscarded", {"seat": seat, "card": move["card"]}, seat=seat)
        return [d] + self._begin_dice(self.evolve(state, _ev(d)), seat, rng)

    def _decide_scale_wall(self, state, seat, move, rng):
        return self._climb(state, seat, move, rng, "scale_wall", self._wall_edges(state), "brick wall")

    def _decide_climb_gate(self, state, seat, move, rng):
        return self._climb(state, seat, move, rng, "climb_gate", self._gate_edges(state), "gate")

    def _climb(self, state, seat, move, rng, card, edges, what):
        self._need_card(state, seat, card)
        i, d = move["piece"], B.DIR_INDEX[move["dir"]]
        self._need_own(state, seat, i)
        s = state["chars"][i][2]
        if B.SQ_EDGE[s][d] not in edges:
            raise IllegalMove(f"character {i} has no {what} on its {move['dir']} side", rule=card.replace("_", " "))
        target = self._climb_target(state, seat, i, d)
        if target is None:
            raise IllegalMove(f"character {i} cannot go over to the {move['dir']}: the square there is off "
                              "the board, yours, visited, or an empty opponent's Keep", rule=card.replace("_", " "))
        drafts = [Draft("CardPlayed", {"seat": seat, "card": card}, seat=seat)]
        victim = self._occupant(state, target)
        if victim is not None:
            drafts.append(Draft("CharacterKilled", {"piece": victim, "by": i, "how": card, "point": True}, seat=seat))
        drafts.append(Draft("CharacterMoved", {"piece": i, "from": s, "to": target, "by": card}, seat=seat))
        st = state
        for dr in drafts:
            st = self.evolve(st, _ev(dr))
        if st["phase"] == "over":
            return drafts
        if victim is not None:  # a surprise attack forfeits the dice phase
            drafts.append(Draft("DicePhaseForfeited", {"seat": seat}, seat=seat))
            st = self.evolve(st, _ev(drafts[-1]))
            return drafts + self._start_turn(st, 1 - seat, rng)
        return drafts + self._begin_dice(st, seat, rng)

    def _climb_target(self, state, seat, i, d):
        """The square character i reaches going over the obstacle in direction d, or None."""
        s = state["chars"][i][2]
        t = B.SQ_NEXT[s][d]
        if t < 0 or t in state["visited"].get(str(i), ()):
            return None
        occ = self._occupant(state, t)
        if occ is not None and _seat_of(occ) == seat:
            return None
        owner = B.KEEP_OWNER.get(t)
        if owner is not None and owner != seat and occ is None:
            return None  # an opponent's castle is entered only to kill the Keep's occupant
        return t

    def _decide_move_wall(self, state, seat, move, rng):
        self._need_card(state, seat, "move_wall")
        i = move["wall"]
        if i >= len(state["walls"]):
            raise IllegalMove(f"there is no brick wall {i}; the board has {len(state['walls'])}", rule="move a brick wall")
        if not self._wall_spots(state, i, first=True):
            raise IllegalMove(f"brick wall {i} has no other open position to go to", rule="move a brick wall")
        return [Draft("CardPlayed", {"seat": seat, "card": "move_wall", "wall": i}, seat=seat)]

    def _decide_move_gate(self, state, seat, move, rng):
        self._need_card(state, seat, "move_gate")
        i = move["gate"]
        if i >= len(state["gates"]):
            raise IllegalMove(f"there is no gate {i}; the board has {len(state['gates'])}", rule="move a gate")
        if not self._gate_spots(state, i, first=True):
            raise IllegalMove(f"gate {i} has no other open position to go to", rule="move a gate")
        return [Draft("CardPlayed", {"seat": seat, "card": "move_gate", "gate": i}, seat=seat)]

    def _decide_place_wall(self, state, seat, move, rng):
        i = state["pending"]
        e = _wall_edge(move)
        if e is None or (move["x"], move["y"], move["dir"]) not in self._wall_spots(state, i):
            raise IllegalMove(f"brick wall {i} cannot go from post ({move['x']}, {move['y']}) {move['dir']}: "
                              "the edge is not open, is a stone or castle wall, blocks an entrance, touches a "
                              "gate closing an entrance, or is where it stands", rule="move a brick wall")
        d = Draft("WallMoved", {"wall": i, "from": state["walls"][i][1], "to": e}, seat=seat)
        return [d] + self._begin_dice(self.evolve(state, _ev(d)), seat, rng)

    def _decide_place_gate(self, state, seat, move, rng):
        i = state["pending"]
        if (move["x"], move["y"], move["dir"]) not in self._gate_spots(state, i):
            raise IllegalMove(f"gate {i} cannot go on post ({move['x']}, {move['y']}) pointing {move['dir']}: "
                              "the edges are not open, leave the board, block an entrance, or the post is full",
                              rule="move a gate")
        g = state["gates"][i]
        d = Draft("GateMoved", {"gate": i, "from": [g[2], g[3]],
                                "to": [B.post(move["x"], move["y"]), B.DIR_INDEX[move["dir"]]]}, seat=seat)
        return [d] + self._begin_dice(self.evolve(state, _ev(d)), seat, rng)

    def _decide_rotate_gate(self, state, seat, move, rng):
        card = move["card"]
        self._need_card(state, seat, card)
        p = B.post(move["x"], move["y"])
        q = 1 if card == "rotate_90" else 2
        res = self._rotation(state, seat, p, q, move["clockwise"])
        if res is None:
            raise IllegalMove(f"the gates on post ({move['x']}, {move['y']}) cannot turn {90 * q} degrees "
                              f"{'clockwise' if move['clockwise'] else 'anticlockwise'}: no gate there, held by a "
                              "wall, blocked, would leave the board or block an entrance, or would move a "
                              "Gatekeeper of the opponent", rule="rotate")
        new_dirs, carried = res
        drafts = [Draft("CardPlayed", {"seat": seat, "card": card}, seat=seat),
                  Draft("GatesRotated", {"post": p, "quarters": q, "clockwise": move["clockwise"],
                                         "gates": new_dirs, "carried": carried}, seat=seat)]
        st = state
        for dr in drafts:
            st = self.evolve(st, _ev(dr))
        return drafts + self._begin_dice(st, seat, rng)

    # --- dice phase -----------------------------------------------------------------------------
    def _begin_dice(self, state, seat, rng) -> list[Draft]:
        roll = rng.choice(DIE_FACES)
        d = Draft("DieRolled", {"seat": seat, "roll": roll}, seat=seat)
        st = self.evolve(state, _ev(d))
        return [d] + self._maybe_forfeit(st, seat, rng)

    def _maybe_forfeit(self, state, seat, rng) -> list[Draft]:
        """End the turn when the points are spent, or forfeit them when no step is possible."""
        if state["phase"] == "over":
            return []
        if state["left"] > 0 and self._dice_moves(state, seat):
            return []
        out = []
        if state["left"] > 0:
            out.append(Draft("PointsForfeited", {"seat": seat, "points": state["left"]}, seat=seat))
            state = self.evolve(state, _ev(out[-1]))
        return out + self._start_turn(state, 1 - seat, rng)

    def _dice_moves(self, state, seat) -> list[dict]:
        out = []
        blocked = self._blocked(state)
        for i in self._own_alive(state, seat):
            for d in range(4):
                if self._step_result(state, seat, i, d, blocked) is not None:
                    out.append({"type": "step", "piece": i, "dir": B.DIRS[d]})
        if state["left"] == state["roll"] and not state["movers"]:
            for i in self._own_alive(state, seat):
                if state["chars"][i][1] == "archer":
                    s = state["chars"][i][2]
                    for d in range(4):
                        if B.SQ_EDGE[s][d] not in blocked and self._arrow_first(state, seat, s, d) >= 0:
                            out.append({"type": "shoot", "piece": i, "dir": B.DIRS[d]})
        return out

    def _step_result(self, state, seat, i, d, blocked):
        """(target, victim or None) for character i stepping d, or None if not allowed."""
        s = state["chars"][i][2]
        if state["left"] <= 0 or B.SQ_EDGE[s][d] in blocked:
            return None
        t = B.SQ_NEXT[s][d]
        if t < 0 or t in state["visited"].get(str(i), ()):
            return None
        occ = self._occupant(state, t)
        owner = B.KEEP_OWNER.get(t)
        if occ is None:
            if owner is not None and owner != seat:
                return None  # an opponent's castle is entered only to kill the Keep's occupant
            return t, None
        if _seat_of(occ) == seat:
            return None
        if owner is not None and owner == _seat_of(occ):
            return t, occ  # entering a castle kills the Keep's occupant: no exact roll needed
        exact = state["left"] == 1 and all(m == i for m in state["movers"])
        return (t, occ) if exact else None

    def _decide_step(self, state, seat, move, rng):
        i, d = move["piece"], B.DIR_INDEX[move["dir"]]
        self._need_own(state, seat, i)
        res = self._step_result(state, seat, i, d, self._blocked(state))
        if res is None:
            raise IllegalMove(
                f"character {i} cannot step {move['dir']}: a wall, gate or the board's edge is in the way, "
                "the square was already visited this turn, holds your own character, is an empty "
                "opponent's Keep, or holds an opponent you may only attack with the exact roll by one "
                "character", rule="movement")
        t, victim = res
        s = state["chars"][i][2]
        drafts = []
        if victim is not None:
            how = "keep raid" if t in B.KEEP_OWNER else "ground attack"
            drafts.append(Draft("CharacterKilled", {"piece": victim, "by": i, "how": how, "point": False}, seat=seat))
        drafts.append(Draft("CharacterStepped", {"piece": i, "from": s, "to": t}, seat=seat))
        st = state
        for dr in drafts:
            st = self.evolve(st, _ev(dr))
        return drafts + self._maybe_forfeit(st, seat, rng)

    def _arrow_first(self, state, seat, s, d):
        """Where an arrow from s going d first stops short: -1 if it cannot leave the square."""
        t = B.SQ_NEXT[s][d]
        if t < 0:
            return -1
        owner = B.KEEP_OWNER.get(t)
        if owner is not None and owner != seat:
            return -1
        return t

    def _decide_shoot(self, state, seat, move, rng):
        i, d = move["piece"], B.DIR_INDEX[move["dir"]]
        self._need_own(state, seat, i)
        if state["chars"][i][1] != "archer":
            raise IllegalMove(f"character {i} is a {state['chars'][i][1]}; only an archer shoots", rule="arrows")
        if state["left"] != state["roll"] or state["movers"]:
            raise IllegalMove("an arrow uses the whole roll; you have already moved this turn", rule="arrows")
        blocked = self._blocked(state)
        s = state["chars"][i][2]
        if B.SQ_EDGE[s][d] in blocked or self._arrow_first(state, seat, s, d) < 0:
            raise IllegalMove(f"archer {i} cannot shoot {move['dir']}: a wall, gate, the board's edge or an "
                              "opponent's castle is right there", rule="arrows")
        path, victim, cur = [], None, s
        for _ in range(state["roll"]):
            if B.SQ_EDGE[cur][d] in blocked:
                break
            t = B.SQ_NEXT[cur][d]
            if t < 0:
                break
            owner = B.KEEP_OWNER.get(t)
            if owner is not None and owner != seat:
                break  # never into an opponent's castle
            path.append(t)
            occ = self._occupant(state, t)
            if occ is not None:
                if _seat_of(occ) != seat:
                    victim = occ
                break
            cur = t
        drafts = [Draft("ArrowShot", {"piece": i, "dir": move["dir"], "path": path, "killed": victim}, seat=seat)]
        if victim is not None:
            drafts.append(Draft("CharacterKilled", {"piece": victim, "by": i, "how": "arrow", "point": False}, seat=seat))
        st = state
        for dr in drafts:
            st = self.evolve(st, _ev(dr))
        if st["phase"] == "over":
            return drafts
        return drafts + self._start_turn(st, 1 - seat, rng)

    # --- turns ----------------------------------------------------------------------------------
    def _start_turn(self, state, seat, rng) -> list[Draft]:
        """The next turn: the turn limit, then the draw (reshuffling the discards if needed)."""
        if state["phase"] == "over":
            return []
        if state["turn"] >= MAX_TURNS:
            return [Draft("TurnLimitReached", {"turns": state["turn"]})]
        out = [Draft("TurnStarted", {"seat": seat, "turn": state["turn"] + 1})]
        st = self.evolve(state, _ev(out[0]))
        if not st["deck"] and st["discard"]:
            deck = rng.shuffled(sorted(st["discard"]))
            out.append(Draft("DiscardsReshuffled", {"deck_size": len(deck)}, {"server": {"deck": deck}}))
            st = self.evolve(st, _ev(out[-1]))
        if st["deck"]:
            out.append(Draft("CardDrawn", {"seat": seat, "deck_size": len(st["deck"]) - 1},
                             {str(seat): {"card": st["deck"][0]}}, seat))
        return out

    # --- reducer --------------------------------------------------------------------------------
    def evolve(self, state: dict, event) -> dict:
        """Apply one event to a new state (copying only what changes)."""
        t, d = event.type, event.data
        s = dict(state)
        if t == "SetupBegan":
            return s
        if t == "CharacterPlaced":
            s["placed"] = _set(s["placed"], d["seat"], d["placed"])
            priv = event.private.get(str(d["seat"]))
            if priv:
                chars = list(s["chars"])
                c = list(chars[priv["piece"]])
                c[2] = priv["square"]
                chars[priv["piece"]] = c
                s["chars"] = chars
            return s
        if t == "MazePiecePlaced":
            s["placed"] = _set(s["placed"], d["seat"], d["placed"])
            priv = event.private.get(str(d["seat"]))
            if priv:
                if priv["kind"] == "wall":
                    s["walls"] = s["walls"] + [[d["seat"], priv["edge"]]]
                else:
                    s["gates"] = s["gates"] + [[d["seat"], 1 if priv["kind"] == "gate" else 2,
                                                priv["post"], priv["dir"]]]
            return s
        if t == "MazesRevealed":
            s["chars"], s["walls"], s["gates"] = d["chars"], d["walls"], d["gates"]
            s["revealed"] = True
            return s
        if t == "FirstPlayerRolled":
            s["first"] = d["first"]
            return s
        if t == "CardsDealt":
            s["hands"] = [list(event.private.get("0", {}).get("hand", [])),
                          list(event.private.get("1", {}).get("hand", []))]
            s["deck"] = list(event.private.get("server", {}).get("deck", []))
            return s
        if t == "TurnStarted":
            s.update(phase="card", seat=d["seat"], turn=d["turn"], roll=0, left=0, movers=[],
                     visited={}, pending=None)
            return s
        if t == "DiscardsReshuffled":
            s["deck"] = list(event.private.get("server", {}).get("deck", []))
            s["discard"] = []
            return s
        if t == "CardDrawn":
            card = s["deck"][0] if s["deck"] else None
            s["deck"] = s["deck"][1:]
            if card is not None:
                s["hands"] = _set(s["hands"], d["seat"], s["hands"][d["seat"]] + [card])
            return s
        if t in ("CardDiscarded", "CardPlayed"):
            hand = list(s["hands"][d["seat"]])
            if d["card"] in hand:
                hand.remove(d["card"])
            s["hands"] = _set(s["hands"], d["seat"], hand)
            s["discard"] = s["discard"] + [d["card"]]
            if "wall" in d:
                s.update(phase="place_wall", pending=d["wall"])
            elif "gate" in d:
                s.update(phase="place_gate", pending=d["gate"])
            return s
        if t == "CharacterKilled":
            s["chars"] = _move_char(s["chars"], d["piece"], DEAD)
            if d.get("point"):
                who = _seat_of(d["by"])
                s["points"] = _set(s["points"], who, s["points"][who] + 1)
            if any(self.alive_count(s, x) == 0 for x in (0, 1)):
                s["phase"] = "over"
                s["end"] = "annihilation"
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
            g = gates[d["gate"]]
            gates[d["gate"]] = [g[0], g[1], d["to"][0], d["to"][1]]
            s.update(gates=gates, phase="card", pending=None)
            return s
        if t == "GatesRotated":
            gates = list(s["gates"])
            for gi, nd in d["gates"]:
                g = gates[gi]
                gates[gi] = [g[0], g[1], g[2], nd]
            s["gates"] = gates
            chars = s["chars"]
            for ci, to in d["carried"]:
                chars = _move_char(chars, ci, to)
            s["chars"] = chars
            return s
        if t == "DieRolled":
            s.update(phase="dice", roll=d["roll"], left=d["roll"], movers=[])
            return s
        if t == "ArrowShot":
            s["left"] = 0
            return s
        if t in ("PointsForfeited", "DicePhaseForfeited"):
            s["left"] = 0
            return s
        if t == "TurnLimitReached":
            s.update(phase="over", end="turn limit")
            return s
        return s

    # --- helpers over the board -------------------------------------------------------------
    def alive_count(self, state, seat) -> int:
        """How many of seat's characters stand on the board."""
        return sum(1 for c in state["chars"] if c[0] == seat and c[2] >= 0)

    def _own_alive(self, state, seat):
        return [i for i, c in enumerate(state["chars"]) if c[0] == seat and c[2] >= 0]

    def _need_own(self, state, seat, i):
        c = state["chars"][i]
        if c[0] != seat:
            raise IllegalMove(f"character {i} is not yours", rule="your pieces")
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
        out = set()
        for g in state["gates"]:
            out.update(B.GATE_EDGES[g[1]][g[2]][g[3]])
        return out

    def _blocked(self, state) -> set:
        return B.FIXED | self._wall_edges(state) | self._gate_edges(state)

    def _layout(self, state, seat=None, skip_wall=None, skip_gate=None):
        """(covered edges, hinges per post, wall posts) of the pieces (of `seat` if given)."""
        covered, hinges, wall_posts = set(), {}, set()
        for i, w in enumerate(state["walls"]):
            if i == skip_wall or (seat is not None and w[0] != seat):
                continue
            covered.add(w[1])
            wall_posts.update(B.EDGE_POSTS[w[1]])
        for i, g in enumerate(state["gates"]):
            if i == skip_gate or (seat is not None and g[0] != seat):
                continue
            edges = B.GATE_EDGES[g[1]][g[2]][g[3]]
            covered.update(edges)
            hinges.setdefault(g[2], []).append((g[1], edges))
        return covered, hinges, wall_posts

    def _entrance_gate_post(self, hinges, p) -> bool:
        return any(L == 1 and edges[0] in B.ALL_ENTRANCES for L, edges in hinges.get(p, ()))

    def _wall_fits(self, layout, e) -> bool:
        covered, hinges, _ = layout
        if e in covered or e not in B.PLACEABLE or e in B.ALL_ENTRANCES:
            return False
        return not any(self._entrance_gate_post(hinges, p) for p in B.EDGE_POSTS[e])

    def _gate_fits(self, layout, p, d, length) -> bool:
        covered, hinges, wall_posts = layout
        edges = B.GATE_EDGES[length][p][d]
        if edges is None or any(e in covered or e not in B.PLACEABLE for e in edges):
            return False
        if length == 2 and any(e in B.ALL_ENTRANCES for e in edges):
            return False
        here = hinges.get(p, ())
        if len(here) >= 2 or self._entrance_gate_post(hinges, p):
            return False
        if length == 1 and edges[0] in B.ALL_ENTRANCES and (here or p in wall_posts):
            return False
        return True

    def _wall_spots(self, state, i, first=False):
        """Where wall i may be moved to, as (x, y, dir) triples (with `first`, only the first)."""
        layout = self._layout(state, skip_wall=i)
        cur = state["walls"][i][1]
        out = []
        for e in _SORTED_PLACEABLE:
            if e != cur and self._wall_fits(layout, e):
                a, b = B.EDGE_POSTS[e]
                x, y = B.post_xy(a)
                out.append((x, y, "N" if b - a == B.PW else "E"))
                if first:
                    return out
        return out

    def _gate_spots(self, state, i, first=False):
        """Where gate i may be moved to, as (x, y, dir) triples (with `first`, only the first)."""
        layout = self._layout(state, skip_gate=i)
        g = state["gates"][i]
        out = []
        for p in range(B.N_POSTS):
            for d in range(4):
                if (p, d) != (g[2], g[3]) and self._gate_fits(layout, p, d, g[1]):
                    x, y = B.post_xy(p)
                    out.append((x, y, B.DIRS[d]))
                    if first:
                        return out
        return out

    def _rotation(self, state, seat, p, quarters, cw):
        """([[gate, new dir]], [[char, new square]]) for turning the gates on post p, or None."""
        group = [i for i, g in enumerate(state["gates"]) if g[2] == p]
        if not group:
            return None
        others = [i for i in range(len(state["gates"])) if i not in group]
        fixed_walls = {w[1] for w in state["walls"]}
        wall_posts = {q for e in fixed_walls for q in B.EDGE_POSTS[e]}
        if p in wall_posts and any(state["gates"][i][1] == 2 for i in group):
            return None  # a long gate combined with a wall no longer pivots
        blocked = B.FIXED | fixed_walls
        for i in others:
            g = state["gates"][i]
            blocked = blocked | set(B.GATE_EDGES[g[1]][g[2]][g[3]])
        new_dirs, swept = [], {}
        for i in group:
            g = state["gates"][i]
            d = g[3]
            for step in range(quarters):
                sw = B.SWEEP[g[1]][p][d][1 if cw else 0]
                if sw is None:
                    return None
                squares, inner, end, nd = sw
                if any(e in blocked for e in inner) or any(e in blocked for e in end):
                    return None
                for s in squares:
                    swept.setdefault(s, quarters - step)
                    swept[s] = max(swept[s], quarters - step)
                d = nd
            new_dirs.append([i, d])
        # the group's final position: entrances and the post's other pieces
        finals = [B.GATE_EDGES[state["gates"][i][1]][p][nd] for i, nd in new_dirs]
        flat = [e for edges in finals for e in edges]
        if len(set(flat)) != len(flat):
            return None
        for (i, nd), edges in zip(new_dirs, finals):
            if any(e in B.ALL_ENTRANCES for e in edges):
                if state["gates"][i][1] == 2 or len(group) > 1 or p in wall_posts:
                    return None
        carried, dest = [], set()
        moving = {}
        for s, q in swept.items():
            occ = self._occupant(state, s)
            if occ is None:
                continue
            if state["chars"][occ][1] == "gatekeeper" and _seat_of(occ) != seat:
                return None  # the Gatekeeper is immune to an opponent's gate moves
            moving[occ] = B.rotate_square(s, p, q, cw)
        for occ, t in sorted(moving.items()):
            if t < 0 or t in B.KEEP_OWNER or t in dest:
                return None
            o2 = self._occupant(state, t)
            if o2 is not None and o2 not in moving:
                return None
            dest.add(t)
            carried.append([occ, t])
        return new_dirs, carried

    # --- views, AI hooks --------------------------------------------------------------------
    def view(self, state: dict, seat: int | None) -> dict:
        """The board as seat sees it: behind the divider only its own half until the reveal."""
        v = {k: state[k] for k in ("phase", "placed", "revealed", "points", "turn", "seat", "first",
                                   "roll", "left", "movers", "visited", "pending", "end")}
        if state["revealed"]:
            v["chars"], v["walls"], v["gates"] = state["chars"], state["walls"], state["gates"]
        else:
            v["chars"] = [c if c[0] == seat else [c[0], c[1], UNPLACED] for c in state["chars"]]
            v["walls"] = [w for w in state["walls"] if w[0] == seat]
            v["gates"] = [g for g in state["gates"] if g[0] == seat]
        v["hand"] = list(state["hands"][seat]) if seat in (0, 1) else None
        v["hand_sizes"] = [len(h) for h in state["hands"]]
        v["deck_size"] = len(state["deck"])
        v["discard"] = list(state["discard"])
        return v

    def pass_move(self, state: dict, seat: int) -> dict | None:
        """No passing in Battlegates: every card phase plays or discards, every point is used."""
        return None

    def evaluate(self, state: dict, seat: int) -> float:
        """Characters left, the Gatekeeper counting double, plus card points."""
        def worth(s):
            return sum((2 if c[1] == "gatekeeper" else 1) for c in state["chars"] if c[0] == s and c[2] >= 0)
        mine, theirs = worth(seat), worth(1 - seat)
        if theirs == 0 and mine > 0:
            return 1.0
        if mine == 0 and theirs > 0:
            return -1.0
        return max(-1.0, min(1.0, (mine - theirs) / 6 + 0.02 * (state["points"][seat] - state["points"][1 - seat])))

    def determinize(self, state: dict, seat: int, rng) -> dict:
        """Sample what seat cannot see: the opponent's unrevealed set-up, hand and the deck."""
        s = dict(self.view(state, seat))
        other = 1 - seat
        s.pop("hand", None)
        s.pop("hand_sizes", None)
        s.pop("deck_size", None)
        out = dict(state)
        out.update(chars=s["chars"], walls=s["walls"], gates=s["gates"])
        if not state["revealed"]:
            out = self._sample_setup(out, other, state["placed"][other], rng)
        # cards: everything not in my hand and not discarded, canonical order, shuffled
        pool = list(FULL_DECK)
        for c in list(state["hands"][seat]) + list(state["discard"]):
            pool.remove(c)
        pool = rng.shuffled(sorted(pool))
        k = len(state["hands"][other])
        hands = [None, None]
        hands[seat] = list(state["hands"][seat])
        hands[other] = pool[:k]
        out["hands"] = hands
        out["deck"] = pool[k:k + len(state["deck"])]
        return out

    def _sample_setup(self, state, seat, n, rng):
        """Replay n random set-up placements for seat (what it built is unseen)."""
        st = dict(state)
        st["placed"] = _set(st["placed"], seat, 0)
        for _ in range(n):
            moves = self._setup_moves(st, seat)
            mv = moves[rng.randbelow(len(moves))]
            head = self._decide_setup_quiet(st, seat, mv)
            st = self.evolve(st, _ev(head))
        return st

    def _decide_setup_quiet(self, state, seat, move):
        """The placement event of a set-up move, never ending the set-up (for sampling)."""
        st = dict(state)
        st["placed"] = _set(state["placed"], 1 - seat, 0)  # so the reveal is not triggered
        return self._decide_setup(st, seat, move, None)[0]

    def resources(self) -> dict:
        """The board geometry and the card list, for client authors."""
        return {
            "board": {"columns": B.W, "rows": B.H, "keeps": list(B.KEEP), "portals": [list(p) for p in B.PORTALS],
                      "castle_walls": sorted(B.CASTLE_WALL), "entrances": [sorted(e) for e in B.ENTRANCES],
                      "edges": [list(e) for e in B.EDGE_POSTS], "drawing": B.ascii_board()},
            "cards": [{"card": c, "count": CARD_COUNTS[c]} for c in CARDS],
        }


# --- private helpers ------------------------------------------------------------------------
_SORTED_PLACEABLE = sorted(B.PLACEABLE)


def _entrances_of(seat):
    return B.ENTRANCES[seat]


def _wall_edge(move):
    p = B.post(move["x"], move["y"])
    e = B.POST_EDGE[p][B.DIR_INDEX[move["dir"]]]
    return e if e >= 0 else None


def _wall_move(kind, e):
    a, b = B.EDGE_POSTS[e]
    x, y = B.post_xy(a)
    return {"type": kind, "x": x, "y": y, "dir": "N" if b - a == B.PW else "E"}


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


class _Ev:
    __slots__ = ("type", "data", "private", "seat")

    def __init__(self, d: Draft):
        self.type, self.data, self.seat = d.type, d.data, d.seat
        self.private = {str(k): v for k, v in d.private.items()}


def _ev(d: Draft):
    return _Ev(d)
