"""The Channeling as a picture: the 4x4 grid of Magic Circle cards, cubes, druids, glyphs, scores.

Cells are numbered row * 4 + column, as in the moves. The grey glyph markers stand at the end of
each row (row0..row3) and below each column (col0..col3). Light and Dark are told apart by a
letter (L, D) and by fill, never by colour alone. Only the deck order is hidden in this game, and
the view never holds it.
"""
from __future__ import annotations

from domain.channeling.rules import SPLENDOR, VIGOR
from service.table import i18n

from . import svg
from .html import card as html_card
from .html import cards as html_cards
from .html import esc as h
from .html import player_box
from .svg import words

SIZE = 4
CELL = 112
GAP = 8
X0, Y0 = 20, 50
GRID_W = SIZE * CELL + (SIZE - 1) * GAP
PANEL_X = X0 + GRID_W + 70
WIDTH, HEIGHT = PANEL_X + 250, Y0 + GRID_W + 70
FILL = {"light": "#fbf3d5", "dark": "#3b3355"}
INK = {"light": "#5a4a00", "dark": "#ffffff"}
EDGE = {"light": "#8a7300", "dark": "#1c1630"}
LETTER = {"light": "L", "dark": "D"}

CSS = """
.card { fill: #eef3fb; stroke: #6b7fa6; stroke-width: 2; }
.card.empty { fill: #f7f7f7; stroke: #aaa; stroke-dasharray: 6 4; }
.vs { font-size: 13px; font-weight: bold; }
.cellno { font-size: 10px; fill: #7a869e; }
.glyph { fill: #d9d9d9; stroke: #777; }
.glyph.current { fill: #ffe38a; stroke: #a07d00; stroke-width: 2; }
.gtext { font-size: 11px; text-anchor: middle; }
.ptitle { font-size: 15px; font-weight: bold; }
.pline { font-size: 13px; }
.handcard { fill: #ececec; stroke: #777; }
"""


def cell_xy(cell: int) -> tuple[int, int]:
    """Top-left corner of a cell."""
    row, col = divmod(cell, SIZE)
    return X0 + col * (CELL + GAP), Y0 + row * (CELL + GAP)


def render(game: dict, last_event=None, *, panel: bool = True, lang: str = i18n.DEFAULT) -> str:
    """The Channeling table as `game`'s caller sees it (panel=False: the phone layout, the grid
    and its glyph markers alone; scores and hands go to side())."""
    view = game.get("view") or {}
    colour_of = _colours(view)
    last_cells = _last_cells(last_event)
    if not panel:
        return _phone(game, view, colour_of, last_cells, lang)
    druids = {}
    for seat, cells in enumerate(view.get("druids") or []):
        for cell in cells:
            druids.setdefault(cell, []).append(seat)
    parts = [svg.banner(game, WIDTH, lang=lang)]
    cards = view.get("cards") or [None] * (SIZE * SIZE)
    cubes = view.get("cubes") or [[0, 0]] * (SIZE * SIZE)
    for cell in range(SIZE * SIZE):
        parts.append(_card(cell, cards[cell], cubes[cell], druids.get(cell, []), colour_of, cell in last_cells, lang))
    parts.append(_glyph_markers(view, lang))
    parts.append(_panel(game, view, colour_of, lang))
    return svg.document(WIDTH, HEIGHT, "".join(parts), CSS, title=_title(game, lang))


def _colours(view: dict) -> dict:
    colours = view.get("colours") or {}
    return {0: colours.get("0", "light"), 1: colours.get("1", "dark")}


def _colour(colour: str, lang: str) -> str:
    return words(lang, f"board.channeling.colour.{colour}")


def _phase(view: dict, lang: str) -> str:
    phase = view.get("phase") or ""
    key = f"board.channeling.phase.{phase}"
    return words(lang, key) if key in i18n.catalogue(lang) else phase


def _glyph(glyph: str, lang: str, spaced: bool = False) -> str:
    """A glyph marker's name: "row2" (spaced: "row 2")."""
    kind, n = glyph[:3], glyph[3:]
    return words(lang, f"board.channeling.{kind}{'_n' if spaced else ''}", n=n)


