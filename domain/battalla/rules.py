"""Battalla!: a two-player lane battle card game (seed 004_8b5466689915fb11.txt).

The mat (seat 0 looks "up" the rows, seat 1 "down"):
    row 4  seat 1 summoning row
    row 3  seat 1 front row
    row 2  neutral zone
    row 1  seat 0 front row
    row 0  seat 0 summoning row
with LANES lanes across, plus one field zone per seat. A cell is row * LANES + lane.
Card effects are data (cards.py) interpreted by `_run_ops`; combat and every effect go through
one chain that resolves in reverse, with a React window for the opponent when it can answer.
"""
from __future__ import annotations

import itertools
import math
from collections import Counter

from domain.engine import Draft, Event, Field, IllegalMove, InvalidOptions, MoveType, Outcome, Ruleset, clone

from .cards import ASSIST, CARDS, FIELD, HERO, POOL, STARTER_DECKS, UNIT, starter

# --- constants and tables -------------------------------------------------------------------
LANES = 3
ROWS = 5
CELLS = LANES * ROWS
BASE_STAMINA = 5
HAND_SIZE = 5
PENALTY = 5
SPEED_PENALTY = 3
SUMMON_ROW = (0, 4)
FRONT_ROW = (1, 3)
FORWARD = (1, -1)
MOVE_COST = ATTACK_COST = 1
MIN_DECK, MAX_DECK, MAX_COPIES, MAX_HEROES = 40, 60, 3, 5

ROW_OF = [c // LANES for c in range(CELLS)]
LANE_OF = [c % LANES for c in range(CELLS)]
# the rows of a seat's opponent where a card of that seat may attack directly
ENEMY_ROWS = ((3, 4), (1, 0))
COMBAT_SELECTORS = ("attacker", "defender")


def _cell(row: int, lane: int) -> int:
    return row * LANES + lane


def _step(c: int, drow: int, dlane: int):
    """The cell one step away, or None off the mat."""
    r, l = ROW_OF[c] + drow, LANE_OF[c] + dlane
    if 0 <= r < ROWS and 0 <= l < LANES:
        return _cell(r, l)
    return None


def _facing(c: int, seat: int):
    """The cell directly in front of `c` for `seat` (None off the mat)."""
    return _step(c, FORWARD[seat], 0)


def _static(card_id: str, attached: bool) -> dict:
    """Sum of the static modifiers a card gives (attached=True: what it gives its host)."""
    out = {"atk": 0, "health": 0, "stamina": 0, "grant": []}
    for e in CARDS[card_id]["effects"]:
        if e["trigger"] == "static" and bool(e.get("attached")) == attached:
            s = e["static"]
            out["atk"] += s.get("atk", 0)
            out["health"] += s.get("health", 0)
            out["stamina"] += s.get("stamina", 0)
            if "grant" in s:
                out["grant"].append(s["grant"])
    return out


OWN_STATIC = {cid: _static(cid, False) for cid in CARDS}
GIVEN_STATIC = {cid: _static(cid, True) for cid in CARDS}

# --- moves ---------------------------------------------------------------------------------
_CELL = Field("int", "a space of the mat: row * 3 + lane (rows 0-4 from seat 0's summoning row)", minimum=0, maximum=CELLS - 1)
_OPT_CELL = Field("int", "a chosen card's space (row * 3 + lane), when the card or effect needs a target",
                  required=False, minimum=0, maximum=CELLS - 1)
_OPT_DISCARD = Field("str", "a card id from your hand to Discard, when the effect needs it", required=False)
_OPT_SACRIFICE = Field("int", "the space of a card you control to Sacrifice, when the effect needs it",
                       required=False, minimum=0, maximum=CELLS - 1)
_CARD = Field("str", "a card id (see GET /v1/rulesets/battalla/cards)")

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
                     {"card": _CARD, "lane": Field("int", "the lane to summon into", required=False, minimum=0, maximum=LANES - 1),
                      "target": _OPT_CELL, "discard": _OPT_DISCARD, "sacrifice": _OPT_SACRIFICE,
                      "replace": Field("int", "the space of the card you control this Replace card takes", required=False,
                                       minimum=0, maximum=CELLS - 1)}),
    "summon_hero": MoveType("summon_hero", "Summon a Hero from your Hero Deck into your summoning row (no stamina; one per turn; "
                            "lane restrictions apply).",
                            {"card": _CARD, "lane": Field("int", "the lane", minimum=0, maximum=LANES - 1)}),
    "activate": MoveType("activate", "Activate effect number `effect` of your card at `cell`, paying its (#) stamina and its "
                         "Discard/Sacrifice cost.",
                         {"cell": _CELL, "effect": Field("int", "the effect's index in the card's effects", minimum=0, maximum=9),
                          "target": _OPT_CELL, "discard": _OPT_DISCARD, "sacrifice": _OPT_SACRIFICE}),
    "move": MoveType("move", "Move your card at `cell` one space to `to` for 1 stamina (once per turn; sideways only in "
                     "your own summoning row, otherwise forward).", {"cell": _CELL, "to": _CELL}),
    "attack": MoveType("attack", "Your card at `cell` attacks the opposing card directly in front of it, for 1 stamina "
                       "(once per turn).", {"cell": _CELL}),
    "direct_attack": MoveType("direct_attack", "Your card at `cell`, in the opponent's front or summoning row, attacks directly "
                              "for 1 stamina: the opponent draws from their penalty pile; a unit returns to your hand, a "
                              "hero to your summoning row.", {"cell": _CELL}),
    "react": MoveType("react", "Answer the opponent with a React: effect `effect` of your card at `cell`, or a React Assist "
                      "`card` from your hand.",
                      {"cell": Field("int", "the space of your card with the React", required=False, minimum=0, maximum=CELLS - 1),
                       "effect": Field("int", "its effect index", required=False, minimum=0, maximum=9),
                       "card": Field("str", "a React Assist card id from your hand", required=False)}),
    "decline": MoveType("decline", "Do not React: the chain resolves."),
    "pass_turn": MoveType("pass_turn", "Declare \"Pass turn\": end-of-turn effects, then the opponent's turn."),
}


def _deck_of(spec) -> dict:
    """The {"main", "heroes"} of an option value: a starter name or a custom deck."""
    if isinstance(spec, str):
        return starter(spec)
    return {"main": list(spec.get("main", [])), "heroes": list(spec.get("heroes", []))}


def deck_problems(spec) -> list[str]:
    """What is wrong with a deck option value (empty when it is a legal deck)."""
    if isinstance(spec, str):
        return [] if spec in STARTER_DECKS else [f"unknown starter deck {spec!r}; starters are {sorted(STARTER_DECKS)}"]
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


def _illegal(detail: str, rule: str):
    raise IllegalMove(detail, rule=rule)


