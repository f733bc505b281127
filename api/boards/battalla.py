"""Battalla! as a picture: the mat of lanes and rows, cards with attack, health, damage and items,
stamina, the caller's hand and Hero Deck face up, everything else hidden as counts.

The mat is drawn with the caller's own rows at the bottom (seat 0's for a spectator). Each card on
the mat carries its owner's name initial and a coloured edge; attack and health are the effective
figures (base, modifiers and items), with damage taken shown beside health.
"""
from __future__ import annotations

from domain.battalla import rules as R
from domain.battalla.cards import CARDS
from domain.battalla.words import space_msg
from domain.engine.words import msg
from service.table import i18n

from . import svg
from .html import card as html_card
from .html import cards as html_cards
from .html import esc as h
from .html import player_box
from .svg import words

LANES, ROWS = R.LANES, R.ROWS
CW, CH = 150, 88          # a mat space
MX, MY = 20, 118          # the mat's top-left corner
PANEL_X = MX + LANES * CW + 24
WIDTH = PANEL_X + 300
HAND_Y = MY + ROWS * CH + 16
HEIGHT = HAND_Y + 168
HCW, HCH = 96, 46         # a card in a hand or a Hero Deck: room for a name on two lines
ROW_NAMES = {0: "summoning row", 1: "front row", 2: "neutral zone", 3: "front row", 4: "summoning row"}
ROW_KEYS = {0: "summoning", 1: "front", 2: "neutral", 3: "front", 4: "summoning"}

CSS = """
.space { fill: #f2efe6; stroke: #c9c1ab; }
.space.summon { fill: #e8efe2; }
.space.neutral { fill: #eeeae0; }
.cname { font-size: 12px; font-weight: bold; }
.hname { font-size: 10px; }
.cstat { font-size: 12px; }
.citem { font-size: 10px; fill: #5b4a1a; }
.rowname { font-size: 10px; fill: #8a826d; }
.ptitle { font-size: 14px; font-weight: bold; }
.pline { font-size: 12px; }
.hcard { fill: #fffdf5; stroke: #8a7a55; }
.back { fill: #6f6a80; stroke: #3c3850; }
"""


def effective(p: dict) -> tuple[int, int]:
    """(attack, health) of a card on the mat, as the view gives them: base, modifiers and items."""
    return p["atk_eff"], p["health_eff"]


def _say(lang: str, key: str, **params) -> str:
    """A board phrase whose template uses a filter ({name|possessive}): rendered as a message."""
    return i18n.render(lang, msg(key, **params), sentence=False)


def card_name(card: str, lang: str = i18n.DEFAULT) -> str:
    """A card's name in `lang` (domain/battalla/locales: "Bronze Shield", "Escudo de Bronce")."""
    return i18n.render(lang, msg(f"battalla.card.{card}"), sentence=False) if card in CARDS else card


def _whose(game: dict, seat: int, lang: str = i18n.DEFAULT):
    """"your" for the caller's seat, else the seat's name as a possessive ("Bo's"), as a message."""
    if seat == game.get("your_seat"):
        return msg("board.battalla.whose_you")
    return msg("board.battalla.whose", name=svg.seat_name(game, seat, lang))


def rows_words(game: dict, seat: int, bottom: int, lang: str = i18n.DEFAULT) -> str:
    """Where a seat's rows are on the mat as drawn for the caller: "Ana's rows are at the top"."""
    where = "bottom" if seat == bottom else "top"
    if seat == game.get("your_seat"):
        return words(lang, f"board.battalla.rows_you.{where}")
    return _say(lang, f"board.battalla.rows_of.{where}", name=svg.seat_name(game, seat, lang))


