"""Battlegates as a picture: the board (or a multi-board set-up), walls, gates, castles, characters.

Drawn from the caller's view only: before the reveal the view holds only the caller's own
castles' walls, gates and characters, so the picture shows only its own half. Row 0 is at the
bottom, as in the rules' coordinates; every square, post and edge a move names is clickable.
Characters carry a letter (G gatekeeper, C crusader, A archer) and their castle's number.
"""
from __future__ import annotations

from html import escape

from domain.battlegates.board import DIRS
from domain.battlegates.setups import SETUPS
from service.table import i18n

from . import svg
from .html import card as html_card
from .html import cards as html_cards
from .html import esc as h
from .html import player_box
from .svg import words

CARD_NAMES = {"scale_wall": "Scale a brick wall", "climb_gate": "Climb a gate", "move_wall": "Move a brick wall",
              "move_gate": "Move a gate", "rotate_90": "Rotate 90°", "rotate_180": "Rotate 180°"}
KIND_LETTER = {"gatekeeper": "G", "crusader": "C", "archer": "A"}
PANEL_W = 300
TOP = 40
MARGIN = 22
UNPLACED, DEAD = -1, -2
OPPOSITE = {"N": "S", "E": "W", "S": "N", "W": "E"}

CSS = """
.sq { fill: #efe9dc; stroke: #d8cfbb; stroke-width: 1; }
.sq.alley { fill: #dfe6ef; }
.sq.misery { fill: #e9d6d6; }
.sq.keep { fill: #cdb88f; }
.stone { stroke: #4b4b4b; stroke-width: 6; stroke-linecap: round; }
.brick { stroke: #9a3b22; stroke-width: 6; stroke-linecap: round; }
.edge { stroke: transparent; stroke-width: 10; }
.edge:hover { stroke: rgba(255, 200, 0, .45); }
.post { fill: #7a7060; }
.portal { fill: none; stroke: #8a7a55; stroke-width: 1.5; stroke-dasharray: 3 2; }
.ch-letter { font-size: 13px; font-weight: bold; text-anchor: middle; fill: #fff; }
.ch-castle { font-size: 8px; text-anchor: middle; fill: #fff; }
.coord { font-size: 9px; fill: #8a8270; text-anchor: middle; }
.ptitle { font-size: 14px; font-weight: bold; }
.pline { font-size: 12px; }
.card { fill: #fffdf5; stroke: #8a7a55; }
.visited { fill: none; stroke: #e0b000; stroke-width: 2; stroke-dasharray: 2 2; pointer-events: none; }
"""


class _Frame:
    """Pixel geometry of one set-up at one cell size."""

    def __init__(self, geometry):
        self.g = geometry
        self.cell = int(min(40, 700 / geometry.W, 820 / geometry.H))
        self.x0, self.y0 = MARGIN, TOP + 12
        self.width = MARGIN * 2 + geometry.W * self.cell
        self.height = self.y0 + geometry.H * self.cell + MARGIN

    def post_px(self, p: int) -> tuple[float, float]:
        px, py = self.g.post_xy(p)
        return self.x0 + px * self.cell, self.y0 + (self.g.H - py) * self.cell

    def sq_px(self, s: int) -> tuple[float, float]:
        """Top-left corner of square s."""
        x, y = self.g.sq_xy(s)
        return self.x0 + x * self.cell, self.y0 + (self.g.H - 1 - y) * self.cell


_FRAMES = {name: _Frame(su.g) for name, su in SETUPS.items()}


def render(game: dict, last_event=None, *, panel: bool = True, lang: str = i18n.DEFAULT) -> str:
    """The Battlegates board as `game`'s caller sees it, its words in `lang`; panel=False: the phone
    layout, the board alone (hands, castles and the roll go to side())."""
    view = game.get("view") or {}
    su = SETUPS.get(view.get("setup") or "single", SETUPS["single"])
    castle_seats = view.get("castle_seats") or list(su.castle_seat)
    if not panel:
        return _phone(game, view, su, castle_seats, _last_squares(su.g, last_event), lang)
    f = _FRAMES[su.name]
    width = f.width + PANEL_W
    height = max(f.height, 520)
    parts = [svg.banner(game, width, lang=lang), _squares(f, view, lang), _edges(f),
             _walls_and_gates(f, view, castle_seats)]
    parts.append(_characters(f, view, castle_seats))
    if not view.get("revealed"):
        parts.append(_divider(f, castle_seats, game.get("your_seat"), lang))
    parts.append(_last(f, last_event))
    parts.append(_panel(game, view, su, f.width + 10, castle_seats, lang))
    return svg.document(width, height, "".join(parts), CSS, title=_title(game, lang))


