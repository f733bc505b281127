"""Battalla! state helpers: copying a state, pieces on the mat, their effective figures and where they may go."""
from __future__ import annotations

from .cards import CARDS
from .tables import FORWARD, GIVEN_STATIC, OWN_STATIC, ROWS, ROW_OF, SUMMON_ROW, cell_of, step_of


# --- helpers -------------------------------------------------------------------------------
PILES = ("deck", "hand", "penalty", "heroes", "discard")


def copy_of(state):
    """A copy deep enough for the reducer: every list and dict it mutates is new (decklists, items and
    the end record are never mutated, so they are shared); much cheaper than a full clone."""
    st = dict(state)
    for k in PILES:
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


def piece(uid, cid, owner, turn, revived):
    return {"uid": uid, "card": cid, "owner": owner, "dmg": 0, "atk": 0, "moved": False, "attacked": False,
            "summoned": turn, "used": [], "items": [], "revived": revived}


def to_discard(st, p, keep_self=False):
    """Send a piece (unless keep_self) and its attached items to their owners' discard piles."""
    for it in p["items"]:
        st["discard"][it["owner"]].append(it["card"])
    if not keep_self:
        st["discard"][p["owner"]].append(p["card"])


def find(st, uid):
    if uid is None:
        return None
    for c, p in enumerate(st["board"]):
        if p is not None and p["uid"] == uid:
            return c
    return None


def own_cells(st, seat):
    return [c for c, p in enumerate(st["board"]) if p is not None and p["owner"] == seat]


def atk_of(p):
    return CARDS[p["card"]]["atk"] + p["atk"] + sum(GIVEN_STATIC[it["card"]]["atk"] for it in p["items"])


def health_of(p):
    return CARDS[p["card"]]["health"] + sum(GIVEN_STATIC[it["card"]]["health"] for it in p["items"])


def keywords_of(p):
    kws = set(CARDS[p["card"]]["keywords"]) | set(OWN_STATIC[p["card"]]["grant"])
    for it in p["items"]:
        kws.update(GIVEN_STATIC[it["card"]]["grant"])
    return kws


def stamina_bonus(st, seat):
    bonus = sum(OWN_STATIC[p["card"]]["stamina"] for p in st["board"] if p is not None and p["owner"] == seat)
    if st["fieldzone"][seat]:
        bonus += OWN_STATIC[st["fieldzone"][seat]]["stamina"]
    return bonus


def can_summon(st, seat, lane):
    """Lane restrictions: no card of yours in the lane, and the summoning space is free."""
    board = st["board"]
    for r in range(ROWS):
        p = board[cell_of(r, lane)]
        if p is not None and p["owner"] == seat:
            return False
    return board[cell_of(SUMMON_ROW[seat], lane)] is None


def can_attack_now(st, p):
    return not p["attacked"] and (p["summoned"] < st["turn"] or "Surprise" in keywords_of(p))


def destinations_of(st, c, seat):
    """Free spaces one step away: forward, sideways in the own summoning row, anywhere with Roam."""
    board = st["board"]
    return [t for t in step_cells(c, seat, "Roam" in keywords_of(board[c])) if board[t] is None]


def step_cells(c, seat, roam: bool) -> tuple:
    """The spaces of the mat one step from c, sorted, whether taken or not: forward; sideways too in
    the own summoning row or with Roam; backward too with Roam."""
    steps = [(FORWARD[seat], 0)]
    if roam or ROW_OF[c] == SUMMON_ROW[seat]:
        steps += [(0, -1), (0, 1)]
    if roam:
        steps.append((-FORWARD[seat], 0))
    return tuple(sorted(t for t in (step_of(c, dr, dl) for dr, dl in steps) if t is not None))
