"""The move and resign routes off Flask's generic request path (issue 38): install_fast_moves(app).

`POST /v1/games/{id}/moves` and `POST /v1/games/{id}/resign` are most of what a busy service
answers, and about 0.7 ms of a move went to the web layer's generic work: the after-request hooks
(each reading and rewriting werkzeug's header object), the Response object and its WSGI
conversion. This WSGI middleware takes those two requests before Flask dispatches them and:

- pushes Flask's request context as Flask does (the URL rule, `g`, `request`: the auth, the rules
  and the errors read them), and runs the app's before-request hooks as they are (the metrics
  timer, the rate limit, the metrics listener's refusal);
- runs the same view code (api/games.py `command_answer`: the seat's token or account, If-Match,
  Idempotency-Key, the body's parse and schema, the rules, the hash chain, the seat's view);
- writes a 201 itself: the body once (orjson, as every answer), and the headers the after-request
  hooks would add, in their order, from the same functions (CORS, rate limit, Vary, security
  headers), and counts it in the same metrics.

Anything else (an error, a stored refusal, a 429, a request the URL map gives another rule) goes
through Flask's own error handling and every after-request hook, exactly as before. So the answer
is the same, byte for byte, as the generic path's (tests/integration/test_fast_moves.py compares
them). FAST_MOVES=off (config or environment) serves the routes the generic way.
"""
from __future__ import annotations

import os
import re
import sys
import time

from flask import Flask, g
from flask.ctx import RequestContext
from werkzeug.exceptions import HTTPException
from werkzeug.http import HTTP_STATUS_CODES
from werkzeug.wsgi import get_host

from .conditional import etag
from .i18n import words_language
from .games import command_answer, command_response, minimal_headers, move_body
from .limits import rate_limit_headers
from .security_headers import api_answer_headers

COMMAND_PATH = re.compile(r"/v1/games/[^/]+/(?:moves|resign)")
ENDPOINTS = {"games.post_move": "move", "games.resign": "resign"}
STATUS_LINES = {code: f"{code} {HTTP_STATUS_CODES[code].upper()}" for code in (200, 201)}
# everything werkzeug's bind_to_environ and match read from a request: equal keys, equal adapter and match
ROUTE_KEY = ("REQUEST_METHOD", "PATH_INFO", "SCRIPT_NAME", "QUERY_STRING", "HTTP_HOST", "SERVER_NAME",
             "SERVER_PORT", "wsgi.url_scheme", "HTTP_CONNECTION", "HTTP_UPGRADE")
ROUTES_HELD = 4096


def _enabled(app: Flask, name: str) -> bool:
    value = app.config.get(name)
    if value is None:
        value = os.environ.get(name, "on")
    return str(value).lower() not in ("off", "0", "false", "no")


def install_fast_moves(app: Flask) -> None:
    """Serve moves and resignations off the generic path; install it before anything that wraps
    `app.wsgi_app` (ProxyFix), so the client's address is the same for both paths. HELD_MOVES=off
    decides every move on a fresh load (two store round trips) instead of the held copy first
    (api/games.py command_answer, service/play/held.py), on either path; HELD_CHECK (generation,
    digest or both) is how the append checks a held copy's metadata (service/play/held.py)."""
    app.extensions["held_moves"] = enabled = _enabled(app, "HELD_MOVES")
    check = app.config.get("HELD_CHECK") or os.environ.get("HELD_CHECK") or "generation"
    app.extensions["arbiter"].held.configure(enabled, str(check).lower())
    if _enabled(app, "FAST_MOVES"):
        app.wsgi_app = FastMoves(app, app.wsgi_app)


