"""The Channeling: two druids per player channel energy along leyline paths in a 4x4 grid.

Seed: /work/shared/seeds/002_e9e8f680020f0a54.txt; interpretations in docs/rules/channeling.md.
Layout follows python-chess: tables first, then moves and events, legality, reducer, helpers.
"""
from __future__ import annotations

from itertools import combinations

from domain.engine import Draft, Event, Field, IllegalMove, MoveType, Outcome, Ruleset
from domain.engine.ruleset import NAMES_APART_SINCE

# --- constants and tables -------------------------------------------------------------------
SIZE = 4
CELLS = SIZE * SIZE
HAND_SIZE = 8
CUBES_PER_PLAYER = 50
CARDS_TO_TRIGGER_END = 7
MOVED_CUBES, STATIONARY_CUBES, PATH_CUBES = 3, 2, 1
COLOURS = ("light", "dark")

# How many copies of a (Vigor, Splendor) card the deck holds, by |Vigor - Splendor|: balanced
# cards are common, lopsided ones rare; 4*3 + 6*2 + 4*1 + 2*1 = 30 cards (the seed gives no list).
COPIES_BY_GAP = {0: 3, 1: 2, 2: 1, 3: 1}
CARDS = tuple(
    (v, s)
    for v in range(4, 8)
    for s in range(4, 8)
    for _ in range(COPIES_BY_GAP[abs(v - s)])
)
assert len(CARDS) == 30
VIGOR = tuple(c[0] for c in CARDS)
SPLENDOR = tuple(c[1] for c in CARDS)

# The 8 grey glyphs mark the 4 rows and 4 columns; each player's glyph card of the same name
# names that line. Cells are numbered row * 4 + column, row 0 at the top, column 0 at the left.
GLYPHS = tuple(f"row{i}" for i in range(SIZE)) + tuple(f"col{i}" for i in range(SIZE))
LINES = {
    **{f"row{r}": tuple(r * SIZE + c for c in range(SIZE)) for r in range(SIZE)},
    **{f"col{c}": tuple(r * SIZE + c for r in range(SIZE)) for c in range(SIZE)},
}

# Druids start on the four centre cards, each colour diagonally across from the other.
LIGHT_START = (5, 10)
DARK_START = (6, 9)


def _shortest_paths(a: int, b: int) -> tuple:
    """Every orthogonal path of minimal length from cell a to cell b, in sorted order."""
    ra, ca = divmod(a, SIZE)
    rb, cb = divmod(b, SIZE)
    dr = 1 if rb > ra else -1
    dc = 1 if cb > ca else -1
    nr, nc = abs(rb - ra), abs(cb - ca)
    paths = []
    for vertical_steps in combinations(range(nr + nc), nr):
        r, c, path = ra, ca, [a]
        for i in range(nr + nc):
            if i in vertical_steps:
                r += dr
            else:
                c += dc
            path.append(r * SIZE + c)
        paths.append(tuple(path))
    return tuple(sorted(paths))


PATHS = {(a, b): _shortest_paths(a, b) for a in range(CELLS) for b in range(CELLS) if a != b}

# --- moves ----------------------------------------------------------------------------------
_CELL = Field("int", "a grid cell: row * 4 + column, 0 (top left) to 15 (bottom right)", minimum=0, maximum=15)

MOVE_TYPES = {
    "play_glyph": MoveType(
        "play_glyph",
        "Step 1: play a Glyph Card from your hand; it names the row or column your druid moves "
        "in. Playing your eighth card returns all eight to your hand.",
        {"glyph": Field("enum", "the glyph card: row0..row3 or col0..col3", choices=GLYPHS)},
    ),
    "move_druid": MoveType(
        "move_druid",
        "Step 2: move one of your Druid Tokens from cell `from` to cell `to`, a card in the row "
        "or column of the glyph just played that holds no druid of either colour.",
        {"from": _CELL, "to": _CELL},
    ),
    "channel": MoveType(
        "channel",
        "Steps 3-6: channel energy along a shortest orthogonal leyline path, given as the list "
        "of cells from the druid just moved to your other druid. 3 cubes go on the moved "
        "druid's card, 2 on the stationary druid's, 1 on each card between; mixed cubes cancel "
        "and every card your cubes fill to its Vigor is acquired.",
        {"path": Field("list", "cells from the moved druid to the stationary one", minimum=2,
                       maximum=7, items=_CELL)},
    ),
    "refill": MoveType(
        "refill",
        "Step 6: when you acquired several cards, choose the empty space the top card of the "
        "deck is drawn into next.",
        {"cell": _CELL},
    ),
}


