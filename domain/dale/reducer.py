"""Battle of the Dale reducers: one function per event, mutating the shallow copy evolve gives it
(copying any nested value they change)."""
from .board import code_of


def _r_started(s, d):
    pass


def r_placed(s, d):
    s["board"] = b = list(s["board"])
    b[d["space"]] = code_of(d["seat"], d["kind"])
    s["reserve"] = r = list(s["reserve"])
    r[d["seat"]] = dict(r[d["seat"]], **{d["kind"]: r[d["seat"]][d["kind"]] - 1})
    s["phase"] = "check"


def r_moved(s, d):
    s["board"] = b = list(s["board"])
    b[d["to"]], b[d["from"]] = b[d["from"]], None
    if d["kind"] == "H":
        s["hero_moved"] = True
    if d.get("berserk"):
        s["berserk_done"] = True
    s["phase"] = "check"


def _r_rally(s, d):
    s["berserk_done"] = True  # "there is no effect and play passes to the next player"
    if d["success"]:
        seat, k, p = d["seat"], d["kind"], d["pile"]
        s["piles"] = piles = list(s["piles"])
        pile = list(piles[p])
        pile.remove(code_of(seat, k))
        piles[p] = pile
        if d.get("space") is not None:
            s["board"] = b = list(s["board"])
            b[d["space"]] = code_of(seat, k)
        else:
            s["reserve"] = r = list(s["reserve"])
            r[seat] = dict(r[seat], **{k: r[seat][k] + 1})
    s["phase"] = "check"


def _r_withdrawn(s, d):
    s["board"] = b = list(s["board"])
    b[d["space"]] = None
    s["reserve"] = r = list(s["reserve"])
    r[d["seat"]] = dict(r[d["seat"]], M=r[d["seat"]]["M"] + 1)
    s["phase"] = "check"


def _r_offered(s, d):
    s["offer"] = {"seat": d["seat"], "with": d["with"], "give": d["give"], "take": d["take"]}
    s["phase"] = "exchange"


def _r_exchanged(s, d):
    a, o, g, t = d["seat"], d["with"], d["give"], d["take"]
    s["piles"] = piles = list(s["piles"])
    pa, po = list(piles[a]), list(piles[o])
    pa.remove(code_of(o, g))
    po.remove(code_of(a, t))
    piles[a], piles[o] = pa, po
    s["reserve"] = r = list(s["reserve"])
    r[o] = dict(r[o], **{g: r[o][g] + 1})
    r[a] = dict(r[a], **{t: r[a][t] + 1})
    s["offer"] = None
    s["berserk_done"] = True  # "both units are returned ... and play passes to the next player"
    s["phase"] = "check"


def _r_declined(s, d):
    s["offer"] = None
    s["declined"] = s["declined"] + [d["with"]]
    s["phase"] = "action"


def _r_pending(s, d):
    s["batch"] = {"items": d["items"], "first_strike": d["first_strike"]}
    s["phase"] = "decide"


def _r_answered(s, d):
    items = []
    for it in s["batch"]["items"]:
        if it["space"] == d["space"] and it["choice"] is None:
            ch = {"to": d["to"], "pull": d.get("pull")} if d.get("to") is not None else {"captor": d["captor"]}
            it = dict(it, choice=ch)
        items.append(it)
    s["batch"] = dict(s["batch"], items=items)


def _r_captured(s, d):
    s["board"] = b = list(s["board"])
    s["piles"] = piles = list(s["piles"])
    adv = list(s["advances"])
    turn = s["turn"]
    for c in d["captures"]:
        b[c["space"]] = None
        piles[c["by"]] = sorted(piles[c["by"]] + [code_of(c["seat"], c["kind"])])
    for m in d["retreats"] + d["pulls"]:
        b[m["to"]], b[m["from"]] = b[m["from"]], None
    # Advance After Capture: only the mover, only into the space of a unit they captured
    for c in d["captures"]:
        if c["by"] == turn:
            adv = [a for a in adv if a["to"] != c["space"]] + [{"to": c["space"], "from": list(c["from"])}]
    s["advances"] = adv
    s["batch"] = None
    s["phase"] = "check"


