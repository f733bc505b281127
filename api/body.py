"""Every JSON the API reads from a client, parsed in one place: request bodies (`json_body`, used
by every route that takes one) and the query parameters that carry JSON (`parse_json`).

Only JSON is taken (RFC 8259): UTF-8, no `NaN`, `Infinity` or `-Infinity` (Python's json module
accepts them; no other JSON parser does), no lone UTF-16 surrogate (it is not a character and
could not be stored), at most MAX_DEPTH levels of arrays and objects. The depth is measured by
a flat scan before anything is parsed, so a body nested 20,000 levels deep is refused with its
position and never reaches a recursive parser, a schema or a log line. Each refusal is a 400
naming what is wrong and where (line and column); a body over the size limit is a 413 naming it.
"""
from __future__ import annotations

import json
import math
import re
from itertools import accumulate

from flask import current_app, request
from werkzeug.exceptions import RequestEntityTooLarge

from domain.engine.ruleset import json_kind
from service.storage.errors import BadRequest, BodyTooLarge, UnsupportedMediaType

MAX_DEPTH = 64

# a JSON string (an unterminated one runs to the end): what is in strings is skipped
STRING = r'"(?:[^"\\]|\\.)*"?'
_STRINGS = re.compile(STRING, re.DOTALL)
_TOKENS = re.compile(STRING + r"|[\[\]{}]", re.DOTALL)
_NOT_BRACKETS = bytes(b for b in range(256) if b not in b"[]{}")
_DELTA = {ord("["): 1, ord("{"): 1, ord("]"): -1, ord("}"): -1}
# every escape in strings, left to right: an escaped backslash before a "u" is not taken for \u
_ESCAPES = re.compile(r'\\(u[0-9a-fA-F]{4}|.)', re.DOTALL)


class _Constant(ValueError):
    pass


def _refuse_constant(name: str):
    raise _Constant(name)


def _finite(literal: str) -> float:
    value = float(literal)
    if value in (math.inf, -math.inf):  # 1e999: Python would read it as Infinity
        raise _Constant(literal)
    return value


_DECODER = json.JSONDecoder(parse_constant=_refuse_constant, parse_float=_finite)


def _line_col(text: str, pos: int) -> str:
    line = text.count("\n", 0, pos) + 1
    return f"line {line}, column {pos - text.rfind(chr(10), 0, pos)}"


def _too_deep(text: str) -> int | None:
    """The offset where an array or object opens at depth MAX_DEPTH + 1, or None (a flat scan)."""
    if text.count("[") + text.count("{") <= MAX_DEPTH:
        return None
    # the brackets outside strings, and the depth after each, in C (a Python loop over 64 KiB of
    # brackets costs more than parsing them)
    brackets = _STRINGS.sub("", text).encode("utf-8", "surrogatepass").translate(None, _NOT_BRACKETS)
    if max(accumulate(map(_DELTA.__getitem__, brackets)), default=0) <= MAX_DEPTH:
        return None
    depth = 0  # deeper than MAX_DEPTH: find where, token by token
    for m in _TOKENS.finditer(text):
        c = m.group()[0]
        if c in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                return m.start()
        elif c in "]}":
            depth -= 1
    return None


