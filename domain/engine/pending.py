"""The fold of the events of domain/engine/consent.py (undo, takeback, draw offers, abort): kept apart
from the commands so that game.py can fold them without importing the commands that build on it.

A pending takeback request or draw offer lives in the game state as `pending` ({kind, seat, from,
to, expires_at, accepted}), only while there is one: a game that never had one has no such key.
"""
from __future__ import annotations

CONSENT_EVENTS = ("ActionWithdrawn", "TakebackRequested", "TakebackAnswered", "DrawOffered", "DrawAnswered",
                  "GameAborted")


def evolve(gs: dict, ev) -> dict:
    """Apply one of CONSENT_EVENTS to a game state (a copy already made by game.evolve)."""
    d = ev.data
    if ev.type == "ActionWithdrawn":
        gs["game"] = ev.private["server"]["game"]
        gs.pop("pending", None)
    elif ev.type in ("TakebackRequested", "DrawOffered"):
        gs["pending"] = {"kind": "takeback" if ev.type == "TakebackRequested" else "draw", "seat": d["seat"],
                         "from": d.get("from"), "to": d.get("to"), "expires_at": d["expires_at"], "accepted": []}
    elif ev.type in ("TakebackAnswered", "DrawAnswered"):
        p = gs.get("pending")
        if p is not None and d["accept"]:
            gs["pending"] = {**p, "accepted": p["accepted"] + [d["seat"]]}
        else:
            gs.pop("pending", None)
    return gs  # GameAborted: the GameFinished after it ends the game
