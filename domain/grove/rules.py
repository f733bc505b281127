"""Battle for the Grove: two druid circles race to control 2 of 3 Magic Circles with dice.

Seat 0 plays Light, seat 1 plays Dark. Places are the Grove and three Magic Circles. Meeples of
one colour are interchangeable, so a place holds counts: standing and lying, per seat. Every
die is rolled in `decide` and written into the event, so `evolve` is a plain fold.
"""
from __future__ import annotations

from domain.engine import Draft, Field, IllegalMove, MoveType, Outcome, Ruleset
from domain.engine.ruleset import NAMES_APART_SINCE

# --- constants and tables ---------------------------------------------------------------------
GROVE = "grove"
CIRCLES = ("circle-1", "circle-2", "circle-3")
PLACES = (GROVE,) + CIRCLES
COLORS = ("light", "dark")  # by seat
MEEPLES_PER_SEAT = 6
CUBES_PER_SEAT = 20
DICE = 3
CONTROL_CUBES = 7  # "When you have 7 cubes of your color on a Magic Circle, you are said to control it."
CIRCLES_TO_WIN = 2
DEFAULT_TURN_LIMIT = 1000  # turns of both players together
DRAW_REASONS = {
    "turn-limit": "draw: the turn limit was reached without a winner",
    "dead-position": "draw: both cube supplies are empty and nobody controls 2 Magic Circles",
}

# Where a Move may go from each place: any circle but the one it starts at.
_DESTINATIONS = {a: tuple(b for b in CIRCLES if b != a) for a in PLACES}

_PLACE_DOC = "'grove' or a Magic Circle: 'circle-1', 'circle-2', 'circle-3'"
_CIRCLE_DOC = "a Magic Circle: 'circle-1', 'circle-2' or 'circle-3'"
# a place field accepts any place: a move at the Grove has the right shape and is refused by a rule
_CIRCLE_ONLY_DOC = _CIRCLE_DOC + " (the rules refuse the Grove, naming the rule)"

# What the seed says of each action at the Grove, quoted when one is tried there
_NOT_AT_GROVE = {
    "channel": "Channel is done at a Magic Circle, not at the Grove (\"Attempt to channel at a Magic Circle.\")",
    "stun": "you may not Stun at the Grove (\"Note you may not Stun at The Grove.\")",
    "banish": "Banish sends meeples from a Magic Circle back to the Grove, so it is done at a circle "
              "(\"Attempt to banish the opponent's meeples from a Magic Circle back to The Grove\")",
}

MOVE_TYPES = {
    "stand": MoveType(
        "stand",
        "Stand one of your lying meeples up at `place`. Standing at the Grove as your first action "
        "grants a second action this turn (never more than two actions a turn); otherwise the turn "
        "passes.",
        {"place": Field("enum", _PLACE_DOC, choices=PLACES)},
    ),
    "move": MoveType(
        "move",
        "Move ALL your standing meeples from `from` (the Grove or a Magic Circle) to the Magic "
        "Circle `to`. Lying meeples stay. Meeples never move back to the Grove this way.",
        {
            "from": Field("enum", "where your standing meeples are: " + _PLACE_DOC, choices=PLACES),
            "to": Field("enum", "another place, " + _CIRCLE_DOC + " (never the Grove: rule `move`)",
                        choices=PLACES),
        },
    ),
    "channel": MoveType(
        "channel",
        "Roll 3 dice at a Magic Circle: each die <= the number of your standing meeples there is a "
        "success and places one of your cubes (from your 20-cube supply) on it; then cubes of the "
        "two colours cancel in pairs back to the supplies. 7 cubes of your colour control it.",
        {"place": Field("enum", _CIRCLE_ONLY_DOC, choices=PLACES)},
    ),
    "stun": MoveType(
        "stun",
        "Roll 3 dice at a Magic Circle: each die <= the number of your standing meeples there is a "
        "success, counting at most that many successes; each success lays one standing opponent "
        "meeple there down. Not at the Grove.",
        {"place": Field("enum", _CIRCLE_ONLY_DOC, choices=PLACES)},
    ),
    "banish": MoveType(
        "banish",
        "Roll 3 dice at a Magic Circle: each 6 is a success and sends one opponent meeple there "
        "(standing ones first) back to the Grove, lying down.",
        {"place": Field("enum", _CIRCLE_ONLY_DOC, choices=PLACES)},
    ),
    "end_turn": MoveType(
        "end_turn",
        "Decline the second action that a Stand at the Grove granted, and pass the turn.",
    ),
}

