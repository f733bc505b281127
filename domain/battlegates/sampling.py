"""What an AI seat does not see, sampled (determinize), and the set-up policy that builds a maze.

Before the reveal a seat sees only its own castles' halves, during play not the other hands nor
the deck order. `sample_hidden` rebuilds both from what the seat sees and an rng: every other
unrevealed castle gets the same number of set-up items placed by `policy_setup`, then the unseen
cards (the whole deck minus the seat's visible hands and the public discard pile, sorted) are
shuffled and dealt into the hidden hands and the deck. Battlegates.determinize and the fast path
(fast.py) both call it, so they draw the same things from the same rng.

The set-up policy (docs/rules/battlegates.md, "AI"): the army on its portals in random order;
then each piece is the best of a few random legal spots by `maze_score`: cover facing the enemy
a few rows in front of the army, spread out so that no chain of pieces closes the board, never
next to the portals or the Keep. A search over ~400 placements a move cannot tell a good maze
from a bad one within a budget, so the AI's own maze follows the same score (evaluate during the
set-up is the maze score) and the opponent's unseen maze is sampled from the policy.
"""
from __future__ import annotations

from typing import NamedTuple

from .placement import gate_problem, wall_problem
from .state import UNPLACED

CANDIDATES = 3  # random legal spots compared per piece by the set-up policy
SHARED = 1.5  # maze_score's cost of two pieces on one post


class Hidden(NamedTuple):
    """A sample of what a seat cannot see: the board's pieces (None: nothing was hidden), hands, deck."""

    chars: list | None
    walls: list | None
    gates: list | None
    hands: list
    deck: list


class MazeTables:
    """Per set-up and castle: the score of covering each edge (maze_score), the posts next to the
    portals and the Keep, and the candidate spots of each kind of piece."""

    def __init__(self, su):
        g = su.g
        self.su = su
        self.edge_score = []
        self.spots = []  # per castle: {0: walls [edge], 1: gates [(post, dir)], 2: long gates}
        for c in range(su.n_castles):
            region = g.REGION_EDGES[c]
            keep = g.KEEP[c]
            kx, ky = g.sq_xy(keep)
            near = {keep} | {g.SQ_NEXT[keep][d] for d in (1, 3)} | set(g.PORTALS[c])
            score = {}
            for e in region:
                a, b = g.EDGE_SQUARES[e]
                (ax, ay), (bx, by) = g.sq_xy(a), g.sq_xy(b)
                depth = max(abs(ay - ky), abs(by - ky))  # rows in front of the Keep
                if ax == bx:  # a horizontal edge: it stops arrows and steps coming from the enemy
                    s = {5: 2.0, 4: 2.0, 3: 1.0}.get(depth, 0.0)
                else:
                    s = 0.5 if depth >= 3 else 0.0
                if a in near or b in near:
                    s -= 2.0
                score[e] = s
            self.edge_score.append(score)
            walls = sorted(region)
            gates = {L: [(p, d) for p in sorted(g.REGION_POSTS[c]) for d in range(4)
                         if g.GATE_EDGES[L][p][d] and all(e in region for e in g.GATE_EDGES[L][p][d])]
                     for L in (1, 2)}
            self.spots.append({0: walls, 1: gates[1], 2: gates[2]})


_MAZE: dict[str, MazeTables] = {}


def maze_tables(su) -> MazeTables:
    """The set-up's MazeTables (built on first use)."""
    t = _MAZE.get(su.name)
    if t is None:
        t = _MAZE[su.name] = MazeTables(su)
    return t


def piece_posts(g, edges) -> set:
    """The posts a piece covering `edges` stands on or touches."""
    return {p for e in edges for p in g.EDGE_POSTS[e]}


def maze_score(su, castle, walls, gates) -> float:
    """How well a castle's pieces cover its army (edge scores), minus SHARED for each extra piece
    on a post (chains of pieces close the board and stall the game)."""
    g = su.g
    table = maze_tables(su).edge_score[castle]
    total = 0.0
    posts = {}
    pieces = [(w[1],) for w in walls if w[0] == castle]
    pieces += [g.GATE_EDGES[x[1]][x[2]][x[3]] for x in gates if x[0] == castle and x[2] >= 0]
    for edges in pieces:
        for e in edges:
            total += table.get(e, 0.0)
        for p in piece_posts(g, edges):
            posts[p] = posts.get(p, 0) + 1
    return total - SHARED * sum(n - 1 for n in posts.values() if n > 1)


class _CastleLayout:
    """placement.Layout's fields for one castle's own pieces (the set-up sees only those)."""

    __slots__ = ("state", "castle", "covered", "hinges", "wall_posts", "ent_posts")

    def __init__(self, g, castle, walls, gates):
        self.state, self.castle = None, castle
        self.covered, self.hinges, self.wall_posts, self.ent_posts = set(g.FIXED), {}, set(), set()
        for w in walls:
            if w[0] == castle:
                self.add_wall(g, w[1])
        for x in gates:
            if x[0] == castle and x[2] >= 0:
                self.add_gate(g, x[1], x[2], x[3])

    def add_wall(self, g, e) -> None:
        self.covered.add(e)
        self.wall_posts.update(g.EDGE_POSTS[e])

    def add_gate(self, g, length, p, d) -> None:
        edges = g.GATE_EDGES[length][p][d]
        self.covered.update(edges)
        self.hinges[p] = self.hinges.get(p, 0) + 1
        if length == 1 and edges[0] in g.ALL_ENTRANCES:
            self.ent_posts.add(p)


