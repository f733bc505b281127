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

from math import tanh

from .sampling import maze_score

KIND_VALUE = {"gatekeeper": 1.0, "crusader": 1.0, "archer": 1.3}
FACE = (0.0, 1 / 6, 2 / 6, 2 / 6, 1 / 6)  # P(roll = r), faces 1-2-2-3-3-4
REACH = 4  # the largest roll: nothing further away can be killed this turn
HUNT_RANGE = 8  # squares (Manhattan) from which the hunt term begins to count
CLAMP = 0.95  # a won game (1) is always better than any position


class Weights:
    """The weights of the evaluation (one object, so that experiments can compare two). Scores are
    in characters (KIND_VALUE); the material balance and the rest (threats, progress, hunt) are each
    squashed by tanh into half of [-CLAMP, CLAMP], so that a side far ahead or behind still tells
    its moves apart (UCT's exploration constant is fixed; small differences drown in it)."""

    __slots__ = ("material", "position", "threat", "waiting", "midturn", "progress", "hunt", "setup")

    def __init__(self, material=0.5, position=0.5, threat=0.9, waiting=0.35, midturn=0.35, progress=2.0, hunt=1.0,
                 setup=0.05):
        self.material = material  # tanh slope of the material balance
        self.position = position  # tanh slope of the rest
        self.threat = threat  # a certain kill on the next turn of the side on turn
        self.waiting = waiting  # the share of its threat counted for the side not on turn ...
        self.midturn = midturn  # ... while the side on turn is in its dice phase
        self.progress = progress  # a whole army at the enemy Keep
        self.hunt = hunt  # a whole army next to enemies
        self.setup = setup  # per point of maze score difference, during the set-up


WEIGHTS = Weights()


class Geo:
    """Tables of one set-up's board for the heuristic: each square's neighbours (square, edge), the
    squares an arrow crosses, the Manhattan distance between squares, each team's progress on each
    square (0 at the far end of the board, 1 at an enemy Keep) and the hunt value of a distance."""

    def __init__(self, su):
        g = su.g
        n = g.N_SQUARES
        self.nb = [tuple((g.SQ_NEXT[s][d], g.SQ_EDGE[s][d]) for d in range(4) if g.SQ_NEXT[s][d] >= 0)
                   for s in range(n)]
        self.rays = []  # per square, per direction: the (square, edge) an arrow crosses, up to REACH
        for s in range(n):
            per = []
            for d in range(4):
                ray, cur = [], s
                while len(ray) < REACH and g.SQ_NEXT[cur][d] >= 0:
                    ray.append((g.SQ_NEXT[cur][d], g.SQ_EDGE[cur][d]))
                    cur = g.SQ_NEXT[cur][d]
                per.append(tuple(ray))
            self.rays.append(tuple(per))
        xy = [g.sq_xy(s) for s in range(n)]
        self.man = [[abs(ax - bx) + abs(ay - by) for bx, by in xy] for ax, ay in xy]
        span = g.W + g.H
        self.progress = {}
        for team in set(su.team):
            keeps = [k for c, k in enumerate(g.KEEP) if su.team[c] != team]
            self.progress[team] = [1.0 - min(self.man[s][k] for k in keeps) / span for s in range(n)]
        self.hunt = [max(0, HUNT_RANGE - d) / HUNT_RANGE for d in range(span + 1)]


_GEO: dict[str, Geo] = {}


def geo(su) -> Geo:
    """The set-up's Geo (built on first use)."""
    t = _GEO.get(su.name)
    if t is None:
        t = _GEO[su.name] = Geo(su)
    return t


def evaluate_position(f, seat: int, w: Weights | None = None) -> float:
    """How good the fast position `f` is for `seat`, in [-1, 1]."""
    w = w or WEIGHTS
    t = f.t
    su = t.su
    phase = f.phase
    if phase == "over":
        won = f.winners()
        if not won:
            return 0.0
        return 1.0 if seat in won else -1.0
    team = su.team[su.seat_castles[seat][0]]
    if phase == "setup":
        mine = theirs = 0.0
        for c in range(su.n_castles):
            s = maze_score(su, c, f.walls, f.gates)
            if su.team[c] == team:
                mine += s
            else:
                theirs += s
        return 0.5 * tanh(w.setup * (mine - theirs))
    terms = _terms(f, team)
    if terms is None:
        return _one_side_left(f, team)
    score, p_sum, h_sum, engaged = terms
    army = t.army_size
    rest = w.progress * p_sum / army + w.hunt * h_sum / army
    if engaged:
        on_turn = su.team[f.castle] == team
        mine_t, theirs_t = _kill_chances(f, team, engaged, on_turn)
        share = w.midturn if f.phase == "dice" else w.waiting
        rest += w.threat * ((mine_t if on_turn else share * mine_t) - (theirs_t if not on_turn else share * theirs_t))
    return CLAMP * 0.5 * (tanh(w.material * score) + tanh(w.position * rest))


def _one_side_left(f, team) -> float:
    """The value for `team` of a position where a side has no characters left: 1 if it has some."""
    return 1.0 if any(s >= 0 and f.t.char_team[i] == team for i, s in enumerate(f.pos)) else -1.0


