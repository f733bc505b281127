"""Hand-made Battalla positions for the rules tests."""
from domain import engine
from domain.battalla import RULESET as RS
from domain.battalla import rules as R
from domain.engine import Event, Rng, clone
from domain.engine import game as G
from tests.unit.harness import seats


def new_game(ruleset_id, n, options=None, seed=b"\x01" * 32):
    """(ruleset, state, envelopes) of a fresh game (the instance directly: no registry scan)."""
    d = G.create(RS, seats=seats(n), options=options or {}, clock=None, seed=seed)
    return RS, d.state, d.seal(prev_hash=engine.GENESIS, at="2026-01-01T00:00:00Z", seed=seed)


def started(options=None, seed=b"\x02" * 32):
    """A game past the order choice and both mulligans (kept hands), at turn 1."""
    rs, gs, _ = new_game("battalla", 2, options, seed)
    winner = gs["game"]["die_winner"]
    gs = G.move(rs, gs, winner, {"type": "choose_order", "first": True}, seed).state
    for s in (0, 1):
        gs = G.move(rs, gs, s, {"type": "mulligan", "cards": []}, seed).state
    return gs["game"]


def blank(active=0, turn=3):
    """An empty mat in the turn phase of `active`, 5 stamina each, empty hands, full piles."""
    st = clone(started())
    st.update(board=[None] * R.CELLS, active=active, turn=turn, stamina=[5, 5], hand=[[], []],
              fieldzone=[None, None], discard=[[], []], chain=[], window=None, combat=None, responded=False)
    return st


def put(st, cell, card, owner, dmg=0, summoned=1, items=()):
    """Place a card on the mat (mutates st, a test fixture); returns its uid."""
    uid = st["next_uid"]
    st["next_uid"] += 1
    p = R.piece(uid, card, owner, summoned, False)
    p["dmg"] = dmg
    p["items"] = [{"card": c, "owner": o} for c, o in items]
    st["board"][cell] = p
    return uid


def play(st, seat, move, seed=b"\x03" * 32):
    """Decide and apply one move; returns (state, drafts)."""
    drafts = RS.decide(st, seat, move, Rng(seed, 7))
    for d in drafts:
        st = RS.evolve(st, Event(0, d.type, d.seat, d.data, d.private))
    return st, drafts


def types(drafts):
    return [d.type for d in drafts]


def cell(row, lane):
    return R.cell_of(row, lane)


def settle(st):
    """Decline every open React window (the responder lets the chain resolve)."""
    while st["window"] is not None:
        st, _ = play(st, st["window"], {"type": "decline"})
    return st
