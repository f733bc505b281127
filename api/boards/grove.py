"""Battle for the Grove as a picture: the Grove, three Magic Circles, meeples, cubes, supplies.

Seat 0 plays Light, seat 1 Dark. Every count is written in figures beside its shapes, and each
colour also has its own letter (L, D) and shape fill, so nothing depends on colour alone.
"""
from __future__ import annotations

from service.table import i18n

from . import svg
from .html import esc as h
from .html import player_box
from .svg import words

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


def render(game: dict, last_event=None, *, panel: bool = True, lang: str = i18n.DEFAULT) -> str:
    """The Grove board as `game`'s caller sees it (everything in Grove is public). `last_event`:
    the events of the last move (or one event), highlighted; panel=False: the phone layout, the
    board alone (supplies and turn are in the page's side panel, see side())."""
    view = game.get("view") or {}
    if not panel:
        return _phone(game, view, _last_places(last_event), lang)
    parts = [svg.banner(game, WIDTH, lang=lang)]
    parts.append(_paths())
    last_places = _last_places(last_event)
    for place in ("grove", "circle-1", "circle-2", "circle-3"):
        parts.append(_place(view, place, place in last_places, lang))
    parts.append(_legend(game, view, lang))
    return svg.document(WIDTH, HEIGHT, "".join(parts), CSS, title=_title(game, lang))


def _paths() -> str:
    gx, gy = CENTRES["grove"]
    out = []
    for circle in ("circle-1", "circle-2", "circle-3"):
        cx, cy = CENTRES[circle]
        out.append(f'<line class="path" x1="{gx}" y1="{gy}" x2="{cx}" y2="{cy}"/>')
    return "".join(out)


def _side(seat: int, lang: str) -> str:
    return words(lang, f"board.grove.side.{seat}")


def _place(view: dict, place: str, is_last: bool, lang: str = i18n.DEFAULT) -> str:
    cx, cy = CENTRES[place]
    r = RADIUS[place]
    control = (view.get("control") or {}).get(place)
    cls = "place grove" if place == "grove" else "place"
    if control is not None:
        cls += f" ctl{control}"
    meeples = (view.get("meeples") or {}).get(place) or {"standing": [0, 0], "lying": [0, 0]}
    cubes = (view.get("cubes") or {}).get(place)
    out = [f'<g data-place="{place}"{svg.pick({"place": place}, {"from": place}, {"to": place})}'
           f' tabindex="-1" aria-label="{svg.esc(words(lang, f"board.grove.label.{place}"))}">']
    out.append(f'<circle class="{cls}" cx="{cx}" cy="{cy}" r="{r}"/>')
    if is_last:
        out.append(f'<circle class="last" cx="{cx}" cy="{cy}" r="{r + 7}"/>')
    out.append(f'<text class="plabel" x="{cx}" y="{cy - r + 20}">{svg.esc(words(lang, f"board.grove.label.{place}"))}</text>')
    if control is not None:
        said = words(lang, "board.grove.controlled", side=_side(control, lang))
        out.append(f'<text class="count" x="{cx}" y="{cy - r + 35}">{svg.esc(said)}</text>')
    for seat in (0, 1):
        row_y = cy - 18 + seat * 34
        out.append(_meeple_row(cx, row_y, seat, meeples["standing"][seat], meeples["lying"][seat], place))
    if cubes is not None:
        out.append(_cubes(cx, cy + 48, cubes, place, lang))
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


def _cubes(cx: int, y: int, cubes: list, place: str, lang: str = i18n.DEFAULT) -> str:
    out = []
    for seat in (0, 1):
        x = cx - 52 + seat * 56
        out.append(
            f'<g data-cubes="{cubes[seat]}" data-seat="{seat}" data-at="{place}">'
            f'<rect x="{x}" y="{y - 11}" width="14" height="14" fill="{CUBE[seat]}" stroke="{EDGE[seat]}"/>'
            f'<text class="count" x="{x + 32}" y="{y}" text-anchor="middle">{LETTER[seat]}×{cubes[seat]}</text></g>'
        )
    out.append(f'<text class="count" x="{cx}" y="{y + 18}">{svg.esc(words(lang, "board.grove.cubes_note"))}</text>')
    return "".join(out)