def _kill_chances(f, team, engaged, on_turn: bool) -> tuple[float, float]:
    """(team's chance to kill with its engaged characters, the other side's), `on_turn` saying
    whether team moves next."""
    teams = f.t.char_team
    return (kill_chance(f, [i for i in engaged if teams[i] == team], on_turn),
            kill_chance(f, [i for i in engaged if teams[i] != team], not on_turn))


def _terms(f, team) -> tuple | None:
    """(material balance, progress balance, hunt balance, the characters within reach of an enemy)
    of `team` in `f`; None if a side has no characters left."""
    t = f.t
    gt = geo(t.su)
    man, prog, hunt = gt.man, gt.progress, gt.hunt
    pos = f.pos
    kinds, teams = t.char_kind, t.char_team
    mine, theirs = [], []
    score = 0.0  # the material balance
    p_sum = 0.0
    for i, s in enumerate(pos):
        if s >= 0:
            if teams[i] == team:
                mine.append(i)
                score += KIND_VALUE[kinds[i]]
                p_sum += prog[team][s]
            else:
                theirs.append(i)
                score -= KIND_VALUE[kinds[i]]
                p_sum -= prog[teams[i]][s]
    if not mine or not theirs:
        return None
    # the hunt, and who is within reach of an enemy at all
    engaged = []
    h_sum = 0.0
    for side, other, sign in ((mine, theirs, 1.0), (theirs, mine, -1.0)):
        squares = [pos[j] for j in other]
        for i in side:
            d = min(map(man[pos[i]].__getitem__, squares))
            h_sum += sign * hunt[d]
            if d <= REACH + 1:  # a Scale/Climb card first reaches one square further
                engaged.append(i)
    return score, p_sum, h_sum, engaged


def kill_chance(f, attackers, on_turn: bool) -> float:
    """The chance that these characters (of one side, each within reach of an enemy) kill one on
    their side's turn: 1 with a Scale/Climb kill at hand; else over the die's faces (the points
    left, once rolled), from where they stand or, with a Scale/Climb card to play first, from the
    other side of an obstacle next to them."""
    if not attackers:
        return 0.0
    t = f.t
    su = t.su
    gt = geo(su)
    nb, rays = gt.nb, gt.rays
    pos, occ, blk = f.pos, f.occ, f.blk
    teams, kinds, castle_of = t.char_team, t.char_kind, t.char_castle
    keep_team = t.keep_team
    known = None  # the points left, when this side is in its dice phase
    movers = ()
    cards = on_turn and f.phase == "dice"
    if cards:
        known, movers = f.left, f.movers
    elif not on_turn or f.phase == "card":
        for i in attackers:
            hand = f.hands[su.hand[castle_of[i]]]
            if hand and _card_kill(i, pos[i], hand, teams, occ, blk, nb):
                return 1.0
    cards = not cards and (not on_turn or f.phase == "card")  # a card is played before the roll
    hit = [False] * 5  # hit[r]: a kill with a roll of r
    arrows = not movers
    for i in attackers:
        if movers and (len(movers) > 1 or movers[0] != i):
            continue  # a ground attack is made by the one character that used the whole roll
        me = teams[i]
        starts = [pos[i]]
        if cards:
            hand = f.hands[su.hand[castle_of[i]]]
            if "scale_wall" in hand or "climb_gate" in hand:
                starts += _climbs(pos[i], "scale_wall" in hand, "climb_gate" in hand, me, occ, blk, nb, keep_team)
        for s in starts:
            if arrows and kinds[i] == "archer":
                for ray in rays[s]:
                    k = 0
                    for n, e in ray:
                        k += 1
                        if blk[e] or (keep_team[n] >= 0 and keep_team[n] != me):
                            break
                        o = occ[n]
                        if o >= 0:
                            if teams[o] != me:
                                for r in range(k, 5):
                                    hit[r] = True
                            break
            # ground attacks and Keep raids: a breadth-first search up to 4 steps over empty squares
            seen = 1 << s | 1 << pos[i]
            frontier = [s]
            for depth in range(1, 5):
                nxt = []
                for cur in frontier:
                    for n, e in nb[cur]:
                        if blk[e] or seen >> n & 1:
                            continue
                        seen |= 1 << n
                        o = occ[n]
                        if o >= 0:
                            if teams[o] != me:
                                kt = keep_team[n]
                                # an exact roll: this many steps or two more (a detour); a Keep raid: any roll
                                for r in range(depth, 5, 1 if kt >= 0 and kt == teams[o] else 2):
                                    hit[r] = True
                            continue
                        kt = keep_team[n]
                        if kt < 0 or kt == me:
                            nxt.append(n)
                frontier = nxt
                if not frontier:
                    break
    if known is not None:
        return 1.0 if 0 < known <= 4 and hit[known] else 0.0
    return sum(FACE[r] for r in range(1, 5) if hit[r])


def _climbs(s, scale, climb, me, occ, blk, nb, keep_team) -> list:
    """The empty squares a character on s reaches over a wall (Scale) or a gate (Climb)."""
    out = []
    for n, e in nb[s]:
        b = blk[e]
        if ((b == 2 and scale) or (b == 3 and climb)) and occ[n] < 0 and (keep_team[n] < 0 or keep_team[n] == me):
            out.append(n)
    return out