class _Ctx:
    """A decision in progress: drafts so far and the state after them."""

    __slots__ = ("rs", "state", "rng", "drafts")

    def __init__(self, rs, state, rng):
        self.rs, self.state, self.rng, self.drafts = rs, state, rng, []

    def emit(self, type_: str, data: dict, private: dict | None = None, seat: int | None = None) -> None:
        private = private or {}
        self.drafts.append(Draft(type_, data, private, seat))
        self.state = self.rs.evolve(self.state, Event(0, type_, seat, data, private))


class Battalla(Ruleset):
    """Battalla!: move units into the opponent's rows and attack directly."""

    id = "battalla"
    name = "Battalla!"
    min_seats = 2
    max_seats = 2
    seed_file = "004_8b5466689915fb11.txt"
    hidden_information = True
    options = {
        "deck_0": Field("any", "seat 0's deck: a starter name (olympus, wildwood) or "
                        '{"main": [40-60 card ids, max 3 copies], "heroes": [up to 5 unique Hero ids]}',
                        required=False, default="olympus"),
        "deck_1": Field("any", "seat 1's deck (as deck_0)", required=False, default="wildwood"),
        "speed": Field("bool", "speed format: 3-card penalty piles instead of 5", required=False, default=False),
        "turn_limit": Field("int", "the game ends after this many turns (the player with more penalty cards left wins)",
                            required=False, minimum=10, maximum=1000, default=100),
    }
    move_types = MOVE_TYPES

    # --- options and set-up -------------------------------------------------------------
    def check_options(self, options) -> dict:
        """Defaults filled in; each deck checked against the deck-building rules."""
        out = super().check_options(options)
        errors = {}
        for key in ("deck_0", "deck_1"):
            problems = deck_problems(out[key])
            if problems:
                errors[f"options.{key}"] = "; ".join(problems)
        if errors:
            raise InvalidOptions("invalid deck: " + "; ".join(f"{k}: {v}" for k, v in sorted(errors.items())), errors=errors)
        return out

    def resources(self) -> dict:
        """The card pool and the starter decks."""
        return {"cards": POOL, "decks": {n: starter(n) for n in STARTER_DECKS}}

    def initial_state(self, options: dict, n_seats: int) -> dict:
        """An empty mat with both decks (unshuffled) and Hero Decks."""
        decks = [_deck_of(options.get("deck_0", "olympus")), _deck_of(options.get("deck_1", "wildwood"))]
        return {
            "phase": "setup", "turn": 0, "active": 0, "first": None, "die_winner": None,
            "penalty_size": SPEED_PENALTY if options.get("speed") else PENALTY,
            "turn_limit": options.get("turn_limit", 100),
            "decklists": decks,
            "deck": [list(d["main"]) for d in decks], "hand": [[], []], "penalty": [[], []],
            "heroes": [list(d["heroes"]) for d in decks], "discard": [[], []],
            "fieldzone": [None, None], "board": [None] * CELLS, "stamina": [0, 0],
            "hero_summoned": False, "mulliganed": [False, False],
            "chain": [], "window": None, "responded": False, "combat": None,
            "next_uid": 1, "loser": None, "end": None,
        }

    def setup(self, state: dict, rng) -> list[Draft]:
        """Shuffle both decks, roll for who chooses the order, deal 5 cards each."""
        ctx = _Ctx(self, state, rng)
        for s in (0, 1):
            ctx.emit("DeckShuffled", {"seat": s}, {"server": {"order": rng.shuffled(state["deck"][s])}})
        rolls = []
        while True:
            a, b = rng.die(), rng.die()
            rolls.append([a, b])
            if a != b:
                break
        ctx.emit("DieRolled", {"rolls": rolls, "winner": 0 if a > b else 1})
        for s in (0, 1):
            _draw(ctx, s, HAND_SIZE)
        return ctx.drafts

    # --- who acts, and what they may do ---------------------------------------------------
    def to_act(self, state: dict) -> list[int]:
        """The die winner, the seats still to mulligan, the responder of a window, or the turn player."""
        phase = state["phase"]
        if phase == "order":
            return [state["die_winner"]]
        if phase == "mulligan":
            return [s for s in (0, 1) if not state["mulliganed"][s]]
        if phase == "play":
            return [state["window"]] if state["window"] is not None else [state["active"]]
        return []

    def legal_moves(self, state: dict, seat: int) -> list[dict]:
        """Every legal move of `seat` now."""
        if seat not in self.to_act(state):
            return []
        phase = state["phase"]
        if phase == "order":
            return [{"type": "choose_order", "first": True}, {"type": "choose_order", "first": False}]
        if phase == "mulligan":
            counts = sorted(Counter(state["hand"][seat]).items())
            out = []
            for combo in itertools.product(*[range(n + 1) for _, n in counts]):
                cards = [cid for (cid, _), k in zip(counts, combo) for _ in range(k)]
                out.append({"type": "mulligan", "cards": cards})
            return out
        if state["window"] is not None:
            return self._react_moves(state, seat) + [{"type": "decline"}]
        moves = [{"type": "pass_turn"}]
        for kind in ("play", "summon_hero", "activate", "move", "attack"):
            moves += self._KINDS[kind](self, state, seat)
        return moves

    def _legal_of_kind(self, state, seat, kind):
        """The legal moves that may be of this type (all of them outside the turn phase)."""
        if seat not in self.to_act(state) or state["phase"] != "play" or state["window"] is not None \
                or kind in ("pass_turn", "react", "decline"):
            return self.legal_moves(state, seat)
        return self._KINDS.get(kind, lambda *_: [])(self, state, seat)

    def _play_moves(self, state, seat):
        out = []
        stamina = state["stamina"][seat]
        hand = state["hand"][seat]
        for cid in sorted(set(hand)):
            card = CARDS[cid]
            if card["cost"] > stamina or "React" in card["keywords"] and card["type"] == ASSIST:
                continue
            base = {"type": "play", "card": cid}
            if card["type"] == UNIT:
                for lane in range(LANES):
                    if _can_summon(state, seat, lane):
                        out.append({**base, "lane": lane})
                if "Replace" in card["keywords"]:
                    out += [{**base, "replace": c} for c in _own_cells(state, seat)]
                if card.get("attach_from_hand"):
                    out += [{**base, "target": c} for c in _own_cells(state, seat)]
            elif card["type"] == FIELD:
                out.append(base)
            elif card["type"] == ASSIST:
                if card.get("attach"):
                    cells = _own_cells(state, seat) if card["attach"] == "ally" else _own_cells(state, 1 - seat)
                    out += [{**base, "target": c} for c in cells]
                else:
                    eff = _play_effect(cid)
                    out += [{**base, **x} for x in _choices(state, seat, eff, None, cid)]
        return out

    def _hero_moves(self, state, seat):
        if state["hero_summoned"]:
            return []
        lanes = [lane for lane in range(LANES) if _can_summon(state, seat, lane)]
        return [{"type": "summon_hero", "card": cid, "lane": lane} for cid in sorted(set(state["heroes"][seat])) for lane in lanes]

    def _activate_moves(self, state, seat):
        out = []
        for c in _own_cells(state, seat):
            p = state["board"][c]
            for i, e in enumerate(CARDS[p["card"]]["effects"]):
                if e["trigger"] != "activate" or e.get("cost", 0) > state["stamina"][seat]:
                    continue
                if e.get("once") and i in p["used"]:
                    continue
                base = {"type": "activate", "cell": c, "effect": i}
                out += [{**base, **x} for x in _choices(state, seat, e, c, None)]
        return out

    def _step_moves(self, state, seat):
        if state["stamina"][seat] < MOVE_COST:
            return []
        board = state["board"]
        out = []
        for c in _own_cells(state, seat):
            if board[c]["moved"]:
                continue
            out += [{"type": "move", "cell": c, "to": t} for t in _destinations(state, c, seat)]
        return out

    def _attack_moves(self, state, seat):
        if state["stamina"][seat] < ATTACK_COST:
            return []
        out = []
        for c in _own_cells(state, seat):
            p = state["board"][c]
            if not _can_attack_now(state, p):
                continue
            f = _facing(c, seat)
            if f is not None and state["board"][f] is not None and state["board"][f]["owner"] != seat:
                out.append({"type": "attack", "cell": c})
            if ROW_OF[c] in ENEMY_ROWS[seat]:
                out.append({"type": "direct_attack", "cell": c})
        return out

    def _react_moves(self, state, seat):
        if state["phase"] != "play" or seat == state["active"]:
            return []
        stamina = state["stamina"][seat]
        out = []
        for c in _own_cells(state, seat):
            p = state["board"][c]
            for i, e in enumerate(CARDS[p["card"]]["effects"]):
                if e["trigger"] == "react" and e.get("cost", 0) <= stamina and not (e.get("once") and i in p["used"]) \
                        and _react_usable(state, e):
                    out.append({"type": "react", "cell": c, "effect": i})
        for cid in sorted(set(state["hand"][seat])):
            card = CARDS[cid]
            if card["type"] == ASSIST and "React" in card["keywords"] and card["cost"] <= stamina \
                    and _react_usable(state, _react_effect(cid)):
                out.append({"type": "react", "card": cid})
        return out

    _KINDS = {"play": _play_moves, "summon_hero": _hero_moves, "activate": _activate_moves, "move": _step_moves,
              "attack": _attack_moves, "direct_attack": _attack_moves}

    # --- decide ----------------------------------------------------------------------------
    def decide(self, state: dict, seat: int, move: dict, rng) -> list[Draft]:
        """Validate a move and return its events."""
        kind = move["type"]
        phase = state["phase"]
        if phase == "over":
            _illegal("the game is over", "game over")
        if kind == "choose_order":
            if phase != "order" or seat != state["die_winner"]:
                _illegal("only the winner of the die roll chooses who goes first, before the game begins", "die roll")
        elif kind == "mulligan":
            if phase != "mulligan" or state["mulliganed"][seat]:
                _illegal("the mulligan happens once, after the order is chosen", "mulligan")
            need, have = Counter(move["cards"]), Counter(state["hand"][seat])
            for cid, n in need.items():
                if have[cid] < n:
                    _illegal(f"you cannot shuffle back {n} x {cid!r}: your hand holds {have[cid]}", "mulligan")
        elif phase != "play":
            _illegal(f"the game has not begun: it is the {phase} step", "setup")
        elif state["window"] is not None:
            if kind not in ("react", "decline"):
                _illegal(f"seat {state['window']} must React or decline before anything else happens", "react")
        elif kind in ("react", "decline"):
            _illegal("there is nothing to React to now", "react")
        if kind not in ("choose_order", "mulligan"):
            self._explain(state, seat, move)
        norm = {k: v for k, v in move.items() if v is not None}
        if kind == "mulligan":
            norm["cards"] = sorted(norm["cards"])
        if norm not in self._legal_of_kind(state, seat, kind):
            _illegal(f"this {kind} move is not allowed now: {_describe(norm)}", kind)
        ctx = _Ctx(self, state, rng)
        getattr(self, "_do_" + kind)(ctx, seat, norm)
        return ctx.drafts

    def _explain(self, state, seat, move):
        """Raise the specific rule a play/activate/move/attack breaks (the legal-move check backs it up)."""
        kind = move["type"]
        board = state["board"]
        if kind in ("activate", "move", "attack", "direct_attack") or (kind == "react" and "cell" in move):
            c = move.get("cell")
            if c is None or board[c] is None:
                _illegal(f"there is no card at space {c}", "no card")
            if board[c]["owner"] != seat:
                _illegal(f"the card at space {c} ({board[c]['card']}) is not yours", "not yours")
            p = board[c]
            if kind == "move":
                if p["moved"]:
                    _illegal(f"{p['card']} has already moved this turn: each card can move once per turn", "move once")
                if move["to"] not in _destinations(state, c, seat):
                    _illegal(f"{p['card']} cannot move from {c} to {move['to']}: cards move one space, sideways only "
                             "in their owner's summoning row, otherwise forward, never onto another card", "movement")
            if kind in ("attack", "direct_attack"):
                if p["attacked"]:
                    _illegal(f"{p['card']} has already attacked this turn", "attack once")
                if not _can_attack_now(state, p):
                    _illegal(f"{p['card']} cannot attack the turn it is summoned (no Surprise)", "summoning sickness")
                if kind == "direct_attack" and ROW_OF[c] not in ENEMY_ROWS[seat]:
                    _illegal(f"{p['card']} at space {c} is not in the opponent's front or summoning row", "direct attack")
                if kind == "attack":
                    f = _facing(c, seat)
                    if f is None or board[f] is None or board[f]["owner"] == seat:
                        _illegal(f"no opposing card faces {p['card']} at space {c}", "combat")
            if kind in ("move", "attack", "direct_attack") and state["stamina"][seat] < 1:
                _illegal(f"moving or attacking costs 1 stamina; you have {state['stamina'][seat]}", "stamina")
            if kind == "activate":
                effects = CARDS[p["card"]]["effects"]
                i = move["effect"]
                if i >= len(effects) or effects[i]["trigger"] != "activate":
                    _illegal(f"{p['card']} has no activated effect number {i}", "effect")
                if effects[i].get("once") and i in p["used"]:
                    _illegal(f"{p['card']}'s effect {i} is 1/turn and was already used this turn", "1/turn")
                if effects[i].get("cost", 0) > state["stamina"][seat]:
                    _illegal(f"this effect costs ({effects[i]['cost']}) stamina; you have {state['stamina'][seat]}", "stamina")
        if kind in ("play", "summon_hero") or (kind == "react" and "card" in move):
            cid = move.get("card")
            zone = state["heroes"][seat] if kind == "summon_hero" else state["hand"][seat]
            if cid not in zone:
                where = "Hero Deck" if kind == "summon_hero" else "hand"
                _illegal(f"{cid!r} is not in your {where}", "not in " + where.lower())
            if kind == "summon_hero" and state["hero_summoned"]:
                _illegal("you have already summoned a Hero this turn", "one hero per turn")
            if kind == "play" and CARDS[cid]["cost"] > state["stamina"][seat]:
                _illegal(f"{cid} costs {CARDS[cid]['cost']} stamina; you have {state['stamina'][seat]}", "stamina")
            lane = move.get("lane")
            if lane is not None and not _can_summon(state, seat, lane):
                _illegal(f"you cannot summon into lane {lane}: you already control a card in that lane, or its "
                         "summoning space is taken (lane restrictions)", "lane restrictions")

    def _do_choose_order(self, ctx, seat, move):
        first = seat if move["first"] else 1 - seat
        ctx.emit("OrderChosen", {"seat": seat, "first": first}, seat=seat)

    def _do_mulligan(self, ctx, seat, move):
        cards = move["cards"]
        private = {str(seat): {"returned": cards}}
        if cards:
            private["server"] = {"order": ctx.rng.shuffled(ctx.state["deck"][seat] + cards)}
        ctx.emit("MulliganTaken", {"seat": seat, "count": len(cards)}, private, seat=seat)
        if cards:
            _draw(ctx, seat, len(cards))
        if all(ctx.state["mulliganed"]):
            ctx.emit("PenaltyPilesSet", {"size": ctx.state["penalty_size"]})
            self._start_turn(ctx, ctx.state["first"])

    def _do_pass_turn(self, ctx, seat, move):
        self._run_triggers(ctx, seat, "end")
        if ctx.state["loser"] is not None:
            return
        ctx.emit("TurnEnded", {"seat": seat}, seat=seat)
        self._start_turn(ctx, 1 - seat)

    def _do_play(self, ctx, seat, move):
        cid = move["card"]
        card = CARDS[cid]
        ctx.emit("StaminaChanged", {"seat": seat, "delta": -card["cost"], "why": cid})
        if card["type"] == FIELD:
            ctx.emit("FieldPlayed", {"seat": seat, "card": cid}, seat=seat)
            return
        if card["type"] == UNIT:
            if "replace" in move:
                old = ctx.state["board"][move["replace"]]
                ctx.emit("CardReplaced", {"seat": seat, "card": cid, "cell": move["replace"], "uid": ctx.state["next_uid"],
                                          "replaced": old["uid"], "replaced_card": old["card"]}, seat=seat)
            elif "target" in move:
                host = ctx.state["board"][move["target"]]
                ctx.emit("CardAttached", {"seat": seat, "card": cid, "host": host["uid"], "from": "hand"}, seat=seat)
                return
            else:
                _summon(ctx, seat, cid, _cell(SUMMON_ROW[seat], move["lane"]), "hand")
            uid = ctx.state["next_uid"] - 1
            self._summon_triggers(ctx, seat, uid, cid)
            self._advance(ctx)
            return
        # an Assist: pay its extra cost, put it on the chain
        self._pay_needs(ctx, seat, move)
        target = ctx.state["board"][move["target"]]["uid"] if "target" in move else None
        eff = -1 if card.get("attach") else CARDS[cid]["effects"].index(_play_effect(cid))
        _add_link(ctx, seat, cid, eff, None, target, "assist")
        self._advance(ctx)

    def _do_summon_hero(self, ctx, seat, move):
        _summon(ctx, seat, move["card"], _cell(SUMMON_ROW[seat], move["lane"]), "hero_deck")
        uid = ctx.state["next_uid"] - 1
        self._summon_triggers(ctx, seat, uid, move["card"])
        self._advance(ctx)

    def _do_activate(self, ctx, seat, move):
        p = ctx.state["board"][move["cell"]]
        e = CARDS[p["card"]]["effects"][move["effect"]]
        if e.get("cost"):
            ctx.emit("StaminaChanged", {"seat": seat, "delta": -e["cost"], "why": p["card"]})
        self._pay_needs(ctx, seat, move)
        target = ctx.state["board"][move["target"]]["uid"] if "target" in move else None
        _add_link(ctx, seat, p["card"], move["effect"], p["uid"], target, "activate")
        self._advance(ctx)

    def _do_move(self, ctx, seat, move):
        ctx.emit("StaminaChanged", {"seat": seat, "delta": -MOVE_COST, "why": "move"})
        ctx.emit("CardMoved", {"uid": ctx.state["board"][move["cell"]]["uid"], "from": move["cell"], "to": move["to"]}, seat=seat)

    def _do_attack(self, ctx, seat, move):
        self._declare(ctx, seat, move["cell"], False)

    def _do_direct_attack(self, ctx, seat, move):
        self._declare(ctx, seat, move["cell"], True)

    def _do_react(self, ctx, seat, move):
        if "card" in move:
            cid = move["card"]
            ctx.emit("StaminaChanged", {"seat": seat, "delta": -CARDS[cid]["cost"], "why": cid})
            eff = CARDS[cid]["effects"].index(_react_effect(cid))
            _add_link(ctx, seat, cid, eff, None, None, "assist")
        else:
            p = ctx.state["board"][move["cell"]]
            e = CARDS[p["card"]]["effects"][move["effect"]]
            if e.get("cost"):
                ctx.emit("StaminaChanged", {"seat": seat, "delta": -e["cost"], "why": p["card"]})
            _add_link(ctx, seat, p["card"], move["effect"], p["uid"], None, "react")
        self._advance(ctx)

    def _do_decline(self, ctx, seat, move):
        ctx.emit("ReactDeclined", {"seat": seat}, seat=seat)
        self._advance(ctx)

    # --- turn structure, combat and the chain -----------------------------------------------
    def _start_turn(self, ctx, seat):
        st = ctx.state
        if st["turn"] >= st["turn_limit"]:
            left = [len(st["penalty"][0]), len(st["penalty"][1])]
            winners = [] if left[0] == left[1] else [0 if left[0] > left[1] else 1]
            ctx.emit("TurnLimitReached", {"turns": st["turn"], "penalty_left": left, "winners": winners})
            return
        ctx.emit("TurnStarted", {"seat": seat, "turn": st["turn"] + 1})
        if ctx.state["turn"] > 1:
            _draw(ctx, seat, 1)
            if ctx.state["loser"] is not None:
                return
        ctx.emit("StaminaSet", {"seat": seat, "stamina": BASE_STAMINA + _stamina_bonus(ctx.state, seat)})
        self._run_triggers(ctx, seat, "start")

    def _run_triggers(self, ctx, seat, trigger):
        """Start/end of turn effects: put on the chain in mat order, resolved at once."""
        for ctl, uid, cid, i in _holders(ctx.state, seat, trigger):
            _add_link(ctx, ctl, cid, i, uid, None, "trigger")
        if ctx.state["chain"]:
            self._resolve_chain(ctx)
            _check_health(ctx)

    def _summon_triggers(self, ctx, seat, uid, cid):
        for i, e in enumerate(CARDS[cid]["effects"]):
            if e["trigger"] == "summon":
                _add_link(ctx, seat, cid, i, uid, None, "trigger")

    def _pay_needs(self, ctx, seat, move):
        if "discard" in move:
            ctx.emit("CardDiscarded", {"seat": seat, "card": move["discard"]}, seat=seat)
        if "sacrifice" in move:
            p = ctx.state["board"][move["sacrifice"]]
            ctx.emit("CardDestroyed", {"uid": p["uid"], "card": p["card"], "owner": seat, "why": "sacrifice"}, seat=seat)

    def _declare(self, ctx, seat, c, direct):
        st = ctx.state
        p = st["board"][c]
        d = None if direct else st["board"][_facing(c, seat)]
        ctx.emit("StaminaChanged", {"seat": seat, "delta": -ATTACK_COST, "why": "attack"})
        ctx.emit("AttackDeclared", {"uid": p["uid"], "card": p["card"], "cell": c,
                                    "target": None if d is None else d["uid"], "direct": direct}, seat=seat)
        if d is not None:
            if "Intimidate" in _keywords(d):
                ctx.emit("AtkChanged", {"uid": p["uid"], "amount": -1, "why": "Intimidate"})
            for i in _effects_of(d, "attacked"):
                _add_link(ctx, d["owner"], i[0], i[1], d["uid"], None, "trigger")
        for i in _effects_of(p, "attacking"):
            _add_link(ctx, seat, i[0], i[1], p["uid"], None, "trigger")
        self._advance(ctx)

    def _advance(self, ctx):
        """Run the chain and the combat steps until a React window opens or all is settled."""
        while True:
            st = ctx.state
            if st["loser"] is not None:
                return
            combat = st["combat"]
            pending = bool(st["chain"]) or (combat is not None and combat["step"] == "declared")
            responder = 1 - st["active"]
            if pending and not st["responded"] and self._react_moves(st, responder):
                if st["window"] is None:
                    ctx.emit("WindowOpened", {"seat": responder})
                return
            if st["chain"]:
                self._resolve_chain(ctx)
                if combat is None:  # in a battle, health is checked at step 7 only
                    _check_health(ctx)
                continue
            if combat is None:
                return
            if combat["step"] == "declared":
                self._damage_step(ctx)
                continue
            _check_health(ctx)
            ctx.emit("CombatEnded", {})
            return

    def _damage_step(self, ctx):
        st = ctx.state
        combat = st["combat"]
        ctx.emit("DamageStep", {})
        ac = _find(st, combat["attacker"])
        if ac is None:
            return
        a = st["board"][ac]
        if combat["direct"]:
            victim = 1 - a["owner"]
            ctx.emit("DirectHit", {"seat": victim, "uid": a["uid"]})
            _penalty_draw(ctx, victim)
            if ctx.state["loser"] is not None:
                return
            if CARDS[a["card"]]["type"] == HERO:
                home = _cell(SUMMON_ROW[a["owner"]], LANE_OF[ac])
                if ctx.state["board"][home] is not None:
                    ctx.emit("CardDestroyed", {"uid": a["uid"], "card": a["card"], "owner": a["owner"],
                                               "why": "returned to an occupied space"})
                else:
                    ctx.emit("CardReturned", {"uid": a["uid"], "card": a["card"], "owner": a["owner"], "to": home})
            else:
                ctx.emit("CardReturned", {"uid": a["uid"], "card": a["card"], "owner": a["owner"], "to": "hand"})
            return
        dc = _find(st, combat["defender"])
        if dc is None:
            return
        d = st["board"][dc]
        amount = max(0, _atk(a))
        ctx.emit("DamageDealt", {"uid": d["uid"], "amount": amount, "source": a["uid"], "why": "combat"})
        if amount > 0:
            for i in _effects_of(d, "damaged"):
                _add_link(ctx, d["owner"], i[0], i[1], d["uid"], None, "trigger")
        for p in (d, a):  # "when battling": the defender's first, as in step 2
            for i in _effects_of(p, "battling"):
                _add_link(ctx, p["owner"], i[0], i[1], p["uid"], None, "trigger")

    def _resolve_chain(self, ctx):
        """Resolve every link, last added first."""
        while ctx.state["chain"]:
            link = ctx.state["chain"][-1]
            if not link["negated"]:
                self._run_ops(ctx, link)
            ctx.emit("LinkResolved", {"index": len(ctx.state["chain"]) - 1, "card": link["card"]})
            if ctx.state["loser"] is not None:
                return
        ctx.emit("ChainResolved", {})

    def _run_ops(self, ctx, link):
        """The effect vocabulary: one interpreter for every card."""
        seat = link["seat"]
        if link["effect"] < 0:  # an Item Assist attaches to its target
            if _find(ctx.state, link["target"]) is not None:
                ctx.emit("CardAttached", {"seat": seat, "card": link["card"], "host": link["target"], "from": "chain"})
            return
        e = CARDS[link["card"]]["effects"][link["effect"]]
        for op in e["ops"]:
            name = op[0]
            st = ctx.state
            if name in ("damage", "heal", "atk"):
                for uid in _select(st, link, op[2]):
                    if name == "damage":
                        ctx.emit("DamageDealt", {"uid": uid, "amount": op[1], "source": link["self"], "why": link["card"]})
                    elif name == "heal":
                        if st["board"][_find(st, uid)]["dmg"] > 0:
                            ctx.emit("Healed", {"uid": uid, "amount": op[1], "why": link["card"]})
                    else:
                        ctx.emit("AtkChanged", {"uid": uid, "amount": op[1], "why": link["card"]})
            elif name == "draw":
                _draw(ctx, seat, op[1])
                if ctx.state["loser"] is not None:
                    return
            elif name == "stamina":
                ctx.emit("StaminaChanged", {"seat": seat, "delta": op[1], "why": link["card"]})
            elif name == "search":
                found = op[1] if op[1] in st["deck"][seat] else None
                ctx.emit("CardSearched", {"seat": seat, "card": found}, seat=seat)
                ctx.emit("DeckShuffled", {"seat": seat}, {"server": {"order": ctx.rng.shuffled(ctx.state["deck"][seat])}})
            elif name == "revive":
                units = [cid for cid in reversed(st["discard"][seat]) if CARDS[cid]["type"] == UNIT]
                src = _find(st, link["self"])
                lanes = ([LANE_OF[src]] if src is not None else []) + list(range(LANES))
                lane = next((ln for ln in lanes if _can_summon(st, seat, ln)), None)
                if units and lane is not None:
                    _summon(ctx, seat, units[0], _cell(SUMMON_ROW[seat], lane), "discard")
            elif name == "attach_self":
                if _find(st, link["self"]) is not None and _find(st, link["target"]) is not None \
                        and link["self"] != link["target"]:
                    ctx.emit("CardAttached", {"seat": seat, "card": link["card"], "host": link["target"],
                                              "from": "board", "uid": link["self"]})
            elif name == "push":
                for uid in _select(st, link, op[1]):
                    st = ctx.state
                    c = _find(st, uid)
                    owner = st["board"][c]["owner"]
                    to = _step(c, -FORWARD[owner], 0)
                    if to is None:
                        continue
                    if st["board"][to] is not None:
                        p = st["board"][c]
                        ctx.emit("CardDestroyed", {"uid": uid, "card": p["card"], "owner": owner,
                                                   "why": "pushed onto an occupied space"})
                    else:
                        ctx.emit("CardMoved", {"uid": uid, "from": c, "to": to, "pushed": True})
            elif name == "negate":
                below = [i for i, ln in enumerate(st["chain"][:-1]) if not ln["negated"]]
                if below:
                    ctx.emit("LinkNegated", {"index": below[-1], "card": st["chain"][below[-1]]["card"]})

    # --- the reducer ---------------------------------------------------------------------
    def evolve(self, state: dict, event: Event) -> dict:
        """A new state with the event applied."""
        st = _copy(state)
        d = event.data
        t = event.type
        board = st["board"]
        if t == "DeckShuffled":
            st["deck"][d["seat"]] = list(event.private["server"]["order"])
        elif t == "DieRolled":
            st["die_winner"] = d["winner"]
            st["phase"] = "order"
        elif t == "OrderChosen":
            st["first"] = d["first"]
            st["phase"] = "mulligan"
        elif t == "CardsDrawn":
            src = st["deck"] if d["from"] == "deck" else st["penalty"]
            pile = src[d["seat"]]
            n = d["count"]
            drawn = pile[len(pile) - n:][::-1]
            del pile[len(pile) - n:]
            st["hand"][d["seat"]] += drawn
        elif t == "MulliganTaken":
            s = d["seat"]
            for cid in event.private.get(str(s), {}).get("returned", []):
                st["hand"][s].remove(cid)
            if d["count"]:
                st["deck"][s] = list(event.private["server"]["order"])
            st["mulliganed"][s] = True
        elif t == "PenaltyPilesSet":
            n = d["size"]
            for s in (0, 1):
                st["penalty"][s] = st["deck"][s][-n:]
                del st["deck"][s][-n:]
            st["phase"] = "play"
        elif t == "TurnStarted":
            st["active"] = d["seat"]
            st["turn"] = d["turn"]
            st["hero_summoned"] = False
            for p in board:
                if p is not None:
                    p["moved"] = p["attacked"] = False
                    p["used"] = []
        elif t == "StaminaSet":
            st["stamina"][d["seat"]] = d["stamina"]
        elif t == "StaminaChanged":
            st["stamina"][d["seat"]] += d["delta"]
        elif t == "FieldPlayed":
            s = d["seat"]
            st["hand"][s].remove(d["card"])
            if st["fieldzone"][s] is not None:
                st["discard"][s].append(st["fieldzone"][s])
            st["fieldzone"][s] = d["card"]
        elif t == "CardSummoned":
            s = d["seat"]
            zone = {"hand": st["hand"], "hero_deck": st["heroes"], "discard": st["discard"]}[d["from"]][s]
            if d["from"] == "discard":
                del zone[len(zone) - 1 - zone[::-1].index(d["card"])]
            else:
                zone.remove(d["card"])
            if d["from"] == "hero_deck":
                st["hero_summoned"] = True
            board[d["cell"]] = _piece(d["uid"], d["card"], s, st["turn"], d["from"] == "discard")
            st["next_uid"] = d["uid"] + 1
        elif t == "CardReplaced":
            s = d["seat"]
            st["hand"][s].remove(d["card"])
            old = board[d["cell"]]
            _to_discard(st, old)
            new = _piece(d["uid"], d["card"], s, old["summoned"], False)
            for k in ("dmg", "moved", "attacked"):
                new[k] = old[k]
            board[d["cell"]] = new
            st["next_uid"] = d["uid"] + 1
        elif t == "CardAttached":
            c = _find(st, d["host"])
            if d["from"] == "hand":
                st["hand"][d["seat"]].remove(d["card"])
            elif d["from"] == "board":
                sc = _find(st, d["uid"])
                if sc is not None:
                    _to_discard(st, board[sc], keep_self=True)
                    board[sc] = None
            elif d["from"] == "chain" and st["chain"]:
                st["chain"][-1]["spent"] = True
            if c is not None:
                board[c]["items"].append({"card": d["card"], "owner": d["seat"]})
        elif t == "CardMoved":
            board[d["to"]] = board[d["from"]]
            board[d["from"]] = None
            if not d.get("pushed"):
                board[d["to"]]["moved"] = True
        elif t == "AttackDeclared":
            board[d["cell"]]["attacked"] = True
            st["combat"] = {"attacker": d["uid"], "defender": d["target"], "direct": d["direct"], "step": "declared"}
            st["responded"] = False
        elif t == "LinkAdded":
            link = dict(d)
            link["negated"] = False
            st["chain"].append(link)
            if d["kind"] in ("activate", "react") and d["self"] is not None:
                c = _find(st, d["self"])
                if c is not None:
                    board[c]["used"].append(d["effect"])
            if d["kind"] == "assist":
                st["hand"][d["seat"]].remove(d["card"])
            if d["seat"] == st["active"]:
                st["responded"] = False
            st["window"] = None
        elif t == "LinkNegated":
            st["chain"][d["index"]]["negated"] = True
        elif t == "WindowOpened":
            st["window"] = d["seat"]
        elif t == "ReactDeclined":
            st["window"] = None
            st["responded"] = True
        elif t == "LinkResolved":
            link = st["chain"].pop()
            if link["kind"] == "assist" and not link.get("spent"):
                st["discard"][link["seat"]].append(link["card"])
        elif t == "ChainResolved":
            if st["combat"] is None:
                st["responded"] = False
        elif t == "DamageStep":
            st["combat"]["step"] = "damaged"
            st["responded"] = False
        elif t == "DamageDealt":
            c = _find(st, d["uid"])
            if c is not None:
                board[c]["dmg"] += d["amount"]
        elif t == "Healed":
            c = _find(st, d["uid"])
            if c is not None:
                board[c]["dmg"] = max(0, board[c]["dmg"] - d["amount"])
        elif t == "AtkChanged":
            c = _find(st, d["uid"])
            if c is not None:
                board[c]["atk"] += d["amount"]
        elif t == "CardDestroyed":
            c = _find(st, d["uid"])
            if c is not None:
                _to_discard(st, board[c])
                board[c] = None
        elif t == "CardReturned":
            c = _find(st, d["uid"])
            if c is not None:
                p = board[c]
                board[c] = None
                if d["to"] == "hand":
                    _to_discard(st, p, keep_self=True)
                    st["hand"][p["owner"]].append(p["card"])
                else:
                    board[d["to"]] = p
        elif t == "CardDiscarded":
            st["hand"][d["seat"]].remove(d["card"])
            st["discard"][d["seat"]].append(d["card"])
        elif t == "CardSearched":
            if d["card"] is not None:
                st["deck"][d["seat"]].remove(d["card"])
                st["hand"][d["seat"]].append(d["card"])
        elif t == "CombatEnded":
            st["combat"] = None
            st["responded"] = False
        elif t == "TurnEnded":
            for p in board:
                if p is not None:
                    p["atk"] = 0
        elif t == "PlayerLost":
            st["loser"] = d["seat"]
            st["phase"] = "over"
            st["window"] = None
            st["end"] = {"winners": [1 - d["seat"]], "reason": d["reason"]}
        elif t == "TurnLimitReached":
            st["phase"] = "over"
            st["end"] = {"winners": d["winners"], "reason": "turn limit"}
        return st

    # --- outcome, views, AI hooks ---------------------------------------------------------
    def outcome(self, state: dict) -> Outcome | None:
        """Who drew the last penalty card lost; at the turn limit, more penalty cards left wins."""
        end = state["end"]
        if end is None:
            return None
        winners = end["winners"]
        ranking = winners + [s for s in (0, 1) if s not in winners] if winners else [0, 1]
        scores = {s: len(state["penalty"][s]) for s in (0, 1)}
        return Outcome(winners=winners, ranking=ranking, reason=end["reason"], scores=scores)

    def view(self, state: dict, seat: int | None) -> dict:
        """The public mat and piles by size; a seat also sees its own hand and Hero Deck."""
        v = {k: clone(val) for k, val in state.items() if k not in ("deck", "penalty", "hand", "heroes")}
        v["deck_sizes"] = [len(x) for x in state["deck"]]
        v["penalty_sizes"] = [len(x) for x in state["penalty"]]
        v["hand_sizes"] = [len(x) for x in state["hand"]]
        v["hero_deck_sizes"] = [len(x) for x in state["heroes"]]
        v["seat"] = seat
        v["hand"] = list(state["hand"][seat]) if seat is not None else None
        v["hero_deck"] = list(state["heroes"][seat]) if seat is not None else None
        return v

    def pass_move(self, state: dict, seat: int) -> dict | None:
        """Pass turn, decline a React, keep the opening hand, or go first."""
        if seat not in self.to_act(state):
            return None
        phase = state["phase"]
        if phase == "order":
            return {"type": "choose_order", "first": True}
        if phase == "mulligan":
            return {"type": "mulligan", "cards": []}
        if phase == "play":
            return {"type": "decline"} if state["window"] is not None else {"type": "pass_turn"}
        return None

    def evaluate(self, state: dict, seat: int) -> float:
        """Penalty cards left (most), then strength on the mat and how far it has advanced."""
        end = state["end"]
        if end is not None:
            return 0.0 if not end["winners"] else (1.0 if seat in end["winners"] else -1.0)
        size = max(1, state["penalty_size"])
        pen = (len(state["penalty"][seat]) - len(state["penalty"][1 - seat])) / size
        score = 0.0
        for c, p in enumerate(state["board"]):
            if p is None:
                continue
            advance = ROW_OF[c] if p["owner"] == 0 else ROWS - 1 - ROW_OF[c]
            value = _atk(p) + _health(p) - p["dmg"] + advance
            score += value if p["owner"] == seat else -value
        return max(-1.0, min(1.0, 0.7 * pen + 0.3 * math.tanh(score / 20)))

    def determinize(self, state: dict, seat: int, rng) -> dict:
        """Deal the cards `seat` has not seen (from its view) at random into the hidden places."""
        st = clone(state)
        opp = 1 - seat
        for s in (0, 1):
            seen = Counter()
            for p in state["board"]:
                if p is not None:
                    if p["owner"] == s:
                        seen[p["card"]] += 1
                    for it in p["items"]:
                        if it["owner"] == s:
                            seen[it["card"]] += 1
            seen.update(state["discard"][s])
            if state["fieldzone"][s]:
                seen[state["fieldzone"][s]] += 1
            for link in state["chain"]:
                if link["seat"] == s and link["kind"] == "assist":
                    seen[link["card"]] += 1
            if s == seat:
                seen.update(state["hand"][s])
            main = Counter(state["decklists"][s]["main"]) - seen
            pool = rng.shuffled(sorted(main.elements()))
            sizes = [len(state["hand"][s]) if s == opp else 0, len(state["deck"][s]), len(state["penalty"][s])]
            if len(pool) < sum(sizes):  # never expected: the accounting above covers every zone
                pool += [pool[0] if pool else state["decklists"][s]["main"][0]] * (sum(sizes) - len(pool))
            if s == opp:
                st["hand"][s] = pool[:sizes[0]]
            st["deck"][s] = pool[sizes[0]:sizes[0] + sizes[1]]
            st["penalty"][s] = pool[sizes[0] + sizes[1]:]
            if s == opp:
                gone = Counter(p["card"] for p in state["board"] if p is not None and p["owner"] == s)
                gone.update(state["discard"][s])
                heroes = [h for h in state["decklists"][s]["heroes"] if not gone[h]]
                st["heroes"][s] = rng.shuffled(heroes)[:len(state["heroes"][s])]
        return st