OPTIONS = {
    "turn_limit": Field(
        "int",
        "After this many turns without a winner the game is a draw (the seed has no end but a win; "
        "this bound keeps every game finite).",
        required=False, minimum=1, maximum=5000, default=DEFAULT_TURN_LIMIT,
    ),
}


class Grove(Ruleset):
    """Battle for the Grove (seed 000_6ef3d746aa2cd676.txt)."""

    id = "grove"
    # a Stand or a Move involves no die; Channel, Stun and Banish roll dice (docs/rules/grove.md)
    reversible = frozenset({"MeepleStood", "MeeplesMoved", "TurnEnded"})
    agreed_draw = True  # the game already ends drawn at its turn limit or in a dead position
    name = "Battle for the Grove"
    min_seats = 2
    max_seats = 2
    seed_file = "000_6ef3d746aa2cd676.txt"
    # the versions (docs/rules/grove.md, "Versions"): @1 is the same rules with no version recorded
    version = 3
    since = NAMES_APART_SINCE
    changes = ("The rules of version 2; "
               "the game's record no longer holds the players' names, only a sealed fingerprint of each, "
               "so that a player who deletes their account is erased from it.")
    names_in_record = False
    hidden_information = False
    options = OPTIONS
    move_types = MOVE_TYPES

    # --- setup ----------------------------------------------------------------------------
    def initial_state(self, options: dict, n_seats: int) -> dict:
        """All 12 meeples lie in the Grove, no cubes on the circles, 20 cubes in each supply."""
        meeples = {p: {"standing": [0, 0], "lying": [0, 0]} for p in PLACES}
        meeples[GROVE] = {"standing": [0, 0], "lying": [MEEPLES_PER_SEAT, MEEPLES_PER_SEAT]}
        return {
            "turn": 0,
            "to_move": None,
            "second_action": False,
            "meeples": meeples,
            "cubes": {c: [0, 0] for c in CIRCLES},
            "supply": [CUBES_PER_SEAT, CUBES_PER_SEAT],
            "winner": None,
            "draw": None,  # or why the game was drawn: "turn-limit" or "dead-position"
            "turn_limit": int(options.get("turn_limit") or DEFAULT_TURN_LIMIT),
        }

    def setup(self, state: dict, rng) -> list[Draft]:
        """Each player rolls 3 dice; the highest total goes first; ties roll again (all recorded)."""
        drafts = []
        while True:
            dice = [[rng.die(6) for _ in range(DICE)] for _ in range(2)]
            totals = [sum(d) for d in dice]
            first = None if totals[0] == totals[1] else (0 if totals[0] > totals[1] else 1)
            drafts.append(Draft("FirstPlayerRolled", {"dice": dice, "totals": totals, "first": first}))
            if first is not None:
                return drafts

    # --- moves ----------------------------------------------------------------------------
    def legal_moves(self, state: dict, seat: int) -> list[dict]:
        """Every legal move of `seat` now; never empty on that seat's turn."""
        if seat != state["to_move"] or _is_over(state):
            return []
        opp = 1 - seat
        meeples = state["meeples"]
        # Literal dicts: fresh objects for the caller, and the fastest way to build them.
        out = [{"type": "stand", "place": p} for p in PLACES if meeples[p]["lying"][seat]]
        for a in PLACES:
            if meeples[a]["standing"][seat]:
                out += [{"type": "move", "from": a, "to": b} for b in _DESTINATIONS[a]]
        can_channel = state["supply"][seat] > 0
        for c in CIRCLES:
            here = meeples[c]
            mine = here["standing"][seat]
            theirs = here["standing"][opp]
            if mine and can_channel:
                out.append({"type": "channel", "place": c})
            if mine and theirs:
                out.append({"type": "stun", "place": c})
            if theirs or here["lying"][opp]:
                out.append({"type": "banish", "place": c})
        if state["second_action"]:
            out.append({"type": "end_turn"})
        return out

    def decide(self, state: dict, seat: int, move: dict, rng) -> list[Draft]:
        """Check `move` against the rules and return its event, with any dice rolled."""
        if _is_over(state):
            raise IllegalMove("the game is over", rule="game-over")
        if state["to_move"] is None:
            raise IllegalMove("the first player has not been rolled for yet", rule="setup")
        if seat != state["to_move"]:
            raise IllegalMove(f"it is your opponent's turn ({COLORS[state['to_move']].title()} plays now), "
                              "not yours", rule="turn")
        kind = move.get("type") if isinstance(move, dict) else None
        handler = _DECIDERS.get(kind) if isinstance(kind, str) else None
        if handler is None:
            raise IllegalMove(f"unknown move type {kind!r}; moves are {sorted(MOVE_TYPES)}", rule="move-type")
        return handler(state, seat, move, rng)

    # --- the reducer ----------------------------------------------------------------------
    def evolve(self, state: dict, event) -> dict:
        """Apply one event; the turn passes (and the next player's win check runs) here."""
        apply = _REDUCERS.get(event.type)
        if apply is None:
            return state
        return apply(state, event)

    # --- who acts, and the end ------------------------------------------------------------
    def to_act(self, state: dict) -> list[int]:
        """Exactly the player whose turn it is, until the game ends."""
        if state["to_move"] is None or _is_over(state):
            return []
        return [state["to_move"]]

    def outcome(self, state: dict) -> Outcome | None:
        """A win found by the check at the start of a turn, or a draw (turn limit, dead position)."""
        if state["winner"] is not None:
            w = state["winner"]
            return Outcome([w], [w, 1 - w], "controls 2 of 3 Magic Circles at the start of the turn",
                           _scores(state))
        if state["draw"] is not None:
            return Outcome([], [0, 1], DRAW_REASONS[state["draw"]], _scores(state))
        return None

    def view(self, state: dict, seat: int | None) -> dict:
        """Everything is public: the board, supplies, control and whose turn it is."""
        return {
            "colors": {"0": COLORS[0], "1": COLORS[1]},
            "turn": state["turn"],
            "turn_limit": state["turn_limit"],
            "to_move": state["to_move"],
            "second_action": state["second_action"],
            "meeples": {p: {"standing": list(m["standing"]), "lying": list(m["lying"])}
                        for p, m in state["meeples"].items()},
            "cubes": {c: list(v) for c, v in state["cubes"].items()},
            "supply": list(state["supply"]),
            "control": {c: controller(state, c) for c in CIRCLES},
            "winner": state["winner"],
            "draw": state["draw"],
        }

    # --- hooks ----------------------------------------------------------------------------
    def pass_move(self, state: dict, seat: int) -> dict | None:
        """Passing is a rule only for the optional second action after a Stand at the Grove."""
        if state["second_action"] and seat == state["to_move"] and not _is_over(state):
            return {"type": "end_turn"}
        return None

    def evaluate(self, state: dict, seat: int) -> float:
        """Progress towards two controlled circles, then the druids that can channel there."""
        o = self.outcome(state)
        if o is not None:
            return 0.0 if not o.winners else (1.0 if seat in o.winners else -1.0)
        opp = 1 - seat
        cubes = state["cubes"]
        meeples = state["meeples"]
        return score_counts([cubes[c][seat] for c in CIRCLES], [cubes[c][opp] for c in CIRCLES],
                            [meeples[c]["standing"][seat] for c in CIRCLES],
                            [meeples[c]["standing"][opp] for c in CIRCLES],
                            meeples[GROVE]["standing"][seat], meeples[GROVE]["standing"][opp])

    def resources(self) -> dict:
        """The board: places, circles and which colour each seat plays."""
        return {"board": {"places": list(PLACES), "circles": list(CIRCLES), "grove": GROVE,
                          "colors": {"0": COLORS[0], "1": COLORS[1]},
                          "meeples_per_seat": MEEPLES_PER_SEAT, "cubes_per_seat": CUBES_PER_SEAT,
                          "control_cubes": CONTROL_CUBES}}


