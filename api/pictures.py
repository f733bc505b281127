"""Board pictures: the caller's view of a game at a version, as SVG or PNG."""
from __future__ import annotations

from html import escape

from flask import Blueprint, Response, request

from service.table import i18n

from . import boards
from .caller import game_and_seat, games
from .openapi_parts import R429, READ_ERRORS, operation, picture_op
from .conditional import add_vary
from .i18n import words_language
from .query import int_arg

bp = Blueprint("pictures", __name__, url_prefix="/v1/games")

FOREVER = "public, max-age=31536000, immutable"
_ERRORS = {**READ_ERRORS, "429": R429}


def _inputs(game_id: str) -> tuple[dict, list, str, bool, str]:
    """(game body, last move's events, etag, immutable, language) for the caller at ?at=N (default:
    now); the ETag names the language of the words when it is not English."""
    loaded, seat = game_and_seat(game_id)
    at = int_arg("at", None, 1)
    lang = words_language()  # the request's language (docs/i18n.md "Choosing the language")
    body, last = games().picture_input(loaded, seat, at, lang)
    who = "spectator" if seat is None else f"seat{seat}"
    tag = f"{body['version']}-{who}" + ("" if lang == i18n.DEFAULT else f"-{lang}")
    # a finished game never changes, nor does any past version of it
    return body, last, f'"{tag}"', loaded.finished, lang


def _picture(game_id: str) -> tuple[str, str, bool]:
    """(svg, etag, immutable) for the caller at ?at=N (default: now); ?panel=0 the phone layout."""
    body, last, etag, immutable, lang = _inputs(game_id)
    panel = int_arg("panel", 1, 0, 1) == 1
    return boards.render(body, last, panel=panel, lang=lang), etag[:-1] + ('"' if panel else '-phone"'), immutable


def _answer(payload: bytes, mimetype: str, etag: str, immutable: bool) -> Response:
    if etag in [t.strip() for t in request.headers.get("If-None-Match", "").split(",")]:
        resp = Response(status=304)
    else:
        resp = Response(payload, mimetype=mimetype)
    resp.headers["ETag"] = etag
    resp.headers["Vary"] = "Authorization"
    # the words follow the request's language (docs/i18n.md): a cache keeps one picture a language
    add_vary(resp, "Accept-Language")
    add_vary(resp, "Cookie")
    # a seat's picture may hold its private information: shared caches must not keep it
    private = request.headers.get("Authorization") is not None
    if immutable:
        resp.headers["Cache-Control"] = FOREVER.replace("public", "private") if private else FOREVER
    else:
        resp.headers["Cache-Control"] = ("private" if private else "public") + ", no-cache"
    return resp


@bp.get("/<game_id>/board.svg")
@operation(picture_op(
    "getBoardSvg", "image/svg+xml",
    "The board as the caller sees it at version `at` (default: now), as SVG. Drawn from the "
    "caller's view only, so it never shows what the caller may not see. Clickable elements "
    "carry `data-pick`: a JSON array of partial moves (see docs/web.md).", _ERRORS,
    extra=[{"name": "panel", "in": "query", "required": False,
            "description": "1 (default): the whole picture with its side panel; 0: the phone layout, "
                           "the board alone at one unit a CSS pixel (what board.html inlines).",
            "schema": {"type": "integer", "enum": [0, 1], "default": 1}}]))
def board_svg(game_id: str):
    """The board as the caller sees it at version N (now by default), as SVG."""
    picture, etag, immutable = _picture(game_id)
    return _answer(picture.encode(), "image/svg+xml", etag, immutable)


@bp.get("/<game_id>/board.png")
@operation(picture_op(
    "getBoardPng", "image/png",
    "The same picture as PNG, for chat integrations that do not show SVG.", _ERRORS,
    extra=[{"name": "scale", "in": "query", "required": False,
            "description": "Pixel scale, 1 to 3.",
            "schema": {"type": "integer", "minimum": 1, "maximum": 3, "default": 1}}]))
def board_png(game_id: str):
    """The same picture as PNG, for chat integrations that do not show SVG."""
    import cairosvg  # imported here: only PNG requests pay for loading cairo

    picture, etag, immutable = _picture(game_id)
    scale = int_arg("scale", 1, 1, 3)
    png = cairosvg.svg2png(bytestring=picture.encode(), scale=scale)
    return _answer(png, "image/png", f'{etag[:-1]}-x{scale}"', immutable)


@bp.get("/<game_id>/board.html")
@operation(picture_op(
    "getBoardHtml", "text/html",
    "What the web table shows of the board at version `at`: an HTML fragment with the phone layout "
    "of the picture (inline SVG; every target a button with `data-pick` and an accessible name), "
    "the side panel (players, hands as cards with `data-pick`) and the last move in words. The same "
    "view as board.svg, the same caching.", _ERRORS))
def board_html(game_id: str):
    """What the web page shows of the board at version N: the phone layout of the picture (inline
    SVG, its elements buttons with data-pick and accessible names) and the side panel (players,
    hands as cards), as one HTML fragment; the same view, the same caching as board.svg."""
    body, last, etag, immutable, lang = _inputs(game_id)
    return _answer(board_fragment(body, last, lang).encode(), "text/html", etag[:-1] + '-html"', immutable)


def board_fragment(body: dict, last: list, lang: str = i18n.DEFAULT) -> str:
    """The board as the page inlines it: picture, side panel and the last move in words (`last`:
    its events, redacted for the reader, each with its `text`), the board's words in `lang`."""
    start = last[0]["seq"] if last else body["version"]
    words = " ".join(escape(e.get("text") or "") for e in last)
    tail = last[-1] if last else None
    return (f'<div class="t-picture" data-version="{body["version"]}">{boards.render(body, last, panel=False, lang=lang)}</div>'
            f'<div class="t-side" data-version="{body["version"]}">{boards.side(body, lang)}</div>'
            # the move that led here in words, where it started (to step back a whole move), and
            # the last event of it (the version's own event)
            f'<p class="t-move" data-start="{start}" data-seq="{tail["seq"] if tail else ""}" '
            f'data-event="{escape(tail.get("text") or "") if tail else ""}">{words}</p>')