def _title(game: dict, lang: str) -> str:
    return words(lang, "board.title", game="Battlegates", version=game.get("version", 0))


def _word(lang: str, kind: str, key: str) -> str:
    """A board word of a kind (phase, card, kind, dir) for an id, or the id itself."""
    full = f"board.battlegates.{kind}.{key}"
    return words(lang, full) if full in i18n.catalogue(lang) else key


def _squares(f: _Frame, view: dict, lang: str = i18n.DEFAULT) -> str:
    g = f.g
    c = f.cell
    keeps = set(g.KEEP)
    portals = {s: (castle, j) for castle, ps in enumerate(view.get("portals") or g.PORTALS) for j, s in enumerate(ps)}
    alley = {s for s in range(g.N_SQUARES) if any(e in g.ALLEY for e in g.SQ_EDGE[s])}
    out = []
    for s in range(g.N_SQUARES):
        x, y = f.sq_px(s)
        cls = "sq keep" if s in keeps else "sq misery" if s in g.MISERY else "sq alley" if s in alley else "sq"
        sx, sy = g.sq_xy(s)
        picks = [{"square": s}]
        extra = ""
        if s in portals:
            picks.append({"portal": portals[s][1]})
            extra = (f'<circle class="portal" cx="{x + c / 2}" cy="{y + c / 2}" r="{c / 2 - 4}"/>')
        out.append(f'<g data-square="{s}" data-x="{sx}" data-y="{sy}"{svg.pick(*picks)}>'
                   f'<rect class="{cls}" x="{x}" y="{y}" width="{c}" height="{c}"/>{extra}')
        if s in keeps:
            keep = words(lang, "board.battlegates.keep", n=g.KEEP.index(s) + 1)
            out.append(f'<text class="coord" x="{x + c / 2}" y="{y + 11}">{svg.esc(keep)}</text>')
        out.append("</g>")
    for x in range(g.W):
        px, _ = f.sq_px(g.sq(x, 0))
        out.append(f'<text class="coord" x="{px + c / 2}" y="{f.y0 + g.H * c + 14}">{x}</text>')
    for y in range(g.H):
        _, py = f.sq_px(g.sq(0, y))
        out.append(f'<text class="coord" x="{MARGIN / 2}" y="{py + c / 2 + 3}">{y}</text>')
    return "".join(out)


def _edges(f: _Frame) -> str:
    """Every edge a wall or gate may be put on, clickable; stone walls drawn fixed."""
    g = f.g
    out = []
    for e in range(g.N_EDGES):
        a, b = g.EDGE_POSTS[e]
        (x1, y1), (x2, y2) = f.post_px(a), f.post_px(b)
        if e in g.FIXED:
            out.append(f'<line class="stone" x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" data-stone="{e}"/>')
            continue
        ax, ay, d = g.wall_spec(e)
        bx, by = g.post_xy(b)
        picks = svg.pick({"x": ax, "y": ay, "dir": d}, {"x": bx, "y": by, "dir": OPPOSITE[d]})
        out.append(f'<line class="edge" x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" data-edge="{e}"{picks}/>')
    return "".join(out)


def _walls_and_gates(f: _Frame, view: dict, castle_seats: list) -> str:
    g = f.g
    out = []
    for i, (castle, e) in enumerate(view.get("walls") or []):
        a, b = g.EDGE_POSTS[e]
        (x1, y1), (x2, y2) = f.post_px(a), f.post_px(b)
        out.append(f'<line class="brick" x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" data-wall="{i}" '
                   f'data-castle="{castle}"{svg.pick({"wall": i})}/>')
    for i, (castle, length, post, d) in enumerate(view.get("gates") or []):
        colour = _colour(castle_seats, castle)
        x1, y1 = f.post_px(post)
        edges = g.gate_edges(post, d, length) or ()
        end = post
        for _ in edges:
            end = g.POST_NEXT[end][d]
        x2, y2 = f.post_px(end) if end >= 0 else (x1, y1)
        px, py = g.post_xy(post)
        out.append(f'<g data-gate="{i}" data-castle="{castle}" data-length="{length}"'
                   f'{svg.pick({"gate": i}, {"x": px, "y": py})}>'
                   f'<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="{colour}" stroke-width="5" '
                   f'stroke-dasharray="{"9 3" if length == 2 else "none"}"/>'
                   f'<circle cx="{x1}" cy="{y1}" r="5" fill="{colour}" stroke="#222"/></g>')
    return "".join(out)