# --- helpers -------------------------------------------------------------------------------
_PILES = ("deck", "hand", "penalty", "heroes", "discard")


def _copy(state):
    """A copy deep enough for the reducer: every list and dict it mutates is new (decklists, items and
    the end record are never mutated, so they are shared); much cheaper than a full clone."""
    st = dict(state)
    for k in _PILES:
        st[k] = [list(x) for x in state[k]]
    st["board"] = [None if p is None else {**p, "used": list(p["used"]), "items": list(p["items"])}
                   for p in state["board"]]
    st["fieldzone"] = list(state["fieldzone"])
    st["stamina"] = list(state["stamina"])
    st["mulliganed"] = list(state["mulliganed"])
    st["chain"] = [dict(link) for link in state["chain"]]
    if state["combat"] is not None:
        st["combat"] = dict(state["combat"])
    return st


def _piece(uid, cid, owner, turn, revived):
    return {"uid": uid, "card": cid, "owner": owner, "dmg": 0, "atk": 0, "moved": False, "attacked": False,
            "summoned": turn, "used": [], "items": [], "revived": revived}


def _to_discard(st, p, keep_self=False):
    """Send a piece (unless keep_self) and its attached items to their owners' discard piles."""
    for it in p["items"]:
        st["discard"][it["owner"]].append(it["card"])
    if not keep_self:
        st["discard"][p["owner"]].append(p["card"])


