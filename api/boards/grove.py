"""Battle for the Grove as a picture: the Grove, three Magic Circles, meeples, cubes, supplies.

Seat 0 plays Light, seat 1 Dark. Every count is written in figures beside its shapes, and each
colour also has its own letter (L, D) and shape fill, so nothing depends on colour alone.
"""
from __future__ import annotations

from . import svg

WIDTH, HEIGHT = 720, 640
TOP = 34  # below the banner
# Centres of the places: the Grove in the middle, the circles at the corners of a triangle.
CENTRES = {
    "grove": (360, TOP + 305),
    "circle-1": (360, TOP + 108),
    "circle-2": (150, TOP + 470),
    "circle-3": (570, TOP + 470),
}
RADIUS = {"grove": 100, "circle-1": 96, "circle-2": 96, "circle-3": 96}
LABELS = {"grove": "The Grove", "circle-1": "Magic Circle 1", "circle-2": "Magic Circle 2",
          "circle-3": "Magic Circle 3"}
SIDE = ("Light", "Dark")
LETTER = ("L", "D")
FILL = ("#fbf3d5", "#3b3355")   # light and dark meeples
INK = ("#5a4a00", "#ffffff")
EDGE = ("#8a7300", "#1c1630")
CUBE = ("#f2d64b", "#6b4fa8")

CSS = """
.place { fill: #e7efe0; stroke: #5f7a52; stroke-width: 2; }
.place.grove { fill: #d3e6c6; stroke: #3f6131; stroke-width: 3; }
.place.ctl0 { stroke: #b89b00; stroke-width: 6; }
.place.ctl1 { stroke: #4a3a78; stroke-width: 6; }
.plabel { font-size: 14px; font-weight: bold; text-anchor: middle; }
.count { font-size: 12px; text-anchor: middle; }
.meeple-letter { font-size: 10px; font-weight: bold; text-anchor: middle; }
.legend { font-size: 13px; }
.path { stroke: #9bb38c; stroke-width: 2; stroke-dasharray: 4 4; }
"""


def render(game: dict, last_event: dict | None = None) -> str:
    """The Grove board as `game`'s caller sees it (everything in Grove is public)."""
    view = game.get("view") or {}
    parts = [svg.banner(game, WIDTH)]
    parts.append(_paths())
    last_places = _last_places(last_event)
    for place in ("grove", "circle-1", "circle-2", "circle-3"):
        parts.append(_place(view, place, place in last_places))
    parts.append(_legend(game, view))
    return svg.document(WIDTH, HEIGHT, "".join(parts), CSS, title=f"Battle for the Grove, version {game.get('version', 0)}")


def _paths() -> str:
    gx, gy = CENTRES["grove"]
    out = []
    for circle in ("circle-1", "circle-2", "circle-3"):
        cx, cy = CENTRES[circle]
        out.append(f'<line class="path" x1="{gx}" y1="{gy}" x2="{cx}" y2="{cy}"/>')
    return "".join(out)


def _place(view: dict, place: str, is_last: bool) -> str:
    cx, cy = CENTRES[place]
    r = RADIUS[place]
    control = (view.get("control") or {}).get(place)
    cls = "place grove" if place == "grove" else "place"
    if control is not None:
        cls += f" ctl{control}"
    meeples = (view.get("meeples") or {}).get(place) or {"standing": [0, 0], "lying": [0, 0]}
    cubes = (view.get("cubes") or {}).get(place)
    out = [f'<g data-place="{place}"{svg.pick({"place": place}, {"from": place}, {"to": place})}'
           f' tabindex="-1" aria-label="{svg.esc(LABELS[place])}">']
    out.append(f'<circle class="{cls}" cx="{cx}" cy="{cy}" r="{r}"/>')
    if is_last:
        out.append(f'<circle class="last" cx="{cx}" cy="{cy}" r="{r + 7}"/>')
    out.append(f'<text class="plabel" x="{cx}" y="{cy - r + 20}">{LABELS[place]}</text>')
    if control is not None:
        out.append(f'<text class="count" x="{cx}" y="{cy - r + 35}">controlled by {SIDE[control]}</text>')
    for seat in (0, 1):
        row_y = cy - 18 + seat * 34
        out.append(_meeple_row(cx, row_y, seat, meeples["standing"][seat], meeples["lying"][seat], place))
    if cubes is not None:
        out.append(_cubes(cx, cy + 48, cubes, place))
    out.append("</g>")
    return "".join(out)


