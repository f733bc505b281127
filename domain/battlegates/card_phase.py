"""The card phase and the six battle cards: discard, scale a brick wall, climb a gate, move a brick
wall, move a gate, rotate 90 / 180 degrees; then Battle Alley's clean-up and the dice phase."""
from __future__ import annotations

from ..engine import Draft, IllegalMove
from . import board as B
from .movement import climb_target
from .placement import gate_move_problem, gate_spots, wall_edge, wall_move_problem, wall_spots
from .rotation import Turn, rotation, rotation_context, stuck_alley_gates
from .state import Refusal, apply_drafts, as_event, alive, enemies, gate_edges, need_own, occupant, setup_of, wall_edges
from .state import DIRECTION_WORDS, character


class CardPhase:
    """The card phase (mixed into the ruleset)."""

    def _card_moves(self, state, castle) -> list[dict]:
        su = setup_of(state)
        g = su.g
        hand = state["hands"][su.hand[castle]]
        out = [{"type": "discard", "card": c} for c in sorted(set(hand))]
        if "scale_wall" in hand or "climb_gate" in hand:
            walls, gate_e = wall_edges(state), gate_edges(state)
            for i in alive(state, castle):
                s = state["chars"][i][2]
                for d in range(4):
                    e = g.SQ_EDGE[s][d]
                    name = "scale_wall" if e in walls else "climb_gate" if e in gate_e else None
                    if name and name in hand and climb_target(state, castle, i, d) is not None:
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
                ctx = ctx or rotation_context(state)
                for p in sorted({x[2] for x in state["gates"] if x[2] >= 0}):
                    for cw in (False, True):
                        if isinstance(rotation(state, castle, p, q, cw, ctx=ctx), Turn):
                            x, y = g.post_xy(p)
                            out.append({"type": "rotate_gate", "card": card, "x": x, "y": y, "clockwise": cw})
        return out

    def _need_card(self, state, castle, card):
        if card not in state["hands"][setup_of(state).hand[castle]]:
            raise IllegalMove(f"your hand holds no {card.replace('_', ' ')} card", rule="card in hand")

    def _played(self, state, castle, card, **extra) -> Draft:
        su = setup_of(state)
        return Draft("CardPlayed", {"castle": castle, "hand": su.hand[castle], "card": card, **extra},
                     seat=su.castle_seat[castle])

    def _decide_discard(self, state, castle, move, rng):
        self._need_card(state, castle, move["card"])
        su = setup_of(state)
        d = Draft("CardDiscarded", {"castle": castle, "hand": su.hand[castle], "card": move["card"]},
                  seat=su.castle_seat[castle])
        return [d] + self._begin_dice(self.evolve(state, as_event(d)), castle, rng)

    def _decide_scale_wall(self, state, castle, move, rng):
        return self._climb(state, castle, move, rng, "scale_wall", wall_edges(state), "brick wall")

    def _decide_climb_gate(self, state, castle, move, rng):
        return self._climb(state, castle, move, rng, "climb_gate", gate_edges(state), "gate")

    def _climb(self, state, castle, move, rng, card, edges, what):
        self._need_card(state, castle, card)
        g = setup_of(state).g
        i, d = move["piece"], B.DIR_INDEX[move["dir"]]
        need_own(state, castle, i)
        s = state["chars"][i][2]
        if g.SQ_EDGE[s][d] not in edges:
            raise IllegalMove(f"{character(state, i)} has no {what} on its {DIRECTION_WORDS[move['dir']]} side",
                              rule=card.replace("_", " "))
        target = climb_target(state, castle, i, d, explain=True)
        if isinstance(target, Refusal):
            raise target.illegal()
        seat = setup_of(state).castle_seat[castle]
        drafts = [self._played(state, castle, card)]
        victim = occupant(state, target)
        if victim is not None:
            drafts.append(Draft("CharacterKilled", {"piece": victim, "by": i, "how": card, "point": True}, seat=seat))
        drafts.append(Draft("CharacterMoved", {"piece": i, "from": s, "to": target, "by": card}, seat=seat))
        st = apply_drafts(self, state, drafts)
        if st["phase"] == "over":
            return drafts
        if victim is not None:  # a surprise attack forfeits the dice phase
            drafts.append(Draft("DicePhaseForfeited", {"castle": castle}, seat=seat))
            return drafts + self._end_turn(self.evolve(st, as_event(drafts[-1])), castle, rng)
        return drafts + self._begin_dice(st, castle, rng)

    def _decide_move_wall(self, state, castle, move, rng):
        return self._decide_lift(state, castle, move["wall"], "wall", "brick wall", wall_spots)

    def _decide_move_gate(self, state, castle, move, rng):
        return self._decide_lift(state, castle, move["gate"], "gate", "gate", gate_spots)

    def _decide_lift(self, state, castle, i, kind, name, spots):
        """The first step of a "move a brick wall / gate" card: pick up piece `i` of `kind`."""
        card = f"move_{kind}"
        self._need_card(state, castle, card)
        pieces = state[f"{kind}s"]
        if i >= len(pieces):
            raise IllegalMove(f"there is no such {name}; the board has {len(pieces)}", rule=f"move a {name}")
        if not spots(state, i, first=True):
            raise IllegalMove(f"that {name} has no other open position to go to", rule=f"move a {name}")
        return [self._played(state, castle, card, **{kind: i})]

    def _decide_place_wall(self, state, castle, move, rng):
        g = setup_of(state).g
        i = state["pending"]
        e = wall_edge(g, move)
        if e is None:
            raise IllegalMove(f"post ({move['x']}, {move['y']}) going {DIRECTION_WORDS[move['dir']]} leaves the board",
                              rule="open position")
        refusal = wall_move_problem(state, i, e, explain=True)
        if refusal is not None:
            raise refusal.illegal()
        d = Draft("WallMoved", {"wall": i, "from": state["walls"][i][1], "to": e}, seat=setup_of(state).castle_seat[castle])
        return self._after_card(state, castle, [d], rng)

    def _decide_place_gate(self, state, castle, move, rng):
        g = setup_of(state).g
        i = state["pending"]
        p = g.post_at(move["x"], move["y"])
        if p < 0:
            raise IllegalMove(f"there is no post ({move['x']}, {move['y']}) on this board", rule="open position")
        refusal = gate_move_problem(state, i, p, B.DIR_INDEX[move["dir"]], explain=True)
        if refusal is not None:
            raise refusal.illegal()
        x = state["gates"][i]
        d = Draft("GateMoved", {"gate": i, "from": [x[2], x[3]],
                                "to": [p, B.DIR_INDEX[move["dir"]]]},
                  seat=setup_of(state).castle_seat[castle])
        return self._after_card(state, castle, [d], rng)

    def _decide_rotate_gate(self, state, castle, move, rng):
        su = setup_of(state)
        card = move["card"]
        self._need_card(state, castle, card)
        p = su.g.post_at(move["x"], move["y"])
        q = 1 if card == "rotate_90" else 2
        if p < 0:
            raise IllegalMove(f"there is no post ({move['x']}, {move['y']}) on this board", rule="rotate")
        res = rotation(state, castle, p, q, move["clockwise"], explain=True)
        if not isinstance(res, Turn):
            raise res.illegal()
        new_dirs, carried = res
        seat = su.castle_seat[castle]
        drafts = [self._played(state, castle, card),
                  Draft("GatesRotated", {"post": p, "quarters": q, "clockwise": move["clockwise"],
                                         "gates": new_dirs, "carried": carried}, seat=seat)]
        # an enemy carried into Misery Run dies at once, and the dice phase is forfeited
        drowned = [c for c, t in carried if t in su.g.MISERY and enemies(su, castle, su.castle_of(c))]
        for c in drowned:
            drafts.append(Draft("CharacterKilled", {"piece": c, "by": None, "how": "misery run", "point": False}, seat=seat))
        return self._after_card(state, castle, drafts, rng, forfeit=bool(drowned))

    def _after_card(self, state, castle, drafts, rng, forfeit=False):
        """After every card that moves walls or gates (move a wall, move a gate, rotate): the gates a
        wall now keeps from swinging across Battle Alley are removed, then the dice phase."""
        st = apply_drafts(self, state, drafts)
        removed = stuck_alley_gates(st)
        seat = setup_of(state).castle_seat[castle]
        if removed:
            drafts.append(Draft("GatesRemoved", {"gates": removed, "why": "a wall keeps it from swinging across "
                                                                          "Battle Alley"}, seat=seat))
            st = self.evolve(st, as_event(drafts[-1]))
        if st["phase"] == "over":
            return drafts
        if forfeit:
            drafts.append(Draft("DicePhaseForfeited", {"castle": castle}, seat=seat))
            return drafts + self._end_turn(self.evolve(st, as_event(drafts[-1])), castle, rng)
        return drafts + self._begin_dice(st, castle, rng)
