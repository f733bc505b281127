"""Battle of the Dale: what a seat may do: placing (with the optional-rule limits), moving, rallying,
withdrawing, prisoner exchanges; the action list, and the pending capture decisions."""
from .board import awed, captured_count, chain_of, code_of, hero_space, on_board, units_of
from .tables import CHIP, EDGE, KIND_NAME, NEIGH, SPACES, TWO_STEPS, WITHIN2


def may_add_unit(state, seat: int, kind: str):
    """None if the optional rules let `seat` put one more `kind` unit on the map, else why not."""
    rules = state["rules"]
    mine = on_board(state, seat)
    if rules["max5"] and mine >= 5:
        return "Max 5 Units: you already have 5 units on the map"
    if rules["arms_race"]:
        others = [on_board(state, s) for s in range(state["n"]) if s != seat and not state["out"][s]]
        if others and mine + 1 > min(others) + 1:
            return f"Arms Race: you would have {mine + 1} units on the map, more than 1 above {min(others)}"
    if rules["hero_or_mounted"] and kind in "HM":
        other = "M" if kind == "H" else "H"
        if code_of(seat, other) in state["board"]:
            return f"Hero or Mounted: your {KIND_NAME[other]} unit is already on the map"
    return None


def place_targets(state, seat: int) -> list:
    """Spaces where `seat` may place a unit (before the optional-rule limits)."""
    board = state["board"]
    if state["armies"][seat] == "falcon":
        return [i for i in range(SPACES) if board[i] is None]
    c = str(seat)
    reach = set()
    for i in EDGE:
        if board[i] is not None and board[i][0] == c and i not in reach:
            reach |= chain_of(board, i, c)
    out = {i for i in EDGE if board[i] is None}
    for x in reach:
        out.update(n for n in NEIGH[x] if board[n] is None)
    out.discard(CHIP)
    return sorted(out)


def move_targets(state, sp: int) -> list:
    """Where the unit at `sp` may move."""
    board = state["board"]
    unit = board[sp]
    seat = int(unit[0])
    army = state["armies"][seat]
    if army == "falcon":
        return [d for d in WITHIN2[sp] if board[d] is None]
    c = unit[0]
    out = set()
    for x in chain_of(board, sp, c):
        out.update(n for n in NEIGH[x] if board[n] is None)
    if army == "human" and unit[1] == "H":
        # Charge!: two steps, never through an enemy unit
        for d, mids in TWO_STEPS[sp].items():
            if board[d] is None and any(board[m] is None or board[m][0] == c for m in mids):
                out.add(d)
    return sorted(out)


def rally_options(state, seat: int) -> list:
    """(pile, kind) pairs a Rally may take back, if its prerequisites hold."""
    if captured_count(state, seat) < 2 or not state["piles"][seat]:
        return []
    c = str(seat)
    out = []
    for p, pile in enumerate(state["piles"]):
        for k in "RH":
            if c + k in pile:
                out.append((p, k))
    return out


def horde_targets(state, seat: int, kind: str) -> list:
    if state["armies"][seat] != "goblin":
        return []
    hero = hero_space(state, seat)
    if hero is None or may_add_unit(state, seat, kind) is not None:
        return []
    board = state["board"]
    return [n for n in NEIGH[hero] if board[n] is None and n != CHIP]


def exchange_options(state, seat: int) -> list:
    """(with, give, take) prisoner exchanges `seat` may offer now."""
    if not state["rules"]["exchange"] or captured_count(state, seat) < 2:
        return []
    c = str(seat)
    out = []
    for o in range(state["n"]):
        if o == seat or state["out"][o] or o in state["declined"]:
            continue
        for g in "RH":
            if str(o) + g in state["piles"][seat]:
                for t in "RH":
                    if c + t in state["piles"][o]:
                        out.append((o, g, t))
    return out


def action_moves(state, seat: int) -> list:
    out = []
    board = state["board"]
    res = state["reserve"][seat]
    targets = None
    for k in "RMH":
        if res[k] > 0 and may_add_unit(state, seat, k) is None:
            if targets is None:
                targets = place_targets(state, seat)
            out += [{"type": "place", "unit": KIND_NAME[k], "space": t} for t in targets]
    for sp in units_of(board, seat):
        out += [{"type": "move", "from": sp, "to": t} for t in move_targets(state, sp)]
    for p, k in rally_options(state, seat):
        out.append({"type": "rally", "pile": p, "unit": KIND_NAME[k]})
        out += [{"type": "rally", "pile": p, "unit": KIND_NAME[k], "place": t} for t in horde_targets(state, seat, k)]
    m = code_of(seat, "M")
    if any(board[i] == m and not awed(state, i) for i in range(SPACES)):
        out.append({"type": "withdraw"})
    out += [{"type": "offer_exchange", "with": o, "give": KIND_NAME[g], "take": KIND_NAME[t]}
            for o, g, t in exchange_options(state, seat)]
    return out


def has_action(state, seat: int) -> bool:
    return bool(action_moves(state, seat))


def pending_item(state):
    for it in state["batch"]["items"]:
        if it["choice"] is None:
            return it
    return None


def retreat_targets(state, it) -> list:
    """Retreat spaces still free (an earlier retreat of the same batch may have taken one)."""
    taken = {i["choice"]["to"] for i in state["batch"]["items"] if i["choice"] and i["choice"].get("to") is not None}
    return [t for t in it["retreats"] if t not in taken]
