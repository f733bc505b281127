"""What a finished game calls for beyond its own log: its tournament's result and the ratings.

Games._follow_up calls `after_finish` once the append that finished a game is applied; each step
here is quiet (retried briefly, then logged), so it can never turn an applied move into an error.
A step lost to a crash is caught up later: every read of a running tournament, and the sweep, record
the result of any finished game of its round that is missing and create any game not created
(Tournaments.repair, Tournaments.sweep); Ratings.backfill adds a rated game the hook missed.
"""
from __future__ import annotations

from service.storage.connection import quietly


def after_finish(games, loaded) -> None:
    """Record a tournament game's result (which may pair the next round), then rate the game."""
    if loaded.meta.get("tournament"):
        from service.compete.tournaments import Tournaments

        quietly("tournament result", lambda: Tournaments(games).record(loaded))
    from service.compete.ratings import Ratings

    quietly("ratings", lambda: Ratings(games.store.r).after_finish(loaded, games), tries=2)
