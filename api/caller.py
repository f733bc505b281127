"""Who calls about a game: the game loaded for this request and the caller's seat in it (by its seat
token, or the seat its account holds), with the app's games service. Every route under
/v1/games/{id} starts here (games, stream, chat, pictures, webhooks, the public log)."""
from __future__ import annotations

from flask import current_app, request

from service.play.automation import enforce_on_read
from service.play.games import Games
from service.play.held import StaleCopy

from .auth import SAFE_METHODS, bearer, caller


def games() -> Games:
    """The application service of this app."""
    return current_app.extensions["arbiter"]


def game_and_seat(game_id: str):
    """(the loaded game, the caller's seat in it or None for a spectator); a due deadline or AI
    turn is enforced first, so the caller never sees a game that should have moved on."""
    loaded = enforce_on_read(games(), games().load(game_id))
    return loaded, seat_for(loaded)


def held_seat(loaded) -> int | None:
    """The caller's seat in a held copy of a game (service/play/held.py), as game_and_seat finds it; a
    copy whose deadline or suspension asks for enforcement is StaleCopy (a fresh load enforces it)."""
    if enforce_on_read(games(), loaded) is not loaded:
        raise StaleCopy("the held copy had a turn to enforce")
    return seat_for(loaded)


def seat_for(loaded) -> int | None:
    """The caller's seat in a loaded game: by its seat token, or the seat its account holds (a
    session, or an API token: `read` to look, `play` to act); None for a spectator."""
    account = caller("read" if request.method in SAFE_METHODS else "play")
    if account is not None:
        return games().seat_of_account(loaded, account.account)
    return games().seat_of(loaded, bearer())
