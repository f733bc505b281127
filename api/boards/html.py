"""Small HTML helpers for the page's side panels (boards.side): players, counts, cards.

A side panel is HTML, not part of the picture, so that hands and scores are drawn at a size a
person can read on a phone and cards are real buttons. Like the pictures it is a pure function of
what the caller may see (the game body), and its cards carry the same data-pick partial moves as
the picture, so the page's picker treats both alike. Classes start with `t-` so that they never
meet the class names of the inline SVG's stylesheet.
"""
from __future__ import annotations

import json
from html import escape

from service.table import i18n

from .svg import SEAT_COLOURS, seat_name, words


def esc(value) -> str:
    """Text safe inside an HTML element or attribute."""
    return escape(str(value), quote=True)


def pick_attr(*partials: dict) -> str:
    """The data-pick attribute of a card or chip (the same JSON as the picture's)."""
    return f" data-pick='{esc(json.dumps(list(partials), separators=(',', ':')))}'"


def player_box(game: dict, seat: int, role: str, lines: list, is_you: bool, extra: str = "",
               picks: tuple = (), lang: str = i18n.DEFAULT) -> str:
    """One player's box: name, colour cue (a swatch and a word), figures, and extra HTML (a hand)."""
    colour = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
    name = seat_name(game, seat, lang)
    who = esc(words(lang, "board.name_you", name=name) if is_you else name)
    acting = seat in (game.get("to_act") or [])
    role_html = f' <span class="t-role">{esc(role)}</span>' if role else ""
    # the swatch and the words are two boxes of a flex row with a gap (app.css .t-swatch): the
    # square never touches or covers the name's first letter, in a button or not
    inner = (f'<span class="t-swatch" style="background:{colour}" aria-hidden="true"></span>'
             f'<span class="t-who">{who}{role_html}{esc(words(lang, "board.to_act_mark")) if acting else ""}</span>')
    if picks:  # the player itself can be named by a move (Dale: who captures, with whom to exchange)
        inner = f'<button type="button" class="t-player-pick"{pick_attr(*picks)}>{inner}</button>'
    title = f'<h3 class="t-name">{inner}</h3>'
    body = "".join(f"<li>{line}</li>" for line in lines)
    return (f'<section class="t-player{" t-you" if is_you else ""}" data-player="{seat}" '
            f'style="border-color:{colour}">{title}<ul class="t-figures">{body}</ul>{extra}</section>')


def card(label: str, face: str, partials: tuple = (), attrs: str = "", cls: str = "") -> str:
    """A card or chip: a button when a move can name it (data-pick), else a plain tile. `face` is
    trusted HTML built by the caller from escaped parts, and also the button's accessible name;
    `label` says in words what tapping it does (its title)."""
    if partials:
        # named by its own text (what is seen is what is said), described by `label`
        return (f'<button type="button" class="t-card {cls}"{pick_attr(*partials)}{attrs} '
                f'title="{esc(label)}">{face}</button>')
    return f'<div class="t-card t-static {cls}"{attrs}>{face}</div>'


def cards(title: str, items: list, empty: str | None = None, lang: str = i18n.DEFAULT) -> str:
    """A titled row of cards (a hand, a pile); `empty`: what an empty row says ("none")."""
    empty = words(lang, "board.none") if empty is None else empty
    inner = "".join(items) if items else f'<p class="t-empty">{esc(empty)}</p>'
    return f'<div class="t-cards"><h4>{esc(title)}</h4><div class="t-row">{inner}</div></div>'