def _legend(game: dict, view: dict, lang: str = i18n.DEFAULT) -> str:
    supply = view.get("supply") or [0, 0]
    y = HEIGHT - 16
    rows = []
    for seat in (0, 1):
        name = svg.seat_name(game, seat, lang)
        said = words(lang, "board.grove.supply", name=name, side=_side(seat, lang), letter=LETTER[seat], n=supply[seat])
        x = 12 + seat * 300
        rows.append(
            f'<g data-supply="{supply[seat]}" data-seat="{seat}">'
            f'<rect x="{x}" y="{y - 12}" width="14" height="14" fill="{CUBE[seat]}" stroke="{EDGE[seat]}"/>'
            f'<text class="legend" x="{x + 20}" y="{y}">{svg.esc(said)}</text></g>'
        )
    turn = words(lang, "board.grove.turn_second" if view.get("second_action") else "board.grove.turn", turn=view.get("turn"))
    rows.append(f'<text class="legend" x="{WIDTH - 12}" y="{y}" text-anchor="end">{svg.esc(turn)}</text>')
    rows.append(f'<text class="small" x="12" y="{y - 22}">{svg.esc(words(lang, "board.grove.arrows"))}</text>')
    return "".join(rows)


def _last_places(events) -> set:
    """The places the last move touched, to highlight them."""
    return svg.last_cells(events, ("place", "from", "to"), lambda v: v in CENTRES)


# --- the phone layout: one user unit = one CSS pixel at 360 wide ----------------------------------
P_W, P_H = 360, 532
P_CENTRES = {"circle-1": (180, 92), "grove": (180, 262), "circle-2": (90, 438), "circle-3": (270, 438)}
P_R = 86
P_LABELS = {"grove": "The Grove", "circle-1": "Circle 1", "circle-2": "Circle 2", "circle-3": "Circle 3"}
P_CSS = """
.p-place { fill: #e7efe0; stroke: #5f7a52; stroke-width: 2; }
.p-place.grove { fill: #d3e6c6; stroke: #3f6131; stroke-width: 3; }
.p-place.ctl0 { stroke: #8a7300; stroke-width: 7; }
.p-place.ctl1 { stroke: #3b3355; stroke-width: 7; stroke-dasharray: 14 5; }
.p-label { font-size: 15px; font-weight: bold; text-anchor: middle; }
.p-line { font-size: 13px; text-anchor: middle; }
.p-count { font-size: 13px; }
[data-pick]:focus { outline: none; }
[data-pick]:focus > .p-place { stroke: #b00060; stroke-width: 6; }
"""


def place_label(view: dict, place: str, is_last: bool = False, lang: str = i18n.DEFAULT) -> str:
    """A place in words, as a screen reader says it: its meeples, cubes and control."""
    meeples = (view.get("meeples") or {}).get(place) or {"standing": [0, 0], "lying": [0, 0]}
    parts = []
    for seat in (0, 1):
        st, ly = meeples["standing"][seat], meeples["lying"][seat]
        if st or ly:
            parts.append(words(lang, "board.grove.druids", side=_side(seat, lang), standing=st, lying=ly))
    cubes = (view.get("cubes") or {}).get(place)
    if cubes is not None:
        each = [words(lang, "board.grove.cubes_of", n=n, side=_side(s, lang)) for s, n in enumerate(cubes) if n]
        parts.append(words(lang, "board.grove.both", a=each[0], b=each[1]) if len(each) == 2 else
                     each[0] if each else words(lang, "board.grove.no_cubes"))
    control = (view.get("control") or {}).get(place)
    if control is not None:
        parts.append(words(lang, "board.grove.controlled", side=_side(control, lang)))
    if is_last:
        parts.append(words(lang, "board.grove.changed"))
    return words(lang, "board.grove.place_label", label=words(lang, f"board.grove.label.{place}"),
                 parts="; ".join(parts) or words(lang, "board.grove.empty"))


def _title(game: dict, lang: str) -> str:
    return words(lang, "board.title", game="Battle for the Grove", version=game.get("version", 0))


def _phone(game: dict, view: dict, last: set, lang: str = i18n.DEFAULT) -> str:
    out = []
    gx, gy = P_CENTRES["grove"]
    for circle in ("circle-1", "circle-2", "circle-3"):
        cx, cy = P_CENTRES[circle]
        out.append(f'<line class="path" x1="{gx}" y1="{gy}" x2="{cx}" y2="{cy}"/>')
    for place in ("grove", "circle-1", "circle-2", "circle-3"):
        out.append(_phone_place(view, place, place in last, lang))
    title = _title(game, lang)
    return svg.document(P_W, P_H, "".join(out), CSS + P_CSS, title=title, interactive=True)


