"""Battalla! in words: every move and event as a player would say it.

Vocabulary of the seed: stamina, the Main Deck, the Hero Deck, the penalty pile, the field zone,
Units, Heroes, Assists and Fields by their card names, the summoning row, front row and neutral
zone, lanes, the chain, React, direct attacks and Pass turn. A space of the mat is named by the
number the board prints on it and its row: "space 13 in Bo's summoning row", "space 7 in the
neutral zone". Cards in a hand, a deck or a penalty pile are named only to the player who holds
them: the others read how many.
"""
from __future__ import annotations

from domain.engine.words import Phrasebook, count, listing, possessive, private_of, who

from .cards import CARDS
from .tables import LANES, SUMMON_ROW, cell_of

_ROWS = {0: (0, "summoning row"), 1: (0, "front row"), 3: (1, "front row"), 4: (1, "summoning row")}
_WHY = {"attack": "for the attack", "move": "for the move"}


def card(card_id: str) -> str:
    """A card by its name."""
    return CARDS[card_id]["name"] if card_id in CARDS else "a card"


def space(cell: int, names: list) -> str:
    """A mat space by the number the board prints and its row: "space 13 in Bo's summoning row"."""
    row = cell // LANES
    if row == 2:
        return f"space {cell} in the neutral zone"
    owner, name = _ROWS[row]
    return f"space {cell} in {possessive(who(names, owner))} {name}"


def _piece(view: dict, uid):
    for cell, p in enumerate(view["board"]):
        if p is not None and p["uid"] == uid:
            return cell, p
    return None, None


def on_mat(view: dict, names: list, uid) -> str:
    """A card on the mat by its owner and name: "Bo's Corra" ("a card" if it has left the mat)."""
    _, p = _piece(view, uid)
    if p is None:
        return "a card"
    return f"{possessive(who(names, p['owner']))} {card(p['card'])}"


def at_cell(view: dict, names: list, cell: int) -> str:
    """The card on a space: "Bo's Corra on space 7 in the neutral zone"."""
    p = view["board"][cell]
    what = f"{possessive(who(names, p['owner']))} {card(p['card'])} on " if p is not None else ""
    return what + space(cell, names)


def _extras(view, move, names) -> str:
    parts = []
    if move.get("target") is not None:
        parts.append(f"targeting {at_cell(view, names, move['target'])}")
    if move.get("discard") is not None:
        parts.append(f"discarding {card(move['discard'])}")
    if move.get("sacrifice") is not None:
        parts.append(f"sacrificing {at_cell(view, names, move['sacrifice'])}")
    return (", " + ", ".join(parts)) if parts else ""


# --- moves -------------------------------------------------------------------------------------
def _choose_order(view, seat, move, names):
    return f"{who(names, seat)} chooses to go {'first' if move['first'] else 'second'}"


def _mulligan(view, seat, move, names):
    cards = move["cards"]
    if not cards:
        return f"{who(names, seat)} keeps the opening hand"
    return (f"{who(names, seat)} shuffles {listing(card(c) for c in cards)} back into the Main Deck and draws "
            f"{count(len(cards), 'new card')}")


def _play(view, seat, move, names):
    cid = move["card"]
    text = f"{who(names, seat)} plays {card(cid)} for {count(CARDS[cid]['cost'], 'stamina', 'stamina')}"
    if move.get("replace") is not None:
        text += f" in place of {at_cell(view, names, move['replace'])}"
    elif move.get("lane") is not None:
        text += f" onto {space(cell_of(SUMMON_ROW[seat], move['lane']), names)}"
    elif CARDS[cid]["type"] == "Field":
        text += " into the field zone"
    return text + _extras(view, move, names)


def _summon_hero(view, seat, move, names):
    return (f"{who(names, seat)} summons the Hero {card(move['card'])} from the Hero Deck onto "
            f"{space(cell_of(SUMMON_ROW[seat], move['lane']), names)}")


def _activate(view, seat, move, names):
    return f"{who(names, seat)} activates {at_cell(view, names, move['cell'])}{_extras(view, move, names)}"


def _reveal_hero(view, seat, move, names):
    return f"{who(names, seat)} turns {card(move['card'])} face up on the Hero Deck"


def _activate_hero(view, seat, move, names):
    return (f"{who(names, seat)} uses the Hero Deck effect of {card(move['card'])}"
            f"{_extras(view, move, names)}")


def _move(view, seat, move, names):
    return (f"{who(names, seat)} moves {at_cell(view, names, move['cell'])} to {space(move['to'], names)} "
            f"for 1 stamina")


