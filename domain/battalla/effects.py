"""Battalla! effects: the decision context, the lookups of card effects, targets, React windows, and the op
interpreter every card effect runs through."""
from __future__ import annotations

from collections import Counter

from domain.engine import Draft, Event, IllegalMove

from .cards import CARDS, UNIT
from .tables import (
    CELLS, COMBAT_SELECTORS, FORWARD, FRONT_ROW, LANES, LANE_OF, REACT_ASSISTS, ROW_OF, SUMMON_ROW, cell_of,
    step_of)
from .board import can_summon, find, health_of, own_cells


def illegal(detail: str, rule: str):
    raise IllegalMove(detail, rule=rule)


class Ctx:
    """A decision in progress: drafts so far and the state after them."""

    __slots__ = ("rs", "state", "rng", "drafts")

    def __init__(self, rs, state, rng):
        self.rs, self.state, self.rng, self.drafts = rs, state, rng, []

    def emit(self, type_: str, data: dict, private: dict | None = None, seat: int | None = None) -> None:
        private = private or {}
        self.drafts.append(Draft(type_, data, private, seat))
        self.state = self.rs.evolve(self.state, Event(0, type_, seat, data, private))


def effects_of(p, trigger):
    """(card, effect index) of a piece's own and attached effects with this trigger."""
    out = [(p["card"], i) for i, e in enumerate(CARDS[p["card"]]["effects"]) if e["trigger"] == trigger and not e.get("attached")]
    for it in p["items"]:
        out += [(it["card"], i) for i, e in enumerate(CARDS[it["card"]]["effects"]) if e["trigger"] == trigger and e.get("attached")]
    return out


def holders(st, seat, trigger):
    """(controller, self uid, card, effect index) of every effect of `seat` with this trigger."""
    out = []
    for p in st["board"]:
        if p is not None and p["owner"] == seat:
            out += [(seat, p["uid"], cid, i) for cid, i in effects_of(p, trigger)]
    fz = st["fieldzone"][seat]
    if fz:
        out += [(seat, None, fz, i) for i, e in enumerate(CARDS[fz]["effects"]) if e["trigger"] == trigger]
    return out


def play_effect(cid):
    return next((e for e in CARDS[cid]["effects"] if e["trigger"] == "play"), {"trigger": "play", "ops": []})


def hd_effect(cid):
    """A card's Hero Deck effect (usable while face up on its owner's Hero Deck), or None."""
    return next((e for e in CARDS[cid]["effects"] if e["trigger"] == "hero_deck"), None)


def react_effect(cid):
    return next(e for e in CARDS[cid]["effects"] if e["trigger"] == "react")


def choices(st, seat, eff, source_cell, playing):
    """The extra fields (target, discard, sacrifice) an effect can be used with now."""
    options = [{}]
    choose = eff.get("choose")
    if choose:
        cells = own_cells(st, seat) if choose == "ally" else own_cells(st, 1 - seat) if choose == "enemy" \
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
        options = [{**o, "sacrifice": c} for o in options for c in own_cells(st, seat)]
    return options


def react_usable(st, e):
    """A React is usable when what it acts on exists: the battle's cards, or a link to negate."""
    combat = st["combat"]
    for op in e["ops"]:
        if op[0] == "negate" and not any(not ln["negated"] for ln in st["chain"]):
            return False
        if any(sel in COMBAT_SELECTORS for sel in op[1:] if isinstance(sel, str)):
            if combat is None or combat["step"] != "declared":
                return False
            for sel in op[1:]:
                if sel in COMBAT_SELECTORS and find(st, combat[sel]) is None:
                    return False
    return True


def may_react(st, seat):
    """Whether a response window opens for `seat`, judged from public information only: a React on its side
    of the mat it can use now, or a hand and stamina for some React Assist of the pool usable now (whether
    the hand holds one is its secret, so the window cannot depend on it)."""
    if st["phase"] != "play" or seat == st["active"]:
        return False
    stamina = st["stamina"][seat]
    for p in st["board"]:
        if p is not None and p["owner"] == seat:
            for i, e in enumerate(CARDS[p["card"]]["effects"]):
                if e["trigger"] == "react" and e.get("cost", 0) <= stamina and not (e.get("once") and i in p["used"]) \
                        and react_usable(st, e):
                    return True
    if not st["hand"][seat]:
        return False
    return any(CARDS[cid]["cost"] <= stamina and react_usable(st, react_effect(cid)) for cid in REACT_ASSISTS)


