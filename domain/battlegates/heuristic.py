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

from itertools import compress
from math import tanh

from .sampling import maze_scores

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
    square (0 at the far end of the board, 1 at an enemy Keep), the hunt value of a distance and
    each character's KIND_VALUE; and kill_chance's bitboards (bit s for square s): per square the
    squares within REACH steps (Manhattan) and those its arrows cross, per team the other teams'
    Keeps, per direction the squares with a neighbour that way and the steps each edge closes."""

    OPEN_KEPT = 4096  # open_masks keeps this many boards' masks (then starts again)

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
        self.char_value = [KIND_VALUE[su.kinds[i % su.per_castle]] for i in range(su.n_castles * su.per_castle)]
        # bitboards
        self.near = [sum(1 << b for b in range(n) if row[b] <= REACH) for row in self.man]
        self.ray_masks = [tuple(sum(1 << sq for sq, _ in ray) for ray in per) for per in self.rays]
        self.enemy_keeps = {team: sum(1 << k for c, k in enumerate(g.KEEP) if su.team[c] != team)
                            for team in set(su.team)}
        self.width = g.W  # a step north adds W to a square, east 1, south -W, west -1
        self.onboard = [0, 0, 0, 0]  # per direction: the squares with a neighbour that way
        self.closes = [[] for _ in range(g.N_EDGES)]  # per edge: the steps it closes, [(direction, square bit)]
        for s in range(n):
            for d in range(4):
                if g.SQ_NEXT[s][d] >= 0:
                    self.onboard[d] |= 1 << s
                    self.closes[g.SQ_EDGE[s][d]].append((d, 1 << s))
        self.edge_ids = range(g.N_EDGES)
        self._open = {}  # bytes of a blk -> open_masks

    def open_masks(self, blk) -> tuple:
        """(north, east, south, west): the squares from which a step that way crosses no wall, gate
        or stone, for the edges' covers `blk` (kept per board: walls and gates seldom move)."""
        key = bytes(blk)
        masks = self._open.get(key)
        if masks is None:
            if len(self._open) >= self.OPEN_KEPT:
                self._open.clear()
            masks = self.onboard[:]
            for e in compress(self.edge_ids, key):  # the covered edges
                for d, b in self.closes[e]:
                    masks[d] &= ~b
            masks = self._open[key] = tuple(masks)
        return masks


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
        for c, s in enumerate(maze_scores(su, f.walls, f.gates)):
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
    board = _remembered(f, "board", _Board)
    return (kill_chance(f, [i for i in engaged if teams[i] == team], on_turn, board),
            kill_chance(f, [i for i in engaged if teams[i] != team], not on_turn, board))


_MISSING = object()  # no value in a memo yet


def _remembered(f, key, make, *args):
    """make(f, *args), kept in the position's memo under `key` (see BattlegatesFast.memo): for
    what depends on the characters and the walls and gates alone."""
    memo = f.memo
    if memo is None:
        memo = f.memo = {}
    out = memo.get(key, _MISSING)
    if out is _MISSING:
        out = memo[key] = make(f, *args)
    return out


def _terms(f, team) -> tuple | None:
    """(material balance, progress balance, hunt balance, the characters within reach of an enemy)
    of `team` in `f`; None if a side has no characters left. Remembered for the position: the
    list of characters is not to be changed."""
    return _remembered(f, ("terms", team), _work_out_terms, team)


def _work_out_terms(f, team) -> tuple | None:
    """_terms, worked out."""
    t = f.t
    gt = geo(t.su)
    man, prog, hunt, value = gt.man, gt.progress, gt.hunt, gt.char_value
    own_prog = prog[team]
    pos = f.pos
    teams = t.char_team
    mine, theirs = [], []
    score = 0.0  # the material balance
    p_sum = 0.0
    for i, s in enumerate(pos):
        if s >= 0:
            if teams[i] == team:
                mine.append(i)
                score += value[i]
                p_sum += own_prog[s]
            else:
                theirs.append(i)
                score -= value[i]
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


# kill_chance's hits as a bitmask over the rolls 1-4 (bit r: a kill with a roll of r)
ALL_ROLLS = 0b11110
FROM_ROLL = [ALL_ROLLS >> r << r for r in range(5)]  # every roll from r on (an arrow, a Keep raid)
EXACT_ROLL = [sum(1 << q for q in range(r, 5, 2)) for r in range(5)]  # r steps, or r + 2 (a detour)
CHANCE = [sum(FACE[r] for r in range(1, 5) if hit >> r & 1) for hit in range(32)]  # the chance of the hits