class FastMoves:
    """The WSGI middleware: moves and resignations here, every other request to `inner`."""

    def __init__(self, app: Flask, inner):
        self.app = app
        self.inner = inner
        self.routes: dict[tuple, tuple] = {}  # CommandContext's URL adapters and matches
        self.hooks: dict[str | None, tuple[list, list]] = {}  # preprocess: the hooks of each blueprint

    def __call__(self, environ, start_response):
        if environ.get("REQUEST_METHOD") != "POST" or not COMMAND_PATH.fullmatch(environ.get("PATH_INFO", "")):
            return self.inner(environ, start_response)
        return self.serve(environ, start_response)

    def serve(self, environ, start_response):
        """Flask's `wsgi_app` and `full_dispatch_request`, with the view's success answered here."""
        app = self.app
        ctx = CommandContext(app, environ, self.routes)
        error = None
        try:
            try:
                ctx.push()
                app._got_first_request = True  # noqa: SLF001 - what full_dispatch_request records
                try:
                    answer = self.dispatch(ctx.request)
                except Exception as exc:  # noqa: BLE001 - the app's error handlers, as Flask does
                    answer = app.handle_user_exception(exc)
                if isinstance(answer, list):  # the success, written here
                    status, headers, body = answer
                    start_response(status, headers)
                    return [body]
                response = app.finalize_request(answer)
            except Exception as exc:  # noqa: BLE001
                error = exc
                response = app.handle_exception(exc)
            except:  # noqa: E722 - as Flask's wsgi_app: remember it for the teardown, then raise
                error = sys.exc_info()[1]
                raise
            return response(environ, start_response)
        finally:
            if error is not None and app.should_ignore_error(error):
                error = None
            ctx.pop(error)

    def dispatch(self, req):
        """The before-request hooks, then the command: a list (status, headers, body) for a
        success, or what Flask would make a response of (a hook's answer, a problem). `req` is
        the request (`request`, read here without the context-local proxy)."""
        app = self.app
        rv = self.preprocess(req)
        if rv is not None:
            return rv
        rule = req.url_rule
        command = ENDPOINTS.get(rule.endpoint) if rule is not None and req.routing_exception is None else None
        if command is None:  # the URL map says otherwise (405, 404, another rule): Flask's way
            return app.dispatch_request()
        game_id = req.view_args["game_id"]
        if command == "move":
            data = move_body()
            status, body, seat, minimal = command_answer(game_id, "move", data["move"], data)
        else:
            status, body, seat, minimal = command_answer(game_id, "resign")
        data = app.json.answer_bytes(body) if status in STATUS_LINES else None
        if data is None:  # a stored refusal, or a debug app's indented JSON: the generic answer
            return command_response(game_id, status, body, seat, minimal)
        headers = self.headers(req, game_id, body["version"], seat, minimal, len(data))
        self.count(rule.rule, status)
        return [STATUS_LINES[status], headers, data]

    def preprocess(self, req):
        """Flask's `preprocess_request` (Flask 3.1), with each blueprint's chain of hooks listed, and
        made sync, once: the app's hooks are fixed once it serves (Flask refuses a new one then)."""
        app = self.app
        hooks = self.hooks.get(req.blueprint)
        if hooks is None:
            names = (None, *reversed(req.blueprints))
            hooks = ([f for name in names for f in app.url_value_preprocessors.get(name, ())],
                     [app.ensure_sync(f) for name in names for f in app.before_request_funcs.get(name, ())])
            self.hooks[req.blueprint] = hooks
        for url_func in hooks[0]:
            url_func(req.endpoint, req.view_args)
        for before_func in hooks[1]:
            rv = before_func()
            if rv is not None:
                return rv
        return None

    def headers(self, req, game_id: str, version: int, seat: int | None, minimal: bool, length: int):
        """The headers of the 201, in the order the generic path writes them: the view's, then the
        after-request hooks' in the order Flask runs them (security, Vary, rate limit, CORS)."""
        app = self.app
        headers = [("Content-Type", app.json.mimetype), ("Content-Length", str(length)), ("ETag", etag(version, seat, words_language()))]
        if minimal:
            headers += minimal_headers(game_id)
        headers += api_answer_headers(req.is_secure)
        cors = app.extensions.get("cors_headers")
        vary_origin, cors_headers = cors(req.environ.get("HTTP_ORIGIN")) if cors is not None else (False, [])
        headers.append(("Vary", "Authorization, Origin" if vary_origin else "Authorization"))
        headers += rate_limit_headers()
        return headers + cors_headers

    def count(self, route: str, status: int) -> None:
        """The request in the HTTP metrics, as api/metrics.py's hook counts it."""
        started = g.get("request_started")
        self.app.extensions["http_metrics"].observe(route, "POST", status,
                                                    None if started is None else time.perf_counter() - started)



class CommandContext(RequestContext):
    """Flask's request context (flask/ctx.py, Flask 3.1) with the URL adapter and the URL's match
    remembered per request line: werkzeug's bind_to_environ and match are pure functions of the
    environ's keys in ROUTE_KEY (the URL map is fixed once the app serves), and together they were
    about a tenth of a move's CPU in this process. Only a successful match is kept; a refusal (404,
    405, a redirect, an untrusted host) is made afresh each time, as Flask makes it."""

    def __init__(self, app: Flask, environ: dict, routes: dict):
        request = app.request_class(environ)
        request.json_module = app.json
        self.app, self.request, self.flashes, self._session = app, request, None, None
        self._after_request_functions = []
        self._cv_tokens = []
        self._routes, self._key = routes, tuple([environ.get(name) for name in ROUTE_KEY])
        self._match = None
        self.url_adapter = None
        try:
            held = routes.get(self._key)
            if held is None:
                self.url_adapter = app.create_url_adapter(request)
            else:  # what create_url_adapter sets on the request, then the adapter it made for this key
                if (trusted_hosts := app.config["TRUSTED_HOSTS"]) is not None:
                    request.trusted_hosts = trusted_hosts
                request.host = get_host(request.environ, request.trusted_hosts)
                self.url_adapter, self._match = held
        except HTTPException as e:
            request.routing_exception = e

    def match_request(self) -> None:
        """The remembered match, or werkzeug's (remembered when it matched)."""
        if self._match is not None:
            self.request.url_rule, view_args = self._match
            self.request.view_args = dict(view_args)
            return
        super().match_request()
        if self.request.routing_exception is None:
            if len(self._routes) >= ROUTES_HELD:
                self._routes.clear()
            self._routes[self._key] = (self.url_adapter, (self.request.url_rule, dict(self.request.view_args)))
