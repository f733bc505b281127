"""Battle of the Dale's fast simulation path (domain/engine/fast.py), for the AI's search only.

The position is the rules' own state dict. Its reducers already copy every nested value they
change (copy on write), so a position is copied with one shallow dict copy and the reducers run
straight on it: no Draft, no Event, no copy per event. Place and Move (nearly every action) are
applied without being validated again; the other moves go through the rules' handlers. The
action phase's moves are listed directly as tuples, each chain of units walked once.
tests/unit/ai/test_fast_dale.py compares both paths move by move, with 2 to 5 seats.
"""
from __future__ import annotations

from domain.engine.fast import FastGame

from .heuristic import values
from .board import awed, chain_of
from .flow import next_event
from .handlers import HANDLERS
from .legality import exchange_options, horde_targets, may_add_unit, rally_options
from .reducer import REDUCERS, r_limit, r_moved, r_placed, r_turn, r_won
from .tables import CHIP, EDGE, KIND_NAME, NAMED_SET, NEIGH, SPACES, TWO_STEPS, WITHIN2

_KINDS = tuple((k, KIND_NAME[k]) for k in "RMH")
_PASS = (("type", "pass"),)
# the place and move tuples, made once: a search keeps legal lists, which then share them
_PLACE = {k: [(("type", "place"), ("unit", name), ("space", t)) for t in range(SPACES)] for k, name in _KINDS}
_MOVE = [[(("type", "move"), ("from", sp), ("to", t)) for t in range(SPACES)] for sp in range(SPACES)]
_EDGE_SORTED = sorted(EDGE)


def move_key(move: dict) -> tuple:
    """A move dict as a hashable tuple of its items."""
    return tuple(move.items())


class DaleFast(FastGame):
    """A Dale position: `st` is a rules.py state owned by this position (nested values shared, never
    mutated: the reducers replace what they change)."""

    __slots__ = ("rs", "st")

    def __init__(self, rs, st: dict):
        self.rs = rs
        self.st = st

    @classmethod
    def from_state(cls, ruleset, state: dict, n_seats: int = 2) -> "DaleFast":
        """A position over a shallow copy of `state`."""
        return cls(ruleset, dict(state))

    def copy(self) -> "DaleFast":
        """A shallow copy: enough, since nothing nested is ever changed in place."""
        return DaleFast(self.rs, dict(self.st))

    def to_act(self) -> list[int]:
        """Dale.to_act."""
        return self.rs.to_act(self.st)

    def legal(self, seat: int) -> list[tuple]:
        """Dale.legal_moves as tuples, in the same order."""
        st = self.st
        if st["phase"] != "action" or st["turn"] != seat:
            return [move_key(m) for m in self.rs.legal_moves(st, seat)]
        return _action_moves(st, seat) or [_PASS]

    def play(self, seat: int, move: tuple, rng) -> None:
        """Apply the move's event and every automatic event after it, in place."""
        st = self.st
        kind = move[0][1]
        if kind == "place":
            to = move[2][1]
            r_placed(st, {"seat": seat, "kind": move[1][1][0].upper(), "space": to})
            if _quick_turn_end(st, to):
                return
        elif kind == "move":
            frm, to = move[1][1], move[2][1]
            r_moved(st, {"seat": seat, "kind": st["board"][frm][1], "from": frm, "to": to,
                          "berserk": st["phase"] == "berserk"})
            if _quick_turn_end(st, to):
                return
        else:
            for d in HANDLERS[(st["phase"], kind)](st, seat, dict(move), rng):
                REDUCERS[d.type](st, d.data)
        for _ in range(200):
            d = next_event(st)
            if d is None:
                return
            REDUCERS[d.type](st, d.data)
        raise RuntimeError("capture resolution did not settle")  # pragma: no cover - as rules.settle

    def winners(self) -> tuple | None:
        """The winners once the game is over (none: a draw)."""
        st = self.st
        return tuple(st["winners"] or ()) if st["phase"] == "over" else None

    def evaluate(self, seat: int) -> float:
        """Dale.evaluate."""
        return self.rs.evaluate(self.st, seat)

    def evaluate_all(self, n_seats: int) -> list[float]:
        """Dale.evaluate for every seat, the heuristic's work done once."""
        st = self.st
        if st["phase"] == "over":
            return [self.rs.evaluate(st, s) for s in range(n_seats)]
        return values(st)

    def to_json(self, move: tuple) -> dict:
        """The move dict."""
        return dict(move)


