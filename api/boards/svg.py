"""Small SVG helpers shared by every board renderer: escaping, elements, the status banner."""
from __future__ import annotations

import json
from html import escape

# Colours that stay apart for colour-blind viewers (Okabe-Ito); every seat also gets a letter
# and a pattern-free shape cue in the renderers, so colour is never the only signal.
SEAT_COLOURS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00")
SEAT_LIGHT = ("#cfe3f2", "#f6d6c2", "#c6ecdf", "#f1dbe8", "#faebc6")
# text on a seat's colour: white only where it reaches 4.5:1 (blue); black on the lighter ones
SEAT_INK = ("#ffffff", "#000000", "#000000", "#000000", "#000000")

# The phone layout (render(..., panel=False)): drawn at one user unit = one CSS pixel at its
# natural width, so its smallest text (MIN_TEXT) and its smallest tap target (MIN_TARGET) are
# what a person sees and touches; the page never shows it narrower (min-width), only wider.
MIN_TEXT = 12.5
MIN_TARGET = 44

BASE_CSS = """
text { font-family: 'DejaVu Sans', Verdana, sans-serif; fill: #222; }
.banner { font-size: 15px; }
.banner-bg { fill: #f4f1ea; stroke: #b9b2a2; }
.last { stroke: #e0b000; stroke-width: 4; fill: none; stroke-dasharray: 6 3; pointer-events: none; }
[data-pick] { cursor: pointer; }
.small { font-size: 11px; }
"""


def esc(value) -> str:
    """Text safe inside an SVG element or attribute."""
    return escape(str(value), quote=True)


def fit_name(name: str, room: int) -> tuple[str, bool]:
    """A name for a space of about `room` characters: whole if it fits; its part before a comma
    ("Oberon, Fae King": "Oberon"); squeezed a little (True: draw it with textLength) if it is at
    most three characters over; else cut at a word with an ellipsis. Never cut mid-word: a board
    that shortens a name keeps the whole one in the element's label."""
    if len(name) <= room:
        return name, False
    if "," in name and len(name.split(",")[0]) <= room:
        return name.split(",")[0], False
    if len(name) <= room + 3:
        return name, True
    words, out = name.split(), ""
    for w in words:
        if len(out) + len(w) + (1 if out else 0) > room - 1:
            break
        out = f"{out} {w}" if out else w
    return (out or name[: room - 1]) + "…", False


def fitted_text(cls: str, x: int, y: int, name: str, room: int, width: int) -> str:
    """A <text> of `name` fitted to about `room` characters (`fit_name`), squeezed to `width`
    user units where it is a little over."""
    text, squeeze = fit_name(name, room)
    fit = f' textLength="{width}" lengthAdjust="spacingAndGlyphs"' if squeeze else ""
    return f'<text class="{cls}" x="{x}" y="{y}"{fit}>{esc(text)}</text>'


def attrs(**kw) -> str:
    """` name="value"` pairs; underscores become dashes, None is left out."""
    out = []
    for key, value in kw.items():
        if value is None:
            continue
        name = key.rstrip("_").replace("_", "-")
        out.append(f' {name}="{esc(value)}"')
    return "".join(out)


def pick(*partials: dict) -> str:
    """The data-pick attribute: the partial moves a click on this element may fill."""
    return f" data-pick='{esc(json.dumps(list(partials), separators=(',', ':')))}'"


def target(label: str, *partials: dict) -> str:
    """A tappable element's attributes: its data-pick, a button role and an accessible name
    (what a screen reader says, e.g. "Magic Circle 2: 3 Light cubes"). tabindex -1: the page
    makes the board one tab stop and moves focus inside it with the arrow keys."""
    return f'{pick(*partials)} role="button" tabindex="-1" aria-label="{esc(label)}"'


def button(label: str, partials, shape: str, deco: str = "", attrs: str = "") -> str:
    """A target of the phone layout: a group with the button role, its accessible name and
    data-pick around `shape` (what is tapped), then `deco` (texts, counters, highlights) in a
    separate group hidden from assistive technology and from the pointer. The name says in words
    all that `deco` shows; kept out of the button, the short texts are not a second, garbled name
    ("L 2 up arrow 1"), and a tap on them reaches the shape beneath."""
    out = f"<g{attrs}{target(label, *partials)}>{shape}</g>"
    if deco:
        out += f'<g class="deco" aria-hidden="true" pointer-events="none">{deco}</g>'
    return out


def document(width: int, height: int, body: str, css: str = "", title: str = "", *,
             interactive: bool = False) -> str:
    """A whole SVG document with the base stylesheet and the game's own.

    A picture (PNG, <img>) is one image; an interactive board (the phone layout, inlined in the
    page) is a group of buttons, which an image role would hide from assistive technology."""
    role = "group" if interactive else "img"
    fit = f' style="min-width:{width}px" class="phone-board"' if interactive else ""
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" '
        f'width="{width}" height="{height}" role="{role}" aria-label="{esc(title)}"{fit}>'
        f"<title>{esc(title)}</title><style>{BASE_CSS}{css}</style>{body}</svg>"
    )


def last_cells(events, keys: tuple, valid) -> set:
    """The places the last move named: every int or str field in `keys` of each of its events
    (a move's events together: the piece that moved, where it went, what it hit), kept if valid."""
    if not events:
        return set()
    if isinstance(events, dict):
        events = [events]
    out = set()
    for ev in events:
        data = ev.get("data") or {}
        for k in keys:
            value = data.get(k)
            values = value if isinstance(value, list) else [value]
            out.update(v for v in values if not isinstance(v, bool) and valid(v))
    return out


def seat_name(game: dict, seat: int) -> str:
    """A seat's name as the game lists it, falling back to "Player N" counted from 1, as the
    moves' words do (domain.engine.words.seat_names): never a bare seat index."""
    for s in game.get("seats", []):
        if s.get("seat") == seat and s.get("name"):
            return str(s["name"])
    return f"Player {seat + 1}"


def status_line(game: dict) -> str:
    """Whose turn it is, or the outcome: the words every picture shows."""
    outcome = game.get("outcome")
    if game.get("status") == "finished" or outcome:
        outcome = outcome or {}
        winners = outcome.get("winners") or []
        reason = outcome.get("reason") or ""
        if winners:
            who = ", ".join(seat_name(game, w) for w in winners)
            text = f"Game over: {who} won"
        else:
            text = "Game over: draw"
            reason = reason.removeprefix("draw: ").removeprefix("draw - ")  # "draw (draw: ...)" says it twice
        return f"{text} ({reason})" if reason else text
    if game.get("status") == "waiting":
        return "Waiting for players"
    acting = game.get("to_act") or []
    if not acting:
        return "Nobody to act"
    names = ", ".join(seat_name(game, s) for s in acting)
    return f"To act: {names}"


def banner(game: dict, width: int, y: int = 0, height: int = 30) -> str:
    """The status banner: version, whose turn, or the outcome."""
    viewer = game.get("your_seat")
    who = "spectator" if viewer is None else f"you: {seat_name(game, viewer)}"
    return (
        f'<g class="banner" data-role="status"><rect class="banner-bg" x="0" y="{y}" width="{width}" height="{height}"/>'
        f'<text x="8" y="{y + height - 10}">{esc(status_line(game))}</text>'
        f'<text x="{width - 8}" y="{y + height - 10}" text-anchor="end" class="small">'
        f"v{esc(game.get('version', 0))} · {esc(who)}</text></g>"
    )
