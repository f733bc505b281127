"""Battalla! in words: every move and event as a player would say it.

Vocabulary of the seed: stamina, the Main Deck, the Hero Deck, the penalty pile, the field zone,
Units, Heroes, Assists and Fields by their card names, the summoning row, front row and neutral
zone, lanes, the chain, React, direct attacks and Pass turn. A space of the mat is named by the
number the board prints on it and its row: "space 13 in Bo's summoning row", "space 7 in the
neutral zone". Cards in a hand, a deck or a penalty pile are named only to the player who holds
them: the others read how many.

Every sentence is a message (domain/engine/words.py `Msg`) whose templates are in
domain/battalla/locales/<lang>.json, the cards' names among them (`battalla.card.<id>`).
"""
from __future__ import annotations

from domain.engine.words import Msg, Phrasebook, english, list_msg, msg, private_of, who_msg

from .cards import CARDS
from .tables import LANES, SUMMON_ROW, cell_of

_ROWS = {0: (0, "summoning"), 1: (0, "front"), 3: (1, "front"), 4: (1, "summoning")}


_CARD = {card_id: msg(f"battalla.card.{card_id}") for card_id in CARDS}  # made once: the hot path only looks up
_UNKNOWN = msg("battalla.card.unknown")


def card(card_id: str) -> Msg:
    """A card by its name."""
    return _CARD.get(card_id, _UNKNOWN)


def space_msg(cell: int, names: list) -> Msg:
    """A mat space by the number the board prints and its row: "space 13 in Bo's summoning row"."""
    row = cell // LANES
    if row == 2:
        return msg("battalla.space.neutral", n=cell)
    owner, name = _ROWS[row]
    return msg(f"battalla.space.{name}", n=cell, owner=who_msg(names, owner))


def space(cell: int, names: list) -> str:
    """A mat space in English: "space 13 in Bo's summoning row"."""
    return english(space_msg(cell, names), sentence=False)


def _piece(view: dict, uid):
    for cell, p in enumerate(view["board"]):
        if p is not None and p["uid"] == uid:
            return cell, p
    return None, None


def on_mat(view: dict, names: list, uid) -> Msg:
    """A card on the mat by its owner and name: "Bo's Corra" ("a card" if it has left the mat)."""
    _, p = _piece(view, uid)
    if p is None:
        return _UNKNOWN
    return msg("battalla.on_mat", owner=who_msg(names, p["owner"]), card=card(p["card"]))


def at_cell(view: dict, names: list, cell: int) -> Msg:
    """The card on a space: "Bo's Corra on space 7 in the neutral zone"."""
    p = view["board"][cell]
    if p is None:
        return space_msg(cell, names)
    return msg("battalla.at_cell", owner=who_msg(names, p["owner"]), card=card(p["card"]), space=space_msg(cell, names))


def _with_extras(key: str, view, move, names, **said) -> Msg:
    """The sentence `key`, or its `.extras` form when the move names a target, a discard or a
    sacrifice ("..., targeting Bo's Corra on ..., discarding Parry")."""
    extras = {}
    if move.get("target") is not None:
        extras["target"] = at_cell(view, names, move["target"])
    if move.get("discard") is not None:
        extras["discard"] = card(move["discard"])
    if move.get("sacrifice") is not None:
        extras["sacrifice"] = at_cell(view, names, move["sacrifice"])
    if not extras:
        return msg(key, **said)
    which = "".join(k[0] for k in ("target", "discard", "sacrifice") if k in extras)
    return msg(key + ".extras", **said, extras=msg(f"battalla.extras.{which}", **extras))


def _cards(n: int) -> Msg:
    return msg("battalla.cards", n=n)


# --- moves -------------------------------------------------------------------------------------
def _choose_order(view, seat, move, names):
    return msg("battalla.move.first" if move["first"] else "battalla.move.second", who=who_msg(names, seat))


