"""Battle of the Dale as a picture: the 19-hex map, units by army and kind, reserves, captured piles.

Spaces carry their numbers (the ones moves use) and the four named spaces their names. A unit is
a disc in its army's colour with its kind in a large letter (R regular, M mounted, H hero) and its
army's name under it, so colour is never the only cue.
"""
from __future__ import annotations

import math

from domain.dale.rules import EDGE, GRID, KIND_NAME, NAMED
from domain.engine.words import msg
from service.table import i18n

from . import svg
from .html import card as html_card
from .html import cards as html_cards
from .html import esc as h
from .html import player_box
from .svg import words

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


def render(game: dict, last_event=None, *, panel: bool = True, lang: str = i18n.DEFAULT) -> str:
    """The Dale map as `game`'s caller sees it (everything in the Dale is public), its words in
    `lang`; panel=False: the phone layout, the map alone (reserves and captured piles go to side())."""
    view = game.get("view") or {}
    armies = view.get("armies") or []
    board = view.get("board") or [None] * GRID.size
    last = _last_spaces(last_event)
    if not panel:
        return _phone(game, view, armies, board, last, lang)
    parts = [svg.banner(game, WIDTH, lang=lang)]
    for sp in range(GRID.size):
        parts.append(_space(sp, board[sp], armies, sp in last))
    for sp in range(GRID.size):
        parts.append(_contents(sp, board[sp], armies, sp in last, lang))
    parts.append(_panel(game, view, armies, lang))
    return svg.document(WIDTH, HEIGHT, "".join(parts), CSS, title=_title(game, lang))


def _title(game: dict, lang: str) -> str:
    return words(lang, "board.title", game="Battle of the Dale", version=game.get("version", 0))


def place_name(sp: int, lang: str) -> str:
    """A named space's name in `lang` (domain/dale/locales: "Foggy Mountain", "Nebelberg")."""
    return i18n.render(lang, msg(f"dale.place.{sp}"), sentence=False)


def _army(kind: str, army: str, lang: str) -> str:
    """An army's word for a picture (`kind`: army, army_title or army_short), or the id itself."""
    key = f"board.dale.{kind}.{army}"
    return words(lang, key) if key in i18n.catalogue(lang) else army


def _space(sp: int, unit: str | None, armies: list, is_last: bool) -> str:
    x, y = CENTRES[sp]
    cls = "hex named" if sp in NAMED else ("hex edge" if sp in EDGE else "hex")
    return (f'<g data-space="{sp}"{svg.pick({"space": sp}, {"from": sp}, {"to": sp})}>'
            f'<polygon class="{cls}" points="{HEX_POINTS[sp]}"/>'
            f'<text class="spno" x="{x:.1f}" y="{y - 27:.1f}">{sp}</text></g>')


def _contents(sp: int, unit: str | None, armies: list, is_last: bool, lang: str = i18n.DEFAULT) -> str:
    """What stands on a space, drawn after every hex so that no neighbour covers it."""
    x, y = CENTRES[sp]
    out = []
    if sp in NAMED:
        out.append(f'<text class="spname" x="{x:.1f}" y="{y + 38:.1f}">{svg.esc(words(lang, f"board.dale.short.{sp}"))}</text>')
    if unit:
        out.append(_unit(x, y, unit, armies, on_map=sp, picks=svg.pick({"space": sp}, {"from": sp}, {"to": sp}),
                         lang=lang))
    if is_last:
        out.append(f'<polygon class="last" points="{_hex_points(x, y, SIZE - 5)}"/>')
    return "".join(out)


def _unit(x: float, y: float, code: str, armies: list, on_map: int | None = None, r: float = 17,
          picks: str = "", lang: str = i18n.DEFAULT) -> str:
    seat, kind = int(code[:-1]), code[-1]
    army = _army("army", armies[seat], lang) if seat < len(armies) else svg.seat_name({}, seat, lang)
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