def turn_words(game: dict, view: dict, lang: str = i18n.DEFAULT) -> str:
    """Where the game is, in a sentence: "Turn 3: you are the turn player", "Mulligans before
    turn 1: Bo goes first". Before the first turn no one is the turn player yet."""
    me = game.get("your_seat")

    def subject(key: str, seat, **params) -> str:
        if seat == me:
            return words(lang, f"{key}_you", **params)
        return words(lang, f"{key}_other", name=svg.seat_name(game, seat, lang), **params)

    phase = view.get("phase") or ""
    if phase == "setup":
        return words(lang, "board.battalla.t.setup")
    if phase == "order":
        winner = view.get("die_winner")
        return words(lang, "board.battalla.t.order") if winner is None else subject("board.battalla.t.order", winner)
    if phase == "mulligan":
        first = view.get("first")
        return words(lang, "board.battalla.t.mulligan") if first is None else subject("board.battalla.t.mulligan", first)
    if phase == "over":
        return words(lang, "board.battalla.t.over", n=view.get("turn", 0))
    if view.get("active") is not None:
        return subject("board.battalla.t.turn", view["active"], n=view.get("turn", 0))
    return words(lang, "board.battalla.t.turn", n=view.get("turn", 0))


def render(game: dict, last_event=None, *, panel: bool = True, lang: str = i18n.DEFAULT) -> str:
    """The Battalla! table as `game`'s caller sees it, its words in `lang`; panel=False: the phone
    layout, the mat alone (hands, Hero Deck, stamina and piles go to side(), where cards are real
    buttons)."""
    view = game.get("view") or {}
    me = game.get("your_seat")
    bottom = me if me in (0, 1) else 0
    last = _last_cells(last_event)
    if not panel:
        return _phone(game, view, me, bottom, last, lang)
    parts = [svg.banner(game, WIDTH, lang=lang)]
    parts.append(_opponent_strip(game, view, 1 - bottom, lang))
    parts.append(_mat(game, view, bottom, me, last, lang))
    parts.append(_hand(game, view, me, bottom, lang))
    parts.append(_panel(game, view, bottom, lang))
    return svg.document(WIDTH, HEIGHT, "".join(parts), CSS, title=_title(game, lang))


def _title(game: dict, lang: str) -> str:
    return words(lang, "board.title", game="Battalla!", version=game.get("version", 0))


def _row(row: int, lang: str) -> str:
    return words(lang, f"board.battalla.row.{ROW_KEYS[row]}")


def _xy(cell: int, bottom: int) -> tuple[int, int]:
    row, lane = divmod(cell, LANES)
    if bottom == 1:  # seat 1 sees its own rows (3, 4) at the bottom, lanes mirrored
        row, lane = ROWS - 1 - row, LANES - 1 - lane
    return MX + lane * CW, MY + (ROWS - 1 - row) * CH


def _mat(game: dict, view: dict, bottom: int, me: int | None, last: set, lang: str = i18n.DEFAULT) -> str:
    board = view.get("board") or [None] * (LANES * ROWS)
    my_summon_row = 0 if me == 0 else ROWS - 1 if me == 1 else None
    out = []
    for cell in range(LANES * ROWS):
        row, lane = divmod(cell, LANES)
        x, y = _xy(cell, bottom)
        cls = "space summon" if row in (0, ROWS - 1) else "space neutral" if row == 2 else "space"
        picks = [{"cell": cell}, {"to": cell}, {"target": cell}, {"replace": cell}, {"sacrifice": cell}]
        if row == my_summon_row:
            picks.append({"lane": lane})
        out.append(f'<g data-cell="{cell}"{svg.pick(*picks)}><rect class="{cls}" x="{x}" y="{y}" width="{CW - 4}" height="{CH - 4}" rx="6"/>'
                   f'<text class="rowname" x="{x + 4}" y="{y + CH - 8}">{cell} · {svg.esc(_row(row, lang))}</text>')
        p = board[cell]
        if p is not None:
            out.append(_card(game, p, x, y, lang))
        if cell in last:
            out.append(f'<rect class="last" x="{x - 1}" y="{y - 1}" width="{CW - 2}" height="{CH - 2}" rx="7"/>')
        out.append("</g>")
    return "".join(out)


def _flags(p: dict, lang: str, sep: str) -> str:
    return sep.join(words(lang, f"board.battalla.flag.{f}") for f in ("moved", "attacked") if p.get(f))


def _type(info: dict, lang: str, lower: bool = False) -> str:
    kind = info.get("type", "")
    key = f"board.battalla.{'type_lower' if lower else 'type'}.{kind}"
    return words(lang, key) if key in i18n.catalogue(lang) else (kind.lower() if lower else kind)