# --- legality: one decider per move type -----------------------------------------------------
# places as the board labels them (the words of domain/grove/words.py use the same)
PLACE_NAMES = {GROVE: "the Grove", "circle-1": "Magic Circle 1", "circle-2": "Magic Circle 2",
               "circle-3": "Magic Circle 3"}


def _at(place: str) -> str:
    """'in the Grove', 'at Magic Circle 2'."""
    return ("in " if place == GROVE else "at ") + PLACE_NAMES.get(place, str(place))


def _place(move: dict, name: str, allowed: tuple, rule: str) -> str:
    value = move.get(name)
    if value == GROVE and rule in _NOT_AT_GROVE:
        raise IllegalMove(_NOT_AT_GROVE[rule], rule=rule)
    if not isinstance(value, str) or value not in allowed:
        where = "a Magic Circle" if allowed == CIRCLES else "the Grove or a Magic Circle"
        raise IllegalMove(f"{rule.title()} names {where}: {listing_of(PLACE_NAMES[p] for p in allowed)}",
                          rule=rule)
    return value


def listing_of(items) -> str:
    items = list(items)
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} or {items[-1]}"


def _roll(rng) -> list[int]:
    return [rng.die(6) for _ in range(DICE)]


def _decide_stand(state, seat, move, rng):
    place = _place(move, "place", PLACES, "stand")
    if not state["meeples"][place]["lying"][seat]:
        raise IllegalMove(f"Stand: no druid of yours is lying {_at(place)}", rule="stand")
    return [Draft("MeepleStood", {"place": place}, seat=seat)]


