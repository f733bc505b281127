"""Battalla!'s refusals in the game's words: cards by their names, spaces by the numbers the mat
prints, effects counted from 1, never a card id, a field name or a seat index (issue 35). The
rules (legality.py) raise with these; the page's "why can't I" and a refused move's 422 say them."""
from __future__ import annotations

from .cards import CARDS
from .tables import SUMMON_ROW, cell_of

_VERB = {"play": "be played", "summon_hero": "be summoned", "activate": "be activated", "reveal_hero": "be turned face up",
         "activate_hero": "use its Hero Deck effect", "move": "move", "attack": "attack",
         "direct_attack": "attack directly", "react": "React"}
_STEPS = {"order": "the winner of the die roll is choosing who goes first",
          "mulligan": "the players are choosing what to shuffle back (the mulligan)"}


def name(card_id) -> str:
    """A card by its name ("a card" for an id that is no card)."""
    return CARDS[card_id]["name"] if card_id in CARDS else "a card"


def step(phase: str) -> str:
    """A step before play, as a sentence's end."""
    return _STEPS.get(phase, "the game is being set up")


def effect(i: int) -> str:
    """An effect of a card, counted from 1 as the card lists them."""
    return f"effect {i + 1}"


def _listing(items, conjunction: str = "or") -> str:
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {conjunction} {items[-1]}"


def _field(field: str, value, seat: int) -> str:
    """What a move's field asks for, as a verb phrase: "target space 4", "go onto space 13"."""
    if value is None:
        return {"target": "be played without a target", "discard": "be played without a discard",
                "sacrifice": "be played without a sacrifice", "replace": "be played without replacing a card",
                "lane": "be played without a space"}.get(field, "be played like this")
    if field == "target":
        return f"target space {value}"
    if field == "lane":
        return f"go onto space {cell_of(SUMMON_ROW[seat], value)}"
    if field == "to":
        return f"move to space {value}"
    if field == "replace":
        return f"replace the card on space {value}"
    if field == "discard":
        return f"discard {name(value)}"
    if field == "sacrifice":
        return f"sacrifice the card on space {value}"
    if field == "effect":
        return f"use its {effect(value)}"
    return "be played like this"


def not_now(state: dict, seat: int, kind: str, move: dict, legal: list) -> str:
    """Why a move the specific checks let through is still not one of the legal moves: what of it
    cannot be done now, and what can: "Desert of Set cannot target space 4 now (it can target
    space 7 or target space 8)"."""
    board = state["board"]
    if move.get("card") is not None:
        what = name(move["card"])
        same = [m for m in legal if m.get("type") == kind and m.get("card") == move["card"]]
    elif move.get("cell") is not None and board[move["cell"]] is not None:
        what = name(board[move["cell"]]["card"])
        same = [m for m in legal if m.get("type") == kind and m.get("cell") == move["cell"]]
    else:
        return "this is not one of your moves now"
    if not same:
        return f"{what} cannot {_VERB.get(kind, 'be used')} now"
    for field in ("effect", "lane", "to", "replace", "target", "discard", "sacrifice"):
        allowed = [m.get(field) for m in same]
        if move.get(field) not in allowed:
            return f"{what} cannot {_field(field, move.get(field), seat)} now (it can {_options(field, allowed, seat)})"
    return f"{what} cannot {_VERB.get(kind, 'be used')} like this now"


_ON = {"target": "target", "lane": "go onto", "to": "move to", "replace": "replace the card on",
       "sacrifice": "sacrifice the card on"}


def _options(field: str, allowed: list, seat: int) -> str:
    """What a field may be now, said once: "target space 7, 8 or 9 or be played without a target"."""
    values = []
    for v in allowed:
        if v not in values:
            values.append(v)
    given = [v for v in values if v is not None]
    parts = []
    if given and field in _ON:
        cells = [cell_of(SUMMON_ROW[seat], v) if field == "lane" else v for v in given]
        parts.append(f"{_ON[field]} space{'s' if len(cells) > 1 else ''} {_listing([str(c) for c in sorted(cells)])}")
    elif given and field == "discard":
        parts.append("discard " + _listing([name(v) for v in given]))
    elif given:
        parts.append(_listing([_field(field, v, seat) for v in given]))
    if None in values:
        parts.append(_field(field, None, seat))
    return " or ".join(parts)
