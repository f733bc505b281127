"""Battlegates' evaluation for the AI (Battlegates.evaluate and the fast path's evaluate).

A position is scored for a seat's side from:
- material: the characters left on each side (an archer counts a little more: it kills from afar);
- threats: the chance that each side kills a character on its next turn: an arrow along a clear
  line within the roll, a ground attack along a path of the exact roll, a raid on a Keep, or a
  Scale/Climb card over an adjacent obstacle onto an enemy (certain). The side whose turn it is
  counts its own chance in full (with the roll, once it is known), the other side's is discounted
  (it may be killed or run first);
- progress: how far the characters have come towards the enemy's Keep, and how close they are to
  an enemy, so that play does not stall behind the mazes (the game is won only by killing).
During the set-up it is the difference of the maze scores (sampling.maze_score): the set-up policy.
docs/rules/battlegates.md ("AI") has the weights and the measurements behind them.
"""
from __future__ import annotations

from .sampling import maze_score

KIND_VALUE = {"gatekeeper": 1.0, "crusader": 1.0, "archer": 1.3}
MATERIAL = 0.5  # the whole army's worth
THREAT = 0.07  # a certain kill next turn by the side to move
THREAT_WAITING = 0.35  # the share of a threat counted for the side not on turn
PROGRESS = 0.06  # every character of a side at the enemy Keep
HUNT = 0.03  # every character of a side next to an enemy
SETUP = 0.02  # per point of maze score difference
CLAMP = 0.95  # a won game (1) is always better than any position
FACE = (0.0, 1 / 6, 2 / 6, 2 / 6, 1 / 6)  # P(roll = r), faces 1-2-2-3-3-4
HUNT_RANGE = 8


def evaluate_position(f, seat: int) -> float:
    """How good the fast position `f` is for `seat`, in [-1, 1]."""
    t = f.t
    su = t.su
    phase = f.phase
    if phase == "over":
        w = f.winners()
        if not w:
            return 0.0
        return 1.0 if seat in w else -1.0
    team = su.team[su.seat_castles[seat][0]]
    if phase == "setup":
        mine = theirs = 0.0
        for c in range(su.n_castles):
            s = maze_score(su, c, f.walls, f.gates)
            if su.team[c] == team:
                mine += s
            else:
                theirs += s
        return max(-0.5, min(0.5, SETUP * (mine - theirs)))
    pos = f.pos
    kinds, teams = t.char_kind, t.char_team
    value = [0.0, 0.0]  # mine, theirs
    mine_sq, theirs_sq = [], []
    for i, s in enumerate(pos):
        if s >= 0:
            if teams[i] == team:
                value[0] += KIND_VALUE[kinds[i]]
                mine_sq.append(s)
            else:
                value[1] += KIND_VALUE[kinds[i]]
                theirs_sq.append(s)
    if not theirs_sq:
        return 1.0
    if not mine_sq:
        return -1.0
    score = MATERIAL * (value[0] - value[1]) / t.army_value
    on_turn = su.team[f.castle] == team
    mine_t = kill_chance(f, lambda i: teams[i] == team, on_turn)
    theirs_t = kill_chance(f, lambda i: teams[i] != team, not on_turn)
    score += THREAT * ((mine_t if on_turn else THREAT_WAITING * mine_t)
                       - (theirs_t if not on_turn else THREAT_WAITING * theirs_t))
    score += progress(f, team, mine_sq, theirs_sq, True) - progress(f, team, theirs_sq, mine_sq, False)
    return max(-CLAMP, min(CLAMP, score))


