"""Battle of the Dale: 2-5 armies fight over a 19-hex map around the Riverport of Chip.

State (plain JSON):
  board: 19 cells, None or a unit code "<seat><kind>" (kind R regular, M mounted, H hero)
  reserve: per seat {"R": n, "M": n, "H": n};  piles: per captor seat, sorted unit codes
  turn, turns, phase ("action" | "decide" | "advance" | "exchange" | "berserk" | "check" |
  "over"), batch (captures waiting for their owners' decisions), advances (the
  mover's Advance After Capture chances), offer (a prisoner exchange), out, eliminated.
"check" is transient: decide() always runs the game on (_settle) until a seat
has to choose, so a state at rest is never in them.
"""
from __future__ import annotations

from domain.engine import Draft, Event, Field, IllegalMove, InvalidOptions, MoveType, Outcome, Ruleset
from domain.engine.hexgrid import HexGrid

from .heuristic import values

# --- the map ----------------------------------------------------------------------------------
GRID = HexGrid(2)
SPACES = GRID.size  # 19
NEIGH = GRID.neighbours
EDGE = GRID.edge
CHIP = GRID.center  # 9
FOGGY, LOOKOUT, HANGMAN = GRID.index[(0, -1)], GRID.index[(1, 0)], GRID.index[(-1, 1)]
NAMED = {CHIP: "Riverport of Chip", FOGGY: "Foggy Mountain", HANGMAN: "Hangman's Tree", LOOKOUT: "Lookout Post"}
NAMED_SET = frozenset(NAMED)
WITHIN2 = tuple(GRID.within(i, 2) for i in range(SPACES))
# Charge!: for each space, {destination two steps away: the possible middle spaces}
TWO_STEPS = tuple(
    {d: GRID.between(i, d) for d in WITHIN2[i] if GRID.distance(i, d) == 2} for i in range(SPACES)
)

# --- the armies -------------------------------------------------------------------------------
ARMIES = ("human", "elf", "dwarf", "goblin", "falcon")
DEFAULT_ARMIES = {
    2: ["human", "elf"], 3: ["human", "elf", "dwarf"], 4: ["human", "elf", "dwarf", "goblin"],
    5: ["human", "elf", "dwarf", "goblin", "falcon"],
}
ROSTER = {a: {"R": 4, "M": 1, "H": 1} for a in ARMIES}
ROSTER["falcon"] = {"R": 5, "M": 0, "H": 1}
KIND_NAME = {"R": "regular", "M": "mounted", "H": "hero"}
NAME_KIND = {v: k for k, v in KIND_NAME.items()}
DEFAULT_TURN_LIMIT = 300

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
                                   "give": Field("enum", "their unit you give back", choices=("regular", "hero")),
                                   "take": Field("enum", "your unit you get back", choices=("regular", "hero"))}),
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