def _quick_turn_end(st: dict, to: int) -> bool:
    """rules.next_event after a Place or Move in the common case, applied: no capture, no Advance
    After Capture, no Berserk! offer, so the turn ends (a win by named spaces, the turn limit, or the
    next seat). False, with nothing applied, whenever anything else may follow. At rest no unit is
    flanked (every capture is resolved before anyone acts), so only a unit at `to` or next to it
    can have become capturable."""
    board = st["board"]
    for sp in (to,) + NEIGH[to]:
        u = board[sp]
        if u is None:
            continue
        foes = [board[n][0] for n in NEIGH[sp] if board[n] is not None and board[n][0] != u[0]]
        if len(foes) >= 2 and len(set(foes)) < len(foes):
            return False  # two units of one seat flank it: let the rules resolve the capture
    turn = st["turn"]
    out = st["out"]
    if st["advances"] or out[turn] or (st["armies"][turn] == "dwarf" and not st["berserk_done"]
                                       and not st["hero_moved"]):
        return False
    falcon = st["falcon"]
    if falcon < 0 or out[falcon]:
        held = [0] * st["n"]
        for sp in NAMED_SET:
            if board[sp] is not None:
                held[ord(board[sp][0]) - 48] += 1
        for s in range(st["n"]):
            if held[s] >= 3 and not out[s]:
                r_won(st, {"seats": [s], "reason": "holds three of the four named spaces"})
                return True
    turns = st["turns"] + 1
    if turns >= st["rules"]["turn_limit"]:
        r_limit(st, {"turns": turns})
        return True
    nxt = (turn + 1) % st["n"]
    while out[nxt]:
        nxt = (nxt + 1) % st["n"]
    r_turn(st, {"seat": nxt, "turns": turns})
    return True


def _action_moves(st: dict, seat: int) -> list[tuple]:
    """rules._action_moves as tuples: place, move, rally, withdraw, offer_exchange."""
    board = st["board"]
    res = st["reserve"][seat]
    c = str(seat)
    falcon = st["armies"][seat] == "falcon"
    chains = None if falcon else _chains(board, c)
    out = []
    targets = None
    rules = st["rules"]
    limited = rules["max5"] or rules["arms_race"] or rules["hero_or_mounted"]
    for k, _ in _KINDS:
        if res[k] > 0 and (not limited or may_add_unit(st, seat, k) is None):
            if targets is None:
                targets = _place_targets(board, chains) if chains is not None else \
                    [i for i in range(SPACES) if board[i] is None]
            place = _PLACE[k]
            out += [place[t] for t in targets]
    human = st["armies"][seat] == "human"
    for sp in range(SPACES):
        u = board[sp]
        if u is None or u[0] != c:
            continue
        if falcon:
            to = [d for d in WITHIN2[sp] if board[d] is None]
        elif human and u[1] == "H":
            near = set(chains[sp][1])
            for d, mids in TWO_STEPS[sp].items():  # Charge!: two steps, never through an enemy unit
                if board[d] is None and any(board[m] is None or board[m][0] == c for m in mids):
                    near.add(d)
            to = sorted(near)
        else:
            to = chains[sp][1]
        moves = _MOVE[sp]
        out += [moves[t] for t in to]
    for p, k in rally_options(st, seat):
        base = (("type", "rally"), ("pile", p), ("unit", KIND_NAME[k]))
        out.append(base)
        out += [base + (("place", t),) for t in horde_targets(st, seat, k)]
    m = c + "M"
    if any(board[i] == m and not awed(st, i) for i in range(SPACES)):
        out.append((("type", "withdraw"),))
    out += [(("type", "offer_exchange"), ("with", o), ("give", KIND_NAME[g]), ("take", KIND_NAME[t]))
            for o, g, t in exchange_options(st, seat)]
    return out


def _chains(board: list, c: str) -> dict:
    """For each space of `c`'s units: (its chain, the vacant spaces next to the chain, sorted);
    rules.chain_of walked once per chain instead of once per unit."""
    out = {}
    for sp in range(SPACES):
        if sp in out or board[sp] is None or board[sp][0] != c:
            continue
        chain = chain_of(board, sp, c)
        near = sorted({n for x in chain for n in NEIGH[x] if board[n] is None})
        entry = (chain, near)
        for x in chain:
            out[x] = entry
    return out


def _place_targets(board: list, chains: dict) -> list[int]:
    """rules._place_targets (not the Falcon's): vacant edge spaces and spaces next to a chain that
    reaches the edge, never Chip."""
    out = {i for i in _EDGE_SORTED if board[i] is None}
    done = set()
    for i in _EDGE_SORTED:
        entry = chains.get(i)
        if entry is not None and id(entry) not in done:
            done.add(id(entry))
            out.update(entry[1])
    out.discard(CHIP)
    return sorted(out)
