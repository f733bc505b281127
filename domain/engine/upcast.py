"""Event shapes that evolve: upcasting on read (docs/decisions.md, "Event shapes").

A stored event is never rewritten: its bytes are what its hash and the hash chain cover, what the
public log vouches for and what an auditor re-derives, under the ruleset version that made it. When
a newer version records an event with more fields, readers that want the newest shape (the API's
outcome, ratings, tournaments) pass the older shape through an upcaster here, which derives the
missing fields from the ones that are there. Upcasters are pure, total and idempotent: an event
already in the newest shape comes back unchanged.
"""
from __future__ import annotations


def outcome_places(outcome: dict | None, n_seats: int | None = None) -> dict | None:
    """An outcome with `places` (seat -> place, "1" first; tied seats share the better place).

    Recorded by the versions that need it (dale@2: the last players defeated together share first
    place and nobody wins); derived for every earlier outcome: the winners share first place, the
    other seats follow in the outcome's ranking, one place each; an outcome without winners is a
    draw of the whole table (as the tournaments and ratings always counted it)."""
    if outcome is None or "places" in outcome:
        return outcome
    winners = [w for w in outcome.get("winners") or [] if isinstance(w, int)]
    ranking = [s for s in outcome.get("ranking") or [] if isinstance(s, int)]
    seats = sorted(set(ranking) | set(winners) | set(range(n_seats or 0)))
    places: dict[int, int] = {}
    if not winners:
        places = {s: 1 for s in seats}
    else:
        for w in winners:
            places[w] = 1
        nxt = len(winners) + 1
        for s in ranking:
            if s not in places:
                places[s] = nxt
                nxt += 1
        for s in seats:  # a seat the ranking leaves out shares the last place
            places.setdefault(s, nxt)
    return {**outcome, "places": {str(s): places[s] for s in sorted(places)}}


def result_of(outcome: dict, n_seats: int | None = None) -> dict:
    """The part of an outcome a tournament records and scores: winners, ranking and reason, and
    `places` only where it says more than they do (a shared place without winners: dale@2's joint
    defeat), so results of every earlier version keep the shape they always had."""
    out = {"winners": list(outcome.get("winners") or []), "ranking": list(outcome.get("ranking") or []),
           "reason": outcome.get("reason")}
    places = outcome.get("places")
    if places is not None and places != outcome_places(out, n_seats)["places"]:
        out["places"] = dict(places)
    return out
