"""Points and standings of a tournament, from its rounds alone (pure; exact fractions).

Points of a game: a seat's place at its table, scaled so that first is 1 and last is 0:
place p (0-based) of k seats scores (k - 1 - p) / (k - 1); tied seats share the average of
their places. The winners of an outcome are tied first; the other seats follow in the outcome's
ranking; an outcome without winners is a draw of the whole table; an outcome with `places` (a version
that records them: dale@2's players who fell together share first place, nobody wins) is taken as it says. In a two-seat game: a win 1, a
draw 1/2, a loss 0 (a forfeit on time is a loss: the game's own outcome says so). A bye scores
`bye_points` (1); a rest (round robin with an odd number) scores nothing.

Tie-breaks (docs/tournaments.md), in order:
  swiss        points, Buchholz, Sonneborn-Berger, wins, pairing number
  round_robin  points, Sonneborn-Berger, wins, pairing number
  ffa          points, Buchholz, Sonneborn-Berger, wins, pairing number
Buchholz: the sum of the points of every opponent met (once per meeting; a bye adds nothing).
Sonneborn-Berger: for every opponent met, their points times the share of that meeting won
(1 when placed above them, 1/2 when tied, 0 below): the classical sum in two-seat games, and the
same taken pair by pair at a free-for-all table. Pairing numbers are the seeded draw at the start.
"""
from __future__ import annotations

from fractions import Fraction

ZERO = Fraction(0)
ONE, HALF = Fraction(1), Fraction(1, 2)  # a meeting's shares: made once, as fractions cannot change


def places(seats: list[str], outcome: dict) -> dict[str, Fraction]:
    """Each entrant's place at a finished table (0 = first; tied seats share the average)."""
    k = len(seats)
    winners = [w for w in outcome.get("winners") or [] if 0 <= w < k]
    if outcome.get("places"):  # places a version recorded (seats that tie share one: dale@2)
        by_place: dict[int, list[int]] = {}
        for s, p in outcome["places"].items():
            if 0 <= int(s) < k:
                by_place.setdefault(int(p), []).append(int(s))
        groups = [sorted(by_place[p]) for p in sorted(by_place)]
        missing = [s for s in range(k) if not any(s in g for g in groups)]
        groups += [missing] if missing else []
    elif not winners:
        groups = [list(range(k))]
    else:
        ranked = [s for s in outcome.get("ranking") or [] if 0 <= s < k and s not in winners]
        missing = [s for s in range(k) if s not in winners and s not in ranked]
        groups = [winners] + [[s] for s in ranked] + ([missing] if missing else [])
    out, pos = {}, 0
    for g in groups:
        avg = Fraction(sum(range(pos, pos + len(g))), len(g))
        for s in g:
            out[seats[s]] = avg
        pos += len(g)
    return out


def table_points(seats: list[str], outcome: dict) -> dict[str, Fraction]:
    """Each entrant's points from one finished table."""
    k = len(seats)
    if k < 2:
        return {e: ZERO for e in seats}
    return {e: (k - 1 - p) / (k - 1) for e, p in places(seats, outcome).items()}


def tally(ts: dict) -> dict[str, dict]:
    """Per entrant: points, games, wins, byes, rests and the meetings [(opponent, share won)]."""
    bye_points = Fraction(ts.get("bye_points", 1))
    rows = {e["id"]: {"points": ZERO, "games": 0, "wins": 0, "byes": 0, "rests": 0, "meetings": []}
            for e in ts["entrants"]}
    for rnd in ts["round_list"]:
        for e in rnd["byes"]:
            rows[e]["points"] += bye_points
            rows[e]["byes"] += 1
        for e in rnd.get("rests", []):
            rows[e]["rests"] += 1
        for t in rnd["tables"]:
            if t.get("result") is None:
                continue
            outcome = t["result"]["outcome"]
            pl = places(t["seats"], outcome)
            k = len(t["seats"])  # table_points, from the places worked out once
            pts = {e: (k - 1 - p) / (k - 1) for e, p in pl.items()} if k >= 2 else {e: ZERO for e in t["seats"]}
            winners = {t["seats"][w] for w in outcome.get("winners") or [] if 0 <= w < len(t["seats"])}
            for e in t["seats"]:
                rows[e]["points"] += pts[e]
                rows[e]["games"] += 1
                if e in winners:
                    rows[e]["wins"] += 1
                for o in t["seats"]:
                    if o != e:
                        share = ONE if pl[e] < pl[o] else HALF if pl[e] == pl[o] else ZERO
                        rows[e]["meetings"].append((o, share))
    return rows


def as_number(x: Fraction):
    """A fraction as JSON: an int when whole, else a float rounded to 6 places."""
    return int(x) if x.denominator == 1 else round(float(x), 6)


TIE_BREAKS = {
    "swiss": ("buchholz", "sonneborn_berger", "wins"),
    "round_robin": ("sonneborn_berger", "wins"),
    "ffa": ("buchholz", "sonneborn_berger", "wins"),
}


def standings(ts: dict) -> list[dict]:
    """The table, best first: rank, entrant, name, points, the tie-breaks, games, wins, byes and
    whether the entrant withdrew. Entrants who left before the start are not in it."""
    rows = tally(ts)
    order = {e: i for i, e in enumerate(ts.get("order") or [])}
    entrants = [e for e in ts["entrants"] if e["id"] in order]
    for r in rows.values():
        r["buchholz"] = sum((rows[o]["points"] for o, _ in r["meetings"]), ZERO)
        r["sonneborn_berger"] = sum((rows[o]["points"] * s for o, s in r["meetings"]), ZERO)
    breaks = TIE_BREAKS[ts["format"]]

    def key(e):
        r = rows[e["id"]]
        return (-r["points"], *(-r[b] for b in breaks), order[e["id"]])

    out = []
    for i, e in enumerate(sorted(entrants, key=key)):
        r = rows[e["id"]]
        out.append({"rank": i + 1, "entrant": e["id"], "name": e["name"], "points": as_number(r["points"]),
                    "buchholz": as_number(r["buchholz"]), "sonneborn_berger": as_number(r["sonneborn_berger"]),
                    "wins": r["wins"], "games": r["games"], "byes": r["byes"],
                    "withdrawn": e["status"] == "withdrawn"})
    return out