def select(st, link, sel):
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
    return [u for u in uids if find(st, u) is not None]


def add_link(ctx, seat, cid, effect, self_uid, target, kind):
    ctx.emit("LinkAdded", {"seat": seat, "card": cid, "effect": effect, "self": self_uid, "target": target, "kind": kind})


def summon(ctx, seat, cid, cell, source):
    st = ctx.state
    ctx.emit("CardSummoned", {"seat": seat, "card": cid, "cell": cell, "uid": st["next_uid"], "from": source,
                              "revived": source == "discard"}, seat=seat)


def draw(ctx, seat, n):
    """Draw n from the Main Deck; once it is empty, from the penalty pile."""
    deck = ctx.state["deck"][seat]
    k = min(n, len(deck))
    if k:
        cards = deck[len(deck) - k:][::-1]
        ctx.emit("CardsDrawn", {"seat": seat, "count": k, "from": "deck"}, {str(seat): {"cards": cards}})
    for _ in range(n - k):
        penalty_draw(ctx, seat)
        if ctx.state["loser"] is not None:
            return


def penalty_draw(ctx, seat):
    """Draw one penalty card; drawing the last one loses the game."""
    pile = ctx.state["penalty"][seat]
    if pile:
        ctx.emit("CardsDrawn", {"seat": seat, "count": 1, "from": "penalty"}, {str(seat): {"cards": [pile[-1]]}})
    if not ctx.state["penalty"][seat]:
        ctx.emit("PlayerLost", {"seat": seat, "reason": "drew the last penalty card"})


def check_health(ctx):
    """Destroy every card whose damage reached its health."""
    for c in range(CELLS):
        p = ctx.state["board"][c]
        if p is not None and p["dmg"] >= health_of(p):
            ctx.emit("CardDestroyed", {"uid": p["uid"], "card": p["card"], "owner": p["owner"], "why": "health 0"})


def describe(move):
    return ", ".join(f"{k}={v!r}" for k, v in sorted(move.items()))


class Effects:
    """The op interpreter (mixed into the ruleset)."""

    def _run_ops(self, ctx, link):
        """The effect vocabulary: one interpreter for every card."""
        seat = link["seat"]
        if link["effect"] < 0:  # an Item Assist attaches to its target
            if find(ctx.state, link["target"]) is not None:
                ctx.emit("CardAttached", {"seat": seat, "card": link["card"], "host": link["target"], "from": "chain"})
            return
        e = CARDS[link["card"]]["effects"][link["effect"]]
        for op in e["ops"]:
            name = op[0]
            st = ctx.state
            if name in ("damage", "heal", "atk"):
                for uid in select(st, link, op[2]):
                    if name == "damage":
                        ctx.emit("DamageDealt", {"uid": uid, "amount": op[1], "source": link["self"], "why": link["card"]})
                    elif name == "heal":
                        if st["board"][find(st, uid)]["dmg"] > 0:
                            ctx.emit("Healed", {"uid": uid, "amount": op[1], "why": link["card"]})
                    else:
                        ctx.emit("AtkChanged", {"uid": uid, "amount": op[1], "why": link["card"]})
            elif name == "draw":
                draw(ctx, seat, op[1])
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
                src = find(st, link["self"])
                lanes = ([LANE_OF[src]] if src is not None else []) + list(range(LANES))
                lane = next((ln for ln in lanes if can_summon(st, seat, ln)), None)
                if units and lane is not None:
                    summon(ctx, seat, units[0], cell_of(SUMMON_ROW[seat], lane), "discard")
            elif name == "attach_self":
                if find(st, link["self"]) is not None and find(st, link["target"]) is not None \
                        and link["self"] != link["target"]:
                    ctx.emit("CardAttached", {"seat": seat, "card": link["card"], "host": link["target"],
                                              "from": "board", "uid": link["self"]})
            elif name == "push":
                for uid in select(st, link, op[1]):
                    st = ctx.state
                    c = find(st, uid)
                    owner = st["board"][c]["owner"]
                    to = step_of(c, -FORWARD[owner], 0)
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
