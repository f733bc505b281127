"""Battle of the Dale in words: every move and event as a player would say it.

Vocabulary of the seed: the five armies (Human, Elf, Dwarf, Goblin, Falcon), Regular, Mounted
and Heroic units, the Reserve and the Captured Piles, Place, Move, Rally, Withdraw, Capture,
Retreat, Advance After Capture, First Strike, the heroes' Charge!, Withdraw!, Berserk!, Horde! and
Awe!, and the optional Prisoner Exchange. Spaces are named as the board names them: the four
named spaces by name (Riverport of Chip, Foggy Mountain, Hangman's Tree, Lookout Post), the
others by the number printed on them (space 0 to space 18).

Every sentence is a message (domain/engine/words.py `Msg`) whose templates are in
domain/dale/locales/<lang>.json; the units, armies and places are messages too.
"""
from __future__ import annotations

import re

from domain.engine.words import Msg, Phrasebook, english, list_msg, msg, who_msg

from .tables import ARMIES, KIND_NAME, NAME_KIND, NAMED, SPACES

# the vocabulary's messages, made once (the hot path only looks them up)
_SPACE = {sp: msg(f"dale.place.{sp}") if sp in NAMED else msg("dale.space", n=sp) for sp in range(SPACES)}
_KIND = {k: msg(f"dale.kind.{k}") for k in KIND_NAME}
_ARMY = {a: msg(f"dale.army.{a}") for a in ARMIES}
_ARMY_A = {a: msg(f"dale.army_a.{a}") for a in ARMIES}


def space_msg(sp: int) -> Msg:
    """A space by its name (the four named spaces) or its number."""
    return _SPACE[sp]


def space(sp: int) -> str:
    """A space in English: "Foggy Mountain", "space 7"."""
    return english(space_msg(sp), sentence=False)


def kind_msg(kind: str) -> Msg:
    """A kind of unit: "Mounted unit" (kind R, M, H or regular, mounted, hero)."""
    return _KIND[NAME_KIND.get(kind, kind)]


def unit(view: dict, seat: int, kind: str) -> Msg:
    """A unit by army and kind: "Elf Mounted unit" (kind R, M, H or regular, mounted, hero)."""
    return msg("dale.unit", army=_ARMY[view["armies"][seat]], kind=kind_msg(kind))


def unit_a(view: dict, seat: int, kind: str) -> Msg:
    """A unit with its indefinite article: "an Elf Mounted unit"."""
    return msg("dale.unit_a", army=_ARMY_A[view["armies"][seat]], kind=kind_msg(kind))


def whose(view: dict, names: list, seat: int, kind: str) -> Msg:
    """A player's unit: "Bo's Elf Hero"."""
    return msg("dale.whose", owner=who_msg(names, seat), unit=unit(view, seat, kind))


def _kind_at(view: dict, sp: int) -> str:
    code = view["board"][sp]
    return code[1] if code else "R"


# --- moves -------------------------------------------------------------------------------------
def _place(view, seat, move, names):
    return msg("dale.move.place", who=who_msg(names, seat), unit=unit_a(view, seat, move["unit"]),
               space=space_msg(move["space"]))


def _move(view, seat, move, names):
    key = "dale.move.move_berserk" if view["phase"] == "berserk" else "dale.move.move"
    return msg(key, who=who_msg(names, seat), unit=unit(view, seat, _kind_at(view, move["from"])),
               src=space_msg(move["from"]), dst=space_msg(move["to"]))


def _rally(view, seat, move, names):
    said = dict(who=who_msg(names, seat), unit=unit(view, seat, move["unit"]), pile=who_msg(names, move["pile"]))
    if move.get("place") is not None:
        return msg("dale.move.rally_horde", **said, space=space_msg(move["place"]))
    return msg("dale.move.rally", **said)


def _withdraw(view, seat, move, names):
    return msg("dale.move.withdraw", who=who_msg(names, seat), unit=unit(view, seat, "M"))


def _offer(view, seat, move, names):
    return msg("dale.move.offer", who=who_msg(names, seat), other=who_msg(names, move["with"]),
               give=kind_msg(move["give"]), take=kind_msg(move["take"]))


def _answer(view, seat, move, names):
    offer = view.get("offer") or {}
    key = "dale.move.accept" if move["accept"] else "dale.move.decline"
    return msg(key, who=who_msg(names, seat), offerer=who_msg(names, offer.get("seat")))


