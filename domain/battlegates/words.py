"""Battlegates in words: every move and event as a player would say it.

Vocabulary of the seed: castles (castle 1 to 4) with their Keep and portals, the divider, brick
walls, gates and long gates set over posts, the Gatekeeper, Crusaders and Archers, the six battle
cards by their names, the card phase and the dice phase, ground attacks, arrows and surprise
attacks, Misery Run and Battle Alley. Squares and posts are named by the coordinates the board
prints along its edges: square (x, y) is column x, row y (row 0 at the bottom); post (x, y) is the
lower-left corner of square (x, y).

Every sentence is a message (domain/engine/words.py `Msg`) whose templates are in
domain/battlegates/locales/<lang>.json, the cards, characters, set-ups and directions among them.
"""
from __future__ import annotations

from domain.engine.words import Msg, Phrasebook, list_msg, msg, private_of, who_msg

from . import board as B
from .setups import SETUPS

CARD_NAMES = {"scale_wall": "Scale a brick wall", "climb_gate": "Climb a gate", "move_wall": "Move a brick wall",
              "move_gate": "Move a gate", "rotate_90": "Rotate 90 Degrees", "rotate_180": "Rotate 180 Degrees"}
KIND_NAMES = {"gatekeeper": "Gatekeeper", "crusader": "Crusader", "archer": "Archer"}
DIRECTIONS = {"N": "north", "E": "east", "S": "south", "W": "west"}
_HOW = {"ground attack": "ground", "keep raid": "keep", "arrow": "arrow", "scale_wall": "scale_wall",
        "climb_gate": "climb_gate"}


# the vocabulary's messages, made once (the hot path only looks them up)
_CARD = {name: msg(f"battlegates.card.{name}") for name in CARD_NAMES}
_DIR = {d: msg(f"battlegates.dir.{d}") for d in DIRECTIONS}
_KIND = {k: msg(f"battlegates.kind.{k}") for k in KIND_NAMES}
_KIND_ACC = {k: msg(f"battlegates.kind.acc.{k}") for k in KIND_NAMES}
_KIND_A = {k: msg(f"battlegates.kind_a.{k}") for k in KIND_NAMES}


def card(name: str) -> Msg:
    """A battle card by its name in the seed."""
    return _CARD[name]


def direction(d: str) -> Msg:
    """A direction of the compass: "north"."""
    return _DIR[d]


def _geometry(view: dict):
    return SETUPS[view["setup"]].g


def square(view: dict, s: int) -> Msg:
    """A square by the coordinates the board prints: square (x, y)."""
    x, y = _geometry(view).sq_xy(s)
    return msg("battlegates.square", x=x, y=y)


def post(view: dict, p: int) -> Msg:
    """A post by its coordinates: post (x, y)."""
    x, y = _geometry(view).post_xy(p)
    return msg("battlegates.post", x=x, y=y)


def castle_of(view: dict, names: list, castle: int) -> Msg:
    """A castle and its player: "castle 2 (Bo)"."""
    return msg("battlegates.castle_of", n=castle + 1, who=who_msg(names, view["castle_seats"][castle]))


def piece(view: dict, names: list, i: int, acc: bool = False) -> Msg:
    """A character by its player and kind ("Bo's Archer"), with its castle where a player has two;
    `acc`: as the object of a sentence (German declines some kinds: "den Bogenschützen")."""
    castle, kind = view["chars"][i][0], view["chars"][i][1]
    seat = view["castle_seats"][castle]
    key = "battlegates.piece.acc" if acc else "battlegates.piece"
    said = dict(who=who_msg(names, seat), kind=(_KIND_ACC if acc else _KIND)[kind])
    if view["castle_seats"].count(seat) > 1:
        return msg(key + ".castle", **said, n=castle + 1)
    return msg(key, **said)


def wall_spot(view: dict, edge: int) -> Msg:
    """Where a brick wall stands: "post (x, y) going north"."""
    x, y, d = _geometry(view).wall_spec(edge)
    return msg("battlegates.wall_spot", post=msg("battlegates.post", x=x, y=y), dir=direction(d))


def wall(view: dict, edge: int) -> Msg:
    """A brick wall by where it stands: "the brick wall from post (x, y) going north"."""
    return msg("battlegates.wall", spot=wall_spot(view, edge))