def _decide_move(state, seat, move, rng):
    src = _place(move, "from", PLACES, "move")
    dst = _place(move, "to", PLACES, "move")
    if dst == GROVE:
        raise IllegalMove("Move goes from the Grove to a Magic Circle or from a circle to another one, "
                          "never back to the Grove (\"Move all standing meeples from either The Grove to "
                          "a Magic Circle, or all standing meeples from a Magic Circle to another one.\")",
                          rule="move")
    if src == dst:
        raise IllegalMove(f"Move: your druids are {_at(src)} already; move them to another place", rule="move")
    count = state["meeples"][src]["standing"][seat]
    if not count:
        raise IllegalMove(f"Move: no druid of yours is standing {_at(src)}", rule="move")
    return [Draft("MeeplesMoved", {"from": src, "to": dst, "count": count}, seat=seat)]


def _decide_channel(state, seat, move, rng):
    place = _place(move, "place", CIRCLES, "channel")
    druids = state["meeples"][place]["standing"][seat]
    if not druids:
        raise IllegalMove(f"Channel: no druid of yours is standing {_at(place)}, so no die can succeed",
                          rule="channel")
    supply = state["supply"][seat]
    if not supply:
        raise IllegalMove("Channel: your supply of Energy Cubes is empty", rule="channel")
    dice = _roll(rng)
    successes = sum(1 for d in dice if d <= druids)
    placed = min(successes, supply)
    mine = state["cubes"][place][seat] + placed
    theirs = state["cubes"][place][1 - seat]
    cancelled = min(mine, theirs)
    return [Draft("EnergyChanneled", {"place": place, "dice": dice, "successes": successes,
                                      "placed": placed, "cancelled": cancelled}, seat=seat)]


def _decide_stun(state, seat, move, rng):
    place = _place(move, "place", CIRCLES, "stun")
    here = state["meeples"][place]
    druids = here["standing"][seat]
    if not druids:
        raise IllegalMove(f"Stun: no druid of yours is standing {_at(place)}", rule="stun")
    targets = here["standing"][1 - seat]
    if not targets:
        raise IllegalMove(f"Stun: no druid of your opponent's is standing {_at(place)} to lay down", rule="stun")
    dice = _roll(rng)
    successes = min(druids, sum(1 for d in dice if d <= druids))
    stunned = min(successes, targets)
    return [Draft("MeeplesStunned", {"place": place, "dice": dice, "successes": successes,
                                     "stunned": stunned}, seat=seat)]


