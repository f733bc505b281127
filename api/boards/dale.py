"""Battle of the Dale as a picture: the 19-hex map, units by army and kind, reserves, captured piles.

Spaces carry their numbers (the ones moves use) and the four named spaces their names. A unit is
a disc in its army's colour with its kind in a large letter (R regular, M mounted, H hero) and its
army's name under it, so colour is never the only cue.
"""
from __future__ import annotations

import math

from domain.dale.rules import EDGE, GRID, KIND_NAME, NAMED

from . import svg

SIZE = 46  # hex radius
CX, CY = 250, 205
WIDTH, HEIGHT = 860, 480
PANEL_X = 510
SQ3 = math.sqrt(3)
# pixel centres of the 19 spaces, pointy-top axial layout
CENTRES = tuple((CX + SIZE * SQ3 * (q + r / 2), CY + 48 + SIZE * 1.5 * r) for q, r in GRID.coords)
SHORT = {"Riverport of Chip": "Chip", "Foggy Mountain": "Foggy Mtn", "Hangman's Tree": "Hangman's", "Lookout Post": "Lookout"}

CSS = """
.hex { fill: #e9efd9; stroke: #7c8a5c; stroke-width: 1.5; }
.hex.edge { fill: #dfe7c8; }
.hex.named { fill: #f3e2b8; stroke: #9a7a2a; stroke-width: 2.5; }
.spno { font-size: 10px; fill: #5f6b45; text-anchor: middle; }
.spname { pointer-events: none; font-size: 10px; fill: #6a4f12; text-anchor: middle; font-style: italic; }
.unit-kind { font-size: 15px; font-weight: bold; text-anchor: middle; fill: #fff; }
.unit-army { font-size: 8px; text-anchor: middle; }
.ptitle { font-size: 14px; font-weight: bold; }
.pline { font-size: 12px; }
.out { text-decoration: line-through; }
"""


def _hex_points(x: float, y: float, r: float) -> str:
    return " ".join(f"{x + r * math.cos(math.radians(60 * i - 30)):.1f},{y + r * math.sin(math.radians(60 * i - 30)):.1f}"
                    for i in range(6))


HEX_POINTS = tuple(_hex_points(x, y, SIZE - 1) for x, y in CENTRES)


def render(game: dict, last_event: dict | None = None) -> str:
    """The Dale map as `game`'s caller sees it (everything in the Dale is public)."""
    view = game.get("view") or {}
    armies = view.get("armies") or []
    board = view.get("board") or [None] * GRID.size
    last = _last_spaces(last_event)
    parts = [svg.banner(game, WIDTH)]
    for sp in range(GRID.size):
        parts.append(_space(sp, board[sp], armies, sp in last))
    for sp in range(GRID.size):
        parts.append(_contents(sp, board[sp], armies, sp in last))
    parts.append(_panel(game, view, armies))
    return svg.document(WIDTH, HEIGHT, "".join(parts), CSS, title=f"Battle of the Dale, version {game.get('version', 0)}")


def _space(sp: int, unit: str | None, armies: list, is_last: bool) -> str:
    x, y = CENTRES[sp]
    cls = "hex named" if sp in NAMED else ("hex edge" if sp in EDGE else "hex")
    return (f'<g data-space="{sp}"{svg.pick({"space": sp}, {"from": sp}, {"to": sp})}>'
            f'<polygon class="{cls}" points="{HEX_POINTS[sp]}"/>'
            f'<text class="spno" x="{x:.1f}" y="{y - 27:.1f}">{sp}</text></g>')


def _contents(sp: int, unit: str | None, armies: list, is_last: bool) -> str:
    """What stands on a space, drawn after every hex so that no neighbour covers it."""
    x, y = CENTRES[sp]
    out = []
    if sp in NAMED:
        out.append(f'<text class="spname" x="{x:.1f}" y="{y + 38:.1f}">{svg.esc(SHORT.get(NAMED[sp], NAMED[sp]))}</text>')
    if unit:
        out.append(_unit(x, y, unit, armies, on_map=sp, picks=svg.pick({"space": sp}, {"from": sp}, {"to": sp})))
    if is_last:
        out.append(f'<polygon class="last" points="{_hex_points(x, y, SIZE - 5)}"/>')
    return "".join(out)