def _characters(f: _Frame, view: dict, castle_seats: list) -> str:
    c = f.cell
    out = []
    for s_key, squares in (view.get("visited") or {}).items():
        for s in squares:
            x, y = f.sq_px(s)
            out.append(f'<rect class="visited" x="{x + 3}" y="{y + 3}" width="{c - 6}" height="{c - 6}"/>')
    for i, (castle, kind, square) in enumerate(view.get("chars") or []):
        if square < 0:
            continue
        x, y = f.sq_px(square)
        colour = _colour(castle_seats, castle)
        r = c / 2 - 5
        shape = (f'<rect x="{x + 5}" y="{y + 5}" width="{c - 10}" height="{c - 10}" rx="3" fill="{colour}" stroke="#222"/>'
                 if kind == "gatekeeper" else
                 f'<circle cx="{x + c / 2}" cy="{y + c / 2}" r="{r}" fill="{colour}" stroke="#222"/>')
        out.append(f'<g data-piece="{i}" data-kind="{kind}" data-castle="{castle}" data-square-of="{square}"'
                   f'{svg.pick({"piece": i})}>{shape}'
                   f'<text class="ch-letter" x="{x + c / 2}" y="{y + c / 2 + 3}">{KIND_LETTER.get(kind, "?")}</text>'
                   f'<text class="ch-castle" x="{x + c / 2}" y="{y + c - 7}">{castle + 1}</text></g>')
    return "".join(out)


def _divider(f: _Frame, castle_seats: list, me: int | None, lang: str = i18n.DEFAULT) -> str:
    """During set-up: the other castles' regions veiled, as behind the rules' divider."""
    out = []
    for castle, posts in enumerate(f.g.REGION_POSTS):
        if me is not None and castle_seats[castle] == me:
            continue
        xy = [f.post_px(p) for p in posts]
        x0, x1 = min(x for x, _ in xy), max(x for x, _ in xy)
        y0, y1 = min(y for _, y in xy), max(y for _, y in xy)
        out.append(f'<g data-veil="{castle}" pointer-events="none"><rect x="{x0}" y="{y0}" width="{x1 - x0}" '
                   f'height="{y1 - y0}" fill="#6d6a63" fill-opacity="0.35" stroke="#444" stroke-dasharray="8 4"/>'
                   f'<text class="pline" x="{(x0 + x1) / 2}" y="{(y0 + y1) / 2}" text-anchor="middle">'
                   f'{svg.esc(words(lang, "board.battlegates.veil", n=castle + 1))}</text></g>')
    return "".join(out)