def _decide_banish(state, seat, move, rng):
    place = _place(move, "place", CIRCLES, "banish")
    here = state["meeples"][place]
    opp = 1 - seat
    standing, lying = here["standing"][opp], here["lying"][opp]
    if not standing + lying:
        raise IllegalMove(f"Banish: no druid of your opponent's is {_at(place)}", rule="banish")
    dice = _roll(rng)
    successes = sum(1 for d in dice if d == 6)
    from_standing = min(successes, standing)
    from_lying = min(successes - from_standing, lying)
    return [Draft("MeeplesBanished", {"place": place, "dice": dice, "successes": successes,
                                      "standing": from_standing, "lying": from_lying}, seat=seat)]


def _decide_end_turn(state, seat, move, rng):
    if not state["second_action"]:
        raise IllegalMove("You may end your turn early only after a Stand in the Grove gave you a second "
                          "action; otherwise take an action", rule="second-action")
    return [Draft("TurnEnded", {}, seat=seat)]


_DECIDERS = {
    "stand": _decide_stand,
    "move": _decide_move,
    "channel": _decide_channel,
    "stun": _decide_stun,
    "banish": _decide_banish,
    "end_turn": _decide_end_turn,
}


# --- the reducer ----------------------------------------------------------------------------
def _first_player_rolled(state, ev):
    first = ev.data.get("first")
    if first is None:
        return state
    return _start_turn(dict(state), first)


def _meeple_stood(state, ev):
    seat, place = ev.seat, ev.data["place"]
    new = dict(state)
    here = state["meeples"][place]
    new["meeples"] = _with_place(state["meeples"], place,
                                 _bump(here["standing"], seat, 1), _bump(here["lying"], seat, -1))
    if place == GROVE and not state["second_action"]:
        new["second_action"] = True  # "If this action was taken at The Grove, you may take a second action"
        return new
    return _pass_turn(new)


def _meeples_moved(state, ev):
    seat, src, dst, n = ev.seat, ev.data["from"], ev.data["to"], ev.data["count"]
    m = state["meeples"]
    meeples = _with_place(m, src, _bump(m[src]["standing"], seat, -n), m[src]["lying"])
    meeples = _with_place(meeples, dst, _bump(m[dst]["standing"], seat, n), m[dst]["lying"])
    new = dict(state)
    new["meeples"] = meeples
    return _pass_turn(new)


def _energy_channeled(state, ev):
    seat, place, placed, cancelled = ev.seat, ev.data["place"], ev.data["placed"], ev.data["cancelled"]
    opp = 1 - seat
    cubes = list(state["cubes"][place])
    cubes[seat] += placed - cancelled
    cubes[opp] -= cancelled
    supply = list(state["supply"])
    supply[seat] += cancelled - placed
    supply[opp] += cancelled
    new = dict(state)
    new["cubes"] = {**state["cubes"], place: cubes}
    new["supply"] = supply
    return _pass_turn(new)


def _meeples_stunned(state, ev):
    opp, place, n = 1 - ev.seat, ev.data["place"], ev.data["stunned"]
    here = state["meeples"][place]
    new = dict(state)
    new["meeples"] = _with_place(state["meeples"], place,
                                 _bump(here["standing"], opp, -n), _bump(here["lying"], opp, n))
    return _pass_turn(new)


def _meeples_banished(state, ev):
    opp, place = 1 - ev.seat, ev.data["place"]
    s, l = ev.data["standing"], ev.data["lying"]
    m = state["meeples"]
    meeples = _with_place(m, place, _bump(m[place]["standing"], opp, -s), _bump(m[place]["lying"], opp, -l))
    meeples = _with_place(meeples, GROVE, m[GROVE]["standing"], _bump(m[GROVE]["lying"], opp, s + l))
    new = dict(state)
    new["meeples"] = meeples
    return _pass_turn(new)


def _turn_ended(state, ev):
    return _pass_turn(dict(state))


_REDUCERS = {
    "FirstPlayerRolled": _first_player_rolled,
    "MeepleStood": _meeple_stood,
    "MeeplesMoved": _meeples_moved,
    "EnergyChanneled": _energy_channeled,
    "MeeplesStunned": _meeples_stunned,
    "MeeplesBanished": _meeples_banished,
    "TurnEnded": _turn_ended,
}


