"""The JSON Schema of a Battle of the Dale view (rules.py `view`; docs/rules/dale.md)."""
from ..engine.shapes import ANY_OBJECT, BOOL, NAT, SEAT, STR, arr, doc, enum, nullable, obj, per_seat
from .tables import ARMIES, SPACES

SPACE = {"type": "integer", "minimum": 0, "maximum": SPACES - 1, "description": "a space of the map, 0..18"}
UNIT = {"type": "string", "pattern": "^[0-9]+[RMH]$",
        "description": "a unit: its owner's seat and kind, R regular, M mounted, H hero (e.g. \"2R\")"}

def _schema(version: int) -> dict:
    """The view's schema at a version of the rules (@2 added the joint defeat's rule and result)."""
    joint = {"joint_defeat": doc(enum("no_winner"), "the last players defeated together win nothing")} \
        if version >= 2 else {}
    fell = {"fell_together": arr(SEAT, "the last players, defeated together: they share first place")} \
        if version >= 2 else {}
    return obj(
        "Everything is public.",
        n=doc(NAT, "the number of seats"),
        armies=per_seat(enum(*ARMIES), "per seat, its army"),
        falcon=doc({"type": "integer", "minimum": -1}, "the seat of the Falcon Army, -1 if none plays"),
        rules=obj("the optional rules in play", exchange=BOOL, max5=BOOL, arms_race=BOOL, hero_or_mounted=BOOL,
                  turn_limit=NAT, **joint),
        board=arr(nullable(UNIT), "per space, the unit on it (null: empty)", length=SPACES),
        reserve=per_seat(obj(R=NAT, M=NAT, H=NAT), "per seat, the units in its Reserve by kind"),
        piles=per_seat(arr(UNIT), "per seat, the prisoners in its pile"),
        out=per_seat(BOOL, "per seat, whether it is out of the game"),
        eliminated=arr(SEAT, "the seats eliminated, in order"),
        eliminated_at=arr(NAT, "the turn each of them was eliminated at"),
        turn=doc(SEAT, "the seat whose turn it is"),
        turns=doc(NAT, "turns played"),
        phase=enum("action", "exchange", "decide", "advance", "berserk", "over"),
        batch=nullable(ANY_OBJECT, "the captures being resolved (phase decide)"),
        advances=arr(obj(to=SPACE, **{"from": arr(SPACE)}), "the Advances After Capture the mover may take"),
        offer=nullable(obj(seat=SEAT, **{"with": SEAT}, give=STR, take=STR), "a Prisoner Exchange on offer"),
        declined=arr(SEAT, "seats that declined an exchange this turn"),
        hero_moved=BOOL,
        berserk_done=BOOL,
        winners=nullable(arr(SEAT), "the winners, once the game is over"),
        reason=nullable(STR, "why the game ended"),
        **fell,
    )


VIEW_SCHEMA = _schema(2)
VIEW_SCHEMA_1 = _schema(1)
