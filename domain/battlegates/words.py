"""Battlegates in words: every move and event as a player would say it.

Vocabulary of the seed: castles (castle 1 to 4) with their Keep and portals, the divider, brick
walls, gates and long gates set over posts, the Gatekeeper, Crusaders and Archers, the six battle
cards by their names, the card phase and the dice phase, ground attacks, arrows and surprise
attacks, Misery Run and Battle Alley. Squares and posts are named by the coordinates the board
prints along its edges: square (x, y) is column x, row y (row 0 at the bottom); post (x, y) is the
lower-left corner of square (x, y).
"""
from __future__ import annotations

from domain.engine.words import Phrasebook, count, listing, possessive, private_of, who

from . import board as B
from .setups import SETUPS

CARD_NAMES = {"scale_wall": "Scale a brick wall", "climb_gate": "Climb a gate", "move_wall": "Move a brick wall",
              "move_gate": "Move a gate", "rotate_90": "Rotate 90 Degrees", "rotate_180": "Rotate 180 Degrees"}
KIND_NAMES = {"gatekeeper": "Gatekeeper", "crusader": "Crusader", "archer": "Archer"}
DIRECTIONS = {"N": "north", "E": "east", "S": "south", "W": "west"}
SETUP_NAMES = {"single": "one battle-board", "misery_run": "two boards end to end across Misery Run",
               "four_castles": "Battle Alley with four castles, two a player",
               "allies": "Battle Alley with four castles, castles 1 and 3 allied against 2 and 4",
               "individual": "Battle Alley with four castles, each on its own"}
_HOW = {"ground attack": "in a ground attack", "keep raid": "in its Keep", "arrow": "with an arrow",
        "scale_wall": "in a surprise attack over a brick wall", "climb_gate": "in a surprise attack over a gate"}


def card(name: str) -> str:
    """A battle card by its name in the seed."""
    return CARD_NAMES[name]


def _geometry(view: dict):
    return SETUPS[view["setup"]].g


def square(view: dict, s: int) -> str:
    """A square by the coordinates the board prints: square (x, y)."""
    return "square " + _geometry(view).square_name(s)


def post(view: dict, p: int) -> str:
    """A post by its coordinates: post (x, y)."""
    return _geometry(view).post_name(p)


def castle_of(view: dict, names: list, castle: int) -> str:
    """A castle and its player: "castle 2 (Bo)"."""
    return f"castle {castle + 1} ({who(names, view['castle_seats'][castle])})"


def piece(view: dict, names: list, i: int) -> str:
    """A character by its player and kind ("Bo's Archer"), with its castle where a player has two."""
    castle, kind = view["chars"][i][0], view["chars"][i][1]
    seat = view["castle_seats"][castle]
    text = f"{possessive(who(names, seat))} {KIND_NAMES[kind]}"
    if view["castle_seats"].count(seat) > 1:
        text += f" of castle {castle + 1}"
    return text


def wall_spot(view: dict, edge: int) -> str:
    """Where a brick wall stands: "post (x, y) going north"."""
    x, y, d = _geometry(view).wall_spec(edge)
    return f"post ({x}, {y}) going {DIRECTIONS[d]}"


def wall(view: dict, edge: int) -> str:
    """A brick wall by where it stands: "the brick wall from post (x, y) going north"."""
    return "the brick wall from " + wall_spot(view, edge)


def gate_spot(view: dict, p: int, d: int) -> str:
    """Where a gate stands: "post (x, y) pointing east"."""
    return f"{post(view, p)} pointing {DIRECTIONS[B.DIRS[d]]}"


def gate(view: dict, length: int, p: int, d: int, article: str = "the") -> str:
    """A gate by where it stands: "the long gate on post (x, y) pointing east"."""
    return f"{article} {'gate' if length == 1 else 'long gate'} on {gate_spot(view, p, d)}"


def _a(word: str) -> str:
    return ("an " if word[0] in "AEIOU" else "a ") + word


def _xy_post(move: dict) -> str:
    return f"post ({move['x']}, {move['y']})"


def _building(view: dict, seat: int) -> int:
    """The castle `seat` builds now: its first with set-up pieces still to place."""
    items = SETUPS[view["setup"]].items
    mine = [c for c, s in enumerate(view["castle_seats"]) if s == seat]
    return next((c for c in mine if view["placed"][c] < items), mine[-1])


def _on(view: dict, i: int) -> str:
    """Where a character stands, " on (x, y)", or nothing while it is off the board."""
    s = view["chars"][i][2]
    return f" on {square(view, s)}" if s >= 0 else ""


# --- moves -------------------------------------------------------------------------------------
def _setup_character(view, seat, move, names):
    castle = _building(view, seat)
    portal = view["portals"][castle][move["portal"]]
    return (f"{who(names, seat)} stands {_a(KIND_NAMES[move['kind']])} on portal {move['portal'] + 1} of "
            f"castle {castle + 1}, {square(view, portal)}")


