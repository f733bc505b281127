"""The dice phase on the flat position: steps under the whole-roll rule (movement.DicePosition),
arrows, deaths.

A part of BattlegatesFast (fast/__init__.py): its methods run on the position of position.py."""
from __future__ import annotations

from ..state import DEAD
from .listings import SHOOT, STEP


class DicePhase:
    """The dice phase on the flat position."""

    __slots__ = ()

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
