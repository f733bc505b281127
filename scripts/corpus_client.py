"""A small HTTP client for recording games through a running service (scripts/record_corpus.py,
scripts/legacy_games.py): create a game, play seeded random legal moves, read its export.

Standard library only, so the same file drives today's service and the API of an old commit.
Every choice (which seat acts, which legal move) is drawn from the `random.Random` passed in, so
one seed against the same code plays the same moves.
"""
from __future__ import annotations

import gzip
import json
import random
import time
import urllib.error
import urllib.request


class ApiError(RuntimeError):
    """An HTTP answer of 400 or more, with its status and problem body."""

    def __init__(self, status: int, body, method: str, path: str):
        super().__init__(f"{method} {path} -> {status}: {json.dumps(body)[:600]}")
        self.status, self.body = status, body


class Api:
    """One service's /v1 API at `url` (for example http://127.0.0.1:8000)."""

    def __init__(self, url: str, timeout: float = 60.0):
        self.url, self.timeout = url.rstrip("/"), timeout

    def call(self, method: str, path: str, body=None, token: str | None = None, headers: dict | None = None):
        """The decoded JSON answer, or raise ApiError; retries a 429 and a refused connection."""
        data = None if body is None else json.dumps(body).encode()
        hdrs = {"Accept": "application/json"}
        if data is not None:
            hdrs["Content-Type"] = "application/json"
        if token:
            hdrs["Authorization"] = f"Bearer {token}"
        hdrs.update(headers or {})
        for attempt in range(30):
            req = urllib.request.Request(self.url + path, data=data, method=method, headers=hdrs)
            try:
                with urllib.request.urlopen(req, timeout=self.timeout) as resp:
                    raw = resp.read()
                    return json.loads(raw) if raw else None
            except urllib.error.HTTPError as exc:
                raw = exc.read()
                try:
                    problem = json.loads(raw)
                except ValueError:
                    problem = raw.decode(errors="replace")
                if exc.code in (429, 503) and attempt < 29:
                    time.sleep(float(exc.headers.get("Retry-After") or 1))
                    continue
                raise ApiError(exc.code, problem, method, path) from None
            except (urllib.error.URLError, ConnectionError):
                if attempt == 29:
                    raise
                time.sleep(0.5)
        raise AssertionError("unreachable")

    # --- the resources ------------------------------------------------------------------------
    def rulesets(self) -> dict:
        """{ruleset id: its resource} (GET /v1/rulesets then each /v1/rulesets/{id})."""
        listing = self.call("GET", "/v1/rulesets")
        items = listing["rulesets"] if isinstance(listing, dict) and "rulesets" in listing else listing
        if isinstance(items, dict) and "items" in items:
            items = items["items"]
        return {r["id"]: self.call("GET", f"/v1/rulesets/{r['id']}") for r in items}

    def create(self, ruleset: str, seats: list[dict], options: dict | None = None, clock: dict | None = None) -> dict:
        """POST /v1/games; the answer carries each person's seat token."""
        body = {"ruleset": ruleset, "seats": seats}
        if options:
            body["options"] = options
        if clock:
            body["clock"] = clock
        return self.call("POST", "/v1/games", body)

    def game(self, gid: str, token: str | None = None) -> dict:
        return self.call("GET", f"/v1/games/{gid}", token=token)

    def export(self, gid: str, token: str | None = None) -> dict:
        return self.call("GET", f"/v1/games/{gid}/export", token=token)


def tokens_of(created: dict) -> dict[int, str]:
    """{seat: token} for the seats a creation answer gave tokens to."""
    return {s["seat"]: s["token"] for s in created["seats"] if s.get("token")}


def play(api: Api, gid: str, tokens: dict[int, str], rng: random.Random, moves: int | None = None,
         max_moves: int = 5000, wait_for_ai: float = 120.0, pick=None) -> dict:
    """Play up to `moves` legal moves (None: until the game ends) for the people's seats; AI
    seats are left to the service's worker (waited for up to `wait_for_ai` s at a time).
    `pick(moves, rng)` may choose among the legal moves (default: uniformly). The game's answer."""
    played = 0
    waited_since = None
    while True:
        game = api.game(gid)
        if game["status"] == "finished":
            return game
        if moves is not None and played >= moves:
            return game
        if played >= max_moves:
            return game
        people = sorted(s for s in game.get("to_act") or [] if s in tokens)
        if not people:  # an AI seat (or a deadline) is to act: the worker moves
            waited_since = waited_since or time.monotonic()
            if time.monotonic() - waited_since > wait_for_ai:
                raise RuntimeError(f"game {gid}: nobody with a token to act and no AI move in {wait_for_ai} s "
                                   f"(to_act {game.get('to_act')}, version {game['version']})")
            time.sleep(0.05)
            continue
        waited_since = None
        seat = rng.choice(people)
        legal = api.call("GET", f"/v1/games/{gid}/legal-moves", token=tokens[seat])
        if legal["version"] != game["version"] or not legal["moves"]:
            continue  # the game moved on between the two reads
        move = pick(legal["moves"], rng) if pick else rng.choice(legal["moves"])
        try:
            api.call("POST", f"/v1/games/{gid}/moves", {"move": move}, token=tokens[seat],
                     headers={"If-Match": f'"{legal["version"]}"'})
        except ApiError as exc:
            if exc.status in (409, 412):  # someone (an AI, a deadline) moved first: read again
                continue
            raise
        played += 1


def resign(api: Api, gid: str, token: str) -> dict:
    """POST /v1/games/{id}/resign for the seat of `token`."""
    return api.call("POST", f"/v1/games/{gid}/resign", {}, token=token)


def canonical(obj) -> str:
    """Stable, compact JSON for the files we write (sorted keys, no spaces)."""
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False) + "\n"


def write_json(path: str, obj) -> int:
    """Write `obj` as canonical JSON, gzipped (mtime 0, so the bytes are reproducible) when the
    path ends in .gz; the number of bytes written."""
    data = canonical(obj).encode()
    if path.endswith(".gz"):
        data = gzip.compress(data, compresslevel=9, mtime=0)
    with open(path, "wb") as f:
        f.write(data)
    return len(data)


def read_json(path: str):
    """A file written by write_json."""
    with open(path, "rb") as f:
        data = f.read()
    return json.loads(gzip.decompress(data) if path.endswith(".gz") else data)
