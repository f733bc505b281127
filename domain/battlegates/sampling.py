"""What an AI seat does not see, sampled (determinize), and the set-up policy that builds a maze.

Before the reveal a seat sees only its own castles' halves, during play not the other hands nor
the deck order. `sample_hidden` rebuilds both from what the seat sees and an rng: every other
unrevealed castle gets the same number of set-up items placed by `policy_setup`, then the unseen
cards (the whole deck minus the seat's visible hands and the public discard pile, sorted) are
shuffled and dealt into the hidden hands and the deck. Battlegates.determinize calls it, and the
fast path (fast.py) does the same on its own position (policy_choices for each hidden castle in
order, then deal_unseen), so they draw the same things from the same rng.

The set-up policy (docs/rules/battlegates.md, "AI"): the army on its portals in random order;
then each piece is the best of a few random legal spots by `maze_score`: cover facing the enemy
a few rows in front of the army, spread out so that no chain of pieces closes the board, never
next to the portals or the Keep. A search over ~400 placements a move cannot tell a good maze
from a bad one within a budget, so the AI's own maze follows the same score (evaluate during the
set-up is the maze score) and the opponent's unseen maze is sampled from the policy.
"""
from __future__ import annotations

from typing import NamedTuple

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


class Candidate(NamedTuple):
    """A spot the set-up policy may draw for one kind of piece in one castle's region, with what
    placement.wall_problem / gate_problem (the castle's own pieces only) and maze_score read of
    it, as bitmasks over edges and posts (see _Layout)."""

    spot: object  # a wall's edge, or a gate's (post, dir)
    edges: int  # the edges it covers, plus MazeTables.refused where the board alone refuses it
    posts: int  # the posts its ends stand on (a wall's two), or its hinge (a gate)
    rule: int  # which posts refuse it: WALL_RULE, GATE_RULE, or CLOSING_RULE (a gate closing an entrance)
    value: float  # its edges' scores, summed as maze_score sums them
    touches: int  # piece_posts: the posts it stands on or touches


WALL_RULE, GATE_RULE, CLOSING_RULE = 0, 1, 2  # Candidate.rule: an index into _Layout.block


class MazeTables:
    """Per set-up and castle: the score of covering each edge (maze_score), the posts next to the
    portals and the Keep, and the candidate spots of each kind of piece. Bitmask tables (computed
    once, read by maze_scores and the set-up policy): each edge's bit and its posts' bits, each
    piece's score per castle, and per castle and kind the spots as Candidates."""

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
        self.edge_bit = [1 << e for e in range(g.N_EDGES)]
        self.refused = 1 << g.N_EDGES  # an edge bit beyond the board: always covered (_Layout)
        self.wall_posts = [_bits(g.EDGE_POSTS[e]) for e in range(g.N_EDGES)]  # a wall's two posts
        self.gate_posts = {L: [[_bits(piece_posts(g, edges)) if edges else 0 for edges in per_dir]
                               for per_dir in g.GATE_EDGES[L]] for L in (1, 2)}
        # maze_score's terms of each piece per castle: an edge's score (0 outside the region) and a
        # gate's edges' scores summed. Every score is a multiple of 0.5 well within a float's
        # precision, so these sums are exact and maze_scores adds them in any order to the same total.
        self.wall_value = [[score.get(e, 0.0) for e in range(g.N_EDGES)] for score in self.edge_score]
        self.gate_value = [{L: [[sum(score.get(e, 0.0) for e in edges) if edges else 0.0 for edges in per_dir]
                                for per_dir in g.GATE_EDGES[L]] for L in (1, 2)} for score in self.edge_score]
        self.candidates = [self._candidates(g, c) for c in range(su.n_castles)]

    def placed(self, kind, spot) -> Candidate:
        """The Candidate of a piece already standing on `spot` (a wall's edge, a gate's (post, dir))."""
        g = self.su.g
        if kind == 0:
            return Candidate(spot, self.edge_bit[spot], self.wall_posts[spot], WALL_RULE, 0.0, self.wall_posts[spot])
        p, d = spot
        edges = g.GATE_EDGES[kind][p][d]
        closes = kind == 1 and edges[0] in g.ALL_ENTRANCES
        return Candidate(spot, _bits(edges), 1 << p, CLOSING_RULE if closes else GATE_RULE, 0.0,
                         self.gate_posts[kind][p][d])

    def _candidates(self, g, c) -> dict:
        """{kind: [Candidate]} of castle c, in the order of its spots."""
        table = self.edge_score[c]
        out = {0: [Candidate(e, self.edge_bit[e] | (self.refused if e in g.ALL_ENTRANCES or e in g.ALLEY else 0),
                             self.wall_posts[e], WALL_RULE, sum(table.get(x, 0.0) for x in (e,)), self.wall_posts[e])
                   for e in self.spots[c][0]]}
        for L in (1, 2):
            rows = []
            for p, d in self.spots[c][L]:
                edges = g.GATE_EDGES[L][p][d]
                on_entrance = any(e in g.ALL_ENTRANCES for e in edges)
                refused = self.refused if on_entrance and L == 2 else 0  # a long gate never closes an entrance
                rule = CLOSING_RULE if on_entrance else GATE_RULE
                rows.append(Candidate((p, d), _bits(edges) | refused, 1 << p, rule,
                                      sum(table.get(e, 0.0) for e in edges), self.gate_posts[L][p][d]))
            out[L] = rows
        return out