def _retreat(view, seat, move, names):
    said = dict(who=who_msg(names, seat), unit=unit(view, seat, _kind_at(view, move["from"])),
                src=space_msg(move["from"]), dst=space_msg(move["to"]))
    if move.get("pull") is not None:
        return msg("dale.move.retreat_pull", **said, pull=space_msg(move["pull"]))
    return msg("dale.move.retreat", **said)


def _concede(view, seat, move, names):
    return msg("dale.move.concede", who=who_msg(names, seat), captor=who_msg(names, move["captor"]),
               unit=unit(view, seat, _kind_at(view, move["space"])), space=space_msg(move["space"]))


def _advance(view, seat, move, names):
    return msg("dale.move.advance", who=who_msg(names, seat), unit=unit(view, seat, _kind_at(view, move["from"])),
               src=space_msg(move["from"]), dst=space_msg(move["to"]))


def _no_advance(view, seat, move, names):
    return msg("dale.move.no_advance", who=who_msg(names, seat))


def _end_turn(view, seat, move, names):
    return msg("dale.move.end_turn", who=who_msg(names, seat))


def _pass(view, seat, move, names):
    return msg("dale.move.pass", who=who_msg(names, seat))


# --- events ------------------------------------------------------------------------------------
def _started(view, event, names):
    d = event["data"]
    armies = list_msg(msg(f"dale.leads.{a}", who=who_msg(names, s)) for s, a in enumerate(d["armies"]))
    return msg("dale.started", armies=armies, senior=who_msg(names, d["senior"]))


def _placed(view, event, names):
    d = event["data"]
    return msg("dale.move.place", who=who_msg(names, d["seat"]), unit=unit_a(view, d["seat"], d["kind"]),
               space=space_msg(d["space"]))


def _moved(view, event, names):
    d = event["data"]
    key = "dale.move.move_berserk" if d.get("berserk") else "dale.move.move"
    return msg(key, who=who_msg(names, d["seat"]), unit=unit(view, d["seat"], d["kind"]), src=space_msg(d["from"]),
               dst=space_msg(d["to"]))


def _rallied(view, event, names):
    d = event["data"]
    flips = list_msg(msg("dale.flip.up" if f else "dale.flip.down") for f in d["flips"])
    said = dict(who=who_msg(names, d["seat"]), n=len(d["flips"]), flips=flips)
    if not d["success"]:
        return msg("dale.rallied.fail", **said)
    said.update(unit=unit(view, d["seat"], d["kind"]), pile=who_msg(names, d["pile"]))
    if d.get("space") is not None:
        return msg("dale.rallied.horde", **said, space=space_msg(d["space"]))
    return msg("dale.rallied.reserve", **said)


def _withdrawn(view, event, names):
    d = event["data"]
    return msg("dale.withdrawn", who=who_msg(names, d["seat"]), unit=unit(view, d["seat"], "M"),
               space=space_msg(d["space"]))


def _offered(view, event, names):
    d = event["data"]
    return _offer(view, d["seat"], {"with": d["with"], "give": KIND_NAME[d["give"]], "take": KIND_NAME[d["take"]]},
                  names)


def _exchanged(view, event, names):
    d = event["data"]
    return msg("dale.exchanged", who=who_msg(names, d["with"]), given=whose(view, names, d["with"], d["give"]),
               taken=whose(view, names, d["seat"], d["take"]))


def _declined(view, event, names):
    d = event["data"]
    return msg("dale.move.decline", who=who_msg(names, d["with"]), offerer=who_msg(names, d["seat"]))


def _pending(view, event, names):
    d = event["data"]
    parts = [msg("dale.pending.item_retreat" if it.get("retreats") else "dale.pending.item",
                 unit=whose(view, names, it["seat"], it["kind"]), space=space_msg(it["space"]),
                 captors=list_msg((who_msg(names, c) for c in it["captors"]), "or"))
             for it in d["items"]]
    return msg("dale.pending.first_strike" if d.get("first_strike") else "dale.pending", items=list_msg(parts))