def _attack(view, seat, move, names):
    cell = move["cell"]
    target = cell + (LANES if view["board"][cell]["owner"] == 0 else -LANES)
    return f"{who(names, seat)} attacks {at_cell(view, names, target)} with {card(view['board'][cell]['card'])} for 1 stamina"


def _direct_attack(view, seat, move, names):
    return (f"{at_cell(view, names, move['cell'])} attacks {who(names, 1 - seat)} directly for 1 stamina")


def _react(view, seat, move, names):
    if move.get("card") is not None:
        return f"{who(names, seat)} reacts with the Assist {card(move['card'])}"
    return f"{who(names, seat)} reacts with {at_cell(view, names, move['cell'])}"


def _decline(view, seat, move, names):
    return f"{who(names, seat)} does not React"


def _pass_turn(view, seat, move, names):
    return f"{who(names, seat)} passes the turn"


# --- events ------------------------------------------------------------------------------------
def _shuffled(view, event, names):
    return f"the referee shuffles {possessive(who(names, event['data']['seat']))} Main Deck in secret"


def _die(view, event, names):
    d = event["data"]
    rounds = [f"{who(names, 0)} rolls {a} and {who(names, 1)} rolls {b}" for a, b in d["rolls"]]
    ties = "" if len(rounds) == 1 else " after a tie"
    return f"{rounds[-1]}{ties}: {who(names, d['winner'])} chooses who goes first"


def _drawn(view, event, names):
    d = event["data"]
    seat = d["seat"]
    seen = private_of(event, seat).get("cards")
    if d["from"] == "penalty":
        text = f"{who(names, seat)} draws a card from the penalty pile"
    elif event["seat"] is None and event.get("cmd") is None and d["count"] > 1:
        text = f"the referee draws {count(d['count'], 'card')} for {who(names, seat)}"
    else:
        text = f"{who(names, seat)} draws {count(d['count'], 'card')}"
    return text + (f": {listing(card(c) for c in seen)}" if seen else "")


def _order(view, event, names):
    d = event["data"]
    return f"{who(names, d['seat'])} chooses: {who(names, d['first'])} goes first"


def _mulligan_taken(view, event, names):
    d = event["data"]
    seat = d["seat"]
    returned = private_of(event, seat).get("returned")
    if not d["count"]:
        return f"{who(names, seat)} keeps the opening hand"
    if returned:
        return _mulligan(view, seat, {"cards": returned}, names)
    return f"{who(names, seat)} shuffles {count(d['count'], 'card')} back into the Main Deck and draws as many"


def _penalty_set(view, event, names):
    return f"each player sets the top {count(event['data']['size'], 'card')} of the Main Deck aside as a penalty pile"


def _turn_started(view, event, names):
    d = event["data"]
    return f"turn {d['turn']}: {possessive(who(names, d['seat']))} turn begins"


def _stamina_set(view, event, names):
    d = event["data"]
    return f"{who(names, d['seat'])} has {d['stamina']} stamina this turn"


def _stamina_changed(view, event, names):
    d = event["data"]
    why = _WHY.get(d["why"]) or f"for {card(d['why'])}"
    if d["delta"] < 0:
        return f"{who(names, d['seat'])} pays {count(-d['delta'], 'stamina', 'stamina')} {why}"
    return f"{who(names, d['seat'])} gains {count(d['delta'], 'stamina', 'stamina')} from {card(d['why'])}"


def _field(view, event, names):
    d = event["data"]
    return f"{who(names, d['seat'])} plays the Field {card(d['card'])} into the field zone"


def _summoned(view, event, names):
    d = event["data"]
    where = space(d["cell"], names)
    if d["from"] == "hero_deck":
        return f"{who(names, d['seat'])} summons the Hero {card(d['card'])} from the Hero Deck onto {where}"
    if d["from"] == "discard":
        return f"{who(names, d['seat'])} revives {card(d['card'])} from the discard pile onto {where}"
    return f"{who(names, d['seat'])} summons {card(d['card'])} onto {where}"


def _replaced(view, event, names):
    d = event["data"]
    return (f"{who(names, d['seat'])} plays {card(d['card'])} in place of {card(d['replaced_card'])} on "
            f"{space(d['cell'], names)} (Replace)")


def _attached(view, event, names):
    d = event["data"]
    return f"{who(names, d['seat'])} attaches {card(d['card'])} to {on_mat(view, names, d['host'])}"


def _moved(view, event, names):
    d = event["data"]
    what = on_mat(view, names, d["uid"])
    if d.get("pushed"):
        return f"{what} is pushed back from {space(d['from'], names)} to {space(d['to'], names)}"
    return f"{what} moves from {space(d['from'], names)} to {space(d['to'], names)}"