def _bits(items) -> int:
    """The bitmask of a collection of small ints (edges or posts)."""
    m = 0
    for x in items:
        m |= 1 << x
    return m


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
    return maze_scores(su, walls, gates)[castle]


def maze_scores(su, walls, gates) -> list[float]:
    """maze_score of every castle, in one pass over the pieces. A post with k of a castle's pieces
    costs k - 1 pieces: summed over posts, the posts its pieces touch counted with repeats minus
    those counted once (the union of their post bitmasks)."""
    n = su.n_castles
    if not walls and not gates:
        return [0.0] * n
    mt = maze_tables(su)
    total, count, union = [0.0] * n, [0] * n, [0] * n
    wall_value, wall_posts = mt.wall_value, mt.wall_posts
    for c, e in walls:
        total[c] += wall_value[c][e]
        count[c] += 2
        union[c] |= wall_posts[e]
    gate_value, gate_posts = mt.gate_value, mt.gate_posts
    for c, length, p, d in gates:
        if p >= 0:
            total[c] += gate_value[c][length][p][d]
            posts = gate_posts[length][p][d]
            count[c] += posts.bit_count()
            union[c] |= posts
    return [total[c] - SHARED * (count[c] - union[c].bit_count()) for c in range(n)]


def policy_setup(su, castle, n, chars, walls, gates, rng) -> None:
    """Place the castle's first n set-up items by the set-up policy (in place: chars [[castle, kind,
    square]], walls [[castle, edge]], gates [[castle, length, post, dir]])."""
    ids = [i for i, c in enumerate(chars) if c[0] == castle]
    kinds = [c[1] for c in chars]
    own_walls = [w[1] for w in walls if w[0] == castle]
    own_gates = [(x[1], x[2], x[3]) for x in gates if x[0] == castle]
    army, new_walls, new_gates = policy_choices(su, castle, n, ids, kinds, own_walls, own_gates, rng)
    for i, square in army:
        chars[i] = [castle, chars[i][1], square]
    walls.extend([castle, e] for e in new_walls)
    gates.extend([castle, length, p, d] for length, p, d in new_gates)


