"""The web table: plain HTML, CSS and ES modules shipped in the package, served same-origin.

No build step and no CDN. Pages are static; they talk to the same JSON API as any client, and
draw boards with the server's own renderers (board.html, board.svg). The app is installable: a
web app manifest and a service worker that keeps the page shell for offline use (api/static/sw.js).
"""
from __future__ import annotations

from flask import Blueprint, abort, current_app, send_from_directory

from api.boards import RULESETS

bp = Blueprint("web", __name__)

CSP = ("default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; "
       "connect-src 'self'; script-src 'self'; worker-src 'self'; manifest-src 'self'; "
       "base-uri 'none'; frame-ancestors 'none'")


def _page(name: str):
    resp = send_from_directory(current_app.static_folder, name, mimetype="text/html")
    resp.headers["Cache-Control"] = "no-cache"
    # the pages load only their own scripts and pictures; nothing from elsewhere
    resp.headers["Content-Security-Policy"] = CSP
    resp.headers["Referrer-Policy"] = "no-referrer"
    return resp


@bp.get("/")
def index():
    """The lobby: create a game, games to join, to watch and to replay."""
    return _page("index.html")


@bp.get("/games/<game_id>")
def game_page(game_id: str):
    """One game: the board, moves by tapping it, live updates, replay, rules and audit."""
    return _page("game.html")


@bp.get("/join/<game_id>/<int:seat>")
def join_page(game_id: str, seat: int):
    """An invite link: claims the open seat in one click."""
    return _page("join.html")


@bp.get("/signin")
def signin_page():
    """Sign in with a passkey, sign up, or come back with a recovery code or a mail link."""
    return _page("signin.html")


@bp.get("/me")
def my_games_page():
    """My games (my turn first), adding a device, notifications, passkeys, sessions, API tokens."""
    return _page("me.html")


@bp.get("/moderation")
def moderation_page():
    """The moderators' queue: reports with their evidence, and the actions they take."""
    return _page("moderation.html")


@bp.get("/link")
@bp.get("/signin/email")
@bp.get("/account/verify")
def link_page():
    """A one-time secret in the URL fragment: a device-link code, a mail sign-in link, an address check."""
    return _page("link.html")


@bp.get("/tutorial/<ruleset>")
def tutorial_page(ruleset: str):
    """A game's tutorial: guided positions where the page asks for the teaching move."""
    if ruleset not in RULESETS:
        abort(404)
    return _page("tutorial.html")


@bp.get("/tournaments")
def tournaments_page():
    """Tournaments: create one; open, running and finished ones (docs/tournaments.md)."""
    return _page("tournaments.html")


@bp.get("/tournaments/<tid>")
def tournament_page(tid: str):
    """One tournament: entries, standings, rounds with a link to every game, the audit."""
    return _page("tournament.html")


@bp.get("/ratings/<ruleset>")
def ratings_page(ruleset: str):
    """A ruleset's leaderboard, the AI levels apart, a player's history (docs/ratings.md)."""
    if ruleset not in RULESETS:
        abort(404)
    return _page("ratings.html")


@bp.get("/sw.js")
def service_worker():
    """The service worker, served from the root so that its scope is the whole site."""
    resp = send_from_directory(current_app.static_folder, "sw.js", mimetype="text/javascript")
    # a browser checks for a new worker on navigation; never let a cache hold an old one
    resp.headers["Cache-Control"] = "no-cache"
    resp.headers["Service-Worker-Allowed"] = "/"
    return resp


@bp.get("/manifest.webmanifest")
def manifest():
    """The web app manifest: name, icons, colours, standalone display (installable)."""
    resp = send_from_directory(current_app.static_folder, "manifest.webmanifest",
                               mimetype="application/manifest+json")
    resp.headers["Cache-Control"] = "no-cache"
    return resp