def gate_spot(view: dict, p: int, d: int) -> Msg:
    """Where a gate stands: "post (x, y) pointing east"."""
    return msg("battlegates.gate_spot", post=post(view, p), dir=direction(B.DIRS[d]))


def gate(view: dict, length: int, p: int, d: int, article: str = "the") -> Msg:
    """A gate by where it stands: "the long gate on post (x, y) pointing east"."""
    return msg(f"battlegates.gate.{article}.{1 if length == 1 else 2}", spot=gate_spot(view, p, d))


def _xy_post(move: dict) -> Msg:
    return msg("battlegates.post", x=move["x"], y=move["y"])


def _building(view: dict, seat: int) -> int:
    """The castle `seat` builds now: its first with set-up pieces still to place."""
    items = SETUPS[view["setup"]].items
    mine = [c for c, s in enumerate(view["castle_seats"]) if s == seat]
    return next((c for c in mine if view["placed"][c] < items), mine[-1])


def _on(view: dict, names: list, i: int, acc: bool = False) -> Msg:
    """A character with where it stands ("Bo's Archer on square (x, y)"), or without while it is off the board."""
    s = view["chars"][i][2]
    said = piece(view, names, i, acc)
    return msg("battlegates.piece_on", piece=said, square=square(view, s)) if s >= 0 else said


# --- moves -------------------------------------------------------------------------------------
def _setup_character(view, seat, move, names):
    castle = _building(view, seat)
    portal = view["portals"][castle][move["portal"]]
    return msg("battlegates.move.setup_character", who=who_msg(names, seat), kind=_KIND_A[move["kind"]],
               portal=move["portal"] + 1, castle=castle + 1, square=square(view, portal))


def _setup_wall(view, seat, move, names):
    return msg("battlegates.move.setup_wall", who=who_msg(names, seat), post=_xy_post(move), dir=direction(move["dir"]))


def _setup_gate(view, seat, move, names):
    key = "battlegates.move.setup_gate." + ("1" if move["kind"] == "gate" else "2")
    return msg(key, who=who_msg(names, seat), post=_xy_post(move), dir=direction(move["dir"]))


def _discard(view, seat, move, names):
    return msg("battlegates.move.discard", who=who_msg(names, seat), card=card(move["card"]))


def _climb(name: str):
    def words(view, seat, move, names):
        return msg(f"battlegates.move.{name}", who=who_msg(names, seat), card=card(name),
                   piece=_on(view, names, move["piece"]), dir=direction(move["dir"]))
    return words


def _move_wall(view, seat, move, names):
    return msg("battlegates.move.play_on", who=who_msg(names, seat), card=card("move_wall"),
               what=wall(view, view["walls"][move["wall"]][1]))


def _move_gate(view, seat, move, names):
    _, length, p, d = view["gates"][move["gate"]]
    return msg("battlegates.move.play_on", who=who_msg(names, seat), card=card("move_gate"),
               what=gate(view, length, p, d))


def _place_wall(view, seat, move, names):
    return msg("battlegates.move.place_wall", who=who_msg(names, seat), post=_xy_post(move), dir=direction(move["dir"]))


def _place_gate(view, seat, move, names):
    length = view["gates"][view["pending"]][1] if view.get("pending") is not None else 1
    return msg(f"battlegates.move.place_gate.{1 if length == 1 else 2}", who=who_msg(names, seat),
               post=_xy_post(move), dir=direction(move["dir"]))


def _rotate_gate(view, seat, move, names):
    turn = "clockwise" if move["clockwise"] else "anticlockwise"
    return msg(f"battlegates.move.rotate.{turn}", who=who_msg(names, seat), card=card(move["card"]),
               post=_xy_post(move))


def _step(view, seat, move, names):
    i = move["piece"]
    here = view["chars"][i][2]
    there = _geometry(view).SQ_NEXT[here][B.DIR_INDEX[move["dir"]]]
    return msg("battlegates.move.step", piece=piece(view, names, i), dir=direction(move["dir"]),
               src=square(view, here), dst=square(view, there), points=msg("battlegates.points", n=view["left"]))


def _shoot(view, seat, move, names):
    return msg("battlegates.move.shoot", piece=_on(view, names, move["piece"]), dir=direction(move["dir"]),
               roll=view["roll"])