def _find(st, uid):
    if uid is None:
        return None
    for c, p in enumerate(st["board"]):
        if p is not None and p["uid"] == uid:
            return c
    return None


def _own_cells(st, seat):
    return [c for c, p in enumerate(st["board"]) if p is not None and p["owner"] == seat]


def _atk(p):
    return CARDS[p["card"]]["atk"] + p["atk"] + sum(GIVEN_STATIC[it["card"]]["atk"] for it in p["items"])


def _health(p):
    return CARDS[p["card"]]["health"] + sum(GIVEN_STATIC[it["card"]]["health"] for it in p["items"])


def _keywords(p):
    kws = set(CARDS[p["card"]]["keywords"]) | set(OWN_STATIC[p["card"]]["grant"])
    for it in p["items"]:
        kws.update(GIVEN_STATIC[it["card"]]["grant"])
    return kws


def _stamina_bonus(st, seat):
    bonus = sum(OWN_STATIC[p["card"]]["stamina"] for p in st["board"] if p is not None and p["owner"] == seat)
    if st["fieldzone"][seat]:
        bonus += OWN_STATIC[st["fieldzone"][seat]]["stamina"]
    return bonus


def _can_summon(st, seat, lane):
    """Lane restrictions: no card of yours in the lane, and the summoning space is free."""
    board = st["board"]
    for r in range(ROWS):
        p = board[_cell(r, lane)]
        if p is not None and p["owner"] == seat:
            return False
    return board[_cell(SUMMON_ROW[seat], lane)] is None


