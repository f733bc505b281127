"""Board pictures: one pure renderer per game, from what a caller may see to an SVG string.

The contract every game module `api.boards.<ruleset>` follows:

    render(game: dict, last_event: dict | None = None) -> str

`game` is exactly the JSON body `GET /v1/games/{id}` (or `/replay?at=N`) answers for the caller:
`id`, `ruleset`, `status`, `version`, `seats`, `to_act`, `outcome`, `view` (the caller's redacted
view) and `your_seat` (the caller's seat, or None for a spectator). `last_event` is the redacted
event at that version (to highlight the last move), or None. A renderer reads nothing else: it
cannot show what the caller may not see, because it is never given it.

Clickable elements carry `data-pick`: a JSON array of partial moves (objects of legal-move
fields) that a click on the element may fill, e.g. `[{"from": "grove"}, {"to": "grove"},
{"place": "grove"}]`. The web table narrows the caller's legal moves with them (see
api/static/js/pick.js and docs/web.md).
"""
from __future__ import annotations

import importlib

RULESETS = ("grove", "channeling", "dale", "battlegates", "battalla")


def render(game: dict, last_event: dict | None = None) -> str:
    """The SVG picture of a game as its caller sees it."""
    ruleset = game["ruleset"]
    if ruleset not in RULESETS:
        raise KeyError(f"no board renderer for ruleset {ruleset!r}")
    module = importlib.import_module(f"{__name__}.{ruleset}")
    return module.render(game, last_event)