def _card(cell: int, card: dict | None, cubes: list, druids: list, colour_of: dict, is_last: bool,
          lang: str = i18n.DEFAULT) -> str:
    x, y = cell_xy(cell)
    picks = svg.pick({"from": cell}, {"to": cell}, {"path": cell}, {"cell": cell})
    out = [f'<g data-cell="{cell}"{picks}>']
    if card is None:
        out.append(f'<rect class="card empty" x="{x}" y="{y}" width="{CELL}" height="{CELL}" rx="8"/>'
                   f'<text class="cellno" x="{x + 6}" y="{y + 14}">{cell}</text>'
                   # top right, where a card shows its V/S: a druid stands in the middle
                   f'<text class="small" x="{x + CELL - 8}" y="{y + 18}" text-anchor="end">'
                   f'{svg.esc(words(lang, "board.channeling.empty"))}</text>')
    else:
        out.append(f'<rect class="card" x="{x}" y="{y}" width="{CELL}" height="{CELL}" rx="8" data-card="{card["card"]}"/>'
                   f'<text class="cellno" x="{x + 6}" y="{y + 14}">{cell}</text>'
                   f'<text class="vs" x="{x + CELL - 6}" y="{y + 17}" text-anchor="end">'
                   f'{svg.esc(words(lang, "board.channeling.vs", vigor=card["vigor"], splendor=card["splendor"]))}</text>')
    for seat in (0, 1):
        count = cubes[seat] if cubes else 0
        colour = colour_of[seat]
        cx = x + 8 + seat * 54
        out.append(f'<g data-cubes="{count}" data-seat="{seat}" data-cell="{cell}">'
                   f'<rect x="{cx}" y="{y + CELL - 26}" width="16" height="16" fill="{FILL[colour]}" stroke="{EDGE[colour]}"/>'
                   f'<text class="pline" x="{cx + 20}" y="{y + CELL - 13}">{LETTER[colour]}×{count}</text></g>')
    for i, seat in enumerate(druids):
        colour = colour_of[seat]
        dx = x + 34 + i * 44
        out.append(f'<g data-druid="{seat}" data-cell="{cell}">'
                   f'<circle cx="{dx}" cy="{y + 52}" r="17" fill="{FILL[colour]}" stroke="{EDGE[colour]}" stroke-width="2.5"/>'
                   f'<text class="gtext" x="{dx}" y="{y + 57}" style="fill:{INK[colour]};font-weight:bold">{LETTER[colour]}</text></g>')
    if is_last:
        out.append(f'<rect class="last" x="{x - 3}" y="{y - 3}" width="{CELL + 6}" height="{CELL + 6}" rx="10"/>')
    out.append("</g>")
    return "".join(out)


def _glyph_markers(view: dict, lang: str = i18n.DEFAULT) -> str:
    """The grey markers: one per row at its right end, one per column below it."""
    current = view.get("glyph")
    out = []
    for i in range(SIZE):
        _, y = cell_xy(i * SIZE)
        out.append(_marker(f"row{i}", X0 + GRID_W + 10, y + CELL / 2 - 14, current, lang))
        x, _ = cell_xy(i)
        out.append(_marker(f"col{i}", x + CELL / 2 - 25, Y0 + GRID_W + 10, current, lang))
    return "".join(out)


def _marker(glyph: str, x: float, y: float, current: str | None, lang: str = i18n.DEFAULT) -> str:
    cls = "glyph current" if glyph == current else "glyph"
    return (f'<g data-glyph-marker="{glyph}"{svg.pick({"glyph": glyph})}>'
            f'<rect class="{cls}" x="{x}" y="{y}" width="50" height="28" rx="5"/>'
            f'<text class="gtext" x="{x + 25}" y="{y + 18}">{svg.esc(_glyph(glyph, lang))}</text></g>')


