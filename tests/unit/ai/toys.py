"""Tiny rulesets for testing the AI: tic-tac-toe, n-player Nim, Pig (dice) and a hidden-card duel.

They follow the Ruleset protocol like the real games but are never registered.
"""
from __future__ import annotations

from domain.engine import Draft, Field, IllegalMove, MoveType, Outcome, Ruleset

# --- tic-tac-toe ------------------------------------------------------------------------------
LINES = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))
_PLACE = [{"type": "place", "cell": c} for c in range(9)]


def _line_winner(board):
    for a, b, c in LINES:
        if board[a] is not None and board[a] == board[b] == board[c]:
            return board[a]
    return None


class TicTacToe(Ruleset):
    """Three in a row on a 3x3 board; seat 0 moves first."""

    id = "toy-tictactoe"
    name = "Tic-tac-toe"
    move_types = {"place": MoveType("place", "Put your mark on an empty cell.",
                                    {"cell": Field("int", minimum=0, maximum=8)})}

    def initial_state(self, options, n_seats):
        """An empty board."""
        return {"board": [None] * 9, "to_move": 0}

    def setup(self, state, rng):
        """Nothing is random."""
        return []

    def legal_moves(self, state, seat):
        """Every empty cell on your turn."""
        if seat != state["to_move"] or self.outcome(state) is not None:
            return []
        return [_PLACE[c] for c in range(9) if state["board"][c] is None]

    def decide(self, state, seat, move, rng):
        """Place a mark on an empty cell."""
        if seat != state["to_move"] or self.outcome(state) is not None:
            raise IllegalMove("not your turn", rule="turn")
        cell = move.get("cell")
        if not isinstance(cell, int) or not 0 <= cell < 9 or state["board"][cell] is not None:
            raise IllegalMove(f"cell {cell!r} is not empty", rule="place")
        return [Draft("MarkPlaced", {"cell": cell}, seat=seat)]

    def evolve(self, state, event):
        """Mark the cell, pass the turn."""
        board = list(state["board"])
        board[event.data["cell"]] = event.seat
        return {"board": board, "to_move": 1 - state["to_move"]}

    def to_act(self, state):
        """The player on turn until the game ends."""
        return [] if self.outcome(state) is not None else [state["to_move"]]

    def outcome(self, state):
        """A line wins; a full board is a draw."""
        w = _line_winner(state["board"])
        if w is not None:
            return Outcome([w], [w, 1 - w], "three in a row")
        if None not in state["board"]:
            return Outcome([], [0, 1], "draw")
        return None

    def view(self, state, seat):
        """Everything is public."""
        return state

    def evaluate(self, state, seat):
        """Open lines for me minus open lines for the opponent (a weak heuristic)."""
        b = state["board"]
        score = 0
        for line in LINES:
            marks = {b[i] for i in line} - {None}
            if marks == {seat}:
                score += 1
            elif marks == {1 - seat}:
                score -= 1
        return score / 8.0