def parse_json(text: str, what: str, field: str):
    """JSON text -> its value, or a 400 naming `what` (e.g. "the request body") and the position of
    the first problem; `field` is the key of `errors` (e.g. "body", a query parameter's name)."""
    def refuse(problem: str, pos: int, short: str, hint: str = ""):
        where = f" at {_line_col(text, pos)}"
        raise BadRequest(f"{what} is not valid JSON: {problem}{where}{hint}", errors={field: short + where})

    deep = _too_deep(text)
    if deep is not None:
        raise BadRequest(f"{what} is nested too deep: arrays and objects may be nested at most {MAX_DEPTH} levels, "
                         f"and level {MAX_DEPTH + 1} opens at {_line_col(text, deep)}",
                         errors={field: f"nested deeper than {MAX_DEPTH} levels"})
    try:
        if text.startswith("\ufeff"):  # what json.loads refuses before it decodes
            raise json.JSONDecodeError("Unexpected UTF-8 BOM (decode using utf-8-sig)", text, 0)
        value = _DECODER.decode(text)  # json.loads with these hooks, without making a decoder each time
    except _Constant as exc:
        token = str(exc)
        found = re.compile(STRING + "|(" + re.escape(token) + ")", re.DOTALL).finditer(text)
        pos = next((m.start(1) for m in found if m.group(1)), 0)
        constant = token in ("NaN", "Infinity", "-Infinity")
        said = "is not a JSON value" if constant else "is too large a number"
        refuse(f"{token} {said}", pos, f"{token} {'is not JSON' if constant else 'is too large'}",
               "; JSON numbers are finite: send a number, or null")
    except json.JSONDecodeError as exc:
        refuse(exc.msg[0].lower() + exc.msg[1:], exc.pos, "not valid JSON")
    except RecursionError:  # pragma: no cover - the depth scan refuses such text first
        raise BadRequest(f"{what} is nested too deep", errors={field: "nested too deep"}) from None
    lone = _lone_surrogate(text)
    if lone is not None:
        refuse(f"the escape {text[lone:lone + 6]} is half of a UTF-16 surrogate pair", lone, "lone surrogate",
               "; it is no character, so it cannot be stored: escape a character outside the BMP as a pair")
    return value


def _lone_surrogate(text: str) -> int | None:
    """The offset of a \\uD800-\\uDFFF escape that is not half of a pair, or None."""
    if not re.search(r"\\u[dD][89a-fA-F]", text):
        return None
    units = [(m.start(), int(m.group(1)[1:], 16)) for m in _ESCAPES.finditer(text) if m.group(1)[0] == "u"]
    i = 0
    while i < len(units):
        pos, unit = units[i]
        if 0xD800 <= unit <= 0xDBFF and i + 1 < len(units) and units[i + 1][0] == pos + 6 \
                and 0xDC00 <= units[i + 1][1] <= 0xDFFF:
            i += 2
            continue
        if 0xD800 <= unit <= 0xDFFF:
            return pos
        i += 1
    return None


def body_limit() -> int:
    """The most bytes a request body may have (MAX_CONTENT_LENGTH, 64 KiB by default)."""
    return int(current_app.config.get("MAX_CONTENT_LENGTH") or 64 * 1024)


def json_body(optional: bool = False) -> dict:
    """The request's JSON object: 413 over the size limit, 415 not declared JSON, 400 empty, not
    UTF-8, not JSON (with the line and column) or not an object; `optional`: no body is {}."""
    try:
        raw = request.get_data(cache=True)  # a body over the limit with a Content-Length is 413 here
    except RequestEntityTooLarge:
        raise BodyTooLarge(body_limit()) from None
    if request.content_length is None and len(raw) >= body_limit():
        raise BodyTooLarge(body_limit())  # a chunked body is cut at the limit, not refused: refuse it here
    if not raw.strip():
        if optional:
            return {}
        raise BadRequest("the request body is empty; this request takes a JSON object "
                         "(Content-Type: application/json)", errors={"body": "required"})
    if not request.is_json:  # a form or text body is refused as a whole, not parsed as JSON
        raise UnsupportedMediaType(f"the request body must be JSON (Content-Type: application/json), "
                                   f"not {request.mimetype or 'undeclared'}")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise BadRequest(f"the request body is not UTF-8: byte 0x{raw[exc.start]:02x} at offset {exc.start} "
                         f"cannot start or continue a character (JSON is UTF-8)",
                         errors={"body": f"not UTF-8 at offset {exc.start}"}) from None
    data = parse_json(text, "the request body", "body")
    if not isinstance(data, dict):
        raise BadRequest(f"the request body must be a JSON object ({{...}}), not {json_kind(data)}",
                         errors={"body": "must be a JSON object"})
    return data