def _mulligan(view, seat, move, names):
    cards = move["cards"]
    if not cards:
        return msg("battalla.move.keep", who=who_msg(names, seat))
    return msg("battalla.move.mulligan", who=who_msg(names, seat), cards=list_msg(card(c) for c in cards),
               count=msg("battalla.new_cards", n=len(cards)))


def _play(view, seat, move, names):
    cid = move["card"]
    said = dict(who=who_msg(names, seat), card=card(cid), cost=msg("battalla.stamina", n=CARDS[cid]["cost"]))
    if move.get("replace") is not None:
        return _with_extras("battalla.move.play_replace", view, move, names, **said,
                            at=at_cell(view, names, move["replace"]))
    if move.get("lane") is not None:
        return _with_extras("battalla.move.play_lane", view, move, names, **said,
                            space=space_msg(cell_of(SUMMON_ROW[seat], move["lane"]), names))
    if CARDS[cid]["type"] == "Field":
        return _with_extras("battalla.move.play_field", view, move, names, **said)
    return _with_extras("battalla.move.play", view, move, names, **said)


def _summon_hero(view, seat, move, names):
    return msg("battalla.move.summon_hero", who=who_msg(names, seat), card=card(move["card"]),
               space=space_msg(cell_of(SUMMON_ROW[seat], move["lane"]), names))


def _activate(view, seat, move, names):
    return _with_extras("battalla.move.activate", view, move, names, who=who_msg(names, seat),
                        at=at_cell(view, names, move["cell"]))


def _reveal_hero(view, seat, move, names):
    return msg("battalla.move.reveal_hero", who=who_msg(names, seat), card=card(move["card"]))


def _activate_hero(view, seat, move, names):
    return _with_extras("battalla.move.activate_hero", view, move, names, who=who_msg(names, seat),
                        card=card(move["card"]))


def _move(view, seat, move, names):
    return msg("battalla.move.move", who=who_msg(names, seat), at=at_cell(view, names, move["cell"]),
               space=space_msg(move["to"], names))


def _attack(view, seat, move, names):
    cell = move["cell"]
    target = cell + (LANES if view["board"][cell]["owner"] == 0 else -LANES)
    return msg("battalla.move.attack", who=who_msg(names, seat), at=at_cell(view, names, target),
               card=card(view["board"][cell]["card"]))


def _direct_attack(view, seat, move, names):
    return msg("battalla.move.direct_attack", at=at_cell(view, names, move["cell"]), who=who_msg(names, 1 - seat))


def _react(view, seat, move, names):
    if move.get("card") is not None:
        return msg("battalla.move.react_assist", who=who_msg(names, seat), card=card(move["card"]))
    return msg("battalla.move.react", who=who_msg(names, seat), at=at_cell(view, names, move["cell"]))


def _decline(view, seat, move, names):
    return msg("battalla.move.decline", who=who_msg(names, seat))


def _pass_turn(view, seat, move, names):
    return msg("battalla.move.pass_turn", who=who_msg(names, seat))


# --- events ------------------------------------------------------------------------------------
def _shuffled(view, event, names):
    return msg("battalla.shuffled", who=who_msg(names, event["data"]["seat"]))


def _die(view, event, names):
    d = event["data"]
    a, b = d["rolls"][-1]
    return msg("battalla.die" if len(d["rolls"]) == 1 else "battalla.die.tie", first=who_msg(names, 0), a=a,
               second=who_msg(names, 1), b=b, winner=who_msg(names, d["winner"]))


def _drawn(view, event, names):
    d = event["data"]
    seat = d["seat"]
    seen = private_of(event, seat).get("cards")
    said = dict(who=who_msg(names, seat))
    if d["from"] == "penalty":
        key = "battalla.drawn.penalty"
    elif event["seat"] is None and event.get("cmd") is None and d["count"] > 1:
        key, said["count"] = "battalla.drawn.referee", _cards(d["count"])
    else:
        key, said["count"] = "battalla.drawn", _cards(d["count"])
    if seen:
        return msg(key + ".seen", **said, cards=list_msg(card(c) for c in seen))
    return msg(key, **said)