def _setup_wall(view, seat, move, names):
    return f"{who(names, seat)} builds a brick wall from {_xy_post(move)} going {DIRECTIONS[move['dir']]}"


def _setup_gate(view, seat, move, names):
    kind = "gate" if move["kind"] == "gate" else "long gate"
    return f"{who(names, seat)} sets a {kind} on {_xy_post(move)} pointing {DIRECTIONS[move['dir']]}"


def _discard(view, seat, move, names):
    return f"{who(names, seat)} discards {card(move['card'])} and goes on to the dice phase"


def _climb(verb: str, obstacle: str, name: str):
    def words(view, seat, move, names):
        i = move["piece"]
        return (f"{who(names, seat)} plays {card(name)}: {piece(view, names, i)}{_on(view, i)} {verb} the "
                f"{obstacle} to the {DIRECTIONS[move['dir']]}")
    return words


def _move_wall(view, seat, move, names):
    return f"{who(names, seat)} plays {card('move_wall')} on {wall(view, view['walls'][move['wall']][1])}"


def _move_gate(view, seat, move, names):
    _, length, p, d = view["gates"][move["gate"]]
    return f"{who(names, seat)} plays {card('move_gate')} on {gate(view, length, p, d)}"


def _place_wall(view, seat, move, names):
    return (f"{who(names, seat)} sets the brick wall down again from {_xy_post(move)} going "
            f"{DIRECTIONS[move['dir']]}")


def _place_gate(view, seat, move, names):
    length = view["gates"][view["pending"]][1] if view.get("pending") is not None else 1
    kind = "gate" if length == 1 else "long gate"
    return f"{who(names, seat)} sets the {kind} down again on {_xy_post(move)} pointing {DIRECTIONS[move['dir']]}"


def _rotate_gate(view, seat, move, names):
    turn = "clockwise" if move["clockwise"] else "anticlockwise"
    return f"{who(names, seat)} plays {card(move['card'])}: the gates on {_xy_post(move)} swing {turn}"


def _step(view, seat, move, names):
    i = move["piece"]
    here = view["chars"][i][2]
    there = _geometry(view).SQ_NEXT[here][B.DIR_INDEX[move["dir"]]]
    return (f"{piece(view, names, i)} steps {DIRECTIONS[move['dir']]} from {square(view, here)} to "
            f"{square(view, there)} ({count(view['left'], 'point')} of the roll left)")


def _shoot(view, seat, move, names):
    i = move["piece"]
    return (f"{piece(view, names, i)}{_on(view, i)} shoots an arrow {DIRECTIONS[move['dir']]}, as far as "
            f"the whole roll of {view['roll']}")


# --- events ------------------------------------------------------------------------------------
def _began(view, event, names):
    d = event["data"]
    return (f"the referee sets up {SETUP_NAMES[d['setup']]}: behind the divider each castle stands its "
            f"army on its portals and builds its maze, {count(d['items_per_castle'], 'piece')} a castle")


def _char_placed(view, event, names):
    d, seat = event["data"], event["seat"]
    mine = private_of(event, seat)
    progress = f"({d['placed']} of {SETUPS[view['setup']].items})"
    if "piece" not in mine:
        return f"{who(names, seat)} stands a character on a portal of castle {d['castle'] + 1} behind the divider {progress}"
    kind = KIND_NAMES[view["chars"][mine["piece"]][1]]
    return f"{who(names, seat)} stands {_a(kind)} on {square(view, mine['square'])} of castle {d['castle'] + 1} {progress}"


def _maze_placed(view, event, names):
    d, seat = event["data"], event["seat"]
    mine = private_of(event, seat)
    progress = f"({d['placed']} of {SETUPS[view['setup']].items})"
    if "kind" not in mine:
        return f"{who(names, seat)} builds a piece of the maze of castle {d['castle'] + 1} behind the divider {progress}"
    if mine["kind"] == "wall":
        what = "a brick wall from " + wall_spot(view, mine["edge"])
    else:
        what = gate(view, 1 if mine["kind"] == "gate" else 2, mine["post"], mine["dir"], "a")
    return f"{who(names, seat)} builds {what} {progress}"


def _revealed(view, event, names):
    d = event["data"]
    return (f"the divider is lifted and every maze is revealed: {count(len(d['walls']), 'brick wall')}, "
            f"{count(len(d['gates']), 'gate')} and {count(sum(1 for c in d['chars'] if c[2] >= 0), 'character')}")


def _first(view, event, names):
    d = event["data"]
    rounds = ["; ".join(f"{who(names, s)} rolls {r}" for s, r in enumerate(rolls)) for rolls in d["rolls"]]
    ties = "" if len(rounds) == 1 else " (a tie first, so they rolled again)"
    return f"{rounds[-1]}{ties}: {castle_of(view, names, d['first_castle'])} goes first"


def _hand_cards(event, seat) -> list:
    part = private_of(event, seat)
    return [cards for key, cards in sorted(part.items()) if key.startswith("hand")]