def _card(game: dict, p: dict, x: int, y: int, lang: str = i18n.DEFAULT) -> str:
    info = CARDS.get(p["card"], {})
    owner = p.get("owner", 0)
    colour = svg.SEAT_COLOURS[owner]
    atk, health = effective(p)
    dmg = p.get("dmg", 0)
    items = [card_name(it["card"], lang) for it in p.get("items") or []]
    flags = _flags(p, lang, "/")
    kind = _type(info, lang)
    lines = svg.wrap_name(card_name(p["card"], lang), CW - 24, 12, bold=True)
    # baselines: the name's line(s), the figures, owner and flags, the items
    ys = (18, 35, 49, 61) if len(lines) == 1 else (16, 43, 55, 66)
    out = (f'<g data-unit="{p.get("uid")}" data-card="{svg.esc(p["card"])}" data-owner="{owner}" data-atk="{atk}" '
           f'data-health="{health}" data-dmg="{dmg}">'
           f'<rect x="{x + 3}" y="{y + 3}" width="{CW - 10}" height="{CH - 22}" rx="5" fill="#fff" stroke="{colour}" stroke-width="3"/>'
           + svg.name_text("cname", x + 9, y + ys[0], lines, CW - 24, 12, bold=True, line_height=13) +
           f'<text class="cstat" x="{x + 9}" y="{y + ys[1]}">'
           f'{svg.esc(words(lang, "board.battalla.cstat", atk=atk, hp=p.get("health_left", health - dmg), max=health))}</text>'
           f'<text class="citem" x="{x + 9}" y="{y + ys[2]}">'
           f'{svg.esc(words(lang, "board.battalla.kind_of", kind=kind, owner=svg.seat_name(game, owner, lang)[:12]))}'
           f'{svg.esc(" · " + flags) if flags else ""}</text>')
    if items:
        out += _items_text("citem", x + 9, y + ys[3], items, CW - 24, 10, lang)
    return out + "</g>"


def _items_text(cls: str, x: int, y: int, names: list, room: float, size: float, lang: str = i18n.DEFAULT) -> str:
    """The items a card holds, by their whole names if they fit the card's width, else counted ("+ 2
    items"; the space's label names them): a card's name is never cut."""
    text = "+ " + ", ".join(names)
    if len(names) > 1 and svg.text_width(text, size) > room:
        text = words(lang, "board.battalla.n_items", n=len(names))
    return svg.name_text(cls, x, y, (text,), room, size, mark=False)


def _opponent_strip(game: dict, view: dict, seat: int, lang: str = i18n.DEFAULT) -> str:
    return (f'<g data-player="{seat}"><rect x="{MX}" y="40" width="{LANES * CW - 4}" height="70" rx="6" fill="#faf8f2" '
            f'stroke="{svg.SEAT_COLOURS[seat]}" stroke-width="2"/>'
            f'<text class="ptitle" x="{MX + 8}" y="60">{svg.esc(_strip_title(game, seat, "top", lang))}</text>'
            f'{_counts(view, seat, MX + 8, 80, lang)}</g>')


def _strip_title(game: dict, seat: int, where: str, lang: str = i18n.DEFAULT) -> str:
    """A player's strip title in the full picture: "Bo (you) · rows at the bottom"."""
    name = svg.seat_name(game, seat, lang)
    if seat == game.get("your_seat"):
        name = words(lang, "board.name_you", name=name)
    return words(lang, f"board.battalla.strip.{where}", name=name)


def _counts(view: dict, seat: int, x: int, y: int, lang: str = i18n.DEFAULT) -> str:
    def at(key):
        values = view.get(key) or []
        return values[seat] if seat < len(values) else 0
    field = (view.get("fieldzone") or [None, None])[seat]
    field_name = card_name(field, lang) if field else words(lang, "board.battalla.empty")
    face_up = (view.get("face_up") or [[], []])[seat] if seat < len(view.get("face_up") or []) else []
    shown = "".join(f'<tspan data-face-up="{svg.esc(c)}">{svg.esc(card_name(c, lang))}</tspan>' for c in face_up)
    counts = words(lang, "board.battalla.counts", stamina=at("stamina"), hand=at("hand_sizes"), deck=at("deck_sizes"),
                   heroes=at("hero_deck_sizes"), penalty=at("penalty_sizes"))
    field_line = words(lang, "board.battalla.field_line", field=field_name, n=len((view.get("discard") or [[], []])[seat]))
    lead = svg.esc(words(lang, "board.battalla.face_up_lead")) if face_up else ""
    return (f'<text class="pline" x="{x}" y="{y}" data-counts="{seat}" data-hand="{at("hand_sizes")}">{svg.esc(counts)}</text>'
            f'<text class="pline" x="{x}" y="{y + 18}">{svg.esc(field_line)}{lead}{shown}</text>')