# --- events ------------------------------------------------------------------------------------
def _began(view, event, names):
    d = event["data"]
    return msg("battlegates.began", setup=msg(f"battlegates.setup.{d['setup']}"),
               pieces=msg("battlegates.pieces", n=d["items_per_castle"]))


def _char_placed(view, event, names):
    d, seat = event["data"], event["seat"]
    mine = private_of(event, seat)
    said = dict(who=who_msg(names, seat), castle=d["castle"] + 1, placed=d["placed"], items=SETUPS[view["setup"]].items)
    if "piece" not in mine:
        return msg("battlegates.char_placed.hidden", **said)
    kind = view["chars"][mine["piece"]][1]
    return msg("battlegates.char_placed", **said, kind=_KIND_A[kind],
               square=square(view, mine["square"]))


def _maze_placed(view, event, names):
    d, seat = event["data"], event["seat"]
    mine = private_of(event, seat)
    said = dict(who=who_msg(names, seat), placed=d["placed"], items=SETUPS[view["setup"]].items)
    if "kind" not in mine:
        return msg("battlegates.maze_placed.hidden", **said, castle=d["castle"] + 1)
    if mine["kind"] == "wall":
        what = msg("battlegates.maze_wall", spot=wall_spot(view, mine["edge"]))
    else:
        what = gate(view, 1 if mine["kind"] == "gate" else 2, mine["post"], mine["dir"], "a")
    return msg("battlegates.maze_placed", **said, what=what)


def _revealed(view, event, names):
    d = event["data"]
    return msg("battlegates.revealed", walls=msg("battlegates.walls", n=len(d["walls"])),
               gates=msg("battlegates.gates", n=len(d["gates"])),
               characters=msg("battlegates.characters", n=sum(1 for c in d["chars"] if c[2] >= 0)))


def _joined(items: list, key: str) -> Msg:
    """Clauses one after another, each after a semicolon ("Ana rolls 3; Bo rolls 2")."""
    folded = items[-1]
    for item in reversed(items[:-1]):
        folded = msg(key, a=item, rest=folded)
    return folded


def _first(view, event, names):
    d = event["data"]
    rolls = _joined([msg("battlegates.roll", who=who_msg(names, s), roll=r) for s, r in enumerate(d["rolls"][-1])],
                    "battlegates.rolls.more")
    return msg("battlegates.first" if len(d["rolls"]) == 1 else "battlegates.first.tie", rolls=rolls,
               castle=castle_of(view, names, d["first_castle"]))


def _hand_cards(event, seat) -> list:
    part = private_of(event, seat)
    return [cards for key, cards in sorted(part.items()) if key.startswith("hand")]


def _dealt(view, event, names):
    d = event["data"]
    said = dict(hand=msg("battlegates.cards", n=d["hand_sizes"][0]), n=d["deck_size"])
    private = event.get("private") or {}
    shown = []
    for s in sorted(int(k) for k in private if k.isdigit()):
        for cards in _hand_cards(event, s):
            shown.append(msg("battlegates.hand_holds", who=who_msg(names, s), cards=list_msg(card(c) for c in cards)))
    if shown:
        return msg("battlegates.dealt.seen", **said, hands=_joined(shown, "battlegates.hands.more"))
    return msg("battlegates.dealt", **said)


def _turn_started(view, event, names):
    d = event["data"]
    return msg("battlegates.turn_started", turn=d["turn"], castle=castle_of(view, names, d["castle"]))


def _reshuffled(view, event, names):
    return msg("battlegates.reshuffled", count=msg("battlegates.cards", n=event["data"]["deck_size"]))


def _drawn(view, event, names):
    seat = event["seat"]
    seen = [part["card"] for part in (event.get("private") or {}).values() if isinstance(part, dict) and "card" in part]
    if seen:
        return msg("battlegates.drawn.seen", who=who_msg(names, seat), card=card(seen[0]))
    return msg("battlegates.drawn", who=who_msg(names, seat))


def _discarded(view, event, names):
    return msg("battlegates.discarded", who=who_msg(names, event["seat"]), card=card(event["data"]["card"]))


def _played(view, event, names):
    d = event["data"]
    said = dict(who=who_msg(names, event["seat"]), card=card(d["card"]))
    if "wall" in d:
        return msg("battlegates.played.pick_up", **said, what=wall(view, view["walls"][d["wall"]][1]))
    if "gate" in d:
        return msg("battlegates.played.pick_up", **said, what=gate(view, *view["gates"][d["gate"]][1:]))
    return msg("battlegates.played", **said)