# --- n-player Nim -----------------------------------------------------------------------------
class Nim(Ruleset):
    """Take 1..3 from one pile; whoever takes the last object wins. 2 to 4 seats in turn."""

    id = "toy-nim"
    name = "Nim"
    min_seats = 2
    max_seats = 4
    options = {"piles": Field("list", items=Field("int", minimum=0, maximum=20), required=False, default=[3, 4, 5])}
    move_types = {"take": MoveType("take", "Take `count` objects from pile `pile`.",
                                   {"pile": Field("int", minimum=0), "count": Field("int", minimum=1, maximum=3)})}

    def initial_state(self, options, n_seats):
        """The piles and the first seat on turn."""
        return {"piles": list(options.get("piles") or [3, 4, 5]), "to_move": 0, "n": n_seats, "last": None,
                "out": []}

    def setup(self, state, rng):
        """Nothing is random."""
        return []

    def legal_moves(self, state, seat):
        """Every (pile, count) with count <= 3 and <= the pile."""
        if seat != state["to_move"] or self.outcome(state) is not None:
            return []
        return [{"type": "take", "pile": p, "count": c}
                for p, size in enumerate(state["piles"]) for c in range(1, min(3, size) + 1)]

    def decide(self, state, seat, move, rng):
        """Take from a pile."""
        if seat != state["to_move"]:
            raise IllegalMove("not your turn", rule="turn")
        p, c = move.get("pile"), move.get("count")
        if not isinstance(p, int) or not 0 <= p < len(state["piles"]) or not isinstance(c, int) \
                or not 1 <= c <= min(3, state["piles"][p]):
            raise IllegalMove(f"cannot take {c!r} from pile {p!r}", rule="take")
        return [Draft("Taken", {"pile": p, "count": c}, seat=seat)]

    def evolve(self, state, event):
        """Take, remember who took last, pass the turn to the next seat still in."""
        if event.type == "SeatOut":
            new = dict(state)
            new["out"] = state["out"] + [event.data["seat"]]
            if state["to_move"] == event.data["seat"]:
                new["to_move"] = _next_seat(new, event.data["seat"])
            return new
        piles = list(state["piles"])
        piles[event.data["pile"]] -= event.data["count"]
        new = dict(state)
        new["piles"] = piles
        new["last"] = event.seat
        new["to_move"] = _next_seat(new, event.seat)
        return new

    def to_act(self, state):
        """The seat on turn until the piles are empty."""
        return [] if self.outcome(state) is not None else [state["to_move"]]

    def outcome(self, state):
        """Whoever took the last object wins."""
        if any(state["piles"]):
            return None
        w = state["last"]
        return Outcome([w], [w] + [s for s in range(state["n"]) if s != w], "took the last object")

    def view(self, state, seat):
        """Everything is public."""
        return state

    def remove_seat(self, state, seat, reason, rng=None):
        """The seat is skipped from now on."""
        return [Draft("SeatOut", {"seat": seat})]

    # No evaluate: the default (0.0), so MCTS plays rollouts to the end.


def _next_seat(state, seat):
    n = state["n"]
    for step in range(1, n + 1):
        s = (seat + step) % n
        if s not in state["out"]:
            return s
    return seat


# --- Pig (dice) -------------------------------------------------------------------------------
class Pig(Ruleset):
    """Roll a die to add to your turn total (a 1 loses it and ends the turn) or hold to bank it;
    the first to `target` wins."""

    id = "toy-pig"
    name = "Pig"
    options = {"target": Field("int", minimum=5, maximum=100, required=False, default=20)}
    move_types = {"roll": MoveType("roll", "Roll the die."), "hold": MoveType("hold", "Bank your turn total.")}

    def initial_state(self, options, n_seats):
        """Both scores 0."""
        return {"scores": [0, 0], "turn_total": 0, "to_move": 0, "target": options.get("target") or 20}

    def setup(self, state, rng):
        """Nothing is random at the start."""
        return []

    def legal_moves(self, state, seat):
        """Roll, or hold once something is at stake."""
        if seat != state["to_move"] or self.outcome(state) is not None:
            return []
        return [{"type": "roll"}, {"type": "hold"}] if state["turn_total"] else [{"type": "roll"}]

    def decide(self, state, seat, move, rng):
        """A roll draws the die from rng and writes it into the event."""
        if seat != state["to_move"]:
            raise IllegalMove("not your turn", rule="turn")
        if move.get("type") == "roll":
            return [Draft("DieRolled", {"die": rng.die(6)}, seat=seat)]
        if move.get("type") == "hold" and state["turn_total"]:
            return [Draft("Held", {"total": state["turn_total"]}, seat=seat)]
        raise IllegalMove("nothing to hold", rule="hold")

    def evolve(self, state, event):
        """Add or lose the die, or bank."""
        new = dict(state)
        if event.type == "DieRolled":
            if event.data["die"] == 1:
                new["turn_total"], new["to_move"] = 0, 1 - state["to_move"]
            else:
                new["turn_total"] = state["turn_total"] + event.data["die"]
        else:
            scores = list(state["scores"])
            scores[event.seat] += state["turn_total"]
            new["scores"], new["turn_total"], new["to_move"] = scores, 0, 1 - state["to_move"]
        return new

    def to_act(self, state):
        """The player on turn."""
        return [] if self.outcome(state) is not None else [state["to_move"]]

    def outcome(self, state):
        """The first to the target wins."""
        for s in (0, 1):
            if state["scores"][s] >= state["target"]:
                return Outcome([s], [s, 1 - s], "reached the target")
        return None

    def view(self, state, seat):
        """Everything is public."""
        return state

    def evaluate(self, state, seat):
        """Score lead, counting the turn total of the player on turn."""
        mine = state["scores"][seat] + (state["turn_total"] if state["to_move"] == seat else 0)
        theirs = state["scores"][1 - seat] + (state["turn_total"] if state["to_move"] != seat else 0)
        return max(-0.9, min(0.9, (mine - theirs) / (2 * state["target"])))