def _panel(game: dict, view: dict, colour_of: dict, lang: str = i18n.DEFAULT) -> str:
    out = []
    y = Y0
    for seat in (0, 1):
        colour = colour_of[seat]
        name = svg.seat_name(game, seat, lang)
        score = (view.get("splendor") or [0, 0])[seat]
        supply = (view.get("supply") or [0, 0])[seat]
        over = (view.get("overchanneled") or [0, 0])[seat]
        acquired = (view.get("acquired") or [[], []])[seat]
        hand = (view.get("hand") or [[], []])[seat]
        out.append(f'<g data-player="{seat}"><rect x="{PANEL_X - 8}" y="{y - 4}" width="240" height="220" rx="8" '
                   f'fill="none" stroke="{EDGE[colour]}"/>'
                   f'<circle cx="{PANEL_X + 8}" cy="{y + 12}" r="9" fill="{FILL[colour]}" stroke="{EDGE[colour]}"/>'
                   f'<text class="ptitle" x="{PANEL_X + 24}" y="{y + 17}">'
                   f'{svg.esc(words(lang, "board.channeling.player", name=name, colour=_colour(colour, lang), letter=LETTER[colour]))}</text>'
                   f'<text class="pline" x="{PANEL_X}" y="{y + 40}" data-score="{score}">'
                   f'{svg.esc(words(lang, "board.channeling.splendor", n=score))}</text>'
                   f'<text class="pline" x="{PANEL_X}" y="{y + 58}">'
                   f'{svg.esc(words(lang, "board.channeling.supply", supply=supply, over=over))}</text>'
                   f'<text class="pline" x="{PANEL_X}" y="{y + 76}">{svg.esc(words(lang, "board.channeling.acquired", n=len(acquired)))}</text>')
        ax, ay = PANEL_X, y + 84
        for card in acquired:
            # the card table is public (GET /v1/rulesets/channeling/cards)
            out.append(f'<g data-acquired="{card}" data-seat="{seat}"><rect class="handcard" x="{ax}" y="{ay}" '
                       f'width="44" height="18" rx="3"/><text class="small" x="{ax + 22}" y="{ay + 13}" '
                       f'text-anchor="middle">{svg.esc(words(lang, "board.channeling.vs_slash", vigor=VIGOR[card], splendor=SPLENDOR[card]))}</text></g>')
            ax += 47
            if ax > PANEL_X + 190:
                ax, ay = PANEL_X, ay + 20
        out.append(f'<text class="pline" x="{PANEL_X}" y="{y + 142}">{svg.esc(words(lang, "board.channeling.glyphs", n=len(hand)))}</text>')
        gx, gy = PANEL_X, y + 150
        for i, glyph in enumerate(hand):
            picks = svg.pick({"glyph": glyph}) if game.get("your_seat") == seat else ""
            out.append(f'<g data-hand-glyph="{glyph}" data-seat="{seat}"{picks}>'
                       f'<rect class="handcard" x="{gx}" y="{gy}" width="50" height="24" rx="4"/>'
                       f'<text class="gtext" x="{gx + 25}" y="{gy + 16}">{svg.esc(_glyph(glyph, lang))}</text></g>')
            gx += 54
            if i % 4 == 3:
                gx, gy = PANEL_X, gy + 28
        out.append("</g>")
        y += 226
    said = words(lang, "board.channeling.deck", n=view.get("deck_size", 0), phase=_phase(view, lang))
    out.append(f'<text class="pline" x="{PANEL_X}" y="{y + 10}">{svg.esc(said)}</text>')
    return "".join(out)


def _last_cells(events) -> set:
    """The cells the last move touched: a druid's from/to, a channeled path, refilled spaces."""
    return svg.last_cells(events, ("from", "to", "cell", "path", "cells"),
                          lambda v: isinstance(v, int) and 0 <= v < SIZE * SIZE)


# --- the phone layout: one user unit = one CSS pixel at 362 wide ---------------------------------
P_CELL, P_GAP, P_X0, P_Y0 = 72, 6, 4, 4
P_GRID = SIZE * P_CELL + (SIZE - 1) * P_GAP
P_MARK = 46  # the glyph markers: a tap target each
P_W, P_H = P_X0 + P_GRID + 6 + P_MARK + 2, P_Y0 + P_GRID + 6 + P_MARK + 2
P_CSS = """
.p-no { font-size: 12.5px; fill: #4f5a70; }
.p-vs { font-size: 13px; font-weight: bold; }
.p-cube { font-size: 13px; }
.p-empty { font-size: 12.5px; text-anchor: middle; fill: #555; }
.p-druid { font-size: 14px; font-weight: bold; text-anchor: middle; }
.p-glyph { font-size: 13px; text-anchor: middle; }
[data-pick]:focus { outline: none; }
[data-pick]:focus > rect:first-child { stroke: #b00060; stroke-width: 5; }
"""


