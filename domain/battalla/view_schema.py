"""The JSON Schema of a Battalla! view (view.py `view`; docs/rules/battalla.md)."""
from ..engine.shapes import ANY_OBJECT, BOOL, INT, NAT, SEAT, STR, arr, doc, enum, nullable, obj, per_seat
from .tables import CELLS

CARD = doc(STR, "a card id (GET /v1/rulesets/battalla/cards)")
PAIR = "[seat 0's, seat 1's]"
PIECE = {
    "type": "object", "description": "a card on the mat, with its effective figures",
    "required": ["uid", "card", "owner", "dmg", "atk", "moved", "attacked", "summoned", "used", "items", "revived",
                 "atk_eff", "health_eff", "health_left"],
    "properties": {
        "uid": doc(NAT, "this piece's id while it stays on the mat"), "card": CARD, "owner": SEAT,
        "dmg": doc(NAT, "damage taken"), "atk": doc(INT, "attack bonus from effects"),
        "moved": BOOL, "attacked": BOOL, "summoned": doc(NAT, "the turn it was summoned"),
        "used": arr(INT, "effects used this turn"),
        "items": arr(obj(card=CARD, owner=SEAT), "the items attached to it"),
        "revived": BOOL,
        "atk_eff": doc(INT, "attack now: printed attack, bonuses and items"),
        "health_eff": doc(INT, "health now: printed health, bonuses and items"),
        "health_left": doc(INT, "health_eff less the damage taken"),
    },
}

VIEW_SCHEMA = obj(
    "The public mat and piles by size; a seat also sees its own hand and Hero Deck.",
    phase=enum("setup", "order", "mulligan", "play", "over"),
    turn=doc(NAT, "the turn number"),
    active=doc(SEAT, "the seat whose turn it is"),
    first=nullable(SEAT, "the seat that went first"),
    die_winner=nullable(SEAT, "the seat that won the die roll and chose the order"),
    penalty_size=doc(NAT, "the size of each penalty pile at the start"),
    turn_limit=doc(NAT, "turns after which the game ends"),
    decklists=per_seat(nullable(obj(main=arr(CARD), heroes=arr(CARD))),
                       "per seat, its deck list (null: a secret deck of another seat)"),
    secret_decks=per_seat(BOOL, "per seat, whether its deck list is secret"),
    discard=per_seat(arr(CARD), "per seat, its discard pile"),
    fieldzone=per_seat(nullable(CARD), "per seat, the field card in play"),
    board=arr(nullable(PIECE), "per cell of the mat, the piece on it (null: empty)", length=CELLS),
    stamina=per_seat(NAT, "per seat, its stamina this turn"),
    hero_summoned=doc(BOOL, "a Hero has been summoned this turn"),
    mulliganed=per_seat(BOOL),
    face_up=per_seat(arr(CARD), "per seat, the Hero Deck cards turned face up"),
    hd_used=arr(CARD, "Hero Deck effects used this turn"),
    chain=arr(ANY_OBJECT, "the effects waiting to resolve, last in first out"),
    window=nullable(SEAT, "the seat that may React now"),
    responded=BOOL,
    combat=nullable(obj(attacker=NAT, defender=nullable(NAT), direct=BOOL, step=enum("declared", "damaged")),
                    "the attack being resolved (uids)"),
    next_uid=NAT,
    loser=nullable(SEAT, "the seat that lost"),
    end=nullable(obj(winners=arr(SEAT), reason=STR), "how the game ended"),
    ending=nullable(SEAT, "the seat whose last penalty card has been drawn, ending the game"),
    deck_sizes=per_seat(NAT, f"cards left in each deck, {PAIR}"),
    penalty_sizes=per_seat(NAT, f"penalty cards left, {PAIR}"),
    hand_sizes=per_seat(NAT, f"cards in hand, {PAIR}"),
    hero_deck_sizes=per_seat(NAT, f"cards in each Hero Deck, {PAIR}"),
    seat=nullable(SEAT, "the seat this view is for (null: a spectator)"),
    hand=nullable(arr(CARD), "this seat's hand (null for a spectator)"),
    hero_deck=nullable(arr(CARD), "this seat's Hero Deck (null for a spectator)"),
)