def _can_attack_now(st, p):
    return not p["attacked"] and (p["summoned"] < st["turn"] or "Surprise" in _keywords(p))


def _destinations(st, c, seat):
    """Free spaces one step away: forward, sideways in the own summoning row, anywhere with Roam."""
    p = st["board"][c]
    roam = "Roam" in _keywords(p)
    steps = [(FORWARD[seat], 0)]
    if roam or ROW_OF[c] == SUMMON_ROW[seat]:
        steps += [(0, -1), (0, 1)]
    if roam:
        steps.append((-FORWARD[seat], 0))
    out = []
    for dr, dl in steps:
        t = _step(c, dr, dl)
        if t is not None and st["board"][t] is None:
            out.append(t)
    return sorted(out)


def _effects_of(p, trigger):
    """(card, effect index) of a piece's own and attached effects with this trigger."""
    out = [(p["card"], i) for i, e in enumerate(CARDS[p["card"]]["effects"]) if e["trigger"] == trigger and not e.get("attached")]
    for it in p["items"]:
        out += [(it["card"], i) for i, e in enumerate(CARDS[it["card"]]["effects"]) if e["trigger"] == trigger and e.get("attached")]
    return out


def _holders(st, seat, trigger):
    """(controller, self uid, card, effect index) of every effect of `seat` with this trigger."""
    out = []
    for p in st["board"]:
        if p is not None and p["owner"] == seat:
            out += [(seat, p["uid"], cid, i) for cid, i in _effects_of(p, trigger)]
    fz = st["fieldzone"][seat]
    if fz:
        out += [(seat, None, fz, i) for i, e in enumerate(CARDS[fz]["effects"]) if e["trigger"] == trigger]
    return out