def _order(view, event, names):
    d = event["data"]
    return msg("battalla.order", who=who_msg(names, d["seat"]), first=who_msg(names, d["first"]))


def _mulligan_taken(view, event, names):
    d = event["data"]
    seat = d["seat"]
    returned = private_of(event, seat).get("returned")
    if not d["count"]:
        return msg("battalla.move.keep", who=who_msg(names, seat))
    if returned:
        return _mulligan(view, seat, {"cards": returned}, names)
    return msg("battalla.mulligan_hidden", who=who_msg(names, seat), count=_cards(d["count"]))


def _penalty_set(view, event, names):
    return msg("battalla.penalty_set", count=_cards(event["data"]["size"]))


def _turn_started(view, event, names):
    d = event["data"]
    return msg("battalla.turn_started", turn=d["turn"], who=who_msg(names, d["seat"]))


def _stamina_set(view, event, names):
    d = event["data"]
    return msg("battalla.stamina_set", who=who_msg(names, d["seat"]), n=d["stamina"])


def _stamina_changed(view, event, names):
    d = event["data"]
    who_ = who_msg(names, d["seat"])
    if d["delta"] < 0:
        stamina = msg("battalla.stamina", n=-d["delta"])
        if d["why"] in ("attack", "move"):
            return msg(f"battalla.pays.{d['why']}", who=who_, stamina=stamina)
        return msg("battalla.pays.card", who=who_, stamina=stamina, card=card(d["why"]))
    return msg("battalla.gains", who=who_, stamina=msg("battalla.stamina", n=d["delta"]), card=card(d["why"]))


def _field(view, event, names):
    d = event["data"]
    return msg("battalla.field", who=who_msg(names, d["seat"]), card=card(d["card"]))


def _summoned(view, event, names):
    d = event["data"]
    key = {"hero_deck": "battalla.summoned.hero_deck", "discard": "battalla.summoned.discard"}.get(d["from"],
                                                                                                 "battalla.summoned")
    return msg(key, who=who_msg(names, d["seat"]), card=card(d["card"]), space=space_msg(d["cell"], names))


def _replaced(view, event, names):
    d = event["data"]
    return msg("battalla.replaced", who=who_msg(names, d["seat"]), card=card(d["card"]), old=card(d["replaced_card"]),
               space=space_msg(d["cell"], names))


def _attached(view, event, names):
    d = event["data"]
    return msg("battalla.attached", who=who_msg(names, d["seat"]), card=card(d["card"]),
               host=on_mat(view, names, d["host"]))


def _moved(view, event, names):
    d = event["data"]
    return msg("battalla.pushed" if d.get("pushed") else "battalla.moved", what=on_mat(view, names, d["uid"]),
               src=space_msg(d["from"], names), dst=space_msg(d["to"], names))


def _declared(view, event, names):
    d = event["data"]
    said = dict(attacker=on_mat(view, names, d["uid"]), space=space_msg(d["cell"], names))
    if d["direct"]:
        _, p = _piece(view, d["uid"])
        if p is None:
            return msg("battalla.declared.direct_opponent", **said)
        return msg("battalla.declared.direct", **said, victim=who_msg(names, 1 - p["owner"]))
    return msg("battalla.declared", **said, target=on_mat(view, names, d["target"]))


def _link_added(view, event, names):
    d = event["data"]
    said = dict(card=card(d["card"]))
    if d["kind"] != "trigger":
        said["who"] = who_msg(names, d["seat"])
    key = f"battalla.link.{d['kind']}"
    if d.get("target") is not None:
        return msg(key + ".on", **said, target=on_mat(view, names, d["target"]))
    return msg(key, **said)


def _negated(view, event, names):
    return msg("battalla.negated", card=card(event["data"]["card"]))


