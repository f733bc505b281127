"""Battle of the Dale move handlers: validate one move and return its own events (flow.py then runs
the game on)."""
from domain.engine import Draft, IllegalMove

from .board import awed, captured_count, code_of, hero_space
from .legality import (
    exchange_options, has_action, horde_targets, may_add_unit, move_targets, pending_item, place_targets,
    rally_options, retreat_targets)
from .tables import CHIP, NAME_KIND, NAMED, SPACES

# refusals in the game's words (issue 35): spaces as the board names them, armies instead of seats
_ARMY = {"human": "the Humans", "elf": "the Elves", "dwarf": "the Dwarves", "goblin": "the Goblins",
         "falcon": "the Falcon Army"}
_MOVES = {"place": "Place a unit", "move": "Move a unit", "rally": "Rally", "withdraw": "Withdraw",
          "offer_exchange": "offer a Prisoner Exchange", "answer_exchange": "answer a Prisoner Exchange",
          "retreat": "Retreat", "concede": "let your unit be captured", "advance": "Advance After Capture",
          "no_advance": "decline the Advance After Capture", "end_turn": "end the turn", "pass": "pass"}


def _sp(sp) -> str:
    """A space as the board names it: "Riverport of Chip", "space 4"."""
    return NAMED.get(sp) or f"space {sp}"


def _army(st, seat) -> str:
    """A player by their army: "the Elves"."""
    armies = st["armies"]
    return _ARMY.get(armies[seat], "that player") if isinstance(seat, int) and 0 <= seat < len(armies) \
        else "no player of this game"


def _pile(st, seat) -> str:
    """A Captured Pile by its owner's army: "the Elves' Captured Pile"."""
    return _army(st, seat) + ("' " if _army(st, seat).endswith("s") else "'s ") + "Captured Pile"


def moves_words(kinds) -> str:
    """Move types as a player's choices: "Place a unit, Move a unit or Rally"."""
    said = [_MOVES.get(k, k.replace("_", " ")) for k in kinds]
    return said[0] if len(said) == 1 else f"{', '.join(said[:-1])} or {said[-1]}"


def _h_place(st, seat, mv, rng):
    kind = NAME_KIND[mv["unit"]]
    sp = mv["space"]
    if st["reserve"][seat][kind] <= 0:
        raise IllegalMove(f"you have no {mv['unit']} unit in your Reserve", rule="placement")
    why = may_add_unit(st, seat, kind)
    if why:
        raise IllegalMove(why, rule="optional rules")
    if st["board"][sp] is not None:
        raise IllegalMove(f"{_sp(sp)} is occupied", rule="placement")
    if sp == CHIP and st["armies"][seat] != "falcon":
        raise IllegalMove("newly placed units can never be placed in Riverport of Chip", rule="placement")
    if sp not in place_targets(st, seat):
        raise IllegalMove(f"{_sp(sp)} is neither on the map edge nor next to a chain of your units reaching "
                          "the edge", rule="placement")
    return [Draft("UnitPlaced", {"seat": seat, "kind": kind, "space": sp}, seat=seat)]


def _h_move(st, seat, mv, rng):
    frm, to = mv["from"], mv["to"]
    u = st["board"][frm]
    if u is None or u[0] != str(seat):
        raise IllegalMove(f"there is no unit of yours on {_sp(frm)}", rule="movement")
    if st["phase"] == "berserk" and u[1] != "H":
        raise IllegalMove(f"Berserk! moves only your Dwarf Hero, not the unit on {_sp(frm)}", rule="Berserk!")
    if st["board"][to] is not None:
        raise IllegalMove(f"{_sp(to)} is not vacant", rule="movement")
    if to not in move_targets(st, frm):
        raise IllegalMove(f"{_sp(to)} is not next to {_sp(frm)} nor to a chain of your units it belongs to",
                          rule="movement")
    return [Draft("UnitMoved", {"seat": seat, "kind": u[1], "from": frm, "to": to,
                                "berserk": st["phase"] == "berserk"}, seat=seat)]


def _h_rally(st, seat, mv, rng):
    kind = NAME_KIND[mv["unit"]]
    pile = mv["pile"]
    if captured_count(st, seat) < 2:
        raise IllegalMove("Rally needs at least two of your units captured", rule="rally")
    if not st["piles"][seat]:
        raise IllegalMove("Rally needs an opposing unit in your Captured Pile", rule="rally")
    if (pile, kind) not in rally_options(st, seat):
        raise IllegalMove(f"{_pile(st, pile)} holds no {mv['unit']} unit of yours", rule="rally")
    place = mv.get("place")
    if place is not None and place not in horde_targets(st, seat, kind):
        raise IllegalMove(f"Horde!: {_sp(place)} is not a vacant space next to your Goblin Hero where the unit "
                          "may be placed", rule="Horde!")
    horde = st["armies"][seat] == "goblin" and hero_space(st, seat) is not None
    flips = [rng.coin() for _ in range(2 if horde else 1)]
    ok = any(flips)
    return [Draft("RallyAttempted", {"seat": seat, "flips": flips, "success": ok, "kind": kind, "pile": pile,
                                     "space": place if ok else None}, seat=seat)]


def _h_withdraw(st, seat, mv, rng):
    m = code_of(seat, "M")
    for i in range(SPACES):
        if st["board"][i] == m:
            if awed(st, i):
                raise IllegalMove(f"Awe!: your Mounted unit on {_sp(i)} is next to the Falcon Hero and cannot "
                                  "Withdraw", rule="Awe!")
            return [Draft("MountedWithdrawn", {"seat": seat, "space": i}, seat=seat)]
    raise IllegalMove("your Mounted unit is not on the map", rule="withdraw")