class Dale(Ruleset):
    """Battle of the Dale (Battle of the 4 Armies + The Battle is Joined)."""

    id = "dale"
    name = "Battle of the Dale"
    min_seats = 2
    max_seats = 5
    seed_file = "003_b617e5529f9d0ffd.txt"
    hidden_information = False
    options = {
        "armies": Field("list", "one army per seat, in seat order (default: human, elf, dwarf, goblin, "
                        "then falcon for the fifth seat)", required=False, minimum=2, maximum=5,
                        items=Field("enum", choices=ARMIES)),
        "prisoner_exchange": Field("bool", "optional rule Prisoner Exchange", required=False, default=False),
        "max_5_units": Field("bool", "optional rule Max 5 Units", required=False, default=False),
        "arms_race": Field("bool", "optional rule Arms Race", required=False, default=False),
        "hero_or_mounted": Field("bool", "optional rule Hero or Mounted", required=False, default=False),
        "turn_limit": Field("int", "turns after which the game ends in a draw (an interpretation: random "
                            "play can loop)", required=False, minimum=10, maximum=10000,
                            default=DEFAULT_TURN_LIMIT),
    }
    move_types = MOVE_TYPES

    # --- setup and options ------------------------------------------------------------------
    def check_options(self, options) -> dict:
        """Defaults plus: armies are distinct."""
        out = super().check_options(options)
        armies = out.get("armies")
        if armies is not None and len(set(armies)) != len(armies):
            raise InvalidOptions("each army can be chosen by one player only, got " + ", ".join(armies),
                                 errors={"options.armies": "must not repeat an army"})
        return out

    def seat_range(self, options: dict) -> tuple[int, int]:
        """One seat per chosen army when `armies` is given."""
        armies = options.get("armies")
        if armies:
            return len(armies), len(armies)
        return self.min_seats, self.max_seats

    def initial_state(self, options: dict, n_seats: int) -> dict:
        """All units in their owners' Reserve; seat 0 (the senior player) to act."""
        armies = list(options.get("armies") or DEFAULT_ARMIES[n_seats])
        return {
            "n": n_seats,
            "armies": armies,
            "falcon": armies.index("falcon") if "falcon" in armies else -1,
            "rules": {
                "exchange": bool(options.get("prisoner_exchange")),
                "max5": bool(options.get("max_5_units")),
                "arms_race": bool(options.get("arms_race")),
                "hero_or_mounted": bool(options.get("hero_or_mounted")),
                "turn_limit": int(options.get("turn_limit") or DEFAULT_TURN_LIMIT),
            },
            "board": [None] * SPACES,
            "reserve": [dict(ROSTER[a]) for a in armies],
            "piles": [[] for _ in armies],
            "out": [False] * n_seats,
            "eliminated": [],
            "eliminated_at": [],
            "turn": 0,
            "turns": 0,
            "phase": "action",
            "batch": None,
            "advances": [],
            "offer": None,
            "declined": [],
            "hero_moved": False,
            "berserk_done": False,
            "winners": None,
            "reason": None,
        }

    def setup(self, state: dict, rng) -> list[Draft]:
        """No randomness: announce the armies and the senior player."""
        return [Draft("GameStarted", {"armies": state["armies"], "senior": 0})]

    def resources(self) -> dict:
        """The map: coordinates, neighbours, edge and named spaces."""
        return {"map": {
            "spaces": [{"space": i, "q": q, "r": r, "edge": i in EDGE, "name": NAMED.get(i),
                        "neighbours": list(NEIGH[i])} for i, (q, r) in enumerate(GRID.coords)],
            "chip": CHIP,
        }}

    # --- who acts, outcome, view -------------------------------------------------------------
    def to_act(self, state: dict) -> list[int]:
        """The mover, or the seat owning the next pending decision."""
        ph = state["phase"]
        if ph == "over":
            return []
        if ph == "decide":
            for it in state["batch"]["items"]:
                if it["choice"] is None:
                    return [it["seat"]]
            return []
        if ph == "exchange":
            return [state["offer"]["with"]]
        return [state["turn"]]

    def outcome(self, state: dict) -> Outcome | None:
        """The winner(s) once a victory condition or the turn limit ended the game."""
        if state["phase"] != "over":
            return None
        winners = list(state["winners"] or [])
        alive = {s: _alive(state, s) for s in range(state["n"])}
        active = sorted((s for s in range(state["n"]) if not state["out"][s] and s not in winners),
                        key=lambda s: (-alive[s], -_named_count(state, s), s))
        ranking = winners + active + [s for s in reversed(state["eliminated"]) if s not in winners]
        return Outcome(winners, ranking, state["reason"], scores=alive)

    def view(self, state: dict, seat: int | None) -> dict:
        """Everything is public."""
        return state

    # --- hooks --------------------------------------------------------------------------------
    def evaluate(self, state: dict, seat: int) -> float:
        """Named spaces held and within reach (three win), units alive and prisoners, against the
        strongest opponent; a seat about to complete three named spaces (domain/dale/heuristic.py)."""
        if state["phase"] == "over":
            if state["winners"] and seat in state["winners"]:
                return 1.0
            return -1.0 if state["winners"] else 0.0
        if state["out"][seat]:
            return -1.0
        return values(state)[seat]

    def pass_move(self, state: dict, seat: int) -> dict | None:
        """Passing is a rule only when no action is possible."""
        if state["phase"] == "action" and state["turn"] == seat and not _has_action(state, seat):
            return {"type": "pass"}
        return None

    def remove_seat(self, state: dict, seat: int, reason: str, rng=None) -> list[Draft]:
        """The player is out: their units leave the map, pending decisions are re-run, the turn passes."""
        if state["phase"] == "over" or state["out"][seat]:
            return []
        return _settle(self, state, [Draft("PlayerRemoved", {"seat": seat, "reason": reason,
                                                             "spaces": _units_of(state["board"], seat)})])

    # --- moves ---------------------------------------------------------------------------------
    def legal_moves(self, state: dict, seat: int) -> list[dict]:
        """Every legal move of `seat` now."""
        if seat not in self.to_act(state):
            return []
        ph = state["phase"]
        if ph == "action":
            out = _action_moves(state, seat)
            return out or [{"type": "pass"}]
        if ph == "decide":
            it = _pending_item(state)
            out = [{"type": "concede", "space": it["space"], "captor": c} for c in it["captors"]]
            for to in _retreat_targets(state, it):
                out.append({"type": "retreat", "from": it["space"], "to": to})
                out += [{"type": "retreat", "from": it["space"], "to": to, "pull": p} for p in it["pulls"]]
            return out
        if ph == "advance":
            out = [{"type": "advance", "from": f, "to": a["to"]} for a in state["advances"] for f in a["from"]]
            return out + [{"type": "no_advance"}]
        if ph == "exchange":
            return [{"type": "answer_exchange", "accept": True}, {"type": "answer_exchange", "accept": False}]
        if ph == "berserk":
            hero = _hero_space(state, seat)
            return [{"type": "move", "from": hero, "to": t} for t in _move_targets(state, hero)] + \
                [{"type": "end_turn"}]
        return []

    def decide(self, state: dict, seat: int, move: dict, rng) -> list[Draft]:
        """Validate the move, then run the game on until someone has to choose."""
        if seat not in self.to_act(state):
            raise IllegalMove(f"seat {seat} may not act now", rule="turn order")
        kind = move["type"]
        handler = _HANDLERS.get((state["phase"], kind))
        if handler is None:
            raise IllegalMove(f"a {kind!r} move is not possible now: {_PHASE_HELP[state['phase']]}",
                              rule="sequence of play")
        return _settle(self, state, handler(state, seat, move, rng))

    # --- the reducer -----------------------------------------------------------------------------
    def evolve(self, state: dict, event: Event) -> dict:
        """Apply one event; never mutates `state`."""
        fn = _REDUCERS.get(event.type)
        if fn is None:
            return state
        s = dict(state)
        fn(s, event.data)
        return s


