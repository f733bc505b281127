"""Battalla! tables: the mat geometry, the constants of the rules and the static modifiers of each card."""
from __future__ import annotations

from .cards import ASSIST, CARDS


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


def cell_of(row: int, lane: int) -> int:
    return row * LANES + lane


def step_of(c: int, drow: int, dlane: int):
    """The cell one step away, or None off the mat."""
    r, l = ROW_OF[c] + drow, LANE_OF[c] + dlane
    if 0 <= r < ROWS and 0 <= l < LANES:
        return cell_of(r, l)
    return None


def facing(c: int, seat: int):
    """The cell directly in front of `c` for `seat` (None off the mat)."""
    return step_of(c, FORWARD[seat], 0)


def static_of(card_id: str, attached: bool) -> dict:
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


OWN_STATIC = {cid: static_of(cid, False) for cid in CARDS}
GIVEN_STATIC = {cid: static_of(cid, True) for cid in CARDS}


REACT_ASSISTS = [cid for cid, c in CARDS.items() if c["type"] == ASSIST and "React" in c["keywords"]]