def _panel(game: dict, view: dict, su, x: float, castle_seats: list, lang: str = i18n.DEFAULT) -> str:
    me = game.get("your_seat")
    y = TOP + 14
    out = []
    phase = view.get("phase") or ""
    if view.get("castle") is not None and phase not in ("setup", "over"):
        line = words(lang, "board.battlegates.phase_castle", phase=_word(lang, "phase", phase), n=view["castle"] + 1)
    else:
        line = words(lang, "board.battlegates.phase", phase=_word(lang, "phase", phase))
    out.append(f'<text class="pline" x="{x}" y="{y + 4}">{svg.esc(line)}</text>')
    y += 20
    if view.get("roll"):
        rolled = words(lang, "board.battlegates.roll", roll=view["roll"], left=view.get("left", 0))
        out.append(f'<text class="pline" x="{x}" y="{y + 4}" data-roll="{view["roll"]}">{svg.esc(rolled)}</text>')
        y += 20
    pts = view.get("points") or []
    for castle, seat in enumerate(castle_seats):
        colour = _colour(castle_seats, castle)
        alive = [c for c in view.get("chars") or [] if c[0] == castle]
        on_board = sum(1 for c in alive if c[2] >= 0)
        lost = sum(1 for c in alive if c[2] == DEAD)
        waiting = sum(1 for c in alive if c[2] == UNPLACED)
        hidden = not view.get("revealed") and (me is None or castle_seats[castle] != me)
        out.append(f'<g data-castle-panel="{castle}"><rect x="{x}" y="{y}" width="14" height="14" fill="{colour}" stroke="#222"/>'
                   f'<text class="ptitle" x="{x + 20}" y="{y + 12}">'
                   f'{svg.esc(words(lang, "board.battlegates.castle_title", n=castle + 1, name=svg.seat_name(game, seat, lang)))}'
                   f'</text></g>')
        y += 18
        text = _counts(hidden, on_board, lost, waiting, lang)
        score = pts[castle] if castle < len(pts) else 0
        scored = words(lang, "board.battlegates.with_points", text=text, n=score)
        out.append(f'<text class="pline" x="{x + 20}" y="{y + 10}">{svg.esc(scored)}</text>')
        y += 22
    hands = view.get("hands") or []
    sizes = view.get("hand_sizes") or []
    y += 6
    out.append(f'<text class="ptitle" x="{x}" y="{y + 10}">{svg.esc(words(lang, "board.battlegates.hands"))}</text>')
    y += 18
    for hand_i, size in enumerate(sizes):
        cards = hands[hand_i] if hand_i < len(hands) else None
        owner = ", ".join(words(lang, "board.battlegates.castle_n", n=c + 1) for c in range(len(castle_seats))
                          if su.hand[c] == hand_i)
        if cards is None:
            down = words(lang, "board.battlegates.hand_down", owner=owner, n=size)
            out.append(f'<text class="pline" x="{x}" y="{y + 10}" data-hand-count="{size}">{svg.esc(down)}</text>')
            y += 18
            continue
        out.append(f'<text class="pline" x="{x}" y="{y + 10}">{svg.esc(words(lang, "board.battlegates.hand_yours", owner=owner))}</text>')
        y += 16
        for card in cards:
            out.append(f'<g data-hand-card="{card}"{svg.pick({"card": card})}>'
                       f'<rect class="card" x="{x}" y="{y}" width="{PANEL_W - 30}" height="20" rx="4"/>'
                       f'<text class="pline" x="{x + 8}" y="{y + 14}">{svg.esc(_word(lang, "card", card))}</text></g>')
            y += 23
    deck = words(lang, "board.battlegates.deck", deck=view.get("deck_size", 0), discard=len(view.get("discard") or []))
    out.append(f'<text class="pline" x="{x}" y="{y + 14}">{svg.esc(deck)}</text>')
    y += 30
    for text in (words(lang, f"board.battlegates.legend{i}") for i in range(1, 7)):
        out.append(f'<text class="small" x="{x}" y="{y}">{svg.esc(text)}</text>')
        y += 14
    return "".join(out)


def _last_squares(g, events) -> set:
    """The squares the last move named (a step's from and to, an arrow's path, a climb); a moved
    wall's or gate's from and to are edges and posts, not squares."""
    if isinstance(events, dict):
        events = [events]
    moved = [e for e in events or () if e.get("type") in SQUARE_EVENTS]
    return svg.last_cells(moved, ("from", "to", "square", "at", "path"),
                          lambda v: isinstance(v, int) and 0 <= v < g.N_SQUARES)


SQUARE_EVENTS = ("CharacterStepped", "CharacterMoved", "ArrowShot")


def _last(f: _Frame, event) -> str:
    """A gold frame around the squares the last move names."""
    out = []
    for s in _last_squares(f.g, event):
        x, y = f.sq_px(s)
        out.append(f'<rect class="last" x="{x + 1}" y="{y + 1}" width="{f.cell - 2}" height="{f.cell - 2}"/>')
    return "".join(out)


def _colour(castle_seats: list, castle: int) -> str:
    seat = castle_seats[castle] if castle < len(castle_seats) else castle
    return svg.SEAT_COLOURS[seat % len(svg.SEAT_COLOURS)]


__all__ = ["render", "DIRS"]