class Channeling(Ruleset):
    """The Channeling (2 players, hidden deck order)."""

    id = "channeling"
    reversible = frozenset({"DruidMoved"})  # moving a druid reveals nothing; cards and draws do
    name = "The Channeling"
    min_seats = 2
    max_seats = 2
    seed_file = "002_e9e8f680020f0a54.txt"
    # the versions (docs/rules/channeling.md, "Versions"): @1 is the same rules with no version recorded
    version = 3
    since = NAMES_APART_SINCE
    changes = ("The rules of version 2; "
               "the game's record no longer holds the players' names, only a sealed fingerprint of each, "
               "so that a player who deletes their account is erased from it.")
    names_in_record = False
    hidden_information = True
    options: dict = {}
    move_types = MOVE_TYPES

    # --- set-up -----------------------------------------------------------------------------
    def initial_state(self, options: dict, n_seats: int) -> dict:
        """An empty table: no colours, no deck, no cards dealt."""
        return {
            "phase": "setup",
            "light": None,
            "turn": None,
            "grid": [None] * CELLS,
            "cubes": [[0, 0] for _ in range(CELLS)],
            "druids": [[], []],
            "hand": [list(GLYPHS), list(GLYPHS)],
            "glyph": None,
            "moved": None,
            "pending": [],
            "deck": [],
            "supply": [CUBES_PER_PLAYER, CUBES_PER_PLAYER],
            "overchanneled": [0, 0],
            "acquired": [[], []],
            "last_turn": None,
            "turns": 0,
        }

    def setup(self, state: dict, rng) -> list[Draft]:
        """Colours at random, the deck shuffled in secret, 16 cards dealt, druids in the centre."""
        light = rng.randbelow(2)
        order = rng.shuffled(range(len(CARDS)))
        return [
            Draft("ColoursChosen", {"light": light, "dark": 1 - light}),
            Draft("DeckShuffled", {"size": len(order)}, {"server": {"order": order}}),
            Draft("GridDealt", {"grid": order[:CELLS]}),
            Draft("DruidsPlaced", {"druids": {str(light): list(LIGHT_START), str(1 - light): list(DARK_START)}}),
        ]

    # --- legality ---------------------------------------------------------------------------
    def to_act(self, state: dict) -> list[int]:
        """The player whose turn it is, while the game goes on."""
        if state["phase"] in ("setup", "over"):
            return []
        return [state["turn"]]

    def legal_moves(self, state: dict, seat: int) -> list[dict]:
        """Every legal move of `seat` now."""
        if state["phase"] in ("setup", "over") or seat != state["turn"]:
            return []
        phase = state["phase"]
        if phase == "glyph":
            hand = state["hand"][seat]
            playable = [g for g in hand if _destinations(state, g)]
            return [{"type": "play_glyph", "glyph": g} for g in (playable or hand)]
        if phase == "move":
            dests = _destinations(state, state["glyph"])
            return [{"type": "move_druid", "from": f, "to": t} for f in state["druids"][seat] for t in dests]
        if phase == "path":
            moved = state["moved"]
            other = _other_druid(state, seat, moved)
            return [{"type": "channel", "path": list(p)} for p in PATHS[(moved, other)]]
        if phase == "refill":
            return [{"type": "refill", "cell": c} for c in sorted(state["pending"])]
        return []

    def decide(self, state: dict, seat: int, move: dict, rng) -> list[Draft]:
        """Validate `move` and return its events (the turn's automatic steps included)."""
        phase = state["phase"]
        if phase == "over":
            raise IllegalMove("the game has ended", rule="game over")
        if phase == "setup":
            raise IllegalMove("the table is still being set up", rule="set-up")
        if seat != state["turn"]:
            raise IllegalMove("it is your opponent's turn, not yours", rule="turn order")
        kind = move["type"]
        expected = {"glyph": "play_glyph", "move": "move_druid", "path": "channel", "refill": "refill"}[phase]
        if kind != expected:
            raise IllegalMove(
                f"you cannot {_STEPS[kind]} now: this step of your turn is to {_STEPS[expected]}",
                rule="turn steps",
            )
        if kind == "play_glyph":
            return self._play_glyph(state, seat, move["glyph"])
        if kind == "move_druid":
            return self._move_druid(state, seat, move["from"], move["to"])
        if kind == "channel":
            return self._channel(state, seat, move["path"])
        return self._refill(state, seat, move["cell"])

    def _play_glyph(self, state, seat, glyph) -> list[Draft]:
        """Step 1; a glyph that lets no druid move is refused unless every glyph in hand is such."""
        hand = state["hand"][seat]
        if glyph not in hand:
            raise IllegalMove(
                f"{glyph_name(glyph)} is not in your hand (you hold {_glyphs(hand)}); played glyphs "
                "return only after your eighth", rule="play a glyph card",
            )
        playable = [g for g in hand if _destinations(state, g)]
        blocked = not playable
        if playable and glyph not in playable:
            raise IllegalMove(
                f"{glyph_name(glyph)} names a line with no card free of druids, so no druid could move; "
                f"play {_glyphs(playable, 'or')}", rule="move a druid token",
            )
        drafts = [Draft("GlyphPlayed", {"glyph": glyph, "recovered": len(hand) == 1, "blocked": blocked}, seat=seat)]
        if blocked:
            after = self.evolve(state, _ev(drafts[0]))
            drafts += _end_turn(after, seat)
        return drafts

    def _move_druid(self, state, seat, frm, to) -> list[Draft]:
        """Step 2: one of your druids to a card free of druids in the glyph's line."""
        if frm not in state["druids"][seat]:
            raise IllegalMove(f"space {frm} holds no Druid Token of yours (yours are on {_cells(state['druids'][seat])})",
                              rule="move a druid token")
        glyph = state["glyph"]
        if to not in LINES[glyph]:
            raise IllegalMove(f"space {to} is not in the line {glyph_name(glyph)} names ({_cells(LINES[glyph])})",
                              rule="move a druid token")
        if _druid_at(state, to) is not None:
            raise IllegalMove(f"space {to} already holds a Druid Token", rule="move a druid token")
        if state["grid"][to] is None:
            raise IllegalMove(f"space {to} holds no Magic Circle Card (the deck ran out)", rule="move a druid token")
        return [Draft("DruidMoved", {"from": frm, "to": to}, seat=seat)]

    def _channel(self, state, seat, path) -> list[Draft]:
        """Steps 3-6 on a chosen shortest path, up to the replacement of acquired cards."""
        moved = state["moved"]
        other = _other_druid(state, seat, moved)
        options = PATHS[(moved, other)]
        if tuple(path) not in options:
            raise IllegalMove(
                f"the path through {_cells(path)} is not a shortest leyline path (no diagonals) from the Druid "
                f"Token you moved, on space {moved}, to your other one, on space {other} ({len(options)} such "
                f"paths of {len(options[0])} cards exist)",
                rule="leyline path",
            )
        drafts = []
        # Step 4: 3 / 2 / 1 cubes; when the supply runs dry the druids' cards are served first.
        wanted = [(moved, MOVED_CUBES), (other, STATIONARY_CUBES)] + [(c, PATH_CUBES) for c in path[1:-1]]
        supply = state["supply"][seat]
        placed = []
        for cell, n in wanted:
            if state["grid"][cell] is None:
                continue
            n = min(n, supply)
            supply -= n
            if n:
                placed.append({"cell": cell, "cubes": n})
        drafts.append(Draft("LeylineChanneled", {"path": list(path), "placed": placed}, seat=seat))
        s = self.evolve(state, _ev(drafts[-1]))
        # Step 5: cancel one cube of each colour until one colour is left on each card.
        cancelled = [{"cell": c, "cubes": min(s["cubes"][c])} for c in path if min(s["cubes"][c]) > 0]
        if cancelled:
            drafts.append(Draft("CubesCancelled", {"cells": cancelled}, seat=seat))
            s = self.evolve(s, _ev(drafts[-1]))
        # Step 6: acquire every card your cubes fill to its Vigor.
        acquired = []
        for cell in range(CELLS):
            card = s["grid"][cell]
            if card is not None and s["cubes"][cell][seat] >= VIGOR[card]:
                cubes = s["cubes"][cell][seat]
                acquired.append({
                    "cell": cell, "card": card, "vigor": VIGOR[card], "splendor": SPLENDOR[card],
                    "cubes": cubes, "returned": VIGOR[card], "overchanneled": cubes - VIGOR[card],
                })
        if acquired:
            drafts.append(Draft("CardsAcquired", {"cards": acquired}, seat=seat))
            s = self.evolve(s, _ev(drafts[-1]))
        return drafts + _after_acquiring(self, s, seat)

    def _refill(self, state, seat, cell) -> list[Draft]:
        """Step 6: the top card of the deck fills the space the player names."""
        if cell not in state["pending"]:
            raise IllegalMove(
                f"space {cell} is not an empty space left by a card you acquired this turn "
                f"(those are {_cells(sorted(state['pending']))})", rule="replace acquired cards",
            )
        drafts = [Draft("CardDrawn", {"cell": cell, "card": state["deck"][0]}, seat=seat)]
        s = self.evolve(state, _ev(drafts[0]))
        return drafts + _after_acquiring(self, s, seat)

    # --- the reducer ------------------------------------------------------------------------
    def evolve(self, state: dict, event: Event) -> dict:
        """The state after `event`; `state` is left untouched."""
        s = dict(state)
        t, d, seat = event.type, event.data, event.seat
        if t == "ColoursChosen":
            s["light"] = d["light"]
            s["turn"] = d["light"]
        elif t == "DeckShuffled":
            s["deck"] = list((event.private.get("server") or {}).get("order", []))
        elif t == "GridDealt":
            s["grid"] = list(d["grid"])
            dealt = set(d["grid"])
            s["deck"] = [c for c in s["deck"] if c not in dealt]
        elif t == "DruidsPlaced":
            s["druids"] = [list(d["druids"]["0"]), list(d["druids"]["1"])]
            s["phase"] = "glyph"
        elif t == "GlyphPlayed":
            hand = [g for g in s["hand"][seat] if g != d["glyph"]]
            s["hand"] = _set(s["hand"], seat, hand or list(GLYPHS))
            s["glyph"] = d["glyph"]
            s["phase"] = "move"
        elif t == "DruidMoved":
            s["druids"] = _set(s["druids"], seat, [d["to"] if c == d["from"] else c for c in s["druids"][seat]])
            s["moved"] = d["to"]
            s["phase"] = "path"
        elif t == "LeylineChanneled":
            cubes = list(s["cubes"])
            spent = 0
            for p in d["placed"]:
                cubes[p["cell"]] = _set(cubes[p["cell"]], seat, cubes[p["cell"]][seat] + p["cubes"])
                spent += p["cubes"]
            s["cubes"] = cubes
            s["supply"] = _set(s["supply"], seat, s["supply"][seat] - spent)
        elif t == "CubesCancelled":
            cubes = list(s["cubes"])
            supply = list(s["supply"])
            for p in d["cells"]:
                a, b = cubes[p["cell"]]
                cubes[p["cell"]] = [a - p["cubes"], b - p["cubes"]]
                supply[0] += p["cubes"]
                supply[1] += p["cubes"]
            s["cubes"], s["supply"] = cubes, supply
        elif t == "CardsAcquired":
            grid, cubes = list(s["grid"]), list(s["cubes"])
            for a in d["cards"]:
                grid[a["cell"]] = None
                cubes[a["cell"]] = [0, 0]
            s["grid"], s["cubes"] = grid, cubes
            s["acquired"] = _set(s["acquired"], seat, s["acquired"][seat] + [a["card"] for a in d["cards"]])
            s["supply"] = _set(s["supply"], seat, s["supply"][seat] + sum(a["returned"] for a in d["cards"]))
            s["overchanneled"] = _set(s["overchanneled"], seat,
                                      s["overchanneled"][seat] + sum(a["overchanneled"] for a in d["cards"]))
            s["pending"] = sorted(a["cell"] for a in d["cards"])
        elif t == "CardDrawn":
            s["grid"] = _set(s["grid"], d["cell"], d["card"])
            s["deck"] = [c for c in s["deck"] if c != d["card"]]
            s["pending"] = [c for c in s["pending"] if c != d["cell"]]
        elif t == "DeckExhausted":
            s["pending"] = []
        elif t == "AwaitingRefill":
            s["phase"] = "refill"
        elif t == "EndTriggered":
            s["last_turn"] = d["last_turn"]
        elif t == "TurnEnded":
            s["turn"] = d["next"]
            s["turns"] = s["turns"] + 1
            s["phase"] = "glyph"
            s["glyph"] = s["moved"] = None
            s["pending"] = []
        elif t == "GameEnded":
            s["turns"] = s["turns"] + 1
            s["phase"] = "over"
            s["glyph"] = s["moved"] = None
            s["pending"] = []
        return s

    # --- the end ----------------------------------------------------------------------------
    def outcome(self, state: dict) -> Outcome | None:
        """Most Splendor less Overchanneling wins; ties to fewer cards, then to the second player."""
        if state["phase"] != "over":
            return None
        scores = {s: _score(state, s) for s in (0, 1)}
        dark = 1 - state["light"]
        key = {s: (scores[s], -len(state["acquired"][s]), 1 if s == dark else 0) for s in (0, 1)}
        ranking = sorted((0, 1), key=lambda s: key[s], reverse=True)
        if scores[0] != scores[1]:
            reason = "most Splendor after Overchanneling"
        elif len(state["acquired"][0]) != len(state["acquired"][1]):
            reason = "tie on Splendor: fewer Magic Circle Cards acquired wins"
        else:
            reason = "tie on Splendor and cards: the player who went second (Dark) wins"
        return Outcome(winners=[ranking[0]], ranking=ranking, reason=reason, scores=scores)

    # --- views and hooks --------------------------------------------------------------------
    def view(self, state: dict, seat: int | None) -> dict:
        """Everything but the deck order, which no seat sees before the end (its size is public)."""
        out = {k: v for k, v in state.items() if k != "deck"}
        out["deck_size"] = len(state["deck"])
        out["colours"] = {} if state["light"] is None else {str(state["light"]): "light", str(1 - state["light"]): "dark"}
        out["cards"] = [None if c is None else {"card": c, "vigor": VIGOR[c], "splendor": SPLENDOR[c]} for c in state["grid"]]
        out["splendor"] = [_score(state, s) for s in (0, 1)]
        return out

    def determinize(self, state: dict, seat: int, rng) -> dict:
        """A state whose deck is the unseen cards, pooled in sorted order and shuffled by rng."""
        seen = {c for c in state["grid"] if c is not None}
        seen.update(state["acquired"][0])
        seen.update(state["acquired"][1])
        pool = [c for c in range(len(CARDS)) if c not in seen]
        s = dict(state)
        s["deck"] = rng.shuffled(pool)
        return s

    def evaluate(self, state: dict, seat: int) -> float:
        """Score lead plus progress toward cards, squashed into [-1, 1]."""
        if state["phase"] == "over":
            o = self.outcome(state)
            return 1.0 if seat in o.winners else -1.0
        cubes = state["cubes"]
        return value_of(_score(state, seat) - _score(state, 1 - seat),
                        ((card, cubes[cell][seat], cubes[cell][1 - seat])
                         for cell, card in enumerate(state["grid"]) if card is not None))

    def resources(self) -> dict:
        """The 30-card deck list and the glyph-to-line mapping."""
        return {
            "cards": [{"card": i, "vigor": v, "splendor": s} for i, (v, s) in enumerate(CARDS)],
            "glyphs": {g: list(LINES[g]) for g in GLYPHS},
        }


