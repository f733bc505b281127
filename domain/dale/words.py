"""Battle of the Dale in words: every move and event as a player would say it.

Vocabulary of the seed: the five armies (Human, Elf, Dwarf, Goblin, Falcon), Regular, Mounted
and Heroic units, the Reserve and the Captured Piles, Place, Move, Rally, Withdraw, Capture,
Retreat, Advance After Capture, First Strike, the heroes' Charge!, Withdraw!, Berserk!, Horde! and
Awe!, and the optional Prisoner Exchange. Spaces are named as the board names them: the four
named spaces by name (Riverport of Chip, Foggy Mountain, Hangman's Tree, Lookout Post), the
others by the number printed on them (space 0 to space 18).
"""
from __future__ import annotations

from domain.engine.words import Phrasebook, a, count, listing, possessive, who

from .tables import KIND_NAME, NAME_KIND, NAMED

ARMY = {"human": "Human", "elf": "Elf", "dwarf": "Dwarf", "goblin": "Goblin", "falcon": "Falcon"}
ARMIES = {"human": "Humans", "elf": "Elves", "dwarf": "Dwarves", "goblin": "Goblins", "falcon": "Falcon Army"}
UNIT = {"R": "Regular unit", "M": "Mounted unit", "H": "Hero"}


def space(sp: int) -> str:
    """A space by its name (the four named spaces) or its number."""
    return NAMED.get(sp) or f"space {sp}"


def unit(view: dict, seat: int, kind: str) -> str:
    """A unit by army and kind: "Elf Mounted unit" (kind R, M, H or regular, mounted, hero)."""
    kind = NAME_KIND.get(kind, kind)
    return f"{ARMY[view['armies'][seat]]} {UNIT[kind]}"


def whose(view: dict, names: list, seat: int, kind: str) -> str:
    """A player's unit: "Bo's Elf Hero"."""
    return f"{possessive(who(names, seat))} {unit(view, seat, kind)}"


def _kind_at(view: dict, sp: int) -> str:
    code = view["board"][sp]
    return code[1] if code else "R"


# --- moves -------------------------------------------------------------------------------------
def _place(view, seat, move, names):
    return f"{who(names, seat)} places {a(unit(view, seat, move['unit']))} from the Reserve on {space(move['space'])}"


def _move(view, seat, move, names):
    extra = " (Berserk!)" if view["phase"] == "berserk" else ""
    return (f"{who(names, seat)} moves the {unit(view, seat, _kind_at(view, move['from']))} from "
            f"{space(move['from'])} to {space(move['to'])}{extra}")


def _rally(view, seat, move, names):
    text = (f"{who(names, seat)} rallies the captured {unit(view, seat, move['unit'])} from "
            f"{possessive(who(names, move['pile']))} Captured Pile")
    if move.get("place") is not None:
        text += f", onto {space(move['place'])} beside the Goblin Hero if a flip succeeds (Horde!)"
    return text


def _withdraw(view, seat, move, names):
    return f"{who(names, seat)} withdraws the {unit(view, seat, 'M')} from the map to the Reserve"


def _offer(view, seat, move, names):
    other = move["with"]
    return (f"{who(names, seat)} offers {who(names, other)} a Prisoner Exchange: "
            f"{possessive(who(names, other))} {UNIT[NAME_KIND[move['give']]]} back for "
            f"{possessive(who(names, seat))} {UNIT[NAME_KIND[move['take']]]}")


def _answer(view, seat, move, names):
    offer = view.get("offer") or {}
    verb = "accepts" if move["accept"] else "declines"
    return f"{who(names, seat)} {verb} {possessive(who(names, offer.get('seat')))} Prisoner Exchange"


def _retreat(view, seat, move, names):
    text = (f"{possessive(who(names, seat))} {unit(view, seat, _kind_at(view, move['from']))} on "
            f"{space(move['from'])} retreats to {space(move['to'])}")
    if move.get("pull") is not None:
        text += f" and forces the enemy unit on {space(move['pull'])} to advance after it (Withdraw!)"
    return text


def _concede(view, seat, move, names):
    return (f"{who(names, seat)} lets {who(names, move['captor'])} capture the "
            f"{unit(view, seat, _kind_at(view, move['space']))} on {space(move['space'])}")


def _advance(view, seat, move, names):
    return (f"{who(names, seat)} advances the {unit(view, seat, _kind_at(view, move['from']))} from "
            f"{space(move['from'])} into {space(move['to'])} after the capture")


def _no_advance(view, seat, move, names):
    return f"{who(names, seat)} does not advance after the capture"


def _end_turn(view, seat, move, names):
    return f"{who(names, seat)} keeps the Dwarf Hero still (no Berserk! move) and ends the turn"