def progress(f, team, own_sq, enemy_sq, mine: bool) -> float:
    """PROGRESS and HUNT of the characters on `own_sq`: towards the Keeps of the other team (`mine`)
    or towards ours (the enemy characters), and towards the nearest character of the other side."""
    t = f.t
    g = t.g
    targets = [g.sq_xy(k) for c, k in enumerate(g.KEEP) if (t.su.team[c] != team) == mine]
    foes = [g.sq_xy(s) for s in enemy_sq]
    span = g.W + g.H
    total = 0.0
    for s in own_sq:
        x, y = g.sq_xy(s)
        d_keep = min(abs(x - kx) + abs(y - ky) for kx, ky in targets)
        d_foe = min(abs(x - ex) + abs(y - ey) for ex, ey in foes)
        total += PROGRESS * (1.0 - d_keep / span) + HUNT * max(0, HUNT_RANGE - d_foe) / HUNT_RANGE
    return total / t.su.per_castle


def kill_chance(f, is_side, on_turn: bool) -> float:
    """The chance that the side of the characters `is_side(i)` accepts kills a character on its
    turn: 1 with a Scale/Climb kill at hand; else over the die's faces (the roll, once it is known)."""
    t = f.t
    g = t.g
    su = t.su
    pos, occ, blk = f.pos, f.occ, f.blk
    teams, kinds, castle_of = t.char_team, t.char_kind, t.char_castle
    keep_team = t.keep_team
    sq_next, sq_edge = g.SQ_NEXT, g.SQ_EDGE
    attackers = [i for i, s in enumerate(pos) if s >= 0 and is_side(i)]
    known = None  # the points left, when this side is in its dice phase
    movers = ()
    if on_turn and f.phase == "dice":
        known, movers = f.left, f.movers
    elif not on_turn or f.phase == "card":
        for i in attackers:
            hand = f.hands[su.hand[castle_of[i]]]
            if hand and _card_kill(i, pos[i], hand, teams, occ, blk, sq_next, sq_edge):
                return 1.0
    hit = [False] * 5  # hit[r]: a kill with a roll of r
    arrows = not movers
    for i in attackers:
        if movers and (len(movers) > 1 or movers[0] != i):
            continue  # a ground attack is made by the one character that used the whole roll
        s = pos[i]
        me = teams[i]
        if arrows and kinds[i] == "archer":
            for d in range(4):
                cur = s
                for k in range(1, 5):
                    n = sq_next[cur][d]
                    if blk[sq_edge[cur][d]] or n < 0 or (keep_team[n] >= 0 and keep_team[n] != me):
                        break
                    o = occ[n]
                    if o >= 0:
                        if teams[o] != me:
                            for r in range(k, 5):
                                hit[r] = True
                        break
                    cur = n
        # ground attacks and Keep raids: a breadth-first search up to 4 steps over empty squares
        seen = 1 << s
        frontier = [s]
        for depth in range(1, 5):
            nxt = []
            for cur in frontier:
                for d in range(4):
                    n = sq_next[cur][d]
                    if n < 0 or blk[sq_edge[cur][d]] or seen >> n & 1:
                        continue
                    seen |= 1 << n
                    o = occ[n]
                    kt = keep_team[n]
                    if o >= 0:
                        if teams[o] != me:
                            # an exact roll: this many steps or two more (a detour); a Keep raid: any roll
                            for r in range(depth, 5, 1 if kt >= 0 and kt == teams[o] else 2):
                                hit[r] = True
                        continue
                    if kt < 0 or kt == me:
                        nxt.append(n)
            frontier = nxt
            if not frontier:
                break
    if known is not None:
        return 1.0 if 0 < known <= 4 and hit[known] else 0.0
    return sum(FACE[r] for r in range(1, 5) if hit[r])


def _card_kill(i, s, hand, teams, occ, blk, sq_next, sq_edge) -> bool:
    """Whether character i on s can Scale a wall or Climb a gate onto an enemy now."""
    scale, climb = "scale_wall" in hand, "climb_gate" in hand
    if not (scale or climb):
        return False
    for d in range(4):
        b = blk[sq_edge[s][d]]
        if (b == 2 and scale) or (b == 3 and climb):
            n = sq_next[s][d]
            if n >= 0 and occ[n] >= 0 and teams[occ[n]] != teams[i]:
                return True
    return False
