"""The Battlegates reducer: each event applied to a new state (copying only what changes)."""
from __future__ import annotations

from .setups import SETUPS
from .state import DEAD, replaced, with_char_at


class Reducer:
    """evolve (mixed into the ruleset)."""

    def evolve(self, state: dict, event) -> dict:
        """Apply one event to a new state (copying only what changes)."""
        t, d = event.type, event.data
        s = dict(state)
        su = SETUPS[s["setup"]]
        if t in ("CharacterPlaced", "MazePiecePlaced", "CastleAbandoned"):
            s["placed"] = replaced(s["placed"], d["castle"], d["placed"])
            priv = event.private.get(str(su.castle_seat[d["castle"]]))
            if priv and t == "CharacterPlaced":
                s["chars"] = with_char_at(s["chars"], priv["piece"], priv["square"])
            elif priv and t == "MazePiecePlaced":
                if priv["kind"] == "wall":
                    s["walls"] = s["walls"] + [[d["castle"], priv["edge"]]]
                else:
                    s["gates"] = s["gates"] + [[d["castle"], 1 if priv["kind"] == "gate" else 2, priv["post"], priv["dir"]]]
            return s
        if t == "MazesRevealed":
            s.update(chars=d["chars"], walls=d["walls"], gates=d["gates"], revealed=True)
            return s
        if t == "FirstPlayerRolled":
            s["first"] = d["first_castle"]
            return s
        if t == "CardsDealt":
            hands = []
            for h, seats in enumerate(su.hand_seats):
                got = None
                for x in seats:
                    got = event.private.get(str(x), {}).get(f"hand{h}", got)
                hands.append(list(got or []))
            s["hands"] = hands
            s["deck"] = list(event.private.get("server", {}).get("deck", []))
            return s
        if t == "TurnStarted":
            s.update(phase="card", castle=d["castle"], turn=d["turn"], roll=0, left=0, movers=[], visited={}, pending=None)
            return s
        if t == "DiscardsReshuffled":
            s["deck"] = list(event.private.get("server", {}).get("deck", []))
            s["discard"] = []
            return s
        if t == "CardDrawn":
            if s["deck"]:
                s["hands"] = replaced(s["hands"], d["hand"], s["hands"][d["hand"]] + [s["deck"][0]])
                s["deck"] = s["deck"][1:]
            return s
        if t in ("CardDiscarded", "CardPlayed"):
            hand = list(s["hands"][d["hand"]])
            if d["card"] in hand:
                hand.remove(d["card"])
            s["hands"] = replaced(s["hands"], d["hand"], hand)
            s["discard"] = s["discard"] + [d["card"]]
            if "wall" in d:
                s.update(phase="place_wall", pending=d["wall"])
            elif "gate" in d:
                s.update(phase="place_gate", pending=d["gate"])
            return s
        if t == "CharacterKilled":
            i = d["piece"]
            castle = su.castle_of(i)
            s["chars"] = with_char_at(s["chars"], i, DEAD)
            if d.get("point") and d.get("by") is not None:
                who = su.castle_of(d["by"])
                s["points"] = replaced(s["points"], who, s["points"][who] + 1)
            if not any(c[0] == castle and c[2] >= 0 for c in s["chars"]) and castle not in s["out"]:
                s["out"] = s["out"] + [castle]
                if su.hand.count(su.hand[castle]) == 1 and s["revealed"]:
                    # a castle out of the game with its own hand: its cards go to the discard pile
                    h = su.hand[castle]
                    s["discard"] = s["discard"] + s["hands"][h]
                    s["hands"] = replaced(s["hands"], h, [])
            if s["revealed"] and len({su.team[c[0]] for c in s["chars"] if c[2] >= 0}) <= 1:
                s.update(phase="over", end="annihilation")
            return s
        if t in ("CharacterMoved", "CharacterStepped"):
            i = d["piece"]
            s["chars"] = with_char_at(s["chars"], i, d["to"])
            vis = dict(s["visited"])
            vis[str(i)] = vis.get(str(i), [d["from"]]) + [d["to"]]
            s["visited"] = vis
            if t == "CharacterStepped":
                s["left"] = s["left"] - 1
                if i not in s["movers"]:
                    s["movers"] = s["movers"] + [i]
            return s
        if t == "WallMoved":
            walls = list(s["walls"])
            walls[d["wall"]] = [walls[d["wall"]][0], d["to"]]
            s.update(walls=walls, phase="card", pending=None)
            return s
        if t == "GateMoved":
            gates = list(s["gates"])
            x = gates[d["gate"]]
            gates[d["gate"]] = [x[0], x[1], d["to"][0], d["to"][1]]
            s.update(gates=gates, phase="card", pending=None)
            return s
        if t == "GatesRotated":
            gates = list(s["gates"])
            for gi, nd in d["gates"]:
                x = gates[gi]
                gates[gi] = [x[0], x[1], x[2], nd]
            s["gates"] = gates
            chars = s["chars"]
            for ci, to in d["carried"]:
                chars = with_char_at(chars, ci, to)
            s["chars"] = chars
            return s
        if t == "GatesRemoved":
            gates = list(s["gates"])
            for gi in d["gates"]:
                gates[gi] = [gates[gi][0], gates[gi][1], -1, 0]  # off the board for good
            s["gates"] = gates
            return s
        if t == "DieRolled":
            s.update(phase="dice", roll=d["roll"], left=d["roll"], movers=[])
            return s
        if t in ("ArrowShot", "PointsForfeited", "DicePhaseForfeited"):
            s["left"] = 0
            return s
        if t == "TurnLimitReached":
            s.update(phase="over", end="turn limit")
            return s
        return s