# --- helpers on the state -------------------------------------------------------------------------
def _code(seat: int, kind: str) -> str:
    return f"{seat}{kind}"


def _units_of(board, seat: int) -> list:
    c = str(seat)
    return [i for i in range(SPACES) if board[i] is not None and board[i][0] == c]


def _alive(state, seat: int) -> int:
    """Units on the map plus units in Reserve."""
    c = str(seat)
    r = state["reserve"][seat]
    return sum(1 for u in state["board"] if u is not None and u[0] == c) + r["R"] + r["M"] + r["H"]


def _tally(state):
    """(units on the map, named spaces held) per seat, in one pass over the map."""
    n = state["n"]
    on_map, named = [0] * n, [0] * n
    for sp, u in enumerate(state["board"]):
        if u is not None:
            s = ord(u[0]) - 48
            on_map[s] += 1
            if sp in NAMED_SET:
                named[s] += 1
    return on_map, named


def _named_count(state, seat: int) -> int:
    c = str(seat)
    board = state["board"]
    return sum(1 for sp in NAMED_SET if board[sp] is not None and board[sp][0] == c)


def _captured_count(state, seat: int) -> int:
    """How many of `seat`'s units lie in Captured Piles."""
    c = str(seat)
    return sum(1 for pile in state["piles"] for u in pile if u[0] == c)


def _hero_space(state, seat: int):
    code = _code(seat, "H")
    board = state["board"]
    for i in range(SPACES):
        if board[i] == code:
            return i
    return None


def _awed(state, sp: int) -> bool:
    """A Mounted unit next to the Falcon Hero loses Retreat, Withdraw and First Strike (Awe!)."""
    f = state["falcon"]
    if f < 0 or state["out"][f]:
        return False
    hero = _code(f, "H")
    board = state["board"]
    return any(board[n] == hero for n in NEIGH[sp])


def _chain(board, start: int, c: str) -> set:
    """The spaces of `c`'s units connected to `start` through adjacent friendly units."""
    seen = {start}
    todo = [start]
    while todo:
        x = todo.pop()
        for n in NEIGH[x]:
            if n not in seen and board[n] is not None and board[n][0] == c:
                seen.add(n)
                todo.append(n)
    return seen


def _on_board(state, seat: int) -> int:
    return len(_units_of(state["board"], seat))


def _may_add_unit(state, seat: int, kind: str):
    """None if the optional rules let `seat` put one more `kind` unit on the map, else why not."""
    rules = state["rules"]
    mine = _on_board(state, seat)
    if rules["max5"] and mine >= 5:
        return "Max 5 Units: you already have 5 units on the map"
    if rules["arms_race"]:
        others = [_on_board(state, s) for s in range(state["n"]) if s != seat and not state["out"][s]]
        if others and mine + 1 > min(others) + 1:
            return f"Arms Race: you would have {mine + 1} units on the map, more than 1 above {min(others)}"
    if rules["hero_or_mounted"] and kind in "HM":
        other = "M" if kind == "H" else "H"
        if _code(seat, other) in state["board"]:
            return f"Hero or Mounted: your {KIND_NAME[other]} unit is already on the map"
    return None


def _place_targets(state, seat: int) -> list:
    """Spaces where `seat` may place a unit (before the optional-rule limits)."""
    board = state["board"]
    if state["armies"][seat] == "falcon":
        return [i for i in range(SPACES) if board[i] is None]
    c = str(seat)
    reach = set()
    for i in EDGE:
        if board[i] is not None and board[i][0] == c and i not in reach:
            reach |= _chain(board, i, c)
    out = {i for i in EDGE if board[i] is None}
    for x in reach:
        out.update(n for n in NEIGH[x] if board[n] is None)
    out.discard(CHIP)
    return sorted(out)


def _move_targets(state, sp: int) -> list:
    """Where the unit at `sp` may move."""
    board = state["board"]
    unit = board[sp]
    seat = int(unit[0])
    army = state["armies"][seat]
    if army == "falcon":
        return [d for d in WITHIN2[sp] if board[d] is None]
    c = unit[0]
    out = set()
    for x in _chain(board, sp, c):
        out.update(n for n in NEIGH[x] if board[n] is None)
    if army == "human" and unit[1] == "H":
        # Charge!: two steps, never through an enemy unit
        for d, mids in TWO_STEPS[sp].items():
            if board[d] is None and any(board[m] is None or board[m][0] == c for m in mids):
                out.add(d)
    return sorted(out)