def policy_choices(su, castle, n, ids, kinds, own_walls, own_gates, rng) -> tuple[list, list, list]:
    """What the set-up policy places as the castle's first n set-up items: ([(character, square)],
    new walls [edge], new gates [(length, post, dir)]). `ids`: the castle's characters in id order,
    `kinds`: the kind of each character by id, `own_walls` [edge] and `own_gates` [(length, post,
    dir)]: what the castle has placed already. Its legality checks are placement.wall_problem and
    gate_problem on the castle's own pieces (placement.Layout(castle=...)), over bitmasks."""
    g = su.g
    army = min(n, su.per_castle)
    squares = rng.shuffled(g.PORTALS[castle])
    chosen = rng.shuffled(ids)[:army]
    if army == len(ids):  # the whole army, in id order
        placed = list(zip(ids, squares))
    else:
        count = {}
        for i in chosen:
            count[kinds[i]] = count.get(kinds[i], 0) + 1
        placed = []
        for i in ids:  # as setup_character does: the characters of a kind are placed in id order
            if count.get(kinds[i], 0) > 0:
                count[kinds[i]] -= 1
                placed.append((i, squares[len(placed)]))
    new_walls, new_gates = [], []
    pieces = n - army
    if pieces <= 0:
        return placed, new_walls, new_gates
    mt = maze_tables(su)
    lay = _Layout(mt, own_walls, own_gates)
    left = [su.n_walls, su.n_gates, su.n_longs]
    left[0] -= len(own_walls)
    for x in own_gates:
        left[x[0]] -= 1
    rows = mt.candidates[castle]
    randbelow = rng.randbelow
    for _ in range(pieces):
        # the kinds are drawn from one list holding left[kind] of each kind in turn
        n_walls, n_short, n_all = left[0], left[0] + left[1], left[0] + left[1] + left[2]
        covered, block, touched = lay.covered, lay.block, lay.touched
        best = None
        tries = 0
        while best is None or tries < CANDIDATES:
            tries += 1
            if best is None and tries > 500:  # (never seen) no random legal spot: take the first legal one
                best = _first_legal(lay, rows, left)
                break
            k = randbelow(n_all)
            kind = 0 if k < n_walls else (1 if k < n_short else 2)
            options = rows[kind]
            row = options[randbelow(len(options))]
            _, edges, posts, rule, value, touches = row
            if edges & covered or posts & block[rule]:  # not lay.allows(row)
                continue
            value -= SHARED * (touches & touched).bit_count()
            if best is None or value > best[0]:
                best = (value, kind, row)
        _, kind, row = best
        left[kind] -= 1
        lay.add(row)
        if kind == 0:
            new_walls.append(row.spot)
        else:
            new_gates.append((kind, row.spot[0], row.spot[1]))
    return placed, new_walls, new_gates


class _Layout:
    """placement.Layout's fields for one castle's own pieces (the set-up sees only those), as
    bitmasks: covered edges (with MazeTables.refused, so the spots the board alone refuses are
    always covered), posts holding a wall end, hinge posts with one gate and with two, posts of
    gates closing an entrance; and the posts the pieces touch (maze_score's shared posts).

    A Candidate is allowed (wall_problem / gate_problem is None) while none of its edges is covered
    and none of its posts is in `block[rule]`: a wall's ends not on the hinge of a gate closing an
    entrance; a gate's hinge not that either, nor holding two gates; a gate closing an entrance
    alone on its post (no gate, no wall's end there)."""

    __slots__ = ("covered", "wall_posts", "hinged", "full", "ent_posts", "touched", "block")

    def __init__(self, mt, own_walls, own_gates):
        self.covered = mt.refused
        self.wall_posts = self.hinged = self.full = self.ent_posts = self.touched = 0
        self.block = [0, 0, 0]
        for e in own_walls:
            self.add(mt.placed(0, e))
        for length, p, d in own_gates:
            if p >= 0:
                self.add(mt.placed(length, (p, d)))

    def allows(self, row) -> bool:
        """placement.wall_problem / gate_problem is None for this Candidate."""
        return not (row.edges & self.covered or row.posts & self.block[row.rule])

    def add(self, row) -> None:
        """Place the piece (placement.Layout's add_wall / add_gate, and its touched posts)."""
        self.covered |= row.edges
        self.touched |= row.touches
        if row.rule == WALL_RULE:
            self.wall_posts |= row.posts
        else:
            hinge = row.posts
            self.full |= self.hinged & hinge
            self.hinged |= hinge
            if row.rule == CLOSING_RULE:
                self.ent_posts |= hinge
        taken = self.ent_posts | self.full
        self.block = [self.ent_posts, taken, taken | self.hinged | self.wall_posts]


def _first_legal(lay, rows, left):
    """(0.0, kind, Candidate): the first legal spot of the first kind with pieces left."""
    for kind in (0, 1, 2):
        if left[kind] <= 0:
            continue
        for row in rows[kind]:
            if lay.allows(row):
                return 0.0, kind, row
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
