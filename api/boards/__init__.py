"""Board pictures: one pure renderer per game, from what a caller may see to an SVG string.

The contract every game module `api.boards.<ruleset>` follows:

    render(game: dict, last_event=None, *, panel: bool = True, lang: str = "en") -> str
    side(game: dict, lang: str = "en") -> str

`game` is exactly the JSON body `GET /v1/games/{id}` (or `/replay?at=N`) answers for the caller:
`id`, `ruleset`, `status`, `version`, `seats`, `to_act`, `outcome`, `view` (the caller's redacted
view) and `your_seat` (the caller's seat, or None for a spectator). `last_event` is the last move: the
list of its events (a move may cause several: a step, then the turn passing), each redacted for
the caller, or one event, or None; the renderer highlights what they name. A renderer reads
nothing else: it cannot show what the caller may not see, because it is never given it.

`panel=False` is the phone layout the web page inlines: the board alone, drawn so that one user
unit is one CSS pixel at its natural width (its `min-width`), with text of at least
svg.MIN_TEXT and tap targets of at least svg.MIN_TARGET units, every target with a button role
and an accessible name. What the full picture shows beside the board (hands, supplies, scores,
decks) is then `side(game)`: HTML, with real cards as buttons (api/boards/html.py).

Clickable elements carry `data-pick`: a JSON array of partial moves (objects of legal-move
fields) that a click on the element may fill, e.g. `[{"from": "grove"}, {"to": "grove"},
{"place": "grove"}]`. The web table narrows the caller's legal moves with them (see
api/static/js/pick.js and docs/web.md).
"""
from __future__ import annotations

import importlib

RULESETS = ("grove", "channeling", "dale", "battlegates", "battalla")


def _module(game: dict):
    ruleset = game["ruleset"]
    if ruleset not in RULESETS:
        raise KeyError(f"no board renderer for ruleset {ruleset!r}")
    return importlib.import_module(f"{__name__}.{ruleset}")


def render(game: dict, last_event=None, *, panel: bool = True, lang: str = "en") -> str:
    """The SVG picture of a game as its caller sees it (panel=False: the phone layout), its words
    in `lang` (the catalogue's service/locales/<lang>/boards.json and the games' own vocabulary)."""
    return _module(game).render(game, last_event, panel=panel, lang=lang)


def side(game: dict, lang: str = "en") -> str:
    """The HTML side panel that goes with the phone layout: players, hands, supplies, scores."""
    return _module(game).side(game, lang=lang)