def _meeple_row(cx: int, y: int, seat: int, standing: int, lying: int, place: str) -> str:
    """One seat's meeples at a place: standing ones upright, lying ones on their side, and counts."""
    shapes = []
    x = cx - 80
    for _ in range(standing):
        shapes.append(_meeple(x, y, seat, True, place))
        x += 13
    for _ in range(lying):
        shapes.append(_meeple(x, y, seat, False, place))
        x += 16
    label = f"{LETTER[seat]} {standing}↑ {lying}↓"
    shapes.append(f'<text class="count" x="{cx + 55}" y="{y + 4}" data-counts="{seat}">{label}</text>')
    return "".join(shapes)


def _meeple(x: int, y: int, seat: int, standing: bool, place: str) -> str:
    state = "standing" if standing else "lying"
    if standing:
        shape = (f'<rect x="{x}" y="{y - 12}" width="11" height="22" rx="4" fill="{FILL[seat]}" '
                 f'stroke="{EDGE[seat]}" stroke-width="1.5"/>'
                 f'<text class="meeple-letter" x="{x + 5.5}" y="{y + 3}" style="fill:{INK[seat]}">{LETTER[seat]}</text>')
    else:
        shape = (f'<rect x="{x}" y="{y - 2}" width="14" height="10" rx="4" fill="{FILL[seat]}" '
                 f'stroke="{EDGE[seat]}" stroke-width="1.5" stroke-dasharray="3 1"/>')
    return f'<g data-meeple="{state}" data-seat="{seat}" data-at="{place}">{shape}</g>'


def _cubes(cx: int, y: int, cubes: list, place: str) -> str:
    out = []
    for seat in (0, 1):
        x = cx - 52 + seat * 56
        out.append(
            f'<g data-cubes="{cubes[seat]}" data-seat="{seat}" data-at="{place}">'
            f'<rect x="{x}" y="{y - 11}" width="14" height="14" fill="{CUBE[seat]}" stroke="{EDGE[seat]}"/>'
            f'<text class="count" x="{x + 32}" y="{y}" text-anchor="middle">{LETTER[seat]}×{cubes[seat]}</text></g>'
        )
    out.append(f'<text class="count" x="{cx}" y="{y + 18}">cubes (7 control)</text>')
    return "".join(out)


def _legend(game: dict, view: dict) -> str:
    supply = view.get("supply") or [0, 0]
    y = HEIGHT - 16
    rows = []
    for seat in (0, 1):
        name = svg.seat_name(game, seat)
        x = 12 + seat * 300
        rows.append(
            f'<g data-supply="{supply[seat]}" data-seat="{seat}">'
            f'<rect x="{x}" y="{y - 12}" width="14" height="14" fill="{CUBE[seat]}" stroke="{EDGE[seat]}"/>'
            f'<text class="legend" x="{x + 20}" y="{y}">{svg.esc(name)} ({SIDE[seat]}, {LETTER[seat]}): '
            f'{supply[seat]} cubes in supply</text></g>'
        )
    turn = view.get("turn")
    extra = " · second action" if view.get("second_action") else ""
    rows.append(f'<text class="legend" x="{WIDTH - 12}" y="{y}" text-anchor="end">turn {turn}{extra}</text>')
    rows.append(f'<text class="small" x="12" y="{y - 22}">↑ standing · ↓ lying</text>')
    return "".join(rows)


def _last_places(event: dict | None) -> set:
    """The places the last move touched, to highlight them."""
    if not event:
        return set()
    data = event.get("data") or {}
    return {data[k] for k in ("place", "from", "to") if isinstance(data.get(k), str)}