def _pass(view, seat, move, names):
    return f"{who(names, seat)} passes: no action is possible"


# --- events ------------------------------------------------------------------------------------
def _started(view, event, names):
    d = event["data"]
    armies = listing(f"{who(names, s)} leads the {ARMIES[a]}" for s, a in enumerate(d["armies"]))
    return f"the armies take the field: {armies}; {who(names, d['senior'])}, the senior player, goes first"


def _placed(view, event, names):
    d = event["data"]
    return f"{who(names, d['seat'])} places {a(unit(view, d['seat'], d['kind']))} from the Reserve on {space(d['space'])}"


def _moved(view, event, names):
    d = event["data"]
    extra = " (Berserk!)" if d.get("berserk") else ""
    return (f"{who(names, d['seat'])} moves the {unit(view, d['seat'], d['kind'])} from {space(d['from'])} "
            f"to {space(d['to'])}{extra}")


def _rallied(view, event, names):
    d = event["data"]
    flips = listing(("face-up" if f else "face-down") for f in d["flips"])
    text = f"{who(names, d['seat'])} rallies: the {'flip lands' if len(d['flips']) == 1 else 'flips land'} {flips}"
    if not d["success"]:
        return text + ", no effect"
    where = space(d["space"]) + " (Horde!)" if d.get("space") is not None else "the Reserve"
    return (text + f", and the {unit(view, d['seat'], d['kind'])} comes back from "
            f"{possessive(who(names, d['pile']))} Captured Pile to {where}")


def _withdrawn(view, event, names):
    d = event["data"]
    return f"{who(names, d['seat'])} withdraws the {unit(view, d['seat'], 'M')} from {space(d['space'])} to the Reserve"


def _offered(view, event, names):
    d = event["data"]
    return _offer(view, d["seat"], {"with": d["with"], "give": KIND_NAME[d["give"]], "take": KIND_NAME[d["take"]]},
                  names)


def _exchanged(view, event, names):
    d = event["data"]
    return (f"{who(names, d['with'])} accepts the Prisoner Exchange: {whose(view, names, d['with'], d['give'])} "
            f"and {whose(view, names, d['seat'], d['take'])} return to their Reserves")


def _declined(view, event, names):
    d = event["data"]
    return f"{who(names, d['with'])} declines {possessive(who(names, d['seat']))} Prisoner Exchange"


def _pending(view, event, names):
    d = event["data"]
    parts = []
    for it in d["items"]:
        captors = listing((who(names, c) for c in it["captors"]), "or")
        part = f"{whose(view, names, it['seat'], it['kind'])} on {space(it['space'])} by {captors}"
        if it.get("retreats"):
            part += " (it may Retreat)"
        parts.append(part)
    strike = " with First Strike" if d.get("first_strike") else ""
    return f"captures are made{strike}: {listing(parts)}; the owners answer"


def _answered(view, event, names):
    d, seat = event["data"], event["seat"]
    if d.get("to") is not None:
        text = f"{who(names, seat)} retreats the unit on {space(d['space'])} to {space(d['to'])}"
        if d.get("pull") is not None:
            text += f" and forces the enemy unit on {space(d['pull'])} to advance (Withdraw!)"
        return text
    return f"{who(names, seat)} lets {who(names, d['captor'])} capture the unit on {space(d['space'])}"


def _captured(view, event, names):
    d = event["data"]
    parts = [f"{who(names, c['by'])} captures {whose(view, names, c['seat'], c['kind'])} on {space(c['space'])}"
             for c in d["captures"]]
    parts += [f"{whose(view, names, r['seat'], r['kind'])} retreats from {space(r['from'])} to {space(r['to'])}"
              for r in d["retreats"]]
    parts += [f"{whose(view, names, p['seat'], p['kind'])} is forced to advance from {space(p['from'])} to "
              f"{space(p['to'])}" for p in d["pulls"]]
    return listing(parts) if parts else "no unit is captured after all"


def _advance_offered(view, event, names):
    d = event["data"]
    return (f"{who(names, d['seat'])} may Advance After Capture into "
            f"{listing((space(o['to']) for o in d['options']), 'or')}")


def _advanced(view, event, names):
    d = event["data"]
    return _advance(view, d["seat"], d, names)


def _advance_declined(view, event, names):
    return _no_advance(view, event["data"]["seat"], {}, names)


def _berserk_offered(view, event, names):
    d = event["data"]
    return f"{possessive(who(names, d['seat']))} Dwarf Hero on {space(d['hero'])} may go Berserk! and move as well"


def _berserk_declined(view, event, names):
    return f"{possessive(who(names, event['data']['seat']))} Dwarf Hero does not go Berserk!"


def _passed(view, event, names):
    return _pass(view, event["data"]["seat"], {}, names)