def _window(view, event, names):
    return msg("battalla.window", who=who_msg(names, event["data"]["seat"]))


def _declined(view, event, names):
    return _decline(view, event["data"]["seat"], {}, names)


def _resolved(view, event, names):
    return msg("battalla.resolved", card=card(event["data"]["card"]))


def _chain_resolved(view, event, names):
    return msg("battalla.chain_resolved")


def _damage_step(view, event, names):
    return msg("battalla.damage_step")


def _sourced(key: str, view, names, d, **said) -> Msg:
    """The sentence `key` with where its change came from: a card on the mat (combat), a card's
    effect, or another cause in brackets."""
    if d.get("why") == "combat" or d.get("why") is None:
        if d.get("source") is None:
            return msg(key, **said)
        return msg(key + ".unit", **said, source=on_mat(view, names, d["source"]))
    if d["why"] in CARDS:
        return msg(key + ".card", **said, source=card(d["why"]))
    why = msg(f"battalla.why.{d['why']}") if d["why"] in WHY else d["why"]
    return msg(key + ".why", **said, source=why)


WHY = {"Intimidate"}  # the rules' causes that are neither a card nor combat (a keyword ability)


def _damage(view, event, names):
    d = event["data"]
    return _sourced("battalla.damage", view, names, d, what=on_mat(view, names, d["uid"]), n=d["amount"])


def _healed(view, event, names):
    d = event["data"]
    return _sourced("battalla.healed", view, names, d, what=on_mat(view, names, d["uid"]), n=d["amount"])


def _atk(view, event, names):
    d = event["data"]
    key = "battalla.atk.up" if d["amount"] >= 0 else "battalla.atk.down"
    return _sourced(key, view, names, d, what=on_mat(view, names, d["uid"]), n=abs(d["amount"]))


def _direct_hit(view, event, names):
    d = event["data"]
    return msg("battalla.direct_hit", what=on_mat(view, names, d["uid"]), who=who_msg(names, d["seat"]))


_DESTROYED = {"health 0": "battalla.destroyed", "sacrifice": "battalla.destroyed.sacrifice",
              "returned to an occupied space": "battalla.destroyed.returned",
              "pushed onto an occupied space": "battalla.destroyed.pushed"}


def _destroyed(view, event, names):
    d = event["data"]
    return msg(_DESTROYED.get(d["why"], "battalla.destroyed"), owner=who_msg(names, d["owner"]), card=card(d["card"]))


def _returned(view, event, names):
    d = event["data"]
    said = dict(owner=who_msg(names, d["owner"]), card=card(d["card"]))
    if d["to"] == "hand":
        return msg("battalla.returned.hand", **said)
    return msg("battalla.returned", **said, space=space_msg(d["to"], names))


def _discarded(view, event, names):
    d = event["data"]
    return msg("battalla.discarded", who=who_msg(names, d["seat"]), card=card(d["card"]))


def _searched(view, event, names):
    d = event["data"]
    if d["card"] is None:
        return msg("battalla.searched.nothing", who=who_msg(names, d["seat"]))
    return msg("battalla.searched", who=who_msg(names, d["seat"]), card=card(d["card"]))


def _combat_ended(view, event, names):
    return msg("battalla.combat_ended")


def _turn_ending(view, event, names):
    return msg("battalla.turn_ending", who=who_msg(names, event["data"]["seat"]))


def _turn_ended(view, event, names):
    return msg("battalla.turn_ended", who=who_msg(names, event["data"]["seat"]))


REASONS = {"drew the last penalty card": msg("battalla.reason.last_penalty"),
           "turn limit": msg("battalla.reason.turn_limit")}


def _lost(view, event, names):
    d = event["data"]
    return msg("battalla.lost", who=who_msg(names, d["seat"]), why=REASONS.get(d["reason"], d["reason"]))