def _panel(game: dict, view: dict, armies: list, lang: str = i18n.DEFAULT) -> str:
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
        name = svg.seat_name(game, seat, lang)
        is_out = seat < len(out_flags) and out_flags[seat]
        title_cls = "ptitle out" if is_out else "ptitle"
        title = words(lang, "board.dale.player_out" if is_out else "board.dale.player", name=name,
                      army=_army("army_title", armies[seat], lang))
        out.append(f'<g data-player="{seat}"{svg.pick({"captor": seat}, {"with": seat})}>'
                   f'<rect x="{PANEL_X - 6}" y="{y}" width="{WIDTH - PANEL_X - 4}" height="{row_h - 6}" rx="6" '
                   f'fill="#fafafa" stroke="{colour}" stroke-width="2"/>'
                   f'<text class="{title_cls}" x="{PANEL_X + 4}" y="{y + 17}">{svg.esc(title)}</text></g>')
        res = reserve[seat] if seat < len(reserve) else {}
        x = PANEL_X + 16
        out.append(f'<text class="pline" x="{PANEL_X + 4}" y="{y + 40}">{svg.esc(words(lang, "board.dale.reserve"))}</text>')
        x = PANEL_X + 82
        for kind in ("R", "M", "H"):
            for _ in range(res.get(kind, 0)):
                picks = svg.pick({"unit": KIND_NAME[kind]}) if me == seat else ""
                out.append(f'<g data-reserve="{seat}">' + _unit(x, y + 36, f"{seat}{kind}", armies, r=10, picks=picks, lang=lang)
                           .replace('class="unit-army"', 'class="unit-army" visibility="hidden"') + "</g>")
                x += 23
        pile = piles[seat] if seat < len(piles) else []
        out.append(f'<text class="pline" x="{PANEL_X + 4}" y="{y + 63}">{svg.esc(words(lang, "board.dale.captured"))}</text>')
        x = PANEL_X + 82
        y += 23
        for code in pile:
            owner, kind = int(code[:-1]), code[-1]
            picks = svg.pick({"pile": seat, "unit": KIND_NAME[kind]}) if me == owner else ""
            out.append(f'<g data-pile="{seat}">' + _unit(x, y + 36, code, armies, r=10, picks=picks, lang=lang)
                       .replace('class="unit-army"', 'class="unit-army" visibility="hidden"') + "</g>")
            x += 23
        if not pile:
            out.append(f'<text class="pline" x="{x}" y="{y + 40}">{svg.esc(words(lang, "board.dale.none"))}</text>')
    footer = words(lang, "board.dale.footer", turn=view.get("turns", 0), phase=_phase(view, lang))
    out.append(f'<text class="small" x="10" y="{HEIGHT - 26}">{svg.esc(_named(lang))}</text>'
               f'<text class="small" x="10" y="{HEIGHT - 10}">{svg.esc(footer)}</text>')
    return "".join(out)


def _phase(view: dict, lang: str) -> str:
    phase = view.get("phase") or ""
    key = f"board.dale.phase.{phase}"
    return words(lang, key) if key in i18n.catalogue(lang) else phase


def _named(lang: str) -> str:
    """"Named spaces: 4 Foggy Mountain · 9 Riverport of Chip · ..." in `lang`."""
    named = " · ".join(words(lang, "board.dale.named_item", n=sp, name=place_name(sp, lang)) for sp in sorted(NAMED))
    return words(lang, "board.dale.named", named=named)


def _last_spaces(events) -> set:
    """The spaces the last move named, to highlight them."""
    return svg.last_cells(events, ("space", "from", "to", "place"),
                          lambda v: isinstance(v, int) and 0 <= v < GRID.size)


# --- the phone layout: one user unit = one CSS pixel at 360 wide ---------------------------------
P_SIZE = 41
P_MAP_H = 336
P_LEGEND_LINE = 18
P_W = 360
P_CENTRES = tuple((180 + P_SIZE * SQ3 * (q + r / 2), 168 + P_SIZE * 1.5 * r) for q, r in GRID.coords)
P_NAME_ROOM = 62  # a line of a name at most this wide: the hex's middle band is 69 units across
P_NAME_SIZE = 12.5  # .p-name's font size
ARMY_SHORT = {"human": "Hum", "elf": "Elf", "dwarf": "Dwf", "goblin": "Gob", "falcon": "Fal"}
P_CSS = """
.p-no { font-size: 12.5px; fill: #4a5535; text-anchor: middle; }
.p-name { font-size: 12.5px; fill: #5a420c; text-anchor: middle; font-style: italic; pointer-events: none; }
.p-legend { font-size: 12.5px; fill: #3f3413; }
.p-legend .p-legend-no { font-weight: bold; }
.p-kind { font-size: 15px; font-weight: bold; text-anchor: middle; }
.p-army { font-size: 12.5px; text-anchor: middle; }
[data-pick]:focus { outline: none; }
[data-pick]:focus > polygon:first-child { stroke: #b00060; stroke-width: 5; }
"""


