"""Battle for the Grove in words: every move and event as a player would say it.

Vocabulary of the seed: Druid meeples that stand and lie, The Grove, Magic Circle 1-3 (the
board's labels), Light and Dark Energy Cubes, and the five actions Stand, Move, Channel, Stun and
Banish. Seat 0 plays Light, seat 1 Dark (docs/rules/grove.md).
"""
from __future__ import annotations

from domain.engine.words import Phrasebook, count, numbers, who

from .rules import COLORS, GROVE, PLACE_NAMES


def colour(seat: int) -> str:
    """Light or Dark, the colour a seat plays."""
    return COLORS[seat].title()


def place(name: str) -> str:
    """A place as the board labels it: the Grove, Magic Circle 1-3."""
    return PLACE_NAMES[name]


def _at(name: str) -> str:
    return ("in " if name == GROVE else "at ") + place(name)


def _standing(view: dict, where: str, seat: int) -> int:
    return view["meeples"][where]["standing"][seat]


def _chance(druids: int) -> str:
    return "no die can succeed" if druids == 0 else \
        f"each die of {druids} or less succeeds" if druids < 6 else "every die succeeds"


# --- moves -------------------------------------------------------------------------------------
def _stand(view, seat, move, names):
    text = f"{who(names, seat)} stands a {colour(seat)} meeple up {_at(move['place'])}"
    if move["place"] == GROVE and not view["second_action"]:
        text += " and may take a second action"
    return text


def _move(view, seat, move, names):
    n = _standing(view, move["from"], seat)
    meeples = f"the standing {colour(seat)} meeple" if n == 1 else f"all {n} standing {colour(seat)} meeples"
    return (f"{who(names, seat)} moves {meeples} from "
            f"{place(move['from'])} to {place(move['to'])}")


def _channel(view, seat, move, names):
    druids = _standing(view, move["place"], seat)
    return (f"{who(names, seat)} channels energy {_at(move['place'])} with "
            f"{count(druids, 'standing druid')} ({_chance(druids)} and places a {colour(seat)} cube)")


def _stun(view, seat, move, names):
    druids = _standing(view, move["place"], seat)
    return (f"{who(names, seat)} tries to stun {colour(1 - seat)} meeples {_at(move['place'])} with "
            f"{count(druids, 'standing druid')} ({_chance(druids)}, {druids} at the most)")


def _banish(view, seat, move, names):
    return (f"{who(names, seat)} tries to banish {colour(1 - seat)} meeples from {place(move['place'])} "
            "back to the Grove (each 6 sends one)")


def _end_turn(view, seat, move, names):
    return f"{who(names, seat)} declines the second action and ends the turn"


# --- events ------------------------------------------------------------------------------------
def _first_rolled(view, event, names):
    d = event["data"]
    rolls = [f"{who(names, s)} ({colour(s)}) rolls {numbers(d['dice'][s])} ({d['totals'][s]})" for s in (0, 1)]
    first = d.get("first")
    end = "a tie, so both roll again" if first is None else f"{who(names, first)} goes first"
    return f"{rolls[0]} and {rolls[1]}: {end}"


def _stood(view, event, names):
    seat, where = event["seat"], event["data"]["place"]
    text = f"{who(names, seat)} stands a {colour(seat)} meeple up {_at(where)}"
    if where == GROVE and view is not None and not view["second_action"]:
        text += " and takes a second action"
    return text


def _moved(view, event, names):
    d, seat = event["data"], event["seat"]
    return (f"{who(names, seat)} moves {count(d['count'], 'standing ' + colour(seat) + ' meeple')} from "
            f"{place(d['from'])} to {place(d['to'])}")


def _rolled(event, names) -> str:
    return f"{who(names, event['seat'])} rolls {numbers(event['data']['dice'])}"


def _channeled(view, event, names):
    d, seat = event["data"], event["seat"]
    text = _rolled(event, names) + f" {_at(d['place'])}: "
    if not d["placed"]:
        text += "no success, no energy channeled" if not d["successes"] else "but the supply of cubes is empty"
    else:
        text += f"{count(d['successes'], 'success', 'successes')}, channeling " \
                f"{count(d['placed'], colour(seat) + ' Energy Cube')} onto {place(d['place'])}"
    if d["cancelled"]:
        text += f"; {count(d['cancelled'], 'pair')} of Light and Dark cubes cancel back to the supplies"
    return text


def _stunned(view, event, names):
    d, seat = event["data"], event["seat"]
    text = _rolled(event, names) + f" to stun {_at(d['place'])}: "
    if not d["stunned"]:
        return text + f"no {colour(1 - seat)} meeple is laid down"
    return text + f"{count(d['stunned'], colour(1 - seat) + ' meeple')} laid down"


def _banished(view, event, names):
    d, seat = event["data"], event["seat"]
    text = _rolled(event, names) + f" to banish from {place(d['place'])}: "
    n = d["standing"] + d["lying"]
    if not n:
        return text + "no 6, nobody is banished"
    return text + f"{count(n, colour(1 - seat) + ' meeple')} sent back to the Grove, lying down"


def _turn_ended(view, event, names):
    return f"{who(names, event['seat'])} declines the second action; the turn passes"


# The seed's own sentence for each rule name a refusal gives (IllegalMove(rule=...)): what a
# refused move and a why-not answer quote.
RULE_QUOTES = {
    "stand": "Stand a meeple up.",
    "second-action": "If this action was taken at The Grove, you may take a second action, including standing again. "
                     "However, only two actions may ever be taken in a turn this way.",
    "move": "Move all standing meeples from either The Grove to a Magic Circle, or all standing meeples from a "
            "Magic Circle to another one.",
    "channel": "Each result equal to or lower than the number of standing Druids of your color on that Magic "
               "Circle is a success.",
    "stun": "Note you may not Stun at The Grove. [...] For each success, lay a meeple of your opponent's color at "
            "the same Magic Circle down.",
    "banish": "Attempt to banish the opponent's meeples from a Magic Circle back to The Grove, lying down.",
    "turn": "Once you perform an action, the turn passes back to the opponent.",
    "setup": "Determine who goes first by each player rolling their 3 dice. The player with the highest total goes first.",
    "game-over": "If, at the start of your turn, you control two of the three Magic Circles, you win!",
}


BOOK = Phrasebook(
    moves={"stand": _stand, "move": _move, "channel": _channel, "stun": _stun, "banish": _banish,
           "end_turn": _end_turn},
    events={"FirstPlayerRolled": _first_rolled, "MeepleStood": _stood, "MeeplesMoved": _moved,
            "EnergyChanneled": _channeled, "MeeplesStunned": _stunned, "MeeplesBanished": _banished,
            "TurnEnded": _turn_ended},
    quotes=RULE_QUOTES,
)