# --- private helpers ------------------------------------------------------------------------
def _ev(d: Draft) -> Event:
    """A draft as the reducer sees it (decide folds its own drafts to find the next steps)."""
    return Event(0, d.type, d.seat, d.data, d.private)


def _set(seq: list, i: int, value) -> list:
    """A copy of `seq` with item i replaced: evolve copies only what changes."""
    out = list(seq)
    out[i] = value
    return out


def _cells(cells) -> str:
    """Spaces as words for an error message, numbered as the board prints them: "spaces 3 and 7"."""
    cells = [str(c) for c in cells]
    if len(cells) == 1:
        return "space " + cells[0]
    return "spaces " + (f"{', '.join(cells[:-1])} and {cells[-1]}" if cells else "none")


def glyph_name(glyph: str) -> str:
    """A glyph by the line it names: "the glyph of row 1", "the glyph of column 2"."""
    return f"the glyph of {'row' if glyph.startswith('row') else 'column'} {glyph[3:]}"


def _glyphs(glyphs, conjunction: str = "and") -> str:
    """"the glyphs of row 0, row 2 and column 1"."""
    lines = [f"{'row' if g.startswith('row') else 'column'} {g[3:]}" for g in glyphs]
    if len(lines) == 1:
        return "the glyph of " + lines[0]
    return f"the glyphs of {', '.join(lines[:-1])} {conjunction} {lines[-1]}"


