"""Small SVG helpers shared by every board renderer: escaping, elements, the status banner."""
from __future__ import annotations

import json
import re
from html import escape

from domain import engine
from service.table import i18n

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


# characters XML 1.0 cannot hold at all (not even as references): a name stored before names were
# checked (service.people.names) must not make a picture that no parser reads
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff\ud800-\udfff]")


def esc(value) -> str:
    """Text safe inside an SVG element or attribute (well-formed XML whatever it holds)."""
    return escape(_NOT_XML.sub("\ufffd", str(value)), quote=True)


# Advance widths of DejaVu Sans (the pictures' first font) for the printable ASCII characters, in
# thousandths of an em (measured from the font): what wrap_name measures a name with. Another
# character counts as a wide one (an em).
_ADVANCE = {
    False: (318, 401, 460, 838, 636, 950, 780, 275, 390, 390, 500, 838, 318, 361, 318, 337, 636, 636, 636,
            636, 636, 636, 636, 636, 636, 636, 337, 337, 838, 838, 838, 531, 1000, 684, 686, 698, 770, 632,
            575, 775, 752, 295, 295, 656, 557, 863, 748, 787, 603, 787, 695, 635, 611, 732, 684, 989, 685,
            611, 685, 390, 337, 390, 838, 500, 500, 613, 635, 550, 635, 615, 352, 635, 634, 278, 278, 579,
            278, 974, 634, 612, 635, 635, 411, 521, 392, 634, 592, 818, 592, 592, 525, 636, 337, 636, 838),
    True: (348, 456, 521, 838, 696, 1002, 872, 306, 457, 457, 523, 838, 380, 415, 380, 365, 696, 696, 696,
           696, 696, 696, 696, 696, 696, 696, 400, 400, 838, 838, 838, 580, 1000, 774, 762, 734, 830, 683,
           683, 821, 837, 372, 372, 775, 637, 995, 837, 850, 733, 850, 770, 720, 682, 812, 774, 1103, 771,
           724, 725, 457, 365, 457, 838, 500, 500, 675, 716, 593, 716, 678, 435, 716, 712, 343, 343, 665,
           343, 1042, 712, 687, 716, 716, 493, 595, 478, 712, 652, 924, 645, 652, 582, 712, 365, 712, 838),
}


def text_width(text: str, size: float, bold: bool = False) -> float:
    """About how many user units `text` takes at font size `size` in DejaVu Sans."""
    table = _ADVANCE[bold]
    return sum(table[ord(c) - 32] if 32 <= ord(c) < 127 else 1000 for c in text) * size / 1000


def wrap_name(name: str, room: float, size: float, bold: bool = False) -> tuple[str, ...]:
    """A name in whole words on one line if it fits `room` units, else on two lines broken between
    words where the wider line is narrowest: "Oracle of Delphi" -> ("Oracle", "of Delphi"). Never
    cut: a line that is still too wide is drawn squeezed to the room (name_text)."""
    words = name.split()
    if len(words) < 2 or text_width(name, size, bold) <= room:
        return (name,)
    splits = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
    return min(splits, key=lambda pair: max(text_width(line, size, bold) for line in pair))


def name_text(cls: str, x: float, y: float, lines: tuple, room: float, size: float, bold: bool = False,
              line_height: float = 14, mark: bool = True) -> str:
    """The <text>s of a name's lines (wrap_name), one under the other from baseline `y`, each
    marked data-name-line (its index) unless `mark` is False. A line near or over the room is held
    to its measured width, at most the room (textLength), so that it never runs out of its card
    whatever font the reader's device draws it in."""
    out = []
    for i, line in enumerate(lines):
        width = text_width(line, size, bold)
        fit = (f' textLength="{min(width, room):.1f}" lengthAdjust="spacingAndGlyphs"'
               if width > 0.75 * room else "")
        marked = f' data-name-line="{i}"' if mark else ""
        out.append(f'<text class="{cls}" x="{x}" y="{y + i * line_height:g}"{marked}{fit}>{esc(line)}</text>')
    return "".join(out)


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


def words(lang: str, key: str, **params) -> str:
    """A picture's words from the catalogue in the caller's language (service/locales/<lang>/boards.json;
    the games' own vocabulary comes from domain/<game>/locales through i18n.render)."""
    return i18n.text(lang, key, **params)


def seat_name(game: dict, seat: int, lang: str = i18n.DEFAULT) -> str:
    """A seat's name as the game lists it, falling back to "Player N" counted from 1, as the
    moves' words do (domain.engine.words.seat_names): never a bare seat index."""
    for s in game.get("seats", []):
        if s.get("seat") == seat and s.get("name"):
            return str(s["name"])
    return words(lang, "board.player_n", n=seat + 1)


def _reason(game: dict, reason: str, lang: str) -> str:
    """An outcome's reason in the caller's language: the game's words for it (Phrasebook.reasons),
    else the rules' own words as they are."""
    if lang == i18n.DEFAULT or not reason:
        return reason
    try:
        said = engine.find_ruleset(game.get("ruleset") or "").reasons().get(reason)
    except KeyError:
        said = None
    return i18n.render(lang, said, sentence=False) if said is not None else reason


def status_line(game: dict, lang: str = i18n.DEFAULT) -> str:
    """Whose turn it is, or the outcome: the words every picture shows."""
    outcome = game.get("outcome")
    if game.get("status") == "finished" or outcome:
        outcome = outcome or {}
        winners = outcome.get("winners") or []
        reason = outcome.get("reason") or ""
        if winners:
            who = ", ".join(seat_name(game, w, lang) for w in winners)
            text = words(lang, "board.over_won", who=who)
        else:
            text = words(lang, "board.over_draw")
            reason = reason.removeprefix("draw: ").removeprefix("draw - ")  # "draw (draw: ...)" says it twice
        return words(lang, "board.over_why", text=text, why=_reason(game, reason, lang)) if reason else text
    if game.get("status") == "waiting":
        return words(lang, "board.waiting")
    acting = game.get("to_act") or []
    if not acting:
        return words(lang, "board.nobody")
    names = ", ".join(seat_name(game, s, lang) for s in acting)
    return words(lang, "board.to_act", names=names)


def banner(game: dict, width: int, y: int = 0, height: int = 30, lang: str = i18n.DEFAULT) -> str:
    """The status banner: version, whose turn, or the outcome."""
    viewer = game.get("your_seat")
    who = words(lang, "board.spectator") if viewer is None else words(lang, "board.you_are",
                                                                         name=seat_name(game, viewer, lang))
    return (
        f'<g class="banner" data-role="status"><rect class="banner-bg" x="0" y="{y}" width="{width}" height="{height}"/>'
        f'<text x="8" y="{y + height - 10}">{esc(status_line(game, lang))}</text>'
        f'<text x="{width - 8}" y="{y + height - 10}" text-anchor="end" class="small">'
        f"v{esc(game.get('version', 0))} · {esc(who)}</text></g>"
    )