def _hand(game: dict, view: dict, me: int | None, bottom: int, lang: str = i18n.DEFAULT) -> str:
    """The caller's hand and Hero Deck face up; a spectator sees seat 0's counts only."""
    out = [f'<g data-player="{bottom}"><rect x="{MX}" y="{HAND_Y - 6}" width="{WIDTH - MX - 10}" height="162" rx="6" fill="#faf8f2" '
           f'stroke="{svg.SEAT_COLOURS[bottom]}" stroke-width="2"/>'
           f'<text class="ptitle" x="{MX + 8}" y="{HAND_Y + 12}">{svg.esc(_strip_title(game, bottom, "bottom", lang))}</text>']
    out.append(_counts(view, bottom, MX + 8, HAND_Y + 30, lang))
    if me in (0, 1):
        x, y = MX + 8, HAND_Y + 56
        hand = view.get("hand") or []
        for card in hand:
            out.append(_hand_card(card, x, y, "hand", lang))
            x += HCW + 4
            if x > WIDTH - 14 - HCW:
                x, y = MX + 8, y + HCH + 4
        if not hand:
            out.append(f'<text class="pline" x="{x}" y="{y + 20}">{svg.esc(words(lang, "board.battalla.hand_empty"))}</text>')
    out.append("</g>")
    return "".join(out)


def _hand_card(card: str, x: int, y: int, where: str, lang: str = i18n.DEFAULT) -> str:
    info = CARDS.get(card, {})
    picks = svg.pick({"card": card}, {"discard": card})
    stats = f'{info.get("cost", "")}⚡ {info.get("atk", "-")}/{info.get("health", "-")}' if info.get("type") in ("Unit", "Hero") else f'{info.get("cost", "")}⚡ {_type(info, lang)}'
    lines = svg.wrap_name(card_name(card, lang), HCW - 8, 10)
    return (f'<g data-{where}-card="{svg.esc(card)}"{picks}><rect class="hcard" x="{x}" y="{y}" width="{HCW}" height="{HCH}" rx="4"/>'
            + svg.name_text("hname", x + 4, y + (16 if len(lines) == 1 else 13), lines, HCW - 8, 10, line_height=12) +
            f'<text class="citem" x="{x + 4}" y="{y + 39}">{svg.esc(stats)}</text></g>')


def _panel(game: dict, view: dict, bottom: int, lang: str = i18n.DEFAULT) -> str:
    x, y = PANEL_X, 48
    head, _, detail = turn_words(game, view, lang).partition(": ")
    out = [f'<text class="ptitle" x="{x}" y="{y}">{svg.esc(head)}</text>']
    y += 20
    for line in _wrap(detail, 40):
        out.append(f'<text class="pline" x="{x}" y="{y}">{svg.esc(line)}</text>')
        y += 18
    window = view.get("window")
    if window:
        out.append(f'<text class="pline" x="{x}" y="{y}" data-window="1">{svg.esc(words(lang, "board.battalla.window"))}</text>')
        y += 18
    chain = view.get("chain") or []
    if chain:
        out.append(f'<text class="pline" x="{x}" y="{y}">{svg.esc(words(lang, "board.battalla.chain", n=len(chain)))}</text>')
        y += 18
    hero = view.get("hero_deck")
    if game.get("your_seat") in (0, 1) and hero is not None:
        y += 8
        out.append(f'<text class="ptitle" x="{x}" y="{y}">{svg.esc(words(lang, "board.battalla.your_heroes"))}</text>')
        y += 8
        hx = x
        if not hero:
            out.append(f'<text class="pline" x="{x}" y="{y + 18}">{svg.esc(words(lang, "board.battalla.empty"))}</text>')
        for card in hero:
            out.append(_hand_card(card, hx, y, "hero", lang))
            hx += HCW + 4
            if hx > WIDTH - 4 - HCW:
                hx, y = x, y + HCH + 4
        y += HCH + 12
    rows = words(lang, "board.battalla.bottom_rows_yours") if game.get("your_seat") == bottom else \
        _say(lang, "board.battalla.bottom_rows_of", name=svg.seat_name(game, bottom, lang))
    legend = (words(lang, "board.battalla.legend1"), words(lang, "board.battalla.legend2"), rows,
              words(lang, "board.battalla.legend4"))
    for text in legend:
        out.append(f'<text class="small" x="{x}" y="{y}">{svg.esc(text)}</text>')
        y += 14
    return "".join(out)