# what each step of a turn asks for, in the seed's words
_STEPS = {"play_glyph": "play a Glyph Card", "move_druid": "move a Druid Token",
          "channel": "channel energy along a leyline path", "refill": "fill an empty space from the deck"}


def _druid_at(state: dict, cell: int):
    """The seat whose druid stands on `cell`, or None."""
    for seat in (0, 1):
        if cell in state["druids"][seat]:
            return seat
    return None


def _destinations(state: dict, glyph: str) -> list[int]:
    """Cards in the glyph's line with no druid on them."""
    grid, druids = state["grid"], state["druids"]
    taken = set(druids[0]) | set(druids[1])
    return [c for c in LINES[glyph] if grid[c] is not None and c not in taken]


def _other_druid(state: dict, seat: int, moved: int) -> int:
    """The cell of the seat's druid that did not move this turn."""
    a, b = state["druids"][seat]
    return b if a == moved else a


def value_of(lead: int, cards) -> float:
    """evaluate of a game still going: the Splendor lead plus, per card on the grid as (card, my
    cubes, the opponent's cubes), the part of it the cubes have filled. Shared with fast.py."""
    for card, mine, theirs in cards:
        # Cubes near Vigor are worth part of the card; overshooting Vigor costs later.
        lead += 0.5 * SPLENDOR[card] * (min(mine, VIGOR[card]) - min(theirs, VIGOR[card])) / VIGOR[card]
    return lead / (abs(lead) + 10.0)


