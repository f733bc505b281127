"""Hand-made positions for The Channeling's rules tests."""
from domain.channeling.rules import CARDS, CELLS
from domain.engine import Event, find_ruleset

RS = find_ruleset("channeling")


def card(vigor: int, splendor: int, copy: int = 0) -> int:
    """The id of the `copy`-th card with this Vigor and Splendor."""
    ids = [i for i, c in enumerate(CARDS) if c == (vigor, splendor)]
    return ids[copy]


def table(grid=None, deck=None, light=0, turn=None, druids=None, **changes) -> dict:
    """A position after set-up: seat `light` is Light; every other field as given."""
    s = RS.initial_state({}, 2)
    if grid is None:
        grid = list(range(CELLS))
    if deck is None:
        deck = [c for c in range(len(CARDS)) if c not in grid]
    s.update(
        phase="glyph", light=light, turn=light if turn is None else turn, grid=list(grid), deck=list(deck),
        druids=druids or ([[5, 10], [6, 9]] if light == 0 else [[6, 9], [5, 10]]),
    )
    s.update(changes)
    return s


def play(state: dict, seat: int, move: dict):
    """(state after, drafts) of one move decided and folded with the ruleset's own reducer."""
    RS.check_move(move)
    drafts = RS.decide(state, seat, move, None)
    for d in drafts:
        state = RS.evolve(state, Event(0, d.type, d.seat, d.data, d.private))
    return state, drafts


def types(drafts) -> list:
    """The event types of some drafts."""
    return [d.type for d in drafts]


def turn(state: dict, seat: int, glyph: str, frm: int, to: int, path: list):
    """A whole turn up to the channel step; (state, drafts of the channel)."""
    state, _ = play(state, seat, {"type": "play_glyph", "glyph": glyph})
    state, _ = play(state, seat, {"type": "move_druid", "from": frm, "to": to})
    return play(state, seat, {"type": "channel", "path": path})