def _wrap(text: str, room: int) -> list:
    """`text` in lines of at most about `room` characters, broken between words."""
    lines, line = [], ""
    for word in text.split():
        if line and len(line) + 1 + len(word) > room:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    return lines + ([line] if line else [])


def _last_cells(events) -> set:
    """The mat spaces the last move named (a summon, a step, an attack and its target)."""
    return svg.last_cells(events, ("cell", "from", "to", "target", "at", "host"),
                          lambda v: isinstance(v, int) and 0 <= v < LANES * ROWS)


# --- the phone layout: one user unit = one CSS pixel at 360 wide ---------------------------------
P_CW, P_CH = 119, 86
P_X0, P_Y0 = 2, 2
P_W, P_H = P_X0 * 2 + LANES * P_CW, P_Y0 * 2 + ROWS * P_CH
P_ROOM = P_CW - 24        # the width a card's lines have, inside its coloured edge
P_CSS = """
.p-row { font-size: 12.5px; fill: #5d5646; }
.p-no { font-size: 12.5px; fill: #5d5646; font-weight: bold; }
.p-name { font-size: 13px; font-weight: bold; }
.p-name.p-two { font-size: 12.5px; }  /* a name too wide for one line at 13px */
.p-stat { font-size: 13px; }
.p-item { font-size: 12.5px; fill: #4d3d10; }
[data-pick]:focus { outline: none; }
[data-pick]:focus > rect.space { stroke: #b00060; stroke-width: 5; }
"""


def card_words(card: str, lang: str = i18n.DEFAULT) -> str:
    """A card's name, type, cost and figures, as a screen reader says it."""
    info = CARDS.get(card, {})
    said = dict(name=card_name(card, lang), type=_type(info, lang, lower=True) if info.get("type") else "card",
                cost=info.get("cost", 0))
    if info.get("type") in ("Unit", "Hero"):
        return words(lang, "board.battalla.card_words_figures", **said, atk=info.get("atk", 0),
                     health=info.get("health", 0))
    return words(lang, "board.battalla.card_words", **said)


def cell_label(game: dict, view: dict, cell: int, bottom: int, is_last: bool = False,
               lang: str = i18n.DEFAULT) -> str:
    """A mat space in words, as the moves name it ("Space 13 in Bo's summoning row"), its lane
    counted from the caller's left, and the card on it."""
    row, lane = divmod(cell, LANES)
    shown_lane = lane if bottom == 0 else LANES - 1 - lane
    place = i18n.render(lang, space_msg(cell, _names(game, lang)))  # a sentence's start: capitalised
    place = words(lang, "board.battalla.lane", space=place.removesuffix("."), n=shown_lane + 1)
    p = (view.get("board") or [None] * (LANES * ROWS))[cell]
    if p is None:
        text = words(lang, "board.battalla.cell_empty", place=place)
    else:
        atk, health = effective(p)
        text = words(lang, "board.battalla.cell_card", place=place, owner=svg.seat_name(game, p.get("owner", 0), lang),
                     card=card_name(p["card"], lang), atk=atk, hp=p.get("health_left", health - p.get("dmg", 0)),
                     max=health)
        items = [card_name(it["card"], lang) for it in p.get("items") or []]
        if items:
            text = words(lang, "board.battalla.cell_items", text=text, items=", ".join(items))
    return words(lang, "board.battalla.last", text=text) if is_last else text


