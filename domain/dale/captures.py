"""Battle of the Dale captures: which units are captured now (claims, First Strike, Retreat,
Withdraw!), and how a fully decided batch resolves."""
from .board import awed
from .tables import NEIGH, SPACES


def find_batch(state):
    """The captures to resolve now: those with a Mounted unit capturing first (First Strike), else all."""
    board = state["board"]
    turn = state["turn"]
    items = []
    for sp in range(SPACES):
        u = board[sp]
        if u is None:
            continue
        c = u[0]
        foes = [n for n in NEIGH[sp] if board[n] is not None and board[n][0] != c]
        if len(foes) < 2:  # the common case: nobody can have a claim
            continue
        by = {}
        for n in foes:
            by.setdefault(board[n][0], []).append(n)
        claims = {c: l for c, l in by.items() if len(l) >= 2}
        if not claims:
            continue
        top = max(len(l) for l in claims.values())
        captors = sorted(int(c) for c, l in claims.items() if len(l) == top)
        first = any(board[x][1] == "M" and not awed(state, x) for c in captors for x in claims[str(c)])
        owner = int(u[0])
        retreats, pulls = [], []
        if owner != turn:
            withdraw = _withdraw_granted(state, sp)
            if (u[1] == "M" and not awed(state, sp)) or withdraw:
                retreats = [n for n in NEIGH[sp] if board[n] is None and
                            all(board[m] is None or board[m][0] == u[0] for m in NEIGH[n])]
            if withdraw and retreats:
                pulls = sorted(x for c in captors for x in claims[str(c)])
        items.append({"space": sp, "seat": owner, "kind": u[1], "captors": captors,
                      "by": {str(c): claims[str(c)] for c in captors}, "first_strike": first,
                      "retreats": retreats, "pulls": pulls, "choice": None})
    if not items:
        return None
    if any(it["first_strike"] for it in items):
        items = [it for it in items if it["first_strike"]]
    for it in items:
        if len(it["captors"]) == 1 and not it["retreats"]:
            it["choice"] = {"captor": it["captors"][0]}
    return items


def _withdraw_granted(state, sp: int) -> bool:
    """Withdraw!: the Elf Hero and the Elf Regular units next to it may Retreat."""
    board = state["board"]
    u = board[sp]
    if state["armies"][int(u[0])] != "elf":
        return False
    if u[1] == "H":
        return True
    return u[1] == "R" and any(board[n] == u[0] + "H" for n in NEIGH[sp])


def resolution(state) -> dict:
    """The UnitsCaptured data of a fully decided batch: captures, retreats, forced advances."""
    board = list(state["board"])
    caps, rets, pulls = [], [], []
    for it in state["batch"]["items"]:
        ch = it["choice"]
        if ch.get("to") is None:
            caps.append({"space": it["space"], "seat": it["seat"], "kind": it["kind"], "by": ch["captor"],
                         "from": it["by"][str(ch["captor"])]})
            board[it["space"]] = None
    for it in state["batch"]["items"]:
        ch = it["choice"]
        if ch.get("to") is not None:
            rets.append({"from": it["space"], "to": ch["to"], "seat": it["seat"], "kind": it["kind"]})
            board[ch["to"]], board[it["space"]] = board[it["space"]], None
    for it in state["batch"]["items"]:
        ch = it["choice"]
        p = ch.get("pull")
        if ch.get("to") is not None and p is not None and board[p] is not None and \
                board[p][0] != str(it["seat"]) and board[it["space"]] is None:
            pulls.append({"from": p, "to": it["space"], "seat": int(board[p][0]), "kind": board[p][1]})
            board[it["space"]], board[p] = board[p], None
    return {"captures": caps, "retreats": rets, "pulls": pulls, "first_strike": state["batch"]["first_strike"]}
