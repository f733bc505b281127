"""The dice phase: the roll, steps (the whole roll used when it can be), arrows, and forfeited points."""
from __future__ import annotations

from ..engine import Draft, IllegalMove
from . import board as B
from .movement import arrow_can_enter, arrow_refusal, check_step, has_dice_move
from .setups import DIE_FACES
from .state import Refusal, apply_drafts, as_event, blocked, enemies, need_own, occupant, setup_of
from .state import character


class DicePhase:
    """The dice phase (mixed into the ruleset)."""

    def _begin_dice(self, state, castle, rng) -> list[Draft]:
        roll = rng.choice(DIE_FACES)
        d = Draft("DieRolled", {"castle": castle, "roll": roll}, seat=setup_of(state).castle_seat[castle])
        return [d] + self._maybe_end(self.evolve(state, as_event(d)), castle, rng)

    def _maybe_end(self, state, castle, rng) -> list[Draft]:
        """End the turn when the points are spent, or forfeit them when no step is possible."""
        if state["phase"] == "over":
            return []
        if state["left"] > 0 and has_dice_move(state, castle):
            return []
        out = []
        if state["left"] > 0:
            out.append(Draft("PointsForfeited", {"castle": castle, "points": state["left"]},
                             seat=setup_of(state).castle_seat[castle]))
            state = self.evolve(state, as_event(out[-1]))
        return out + self._end_turn(state, castle, rng)

    def _decide_step(self, state, castle, move, rng):
        su = setup_of(state)
        i, d = move["piece"], B.DIR_INDEX[move["dir"]]
        need_own(state, castle, i)
        res = check_step(state, castle, i, d)
        if isinstance(res, Refusal):
            raise res.illegal()
        t, victim = res
        seat = su.castle_seat[castle]
        drafts = []
        if victim is not None:
            how = "keep raid" if t in su.g.KEEP_OWNER else "ground attack"
            drafts.append(Draft("CharacterKilled", {"piece": victim, "by": i, "how": how, "point": False}, seat=seat))
        drafts.append(Draft("CharacterStepped", {"piece": i, "from": state["chars"][i][2], "to": t}, seat=seat))
        return drafts + self._maybe_end(apply_drafts(self, state, drafts), castle, rng)

    def _decide_shoot(self, state, castle, move, rng):
        su = setup_of(state)
        g = su.g
        i, d = move["piece"], B.DIR_INDEX[move["dir"]]
        need_own(state, castle, i)
        if state["chars"][i][1] != "archer":
            raise IllegalMove(f"{character(state, i)} cannot shoot: only an Archer shoots", rule="arrows")
        if state["left"] != state["roll"] or state["movers"]:
            raise IllegalMove("an arrow uses the whole roll (\"if used by one of your archer's arrows the full dice "
                              "roll is used\"); you have already stepped this turn", rule="arrows")
        walls = blocked(state)
        s = state["chars"][i][2]
        refusal = arrow_refusal(state, castle, i, d, walls)
        if refusal is not None:
            raise refusal.illegal()
        path, victim, cur = [], None, s
        for _ in range(state["roll"]):
            t = g.SQ_NEXT[cur][d]
            if g.SQ_EDGE[cur][d] in walls or not arrow_can_enter(state, castle, t):
                break  # walls, gates, the board's edge; never into an enemy castle
            path.append(t)
            occ = occupant(state, t)
            if occ is not None:
                if enemies(su, castle, su.castle_of(occ)):
                    victim = occ
                break
            cur = t
        seat = su.castle_seat[castle]
        drafts = [Draft("ArrowShot", {"piece": i, "dir": move["dir"], "path": path, "killed": victim}, seat=seat)]
        if victim is not None:
            drafts.append(Draft("CharacterKilled", {"piece": victim, "by": i, "how": "arrow", "point": False}, seat=seat))
        st = apply_drafts(self, state, drafts)
        return drafts if st["phase"] == "over" else drafts + self._end_turn(st, castle, rng)
