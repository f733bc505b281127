"""The set-up behind the divider: each castle stands its army on its portals, builds its maze,
and when the last maze is complete the mazes are revealed, the first player rolled, cards dealt."""
from __future__ import annotations

from ..engine import Draft, IllegalMove
from . import board as B
from .placement import Layout, gate_problem, wall_edge, wall_move, wall_problem
from .setups import DIE_FACES
from .state import UNPLACED, as_event, alive, setup_of
from .state import DIRECTION_WORDS


class SetupPhase:
    """Building the mazes (mixed into the ruleset)."""

    def _building(self, state, seat) -> int:
        """The castle seat is building now: its first castle not yet complete."""
        su = setup_of(state)
        for c in su.seat_castles[seat]:
            if state["placed"][c] < su.items:
                return c
        return su.seat_castles[seat][-1]

    def _setup_moves(self, state: dict, castle: int) -> list[dict]:
        su = setup_of(state)
        g = su.g
        n = state["placed"][castle]
        if n >= su.items:
            return []
        if n < su.per_castle:
            taken = {c[2] for c in state["chars"] if c[0] == castle}
            kinds = sorted({c[1] for c in state["chars"] if c[0] == castle and c[2] == UNPLACED})
            return [{"type": "setup_character", "kind": k, "portal": i}
                    for k in kinds for i, s in enumerate(g.PORTALS[castle]) if s not in taken]
        lay = Layout(state, castle=castle)
        region = g.REGION_EDGES[castle]
        walls = sum(1 for w in state["walls"] if w[0] == castle)
        out = []
        if walls < su.n_walls:
            out += [wall_move(g, "setup_wall", e) for e in sorted(region) if wall_problem(g, lay, e) is None]
        gates = [x for x in state["gates"] if x[0] == castle]
        n_gate = sum(1 for x in gates if x[1] == 1)
        for length, left, name in ((1, su.n_gates - n_gate, "gate"), (2, su.n_longs - (len(gates) - n_gate), "long_gate")):
            if left <= 0:
                continue
            for p in sorted(g.REGION_POSTS[castle]):
                for d in range(4):
                    edges = g.GATE_EDGES[length][p][d]
                    if edges and all(e in region for e in edges) and gate_problem(g, lay, p, d, length) is None:
                        x, y = g.post_xy(p)
                        out.append({"type": "setup_gate", "kind": name, "x": x, "y": y, "dir": B.DIRS[d]})
        return out

    def _decide_setup(self, state, castle, move, rng) -> list[Draft]:
        su = setup_of(state)
        g = su.g
        seat = su.castle_seat[castle]
        n = state["placed"][castle]
        kind = move["type"]
        if n >= su.items:
            raise IllegalMove("your maze is complete; wait for the others", rule="set-up")
        if kind == "setup_character":
            if n >= su.per_castle:
                raise IllegalMove("your army is already on its portals", rule="set-up")
            if move["portal"] >= len(g.PORTALS[castle]):
                raise IllegalMove(f"your castle has portals 1 to {len(g.PORTALS[castle])}, not {move['portal'] + 1}",
                                  rule="portals")
            portal = g.PORTALS[castle][move["portal"]]
            if any(c[2] == portal for c in state["chars"] if c[0] == castle):
                raise IllegalMove(f"portal {move['portal'] + 1} already holds one of your characters",
                                  rule="one character per square")
            ids = [i for i, c in enumerate(state["chars"]) if c[0] == castle and c[1] == move["kind"] and c[2] == UNPLACED]
            if not ids:
                raise IllegalMove(f"all your {move['kind'].title()}s are already placed", rule="army")
            priv = {"piece": ids[0], "square": portal}
            head = Draft("CharacterPlaced", {"castle": castle, "placed": n + 1}, {str(seat): priv}, seat)
        else:
            if n < su.per_castle:
                raise IllegalMove("place your army on its portals before building the maze", rule="set-up order")
            lay = Layout(state, castle=castle)
            region = g.REGION_EDGES[castle]
            if kind == "setup_wall":
                if sum(1 for w in state["walls"] if w[0] == castle) >= su.n_walls:
                    raise IllegalMove(f"you have set all {su.n_walls} of your brick walls", rule="maze pieces")
                e = wall_edge(g, move)
                if e is not None and e in g.ALL_ENTRANCES:
                    raise IllegalMove("a brick wall may never block a castle entrance", rule="entrances")
                if e is None or e not in region:
                    raise IllegalMove(f"a brick wall from post ({move['x']}, {move['y']}) going "
                                      f"{DIRECTION_WORDS[move['dir']]} is not "
                                      "on an open edge of your side of the divider", rule="your side")
                refusal = wall_problem(g, lay, e, explain=True)
                if refusal is not None:
                    raise refusal.illegal()
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
                                      f"{DIRECTION_WORDS[move['dir']]} is not on open edges of your side of the divider",
                                      rule="your side")
                refusal = gate_problem(g, lay, p, d, length, explain=True)
                if refusal is not None:
                    raise refusal.illegal()
                priv = {"kind": move["kind"], "post": p, "dir": d}
            head = Draft("MazePiecePlaced", {"castle": castle, "placed": n + 1}, {str(seat): priv}, seat)
        drafts = [head]
        if rng is not None and n + 1 == su.items and all(
                state["placed"][c] == su.items for c in range(su.n_castles) if c != castle):
            drafts += self._reveal_and_start(self.evolve(state, as_event(head)), rng)
        return drafts

    def _reveal_and_start(self, state, rng) -> list[Draft]:
        """All mazes are built: reveal them, roll for the first player, deal, begin."""
        su = setup_of(state)
        out = [Draft("MazesRevealed", {"chars": state["chars"], "walls": state["walls"], "gates": state["gates"]})]
        rolls = []
        while True:
            r = [rng.choice(DIE_FACES) for _ in range(su.seats)]
            rolls.append(r)
            if r.count(max(r)) == 1:
                break
        first = su.seat_castles[r.index(max(r))][0]
        if not alive(state, first):  # its player left during the set-up
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
            s = self.evolve(s, as_event(d))
        return out + self._start_turn(s, first, rng)
