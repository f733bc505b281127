"""Battalla! the reducer: each event applied to a new state."""
from __future__ import annotations

from domain.engine import Event

from .board import copy_of, find, piece, to_discard


class Reducer:
    """evolve (mixed into the ruleset)."""

    # --- the reducer ---------------------------------------------------------------------
    def evolve(self, state: dict, event: Event) -> dict:
        """A new state with the event applied."""
        st = copy_of(state)
        self.apply_event(st, event.type, event.data, event.private)
        return st

    @staticmethod
    def apply_event(st: dict, t: str, d: dict, private: dict) -> None:
        """Apply one event to `st` in place: evolve does it on a copy, the AI's fast path (fast.py)
        on the copy it made once for a whole simulation."""
        board = st["board"]
        if t == "DeckShuffled":
            st["deck"][d["seat"]] = list(private["server"]["order"])
        elif t == "DieRolled":
            st["die_winner"] = d["winner"]
            st["phase"] = "order"
        elif t == "OrderChosen":
            st["first"] = d["first"]
            st["phase"] = "mulligan"
        elif t == "CardsDrawn":
            src = st["deck"] if d["from"] == "deck" else st["penalty"]
            pile = src[d["seat"]]
            n = d["count"]
            drawn = pile[len(pile) - n:][::-1]
            del pile[len(pile) - n:]
            st["hand"][d["seat"]] += drawn
        elif t == "MulliganTaken":
            s = d["seat"]
            for cid in private.get(str(s), {}).get("returned", []):
                st["hand"][s].remove(cid)
            if d["count"]:
                st["deck"][s] = list(private["server"]["order"])
            st["mulliganed"][s] = True
        elif t == "PenaltyPilesSet":
            n = d["size"]
            for s in (0, 1):
                st["penalty"][s] = st["deck"][s][-n:]
                del st["deck"][s][-n:]
            st["phase"] = "play"
        elif t == "HeroRevealed":
            st["face_up"] = [list(x) for x in st["face_up"]]
            st["face_up"][d["seat"]].append(d["card"])
        elif t == "TurnStarted":
            st["hd_used"] = []
            st["active"] = d["seat"]
            st["turn"] = d["turn"]
            st["hero_summoned"] = False
            for p in board:
                if p is not None:
                    p["moved"] = p["attacked"] = False
                    p["used"] = []
        elif t == "StaminaSet":
            st["stamina"][d["seat"]] = d["stamina"]
        elif t == "StaminaChanged":
            st["stamina"][d["seat"]] += d["delta"]
        elif t == "FieldPlayed":
            s = d["seat"]
            st["hand"][s].remove(d["card"])
            if st["fieldzone"][s] is not None:
                st["discard"][s].append(st["fieldzone"][s])
            st["fieldzone"][s] = d["card"]
        elif t == "CardSummoned":
            s = d["seat"]
            zone = {"hand": st["hand"], "hero_deck": st["heroes"], "discard": st["discard"]}[d["from"]][s]
            if d["from"] == "discard":
                del zone[len(zone) - 1 - zone[::-1].index(d["card"])]
            else:
                zone.remove(d["card"])
            if d["from"] == "hero_deck":
                st["hero_summoned"] = True
                if d["card"] in st["face_up"][s]:
                    st["face_up"] = [[c for c in x if c != d["card"]] for x in st["face_up"]]
            board[d["cell"]] = piece(d["uid"], d["card"], s, st["turn"], d["from"] == "discard")
            st["next_uid"] = d["uid"] + 1
        elif t == "CardReplaced":
            s = d["seat"]
            st["hand"][s].remove(d["card"])
            old = board[d["cell"]]
            to_discard(st, old)
            new = piece(d["uid"], d["card"], s, old["summoned"], False)
            for k in ("dmg", "moved", "attacked"):
                new[k] = old[k]
            board[d["cell"]] = new
            st["next_uid"] = d["uid"] + 1
        elif t == "CardAttached":
            c = find(st, d["host"])
            if d["from"] == "hand":
                st["hand"][d["seat"]].remove(d["card"])
            elif d["from"] == "board":
                sc = find(st, d["uid"])
                if sc is not None:
                    to_discard(st, board[sc], keep_self=True)
                    board[sc] = None
            elif d["from"] == "chain" and st["chain"]:
                st["chain"][-1]["spent"] = True
            if c is not None:
                board[c]["items"].append({"card": d["card"], "owner": d["seat"]})
        elif t == "CardMoved":
            board[d["to"]] = board[d["from"]]
            board[d["from"]] = None
            if not d.get("pushed"):
                board[d["to"]]["moved"] = True
        elif t == "AttackDeclared":
            board[d["cell"]]["attacked"] = True
            st["combat"] = {"attacker": d["uid"], "defender": d["target"], "direct": d["direct"], "step": "declared"}
            st["responded"] = False
        elif t == "LinkAdded":
            link = dict(d)
            link["negated"] = False
            st["chain"].append(link)
            if d["kind"] in ("activate", "react") and d["self"] is not None:
                c = find(st, d["self"])
                if c is not None:
                    board[c]["used"].append(d["effect"])
            if d["kind"] == "assist":
                st["hand"][d["seat"]].remove(d["card"])
            if d["kind"] == "hero_deck":
                st["hd_used"] = st["hd_used"] + [d["card"]]
            if d["seat"] == st["active"]:
                st["responded"] = False
            st["window"] = None
        elif t == "LinkNegated":
            st["chain"][d["index"]]["negated"] = True
        elif t == "WindowOpened":
            st["window"] = d["seat"]
        elif t == "ReactDeclined":
            st["window"] = None
            st["responded"] = True
        elif t == "LinkResolved":
            link = st["chain"].pop()
            if link["kind"] == "assist" and not link.get("spent"):
                st["discard"][link["seat"]].append(link["card"])
        elif t == "ChainResolved":
            if st["combat"] is None:
                st["responded"] = False
        elif t == "DamageStep":
            st["combat"]["step"] = "damaged"
            st["responded"] = False
        elif t == "DamageDealt":
            c = find(st, d["uid"])
            if c is not None:
                board[c]["dmg"] += d["amount"]
        elif t == "Healed":
            c = find(st, d["uid"])
            if c is not None:
                board[c]["dmg"] = max(0, board[c]["dmg"] - d["amount"])
        elif t == "AtkChanged":
            c = find(st, d["uid"])
            if c is not None:
                board[c]["atk"] += d["amount"]
        elif t == "CardDestroyed":
            c = find(st, d["uid"])
            if c is not None:
                to_discard(st, board[c])
                board[c] = None
        elif t == "CardReturned":
            c = find(st, d["uid"])
            if c is not None:
                p = board[c]
                board[c] = None
                if d["to"] == "hand":
                    to_discard(st, p, keep_self=True)
                    st["hand"][p["owner"]].append(p["card"])
                else:
                    board[d["to"]] = p
        elif t == "CardDiscarded":
            st["hand"][d["seat"]].remove(d["card"])
            st["discard"][d["seat"]].append(d["card"])
        elif t == "CardSearched":
            if d["card"] is not None:
                st["deck"][d["seat"]].remove(d["card"])
                st["hand"][d["seat"]].append(d["card"])
        elif t == "CombatEnded":
            st["combat"] = None
            st["responded"] = False
        elif t == "TurnEnding":
            st["ending"] = d["seat"]
        elif t == "TurnEnded":
            st["ending"] = None
            for p in board:
                if p is not None:
                    p["atk"] = 0
        elif t == "PlayerLost":
            st["loser"] = d["seat"]
            st["phase"] = "over"
            st["window"] = None
            st["end"] = {"winners": [1 - d["seat"]], "reason": d["reason"]}
        elif t == "TurnLimitReached":
            st["phase"] = "over"
            st["end"] = {"winners": d["winners"], "reason": "turn limit"}