def _play_effect(cid):
    return next((e for e in CARDS[cid]["effects"] if e["trigger"] == "play"), {"trigger": "play", "ops": []})


def _react_effect(cid):
    return next(e for e in CARDS[cid]["effects"] if e["trigger"] == "react")


def _choices(st, seat, eff, source_cell, playing):
    """The extra fields (target, discard, sacrifice) an effect can be used with now."""
    options = [{}]
    choose = eff.get("choose")
    if choose:
        cells = _own_cells(st, seat) if choose == "ally" else _own_cells(st, 1 - seat) if choose == "enemy" \
            else [c for c, p in enumerate(st["board"]) if p is not None]
        if any(op[0] == "attach_self" for op in eff["ops"]):
            cells = [c for c in cells if c != source_cell]
        options = [{"target": c} for c in cells]
    needs = eff.get("needs")
    if needs == "discard":
        hand = Counter(st["hand"][seat])
        if playing:
            hand[playing] -= 1
        options = [{**o, "discard": cid} for o in options for cid in sorted(+hand)]
    elif needs == "sacrifice":
        options = [{**o, "sacrifice": c} for o in options for c in _own_cells(st, seat)]
    return options


def _react_usable(st, e):
    """A React is usable when what it acts on exists: the battle's cards, or a link to negate."""
    combat = st["combat"]
    for op in e["ops"]:
        if op[0] == "negate" and not any(not ln["negated"] for ln in st["chain"]):
            return False
        if any(sel in COMBAT_SELECTORS for sel in op[1:] if isinstance(sel, str)):
            if combat is None or combat["step"] != "declared":
                return False
            for sel in op[1:]:
                if sel in COMBAT_SELECTORS and _find(st, combat[sel]) is None:
                    return False
    return True


