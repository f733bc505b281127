"""The Channeling in words: every move and event as a player would say it.

Vocabulary of the seed: Glyph Cards naming a row or column, Druid Tokens, Magic Circle Cards
with Vigor and Splendor, Light and Dark Energy Cubes, the Leyline Path, Overchanneling. The 4x4
grid's spaces are named by the numbers the board prints on them (space 0 at the top left to
space 15 at the bottom right); a glyph by its row or column, as on the grey markers (row0 is
row 0, the top row; col0 is column 0, the left column).
"""
from __future__ import annotations

from domain.engine.words import Phrasebook, count, listing, possessive, who

from .rules import LINES, SPLENDOR, VIGOR


def space(cell: int) -> str:
    """A grid space as the board numbers it."""
    return f"space {cell}"


def spaces(cells) -> str:
    """Several spaces: "spaces 3 and 7" (one: "space 3")."""
    cells = list(cells)
    if len(cells) == 1:
        return space(cells[0])
    return "spaces " + listing(str(c) for c in cells)


def glyph(name: str) -> str:
    """A glyph by the line it names: the glyph of row 1, of column 2."""
    line = "row" if name.startswith("row") else "column"
    return f"the glyph of {line} {name[3:]}"


def card(card_id: int) -> str:
    """A Magic Circle Card by its two values (the board prints them as V and S)."""
    return f"a Magic Circle Card of Vigor {VIGOR[card_id]} and Splendor {SPLENDOR[card_id]}"


def colour(view: dict | None, seat: int) -> str:
    """Light or Dark, once the colours are drawn; empty before."""
    colours = (view or {}).get("colours") or {}
    return str(colours.get(str(seat), "")).title()


def _cubes(view, seat, n: int) -> str:
    tone = colour(view, seat)
    return count(n, (tone + " " if tone else "") + "Energy Cube")


# --- moves -------------------------------------------------------------------------------------
def _play_glyph(view, seat, move, names):
    return f"{who(names, seat)} plays {glyph(move['glyph'])} ({spaces(LINES[move['glyph']])})"


def _move_druid(view, seat, move, names):
    return f"{who(names, seat)} moves a Druid Token from {space(move['from'])} to {space(move['to'])}"


def _path(cells) -> str:
    first, *middle, last = cells
    through = f" through {spaces(middle)}" if middle else ""
    return f"from {space(first)}{through} to {space(last)}"


def _channel(view, seat, move, names):
    return f"{who(names, seat)} channels energy along the leyline {_path(move['path'])}"


def _refill(view, seat, move, names):
    return f"{who(names, seat)} fills {space(move['cell'])} next with the top card of the deck"


# --- events ------------------------------------------------------------------------------------
def _colours(view, event, names):
    d = event["data"]
    return (f"the referee draws the colours: {who(names, d['light'])} plays Light and begins, "
            f"{who(names, d['dark'])} plays Dark")


def _shuffled(view, event, names):
    return f"the referee shuffles the {event['data']['size']} Magic Circle Cards in secret"


def _dealt(view, event, names):
    return f"the referee deals {count(len(event['data']['grid']), 'Magic Circle Card')} into the 4x4 grid"


def _druids(view, event, names):
    parts = [f"{possessive(who(names, int(s)))} ({colour(view, int(s))}) on {spaces(cells)}"
             for s, cells in sorted(event["data"]["druids"].items())]
    return f"the referee places the Druid Tokens on the centre cards: {listing(parts)}"


def _glyph_played(view, event, names):
    d = event["data"]
    text = f"{who(names, event['seat'])} plays {glyph(d['glyph'])}"
    if d.get("recovered"):
        text += ", the eighth, and takes all eight Glyph Cards back"
    if d.get("blocked"):
        text += "; no druid can move into that line, so the turn ends"
    return text


def _druid_moved(view, event, names):
    d = event["data"]
    return f"{who(names, event['seat'])} moves a Druid Token from {space(d['from'])} to {space(d['to'])}"