# --- a hidden-card duel -----------------------------------------------------------------------
DUEL_CARDS = tuple(range(1, 11))
DUEL_HAND = 3


class Duel(Ruleset):
    """Cards 1..10; each player holds 3. The leader plays a card face up, the other answers; the
    higher card scores a point and leads next; both then draw from the deck while it lasts. Most
    points after every card is played wins."""

    id = "toy-duel"
    name = "Duel"
    hidden_information = True
    move_types = {"play": MoveType("play", "Play a card from your hand.",
                                   {"card": Field("int", minimum=1, maximum=10)})}

    def initial_state(self, options, n_seats):
        """No cards dealt yet."""
        return {"hands": [[], []], "deck": [], "trick": [], "leader": 0, "to_move": None,
                "points": [0, 0], "played": []}

    def setup(self, state, rng):
        """Shuffle and deal 3 cards each; the deck order is the server's secret."""
        deck = rng.shuffled(DUEL_CARDS)
        hands = [sorted(deck[:DUEL_HAND]), sorted(deck[DUEL_HAND:2 * DUEL_HAND])]
        return [Draft("CardsDealt", {"hand_sizes": [DUEL_HAND, DUEL_HAND]},
                      {"0": {"hand": hands[0]}, "1": {"hand": hands[1]}, "server": {"deck": deck[2 * DUEL_HAND:]}})]

    def legal_moves(self, state, seat):
        """Each card in your hand, on your turn."""
        if seat != state["to_move"]:
            return []
        return [{"type": "play", "card": c} for c in state["hands"][seat]]

    def decide(self, state, seat, move, rng):
        """Play a card; the second card of a trick scores it and both draw."""
        if seat != state["to_move"]:
            raise IllegalMove("not your turn", rule="turn")
        card = move.get("card")
        if card not in state["hands"][seat]:
            raise IllegalMove("that card is not in your hand", rule="play")
        drafts = [Draft("CardPlayed", {"card": card}, seat=seat)]
        if len(state["trick"]) == 1:
            lead = state["trick"][0]
            winner = state["leader"] if lead > card else seat
            drafts.append(Draft("TrickWon", {"seat": winner}))
            deck = state["deck"]
            order = [winner, 1 - winner]
            for i, s in enumerate(order[:len(deck)]):
                drafts.append(Draft("CardDrawn", {"seat": s}, {str(s): {"card": deck[i]}}))
        return drafts

    def evolve(self, state, event):
        """Deal, play, score and draw."""
        new = dict(state)
        t, d = event.type, event.data
        if t == "CardsDealt":
            new["hands"] = [list(event.private["0"]["hand"]), list(event.private["1"]["hand"])]
            new["deck"] = list(event.private["server"]["deck"])
            new["to_move"] = 0
        elif t == "CardPlayed":
            hands = [list(h) for h in state["hands"]]
            hands[event.seat].remove(d["card"])
            new["hands"] = hands
            new["trick"] = state["trick"] + [d["card"]]
            new["played"] = state["played"] + [d["card"]]
            new["to_move"] = 1 - event.seat
        elif t == "TrickWon":
            points = list(state["points"])
            points[d["seat"]] += 1
            new["points"], new["trick"], new["leader"], new["to_move"] = points, [], d["seat"], d["seat"]
            if not any(state["hands"]):
                new["to_move"] = None
        elif t == "CardDrawn":
            hands = [list(h) for h in state["hands"]]
            hands[d["seat"]].append(event.private[str(d["seat"])]["card"])
            hands[d["seat"]].sort()
            new["hands"], new["deck"] = hands, state["deck"][1:]
            new["to_move"] = new["leader"]
        return new

    def to_act(self, state):
        """The player to play, until every card is played."""
        return [] if state["to_move"] is None else [state["to_move"]]

    def outcome(self, state):
        """Most points wins."""
        if state["to_move"] is not None or not state["played"]:
            return None
        p = state["points"]
        if p[0] == p[1]:
            return Outcome([], [0, 1], "tie", {0: p[0], 1: p[1]})
        w = 0 if p[0] > p[1] else 1
        return Outcome([w], [w, 1 - w], "most tricks", {0: p[0], 1: p[1]})

    def view(self, state, seat):
        """Your hand; the other hand and the deck only by size."""
        out = {k: v for k, v in state.items() if k not in ("hands", "deck")}
        out["hand_sizes"] = [len(h) for h in state["hands"]]
        out["deck_size"] = len(state["deck"])
        if seat is not None:
            out["hand"] = list(state["hands"][seat])
        return out

    def determinize(self, state, seat, rng):
        """The unseen cards pooled in sorted order, shuffled, dealt to the other hand and the deck."""
        other = 1 - seat
        seen = set(state["hands"][seat]) | set(state["played"])
        pool = rng.shuffled(sorted(c for c in DUEL_CARDS if c not in seen))
        n = len(state["hands"][other])
        hands = [None, None]
        hands[seat] = list(state["hands"][seat])
        hands[other] = sorted(pool[:n])
        new = dict(state)
        new["hands"], new["deck"] = hands, pool[n:]
        return new

    def evaluate(self, state, seat):
        """Point lead plus the strength of my hand."""
        lead = state["points"][seat] - state["points"][1 - seat]
        hand = state["hands"][seat]
        strength = (sum(hand) / len(hand) - 5.5) / 4.5 if hand else 0.0
        return max(-1.0, min(1.0, lead / 3.0 + 0.2 * strength))