def policy_setup(su, castle, n, chars, walls, gates, rng) -> None:
    """Place the castle's first n set-up items by the set-up policy (in place: chars [[castle, kind,
    square]], walls [[castle, edge]], gates [[castle, length, post, dir]])."""
    g = su.g
    mt = maze_tables(su)
    ids = [i for i, c in enumerate(chars) if c[0] == castle]
    portals = g.PORTALS[castle]
    army = min(n, su.per_castle)
    squares = rng.shuffled(portals)
    count = {}
    for i in rng.shuffled(ids)[:army]:
        count[chars[i][1]] = count.get(chars[i][1], 0) + 1
    placed = []
    for i in ids:  # as setup_character does: the characters of a kind are placed in id order
        if count.get(chars[i][1], 0) > 0:
            count[chars[i][1]] -= 1
            placed.append(i)
    for k, i in enumerate(placed):
        chars[i] = [castle, chars[i][1], squares[k]]
    pieces = n - army
    if pieces <= 0:
        return
    lay = _CastleLayout(g, castle, walls, gates)
    left = {0: su.n_walls, 1: su.n_gates, 2: su.n_longs}
    for w in walls:
        if w[0] == castle:
            left[0] -= 1
    for x in gates:
        if x[0] == castle:
            left[x[1]] -= 1
    spots = mt.spots[castle]
    table = mt.edge_score[castle]
    touched = set()
    for w in walls:
        if w[0] == castle:
            touched.update(g.EDGE_POSTS[w[1]])
    for x in gates:
        if x[0] == castle and x[2] >= 0:
            touched.update(piece_posts(g, g.GATE_EDGES[x[1]][x[2]][x[3]]))
    for _ in range(pieces):
        kinds = [k for k in (0, 1, 2) for _ in range(left[k])]
        best = None
        tries = 0
        while best is None or tries < CANDIDATES:
            tries += 1
            if best is None and tries > 500:  # (never seen) no random legal spot: take the first legal one
                best = _first_legal(g, lay, spots, left)
                break
            kind = kinds[rng.randbelow(len(kinds))]
            options = spots[kind]
            spot = options[rng.randbelow(len(options))]
            if kind == 0:
                if wall_problem(g, lay, spot) is not None:
                    continue
                edges = (spot,)
            else:
                if gate_problem(g, lay, spot[0], spot[1], kind) is not None:
                    continue
                edges = g.GATE_EDGES[kind][spot[0]][spot[1]]
            value = sum(table.get(e, 0.0) for e in edges)
            posts = piece_posts(g, edges)
            value -= SHARED * sum(1 for p in posts if p in touched)
            if best is None or value > best[0]:
                best = (value, kind, spot, posts)
        _, kind, spot, posts = best
        left[kind] -= 1
        touched.update(posts)
        if kind == 0:
            walls.append([castle, spot])
            lay.add_wall(g, spot)
        else:
            gates.append([castle, kind, spot[0], spot[1]])
            lay.add_gate(g, kind, spot[0], spot[1])


def _first_legal(g, lay, spots, left):
    for kind in (0, 1, 2):
        if left[kind] <= 0:
            continue
        for spot in spots[kind]:
            if kind == 0 and wall_problem(g, lay, spot) is None:
                return 0.0, 0, spot, piece_posts(g, (spot,))
            if kind and gate_problem(g, lay, spot[0], spot[1], kind) is None:
                return 0.0, kind, spot, piece_posts(g, g.GATE_EDGES[kind][spot[0]][spot[1]])
    raise ValueError("no legal set-up spot left")  # pragma: no cover - the board always has room


def unseen_cards(su, seat, hands, discard) -> list:
    """The cards `seat` cannot place: the whole deck minus the hands it sees and the discard pile, sorted."""
    pool = list(su.deck)
    for h, cards in enumerate(hands):
        if seat in su.hand_seats[h]:
            for card in cards:
                pool.remove(card)
    for card in discard:
        pool.remove(card)
    return sorted(pool)


def deal_unseen(su, seat, hands, pool, deck_size, rng) -> tuple[list, list]:
    """(hands, deck): the hands `seat` sees kept, the others and the deck dealt from the shuffled pool."""
    pool = rng.shuffled(pool)
    out, k = [], 0
    for h, cards in enumerate(hands):
        if seat in su.hand_seats[h]:
            out.append(list(cards))
        else:
            out.append(pool[k:k + len(cards)])
            k += len(cards)
    return out, pool[k:k + deck_size]


def sample_hidden(su, seat, revealed, chars, walls, gates, placed, hands, discard, deck_size, rng,
                  pool=None) -> Hidden:
    """What `seat` cannot see, sampled: the other castles' set-ups before the reveal (rebuilt by the
    set-up policy with as many items as they have placed), then the unseen cards. Reads only what
    the seat sees: its own castles' chars and pieces, its hands, the sizes, the discard pile.
    `pool`: unseen_cards(...) when the caller has it already."""
    new_chars = new_walls = new_gates = None
    if not revealed:
        mine = set(su.seat_castles[seat])
        new_chars = [c if c[0] in mine else [c[0], c[1], UNPLACED] for c in chars]
        new_walls = [w for w in walls if w[0] in mine]
        new_gates = [x for x in gates if x[0] in mine]
        for c in range(su.n_castles):
            if c not in mine:
                policy_setup(su, c, placed[c], new_chars, new_walls, new_gates, rng)
    if pool is None:
        pool = unseen_cards(su, seat, hands, discard)
    new_hands, deck = deal_unseen(su, seat, hands, pool, deck_size, rng)
    return Hidden(new_chars, new_walls, new_gates, new_hands, deck)