def _select(st, link, sel):
    """The uids (still on the mat) an effect's selector names."""
    seat = link["seat"]
    board = st["board"]
    combat = st["combat"] or {}
    if sel in ("self", "target"):
        uids = [link[sel]]
    elif sel in COMBAT_SELECTORS:
        uids = [combat.get(sel)]
    elif sel == "allies":
        uids = [p["uid"] for p in board if p is not None and p["owner"] == seat]
    elif sel == "others":
        uids = [p["uid"] for p in board if p is not None and p["uid"] != link["self"]]
    elif sel == "intruders":
        rows = (SUMMON_ROW[seat], FRONT_ROW[seat])
        uids = [p["uid"] for c, p in enumerate(board) if p is not None and p["owner"] != seat and ROW_OF[c] in rows]
    else:
        uids = []
    return [u for u in uids if _find(st, u) is not None]


def _add_link(ctx, seat, cid, effect, self_uid, target, kind):
    ctx.emit("LinkAdded", {"seat": seat, "card": cid, "effect": effect, "self": self_uid, "target": target, "kind": kind})


def _summon(ctx, seat, cid, cell, source):
    st = ctx.state
    ctx.emit("CardSummoned", {"seat": seat, "card": cid, "cell": cell, "uid": st["next_uid"], "from": source,
                              "revived": source == "discard"}, seat=seat)


