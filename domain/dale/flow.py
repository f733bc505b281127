"""Battle of the Dale: running the game on after a move until a seat must choose: capture batches,
Advance After Capture, Berserk!, defeats, victory, the turn limit and the next turn."""
from domain.engine import Draft, Event

from .board import hero_space, tally, units_of
from .captures import find_batch, resolution
from .legality import move_targets, pending_item


def settle(rs, state, drafts: list) -> list:
    """Apply `drafts`, then add the events that follow without a choice until a seat must choose."""
    out = list(drafts)
    st = state
    for d in drafts:
        st = rs.evolve(st, Event(0, d.type, d.seat, d.data, {}))
    for _ in range(200):
        nxt = next_event(st)
        if nxt is None:
            return out
        out.append(nxt)
        st = rs.evolve(st, Event(0, nxt.type, nxt.seat, nxt.data, {}))
    raise RuntimeError("capture resolution did not settle")  # pragma: no cover - a bug


def next_event(st):
    """The next automatic event, or None when the state waits for a seat."""
    ph = st["phase"]
    if ph == "decide":
        if pending_item(st) is None:
            return Draft("UnitsCaptured", resolution(st))
        return None
    if ph != "check":
        return None
    n = st["n"]
    on_map, named = tally(st)
    res = st["reserve"]
    for s in range(n):
        if not st["out"][s] and on_map[s] + res[s]["R"] + res[s]["M"] + res[s]["H"] <= 1:
            return Draft("PlayerDefeated", {"seat": s, "spaces": units_of(st["board"], s)})
    active = [s for s in range(n) if not st["out"][s]]
    if len(active) <= 1:
        if active:
            return Draft("GameWon", {"seats": active, "reason": "last player in the game"})
        fell = sorted(s for s, t in zip(st["eliminated"], st["eliminated_at"]) if t == st["turns"])
        if st["rules"].get("joint_defeat") == "no_winner":
            # @2: "You win ... by being the last player still in the game", and nobody is: no winner,
            # those who fell together share first place (docs/rules/dale.md, "Versions")
            return Draft("FellTogether", {"seats": fell, "reason": "the last players were defeated together: "
                                                                  "nobody is left in the game to win it"})
        # @1: the last players fell together in the same turn: they share the victory
        return Draft("GameWon", {"seats": fell, "reason": "the last players were defeated together"})
    turn = st["turn"]
    mover_in = not st["out"][turn]
    if ph == "check":
        items = find_batch(st)
        if items is not None:
            first = items[0]["first_strike"]
            if all(it["choice"] is not None for it in items):
                fake = dict(st, batch={"items": items, "first_strike": first})
                return Draft("UnitsCaptured", resolution(fake))
            return Draft("CapturesPending", {"items": items, "first_strike": first})
        if mover_in:
            adv = _valid_advances(st)
            if adv:
                return Draft("AdvanceOffered", {"seat": turn, "options": adv})
            if st["armies"][turn] == "dwarf" and not st["berserk_done"] and not st["hero_moved"]:
                hero = hero_space(st, turn)
                if hero is not None and move_targets(st, hero):
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