# --- connect four (the size the speed target names) -------------------------------------------
C4_W, C4_H = 7, 6
_DROP = [{"type": "drop", "column": c} for c in range(C4_W)]
# Every line of four through each cell, as cell indexes (cell = column * C4_H + row), built once.
C4_LINES_AT = [[] for _ in range(C4_W * C4_H)]
for _c in range(C4_W):
    for _r in range(C4_H):
        for _dc, _dr in ((1, 0), (0, 1), (1, 1), (1, -1)):
            _cells = [(_c + i * _dc, _r + i * _dr) for i in range(4)]
            if all(0 <= x < C4_W and 0 <= y < C4_H for x, y in _cells):
                _line = tuple(x * C4_H + y for x, y in _cells)
                for _cell in _line:
                    C4_LINES_AT[_cell].append(_line)
C4_LINES = sorted({line for lines in C4_LINES_AT for line in lines})


class ConnectFour(Ruleset):
    """Drop discs into a 7x6 board; four in a row wins; seat 0 first."""

    id = "toy-connect4"
    name = "Connect four"
    move_types = {"drop": MoveType("drop", "Drop a disc into a column that is not full.",
                                   {"column": Field("int", minimum=0, maximum=C4_W - 1)})}

    def initial_state(self, options, n_seats):
        """An empty board: 42 cells (column-major), column heights, nobody has won."""
        return {"cells": [None] * (C4_W * C4_H), "heights": [0] * C4_W, "to_move": 0, "winner": None, "moves": 0}

    def setup(self, state, rng):
        """Nothing is random."""
        return []

    def legal_moves(self, state, seat):
        """Every column that is not full, on your turn."""
        if seat != state["to_move"] or state["winner"] is not None or state["moves"] == C4_W * C4_H:
            return []
        h = state["heights"]
        return [_DROP[c] for c in range(C4_W) if h[c] < C4_H]

    def decide(self, state, seat, move, rng):
        """Drop a disc."""
        if seat != state["to_move"] or state["winner"] is not None:
            raise IllegalMove("not your turn", rule="turn")
        col = move.get("column")
        if not isinstance(col, int) or not 0 <= col < C4_W or state["heights"][col] >= C4_H:
            raise IllegalMove(f"column {col!r} is full or off the board", rule="drop")
        return [Draft("DiscDropped", {"column": col}, seat=seat)]

    def evolve(self, state, event):
        """Place the disc, look for four through it, pass the turn."""
        col, seat = event.data["column"], event.seat
        cell = col * C4_H + state["heights"][col]
        cells = list(state["cells"])
        cells[cell] = seat
        heights = list(state["heights"])
        heights[col] += 1
        winner = None
        for line in C4_LINES_AT[cell]:
            if cells[line[0]] == seat and cells[line[1]] == seat and cells[line[2]] == seat and cells[line[3]] == seat:
                winner = seat
                break
        return {"cells": cells, "heights": heights, "to_move": 1 - seat, "winner": winner, "moves": state["moves"] + 1}

    def to_act(self, state):
        """The player on turn until a win or a full board."""
        if state["winner"] is not None or state["moves"] == C4_W * C4_H:
            return []
        return [state["to_move"]]

    def outcome(self, state):
        """Four in a row wins; a full board is a draw."""
        w = state["winner"]
        if w is not None:
            return Outcome([w], [w, 1 - w], "four in a row")
        if state["moves"] == C4_W * C4_H:
            return Outcome([], [0, 1], "draw")
        return None

    def view(self, state, seat):
        """Everything is public."""
        return state

    def evaluate(self, state, seat):
        """Open lines of four holding only my discs, weighted by count, minus the opponent's."""
        cells = state["cells"]
        score = 0
        for a, b, c, d in C4_LINES:
            marks = (cells[a], cells[b], cells[c], cells[d])
            mine, theirs = marks.count(seat), marks.count(1 - seat)
            if mine and not theirs:
                score += mine * mine
            elif theirs and not mine:
                score -= theirs * theirs
        return max(-1.0, min(1.0, score / 60.0))