def name_lines(name: str) -> tuple[str, ...]:
    """A space's name on two lines, broken between words where the wider line is narrowest
    (svg.wrap_name): "Riverport of Chip" -> ("Riverport", "of Chip")."""
    return svg.wrap_name(name, 0, P_NAME_SIZE)


def _phone_name(x: float, y: float, sp: int, name: str) -> str:
    """A named space's whole name on two lines across the hex's widest band (a line of nine or more
    characters is fitted to P_NAME_ROOM, whatever the font)."""
    lines = name_lines(name)
    out = []
    for i, line in enumerate(lines):
        fit = f' textLength="{P_NAME_ROOM}" lengthAdjust="spacingAndGlyphs"' if len(line) >= 9 else ""
        out.append(f'<text class="p-name" x="{x:.1f}" y="{y - 3 + 15 * i:.1f}" data-name-of="{sp}"{fit}>'
                   f'{svg.esc(line)}</text>')
    return "".join(out)


def _phone_legend(y: float, lang: str = i18n.DEFAULT) -> str:
    """Under the map: each named space's number and whole name, two to a line, for the spaces
    where a unit stands over the name."""
    items = [(sp, place_name(sp, lang)) for sp in sorted(NAMED)]
    out = []
    for row in range(0, len(items), 2):
        pair = items[row:row + 2]
        for col, (sp, name) in enumerate(pair):
            out.append(f'<text class="p-legend" x="{6 + col * 180}" y="{y + P_LEGEND_LINE * (row // 2):.1f}" '
                       f'data-legend="{sp}"><tspan class="p-legend-no">{sp}</tspan> {svg.esc(name)}</text>')
    return "".join(out)


P_H = P_MAP_H + 8 + P_LEGEND_LINE * ((len(NAMED) + 1) // 2)


def army_name(armies: list, seat: int, lang: str = i18n.DEFAULT) -> str:
    """A seat's army, capitalised ("Elf"), or the seat's "Player N"."""
    return _army("army_title", armies[seat], lang) if seat < len(armies) else svg.seat_name({}, seat, lang)


def space_label(game: dict, armies: list, sp: int, unit: str | None, is_last: bool = False,
                lang: str = i18n.DEFAULT) -> str:
    """A space in words: number, name, and who stands on it."""
    if unit:
        seat, kind = int(unit[:-1]), unit[-1]
        what = words(lang, "board.dale.unit_of", who=svg.seat_name(game, seat, lang), army=army_name(armies, seat, lang),
                     kind=words(lang, f"board.dale.kind.{kind}"))
    else:
        what = words(lang, "board.dale.vacant")
    if sp in NAMED:
        label = words(lang, "board.dale.space_named", n=sp, name=place_name(sp, lang), what=what)
    else:
        label = words(lang, "board.dale.space", n=sp, what=what)
    return words(lang, "board.dale.space_last", label=label) if is_last else label


def _phone(game: dict, view: dict, armies: list, board: list, last: set, lang: str = i18n.DEFAULT) -> str:
    out = []
    for sp in range(GRID.size):
        x, y = P_CENTRES[sp]
        unit = board[sp]
        cls = "hex named" if sp in NAMED else ("hex edge" if sp in EDGE else "hex")
        shape = f'<polygon class="{cls}" points="{_hex_points(x, y, P_SIZE - 1)}"/>'
        if sp in NAMED:  # its name in full, also as the hex's tooltip
            shape += f"<title>{svg.esc(words(lang, 'board.dale.space_title', name=place_name(sp, lang), n=sp))}</title>"
        deco = f'<text class="p-no" x="{x:.1f}" y="{y - 22:.1f}">{sp}</text>'
        if unit:
            deco += _phone_unit(x, y + 4, unit, armies, sp, lang)
        elif sp in NAMED:
            deco += _phone_name(x, y, sp, place_name(sp, lang))
        if sp in last:
            deco += f'<polygon class="last" points="{_hex_points(x, y, P_SIZE - 6)}"/>'
        out.append(svg.button(space_label(game, armies, sp, unit, sp in last, lang),
                              ({"space": sp}, {"from": sp}, {"to": sp}, {"place": sp}), shape, deco, f' data-space="{sp}"'))
    out.append(_phone_legend(P_MAP_H + 12, lang))
    return svg.document(P_W, P_H, "".join(out), CSS + P_CSS, title=_title(game, lang), interactive=True)


def _phone_unit(x: float, y: float, code: str, armies: list, sp: int, lang: str = i18n.DEFAULT) -> str:
    """A unit: its army's colour and three letters, its kind as a letter and a shape (disc regular,
    ringed disc mounted, square hero), so that colour is never the only cue."""
    seat, kind = int(code[:-1]), code[-1]
    colour = svg.SEAT_COLOURS[seat % len(svg.SEAT_COLOURS)]
    ink = svg.SEAT_INK[seat % len(svg.SEAT_INK)]
    r = 19
    shape = (f'<rect x="{x - r:.1f}" y="{y - r:.1f}" width="{2 * r}" height="{2 * r}" rx="4" fill="{colour}" stroke="#222"/>'
             if kind == "H" else f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r}" fill="{colour}" stroke="#222"/>')
    if kind == "M":
        shape += f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r - 3}" fill="none" stroke="{ink}" stroke-width="1.5"/>'
    army = str(armies[seat]) if seat < len(armies) else ""
    return (f'<g data-unit="{code}" data-seat="{seat}" data-kind="{KIND_NAME[kind]}" data-space-of="{sp}">{shape}'
            f'<text class="p-kind" x="{x:.1f}" y="{y + 1:.1f}" style="fill:{ink}">{kind}</text>'
            f'<text class="p-army" x="{x:.1f}" y="{y + 14:.1f}" style="fill:{ink}">{svg.esc(_army("army_short", army, lang) if army in ARMY_SHORT else army[:3].title())}</text></g>')