def _phone_place(view: dict, place: str, is_last: bool, lang: str = i18n.DEFAULT) -> str:
    cx, cy = P_CENTRES[place]
    control = (view.get("control") or {}).get(place)
    cls = "p-place grove" if place == "grove" else "p-place"
    if control is not None:
        cls += f" ctl{control}"
    meeples = (view.get("meeples") or {}).get(place) or {"standing": [0, 0], "lying": [0, 0]}
    cubes = (view.get("cubes") or {}).get(place)
    shape = f'<circle class="{cls}" cx="{cx}" cy="{cy}" r="{P_R}"/>'
    deco = []
    if is_last:
        deco.append(f'<circle class="last" cx="{cx}" cy="{cy}" r="{P_R - 7}"/>')
    deco.append(f'<text class="p-label" x="{cx}" y="{cy - 52}">{svg.esc(words(lang, f"board.grove.short.{place}"))}</text>')
    if control is not None:
        said = words(lang, "board.grove.controls", side=_side(control, lang))
        deco.append(f'<text class="p-line" x="{cx}" y="{cy - 34}">{svg.esc(said)}</text>')
    for seat in (0, 1):
        y = cy - 12 + seat * 30
        deco.append(_phone_meeples(cx - 70, y, seat, meeples["standing"][seat], meeples["lying"][seat], place))
    if cubes is not None:
        shown = [(s, n) for s, n in enumerate(cubes) if n]
        x = cx - 30 * len(shown) + 2
        for seat, n in shown:
            deco.append(f'<g data-cubes="{n}" data-seat="{seat}" data-at="{place}">'
                        f'<rect x="{x}" y="{cy + 35}" width="13" height="13" fill="{CUBE[seat]}" stroke="{EDGE[seat]}"/>'
                        f'<text class="p-count" x="{x + 17}" y="{cy + 47}">{LETTER[seat]}×{n}</text></g>')
            x += 60
        if not shown:
            deco.append(f'<text class="p-line" x="{cx}" y="{cy + 47}">{svg.esc(words(lang, "board.grove.no_cubes"))}</text>')
    return svg.button(place_label(view, place, is_last, lang), ({"place": place}, {"from": place}, {"to": place}),
                      shape, "".join(deco), f' data-place="{place}"')


def _phone_meeples(x: int, y: int, seat: int, standing: int, lying: int, place: str) -> str:
    """One seat's meeples at a place: shapes, then the counts in words (↑ standing, ↓ lying)."""
    if not standing and not lying:
        return ""
    out = []
    for _ in range(standing):  # no letter inside the shape: too small to read; the count says it
        out.append(f'<g data-meeple="standing" data-seat="{seat}" data-at="{place}"><rect x="{x}" y="{y - 12}" '
                   f'width="10" height="20" rx="4" fill="{FILL[seat]}" stroke="{EDGE[seat]}" stroke-width="1.5"/></g>')
        x += 12
    for _ in range(lying):
        out.append(f'<g data-meeple="lying" data-seat="{seat}" data-at="{place}"><rect x="{x}" y="{y - 1}" '
                   f'width="13" height="9" rx="4" fill="{FILL[seat]}" stroke="{EDGE[seat]}" stroke-width="1.5" '
                   f'stroke-dasharray="3 1"/></g>')
        x += 15
    out.append(f'<text class="p-count" x="{x + 4}" y="{y + 5}" data-counts="{seat}">{LETTER[seat]} {standing}↑ {lying}↓</text>')
    return "".join(out)


def side(game: dict, lang: str = i18n.DEFAULT) -> str:
    """The page's side panel: each player's colour and supply, the turn (HTML, see boards.side)."""
    view = game.get("view") or {}
    supply = view.get("supply") or [0, 0]
    me = game.get("your_seat")
    boxes = []
    for seat in (0, 1):
        circles = sum(1 for c in (view.get("control") or {}).values() if c == seat)
        lines = [h(words(lang, "board.grove.in_supply", n=supply[seat])), h(words(lang, "board.grove.circles", n=circles))]
        boxes.append(player_box(game, seat, words(lang, "board.grove.role", side=_side(seat, lang), letter=LETTER[seat]),
                                lines, me == seat, lang=lang))
    turn = view.get("turn")
    key = "board.grove.side_turn_second" if view.get("second_action") else "board.grove.side_turn"
    when = h(words(lang, key, turn=turn)) if turn is not None else ""  # a game still waiting for players has no turn
    return "".join(boxes) + f'<p class="t-note">{when}{h(words(lang, "board.grove.note"))}</p>'
