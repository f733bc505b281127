"""Hand-made Battle of the Dale positions and a tiny driver for them."""
from domain.dale import RULESET as RS
from domain.engine import Event, Rng



def position(units: dict, *, turn: int = 0, armies=None, n: int = None, piles=None, ruleset=RS, **options) -> dict:
    """A state with `units` ({space: "<seat><R|M|H>"}) on the map, the rest in Reserve (under `ruleset`,
    a version of the rules; the newest by default)."""
    n = n or (len(armies) if armies else 2)
    opts = dict(options)
    if armies:
        opts["armies"] = armies
    st = ruleset.initial_state(ruleset.check_options(opts), n)
    board = [None] * 19
    reserve = [dict(r) for r in st["reserve"]]
    for sp, code in units.items():
        board[sp] = code
        reserve[int(code[0])][code[1]] -= 1
    st["piles"] = [sorted(p) for p in (piles or st["piles"])]
    for pile in st["piles"]:
        for code in pile:
            reserve[int(code[0])][code[1]] -= 1
    assert all(v >= 0 for r in reserve for v in r.values()), reserve
    st.update(board=board, reserve=reserve, turn=turn)
    return st


def apply(state, drafts, ruleset=RS):
    """The state after the drafts."""
    for d in drafts:
        state = ruleset.evolve(state, Event(0, d.type, d.seat, d.data, d.private))
    return state


def play(state, seat, move, seed: bytes = b"\x07" * 32, seq: int = 1, ruleset=RS):
    """(new state, event types, drafts) after `seat` plays `move`."""
    drafts = ruleset.decide(state, seat, move, Rng(seed, seq))
    return apply(state, drafts, ruleset), [d.type for d in drafts], drafts


def event(drafts, kind):
    """The data of the first draft of type `kind`."""
    return next(d.data for d in drafts if d.type == kind)