def _draw(ctx, seat, n):
    """Draw n from the Main Deck; once it is empty, from the penalty pile."""
    deck = ctx.state["deck"][seat]
    k = min(n, len(deck))
    if k:
        cards = deck[len(deck) - k:][::-1]
        ctx.emit("CardsDrawn", {"seat": seat, "count": k, "from": "deck"}, {str(seat): {"cards": cards}})
    for _ in range(n - k):
        _penalty_draw(ctx, seat)
        if ctx.state["loser"] is not None:
            return


def _penalty_draw(ctx, seat):
    """Draw one penalty card; drawing the last one loses the game."""
    pile = ctx.state["penalty"][seat]
    if pile:
        ctx.emit("CardsDrawn", {"seat": seat, "count": 1, "from": "penalty"}, {str(seat): {"cards": [pile[-1]]}})
    if not ctx.state["penalty"][seat]:
        ctx.emit("PlayerLost", {"seat": seat, "reason": "drew the last penalty card"})


def _check_health(ctx):
    """Destroy every card whose damage reached its health."""
    for c in range(CELLS):
        p = ctx.state["board"][c]
        if p is not None and p["dmg"] >= _health(p):
            ctx.emit("CardDestroyed", {"uid": p["uid"], "card": p["card"], "owner": p["owner"], "why": "health 0"})


def _describe(move):
    return ", ".join(f"{k}={v!r}" for k, v in sorted(move.items()))