def _names(game: dict, lang: str = i18n.DEFAULT) -> list:
    """Both seats' names in seat order, as the moves' words use them."""
    return [svg.seat_name(game, seat, lang) for seat in (0, 1)]


def _phone(game: dict, view: dict, me, bottom: int, last: set, lang: str = i18n.DEFAULT) -> str:
    board = view.get("board") or [None] * (LANES * ROWS)
    my_summon_row = 0 if me == 0 else ROWS - 1 if me == 1 else None
    out = []
    for cell in range(LANES * ROWS):
        row, lane = divmod(cell, LANES)
        if bottom == 1:
            row_d, lane_d = ROWS - 1 - row, LANES - 1 - lane
        else:
            row_d, lane_d = row, lane
        x, y = P_X0 + lane_d * P_CW, P_Y0 + (ROWS - 1 - row_d) * P_CH
        cls = "space summon" if row in (0, ROWS - 1) else "space neutral" if row == 2 else "space"
        picks = [{"cell": cell}, {"to": cell}, {"target": cell}, {"replace": cell}, {"sacrifice": cell}]
        if row == my_summon_row:
            picks.append({"lane": lane})
        shape = f'<rect class="{cls}" x="{x}" y="{y}" width="{P_CW - 4}" height="{P_CH - 4}" rx="6"/>'
        p = board[cell]
        # an empty space shows the number the moves name it by ("space 13 in Bo's summoning row")
        # (held to the space's width: a language's longer word, "Beschwörungsreihe", never runs out of it)
        deco = (svg.name_text("p-no", x + 6, y + 20, (words(lang, "board.battalla.space", n=cell),), P_CW - 16, 12.5,
                              bold=True, mark=False)
                + svg.name_text("p-row", x + 6, y + P_CH - 12, (_row(row, lang),), P_CW - 16, 12.5, mark=False)
                if p is None else _phone_card(game, p, x, y, lang))
        if cell in last:
            deco += f'<rect class="last" x="{x + 2}" y="{y + 2}" width="{P_CW - 8}" height="{P_CH - 8}" rx="6"/>'
        out.append(svg.button(cell_label(game, view, cell, bottom, cell in last, lang), picks, shape, deco,
                              f' data-cell="{cell}"'))
    return svg.document(P_W, P_H, "".join(out), CSS + P_CSS, title=_title(game, lang), interactive=True)


def _phone_card(game: dict, p: dict, x: int, y: int, lang: str = i18n.DEFAULT) -> str:
    owner = p.get("owner", 0)
    colour = svg.SEAT_COLOURS[owner]
    atk, health = effective(p)
    flags = _flags(p, lang, ", ")
    items = [card_name(it["card"], lang) for it in p.get("items") or []]
    owner_line = svg.seat_name(game, owner, lang)[:9] + (f" · {flags}" if flags else "")
    dash = "" if owner == 0 else ' stroke-dasharray="7 3"'  # the owner by a dash pattern too, not colour alone
    # the whole name, on two lines (a little smaller) where one is too narrow for it; baselines:
    # the name's line(s), the figures, owner and flags, the items
    full = card_name(p["card"], lang)
    size, cls = (13, "p-name") if svg.text_width(full, 13, bold=True) <= P_ROOM else (12.5, "p-name p-two")
    lines = svg.wrap_name(full, P_ROOM, size, bold=True)
    ys = (20, 37, 53, 69) if len(lines) == 1 else (17, 45, 60, 74)
    name = svg.name_text(cls, x + 9, y + ys[0], lines, P_ROOM, size, bold=True)
    out = (f'<g data-unit="{p.get("uid")}" data-card="{svg.esc(p["card"])}" data-owner="{owner}" data-atk="{atk}" '
           f'data-health="{health}" data-dmg="{p.get("dmg", 0)}">'
           f'<rect x="{x + 3}" y="{y + 3}" width="{P_CW - 10}" height="{P_CH - 10}" rx="5" fill="#fff" stroke="{colour}" '
           f'stroke-width="4"{dash}/>'
           + name +
           f'<text class="p-stat" x="{x + 9}" y="{y + ys[1]}">⚔{atk} ♥{p.get("health_left", health - p.get("dmg", 0))}/{health}</text>'
           f'<text class="p-item" x="{x + 9}" y="{y + ys[2]}">{svg.esc(owner_line)}</text>')
    if items:
        out += _items_text("p-item", x + 9, y + ys[3], items, P_ROOM, 12.5, lang)
    return out + "</g>"