# --- sealed bids: both seats act at once ------------------------------------------------------
class SealedBids(Ruleset):
    """Both seats bid 1, 2 or 3 in any order (to_act holds every seat yet to bid); the higher
    bid wins, equal bids draw."""

    id = "toy-bids"
    name = "Sealed bids"
    move_types = {"bid": MoveType("bid", "Bid 1, 2 or 3.", {"amount": Field("int", minimum=1, maximum=3)})}

    def initial_state(self, options, n_seats):
        """Nobody has bid."""
        return {"bids": [None, None]}

    def setup(self, state, rng):
        """Nothing is random."""
        return []

    def legal_moves(self, state, seat):
        """The three bids, until you have bid."""
        return [] if state["bids"][seat] is not None else [{"type": "bid", "amount": a} for a in (1, 2, 3)]

    def decide(self, state, seat, move, rng):
        """Record a bid."""
        if state["bids"][seat] is not None:
            raise IllegalMove("you have bid already", rule="bid")
        return [Draft("BidMade", {"amount": move["amount"]}, seat=seat)]

    def evolve(self, state, event):
        """Store the bid."""
        bids = list(state["bids"])
        bids[event.seat] = event.data["amount"]
        return {"bids": bids}

    def to_act(self, state):
        """Every seat that has not bid yet."""
        return [s for s in (0, 1) if state["bids"][s] is None]

    def outcome(self, state):
        """Higher bid wins once both have bid."""
        a, b = state["bids"]
        if a is None or b is None:
            return None
        if a == b:
            return Outcome([], [0, 1], "equal bids")
        w = 0 if a > b else 1
        return Outcome([w], [w, 1 - w], "higher bid")

    def view(self, state, seat):
        """Everything is public (a toy)."""
        return state