def _card_kill(i, s, hand, teams, occ, blk, nb) -> bool:
    """Whether character i on s can Scale a wall or Climb a gate onto an enemy now."""
    scale, climb = "scale_wall" in hand, "climb_gate" in hand
    if not (scale or climb):
        return False
    for n, e in nb[s]:
        b = blk[e]
        if ((b == 2 and scale) or (b == 3 and climb)) and occ[n] >= 0 and teams[occ[n]] != teams[i]:
            return True
    return False


# The value of a position where a side has just ended its turn and the other is to move, fitted
# to game results by logistic regression ("Texel tuning", scripts/fit_turn_end.py): the log-odds
# that the side that has just moved wins are TURN_END_FIT . (material, its kill chance next turn,
# the other side's kill chance now, progress, hunt), the terms of evaluate_position. These weights
# are the fit to the first 15,731 turn ends of 150 games of greedy against greedy with 10% random
# moves (its intercept, 0.014, dropped: the sides are symmetric). The script on all 19,260 rows
# gives 1.91, -0.49, -0.50, 0.76, -0.14; held out, a log loss of 0.434 against 0.533 for
# evaluate_position read as a probability and 0.693 for a coin. Being close to the enemy, or
# threatening it while it moves first, is worth less than evaluate's weights say.
TURN_END_FIT = (2.055, -0.365, -0.535, 0.572, -0.201)
# What the turn solver uses at the end of a dice phase (docs/ai.md, "Battlegates"): the fit, with
# the other side's kill chance weighed -1.5 instead of -0.535. The fit measures how that chance
# went with results between greedy players; a solver that chooses its ends by the value walks into
# whatever the value underprices (with the fitted weight and the press below, 19-20-1 against
# greedy; with -1.5, 25-14-1; with -2.5, 22-16-2; 40 games each).
TURN_END = (2.055, -0.365, -1.5, 0.572, -0.201)
# Pressing: the solver's ends are also pulled towards the enemy along the paths open now, so that a
# game is won by killing (seed: "The winner of the game is the last person to have character pieces
# on the board"), not at the turn limit. While a side is not ahead, only up to STAGE steps away: no
# roll of the die (at most 4) reaches that far, so it waits there for the enemy to step within its
# reach; once ahead by a character it goes all the way in, a trade bringing the end nearer (two
# against one becomes one against none). The pull is PRESS + PRESS_AHEAD per character ahead, in
# log-odds, times path_closeness. Chosen by matches against greedy (docs/ai.md).
PRESS = 1.0
PRESS_AHEAD = 1.0
PRESS_RANGE = 12  # steps from which the pull begins
STAGE = 5


def turn_end_features(f, team) -> tuple | None:
    """(material, its kill chance next turn, the other side's kill chance now, progress, hunt) of
    `team` in `f`, the terms of evaluate_position; None if a side has no characters left."""
    terms = _terms(f, team)
    if terms is None:
        return None
    material, progress, near, engaged = terms
    mine_t, theirs_t = _kill_chances(f, team, engaged, False)
    army = f.t.army_size
    return material, mine_t, theirs_t, progress / army, near / army


def path_closeness(f, team, stage: int = 0) -> float:
    """How close `team`'s characters stand to the nearest enemy along the paths open now (walls and
    gates where they stand; characters not in the way), in [0, 1]: the mean over them of
    (PRESS_RANGE - steps) / PRESS_RANGE, the steps counted as no fewer than `stage` and no more
    than PRESS_RANGE."""
    t = f.t
    nb = geo(t.su).nb
    blk, pos, teams = f.blk, f.pos, t.char_team
    far = PRESS_RANGE
    dist = {s: 0 for i, s in enumerate(pos) if s >= 0 and teams[i] != team}  # a breadth-first search from the enemies
    frontier = list(dist)
    d = 0
    while frontier and d < far:
        d += 1
        nxt = []
        for cur in frontier:
            for n, e in nb[cur]:
                if not blk[e] and n not in dist:
                    dist[n] = d
                    nxt.append(n)
        frontier = nxt
    mine = [s for i, s in enumerate(pos) if s >= 0 and teams[i] == team]
    if not mine:
        return 0.0
    return sum(far - max(stage, dist.get(s, far)) for s in mine) / (far * len(mine))


def turn_end_value(f, seat: int) -> float:
    """How good `f` is for `seat`'s side, when that side has just ended its turn, in [-1, 1]
    (tanh of half the log-odds, TURN_END and the press: twice the winning chance minus one)."""
    su = f.t.su
    team = su.team[su.seat_castles[seat][0]]
    x = turn_end_features(f, team)
    if x is None:
        return _one_side_left(f, team)
    lead = x[0]
    pull = (PRESS + PRESS_AHEAD * max(0.0, lead)) * path_closeness(f, team, 0 if lead > 0.5 else STAGE)
    return tanh(0.5 * (sum(w * v for w, v in zip(TURN_END, x)) + pull))