def cell_label(view: dict, cell: int, colour_of: dict, is_last: bool = False, lang: str = i18n.DEFAULT) -> str:
    """A Magic Circle card's space in words: its place, values, druid and cubes."""
    row, col = divmod(cell, SIZE)
    card = (view.get("cards") or [None] * 16)[cell]
    cubes = (view.get("cubes") or [[0, 0]] * 16)[cell]
    parts = [words(lang, "board.channeling.card", vigor=card["vigor"], splendor=card["splendor"]) if card
             else words(lang, "board.channeling.no_card")]
    for seat, cells in enumerate(view.get("druids") or []):
        if cell in cells:
            parts.append(words(lang, "board.channeling.druid", colour=_colour(colour_of[seat], lang)))
    counted = [words(lang, "board.channeling.cubes", n=n, colour=_colour(colour_of[s], lang))
               for s, n in enumerate(cubes or []) if n]
    parts.append(words(lang, "board.channeling.both", a=counted[0], b=counted[1]) if len(counted) == 2 else
                 counted[0] if counted else words(lang, "board.channeling.no_cubes"))
    if is_last:
        parts.append(words(lang, "board.channeling.touched"))
    return words(lang, "board.channeling.label", head=words(lang, "board.channeling.cell", cell=cell, row=row, col=col),
                 parts="; ".join(parts))


def _title(game: dict, lang: str) -> str:
    return words(lang, "board.title", game="The Channeling", version=game.get("version", 0))


def _phone(game: dict, view: dict, colour_of: dict, last: set, lang: str = i18n.DEFAULT) -> str:
    druid_of = {c: seat for seat, cells in enumerate(view.get("druids") or []) for c in cells}
    cards = view.get("cards") or [None] * (SIZE * SIZE)
    cubes = view.get("cubes") or [[0, 0]] * (SIZE * SIZE)
    out = []
    for cell in range(SIZE * SIZE):
        row, col = divmod(cell, SIZE)
        x, y = P_X0 + col * (P_CELL + P_GAP), P_Y0 + row * (P_CELL + P_GAP)
        card = cards[cell]
        label = cell_label(view, cell, colour_of, cell in last, lang)
        if card is None:
            shape = f'<rect class="card empty" x="{x}" y="{y}" width="{P_CELL}" height="{P_CELL}" rx="7"/>'
            deco = [f'<text class="p-empty" x="{x + P_CELL / 2}" y="{y + 42}">{svg.esc(words(lang, "board.channeling.empty"))}</text>']
        else:
            shape = f'<rect class="card" x="{x}" y="{y}" width="{P_CELL}" height="{P_CELL}" rx="7" data-card="{card["card"]}"/>'
            vs = words(lang, "board.channeling.vs", vigor=card["vigor"], splendor=card["splendor"])
            deco = [f'<text class="p-vs" x="{x + P_CELL - 5}" y="{y + 16}" text-anchor="end">{svg.esc(vs)}</text>']
        deco.append(f'<text class="p-no" x="{x + 5}" y="{y + 16}">{cell}</text>')
        if cell in druid_of:
            seat = druid_of[cell]
            colour = colour_of[seat]
            deco.append(f'<g data-druid="{seat}" data-cell="{cell}"><circle cx="{x + P_CELL / 2}" cy="{y + 37}" r="14" '
                        f'fill="{FILL[colour]}" stroke="{EDGE[colour]}" stroke-width="2.5"/>'
                        f'<text class="p-druid" x="{x + P_CELL / 2}" y="{y + 42}" style="fill:{INK[colour]}">{LETTER[colour]}</text></g>')
        shown = [(s, n) for s, n in enumerate(cubes[cell] or []) if n]
        cx = x + 4
        for seat, n in shown:
            colour = colour_of[seat]
            deco.append(f'<g data-cubes="{n}" data-seat="{seat}" data-cell="{cell}">'
                        f'<rect x="{cx}" y="{y + P_CELL - 17}" width="11" height="11" fill="{FILL[colour]}" stroke="{EDGE[colour]}"/>'
                        f'<text class="p-cube" x="{cx + 13}" y="{y + P_CELL - 6}">{LETTER[colour]}{n}</text></g>')
            cx += 34
        if cell in last:
            deco.append(f'<rect class="last" x="{x + 3}" y="{y + 3}" width="{P_CELL - 6}" height="{P_CELL - 6}" rx="6"/>')
        out.append(svg.button(label, ({"from": cell}, {"to": cell}, {"path": cell}, {"cell": cell}), shape, "".join(deco),
                              f' data-cell="{cell}"'))
    current = view.get("glyph")
    for i in range(SIZE):
        y = P_Y0 + i * (P_CELL + P_GAP)
        out.append(_phone_marker(f"row{i}", P_X0 + P_GRID + 6, y, P_MARK, P_CELL, current, lang))
        x = P_X0 + i * (P_CELL + P_GAP)
        out.append(_phone_marker(f"col{i}", x, P_Y0 + P_GRID + 6, P_CELL, P_MARK, current, lang))
    title = _title(game, lang)
    return svg.document(P_W, P_H, "".join(out), CSS + P_CSS, title=title, interactive=True)