def _card_face(card: str, lang: str = i18n.DEFAULT) -> str:
    info = CARDS.get(card, {})
    stats = f'⚔{info.get("atk", 0)} ♥{info.get("health", 0)}' if info.get("type") in ("Unit", "Hero") else h(_type(info, lang))
    text = info.get("text") or ""
    # a card's rules text is the seed's own, quoted in English (docs/i18n.md): marked so in another language
    quoted = "" if lang == i18n.DEFAULT else ' lang="en"'
    return (f'<span class="t-cost" aria-hidden="true">{h(info.get("cost", ""))}⚡</span><b>{h(card_name(card, lang))}</b>'
            f'<span class="t-stats">{stats}</span><span class="t-text"{quoted}>{h(text)}</span>')


def side(game: dict, lang: str = i18n.DEFAULT) -> str:
    """The page's side panel: turn and phase, each player's stamina and piles, the caller's hand
    and Hero Deck as real cards (buttons with the moves' data-pick), the field zones."""
    view = game.get("view") or {}
    me = game.get("your_seat")
    bottom = me if me in (0, 1) else 0

    def at(key, seat):
        values = view.get(key) or []
        return values[seat] if seat < len(values) else 0

    head = h(turn_words(game, view, lang))
    if view.get("window"):
        head += f' · <span data-window="1">{h(words(lang, "board.battalla.side_window"))}</span>'
    if view.get("chain"):
        head += h(words(lang, "board.battalla.side_chain", n=len(view["chain"])))
    out = [f'<p class="t-note t-lead">{head}</p>']
    empty = words(lang, "board.battalla.empty")
    for seat in (bottom, 1 - bottom):
        field = (view.get("fieldzone") or [None, None])[seat]
        field_name = card_name(field, lang) if field else empty
        face_up = (view.get("face_up") or [[], []])[seat] if seat < len(view.get("face_up") or []) else []
        lines = [f'<span data-counts="{seat}" data-hand="{at("hand_sizes", seat)}">'
                 f'{h(words(lang, "board.battalla.side_stamina"))} <b>{at("stamina", seat)}</b></span>',
                 h(words(lang, "board.battalla.side_hand", hand=at("hand_sizes", seat), deck=at("deck_sizes", seat))),
                 h(words(lang, "board.battalla.side_heroes", heroes=at("hero_deck_sizes", seat),
                         penalty=at("penalty_sizes", seat))),
                 h(words(lang, "board.battalla.field_line", field=field_name,
                         n=len((view.get("discard") or [[], []])[seat])))]
        extra = ""
        if me == seat:
            hand = [html_card(card_words(c, lang), _card_face(c, lang), ({"card": c}, {"discard": c}),
                              f' data-hand-card="{h(c)}"') for c in view.get("hand") or []]
            heroes = [html_card(words(lang, "board.battalla.in_hero_deck", card=card_words(c, lang)), _card_face(c, lang),
                                ({"card": c}, {"discard": c}), f' data-hero-card="{h(c)}"') for c in view.get("hero_deck") or []]
            extra = (html_cards(words(lang, "board.battalla.your_hand"), hand, empty, lang=lang)
                     + html_cards(words(lang, "board.battalla.your_heroes"), heroes, empty, lang=lang))
        if face_up:
            shown = [html_card(card_words(c, lang), _card_face(c, lang), ({"card": c},) if me == seat else (),
                               f' data-face-up="{h(c)}"') for c in face_up]
            extra += html_cards(words(lang, "board.battalla.face_up"), shown, lang=lang)
        lines.insert(0, f'<span class="t-sentence">{h(rows_words(game, seat, bottom, lang))}</span>')
        out.append(player_box(game, seat, "", lines, me == seat, extra, lang=lang))
    note = i18n.render(lang, msg("board.battalla.note", a=_whose(game, 0, lang), b=_whose(game, 1, lang)), sentence=False)
    out.append(f'<p class="t-note">{h(note)}</p>')
    return "".join(out)
