"""Battalla! move and deck schemas: the move types as listed and posted, and the deck-building rules."""
from __future__ import annotations

from collections import Counter

from domain.engine import Field, MoveType

from .cards import CARDS, HERO, STARTER_DECKS, starter
from .tables import CELLS, HAND_SIZE, LANES, MAX_COPIES, MAX_DECK, MAX_HEROES, MIN_DECK


# --- moves ---------------------------------------------------------------------------------
CELL = Field("int", "a space of the mat: row * 3 + lane (rows 0-4 from seat 0's summoning row)", minimum=0, maximum=CELLS - 1)
OPT_CELL = Field("int", "a chosen card's space (row * 3 + lane), when the card or effect needs a target",
                  required=False, minimum=0, maximum=CELLS - 1)
OPT_DISCARD = Field("str", "a card id from your hand to Discard, when the effect needs it", required=False)
OPT_SACRIFICE = Field("int", "the space of a card you control to Sacrifice, when the effect needs it",
                       required=False, minimum=0, maximum=CELLS - 1)
CARD_of = Field("str", "a card id (see GET /v1/rulesets/battalla/cards)")

MOVE_TYPES = {
    "choose_order": MoveType("choose_order", "The winner of the opening die roll chooses to go first (true) or second (false).",
                             {"first": Field("bool", "true to take the first turn")}),
    "mulligan": MoveType("mulligan", "Shuffle the listed cards of your opening hand back into your deck and draw as many "
                         "(an empty list keeps the hand). Hidden from the opponent.",
                         {"cards": Field("list", "card ids from your hand", items=Field("str"), maximum=HAND_SIZE)}, hidden=True),
    "play": MoveType("play", "Play a card from your hand by paying its stamina cost: a Unit into your summoning row "
                     "(`lane`), or in place of one of your cards (`replace`, Replace only), or attached to a card "
                     "(`target`, Items); an Assist (with `target` if it chooses one, `discard`/`sacrifice` if it "
                     "costs one); a Field into your field zone.",
                     {"card": CARD_of, "lane": Field("int", "the lane to summon into", required=False, minimum=0, maximum=LANES - 1),
                      "target": OPT_CELL, "discard": OPT_DISCARD, "sacrifice": OPT_SACRIFICE,
                      "replace": Field("int", "the space of the card you control this Replace card takes", required=False,
                                       minimum=0, maximum=CELLS - 1)}),
    "summon_hero": MoveType("summon_hero", "Summon a Hero from your Hero Deck into your summoning row (no stamina; one per turn; "
                            "lane restrictions apply).",
                            {"card": CARD_of, "lane": Field("int", "the lane", minimum=0, maximum=LANES - 1)}),
    "activate": MoveType("activate", "Activate effect number `effect` of your card at `cell`, paying its (#) stamina and its "
                         "Discard/Sacrifice cost.",
                         {"cell": CELL, "effect": Field("int", "the effect's index in the card's effects", minimum=0, maximum=9),
                          "target": OPT_CELL, "discard": OPT_DISCARD, "sacrifice": OPT_SACRIFICE}),
    "reveal_hero": MoveType("reveal_hero", "Turn a card of your Hero Deck with a Hero Deck effect face up (public; it stays "
                            "face up until it leaves the Hero Deck).", {"card": CARD_of}),
    "activate_hero": MoveType("activate_hero", "Activate the Hero Deck effect of `card`, face up on your Hero Deck, paying "
                              "its (#) stamina.",
                              {"card": CARD_of, "target": OPT_CELL, "discard": OPT_DISCARD, "sacrifice": OPT_SACRIFICE}),
    "move": MoveType("move", "Move your card at `cell` one space to `to` for 1 stamina (once per turn; sideways only in "
                     "your own summoning row, otherwise forward).", {"cell": CELL, "to": CELL}),
    "attack": MoveType("attack", "Your card at `cell` attacks the opposing card directly in front of it, for 1 stamina "
                       "(once per turn).", {"cell": CELL}),
    "direct_attack": MoveType("direct_attack", "Your card at `cell`, in the opponent's front or summoning row, attacks directly "
                              "for 1 stamina: the opponent draws from their penalty pile; a unit returns to your hand, a "
                              "hero to your summoning row.", {"cell": CELL}),
    "react": MoveType("react", "Answer the opponent with a React: effect `effect` of your card at `cell`, or a React Assist "
                      "`card` from your hand.",
                      {"cell": Field("int", "the space of your card with the React", required=False, minimum=0, maximum=CELLS - 1),
                       "effect": Field("int", "its effect index", required=False, minimum=0, maximum=9),
                       "card": Field("str", "a React Assist card id from your hand", required=False)}),
    "decline": MoveType("decline", "Do not React: the chain resolves."),
    "pass_turn": MoveType("pass_turn", "Declare \"Pass turn\": end-of-turn effects, then the opponent's turn."),
}


def deck_of(spec, decks: dict | None = None) -> dict:
    """The {"main", "heroes"} of an option value: a starter name (of `decks`, a version's own starter
    decks; by default the newest) or a custom deck."""
    if isinstance(spec, str):
        return starter(spec, decks)
    return {"main": list(spec.get("main", [])), "heroes": list(spec.get("heroes", []))}


def deck_problems(spec, decks: dict | None = None) -> list[str]:
    """What is wrong with a deck option value (empty when it is a legal deck)."""
    decks = STARTER_DECKS if decks is None else decks
    if isinstance(spec, str):
        return [] if spec in decks else [f"unknown starter deck {spec!r}; starters are {sorted(decks)}"]
    if not isinstance(spec, dict) or not isinstance(spec.get("main"), list) or not isinstance(spec.get("heroes", []), list):
        return ['must be a starter deck name or {"main": [card ids], "heroes": [card ids]}']
    out = []
    extra = sorted(set(spec) - {"main", "heroes"})
    if extra:
        out.append(f"unknown deck keys {extra}")
    main, heroes = spec["main"], spec.get("heroes", [])
    for cid in main + heroes:
        if not isinstance(cid, str) or cid not in CARDS:
            out.append(f"unknown card {cid!r}")
    if out:
        return out
    if not MIN_DECK <= len(main) <= MAX_DECK:
        out.append(f"the Main Deck has {len(main)} cards; it must have {MIN_DECK}-{MAX_DECK}")
    for cid, n in sorted(Counter(main).items()):
        if n > MAX_COPIES:
            out.append(f"the Main Deck has {n} copies of {cid}; no more than {MAX_COPIES} copies of any single card")
        if CARDS[cid]["type"] == HERO:
            out.append(f"{cid} is a Hero; Hero cards must start the game in the Hero Deck")
    if len(heroes) > MAX_HEROES:
        out.append(f"the Hero Deck has {len(heroes)} cards; it may have up to {MAX_HEROES}")
    for cid, n in sorted(Counter(heroes).items()):
        if n > 1:
            out.append(f"the Hero Deck has {n} copies of {cid}; only 1 copy of each card")
        if CARDS[cid]["type"] != HERO:
            out.append(f"{cid} is a {CARDS[cid]['type']}, not a Hero; only Heroes go in the Hero Deck")
    return out