def _rally_options(state, seat: int) -> list:
    """(pile, kind) pairs a Rally may take back, if its prerequisites hold."""
    if _captured_count(state, seat) < 2 or not state["piles"][seat]:
        return []
    c = str(seat)
    out = []
    for p, pile in enumerate(state["piles"]):
        for k in "RH":
            if c + k in pile:
                out.append((p, k))
    return out


def _horde_targets(state, seat: int, kind: str) -> list:
    if state["armies"][seat] != "goblin":
        return []
    hero = _hero_space(state, seat)
    if hero is None or _may_add_unit(state, seat, kind) is not None:
        return []
    board = state["board"]
    return [n for n in NEIGH[hero] if board[n] is None and n != CHIP]


def _exchange_options(state, seat: int) -> list:
    """(with, give, take) prisoner exchanges `seat` may offer now."""
    if not state["rules"]["exchange"] or _captured_count(state, seat) < 2:
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


def _action_moves(state, seat: int) -> list:
    out = []
    board = state["board"]
    res = state["reserve"][seat]
    targets = None
    for k in "RMH":
        if res[k] > 0 and _may_add_unit(state, seat, k) is None:
            if targets is None:
                targets = _place_targets(state, seat)
            out += [{"type": "place", "unit": KIND_NAME[k], "space": t} for t in targets]
    for sp in _units_of(board, seat):
        out += [{"type": "move", "from": sp, "to": t} for t in _move_targets(state, sp)]
    for p, k in _rally_options(state, seat):
        out.append({"type": "rally", "pile": p, "unit": KIND_NAME[k]})
        out += [{"type": "rally", "pile": p, "unit": KIND_NAME[k], "place": t} for t in _horde_targets(state, seat, k)]
    m = _code(seat, "M")
    if any(board[i] == m and not _awed(state, i) for i in range(SPACES)):
        out.append({"type": "withdraw"})
    out += [{"type": "offer_exchange", "with": o, "give": KIND_NAME[g], "take": KIND_NAME[t]}
            for o, g, t in _exchange_options(state, seat)]
    return out


def _has_action(state, seat: int) -> bool:
    return bool(_action_moves(state, seat))


def _pending_item(state):
    for it in state["batch"]["items"]:
        if it["choice"] is None:
            return it
    return None


def _retreat_targets(state, it) -> list:
    """Retreat spaces still free (an earlier retreat of the same batch may have taken one)."""
    taken = {i["choice"]["to"] for i in state["batch"]["items"] if i["choice"] and i["choice"].get("to") is not None}
    return [t for t in it["retreats"] if t not in taken]


# --- capture detection ------------------------------------------------------------------------------
def _find_batch(state):
    """The captures to resolve now: those with a Mounted unit capturing first (First Strike), else all."""
    board = state["board"]
    turn = state["turn"]
    items = []
    for sp in range(SPACES):
        u = board[sp]
        if u is None:
            continue
        c = u[0]
        foes = [n for n in NEIGH[sp] if board[n] is not None and board[n][0] != c]
        if len(foes) < 2:  # the common case: nobody can have a claim
            continue
        by = {}
        for n in foes:
            by.setdefault(board[n][0], []).append(n)
        claims = {c: l for c, l in by.items() if len(l) >= 2}
        if not claims:
            continue
        top = max(len(l) for l in claims.values())
        captors = sorted(int(c) for c, l in claims.items() if len(l) == top)
        first = any(board[x][1] == "M" and not _awed(state, x) for c in captors for x in claims[str(c)])
        owner = int(u[0])
        retreats, pulls = [], []
        if owner != turn:
            withdraw = _withdraw_granted(state, sp)
            if (u[1] == "M" and not _awed(state, sp)) or withdraw:
                retreats = [n for n in NEIGH[sp] if board[n] is None and
                            all(board[m] is None or board[m][0] == u[0] for m in NEIGH[n])]
            if withdraw and retreats:
                pulls = sorted(x for c in captors for x in claims[str(c)])
        items.append({"space": sp, "seat": owner, "kind": u[1], "captors": captors,
                      "by": {str(c): claims[str(c)] for c in captors}, "first_strike": first,
                      "retreats": retreats, "pulls": pulls, "choice": None})
    if not items:
        return None
    if any(it["first_strike"] for it in items):
        items = [it for it in items if it["first_strike"]]
    for it in items:
        if len(it["captors"]) == 1 and not it["retreats"]:
            it["choice"] = {"captor": it["captors"][0]}
    return items


def _withdraw_granted(state, sp: int) -> bool:
    """Withdraw!: the Elf Hero and the Elf Regular units next to it may Retreat."""
    board = state["board"]
    u = board[sp]
    if state["armies"][int(u[0])] != "elf":
        return False
    if u[1] == "H":
        return True
    return u[1] == "R" and any(board[n] == u[0] + "H" for n in NEIGH[sp])