def _declared(view, event, names):
    d = event["data"]
    attacker = f"{on_mat(view, names, d['uid'])} on {space(d['cell'], names)}"
    if d["direct"]:
        _, p = _piece(view, d["uid"])
        victim = who(names, 1 - p["owner"]) if p is not None else "the opponent"
        return f"{attacker} attacks {victim} directly"
    return f"{attacker} attacks {on_mat(view, names, d['target'])}"


_LINK = {"assist": "plays the Assist", "activate": "activates", "react": "reacts with",
         "hero_deck": "uses the Hero Deck effect of"}


def _link_added(view, event, names):
    d = event["data"]
    target = f" on {on_mat(view, names, d['target'])}" if d.get("target") is not None else ""
    if d["kind"] == "trigger":
        return f"the effect of {card(d['card'])} triggers{target}: it goes on the chain"
    return f"{who(names, d['seat'])} {_LINK[d['kind']]} {card(d['card'])}{target}: it goes on the chain"


def _negated(view, event, names):
    return f"the effect of {card(event['data']['card'])} is negated"


def _window(view, event, names):
    return f"{who(names, event['data']['seat'])} may React"


def _declined(view, event, names):
    return _decline(view, event["data"]["seat"], {}, names)


def _resolved(view, event, names):
    return f"the effect of {card(event['data']['card'])} resolves"


def _chain_resolved(view, event, names):
    return "the chain has resolved"


def _damage_step(view, event, names):
    return "the damage step: the cards in battle deal their damage"


def _source(view, names, d) -> str:
    if d.get("why") == "combat" or d.get("why") is None:
        return f" from {on_mat(view, names, d['source'])}" if d.get("source") is not None else ""
    return f" from {card(d['why'])}" if d["why"] in CARDS else f" ({d['why']})"


def _damage(view, event, names):
    d = event["data"]
    return f"{on_mat(view, names, d['uid'])} takes {d['amount']} damage{_source(view, names, d)}"


def _healed(view, event, names):
    d = event["data"]
    return f"{on_mat(view, names, d['uid'])} heals {d['amount']} damage{_source(view, names, d)}"


def _atk(view, event, names):
    d = event["data"]
    sign = "+" if d["amount"] >= 0 else "-"
    return f"{on_mat(view, names, d['uid'])} gets {sign}{abs(d['amount'])} attack this turn{_source(view, names, d)}"


def _direct_hit(view, event, names):
    d = event["data"]
    return f"{on_mat(view, names, d['uid'])} hits {who(names, d['seat'])} directly: a card from the penalty pile"


_DESTROYED = {"health 0": "is destroyed", "sacrifice": "is sacrificed",
              "returned to an occupied space": "is destroyed: its space in the summoning row is taken",
              "pushed onto an occupied space": "is destroyed: it is pushed onto a taken space"}


def _destroyed(view, event, names):
    d = event["data"]
    return f"{possessive(who(names, d['owner']))} {card(d['card'])} {_DESTROYED.get(d['why'], 'is destroyed')}"


def _returned(view, event, names):
    d = event["data"]
    what = f"{possessive(who(names, d['owner']))} {card(d['card'])}"
    if d["to"] == "hand":
        return f"{what} returns to the hand"
    return f"{what} returns to {space(d['to'], names)}"


def _discarded(view, event, names):
    d = event["data"]
    return f"{who(names, d['seat'])} discards {card(d['card'])}"


def _searched(view, event, names):
    d = event["data"]
    if d["card"] is None:
        return f"{who(names, d['seat'])} searches the Main Deck and finds nothing"
    return f"{who(names, d['seat'])} searches the Main Deck for {card(d['card'])} and takes it into the hand"


def _combat_ended(view, event, names):
    return "the battle is over"


def _turn_ending(view, event, names):
    return f"{who(names, event['data']['seat'])} passes the turn; end-of-turn effects follow"


def _turn_ended(view, event, names):
    return f"{possessive(who(names, event['data']['seat']))} turn ends"


def _lost(view, event, names):
    d = event["data"]
    return f"{who(names, d['seat'])} loses: {d['reason']}"


def _limit(view, event, names):
    d = event["data"]
    left = listing(f"{who(names, s)} {n}" for s, n in enumerate(d["penalty_left"]))
    return f"the turn limit of {d['turns']} turns is reached with penalty cards left: {left}"


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
    losers_did={"drew the last penalty card": "drew the last penalty card"},
)