def _answered(view, event, names):
    d, seat = event["data"], event["seat"]
    if d.get("to") is not None:
        said = dict(who=who_msg(names, seat), space=space_msg(d["space"]), dst=space_msg(d["to"]))
        if d.get("pull") is not None:
            return msg("dale.answered.retreat_pull", **said, pull=space_msg(d["pull"]))
        return msg("dale.answered.retreat", **said)
    return msg("dale.answered.concede", who=who_msg(names, seat), captor=who_msg(names, d["captor"]),
               space=space_msg(d["space"]))


def _captured(view, event, names):
    d = event["data"]
    parts = [msg("dale.captured.capture", who=who_msg(names, c["by"]), unit=whose(view, names, c["seat"], c["kind"]),
                 space=space_msg(c["space"])) for c in d["captures"]]
    parts += [msg("dale.captured.retreat", unit=whose(view, names, r["seat"], r["kind"]), src=space_msg(r["from"]),
                  dst=space_msg(r["to"])) for r in d["retreats"]]
    parts += [msg("dale.captured.pull", unit=whose(view, names, p["seat"], p["kind"]), src=space_msg(p["from"]),
                  dst=space_msg(p["to"])) for p in d["pulls"]]
    return msg("dale.captured", parts=list_msg(parts)) if parts else msg("dale.captured.none")


def _advance_offered(view, event, names):
    d = event["data"]
    return msg("dale.advance_offered", who=who_msg(names, d["seat"]),
               spaces=list_msg((space_msg(o["to"]) for o in d["options"]), "or"))


def _advanced(view, event, names):
    d = event["data"]
    return _advance(view, d["seat"], d, names)


def _advance_declined(view, event, names):
    return _no_advance(view, event["data"]["seat"], {}, names)


def _berserk_offered(view, event, names):
    d = event["data"]
    return msg("dale.berserk_offered", who=who_msg(names, d["seat"]), space=space_msg(d["hero"]))


def _berserk_declined(view, event, names):
    return msg("dale.berserk_declined", who=who_msg(names, event["data"]["seat"]))


def _passed(view, event, names):
    return _pass(view, event["data"]["seat"], {}, names)


def _out(key: str, d: dict, names: list) -> Msg:
    """A player out of the battle, with the units that leave the map with them, if any."""
    if not d["spaces"]:
        return msg(key, who=who_msg(names, d["seat"]))
    n = len(d["spaces"])
    return msg(key + ".left", who=who_msg(names, d["seat"]), n=n, units=msg("dale.units", n=n),
               spaces=list_msg(space_msg(s) for s in d["spaces"]))


def _defeated(view, event, names):
    return _out("dale.defeated", event["data"], names)


def _removed(view, event, names):
    d = event["data"]
    reason = d.get("reason") if d.get("reason") in ("resigned", "timeout") else "left"
    return _out(f"dale.removed.{reason}", d, names)


def _turn_passed(view, event, names):
    d = event["data"]
    return msg("dale.turn_passed", who=who_msg(names, d["seat"]), turn=d["turns"] + 1)


class _Reasons(dict):
    """The rules' outcome reasons (English data in the events and the state) -> their words; the
    turn limit's reason carries its number ("turn limit of 120 turns reached: ...")."""

    TURN_LIMIT = re.compile(r"turn limit of (\d+) turns reached: a draw, ranked by units left")

    def get(self, reason, default=None):
        found = super().get(reason)
        if found is not None:
            return found
        limit = self.TURN_LIMIT.fullmatch(str(reason))
        return msg("dale.reason.turn_limit", turns=int(limit.group(1))) if limit else default


REASONS = _Reasons({
    "holds three of the four named spaces": msg("dale.reason.three_named"),
    "last player in the game": msg("dale.reason.last_player"),
    "the last players were defeated together": msg("dale.reason.fell_together"),
    "the last players were defeated together: nobody is left in the game to win it":
        msg("dale.reason.fell_together_nobody"),
})


def _won(view, event, names):
    d = event["data"]
    return msg("dale.won", winners=list_msg(who_msg(names, s) for s in d["seats"]), n=len(d["seats"]),
               why=REASONS.get(d["reason"], d["reason"]))


def _fell_together(view, event, names):
    d = event["data"]
    return msg("dale.fell_together", players=list_msg(who_msg(names, s) for s in d["seats"]))


def _limit(view, event, names):
    return msg("dale.limit", turns=event["data"]["turns"])


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
    reasons=REASONS,
)