# --- helpers --------------------------------------------------------------------------------
def controller(state: dict, circle: str) -> int | None:
    """The seat with 7 or more cubes on `circle`, or None."""
    cubes = state["cubes"][circle]
    if cubes[0] >= CONTROL_CUBES:
        return 0
    if cubes[1] >= CONTROL_CUBES:
        return 1
    return None


def controlled(state: dict, seat: int) -> list[str]:
    """The circles `seat` controls."""
    return [c for c in CIRCLES if state["cubes"][c][seat] >= CONTROL_CUBES]


def _count_controlled(cubes: dict, seat: int) -> int:
    n = 0
    for c in CIRCLES:
        if cubes[c][seat] >= CONTROL_CUBES:
            n += 1
    return n


def _is_over(state: dict) -> bool:
    return state["winner"] is not None or state["draw"] is not None


def _scores(state: dict) -> dict:
    return {0: len(controlled(state, 0)), 1: len(controlled(state, 1))}


def score_counts(my_cubes: list, their_cubes: list, my_standing: list, their_standing: list,
                 my_ready: int, their_ready: int) -> float:
    """evaluate of a game still going, from counts per circle (mine, the opponent's) and the
    standing meeples in the Grove: progress towards two controlled circles, then the druids that
    can channel there. Shared with the fast path (fast.py)."""
    # Each circle's net cubes map to a share: 7 is full control.
    shares = sorted(_share(a - b) for a, b in zip(my_cubes, their_cubes))
    # Two circles win, so the middle one (the decisive second circle) weighs double.
    race = max(-1.0, (shares[0] + 2 * shares[1] + shares[2]) / 4.0)
    # A die succeeds with chance druids/6, so one strong circle is what channels.
    power = (max(my_standing) - max(their_standing)) / 6.0
    presence = (sum(my_standing) - sum(their_standing)) / 6.0
    ready = (my_ready - their_ready) / 6.0
    # Cubes piled far beyond control are a supply that can no longer channel elsewhere.
    waste = sum(max(0, a - 9) - max(0, b - 9) for a, b in zip(my_cubes, their_cubes)) / 20.0
    score = 0.7 * race + 0.1 * power + 0.1 * presence + 0.05 * ready - 0.05 * waste
    return max(-0.95, min(0.95, score))


def _share(net: int) -> float:
    """A circle's worth in about [-1, 1] from the net cubes on it (mine minus the opponent's)."""
    if net >= -CONTROL_CUBES:
        # Cubes beyond 7 add nothing to a control already held: better spend them elsewhere.
        return min(net, CONTROL_CUBES) / CONTROL_CUBES
    # Eating into a deep opposing stack still matters: it is the way to break their control.
    return -1.0 - 0.03 * (-net - CONTROL_CUBES)


def _bump(pair: list, seat: int, delta: int) -> list:
    out = list(pair)
    out[seat] += delta
    return out


def _with_place(meeples: dict, place: str, standing: list, lying: list) -> dict:
    out = dict(meeples)
    out[place] = {"standing": standing, "lying": lying}
    return out


def _pass_turn(new: dict) -> dict:
    """The action is done: the turn passes; past the turn limit, a turn that is not won is a draw."""
    new = _start_turn(new, 1 - new["to_move"])
    if new["winner"] is None and new["turn"] > new["turn_limit"]:
        new["draw"] = "turn-limit"
    return new


def _start_turn(new: dict, seat: int) -> dict:
    """Step 1 of a turn: "Check and see if you win by controlling 2 of 3 Magic Circles.\""""
    new["to_move"] = seat
    new["turn"] = new["turn"] + 1
    new["second_action"] = False
    cubes = new["cubes"]
    if _count_controlled(cubes, seat) >= CIRCLES_TO_WIN:
        new["winner"] = seat
    elif not any(new["supply"]) and _count_controlled(cubes, 1 - seat) < CIRCLES_TO_WIN:
        # Dead position: with both supplies empty no cube can ever be placed or cancelled again,
        # so control is frozen and nobody can reach two circles.
        new["draw"] = "dead-position"
    return new
