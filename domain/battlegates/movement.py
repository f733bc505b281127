"""How characters move and shoot: a step of the dice phase (walls, visited squares, friends, the
Keep, ground attacks with the exact roll), using the whole roll, going over an obstacle with a
card, and arrows.

"The roll may be split over as many character pieces as you would like but all moves awarded must
be used." A step is allowed only if the points left after it can still all be used by some
continuation, whenever the roll can be used in full at all (an arrow uses the whole roll); when it
cannot, only steps keeping the most points usable are allowed, and what cannot be used is
forfeited. DicePosition searches the rest of the roll (at most three more steps) by making and
unmaking steps on a small mutable copy of the position.
"""
from __future__ import annotations

from . import board as B
from .state import DIRECTION_WORDS, Refusal, alive, blocked, character, edge_holder, enemies, occupant, setup_of

# why a step is not allowed (the words are built only for a refused move: see step_refusal)
NO_POINTS, WALLED, VISITED, FRIEND, EMPTY_KEEP, NOT_EXACT = (
    "no points", "walled", "visited", "friend", "empty keep", "not exact")


class DicePosition:
    """One castle's dice phase as a mutable position: where the characters stand, the squares each
    of the castle's characters has visited, who has moved, the points left."""

    __slots__ = ("g", "walls", "at", "occ", "own", "visited", "movers", "left", "foes", "team", "mine", "per")

    def __init__(self, state, castle):
        su = setup_of(state)
        self.g, self.team, self.per = su.g, su.team, su.per_castle
        self.mine = mine = su.team[castle]
        self.walls = blocked(state)
        self.at, self.occ, self.own, self.foes = {}, {}, [], 0
        team = su.team
        for i, c in enumerate(state["chars"]):
            if c[2] >= 0:
                self.at[i] = c[2]
                self.occ[c[2]] = i
                if c[0] == castle:
                    self.own.append(i)
                elif team[c[0]] != mine:
                    self.foes += 1
        vis = state["visited"]
        self.visited = {i: set(vis.get(str(i), ())) for i in self.own}
        self.movers = list(state["movers"])
        self.left = state["left"]

    # --- one step ---------------------------------------------------------------------------
    def step(self, i, d):
        """(target, victim or None) for character i stepping d, or the code of the rule it breaks."""
        if self.left <= 0:
            return NO_POINTS
        g = self.g
        s = self.at[i]
        t = g.SQ_NEXT[s][d]
        if t < 0 or g.SQ_EDGE[s][d] in self.walls:
            return WALLED
        if t in self.visited[i]:
            return VISITED
        occ = self.occ.get(t)
        owner = g.KEEP_OWNER.get(t)
        if occ is None:
            if owner is not None and self.team[owner] != self.mine:
                return EMPTY_KEEP  # an enemy castle is entered only to kill the Keep's occupant
            return t, None
        theirs = self.team[occ // self.per]
        if theirs == self.mine:
            return FRIEND
        if owner is not None and self.team[owner] == theirs:
            return t, occ  # entering a castle kills the Keep's occupant: no exact roll needed
        if self.left == 1 and all(m == i for m in self.movers):
            return t, occ
        return NOT_EXACT

    def steps(self, first=None):
        """Every step allowed now, ignoring the rest of the roll: (char, dir, target, victim), in
        character order (character `first` first: the search tries the mover that just stepped)."""
        order = self.own if first is None else [first] + [i for i in self.own if i != first]
        for i in order:
            for d in range(4):
                r = self.step(i, d)
                if type(r) is tuple:
                    yield i, d, r[0], r[1]

    def make(self, i, t, victim):
        """Step character i to t (killing victim); returns what unmake needs."""
        s = self.at[i]
        vis = self.visited[i]
        fresh = s not in vis
        vis.add(s)
        vis.add(t)
        if victim is not None:
            del self.at[victim]
            self.foes -= 1
        del self.occ[s]
        self.occ[t] = i
        self.at[i] = t
        new = i not in self.movers
        if new:
            self.movers.append(i)
        self.left -= 1
        return i, s, t, victim, fresh, new

    def unmake(self, undo) -> None:
        """Take back a step made by make."""
        i, s, t, victim, fresh, new = undo
        self.left += 1
        if new:
            self.movers.pop()
        self.at[i] = s
        self.occ[s] = i
        if victim is None:
            del self.occ[t]
        else:
            self.at[victim] = t
            self.occ[t] = victim
            self.foes += 1
        vis = self.visited[i]
        vis.discard(t)
        if fresh:
            vis.discard(s)

    # --- the rest of the roll ---------------------------------------------------------------
    def finish(self, first=None):
        """Steps [(char, dir)] using every point left, or None when there are none (a step that
        kills the last enemy ends the game: nothing more is needed)."""
        if self.left == 0 or self.foes == 0:
            return []
        for i, d, t, v in self.steps(first):
            undo = self.make(i, t, v)
            rest = self.finish(i)
            self.unmake(undo)
            if rest is not None:
                return [(i, d)] + rest
        return None

    def most(self, first=None) -> int:
        """The most points of those left that steps can use."""
        if self.left == 0 or self.foes == 0:
            return self.left
        best = 0
        for i, d, t, v in self.steps(first):
            undo = self.make(i, t, v)
            n = 1 + self.most(i)
            self.unmake(undo)
            if n > best:
                best = n
                if best == self.left:
                    break
        return best

    def after(self, step, search):
        """What `search` (finish or most) gives after `step` (char, dir, target, victim)."""
        undo = self.make(step[0], step[2], step[3])
        out = search(step[0])
        self.unmake(undo)
        return out

    def walk(self, j, n):
        """The squares of a walk of n steps of character j alone onto empty squares, or None."""
        if n == 0:
            return []
        for d in range(4):
            r = self.step(j, d)
            if type(r) is tuple and r[1] is None:
                undo = self.make(j, r[0], None)
                rest = self.walk(j, n - 1)
                self.unmake(undo)
                if rest is not None:
                    return [r[0]] + rest
        return None

    def legal_steps(self, can_shoot: bool) -> list:
        """The steps allowed now: the ones after which the rest of the roll can still be used in
        full, when it can be at all (by steps or by an arrow); otherwise those using the most."""
        cands = list(self.steps())
        if self.left <= 1 or not cands:
            return cands
        # A shortcut for the common case: a character j that can walk the rest of the roll alone
        # onto empty squares still can after another character's step, unless that step lands on
        # the walk (it only frees one square and fills one).
        walks = []
        for j in self.own:
            w = self.walk(j, self.left - 1)
            if w is not None:
                walks.append((j, w))
                if len(walks) == 2:
                    break
        full = []
        for c in cands:
            for j, w in walks:
                if j != c[0] and c[2] not in w:
                    full.append(c)
                    break
            else:
                if self.after(c, self.finish) is not None:
                    full.append(c)
        if full or can_shoot:
            return full
        counts = [self.after(c, self.most) for c in cands]
        top = max(counts)
        return [c for c, n in zip(cands, counts) if n == top]

    def is_legal_step(self, step, can_shoot: bool) -> bool:
        """Whether a step allowed by the board is allowed by the whole-roll rule (legal_steps, for one)."""
        if self.left <= 1 or self.after(step, self.finish) is not None:
            return True
        return any(c[:2] == step[:2] for c in self.legal_steps(can_shoot))


def shots(state, castle, walls) -> list[dict]:
    """The shots of the castle's archers: only before any step (the arrow uses the whole roll)."""
    if state["left"] != state["roll"] or state["movers"]:
        return []
    g = setup_of(state).g
    out = []
    for i in alive(state, castle):
        if state["chars"][i][1] == "archer":
            s = state["chars"][i][2]
            for d in range(4):
                if g.SQ_EDGE[s][d] not in walls and arrow_can_enter(state, castle, g.SQ_NEXT[s][d]):
                    out.append({"type": "shoot", "piece": i, "dir": B.DIRS[d]})
    return out


def dice_moves(state, castle) -> list[dict]:
    """The steps and shots of the castle's dice phase."""
    pos = DicePosition(state, castle)
    arrows = shots(state, castle, pos.walls)
    return [{"type": "step", "piece": i, "dir": B.DIRS[d]} for i, d, _, _ in pos.legal_steps(bool(arrows))] + arrows


def has_dice_move(state, castle) -> bool:
    """Whether any step or shot is possible (then some is legal: the whole-roll rule never leaves none)."""
    pos = DicePosition(state, castle)
    return next(pos.steps(), None) is not None or bool(shots(state, castle, pos.walls))


def check_step(state, castle, i, d):
    """(target, victim or None) of a legal step of character i in direction d, or the Refusal."""
    pos = DicePosition(state, castle)
    r = pos.step(i, d)
    if type(r) is not tuple:
        return step_refusal(state, castle, i, d, r)
    step = (i, d) + r
    if pos.is_legal_step(step, bool(shots(state, castle, pos.walls))):
        return r
    return _wasteful(state, castle, pos, step)


def _wasteful(state, castle, pos, step) -> Refusal:
    """Why a step that would waste points of the roll is refused, with a use of the whole roll."""
    g = pos.g
    i, d = step[0], step[1]
    left = pos.left
    line = pos.finish()
    arrows = shots(state, castle, pos.walls)
    said = (f"{character(state, i)} stepping {DIRECTION_WORDS[B.DIRS[d]]} would leave {left - 1} point{'s' if left > 2 else ''} that "
            "could not all be used")
    seed = "\"all moves awarded must be used\""
    if line is not None:
        return Refusal("use the whole roll", f"{said}, but the roll can be used in full ({seed}), for example: "
                                             f"{_line(state, line)}")
    if arrows:
        return Refusal("use the whole roll", f"{said}, but an arrow uses the whole roll ({seed}): shoot with "
                                             f"{character(state, arrows[0]['piece'])}")
    most = pos.most()
    return Refusal("use the whole roll", f"the roll cannot be used in full; {seed}, so the most points that can be "
                                         f"used must be: {most} of {left}, and after {character(state, i)} steps "
                                         f"{DIRECTION_WORDS[B.DIRS[d]]} only {pos.after(step, pos.most)} more could be (on "
                                         f"{g.square_name(step[2])})")


def _line(state, steps) -> str:
    """Steps [(char, dir)] in words: "character 1 E-N, then character 2 N"."""
    runs = []
    for i, d in steps:
        if runs and runs[-1][0] == i:
            runs[-1][1].append(B.DIRS[d])
        else:
            runs.append((i, [B.DIRS[d]]))
    return ", then ".join(f"{character(state, i)} {', '.join(DIRECTION_WORDS[x] for x in ds)}" for i, ds in runs)


def step_refusal(state, castle, i, d, code) -> Refusal:
    """The words for a step the board does not allow (code from DicePosition.step)."""
    su = setup_of(state)
    g = su.g
    s = state["chars"][i][2]
    t = g.SQ_NEXT[s][d]
    goes = f"{character(state, i)} cannot step {DIRECTION_WORDS[B.DIRS[d]]}"
    if code == NO_POINTS:
        return Refusal("dice", "no points of the roll are left")
    if code == WALLED:
        return Refusal("walls and gates", f"{goes}: {edge_holder(state, g.SQ_EDGE[s][d])} is in the way")
    if code == VISITED:
        return Refusal("no square twice", f"{goes}: it already stood on {g.square_name(t)} this turn (\"Character "
                                          "pieces may never ... occupy the same square more than once during a "
                                          "single turn.\")")
    occ = occupant(state, t)
    if code == FRIEND:
        return Refusal("one character per square", f"{goes}: {g.square_name(t)} holds {character(state, occ, at=False)}, of your side")
    if code == EMPTY_KEEP:
        return Refusal("the Keep", f"{goes}: {g.square_name(t)} is an opponent's Keep with nobody in it; you enter an "
                                   "opponent's castle only to kill the character in its Keep")
    why = (f"{state['left']} points are left" if state["left"] > 1 else
           f"character{'s' if len(state['movers']) > 1 else ''} {', '.join(map(str, state['movers']))} moved this turn")
    return Refusal("ground attack", f"{goes}: {g.square_name(t)} holds {character(state, occ, at=False)}, an opponent, and a ground "
                                    "attack needs the exact roll (the last point of a roll this character alone has "
                                    f"moved); {why}")


def arrow_can_enter(state, castle, t) -> bool:
    """Whether an arrow of `castle` may fly into square t (on the board, not an enemy castle)."""
    su = setup_of(state)
    if t < 0:
        return False
    owner = su.g.KEEP_OWNER.get(t)
    return owner is None or not enemies(su, castle, owner)


def arrow_refusal(state, castle, i, d, walls):
    """Why archer i cannot shoot in direction d from where it stands (None: it can)."""
    g = setup_of(state).g
    s = state["chars"][i][2]
    if g.SQ_EDGE[s][d] in walls:
        return Refusal("arrows", f"{character(state, i)} cannot shoot {DIRECTION_WORDS[B.DIRS[d]]}: {edge_holder(state, g.SQ_EDGE[s][d])} is "
                                 "right there")
    if not arrow_can_enter(state, castle, g.SQ_NEXT[s][d]):
        return Refusal("arrows", f"{character(state, i)} cannot shoot {DIRECTION_WORDS[B.DIRS[d]]}: {g.square_name(g.SQ_NEXT[s][d])} is an "
                                 "opponent's Keep (\"An archer may not shoot into an opponent's castle.\")")
    return None


def climb_target(state, castle, i, d, explain=False):
    """The square character i reaches going over the obstacle in direction d; when it may not go,
    None (with `explain`, the Refusal)."""
    su = setup_of(state)
    g = su.g
    s = state["chars"][i][2]
    t = g.SQ_NEXT[s][d]
    over = f"{character(state, i)} cannot go over to the {DIRECTION_WORDS[B.DIRS[d]]}"
    if t < 0:
        return explain and Refusal("climbing", f"{over}: that is the board's edge") or None
    if t in state["visited"].get(str(i), ()):
        return explain and Refusal("no square twice", f"{over}: it already stood on {g.square_name(t)} this "
                                                      "turn") or None
    occ = occupant(state, t)
    if occ is not None and not enemies(su, castle, su.castle_of(occ)):
        return explain and Refusal("one character per square", f"{over}: {g.square_name(t)} holds "
                                                               f"{character(state, occ, at=False)}, of your side") or None
    owner = g.KEEP_OWNER.get(t)
    if owner is not None and enemies(su, castle, owner) and occ is None:
        return explain and Refusal("the Keep", f"{over}: {g.square_name(t)} is an opponent's Keep with nobody in "
                                               "it") or None
    return t