def _channeled(view, event, names):
    d, seat = event["data"], event["seat"]
    placed = listing(f"{p['cubes']} on {space(p['cell'])}" for p in d["placed"])
    return (f"{who(names, seat)} channels energy along the leyline {_path(d['path'])}, placing "
            f"{colour(view, seat) or 'their'} Energy Cubes: {placed}")


def _cancelled(view, event, names):
    parts = [f"{count(c['cubes'], 'pair')} on {space(c['cell'])}" for c in event["data"]["cells"]]
    return f"Light and Dark Energy Cubes cancel back to the supplies: {listing(parts)}"


def _acquired(view, event, names):
    seat = event["seat"]
    parts = []
    for a in event["data"]["cards"]:
        text = f"{card(a['card'])} on {space(a['cell'])} with {_cubes(view, seat, a['cubes'])}"
        if a["overchanneled"]:
            text += f" ({count(a['overchanneled'], 'Overchanneling Cube')})"
        parts.append(text)
    return f"{who(names, seat)} acquires {listing(parts)}"


def _awaiting(view, event, names):
    return f"{who(names, event['seat'])} chooses the order in which {spaces(event['data']['cells'])} are refilled"


def _drawn(view, event, names):
    d = event["data"]
    return f"{who(names, event['seat'])} draws {card(d['card'])} from the deck onto {space(d['cell'])}"


def _exhausted(view, event, names):
    empty = event["data"]["empty"]
    return f"the deck is empty: {spaces(empty)} {'stays' if len(empty) == 1 else 'stay'} empty"


def _end_triggered(view, event, names):
    d = event["data"]
    return (f"{who(names, d['seat'])} has acquired {count(d['cards'], 'Magic Circle Card')}: the end is "
            f"triggered and {who(names, d['last_turn'])} takes one last turn")


def _turn_ended(view, event, names):
    d = event["data"]
    return f"{possessive(who(names, d['seat']))} turn ends; {who(names, d['next'])} plays next"


def _game_ended(view, event, names):
    scores = listing(f"{who(names, int(s))} {v}" for s, v in sorted(event["data"]["scores"].items()))
    return f"the game ends with Splendor after Overchanneling: {scores}"


# The seed's own sentence for each rule name a refusal gives (IllegalMove(rule=...)): what a
# refused move and a why-not answer quote.
RULE_QUOTES = {
    "play a glyph card": "The player selects a Glyph Card from their hand and lays it in front of them on the table.",
    "move a druid token": "The player moves one Druid Token from one Magic Circle Card to a different Magic Circle "
                          "Card in the row or column of cards indicated by the Glyph Card they just played, that "
                          "does not contain a Druid Token, of either color.",
    "leyline path": "One of the shortest paths of Magic Circle Cards, starting with the Druid Token the player has "
                    "just moved and ending with the stationary Druid Token, that... - only moves horizontally and "
                    "vertically, NOT diagonally.",
    "replace acquired cards": "The cards are then replaced in the order the acquiring player chooses, with cards "
                              "from the Magic Circle Card Deck.",
    "turn steps": "There are 7 steps to a turn, performed in order",
    "turn order": "Once a player completes the 7th step in their turn, play passes to the other player.",
    "set-up": "Players choose randomly who will play as Light, and who as Dark.",
    "game over": "the other player gets one additional turn, and then the game ends.",
}


BOOK = Phrasebook(
    moves={"play_glyph": _play_glyph, "move_druid": _move_druid, "channel": _channel, "refill": _refill},
    events={"ColoursChosen": _colours, "DeckShuffled": _shuffled, "GridDealt": _dealt, "DruidsPlaced": _druids,
            "GlyphPlayed": _glyph_played, "DruidMoved": _druid_moved, "LeylineChanneled": _channeled,
            "CubesCancelled": _cancelled, "CardsAcquired": _acquired, "AwaitingRefill": _awaiting,
            "CardDrawn": _drawn, "DeckExhausted": _exhausted, "EndTriggered": _end_triggered,
            "TurnEnded": _turn_ended, "GameEnded": _game_ended},
    quotes=RULE_QUOTES,
)