def _left_map(d) -> str:
    if not d["spaces"]:
        return ""
    n = len(d["spaces"])
    return f"; {count(n, 'unit')} on {listing(space(s) for s in d['spaces'])} {'leaves' if n == 1 else 'leave'} the map"


def _defeated(view, event, names):
    d = event["data"]
    return f"{who(names, d['seat'])} is down to a single unit and is defeated{_left_map(d)}"


_LEAVES = {"resigned": "resigns", "timeout": "runs out of time"}


def _removed(view, event, names):
    d = event["data"]
    return f"{who(names, d['seat'])} {_LEAVES.get(d.get('reason'), 'leaves')} and is out of the battle{_left_map(d)}"


def _turn_passed(view, event, names):
    d = event["data"]
    return f"play passes to {who(names, d['seat'])} (turn {d['turns'] + 1})"


def _won(view, event, names):
    d = event["data"]
    return f"{listing(who(names, s) for s in d['seats'])} {'wins' if len(d['seats']) == 1 else 'win'}: {d['reason']}"


def _fell_together(view, event, names):
    d = event["data"]
    return (f"{listing(who(names, s) for s in d['seats'])} were defeated together: nobody is left in the game, "
            "so nobody wins, and they share first place")


def _limit(view, event, names):
    return f"the turn limit of {event['data']['turns']} turns is reached: a draw, ranked by the units left"


# The seed's own sentence for each rule name a refusal gives (IllegalMove(rule=...)): what a
# refused move and a why-not answer quote.
RULE_QUOTES = {
    "placement": "It may be placed on any vacant Space adjacent to the map edge, OR adjacent to one of your units "
                 "– or even a chain of your units – that is adjacent to the map edge.",
    "movement": "You may Move one of your units on the map to a vacant Space that is adjacent to its current space "
                "[...] or, to an empty Space that is adjacent to an adjacent friendly unit – or even a chain of your units.",
    "rally": "At least two of your units must be captured AND you must have at least one opposing unit in your "
             "Captured Pile",
    "withdraw": "You may Withdraw your Mounted unit, if it is on the map, and return it to your Reserve",
    "capture": "If two players have equal claim to a capture, the player whose piece is being captured chooses who "
               "captures the piece.",
    "retreat": "When a Mounted unit would be captured during an opponent's turn, it can instead Retreat to an "
               "adjacent, vacant space that is not adjacent to any opposing unit.",
    "advance after capture": "the capturing player may immediately make a \"free move\" with one of his units "
                             "causing that capture, placing it into the captured units' now-vacated space.",
    "sequence of play": "On your turn, you must do one of the following",
    "turn order": "The game is played in turns, with the senior player going first. Play proceeds clockwise",
    "prisoner exchange": "As an action, you may Exchange one of your captured Regular units (Mounted units cannot be "
                         "Exchanged) with another player for one of their Regular units that you have captured.",
    "optional rules": "The following Optional Rules may be used if all of the players agree to them before play begins.",
    "Berserk!": "He may be moved in addition to any other unit on the Dwarfs turn.",
    "Horde!": "When rallying, if the Goblin Hero is on the map the player may flip a captured unit twice.",
    "Awe!": "The Falcon Hero cancels the Mounted retreat, withdraw, and first strike capability of any Mounted Unit "
            "they are adjacent with.",
    "Withdraw!": "The Elf Hero has and grants the Retreat ability to any Elf Regular Unit they are adjacent with.",
}


BOOK = Phrasebook(
    moves={"place": _place, "move": _move, "rally": _rally, "withdraw": _withdraw, "offer_exchange": _offer,
           "answer_exchange": _answer, "retreat": _retreat, "concede": _concede, "advance": _advance,
           "no_advance": _no_advance, "end_turn": _end_turn, "pass": _pass},
    events={"GameStarted": _started, "UnitPlaced": _placed, "UnitMoved": _moved, "RallyAttempted": _rallied,
            "MountedWithdrawn": _withdrawn, "ExchangeOffered": _offered, "PrisonersExchanged": _exchanged,
            "ExchangeDeclined": _declined, "CapturesPending": _pending, "CaptureAnswered": _answered,
            "UnitsCaptured": _captured, "AdvanceOffered": _advance_offered, "UnitAdvanced": _advanced,
            "AdvanceDeclined": _advance_declined, "BerserkOffered": _berserk_offered,
            "BerserkDeclined": _berserk_declined, "Passed": _passed, "PlayerDefeated": _defeated,
            "PlayerRemoved": _removed, "TurnPassed": _turn_passed, "GameWon": _won, "FellTogether": _fell_together,
            "TurnLimitReached": _limit},
    quotes=RULE_QUOTES,
)