def _dealt(view, event, names):
    d = event["data"]
    text = (f"the referee deals {count(d['hand_sizes'][0], 'card')} to each hand; "
            f"{count(d['deck_size'], 'card')} stay in the deck")
    private = event.get("private") or {}
    shown = []
    for s in sorted(int(k) for k in private if k.isdigit()):
        for cards in _hand_cards(event, s):
            shown.append(f"{possessive(who(names, s))} hand holds {listing(card(c) for c in cards)}")
    return text + ("; " + "; ".join(shown) if shown else "")


def _turn_started(view, event, names):
    d = event["data"]
    return f"turn {d['turn']}: {castle_of(view, names, d['castle'])} plays"


def _reshuffled(view, event, names):
    return f"the referee shuffles the discards into a new deck of {count(event['data']['deck_size'], 'card')}"


def _drawn(view, event, names):
    seat = event["seat"]
    seen = [part["card"] for part in (event.get("private") or {}).values() if isinstance(part, dict) and "card" in part]
    text = f"{who(names, seat)} draws a card"
    return text + (f": {card(seen[0])}" if seen else "")


def _discarded(view, event, names):
    return f"{who(names, event['seat'])} discards {card(event['data']['card'])}; the dice phase begins"


def _played(view, event, names):
    d = event["data"]
    text = f"{who(names, event['seat'])} plays {card(d['card'])}"
    if "wall" in d:
        text += f" and picks up {wall(view, view['walls'][d['wall']][1])}"
    elif "gate" in d:
        text += f" and picks up {gate(view, *view['gates'][d['gate']][1:])}"
    return text


def _moved(view, event, names):
    d = event["data"]
    verb = "scales the brick wall" if d["by"] == "scale_wall" else "climbs the gate"
    return f"{piece(view, names, d['piece'])} {verb} from {square(view, d['from'])} to {square(view, d['to'])}"


def _killed(view, event, names):
    d = event["data"]
    victim = piece(view, names, d["piece"]) + _on(view, d["piece"])
    how = d["how"]
    if how == "misery run":
        return f"Misery Run takes {victim}"
    if how == "player left":
        return f"{victim} leaves the board with its player"
    killer = piece(view, names, d["by"]) if d.get("by") is not None else "the enemy"
    text = f"{killer} kills {victim} {_HOW.get(how, '')}".rstrip()
    return text + (" and scores a point" if d.get("point") else "")


def _forfeited(view, event, names):
    return f"{castle_of(view, names, event['data']['castle'])} forfeits the dice phase after the surprise attack"


def _rolled(view, event, names):
    return f"{who(names, event['seat'])} rolls the die: {event['data']['roll']}"


def _stepped(view, event, names):
    d = event["data"]
    return f"{piece(view, names, d['piece'])} steps from {square(view, d['from'])} to {square(view, d['to'])}"


def _shot(view, event, names):
    d = event["data"]
    i = d["piece"]
    text = f"{piece(view, names, i)}{_on(view, i)} shoots an arrow {DIRECTIONS[d['dir']]}"
    if d.get("killed") is not None:
        return text + f" and hits {piece(view, names, d['killed'])}"
    flown = len(d["path"])
    return text + (f": it flies {count(flown, 'square')} and hits nobody" if flown else ": it is stopped at once")


def _points_forfeited(view, event, names):
    d = event["data"]
    return f"{castle_of(view, names, d['castle'])} cannot use the last {count(d['points'], 'point')} of the roll"


def _wall_moved(view, event, names):
    d = event["data"]
    return f"{who(names, event['seat'])} moves {wall(view, d['from'])} to {wall_spot(view, d['to'])}"


def _gate_moved(view, event, names):
    d = event["data"]
    length = view["gates"][d["gate"]][1]
    return f"{who(names, event['seat'])} moves {gate(view, length, *d['from'])} to {gate_spot(view, *d['to'])}"


def _rotated(view, event, names):
    d = event["data"]
    turn = "clockwise" if d["clockwise"] else "anticlockwise"
    text = f"{who(names, event['seat'])} swings the gates on {post(view, d['post'])} {90 * d['quarters']} degrees {turn}"
    carried = [f"{piece(view, names, c)} is carried to {square(view, t)}" for c, t in d["carried"]]
    return text + ("; " + listing(carried) if carried else "")


def _removed(view, event, names):
    gone = listing(gate(view, *view["gates"][i][1:]) for i in event["data"]["gates"])
    return f"{gone} {'leaves' if len(event['data']['gates']) == 1 else 'leave'} the board for good: {event['data']['why']}"


def _limit(view, event, names):
    return f"the turn limit of {event['data']['turns']} turns is reached: the side with the most characters left wins"


def _abandoned(view, event, names):
    castle = event["data"]["castle"]
    return f"{castle_of(view, names, castle)} is abandoned before its maze is built; the others play on"


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
           "discard": _discard, "scale_wall": _climb("scales", "brick wall", "scale_wall"),
           "climb_gate": _climb("climbs", "gate", "climb_gate"), "move_wall": _move_wall, "move_gate": _move_gate,
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
)