def _unit(x: float, y: float, code: str, armies: list, on_map: int | None = None, r: float = 17,
          picks: str = "") -> str:
    seat, kind = int(code[:-1]), code[-1]
    army = armies[seat] if seat < len(armies) else f"seat {seat}"
    colour = svg.SEAT_COLOURS[seat % len(svg.SEAT_COLOURS)]
    where = f' data-space-of="{on_map}"' if on_map is not None else ""
    shape = (f'<rect x="{x - r:.1f}" y="{y - r:.1f}" width="{2 * r}" height="{2 * r}" rx="4" fill="{colour}" stroke="#222"/>'
             if kind == "H" else
             f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r}" fill="{colour}" stroke="#222"/>')
    if kind == "M":  # mounted units wear a ring
        shape += f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r - 4}" fill="none" stroke="#fff" stroke-width="1.5"/>'
    return (f'<g data-unit="{code}" data-seat="{seat}" data-kind="{KIND_NAME[kind]}"{where}{picks}>{shape}'
            f'<text class="unit-kind" x="{x:.1f}" y="{y + 5:.1f}">{kind}</text>'
            f'<text class="unit-army" x="{x:.1f}" y="{y + r + 9:.1f}">{svg.esc(army)}</text></g>')


def _panel(game: dict, view: dict, armies: list) -> str:
    reserve = view.get("reserve") or []
    piles = view.get("piles") or []
    out_flags = view.get("out") or []
    me = game.get("your_seat")
    n = len(armies)
    row_h = min(84, (HEIGHT - 70) // max(n, 1))
    out = []
    for seat in range(n):
        y = 44 + seat * row_h
        colour = svg.SEAT_COLOURS[seat % len(svg.SEAT_COLOURS)]
        name = svg.seat_name(game, seat)
        status = " (out)" if seat < len(out_flags) and out_flags[seat] else ""
        title_cls = "ptitle out" if status else "ptitle"
        out.append(f'<g data-player="{seat}"{svg.pick({"captor": seat}, {"with": seat})}>'
                   f'<rect x="{PANEL_X - 6}" y="{y}" width="{WIDTH - PANEL_X - 4}" height="{row_h - 6}" rx="6" '
                   f'fill="#fafafa" stroke="{colour}" stroke-width="2"/>'
                   f'<text class="{title_cls}" x="{PANEL_X + 4}" y="{y + 17}">{svg.esc(name)}: '
                   f'{svg.esc(armies[seat]).title()}{status}</text></g>')
        res = reserve[seat] if seat < len(reserve) else {}
        x = PANEL_X + 16
        out.append(f'<text class="pline" x="{PANEL_X + 4}" y="{y + 40}">reserve</text>')
        x = PANEL_X + 82
        for kind in ("R", "M", "H"):
            for _ in range(res.get(kind, 0)):
                picks = svg.pick({"unit": KIND_NAME[kind]}) if me == seat else ""
                out.append(f'<g data-reserve="{seat}">' + _unit(x, y + 36, f"{seat}{kind}", armies, r=10, picks=picks)
                           .replace('class="unit-army"', 'class="unit-army" visibility="hidden"') + "</g>")
                x += 23
        pile = piles[seat] if seat < len(piles) else []
        out.append(f'<text class="pline" x="{PANEL_X + 4}" y="{y + 63}">captured</text>')
        x = PANEL_X + 82
        y += 23
        for code in pile:
            owner, kind = int(code[:-1]), code[-1]
            picks = svg.pick({"pile": seat, "unit": KIND_NAME[kind]}) if me == owner else ""
            out.append(f'<g data-pile="{seat}">' + _unit(x, y + 36, code, armies, r=10, picks=picks)
                       .replace('class="unit-army"', 'class="unit-army" visibility="hidden"') + "</g>")
            x += 23
        if not pile:
            out.append(f'<text class="pline" x="{x}" y="{y + 40}">none</text>')
    turn = view.get("turns", 0)
    named = " · ".join(f"{sp} {name}" for sp, name in sorted(NAMED.items()))
    out.append(f'<text class="small" x="10" y="{HEIGHT - 26}">Named spaces: {svg.esc(named)}</text>'
               f'<text class="small" x="10" y="{HEIGHT - 10}">turn {turn} · phase {svg.esc(view.get("phase") or "")}'
               f' · units: R regular (disc), M mounted (ringed disc), H hero (square)</text>')
    return "".join(out)


def _last_spaces(event: dict | None) -> set:
    """The spaces the last move named, to highlight them."""
    if not event:
        return set()
    data = event.get("data") or {}
    return {data[k] for k in ("space", "from", "to") if isinstance(data.get(k), int) and 0 <= data[k] < GRID.size}