def side(game: dict, lang: str = i18n.DEFAULT) -> str:
    """The page's side panel: each army's Reserve and Captured Pile as chips (the caller's own
    units are buttons: place from the Reserve, rally from a pile), players to choose as captor or
    exchange partner."""
    view = game.get("view") or {}
    armies = view.get("armies") or []
    reserve = view.get("reserve") or []
    piles = view.get("piles") or []
    out_flags = view.get("out") or []
    me = game.get("your_seat")
    boxes = []
    for seat in range(len(armies)):
        army = army_name(armies, seat, lang)
        res = reserve[seat] if seat < len(reserve) else {}
        chips = []
        for kind in ("R", "M", "H"):
            n = res.get(kind, 0)
            if n:
                word, said = KIND_NAME[kind], words(lang, f"board.dale.kind.{kind}")
                partials = ({"unit": word},) if me == seat else ()
                chips.append(html_card(words(lang, "board.dale.place_chip", kind=said, n=n),
                                       f"<b>{kind}</b> {h(said)} ×{n}",
                                       partials, f' data-reserve="{seat}" data-kind="{word}"'))
        pile = piles[seat] if seat < len(piles) else []
        taken = []
        for code in pile:
            owner, kind = int(code[:-1]), code[-1]
            word = KIND_NAME[kind]
            partials = ({"pile": seat, "unit": word},) if me == owner else ()
            taken.append(html_card(words(lang, "board.dale.rally_chip", kind=words(lang, f"board.dale.kind.{kind}"),
                                         who=svg.seat_name(game, seat, lang)),
                                   f"<b>{kind}</b> {h(army_name(armies, owner, lang))}", partials,
                                   f' data-pile="{seat}" data-unit="{h(code)}"'))
        on_map = sum(1 for u in view.get("board") or [] if u and int(u[:-1]) == seat)
        status = words(lang, "board.dale.out") if seat < len(out_flags) and out_flags[seat] else \
            words(lang, "board.dale.on_map", n=on_map)
        extra = (html_cards(words(lang, "board.dale.reserve_title"), chips, lang=lang)
                 + html_cards(words(lang, "board.dale.pile_title"), taken, lang=lang))
        boxes.append(player_box(game, seat, words(lang, "board.dale.army_role", army=army), [status], me == seat, extra,
                                picks=({"captor": seat}, {"with": seat}), lang=lang))
    named = " · ".join(words(lang, "board.dale.named_item", n=sp, name=place_name(sp, lang)) for sp in sorted(NAMED))
    note = words(lang, "board.dale.note", turn=view.get("turns", 0), phase=_phase(view, lang), named=named)
    boxes.append(f'<p class="t-note">{h(note)}</p>')
    return "".join(boxes)