def _moved(view, event, names):
    d = event["data"]
    key = "battlegates.moved.scale_wall" if d["by"] == "scale_wall" else "battlegates.moved.climb_gate"
    return msg(key, piece=piece(view, names, d["piece"]), src=square(view, d["from"]), dst=square(view, d["to"]))


def _killed(view, event, names):
    d = event["data"]
    how = d["how"]
    if how == "misery run":
        return msg("battlegates.killed.misery_run", victim=_on(view, names, d["piece"], acc=True))
    if how == "player left":
        return msg("battlegates.killed.player_left", victim=_on(view, names, d["piece"]))
    killer = piece(view, names, d["by"]) if d.get("by") is not None else msg("battlegates.enemy")
    key = "battlegates.killed" + (f".{_HOW[how]}" if how in _HOW else "") + (".point" if d.get("point") else "")
    return msg(key, killer=killer, victim=_on(view, names, d["piece"], acc=True))


def _forfeited(view, event, names):
    return msg("battlegates.forfeited", castle=castle_of(view, names, event["data"]["castle"]))


def _rolled(view, event, names):
    return msg("battlegates.rolled", who=who_msg(names, event["seat"]), roll=event["data"]["roll"])


def _stepped(view, event, names):
    d = event["data"]
    return msg("battlegates.stepped", piece=piece(view, names, d["piece"]), src=square(view, d["from"]),
               dst=square(view, d["to"]))


def _shot(view, event, names):
    d = event["data"]
    said = dict(piece=_on(view, names, d["piece"]), dir=direction(d["dir"]))
    if d.get("killed") is not None:
        return msg("battlegates.shot.hit", **said, victim=piece(view, names, d["killed"], acc=True))
    flown = len(d["path"])
    if flown:
        return msg("battlegates.shot.miss", **said, squares=msg("battlegates.squares", n=flown))
    return msg("battlegates.shot.stopped", **said)


def _points_forfeited(view, event, names):
    d = event["data"]
    return msg("battlegates.points_forfeited", castle=castle_of(view, names, d["castle"]),
               points=msg("battlegates.points", n=d["points"]))


def _wall_moved(view, event, names):
    d = event["data"]
    return msg("battlegates.wall_moved", who=who_msg(names, event["seat"]), wall=wall(view, d["from"]),
               spot=wall_spot(view, d["to"]))


def _gate_moved(view, event, names):
    d = event["data"]
    length = view["gates"][d["gate"]][1]
    return msg("battlegates.gate_moved", who=who_msg(names, event["seat"]), gate=gate(view, length, *d["from"]),
               spot=gate_spot(view, *d["to"]))


def _rotated(view, event, names):
    d = event["data"]
    key = "battlegates.rotated." + ("clockwise" if d["clockwise"] else "anticlockwise")
    said = dict(who=who_msg(names, event["seat"]), post=post(view, d["post"]), degrees=90 * d["quarters"])
    carried = [msg("battlegates.carried", piece=piece(view, names, c), square=square(view, t)) for c, t in d["carried"]]
    if carried:
        return msg(key + ".carried", **said, carried=list_msg(carried))
    return msg(key, **said)


_WHY = {"a wall keeps it from swinging across Battle Alley": msg("battlegates.why.alley")}


def _removed(view, event, names):
    d = event["data"]
    return msg("battlegates.gates_removed", gates=list_msg(gate(view, *view["gates"][i][1:]) for i in d["gates"]),
               n=len(d["gates"]), why=_WHY.get(d["why"], d["why"]))


def _limit(view, event, names):
    return msg("battlegates.limit", turns=event["data"]["turns"])


def _abandoned(view, event, names):
    return msg("battlegates.abandoned", castle=castle_of(view, names, event["data"]["castle"]))


REASONS = {"all opposing characters killed": msg("battlegates.reason.all_killed"),
           "turn limit: most characters left": msg("battlegates.reason.turn_limit")}


