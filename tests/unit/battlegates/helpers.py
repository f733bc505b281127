"""Hand-made Battlegates positions for the rules tests."""
from domain.battlegates import RULESET as RS
from domain.battlegates.board import SINGLE as B
from domain.battlegates.setups import SETUPS
from domain.battlegates.state import as_event
from domain.engine import Rng

RNG_SEED = b"\x07" * 32


def rng(seq: int = 1) -> Rng:
    """A fixed random source."""
    return Rng(RNG_SEED, seq)


def edge(x: int, y: int, d: str) -> int:
    """The edge from post (x, y) going d."""
    return B.POST_EDGE[B.post(x, y)][B.DIR_INDEX[d]]


def position(chars=None, walls=(), gates=(), seat=0, phase="dice", roll=3, hands=None, deck=None, setup="single"):
    """A revealed mid-game state of a set-up: chars {id: (x, y)} (others dead), walls [(x, y, d)],
    gates [(length, x, y, d)] (owner 0), the castle to act (`seat`), and the dice roll (left = roll)."""
    su = SETUPS[setup]
    g = su.g
    s = RS.initial_state({"setup": setup}, su.seats)
    chars = chars or {}
    s["chars"] = [[c[0], c[1], g.sq(*chars[i]) if i in chars else -2] for i, c in enumerate(s["chars"])]
    s["walls"] = [[0, g.POST_EDGE[g.post(x, y)][g.DIR_INDEX[d]]] for x, y, d in walls]
    s["gates"] = [[0, L, g.post(x, y), g.DIR_INDEX[d]] for L, x, y, d in gates]
    s["placed"] = [su.items] * su.n_castles
    s["revealed"] = True
    s.update(phase=phase, castle=seat, turn=5, roll=roll, left=roll, first=0)
    s["hands"] = hands or [[] for _ in su.hand_seats]
    s["deck"] = deck if deck is not None else ["scale_wall"] * 10
    return s


def apply(state, drafts):
    """The state after the drafts."""
    for d in drafts:
        state = RS.evolve(state, as_event(d))
    return state


def play(state, seat, move, seq=1):
    """(drafts, new state) of a legal move."""
    drafts = RS.decide(state, seat, move, rng(seq))
    return drafts, apply(state, drafts)


def types(drafts):
    """The event types of the drafts."""
    return [d.type for d in drafts]