def _resolution(state) -> dict:
    """The UnitsCaptured data of a fully decided batch: captures, retreats, forced advances."""
    board = list(state["board"])
    caps, rets, pulls = [], [], []
    for it in state["batch"]["items"]:
        ch = it["choice"]
        if ch.get("to") is None:
            caps.append({"space": it["space"], "seat": it["seat"], "kind": it["kind"], "by": ch["captor"],
                         "from": it["by"][str(ch["captor"])]})
            board[it["space"]] = None
    for it in state["batch"]["items"]:
        ch = it["choice"]
        if ch.get("to") is not None:
            rets.append({"from": it["space"], "to": ch["to"], "seat": it["seat"], "kind": it["kind"]})
            board[ch["to"]], board[it["space"]] = board[it["space"]], None
    for it in state["batch"]["items"]:
        ch = it["choice"]
        p = ch.get("pull")
        if ch.get("to") is not None and p is not None and board[p] is not None and \
                board[p][0] != str(it["seat"]) and board[it["space"]] is None:
            pulls.append({"from": p, "to": it["space"], "seat": int(board[p][0]), "kind": board[p][1]})
            board[it["space"]], board[p] = board[p], None
    return {"captures": caps, "retreats": rets, "pulls": pulls, "first_strike": state["batch"]["first_strike"]}


# --- running the game on -----------------------------------------------------------------------------
def _settle(rs, state, drafts: list) -> list:
    """Apply `drafts`, then add the events that follow without a choice until a seat must choose."""
    out = list(drafts)
    st = state
    for d in drafts:
        st = rs.evolve(st, Event(0, d.type, d.seat, d.data, {}))
    for _ in range(200):
        nxt = _next_event(st)
        if nxt is None:
            return out
        out.append(nxt)
        st = rs.evolve(st, Event(0, nxt.type, nxt.seat, nxt.data, {}))
    raise RuntimeError("capture resolution did not settle")  # pragma: no cover - a bug


def _next_event(st):
    """The next automatic event, or None when the state waits for a seat."""
    ph = st["phase"]
    if ph == "decide":
        if _pending_item(st) is None:
            return Draft("UnitsCaptured", _resolution(st))
        return None
    if ph != "check":
        return None
    n = st["n"]
    on_map, named = _tally(st)
    res = st["reserve"]
    for s in range(n):
        if not st["out"][s] and on_map[s] + res[s]["R"] + res[s]["M"] + res[s]["H"] <= 1:
            return Draft("PlayerDefeated", {"seat": s, "spaces": _units_of(st["board"], s)})
    active = [s for s in range(n) if not st["out"][s]]
    if len(active) <= 1:
        if active:
            return Draft("GameWon", {"seats": active, "reason": "last player in the game"})
        # the last players fell together in the same turn: they share the victory
        fell = sorted(s for s, t in zip(st["eliminated"], st["eliminated_at"]) if t == st["turns"])
        return Draft("GameWon", {"seats": fell, "reason": "the last players were defeated together"})
    turn = st["turn"]
    mover_in = not st["out"][turn]
    if ph == "check":
        items = _find_batch(st)
        if items is not None:
            first = items[0]["first_strike"]
            if all(it["choice"] is not None for it in items):
                fake = dict(st, batch={"items": items, "first_strike": first})
                return Draft("UnitsCaptured", _resolution(fake))
            return Draft("CapturesPending", {"items": items, "first_strike": first})
        if mover_in:
            adv = _valid_advances(st)
            if adv:
                return Draft("AdvanceOffered", {"seat": turn, "options": adv})
            if st["armies"][turn] == "dwarf" and not st["berserk_done"] and not st["hero_moved"]:
                hero = _hero_space(st, turn)
                if hero is not None and _move_targets(st, hero):
                    return Draft("BerserkOffered", {"seat": turn, "hero": hero})
    # the end of the turn: has the game been won?
    if st["falcon"] < 0 or st["out"][st["falcon"]]:
        for s in active:
            if named[s] >= 3:
                return Draft("GameWon", {"seats": [s], "reason": "holds three of the four named spaces"})
    if st["turns"] + 1 >= st["rules"]["turn_limit"]:
        return Draft("TurnLimitReached", {"turns": st["turns"] + 1})
    nxt = (turn + 1) % n
    while st["out"][nxt]:
        nxt = (nxt + 1) % n
    return Draft("TurnPassed", {"seat": nxt, "turns": st["turns"] + 1})


def _valid_advances(st) -> list:
    board = st["board"]
    c = str(st["turn"])
    out = []
    for a in st["advances"]:
        if board[a["to"]] is None:
            frm = [f for f in a["from"] if board[f] is not None and board[f][0] == c]
            if frm:
                out.append({"to": a["to"], "from": frm})
    return out