def _r_advance_offered(s, d):
    s["advances"] = d["options"]
    s["phase"] = "advance"


def _r_advanced(s, d):
    s["board"] = b = list(s["board"])
    b[d["to"]], b[d["from"]] = b[d["from"]], None
    s["advances"] = [a for a in s["advances"] if a["to"] != d["to"]]
    s["phase"] = "check"


def _r_advance_declined(s, d):
    s["advances"] = []
    s["phase"] = "check"


def _r_berserk_offered(s, d):
    s["phase"] = "berserk"


def _r_berserk_declined(s, d):
    s["berserk_done"] = True
    s["phase"] = "check"


def _r_passed(s, d):
    s["berserk_done"] = True
    s["phase"] = "check"


def _remove_units(s, seat):
    c = str(seat)
    s["board"] = [None if (u is not None and u[0] == c) else u for u in s["board"]]
    s["reserve"] = r = list(s["reserve"])
    r[seat] = {"R": 0, "M": 0, "H": 0}
    s["out"] = o = list(s["out"])
    o[seat] = True
    s["eliminated"] = s["eliminated"] + [seat]
    s["eliminated_at"] = s["eliminated_at"] + [s["turns"]]


def _r_defeated(s, d):
    _remove_units(s, d["seat"])
    if d["seat"] == s["turn"]:
        s["advances"] = []


def _r_removed(s, d):
    seat = d["seat"]
    _remove_units(s, seat)
    ph = s["phase"]
    if seat == s["turn"]:
        # the turn ends; captures left on the map are still resolved first
        s["advances"], s["batch"], s["offer"] = [], None, None
        s["phase"] = "check"
    elif ph == "exchange" and s["offer"]["with"] == seat:
        s["offer"] = None
        s["declined"] = s["declined"] + [seat]
        s["phase"] = "action"
    elif ph in ("decide", "advance"):
        # the pending captures are looked at again on the map without the removed units
        s["batch"] = None
        s["phase"] = "check"


def r_turn(s, d):
    s["turn"] = d["seat"]
    s["turns"] = d["turns"]
    s["phase"] = "action"
    s["advances"], s["batch"], s["offer"], s["declined"] = [], None, None, []
    s["hero_moved"] = s["berserk_done"] = False


def r_won(s, d):
    s["winners"] = list(d["seats"])
    s["reason"] = d["reason"]
    s["phase"] = "over"


def r_fell_together(s, d):
    """@2: the last players were defeated together: the game is over and nobody wins."""
    s["winners"] = []
    s["fell_together"] = list(d["seats"])
    s["reason"] = d["reason"]
    s["phase"] = "over"


def r_limit(s, d):
    s["turns"] = d["turns"]
    s["winners"] = []
    s["reason"] = f"turn limit of {d['turns']} turns reached: a draw, ranked by units left"
    s["phase"] = "over"


REDUCERS = {
    "GameStarted": _r_started, "UnitPlaced": r_placed, "UnitMoved": r_moved, "RallyAttempted": _r_rally,
    "MountedWithdrawn": _r_withdrawn, "ExchangeOffered": _r_offered, "PrisonersExchanged": _r_exchanged,
    "ExchangeDeclined": _r_declined, "CapturesPending": _r_pending, "CaptureAnswered": _r_answered,
    "UnitsCaptured": _r_captured, "AdvanceOffered": _r_advance_offered, "UnitAdvanced": _r_advanced,
    "AdvanceDeclined": _r_advance_declined, "BerserkOffered": _r_berserk_offered,
    "BerserkDeclined": _r_berserk_declined, "Passed": _r_passed, "PlayerDefeated": _r_defeated,
    "PlayerRemoved": _r_removed, "TurnPassed": r_turn, "GameWon": r_won, "FellTogether": r_fell_together,
    "TurnLimitReached": r_limit,
}
