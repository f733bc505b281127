"""Battlegates outcome, views and AI hooks: who won, what a seat sees, the heuristic, determinize,
and the boards and cards served to client authors."""
from __future__ import annotations

from ..engine import Outcome
from .fast import BattlegatesFast
from .sampling import sample_hidden
from .setups import CARD_COUNTS, CARDS, SETUPS
from .state import UNPLACED, setup_of


class Views:
    """Outcome, views and AI hooks (mixed into the ruleset)."""

    def outcome(self, state: dict) -> Outcome | None:
        """The last side with characters on the board wins; at the turn limit the side with most
        characters left (then points) wins; ties are draws."""
        if state["phase"] != "over":
            return None
        su = setup_of(state)
        teams = sorted(set(su.team))
        key = {t: (_team_alive(state, t), _team_points(state, t)) for t in teams}
        best = max(key.values())
        top = [t for t in teams if key[t] == best]
        order = {c: i for i, c in enumerate(state["out"])}

        def rank(seat):
            cs = su.seat_castles[seat]
            t = su.team[cs[0]]
            return (key[t], max(order.get(c, 99) for c in cs))

        ranking = sorted(range(su.seats), key=rank, reverse=True)
        scores = {s: sum(state["points"][c] for c in su.seat_castles[s]) for s in range(su.seats)}
        if len(top) > 1:
            winners = sorted(s for s in range(su.seats) if su.team[su.seat_castles[s][0]] in top)
            if len(top) == len(teams):
                return Outcome([], ranking, "draw at the turn limit", scores)
            return Outcome(winners, ranking, "turn limit: shared lead", scores)
        winners = sorted(s for s in range(su.seats) if su.team[su.seat_castles[s][0]] == top[0])
        alive_teams = [t for t in teams if key[t][0] > 0]
        reason = "all opposing characters killed" if len(alive_teams) <= 1 else "turn limit: most characters left"
        return Outcome(winners, ranking, reason, scores)

    def view(self, state: dict, seat: int | None) -> dict:
        """The board as seat sees it: before the reveal only its own castles' halves."""
        su = setup_of(state)
        v = {k: state[k] for k in ("setup", "phase", "placed", "revealed", "points", "turn", "castle", "first",
                                   "roll", "left", "movers", "visited", "pending", "out", "end")}
        v["castle_seats"], v["teams"] = list(su.castle_seat), list(su.team)
        v["portals"] = [list(p) for p in su.g.PORTALS]
        mine = set(su.seat_castles[seat]) if seat is not None and 0 <= seat < su.seats else set()
        if state["revealed"]:
            v["chars"], v["walls"], v["gates"] = state["chars"], state["walls"], state["gates"]
        else:
            v["chars"] = [c if c[0] in mine else [c[0], c[1], UNPLACED] for c in state["chars"]]
            v["walls"] = [w for w in state["walls"] if w[0] in mine]
            v["gates"] = [x for x in state["gates"] if x[0] in mine]
        v["hands"] = [list(h) if seat in su.hand_seats[i] else None for i, h in enumerate(state["hands"])]
        v["hand_sizes"] = [len(h) for h in state["hands"]]
        v["deck_size"] = len(state["deck"])
        v["discard"] = list(state["discard"])
        return v

    # No pass_move: Battlegates has no passing (every card phase plays or discards, every point is
    # used), so the `pass` timeout policy is refused at creation (the engine's default says so).

    def evaluate(self, state: dict, seat: int) -> float:
        """Material, threats and progress of my side against the others (heuristic.py), or the
        maze scores during the set-up; the fast path's evaluate on the same position."""
        return BattlegatesFast.from_state(self, state).evaluate(seat)

    def determinize(self, state: dict, seat: int, rng) -> dict:
        """Sample what seat cannot see (sampling.sample_hidden): the others' unrevealed set-ups,
        rebuilt by the set-up policy, then the hidden hands and the deck order."""
        su = setup_of(state)
        v = self.view(state, seat)
        hands = [h if h is not None else [None] * n for h, n in zip(v["hands"], v["hand_sizes"])]
        hidden = sample_hidden(su, seat, state["revealed"], v["chars"], v["walls"], v["gates"], state["placed"],
                               hands, v["discard"], v["deck_size"], rng)
        out = dict(state)
        if hidden.chars is not None:
            out.update(chars=hidden.chars, walls=hidden.walls, gates=hidden.gates)
        out["hands"], out["deck"] = hidden.hands, hidden.deck
        return out

    def resources(self) -> dict:
        """The board of each set-up and the card list, for client authors."""
        boards = {}
        for name, su in SETUPS.items():
            g = su.g
            boards[name] = {"columns": g.W, "rows": g.H, "castle_seats": list(su.castle_seat), "teams": list(su.team),
                            "keeps": list(g.KEEP), "portals": [list(p) for p in g.PORTALS],
                            "entrances": [sorted(e) for e in g.ENTRANCES], "castle_walls": sorted(g.CASTLE_WALL),
                            "misery_run": sorted(g.MISERY), "battle_alley_edges": sorted(g.ALLEY),
                            "pieces_per_castle": {"armies": su.armies, "walls": su.n_walls, "gates": su.n_gates,
                                                  "long_gates": su.n_longs},
                            "drawing": g.ascii()}
        return {"boards": boards, "cards": [{"card": c, "count": CARD_COUNTS[c]} for c in CARDS]}


def _team_alive(state, team) -> int:
    """Characters on the board of a team."""
    su = setup_of(state)
    return sum(1 for c in state["chars"] if c[2] >= 0 and su.team[c[0]] == team)


def _team_points(state, team) -> int:
    """Card points of a team."""
    su = setup_of(state)
    return sum(p for c, p in enumerate(state["points"]) if su.team[c] == team)