def _score(state: dict, seat: int) -> int:
    """Splendor of the acquired cards less the Overchanneling cubes."""
    return sum(SPLENDOR[c] for c in state["acquired"][seat]) - state["overchanneled"][seat]


def _after_acquiring(rs: Channeling, s: dict, seat: int) -> list[Draft]:
    """Refill the acquired spaces (asking the player when the order matters), then end the turn."""
    drafts = []
    pending, deck = s["pending"], s["deck"]
    if pending and deck and len(pending) == 1:
        drafts.append(Draft("CardDrawn", {"cell": pending[0], "card": deck[0]}, seat=seat))
        s = rs.evolve(s, _ev(drafts[-1]))
    elif pending and deck:
        if s["phase"] != "refill":
            drafts.append(Draft("AwaitingRefill", {"cells": list(pending)}, seat=seat))
        return drafts
    if s["pending"]:
        # The deck ran out: these spaces stay empty for the rest of the game.
        drafts.append(Draft("DeckExhausted", {"empty": list(s["pending"])}, seat=seat))
        s = rs.evolve(s, _ev(drafts[-1]))
    return drafts + _end_turn(s, seat)


def _end_turn(s: dict, seat: int) -> list[Draft]:
    """Step 7: trigger the end at seven cards; end the game after the other player's last turn."""
    drafts = []
    last_turn = s["last_turn"]
    if last_turn is None and len(s["acquired"][seat]) >= CARDS_TO_TRIGGER_END:
        last_turn = 1 - seat
        drafts.append(Draft("EndTriggered", {"seat": seat, "cards": len(s["acquired"][seat]), "last_turn": last_turn},
                            seat=seat))
    elif last_turn == seat:
        drafts.append(Draft("GameEnded", {"scores": {str(x): _score(s, x) for x in (0, 1)}}, seat=seat))
        return drafts
    drafts.append(Draft("TurnEnded", {"seat": seat, "next": 1 - seat}, seat=seat))
    return drafts