# --- the phone layout: one user unit = one CSS pixel at its natural width -------------------------
# A set-up of up to 9 columns fits a phone: 9 squares of FIT_CELL and the gutters make P_FIT units,
# so the board is drawn at the width of a 390-pixel screen without sideways scrolling, a square (and
# so a character, a portal, an edge's tap area) about 39 CSS pixels across. A wider set-up (19
# columns) scrolls on a phone whatever its size, so it keeps squares of WIDE_CELL.
FIT_CELL, WIDE_CELL, P_FIT = 38, 45, 363
P_LEFT, P_TOP, P_RIGHT, P_BOTTOM = 18, 3, 3, 18
P_CSS = """
.p-edge { fill: transparent; stroke: none; }
.p-edge:hover { fill: rgba(224, 176, 0, .25); }
.p-line { stroke: #b00060; stroke-width: 0; }
.p-coord { font-size: 12.5px; fill: #5e574a; text-anchor: middle; }
.p-keep { font-size: 12.5px; fill: #3d2f10; text-anchor: middle; }
.p-char { font-size: 14px; font-weight: bold; text-anchor: middle; }
.p-veil { font-size: 14px; text-anchor: middle; fill: #fff; font-weight: bold; }
.p-hit { fill: transparent; }
[data-pick]:focus { outline: none; }
[data-pick]:focus > .p-edge, [data-pick]:focus > .p-hit { fill: rgba(176, 0, 96, .25); }
[data-pick]:focus > rect.sq { stroke: #b00060; stroke-width: 4; }
"""


class _Phone:
    """Pixel geometry of the phone layout of one set-up."""

    def __init__(self, g):
        self.g = g
        fits = P_LEFT + g.W * FIT_CELL + P_RIGHT <= P_FIT
        self.cell = FIT_CELL if fits else WIDE_CELL
        self.width = P_LEFT + g.W * self.cell + P_RIGHT
        self.height = P_TOP + g.H * self.cell + P_BOTTOM

    def post_px(self, p: int) -> tuple[float, float]:
        px, py = self.g.post_xy(p)
        return P_LEFT + px * self.cell, P_TOP + (self.g.H - py) * self.cell

    def sq_px(self, s: int) -> tuple[float, float]:
        x, y = self.g.sq_xy(s)
        return P_LEFT + x * self.cell, P_TOP + (self.g.H - 1 - y) * self.cell

    def diamond(self, e: int) -> str:
        """The tap area of an edge: the two triangles between it and the centres of its squares,
        so that every edge is a square-sized target and together they tile the board."""
        a, b = self.g.EDGE_POSTS[e]
        (x1, y1), (x2, y2) = self.post_px(a), self.post_px(b)
        mx, my = (x1 + x2) / 2, (y1 + y2) / 2
        dx, dy = (y2 - y1) / 2, (x1 - x2) / 2  # half the edge, turned a quarter
        return f"{x1},{y1} {mx + dx},{my + dy} {x2},{y2} {mx - dx},{my - dy}"


_PHONES = {name: _Phone(su.g) for name, su in SETUPS.items()}


def _counts(hidden: bool, on_board: int, lost: int, waiting: int, lang: str) -> str:
    """A castle's pieces in words: "3 on the board · 1 lost", or its maze hidden."""
    if hidden:
        return words(lang, "board.battlegates.maze_hidden")
    if waiting:
        return words(lang, "board.battlegates.counts_setup", on=on_board, lost=lost, waiting=waiting)
    return words(lang, "board.battlegates.counts", on=on_board, lost=lost)


def _square_words(s: int, g, lang: str = i18n.DEFAULT) -> str:
    x, y = g.sq_xy(s)
    return words(lang, "board.battlegates.square", x=x, y=y)


def _post_words(p: int, g, lang: str = i18n.DEFAULT) -> str:
    x, y = g.post_xy(p)
    return words(lang, "board.battlegates.post", x=x, y=y)


def _edge_words(e: int, g, lang: str = i18n.DEFAULT) -> str:
    """"the edge from post (x, y) to post (x', y')" in `lang`."""
    a, b = g.EDGE_POSTS[e]
    return words(lang, "board.battlegates.edge", a=_post_words(a, g, lang), b=_post_words(b, g, lang))