# --- move handlers (validate, return the move's own events) -------------------------------------------
def _h_place(st, seat, mv, rng):
    kind = NAME_KIND[mv["unit"]]
    sp = mv["space"]
    if st["reserve"][seat][kind] <= 0:
        raise IllegalMove(f"you have no {mv['unit']} unit in your Reserve", rule="placement")
    why = _may_add_unit(st, seat, kind)
    if why:
        raise IllegalMove(why, rule="optional rules")
    if st["board"][sp] is not None:
        raise IllegalMove(f"space {sp} is occupied", rule="placement")
    if sp == CHIP and st["armies"][seat] != "falcon":
        raise IllegalMove("newly placed units can never be placed in Chip (space 9)", rule="placement")
    if sp not in _place_targets(st, seat):
        raise IllegalMove(f"space {sp} is neither on the map edge nor next to a chain of your units reaching "
                          "the edge", rule="placement")
    return [Draft("UnitPlaced", {"seat": seat, "kind": kind, "space": sp}, seat=seat)]


def _h_move(st, seat, mv, rng):
    frm, to = mv["from"], mv["to"]
    u = st["board"][frm]
    if u is None or u[0] != str(seat):
        raise IllegalMove(f"there is no unit of yours on space {frm}", rule="movement")
    if st["phase"] == "berserk" and u[1] != "H":
        raise IllegalMove(f"Berserk! moves only your Dwarf Hero, not the unit on space {frm}", rule="Berserk!")
    if st["board"][to] is not None:
        raise IllegalMove(f"space {to} is not vacant", rule="movement")
    if to not in _move_targets(st, frm):
        raise IllegalMove(f"space {to} is not adjacent to space {frm} nor to a chain of your units it belongs to",
                          rule="movement")
    return [Draft("UnitMoved", {"seat": seat, "kind": u[1], "from": frm, "to": to,
                                "berserk": st["phase"] == "berserk"}, seat=seat)]


def _h_rally(st, seat, mv, rng):
    kind = NAME_KIND[mv["unit"]]
    pile = mv["pile"]
    if _captured_count(st, seat) < 2:
        raise IllegalMove("Rally needs at least two of your units captured", rule="rally")
    if not st["piles"][seat]:
        raise IllegalMove("Rally needs an opposing unit in your Captured Pile", rule="rally")
    if (pile, kind) not in _rally_options(st, seat):
        raise IllegalMove(f"seat {pile}'s Captured Pile holds no {mv['unit']} unit of yours", rule="rally")
    place = mv.get("place")
    if place is not None and place not in _horde_targets(st, seat, kind):
        raise IllegalMove(f"Horde!: space {place} is not a vacant space next to your Goblin Hero where the unit "
                          "may be placed", rule="Horde!")
    horde = st["armies"][seat] == "goblin" and _hero_space(st, seat) is not None
    flips = [rng.coin() for _ in range(2 if horde else 1)]
    ok = any(flips)
    return [Draft("RallyAttempted", {"seat": seat, "flips": flips, "success": ok, "kind": kind, "pile": pile,
                                     "space": place if ok else None}, seat=seat)]


def _h_withdraw(st, seat, mv, rng):
    m = _code(seat, "M")
    for i in range(SPACES):
        if st["board"][i] == m:
            if _awed(st, i):
                raise IllegalMove(f"Awe!: your Mounted unit on space {i} is next to the Falcon Hero and cannot "
                                  "Withdraw", rule="Awe!")
            return [Draft("MountedWithdrawn", {"seat": seat, "space": i}, seat=seat)]
    raise IllegalMove("your Mounted unit is not on the map", rule="withdraw")