class _Board:
    """What kill_chance reads of a position, as bitboards over squares (bit s for square s): the
    open steps in each direction (Geo.open_masks), the squares with a character, each team's, and
    those of characters on their own team's Keep; per team as it attacks, `side(team)`."""

    __slots__ = ("open", "occupied", "by_team", "on_own_keep", "enemy_keeps", "_sides")

    def __init__(self, f):
        t = f.t
        gt = geo(t.su)
        self.open = gt.open_masks(f.blk)
        self.enemy_keeps = gt.enemy_keeps
        teams, keep_team = t.char_team, t.keep_team
        occupied = on_own_keep = 0
        by_team = {}
        for i, s in enumerate(f.pos):
            if s >= 0:
                b = 1 << s
                occupied |= b
                tm = teams[i]
                by_team[tm] = by_team.get(tm, 0) | b
                if keep_team[s] == tm:
                    on_own_keep |= b
        self.occupied, self.by_team, self.on_own_keep = occupied, by_team, on_own_keep
        self._sides = {}

    def side(self, team) -> tuple[int, int, int]:
        """(the enemies of team, those of them on their own Keep (a raid kills them with any roll),
        the squares team's characters walk on: empty and not another team's Keep)."""
        out = self._sides.get(team)
        if out is None:
            enemies = self.occupied & ~self.by_team.get(team, 0)
            out = self._sides[team] = (enemies, enemies & self.on_own_keep,
                                       ~self.occupied & ~self.enemy_keeps[team])
        return out


def kill_chance(f, attackers, on_turn: bool, board: _Board | None = None) -> float:
    """The chance that these characters (of one side, each within reach of an enemy) kill one on
    their side's turn: 1 with a Scale/Climb kill at hand; else over the die's faces (the points
    left, once rolled), from where they stand or, with a Scale/Climb card to play first, from the
    other side of an obstacle next to them. `board`: the position's _Board, if the caller has it."""
    if not attackers:
        return 0.0
    t = f.t
    su = t.su
    gt = geo(su)
    nb, rays, ray_masks, near = gt.nb, gt.rays, gt.ray_masks, gt.near
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
    if known is None:
        wanted = ALL_ROLLS  # once every roll kills, nothing more can change the chance
    elif 0 < known <= 4:
        wanted = 1 << known
    else:
        return 0.0
    if board is None:
        board = _Board(f)
    north, east, south, west = board.open
    width = gt.width
    hit = 0  # bit r: a kill with a roll of r
    arrows = not movers
    for i in attackers:
        if movers and (len(movers) > 1 or movers[0] != i):
            continue  # a ground attack is made by the one character that used the whole roll
        me = teams[i]
        enemies, raided, walkable = board.side(me)
        starts = [pos[i]]
        if cards:
            hand = f.hands[su.hand[castle_of[i]]]
            if "scale_wall" in hand or "climb_gate" in hand:
                starts += _climbs(pos[i], "scale_wall" in hand, "climb_gate" in hand, me, occ, blk, nb, keep_team)
        for s in starts:
            if not enemies & near[s]:
                continue  # no enemy within REACH steps: neither an arrow nor a walk reaches one
            if arrows and kinds[i] == "archer":
                for ray, line in zip(rays[s], ray_masks[s]):
                    if not enemies & line:
                        continue
                    k = 0
                    for n, e in ray:
                        k += 1
                        if blk[e] or (keep_team[n] >= 0 and keep_team[n] != me):
                            break
                        o = occ[n]
                        if o >= 0:
                            if teams[o] != me:
                                hit |= FROM_ROLL[k]
                            break
            # ground attacks and Keep raids: a breadth-first search up to 4 steps over empty squares,
            # a whole ring of squares at a time; an enemy reached in this many steps is killed by
            # an exact roll (this many steps or two more, a detour), on its own Keep by any roll
            seen = 1 << s | 1 << pos[i]
            frontier = 1 << s
            for depth in range(1, 5):
                ring = ((frontier & north) << width | (frontier & east) << 1 | (frontier & south) >> width
                        | (frontier & west) >> 1) & ~seen
                seen |= ring
                foes = ring & enemies
                if foes:
                    if foes & raided:
                        hit |= FROM_ROLL[depth]
                    if foes & ~raided:
                        hit |= EXACT_ROLL[depth]
                frontier = ring & walkable
                if not frontier:
                    break
            if hit & wanted == wanted:
                return 1.0 if known is not None else CHANCE[hit]
    if known is not None:
        return 1.0 if hit & wanted else 0.0
    return CHANCE[hit]


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
    than PRESS_RANGE. Kept in the position's memo: the solver scores an end in 8 samples of the
    hands, which this does not read."""
    return _remembered(f, ("press", team, stage), _path_closeness, team, stage)


def _path_closeness(f, team, stage: int) -> float:
    """path_closeness, worked out."""
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