# The seed's own sentence for each rule name a refusal gives (IllegalMove(rule=...)): what a
# refused move and a why-not answer quote.
RULE_QUOTES = {
    "entrances": "At no point, either during set up or during game play, can any of the castle entrances be blocked "
                 "off by a wall or long gate. A gate may block a castle entrance.",
    "open position": "Move any brick wall to any other open position on the board.",
    "one character per square": "At no time may two character pieces occupy the same space other than to kill an opponent.",
    "no square twice": "Character pieces may never move or shoot an arrow diagonally or occupy the same square more "
                       "than once during a single turn.",
    "arrows": "The arrow will travel the entire roll of the dice and cannot be split.",
    "use the whole roll": "The roll may be split over as many character pieces as you would like but all moves "
                          "awarded must be used.",
    "dice": "The number indicated by the dice roll is the number of spaces you must move on your turn.",
    "the Keep": "Only one character piece can be in the castles Keep at any one time.",
    "ground attack": "A character piece can only kill an opponent's character piece through movement with an exact "
                     "roll of the dice.",
    "walls and gates": "If you roll a three and your arrow travels 2 spaces and hits a wall or gate it stops there",
    "Gatekeeper": "The Gatekeeper is immune to gate movements by an opponent trying to move it.",
    "set-up": "Both players now set up their side of the board starting with the placement of their army [...] on "
              "their starting portals",
    "set-up order": "starting with the placement of their army (2 Crusaders, 2 archers and 1 Gatekeeper) on their "
                    "starting portals [...] Next, they each use their 10 game pieces to construct a defensive maze",
    "portals": "their starting portals as identified by the 5 circles on their side of the board.",
    "army": "Each army consists of 1 Gatekeepers, 2 Crusaders and 2 Archers.",
    "maze pieces": "they each use their 10 game pieces to construct a defensive maze on their side of the board.",
    "your side": "Both players now set up their side of the board",
    "your pieces": "Roll the dice and move your character piece or pieces as described in the rules.",
    "phase": "A player's turn consists of two phases. The card phase and the dice phase.",
    "turn order": "Once all moves are completed the player's turn has ended and the next player takes their turn.",
    "card in hand": "In this phase you draw a card then play a card and the action on the card is carried out. If "
                    "you do not want to play a card, you must discard a card.",
    "combinations": "They can be set individually or in pairs.",
    "long gates": "It may also be combined with a wall and when that is done the piece can no longer pivot and acts "
                  "like a wall.",
    "rotate": "Rotate any gate or gate combination 90 degrees. All affected player pieces move with the gate.",
    "move a brick wall": "Move any brick wall to any other open position on the board. You may not block any "
                         "entrance to any castle.",
    "move a gate": "Move any one gate to any other open position on the board. You may not block any entrance to "
                   "any castle.",
    "scale wall": "When next to a brick wall you may move to the other side of the wall.",
    "climb gate": "When next to a gate you may move to the other side without moving the gate.",
    "climbing": "If a card allows you to climb or scale an obstacle and an opponent's character piece is on the "
                "other side, they are killed by a surprise attack",
    "Battle Alley": "Walls can never be placed across Battle Alley either during set up or by playing a card.",
}


BOOK = Phrasebook(
    moves={"setup_character": _setup_character, "setup_wall": _setup_wall, "setup_gate": _setup_gate,
           "discard": _discard, "scale_wall": _climb("scale_wall"),
           "climb_gate": _climb("climb_gate"), "move_wall": _move_wall, "move_gate": _move_gate,
           "place_wall": _place_wall, "place_gate": _place_gate, "rotate_gate": _rotate_gate, "step": _step,
           "shoot": _shoot},
    events={"SetupBegan": _began, "CharacterPlaced": _char_placed, "MazePiecePlaced": _maze_placed,
            "MazesRevealed": _revealed, "FirstPlayerRolled": _first, "CardsDealt": _dealt,
            "TurnStarted": _turn_started, "DiscardsReshuffled": _reshuffled, "CardDrawn": _drawn,
            "CardDiscarded": _discarded, "CardPlayed": _played, "CharacterMoved": _moved,
            "CharacterKilled": _killed, "DicePhaseForfeited": _forfeited, "DieRolled": _rolled,
            "CharacterStepped": _stepped, "ArrowShot": _shot, "PointsForfeited": _points_forfeited,
            "WallMoved": _wall_moved, "GateMoved": _gate_moved, "GatesRotated": _rotated, "GatesRemoved": _removed,
            "TurnLimitReached": _limit, "CastleAbandoned": _abandoned},
    quotes=RULE_QUOTES,
    reasons=REASONS,
)
