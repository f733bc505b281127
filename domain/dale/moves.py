"""Battle of the Dale move types: what a client posts, with the docs published as JSON Schema."""
from domain.engine import Field, MoveType

from .tables import SPACES

_space = Field("int", "a space of the map, 0..18 (see docs/rules/dale.md)", minimum=0, maximum=SPACES - 1)
_seat = Field("int", "a seat number", minimum=0, maximum=4)


def _space_opt(doc):
    return Field("int", doc, required=False, minimum=0, maximum=SPACES - 1)


MOVE_TYPES = {
    "place": MoveType("place", "Place: put one unit from your Reserve on a vacant space on the map edge or next "
                      "to a chain of your units reaching the edge; never into Chip (the Falcon Army may "
                      "place anywhere vacant, Chip included).", {
                          "unit": Field("enum", "which unit", choices=("regular", "mounted", "hero")),
                          "space": _space}),
    "move": MoveType("move", "Move: move one of your units to a vacant space next to it or next to a chain of "
                     "your units it belongs to (Falcons: up to two spaces, jumping; Human Hero: Charge! two "
                     "spaces). Also the Dwarf Hero's Berserk! extra move.", {"from": _space, "to": _space}),
    "rally": MoveType("rally", "Rally: flip a coin (twice with the Goblin Horde!); on face-up take your captured "
                      "unit of kind `unit` back from seat `pile`'s Captured Pile into your Reserve (or, with "
                      "Horde!, straight onto `place` next to your Hero).", {
                          "pile": _seat, "unit": Field("enum", "which of your captured units",
                                                       choices=("regular", "hero")),
                          "place": _space_opt("Horde! only: the space next to the Goblin Hero to place it on")}),
    "withdraw": MoveType("withdraw", "Withdraw: return your Mounted unit from the map to your Reserve."),
    "offer_exchange": MoveType("offer_exchange", "Prisoner Exchange (option): offer seat `with` to swap their "
                               "captured unit `give` (from your pile) for your unit `take` (from theirs).", {
                                   "with": _seat,
                                   "give": Field("enum", "their unit you give back (a rule refuses mounted)",
                                                 choices=("regular", "mounted", "hero")),
                                   "take": Field("enum", "your unit you get back (a rule refuses mounted)",
                                                 choices=("regular", "mounted", "hero"))}),
    "answer_exchange": MoveType("answer_exchange", "Accept or decline the prisoner exchange offered to you.",
                                {"accept": Field("bool", "true to accept")}),
    "retreat": MoveType("retreat", "Retreat: your unit at `from`, captured on an opponent's turn, escapes to "
                        "`to` instead (Mounted units; Elf units through the Elf Hero's Withdraw!). With "
                        "Withdraw! `pull` names an enemy unit forced to advance into the space left.", {
                            "from": _space, "to": _space,
                            "pull": _space_opt("Withdraw! only: the enemy unit forced to advance")}),
    "concede": MoveType("concede", "Let your unit at `space` be captured, by `captor` (your choice when several "
                        "players have equal claim).", {"space": _space, "captor": _seat}),
    "advance": MoveType("advance", "Advance After Capture: move your capturing unit at `from` into the "
                        "captured unit's vacated space `to`.", {"from": _space, "to": _space}),
    "no_advance": MoveType("no_advance", "Decline the remaining Advance After Capture moves."),
    "end_turn": MoveType("end_turn", "Decline the Dwarf Hero's Berserk! extra move and end the turn."),
    "pass": MoveType("pass", "Pass: only when no action at all is possible."),
}
