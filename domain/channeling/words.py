"""The Channeling in words: every move and event as a player would say it.

Vocabulary of the seed: Glyph Cards naming a row or column, Druid Tokens, Magic Circle Cards
with Vigor and Splendor, Light and Dark Energy Cubes, the Leyline Path, Overchanneling. The 4x4
grid's spaces are named by the numbers the board prints on them (space 0 at the top left to
space 15 at the bottom right); a glyph by its row or column, as on the grey markers (row0 is
row 0, the top row; col0 is column 0, the left column).
"""
from __future__ import annotations

from domain.engine.words import Msg, Phrasebook, list_msg, msg, who_msg

from .rules import LINES, SPLENDOR, VIGOR


def space(cell: int) -> Msg:
    """A grid space as the board numbers it: "space 3"."""
    return msg("channeling.space", n=cell)


def spaces(cells) -> Msg:
    """Several spaces: "spaces 3 and 7" (one: "space 3")."""
    cells = list(cells)
    if len(cells) == 1:
        return space(cells[0])
    return msg("channeling.spaces", cells=list_msg(cells))


def glyph(name: str) -> Msg:
    """A glyph by the line it names: the glyph of row 1, of column 2."""
    return msg("channeling.glyph.row" if name.startswith("row") else "channeling.glyph.column", n=int(name[3:]))


def card(card_id: int) -> Msg:
    """A Magic Circle Card by its two values (the board prints them as V and S)."""
    return msg("channeling.card", vigor=VIGOR[card_id], splendor=SPLENDOR[card_id])


def tone(view: dict | None, seat: int) -> str:
    """light or dark, once the colours are drawn; empty before."""
    colours = (view or {}).get("colours") or {}
    return str(colours.get(str(seat), ""))


_SIDES = {c: msg(f"channeling.side.{c or 'none'}") for c in ("light", "dark", "")}
_COLOURS = {c: msg(f"channeling.colour.{c}") for c in ("light", "dark")}


def colour(view: dict | None, seat: int) -> Msg:
    """Light or Dark as a name ("Ana plays Light"), once the colours are drawn; nothing before."""
    return _SIDES.get(tone(view, seat)) or msg(f"channeling.side.{tone(view, seat)}")


def _cubes(view, seat, n: int) -> Msg:
    shade = tone(view, seat)
    if not shade:
        return msg("channeling.n_cubes.plain", n=n)
    return msg("channeling.n_cubes", n=n, colour=_COLOURS[shade])


# --- moves -------------------------------------------------------------------------------------
def _play_glyph(view, seat, move, names):
    return msg("channeling.play_glyph", who=who_msg(names, seat), glyph=glyph(move["glyph"]),
               cells=spaces(LINES[move["glyph"]]))


def _move_druid(view, seat, move, names):
    return msg("channeling.move_druid", who=who_msg(names, seat), source=space(move["from"]), to=space(move["to"]))


def _path(cells) -> Msg:
    first, *middle, last = cells
    if middle:
        return msg("channeling.path.through", first=space(first), middle=spaces(middle), last=space(last))
    return msg("channeling.path", first=space(first), last=space(last))


def _channel(view, seat, move, names):
    return msg("channeling.channel", who=who_msg(names, seat), path=_path(move["path"]))


def _refill(view, seat, move, names):
    return msg("channeling.refill", who=who_msg(names, seat), cell=space(move["cell"]))


# --- events ------------------------------------------------------------------------------------
def _colours(view, event, names):
    d = event["data"]
    return msg("channeling.colours", light=who_msg(names, d["light"]), dark=who_msg(names, d["dark"]))


def _shuffled(view, event, names):
    return msg("channeling.shuffled", n=event["data"]["size"])


def _dealt(view, event, names):
    return msg("channeling.dealt", n=len(event["data"]["grid"]))


def _druids(view, event, names):
    parts = [msg("channeling.druids_of", who=who_msg(names, int(s)), side=colour(view, int(s)), cells=spaces(cells))
             for s, cells in sorted(event["data"]["druids"].items())]
    return msg("channeling.druids", parts=list_msg(parts))


def _glyph_played(view, event, names):
    d = event["data"]
    kind = ".recovered" if d.get("recovered") else ""
    kind += ".blocked" if d.get("blocked") else ""
    return msg("channeling.glyph_played" + kind, who=who_msg(names, event["seat"]), glyph=glyph(d["glyph"]))


def _druid_moved(view, event, names):
    d = event["data"]
    return msg("channeling.druid_moved", who=who_msg(names, event["seat"]), source=space(d["from"]), to=space(d["to"]))


def _channeled(view, event, names):
    d, seat = event["data"], event["seat"]
    placed = list_msg(msg("channeling.placed", n=p["cubes"], cell=space(p["cell"])) for p in d["placed"])
    shade = tone(view, seat)
    if not shade:
        return msg("channeling.channeled.their", who=who_msg(names, seat), path=_path(d["path"]), placed=placed)
    return msg("channeling.channeled", who=who_msg(names, seat), path=_path(d["path"]), placed=placed,
               colour=_COLOURS[shade])


def _cancelled(view, event, names):
    parts = [msg("channeling.pairs_on", n=c["cubes"], cell=space(c["cell"])) for c in event["data"]["cells"]]
    return msg("channeling.cancelled", parts=list_msg(parts))


def _acquired(view, event, names):
    seat = event["seat"]
    parts = []
    for a in event["data"]["cards"]:
        said = {"card": card(a["card"]), "cell": space(a["cell"]), "cubes": _cubes(view, seat, a["cubes"])}
        if a["overchanneled"]:
            parts.append(msg("channeling.acquired_card.over", n=a["overchanneled"], **said))
        else:
            parts.append(msg("channeling.acquired_card", **said))
    return msg("channeling.acquired", who=who_msg(names, seat), cards=list_msg(parts))


def _awaiting(view, event, names):
    return msg("channeling.awaiting", who=who_msg(names, event["seat"]), cells=spaces(event["data"]["cells"]))


def _drawn(view, event, names):
    d = event["data"]
    return msg("channeling.drawn", who=who_msg(names, event["seat"]), card=card(d["card"]), cell=space(d["cell"]))


def _exhausted(view, event, names):
    empty = event["data"]["empty"]
    return msg("channeling.exhausted", n=len(empty), cells=spaces(empty))


def _end_triggered(view, event, names):
    d = event["data"]
    return msg("channeling.end_triggered", who=who_msg(names, d["seat"]), n=d["cards"],
               last=who_msg(names, d["last_turn"]))


def _turn_ended(view, event, names):
    d = event["data"]
    return msg("channeling.turn_ended", who=who_msg(names, d["seat"]), next=who_msg(names, d["next"]))


def _game_ended(view, event, names):
    scores = list_msg(msg("channeling.score", who=who_msg(names, int(s)), score=v)
                      for s, v in sorted(event["data"]["scores"].items()))
    return msg("channeling.game_ended", scores=scores)


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
    reasons={"most Splendor after Overchanneling": msg("channeling.reason.most_splendor"),
             "tie on Splendor: fewer Magic Circle Cards acquired wins": msg("channeling.reason.fewer_cards"),
             "tie on Splendor and cards: the player who went second (Dark) wins": msg("channeling.reason.second")},
)