def _phone_marker(glyph: str, x: float, y: float, w: float, hgt: float, current: str | None,
                  lang: str = i18n.DEFAULT) -> str:
    cls = "glyph current" if glyph == current else "glyph"
    label = words(lang, "board.channeling.marker_now" if glyph == current else "board.channeling.marker",
                  glyph=_glyph(glyph, lang, spaced=True))
    word = words(lang, f"board.channeling.{glyph[:3]}_word")
    return svg.button(label, ({"glyph": glyph},), f'<rect class="{cls}" x="{x}" y="{y}" width="{w}" height="{hgt}" rx="6"/>',
                      f'<text class="p-glyph" x="{x + w / 2}" y="{y + hgt / 2 - 2}">{svg.esc(word)}</text>'
                      f'<text class="p-glyph" x="{x + w / 2}" y="{y + hgt / 2 + 13}">{glyph[3:]}</text>',
                      f' data-glyph-marker="{glyph}"')


def side(game: dict, lang: str = i18n.DEFAULT) -> str:
    """The page's side panel: each player's Splendor, supply, acquired cards and glyph hand (the
    caller's glyphs are buttons a move can name)."""
    view = game.get("view") or {}
    colour_of = _colours(view)
    me = game.get("your_seat")
    out = []
    order = [me, 1 - me] if me in (0, 1) else [0, 1]
    for seat in order:
        colour = colour_of[seat]
        score = (view.get("splendor") or [0, 0])[seat]
        supply = (view.get("supply") or [0, 0])[seat]
        over = (view.get("overchanneled") or [0, 0])[seat]
        acquired = (view.get("acquired") or [[], []])[seat]
        hand = (view.get("hand") or [[], []])[seat]
        lines = [f'<span data-score="{score}">{h(words(lang, "board.channeling.side_splendor"))} {score}</span>',
                 h(words(lang, "board.channeling.in_supply", n=supply)),
                 h(words(lang, "board.channeling.overchanneled", n=over)),
                 h(words(lang, "board.channeling.of_7", n=len(acquired)))]
        glyphs = []
        for glyph in hand:
            partials = ({"glyph": glyph},) if me == seat else ()
            named = _glyph(glyph, lang, spaced=True)
            glyphs.append(html_card(words(lang, "board.channeling.play_glyph", glyph=named), f'<b>{h(named)}</b>',
                                    partials, f' data-hand-glyph="{h(glyph)}" data-seat="{seat}"', "t-glyph"))
        won = [html_card("", h(words(lang, "board.channeling.vs", vigor=VIGOR[c], splendor=SPLENDOR[c])), (),
                         f' data-acquired="{c}" data-seat="{seat}"', "t-small") for c in acquired]
        extra = (html_cards(words(lang, "board.channeling.in_hand"), glyphs, words(lang, "board.channeling.all_played"),
                            lang=lang)
                 + html_cards(words(lang, "board.channeling.acquired_title"), won, lang=lang))
        role = words(lang, "board.channeling.role", colour=_colour(colour, lang), letter=LETTER[colour])
        out.append(player_box(game, seat, role, lines, me == seat, extra, lang=lang))
    note = words(lang, "board.channeling.note", n=view.get("deck_size", 0), phase=_phase(view, lang))
    out.append(f'<p class="t-note">{h(note)}</p>')
    return "".join(out)