def _h_offer(st, seat, mv, rng):
    if not st["rules"]["exchange"]:
        raise IllegalMove("the optional rule Prisoner Exchange is not in play", rule="prisoner exchange")
    if "mounted" in (mv["give"], mv["take"]):
        raise IllegalMove("Mounted units cannot be Exchanged (\"Exchange one of your captured Regular units "
                          "(Mounted units cannot be Exchanged)\")", rule="prisoner exchange")
    o, g, t = mv["with"], NAME_KIND[mv["give"]], NAME_KIND[mv["take"]]
    if (o, g, t) not in exchange_options(st, seat):
        raise IllegalMove(f"no exchange of their {mv['give']} unit for your {mv['take']} unit is possible with "
                          f"{_army(st, o)}: "
                          "you need two units captured, one of theirs in your pile and yours in theirs, "
                          "and they must not have declined this turn", rule="prisoner exchange")
    return [Draft("ExchangeOffered", {"seat": seat, "with": o, "give": g, "take": t}, seat=seat)]


def _h_answer(st, seat, mv, rng):
    if mv["accept"]:
        off = st["offer"]
        return [Draft("PrisonersExchanged", {"seat": off["seat"], "with": seat, "give": off["give"],
                                             "take": off["take"]}, seat=seat)]
    return [Draft("ExchangeDeclined", {"seat": st["offer"]["seat"], "with": seat}, seat=seat)]


def _h_retreat(st, seat, mv, rng):
    it = pending_item(st)
    if mv["from"] != it["space"]:
        raise IllegalMove(f"the capture to answer is the one on {_sp(it['space'])}, not on {_sp(mv['from'])}",
                          rule="retreat")
    if mv["to"] not in retreat_targets(st, it):
        why = "cannot Retreat" if not it["retreats"] else f"can Retreat only to {retreat_targets(st, it)}"
        raise IllegalMove(f"your unit on {_sp(it['space'])} {why}, not to {_sp(mv['to'])}: a vacant adjacent space "
                          "not next to any opposing unit", rule="retreat")
    pull = mv.get("pull")
    if pull is not None and pull not in it["pulls"]:
        raise IllegalMove(f"Withdraw!: the unit on {_sp(pull)} is not an enemy unit you may force to advance "
                          f"(you may choose {' or '.join(_sp(p) for p in it['pulls']) or 'none'})", rule="Withdraw!")
    return [Draft("CaptureAnswered", {"space": it["space"], "to": mv["to"], "pull": pull}, seat=seat)]


def _h_concede(st, seat, mv, rng):
    it = pending_item(st)
    if mv["space"] != it["space"]:
        raise IllegalMove(f"the capture to answer is the one on {_sp(it['space'])}, not on {_sp(mv['space'])}",
                          rule="capture")
    if mv["captor"] not in it["captors"]:
        raise IllegalMove(f"{_army(st, mv['captor'])} have no claim to capture your unit (those who have: "
                          f"{' and '.join(_army(st, c) for c in it['captors'])})",
                          rule="capture")
    return [Draft("CaptureAnswered", {"space": it["space"], "captor": mv["captor"]}, seat=seat)]


def _h_advance(st, seat, mv, rng):
    for a in st["advances"]:
        if a["to"] == mv["to"] and mv["from"] in a["from"]:
            return [Draft("UnitAdvanced", {"seat": seat, "from": mv["from"], "to": mv["to"]}, seat=seat)]
    raise IllegalMove(f"Advance After Capture moves a unit that made a capture into the captured unit's space; "
                      f"from {_sp(mv['from'])} to {_sp(mv['to'])} is not one of those", rule="advance after capture")


def _h_no_advance(st, seat, mv, rng):
    return [Draft("AdvanceDeclined", {"seat": seat}, seat=seat)]


def _h_end_turn(st, seat, mv, rng):
    return [Draft("BerserkDeclined", {"seat": seat}, seat=seat)]


def _h_pass(st, seat, mv, rng):
    if has_action(st, seat):
        raise IllegalMove("you must Place, Move, Rally or Withdraw when you can; passing is only allowed when "
                          "no action is possible", rule="sequence of play")
    return [Draft("Passed", {"seat": seat}, seat=seat)]


HANDLERS = {
    ("action", "place"): _h_place, ("action", "move"): _h_move, ("action", "rally"): _h_rally,
    ("action", "withdraw"): _h_withdraw, ("action", "offer_exchange"): _h_offer, ("action", "pass"): _h_pass,
    ("exchange", "answer_exchange"): _h_answer,
    ("decide", "retreat"): _h_retreat, ("decide", "concede"): _h_concede,
    ("advance", "advance"): _h_advance, ("advance", "no_advance"): _h_no_advance,
    ("berserk", "move"): _h_move, ("berserk", "end_turn"): _h_end_turn,
}
PHASE_HELP = {
    "action": "it is time for your action (Place a unit, Move a unit, Rally, Withdraw or offer a Prisoner Exchange)",
    "exchange": "a Prisoner Exchange awaits an answer",
    "decide": "a capture awaits its owner's answer (Retreat, or let the unit be captured)",
    "advance": "the mover may Advance After Capture (or decline it)",
    "berserk": "the Dwarf Hero may make its Berserk! move (or end the turn)",
    "over": "the game is over", "check": "",
}