def _phone(game: dict, view: dict, su, castle_seats: list, last: set, lang: str = i18n.DEFAULT) -> str:
    f = _PHONES[su.name]
    g = f.g
    me = game.get("your_seat")
    c = f.cell
    out = []
    occupant = {}
    for i, (castle, kind, square) in enumerate(view.get("chars") or []):
        if square >= 0:
            occupant[square] = (i, castle, kind)
    keeps = set(g.KEEP)
    alley = {s for s in range(g.N_SQUARES) if any(e in g.ALLEY for e in g.SQ_EDGE[s])}
    for s in range(g.N_SQUARES):  # the squares: colour and words, not targets (no move names a square)
        x, y = f.sq_px(s)
        cls = "sq keep" if s in keeps else "sq misery" if s in g.MISERY else "sq alley" if s in alley else "sq"
        out.append(f'<rect class="{cls}" x="{x}" y="{y}" width="{c}" height="{c}" data-square="{s}"/>')
        if s in keeps:
            # "Keep 1" is wider than a square at 12.5 px: the word, then its castle's number under it
            out.append(f'<text class="p-keep" x="{x + c / 2}" y="{y + 14}">{svg.esc(words(lang, "board.battlegates.keep_word"))}</text>'
                       f'<text class="p-keep" x="{x + c / 2}" y="{y + 28}">{g.KEEP.index(s) + 1}</text>')
    for x in range(g.W):
        px, _ = f.sq_px(g.sq(x, 0))
        out.append(f'<text class="p-coord" x="{px + c / 2}" y="{f.height - 4}">{x}</text>')
    for y in range(g.H):
        _, py = f.sq_px(g.sq(0, y))
        out.append(f'<text class="p-coord" x="{P_LEFT / 2 - 1}" y="{py + c / 2 + 4}">{y}</text>')  # clear of the stone wall
    for s_key, squares in (view.get("visited") or {}).items():
        for s in squares:
            x, y = f.sq_px(s)
            out.append(f'<rect class="visited" x="{x + 4}" y="{y + 4}" width="{c - 8}" height="{c - 8}"/>')
    taken = {e for _, e in view.get("walls") or []}
    for castle, length, post, d in view.get("gates") or []:
        taken.update(g.gate_edges(post, d, length) or ())
    for e in range(g.N_EDGES):  # every free edge a wall or gate may be put on
        if e in g.FIXED or e in taken:
            continue
        ax, ay, d = g.wall_spec(e)
        bx, by = g.post_xy(g.EDGE_POSTS[e][1])
        label = words(lang, "board.battlegates.free_edge", edge=_edge_words(e, g, lang))
        out.append(f'<g data-edge="{e}"{svg.target(label, {"x": ax, "y": ay, "dir": d}, {"x": bx, "y": by, "dir": OPPOSITE[d]})}>'
                   f'<polygon class="p-edge" points="{f.diamond(e)}"/></g>')
    for e in g.FIXED:
        a, b = g.EDGE_POSTS[e]
        (x1, y1), (x2, y2) = f.post_px(a), f.post_px(b)
        out.append(f'<line class="stone" x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" data-stone="{e}"/>')
    for i, (castle, e) in enumerate(view.get("walls") or []):
        a, b = g.EDGE_POSTS[e]
        (x1, y1), (x2, y2) = f.post_px(a), f.post_px(b)
        label = words(lang, "board.battlegates.wall_label", n=castle + 1, edge=_edge_words(e, g, lang))
        out.append(f'<g data-wall="{i}" data-castle="{castle}"{svg.target(label, {"wall": i})}>'
                   f'<polygon class="p-hit" points="{f.diamond(e)}"/>'
                   f'<line class="brick" x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}"/></g>')
    for i, (castle, length, post, d) in enumerate(view.get("gates") or []):
        colour = _colour(castle_seats, castle)
        edges = g.gate_edges(post, d, length) or ()
        x1, y1 = f.post_px(post)
        end = post
        for _ in edges:
            end = g.POST_NEXT[end][d]
        x2, y2 = f.post_px(end) if end >= 0 else (x1, y1)
        px, py = g.post_xy(post)
        label = words(lang, "board.battlegates.long_gate_label" if length == 2 else "board.battlegates.gate_label",
                      n=castle + 1, post=_post_words(post, g, lang), dir=_word(lang, "dir", DIRS[d]))
        hits = "".join(f'<polygon class="p-hit" points="{f.diamond(e)}"/>' for e in edges)
        out.append(f'<g data-gate="{i}" data-castle="{castle}" data-length="{length}"'
                   f'{svg.target(label, {"gate": i}, {"x": px, "y": py})}>{hits}'
                   f'<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="{colour}" stroke-width="6" '
                   f'stroke-dasharray="{"10 4" if length == 2 else "none"}"/>'
                   f'<circle cx="{x1}" cy="{y1}" r="6" fill="{colour}" stroke="#222"/></g>')
    if view.get("phase") == "setup" and me is not None:  # the caller's own portals, over the edges
        for castle, portals in enumerate(view.get("portals") or g.PORTALS):
            if castle >= len(castle_seats) or castle_seats[castle] != me:
                continue
            for j, s in enumerate(portals):
                if s in occupant:
                    continue
                x, y = f.sq_px(s)
                # portals are counted from 1, as the moves' words count them ("on portal 1 of castle 1")
                label = words(lang, "board.battlegates.portal_label", j=j + 1, n=castle + 1, square=_square_words(s, g, lang))
                out.append(svg.button(label, ({"portal": j},), f'<rect class="sq" x="{x}" y="{y}" width="{c}" height="{c}"/>',
                                      f'<circle class="portal" cx="{x + c / 2}" cy="{y + c / 2}" r="{c / 2 - 5}"/>'
                                      f'<text class="p-keep" x="{x + c / 2}" y="{y + c / 2 + 4}">P{j + 1}</text>',
                                      f' data-portal="{j}" data-square="{s}"'))
    for s, (i, castle, kind) in sorted(occupant.items()):
        x, y = f.sq_px(s)
        colour = _colour(castle_seats, castle)
        seat = castle_seats[castle] if castle < len(castle_seats) else castle
        ink = svg.SEAT_INK[seat % len(svg.SEAT_INK)]
        shape = (f'<rect x="{x + 5}" y="{y + 5}" width="{c - 10}" height="{c - 10}" rx="4" fill="{colour}" stroke="#222"/>'
                 if kind == "gatekeeper" else
                 f'<circle cx="{x + c / 2}" cy="{y + c / 2}" r="{c / 2 - 5}" fill="{colour}" stroke="#222"/>')
        letters = f"{KIND_LETTER.get(kind, '?')}{castle + 1}"
        who = svg.seat_name(game, castle_seats[castle] if castle < len(castle_seats) else castle, lang)
        label = words(lang, "board.battlegates.char_label", letters=letters, Kind=_word(lang, "Kind", kind), n=castle + 1,
                      name=who, square=_square_words(s, g, lang))
        if s in last:
            label = words(lang, "board.battlegates.moved_last", label=label)
        out.append(svg.button(label, ({"piece": i},),
                              f'<rect class="p-hit" x="{x}" y="{y}" width="{c}" height="{c}"/>{shape}',
                              f'<text class="p-char" x="{x + c / 2}" y="{y + c / 2 + 5}" style="fill:{ink}">{letters}</text>',
                              f' data-piece="{i}" data-kind="{kind}" data-castle="{castle}" data-square-of="{s}"'))
    if not view.get("revealed"):
        for castle, posts in enumerate(g.REGION_POSTS):
            if me is not None and castle < len(castle_seats) and castle_seats[castle] == me:
                continue
            xy = [f.post_px(p) for p in posts]
            x0, x1 = min(x for x, _ in xy), max(x for x, _ in xy)
            y0, y1 = min(y for _, y in xy), max(y for _, y in xy)
            out.append(f'<g data-veil="{castle}" pointer-events="none"><rect x="{x0}" y="{y0}" width="{x1 - x0}" '
                       f'height="{y1 - y0}" fill="#4d4a43" fill-opacity="0.72" stroke="#222" stroke-dasharray="8 4"/>'
                       f'<text class="p-veil" x="{(x0 + x1) / 2}" y="{(y0 + y1) / 2}">'
                       f'{svg.esc(words(lang, "board.battlegates.veil_castle", n=castle + 1))}</text>'
                       f'<text class="p-veil" x="{(x0 + x1) / 2}" y="{(y0 + y1) / 2 + 20}">'
                       f'{svg.esc(words(lang, "board.battlegates.veil_hidden"))}</text></g>')
    for s in last:
        x, y = f.sq_px(s)
        out.append(f'<rect class="last" x="{x + 2}" y="{y + 2}" width="{c - 4}" height="{c - 4}"/>')
    return svg.document(f.width, f.height, "".join(out), CSS + P_CSS, title=_title(game, lang), interactive=True)


