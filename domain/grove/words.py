"""Battle for the Grove in words: every move and event as a player would say it.

Vocabulary of the seed: Druid meeples that stand and lie, The Grove, Magic Circle 1-3 (the
board's labels), Light and Dark Energy Cubes, and the five actions Stand, Move, Channel, Stun and
Banish. Seat 0 plays Light, seat 1 Dark (docs/rules/grove.md).
"""
from __future__ import annotations

from domain.engine.words import Msg, Phrasebook, msg, numbers_msg, who_msg

from .rules import COLORS, GROVE, PLACE_NAMES


def colour(seat: int) -> str:
    """Light or Dark, the colour a seat plays."""
    return COLORS[seat].title()


def place(name: str) -> str:
    """A place as the board labels it: the Grove, Magic Circle 1-3."""
    return PLACE_NAMES[name]


# A place's forms (each language words them with its own prepositions and articles, so a sentence's
# template takes the whole phrase): name, at ("in the Grove", "at Magic Circle 1"), from, to, onto.
_PLACES = {(p, form): msg(f"grove.place.{p.replace('-', '_')}.{form}") for p in PLACE_NAMES
           for form in ("name", "at", "from", "to", "onto")}
_SIDES = tuple(msg(f"grove.side.{c}") for c in COLORS)
_COLOURS = tuple(msg(f"grove.colour.{c}") for c in COLORS)


def place_msg(name: str, form: str = "name") -> Msg:
    """A place as a message in one of its forms."""
    return _PLACES[name, form]


def side_msg(seat: int) -> Msg:
    """The colour a seat plays, as a name: Light, Dark."""
    return _SIDES[seat]


def colour_msg(seat: int) -> Msg:
    """The colour a seat plays, as it qualifies a meeple or a cube ("a Light meeple")."""
    return _COLOURS[seat]


def _standing(view: dict, where: str, seat: int) -> int:
    return view["meeples"][where]["standing"][seat]


def _chance(druids: int) -> Msg:
    return msg("grove.chance.none" if druids == 0 else "grove.chance.some" if druids < 6 else "grove.chance.all",
               n=druids)


# --- moves -------------------------------------------------------------------------------------
def _stand(view, seat, move, names):
    second = move["place"] == GROVE and not view["second_action"]
    return msg("grove.stand.second" if second else "grove.stand", who=who_msg(names, seat),
               colour=colour_msg(seat), at=place_msg(move["place"], "at"))


def _move(view, seat, move, names):
    return msg("grove.move", who=who_msg(names, seat), n=_standing(view, move["from"], seat), colour=colour_msg(seat),
               source=place_msg(move["from"], "from"), to=place_msg(move["to"], "to"))


def _channel(view, seat, move, names):
    druids = _standing(view, move["place"], seat)
    return msg("grove.channel", who=who_msg(names, seat), at=place_msg(move["place"], "at"), n=druids,
               chance=_chance(druids), colour=colour_msg(seat))


def _stun(view, seat, move, names):
    druids = _standing(view, move["place"], seat)
    return msg("grove.stun", who=who_msg(names, seat), other=colour_msg(1 - seat), at=place_msg(move["place"], "at"),
               n=druids, chance=_chance(druids))


def _banish(view, seat, move, names):
    return msg("grove.banish", who=who_msg(names, seat), other=colour_msg(1 - seat),
               source=place_msg(move["place"], "from"))


def _end_turn(view, seat, move, names):
    return msg("grove.end_turn", who=who_msg(names, seat))


# --- events ------------------------------------------------------------------------------------
def _first_rolled(view, event, names):
    d = event["data"]
    rolls = {f"{k}{s}": v for s in (0, 1) for k, v in (("who", who_msg(names, s)), ("side", side_msg(s)),
                                                       ("dice", numbers_msg(d["dice"][s])), ("total", d["totals"][s]))}
    first = d.get("first")
    if first is None:
        return msg("grove.first_rolled.tie", **rolls)
    return msg("grove.first_rolled", first=who_msg(names, first), **rolls)


def _stood(view, event, names):
    seat, where = event["seat"], event["data"]["place"]
    second = where == GROVE and view is not None and not view["second_action"]
    return msg("grove.stood.second" if second else "grove.stood", who=who_msg(names, seat), colour=colour_msg(seat),
               at=place_msg(where, "at"))


def _moved(view, event, names):
    d, seat = event["data"], event["seat"]
    return msg("grove.moved", who=who_msg(names, seat), n=d["count"], colour=colour_msg(seat),
               source=place_msg(d["from"], "from"), to=place_msg(d["to"], "to"))


def _rolled(event, names) -> dict:
    return {"who": who_msg(names, event["seat"]), "dice": numbers_msg(event["data"]["dice"])}


def _channeled(view, event, names):
    d, seat = event["data"], event["seat"]
    at = place_msg(d["place"], "at")
    if not d["placed"]:
        said = msg("grove.channeled.none" if not d["successes"] else "grove.channeled.empty", at=at, **_rolled(event, names))
    else:
        said = msg("grove.channeled", at=at, n=d["successes"], cubes=msg("grove.n_cubes", n=d["placed"],
                                                                          colour=colour_msg(seat)),
                   onto=place_msg(d["place"], "onto"), **_rolled(event, names))
    if d["cancelled"]:
        return msg("grove.channeled.cancelled", said=said, n=d["cancelled"])
    return msg("grove.channeled.said", said=said)


def _stunned(view, event, names):
    d, seat = event["data"], event["seat"]
    return msg("grove.stunned", at=place_msg(d["place"], "at"), n=d["stunned"], other=colour_msg(1 - seat),
               **_rolled(event, names))


def _banished(view, event, names):
    d, seat = event["data"], event["seat"]
    return msg("grove.banished", source=place_msg(d["place"], "from"), n=d["standing"] + d["lying"],
               other=colour_msg(1 - seat), **_rolled(event, names))


def _turn_ended(view, event, names):
    return msg("grove.turn_ended", who=who_msg(names, event["seat"]))


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
    reasons={"controls 2 of 3 Magic Circles at the start of the turn": msg("grove.reason.controls"),
             "the turn limit was reached without a winner": msg("grove.reason.turn_limit"),
             "both cube supplies are empty and nobody controls 2 Magic Circles": msg("grove.reason.dead_position")},
)
