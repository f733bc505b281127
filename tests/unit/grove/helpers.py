"""Hand-made Grove positions and scripted dice for the rules tests."""
from domain.engine import Event
from domain.grove import RULESET

RS = RULESET


class Dice:
    """A stand-in for the engine's Rng that rolls the given values in order."""

    def __init__(self, *values):
        self.values = list(values)

    def die(self, sides=6):
        return self.values.pop(0)


def position(to_move=0, meeples=None, cubes=None, supply=None, turn=5, second_action=False, turn_limit=1000):
    """A state mid-game. `meeples` maps a place to (standing, lying) pairs per seat:
    {"circle-1": ([3, 0], [0, 1])}; places not named are empty, the rest lie in the Grove."""
    st = RS.initial_state({"turn_limit": turn_limit}, 2)
    if meeples is not None:
        placed = [0, 0]
        for place, (standing, lying) in meeples.items():
            st["meeples"][place] = {"standing": list(standing), "lying": list(lying)}
            for s in (0, 1):
                placed[s] += standing[s] + lying[s]
        if "grove" not in meeples:
            st["meeples"]["grove"] = {"standing": [0, 0], "lying": [6 - placed[0], 6 - placed[1]]}
    if cubes is not None:
        for c, v in cubes.items():
            st["cubes"][c] = list(v)
    if supply is None:
        supply = [20 - sum(st["cubes"][c][s] for c in st["cubes"]) for s in (0, 1)]
    st["supply"] = list(supply)
    st["turn"] = turn
    st["to_move"] = to_move
    st["second_action"] = second_action
    return st


def play(state, seat, move, *dice):
    """Decide `move` with scripted dice and fold its events: (new state, events)."""
    drafts = RS.decide(state, seat, move, Dice(*dice))
    for i, d in enumerate(drafts):
        state = RS.evolve(state, Event(100 + i, d.type, d.seat, d.data, d.private))
    return state, drafts


def every_move():
    """Every move of the right shape (the engine's field check passes), legal or not."""
    places = ["grove", "circle-1", "circle-2", "circle-3"]
    circles = places[1:]
    out = [{"type": "stand", "place": p} for p in places]
    out += [{"type": "move", "from": a, "to": b} for a in places for b in circles]
    for kind in ("channel", "stun", "banish"):
        out += [{"type": kind, "place": c} for c in circles]
    out.append({"type": "end_turn"})
    return out