def side(game: dict, lang: str = i18n.DEFAULT) -> str:
    """The page's side panel: the phase and roll, each castle's pieces and points, the caller's
    hand as cards (buttons a move names) and, in the set-up, the army and maze pieces to place."""
    view = game.get("view") or {}
    su = SETUPS.get(view.get("setup") or "single", SETUPS["single"])
    castle_seats = view.get("castle_seats") or list(su.castle_seat)
    me = game.get("your_seat")
    phase = view.get("phase") or ""
    line = h(words(lang, "board.battlegates.side_phase", phase=_word(lang, "phase", phase)))
    if view.get("castle") is not None and phase not in ("setup", "over"):
        line += h(words(lang, "board.battlegates.side_castle", n=view["castle"] + 1))
    if view.get("roll"):
        rolled = h(words(lang, "board.battlegates.side_roll", roll="\0", left=view.get("left", 0)))
        line += rolled.replace("\0", f'<b data-roll="{h(view["roll"])}">{h(view["roll"])}</b>', 1)
    out = [f'<p class="t-note t-lead">{line}</p>']
    pts = view.get("points") or []
    hands, sizes = view.get("hands") or [], view.get("hand_sizes") or []
    for castle, seat in enumerate(castle_seats):
        alive = [c for c in view.get("chars") or [] if c[0] == castle]
        hidden = not view.get("revealed") and (me is None or seat != me)
        on_board = sum(1 for c in alive if c[2] >= 0)
        lost = sum(1 for c in alive if c[2] == DEAD)
        waiting = sum(1 for c in alive if c[2] == UNPLACED)
        lines = [h(_counts(hidden, on_board, lost, waiting, lang)),
                 h(words(lang, "board.battlegates.points", n=pts[castle] if castle < len(pts) else 0))]
        extra = ""
        h_i = su.hand[castle] if castle < len(su.hand) else None
        if h_i is not None and su.hand.index(h_i) == castle:  # a shared hand is shown once, at its first castle
            cards = hands[h_i] if h_i < len(hands) else None
            if cards is None:
                n = sizes[h_i] if h_i < len(sizes) else 0
                lines.append(f'<span data-hand-count="{n}">{h(words(lang, "board.battlegates.hand_count", n=n))}</span>')
            else:
                items = [html_card(words(lang, "board.battlegates.play_or_discard", card=_word(lang, "card", cd)),
                                   f"<b>{h(_word(lang, 'card', cd))}</b>", ({"card": cd},), f' data-hand-card="{h(cd)}"')
                         for cd in cards]
                extra = html_cards(words(lang, "board.battlegates.your_hand"), items,
                                   words(lang, "board.battlegates.no_cards"), lang=lang)
        if phase == "setup" and not hidden and seat == me:
            extra += _setup_chips(view, castle, su, lang)
        out.append(player_box(game, seat, words(lang, "board.battlegates.castle_role", n=castle + 1), lines, me == seat,
                              extra, lang=lang))
    note = words(lang, "board.battlegates.note", deck=view.get("deck_size", 0), discard=len(view.get("discard") or []))
    out.append(f'<p class="t-note">{escape(note, quote=False)}</p>')  # element text: quotes need no escape
    return "".join(out)


def _setup_chips(view: dict, castle: int, su, lang: str = i18n.DEFAULT) -> str:
    """The pieces still to place in the set-up, as chips that name the kind of a move."""
    waiting = {}
    for c in view.get("chars") or []:
        if c[0] == castle and c[2] == UNPLACED:
            waiting[c[1]] = waiting.get(c[1], 0) + 1
    chips = [html_card(words(lang, "board.battlegates.place_kind", kind=_word(lang, "kind", kind), n=n),
                       f"<b>{KIND_LETTER[kind]}</b> {h(_word(lang, 'kind', kind))} ×{n}",
                       ({"kind": kind},), f' data-setup-kind="{kind}"') for kind, n in waiting.items()]
    chips += [html_card(words(lang, "board.battlegates.place_gate"), h(words(lang, "board.battlegates.gate_word")),
                        ({"kind": "gate"},)),
              html_card(words(lang, "board.battlegates.place_long_gate"), h(words(lang, "board.battlegates.long_gate_word")),
                        ({"kind": "long_gate"},))]
    return html_cards(words(lang, "board.battlegates.to_set_up"), chips, lang=lang)