def _limit(view, event, names):
    d = event["data"]
    left = list_msg(msg("battalla.penalty_left", who=who_msg(names, s), n=n) for s, n in enumerate(d["penalty_left"]))
    return msg("battalla.limit", turns=d["turns"], left=left)


def _hero_revealed(view, event, names):
    d = event["data"]
    return _reveal_hero(view, d["seat"], d, names)


# The seed's own sentence for each rule name a refusal gives (IllegalMove(rule=...)): what a
# refused move and a why-not answer quote.
RULE_QUOTES = {
    "stamina": "When playing cards, start by paying their stamina cost, located in the top right corner of the card.",
    "summoning sickness": "Units cannot attack the turn they are summoned, but they can move.",
    "move once": "Each unit and hero card you control can move once per turn.",
    "attack once": "Each unit or hero can move and attack once per turn for one stamina each.",
    "combat": "When two cards owned by opposing players are facing each other, the turn player can declare an "
              "attack on the opposing card.",
    "direct attack": "If you control a card that is in your opponent's front row or summoning row, you can choose to "
                     "have that card attack directly.",
    "react": "React: This effect can be activated on your opponent's turn, in response to an action, effect, or "
             "card that they have activated.",
    "1/turn": "1/turn: This effect can only be activated once per turn, per card.",
    "mulligan": "Each player may choose any number of these cards to shuffle back into the deck, and then draw the "
                "same number of cards shuffled.",
    "setup": "both players roll a die; the player who rolls the highest number may choose to go first or second.",
    "die roll": "both players roll a die; the player who rolls the highest number may choose to go first or second.",
    "one hero per turn": "Hero cards are not played using stamina but still follow the same lane restrictions as units.",
    "not in hero deck": "Hero cards must start the game in the Hero deck",
    "hero deck effect": "Activate Effects - Activate the effects of cards on the field or face up on your Hero Deck",
    "face up": "Activate Effects - Activate the effects of cards on the field or face up on your Hero Deck",
    "effect": "Activate Effects - Activate the effects of cards on the field or face up on your Hero Deck",
    "game over": "If at any point you draw the last card in your penalty card pile, you lose the game.",
}


BOOK = Phrasebook(
    moves={"choose_order": _choose_order, "mulligan": _mulligan, "play": _play, "summon_hero": _summon_hero,
           "activate": _activate, "reveal_hero": _reveal_hero, "activate_hero": _activate_hero, "move": _move,
           "attack": _attack, "direct_attack": _direct_attack, "react": _react, "decline": _decline,
           "pass_turn": _pass_turn},
    events={"DeckShuffled": _shuffled, "DieRolled": _die, "CardsDrawn": _drawn, "OrderChosen": _order,
            "MulliganTaken": _mulligan_taken, "PenaltyPilesSet": _penalty_set, "TurnStarted": _turn_started,
            "StaminaSet": _stamina_set, "StaminaChanged": _stamina_changed, "FieldPlayed": _field,
            "CardSummoned": _summoned, "CardReplaced": _replaced, "CardAttached": _attached, "CardMoved": _moved,
            "AttackDeclared": _declared, "LinkAdded": _link_added, "LinkNegated": _negated, "WindowOpened": _window,
            "ReactDeclined": _declined, "LinkResolved": _resolved, "ChainResolved": _chain_resolved,
            "DamageStep": _damage_step, "DamageDealt": _damage, "Healed": _healed, "AtkChanged": _atk,
            "DirectHit": _direct_hit, "CardDestroyed": _destroyed, "CardReturned": _returned,
            "CardDiscarded": _discarded, "CardSearched": _searched, "CombatEnded": _combat_ended,
            "TurnEnding": _turn_ending, "TurnEnded": _turn_ended, "PlayerLost": _lost, "TurnLimitReached": _limit,
            "HeroRevealed": _hero_revealed},
    quotes=RULE_QUOTES,
    losers_did={"drew the last penalty card": msg("battalla.losers.last_penalty")},
    reasons=REASONS,
)
