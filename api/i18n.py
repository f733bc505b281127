"""The language a request is answered in, and the pages' message catalogue (GET /v1/i18n).

The choice (service.table.i18n.negotiate): `?lang=`, else the signed-in account's `language`, else the
`lang` cookie a browser without an account sets with the pages' language selector, else the first
language of `Accept-Language` this server speaks, else English.
"""
from __future__ import annotations

from flask import Blueprint, g, jsonify, request

from domain.engine.errors import ArbiterError
from service.table import i18n

from . import responses as R
from .auth import accounts, caller
from .conditional import add_vary
from .openapi_parts import body, operation, people_op, plain_json

bp = Blueprint("i18n", __name__)
LANG_COOKIE = "lang"


_NEGOTIATED: dict[tuple, str] = {}  # i18n.negotiate's answers (it is pure): a move asks it every time
_NEGOTIATED_MAX = 1024


def _negotiate(query: str | None, setting: str | None, cookie: str | None, accept: str | None) -> str:
    asked = (query, setting, cookie, accept)
    lang = _NEGOTIATED.get(asked)
    if lang is None:
        lang = i18n.negotiate(query, setting, cookie, accept)
        if len(_NEGOTIATED) >= _NEGOTIATED_MAX:
            _NEGOTIATED.clear()
        _NEGOTIATED[asked] = lang
    return lang


def _asked() -> tuple[str | None, str | None, str | None]:
    """`?lang=`, the `lang` cookie and Accept-Language; the query and the cookies parsed only when the
    request has any (a move has neither: werkzeug's parse of an empty one costs more than the rest)."""
    environ = request.environ
    query = request.args.get("lang") if environ.get("QUERY_STRING") else None
    cookie = request.cookies.get(LANG_COOKIE) if environ.get("HTTP_COOKIE") else None
    return query, cookie, environ.get("HTTP_ACCEPT_LANGUAGE")


def request_language() -> str:
    """The language this request is answered in (the answer then varies by what chose it)."""
    g.language_asked = True
    c = caller("read")
    setting = accounts().profile(c.account).get("language") if c is not None else None
    query, cookie, accept = _asked()
    return _negotiate(query, setting, cookie, accept)


def words_language() -> str:
    """The language of the games' words (`text` fields) in this answer: request_language(), asked
    once a request; a caller whose credentials may not read the account's setting (an API token
    without the `read` scope moving for a bot) is answered by the rest of the order."""
    lang = g.get("words_language")
    if lang is None:
        try:
            lang = request_language()
        except ArbiterError:
            query, cookie, accept = _asked()
            lang = _negotiate(query, None, cookie, accept)
        g.words_language = lang
    return lang


def vary_language(resp):
    """Mark an answer whose words follow the request's language (its ETag names the language too)."""
    add_vary(resp, "Accept-Language")
    return resp


@bp.after_app_request
def _vary_by_language(resp):
    """An answer whose words followed the request's language names what chose it, so that no shared
    cache gives one reader's language to another."""
    if g.get("language_asked") and request.method in ("GET", "HEAD"):  # a write's answer no cache keeps
        for name in ("Accept-Language", "Cookie"):
            add_vary(resp, name)
    return resp


@bp.get("/v1/i18n")
@operation(people_op(
    "accounts", "getCatalogue", "The message catalogue of the request's language (`lang`, else the account's "
    "setting, else the `lang` cookie, else Accept-Language, else English): what the pages show.",
    {"200": plain_json("The catalogue.", body(R.people.CatalogueSchema))},
    params=[{"name": "lang", "in": "query", "required": False, "description": "a language code: en, es, de "
             "(qps: the pseudo-locale of the tests); an unknown one is ignored", "schema": {"type": "string"}}]))
def get_catalogue():
    """The message catalogue of the request's language, for the pages."""
    lang = request_language()
    resp = jsonify({"lang": lang, "dir": "ltr",
                    "languages": [{"code": k, "name": v} for k, v in i18n.LANGUAGES.items()],
                    "messages": i18n.catalogue(lang)})
    # the answer depends on who asks: kept only by this browser, briefly (the service worker keeps
    # the last one for offline use)
    resp.headers["Cache-Control"] = "private, max-age=60"
    resp.headers["Vary"] = "Accept-Language, Cookie, Authorization"
    return resp