def _h_offer(st, seat, mv, rng):
    if not st["rules"]["exchange"]:
        raise IllegalMove("the optional rule Prisoner Exchange is not in play", rule="prisoner exchange")
    o, g, t = mv["with"], NAME_KIND[mv["give"]], NAME_KIND[mv["take"]]
    if (o, g, t) not in _exchange_options(st, seat):
        raise IllegalMove(f"no exchange of their {mv['give']} for your {mv['take']} is possible with seat {o}: "
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
    it = _pending_item(st)
    if mv["from"] != it["space"]:
        raise IllegalMove(f"the capture to answer is the one on space {it['space']}, not {mv['from']}",
                          rule="retreat")
    if mv["to"] not in _retreat_targets(st, it):
        why = "cannot Retreat" if not it["retreats"] else f"can Retreat only to {_retreat_targets(st, it)}"
        raise IllegalMove(f"your unit on space {it['space']} {why}, not to {mv['to']}: a vacant adjacent space "
                          "not next to any opposing unit", rule="retreat")
    pull = mv.get("pull")
    if pull is not None and pull not in it["pulls"]:
        raise IllegalMove(f"Withdraw!: space {pull} is not an enemy unit you may force to advance "
                          f"(choices: {it['pulls']})", rule="Withdraw!")
    return [Draft("CaptureAnswered", {"space": it["space"], "to": mv["to"], "pull": pull}, seat=seat)]


def _h_concede(st, seat, mv, rng):
    it = _pending_item(st)
    if mv["space"] != it["space"]:
        raise IllegalMove(f"the capture to answer is the one on space {it['space']}, not {mv['space']}",
                          rule="capture")
    if mv["captor"] not in it["captors"]:
        raise IllegalMove(f"seat {mv['captor']} has no claim to capture your unit (claims: {it['captors']})",
                          rule="capture")
    return [Draft("CaptureAnswered", {"space": it["space"], "captor": mv["captor"]}, seat=seat)]


def _h_advance(st, seat, mv, rng):
    for a in st["advances"]:
        if a["to"] == mv["to"] and mv["from"] in a["from"]:
            return [Draft("UnitAdvanced", {"seat": seat, "from": mv["from"], "to": mv["to"]}, seat=seat)]
    raise IllegalMove(f"Advance After Capture moves a unit that made a capture into the captured unit's space; "
                      f"{mv['from']} -> {mv['to']} is not one of those", rule="advance after capture")


def _h_no_advance(st, seat, mv, rng):
    return [Draft("AdvanceDeclined", {"seat": seat}, seat=seat)]


def _h_end_turn(st, seat, mv, rng):
    return [Draft("BerserkDeclined", {"seat": seat}, seat=seat)]


def _h_pass(st, seat, mv, rng):
    if _has_action(st, seat):
        raise IllegalMove("you must Place, Move, Rally or Withdraw when you can; passing is only allowed when "
                          "no action is possible", rule="sequence of play")
    return [Draft("Passed", {"seat": seat}, seat=seat)]


_HANDLERS = {
    ("action", "place"): _h_place, ("action", "move"): _h_move, ("action", "rally"): _h_rally,
    ("action", "withdraw"): _h_withdraw, ("action", "offer_exchange"): _h_offer, ("action", "pass"): _h_pass,
    ("exchange", "answer_exchange"): _h_answer,
    ("decide", "retreat"): _h_retreat, ("decide", "concede"): _h_concede,
    ("advance", "advance"): _h_advance, ("advance", "no_advance"): _h_no_advance,
    ("berserk", "move"): _h_move, ("berserk", "end_turn"): _h_end_turn,
}
_PHASE_HELP = {
    "action": "it is time for your action (place, move, rally, withdraw, offer_exchange)",
    "exchange": "a prisoner exchange awaits an answer (answer_exchange)",
    "decide": "a capture awaits its owner's answer (retreat or concede)",
    "advance": "the mover may Advance After Capture (advance or no_advance)",
    "berserk": "the Dwarf Hero may make its Berserk! move (move or end_turn)",
    "over": "the game is over", "check": "", 
}


# --- reducers (mutate the shallow copy `s` given by evolve; copy nested values they change) --------------
def _r_started(s, d):
    pass


def _r_placed(s, d):
    s["board"] = b = list(s["board"])
    b[d["space"]] = _code(d["seat"], d["kind"])
    s["reserve"] = r = list(s["reserve"])
    r[d["seat"]] = dict(r[d["seat"]], **{d["kind"]: r[d["seat"]][d["kind"]] - 1})
    s["phase"] = "check"


def _r_moved(s, d):
    s["board"] = b = list(s["board"])
    b[d["to"]], b[d["from"]] = b[d["from"]], None
    if d["kind"] == "H":
        s["hero_moved"] = True
    if d.get("berserk"):
        s["berserk_done"] = True
    s["phase"] = "check"


def _r_rally(s, d):
    s["berserk_done"] = True  # "there is no effect and play passes to the next player"
    if d["success"]:
        seat, k, p = d["seat"], d["kind"], d["pile"]
        s["piles"] = piles = list(s["piles"])
        pile = list(piles[p])
        pile.remove(_code(seat, k))
        piles[p] = pile
        if d.get("space") is not None:
            s["board"] = b = list(s["board"])
            b[d["space"]] = _code(seat, k)
        else:
            s["reserve"] = r = list(s["reserve"])
            r[seat] = dict(r[seat], **{k: r[seat][k] + 1})
    s["phase"] = "check"


def _r_withdrawn(s, d):
    s["board"] = b = list(s["board"])
    b[d["space"]] = None
    s["reserve"] = r = list(s["reserve"])
    r[d["seat"]] = dict(r[d["seat"]], M=r[d["seat"]]["M"] + 1)
    s["phase"] = "check"


def _r_offered(s, d):
    s["offer"] = {"seat": d["seat"], "with": d["with"], "give": d["give"], "take": d["take"]}
    s["phase"] = "exchange"


def _r_exchanged(s, d):
    a, o, g, t = d["seat"], d["with"], d["give"], d["take"]
    s["piles"] = piles = list(s["piles"])
    pa, po = list(piles[a]), list(piles[o])
    pa.remove(_code(o, g))
    po.remove(_code(a, t))
    piles[a], piles[o] = pa, po
    s["reserve"] = r = list(s["reserve"])
    r[o] = dict(r[o], **{g: r[o][g] + 1})
    r[a] = dict(r[a], **{t: r[a][t] + 1})
    s["offer"] = None
    s["berserk_done"] = True  # "both units are returned ... and play passes to the next player"
    s["phase"] = "check"


def _r_declined(s, d):
    s["offer"] = None
    s["declined"] = s["declined"] + [d["with"]]
    s["phase"] = "action"


def _r_pending(s, d):
    s["batch"] = {"items": d["items"], "first_strike": d["first_strike"]}
    s["phase"] = "decide"


def _r_answered(s, d):
    items = []
    for it in s["batch"]["items"]:
        if it["space"] == d["space"] and it["choice"] is None:
            ch = {"to": d["to"], "pull": d.get("pull")} if d.get("to") is not None else {"captor": d["captor"]}
            it = dict(it, choice=ch)
        items.append(it)
    s["batch"] = dict(s["batch"], items=items)


def _r_captured(s, d):
    s["board"] = b = list(s["board"])
    s["piles"] = piles = list(s["piles"])
    adv = list(s["advances"])
    turn = s["turn"]
    for c in d["captures"]:
        b[c["space"]] = None
        piles[c["by"]] = sorted(piles[c["by"]] + [_code(c["seat"], c["kind"])])
    for m in d["retreats"] + d["pulls"]:
        b[m["to"]], b[m["from"]] = b[m["from"]], None
    # Advance After Capture: only the mover, only into the space of a unit they captured
    for c in d["captures"]:
        if c["by"] == turn:
            adv = [a for a in adv if a["to"] != c["space"]] + [{"to": c["space"], "from": list(c["from"])}]
    s["advances"] = adv
    s["batch"] = None
    s["phase"] = "check"


def _r_advance_offered(s, d):
    s["advances"] = d["options"]
    s["phase"] = "advance"


def _r_advanced(s, d):
    s["board"] = b = list(s["board"])
    b[d["to"]], b[d["from"]] = b[d["from"]], None
    s["advances"] = [a for a in s["advances"] if a["to"] != d["to"]]
    s["phase"] = "check"


def _r_advance_declined(s, d):
    s["advances"] = []
    s["phase"] = "check"


def _r_berserk_offered(s, d):
    s["phase"] = "berserk"


def _r_berserk_declined(s, d):
    s["berserk_done"] = True
    s["phase"] = "check"


def _r_passed(s, d):
    s["berserk_done"] = True
    s["phase"] = "check"


def _remove_units(s, seat):
    c = str(seat)
    s["board"] = [None if (u is not None and u[0] == c) else u for u in s["board"]]
    s["reserve"] = r = list(s["reserve"])
    r[seat] = {"R": 0, "M": 0, "H": 0}
    s["out"] = o = list(s["out"])
    o[seat] = True
    s["eliminated"] = s["eliminated"] + [seat]
    s["eliminated_at"] = s["eliminated_at"] + [s["turns"]]


def _r_defeated(s, d):
    _remove_units(s, d["seat"])
    if d["seat"] == s["turn"]:
        s["advances"] = []


def _r_removed(s, d):
    seat = d["seat"]
    _remove_units(s, seat)
    ph = s["phase"]
    if seat == s["turn"]:
        # the turn ends; captures left on the map are still resolved first
        s["advances"], s["batch"], s["offer"] = [], None, None
        s["phase"] = "check"
    elif ph == "exchange" and s["offer"]["with"] == seat:
        s["offer"] = None
        s["declined"] = s["declined"] + [seat]
        s["phase"] = "action"
    elif ph in ("decide", "advance"):
        # the pending captures are looked at again on the map without the removed units
        s["batch"] = None
        s["phase"] = "check"


def _r_turn(s, d):
    s["turn"] = d["seat"]
    s["turns"] = d["turns"]
    s["phase"] = "action"
    s["advances"], s["batch"], s["offer"], s["declined"] = [], None, None, []
    s["hero_moved"] = s["berserk_done"] = False


def _r_won(s, d):
    s["winners"] = list(d["seats"])
    s["reason"] = d["reason"]
    s["phase"] = "over"


def _r_limit(s, d):
    s["turns"] = d["turns"]
    s["winners"] = []
    s["reason"] = f"turn limit of {d['turns']} turns reached: a draw, ranked by units left"
    s["phase"] = "over"


_REDUCERS = {
    "GameStarted": _r_started, "UnitPlaced": _r_placed, "UnitMoved": _r_moved, "RallyAttempted": _r_rally,
    "MountedWithdrawn": _r_withdrawn, "ExchangeOffered": _r_offered, "PrisonersExchanged": _r_exchanged,
    "ExchangeDeclined": _r_declined, "CapturesPending": _r_pending, "CaptureAnswered": _r_answered,
    "UnitsCaptured": _r_captured, "AdvanceOffered": _r_advance_offered, "UnitAdvanced": _r_advanced,
    "AdvanceDeclined": _r_advance_declined, "BerserkOffered": _r_berserk_offered,
    "BerserkDeclined": _r_berserk_declined, "Passed": _r_passed, "PlayerDefeated": _r_defeated,
    "PlayerRemoved": _r_removed, "TurnPassed": _r_turn, "GameWon": _r_won, "TurnLimitReached": _r_limit,
}
