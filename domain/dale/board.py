"""Battle of the Dale state helpers: unit codes, units of a seat, counts, the Hero, Awe!, chains."""
from .tables import NAMED_SET, NEIGH, SPACES


def code_of(seat: int, kind: str) -> str:
    return f"{seat}{kind}"


def units_of(board, seat: int) -> list:
    c = str(seat)
    return [i for i in range(SPACES) if board[i] is not None and board[i][0] == c]


def alive_of(state, seat: int) -> int:
    """Units on the map plus units in Reserve."""
    c = str(seat)
    r = state["reserve"][seat]
    return sum(1 for u in state["board"] if u is not None and u[0] == c) + r["R"] + r["M"] + r["H"]


def tally(state):
    """(units on the map, named spaces held) per seat, in one pass over the map."""
    n = state["n"]
    on_map, named = [0] * n, [0] * n
    for sp, u in enumerate(state["board"]):
        if u is not None:
            s = ord(u[0]) - 48
            on_map[s] += 1
            if sp in NAMED_SET:
                named[s] += 1
    return on_map, named


def named_count(state, seat: int) -> int:
    c = str(seat)
    board = state["board"]
    return sum(1 for sp in NAMED_SET if board[sp] is not None and board[sp][0] == c)


def captured_count(state, seat: int) -> int:
    """How many of `seat`'s units lie in Captured Piles."""
    c = str(seat)
    return sum(1 for pile in state["piles"] for u in pile if u[0] == c)


def hero_space(state, seat: int):
    code = code_of(seat, "H")
    board = state["board"]
    for i in range(SPACES):
        if board[i] == code:
            return i
    return None


def awed(state, sp: int) -> bool:
    """A Mounted unit next to the Falcon Hero loses Retreat, Withdraw and First Strike (Awe!)."""
    f = state["falcon"]
    if f < 0 or state["out"][f]:
        return False
    hero = code_of(f, "H")
    board = state["board"]
    return any(board[n] == hero for n in NEIGH[sp])


def chain_of(board, start: int, c: str) -> set:
    """The spaces of `c`'s units connected to `start` through adjacent friendly units."""
    seen = {start}
    todo = [start]
    while todo:
        x = todo.pop()
        for n in NEIGH[x]:
            if n not in seen and board[n] is not None and board[n][0] == c:
                seen.add(n)
                todo.append(n)
    return seen


def on_board(state, seat: int) -> int:
    return len(units_of(state["board"], seat))
