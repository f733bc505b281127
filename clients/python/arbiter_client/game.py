"""The hand-written layer over the generated client: create a game, hold a seat, play, follow it.

    arbiter = Arbiter("http://127.0.0.1:8000")
    created = arbiter.create(GROVE, [Seat("ana"), Seat("bo", ai="greedy")], GroveOptions(turn_limit=200))
    game = created.seat(0)                 # Game[GroveGame, GroveMove]: typed state, view and moves
    for moves in game.turns():             # each time the seat may act (waits on the stream between)
        game.play(moves[0], choose=lambda fresh: fresh[0])

`play` sends `If-Match` (the version this handle last read) and an `Idempotency-Key`; it retries
what the API says to retry with the same key (503 busy, unavailable, replicas-missing,
not-durable, outcome-unknown; 409 idempotency-key-in-flight) after `Retry-After`, and a 412 with a
move chosen again from the fresh legal moves when `choose` is given. Every other error answer is
raised as a `Problem` (errors.py) carrying `code`, `detail` and `rule`.
"""
from __future__ import annotations

import time
import uuid
from dataclasses import dataclass, field
from typing import Any, Callable, Generic, Iterator, Sequence

import httpx

from .generated import AuthenticatedClient, Client
from .generated import models as m
from .generated.api.games import (create_game, create_stream_ticket, get_game, get_legal_moves, post_move,
                                   resign)
from .generated.types import UNSET
from .errors import Problem, StaleVersion, problem_from
from .ruleset import G, M, O, Ruleset
from .rulesets import find
from .stream import AccountSource, EventStream, GameSource, StreamItem

MAX_WAIT = 10.0  # the longest Retry-After a retry waits; a longer one is raised to the caller


@dataclass(frozen=True)
class Seat:
    """A seat at creation: a person (`name`), an AI (`ai`: a level or `{"level", "budget_ms"}`) or open."""

    name: str | None = None
    ai: str | dict[str, Any] | None = None
    open: bool = False

    def request(self) -> m.SeatRequest:
        """The generated request body of this seat."""
        ai = {"level": self.ai} if isinstance(self.ai, str) else self.ai
        return m.SeatRequest(name=self.name if self.name is not None else UNSET,
                             ai=m.AI.from_dict(ai) if ai is not None else UNSET, open_=self.open)


def _answer(resp) -> Any:
    """The parsed body of a 2xx answer, or the Problem of an error answer raised."""
    if resp.status_code >= 400:
        raise problem_from(int(resp.status_code), resp.headers, resp.content)
    return resp.parsed


def _retrying(send: Callable[[], Any], attempts: int = 8) -> Any:
    """`send()` again while the answer says to retry the same request with the same key."""
    for attempt in range(attempts):
        try:
            return _answer(send())
        except Problem as problem:
            wait = problem.retry_after if problem.retry_after is not None else 1.0
            if not problem.is_retryable_with_same_key or attempt == attempts - 1 or wait > MAX_WAIT:
                raise
            time.sleep(wait)
    raise AssertionError("unreachable")


class Arbiter:
    """A connection to an Arbiter service."""

    def __init__(self, base_url: str, *, timeout: float = 30.0, transport: httpx.BaseTransport | None = None):
        self.base_url = base_url.rstrip("/")
        self.timeout = httpx.Timeout(timeout)
        # a transport of your own: a proxy, retries at the socket, or a test's faults
        self.httpx_args = {"transport": transport} if transport is not None else {}
        self.client = Client(base_url=self.base_url, timeout=self.timeout, httpx_args=self.httpx_args)

    def _seat_client(self, token: str) -> AuthenticatedClient:
        return AuthenticatedClient(base_url=self.base_url, token=token, timeout=self.timeout,
                                   httpx_args=self.httpx_args)

    def create(self, ruleset: Ruleset[G, M, O] | str, seats: Sequence[Seat], options: O | None = None, *,
               clock: dict[str, Any] | None = None, idempotency_key: str | None = None) -> Created[G, M]:
        """Create a game; keep the `Created`: its seat tokens are shown only in this answer."""
        # the key (random unless given) makes a retry after a lost answer return the same tokens
        rs: Ruleset = find(ruleset) if isinstance(ruleset, str) else ruleset
        named = {} if rs.known else {"ruleset": rs.id}  # a known ruleset's class has its id as a default
        body = rs.create(**named, seats=[s.request() for s in seats],
                         options=options if options is not None else UNSET,
                         clock=m.Clock.from_dict(clock) if clock is not None else UNSET)
        key = idempotency_key or str(uuid.uuid4())
        game = _retrying(lambda: create_game.sync_detailed(client=self.client, body=body, idempotency_key=key))
        return Created(self, rs, game)

    def seat(self, ruleset: Ruleset[G, M, O] | str, game_id: str, token: str) -> Game[G, M]:
        """A handle on a seat you hold (its token) in a game of `ruleset`."""
        rs = find(ruleset) if isinstance(ruleset, str) else ruleset
        return Game(self, rs, game_id, self._seat_client(token))

    def spectate(self, ruleset: Ruleset[G, M, O] | str, game_id: str) -> Game[G, M]:
        """A spectator's handle: reads and the stream, no moves."""
        rs = find(ruleset) if isinstance(ruleset, str) else ruleset
        return Game(self, rs, game_id, None)

    def me_stream(self, token: str, after: str | None = None) -> Iterator[StreamItem]:
        """Every event of every seat an account holds, and of its challenges, on one connection (its API
        token): item.kind is the event's type (`games` first, then `your_turn`, `game_started`, ...),
        item.game_id its game; resumed after the last id across dropped connections; never ends."""
        return iter(EventStream(self.client.get_httpx_client(), AccountSource(token), after))


@dataclass
class Created(Generic[G, M]):
    """A game just created: the answer (with every human seat's token) and handles on its seats."""

    arbiter: Arbiter
    ruleset: Ruleset
    game: G
    tokens: dict[int, str] = field(init=False)

    def __post_init__(self):
        self.tokens = {s.seat: s.token for s in self.game.seats if isinstance(s.token, str)}

    @property
    def id(self) -> str:
        """The game's id."""
        return self.game.id

    def seat(self, seat: int) -> Game[G, M]:
        """A handle on one of the human seats (with its token)."""
        return self.arbiter.seat(self.ruleset, self.game.id, self.tokens[seat])

    def spectator(self) -> Game[G, M]:
        """A spectator's handle on the game."""
        return self.arbiter.spectate(self.ruleset, self.game.id)


class Game(Generic[G, M]):
    """A seat's (or a spectator's) handle on one game: typed reads, moves with retries, the stream."""

    # `version` is the version of the last read (or play): what `play` sends as If-Match

    def __init__(self, arbiter: Arbiter, ruleset: Ruleset, game_id: str, client: AuthenticatedClient | None):
        self.arbiter, self.ruleset, self.id = arbiter, ruleset, game_id
        self._client = client
        self.version: int | None = None
        self.finished = False

    @property
    def client(self) -> AuthenticatedClient | Client:
        """The generated client this handle calls with (the seat's token, or none)."""
        return self._client if self._client is not None else self.arbiter.client

    def _seen(self, version: int, status: str | None = None) -> None:
        self.version = version
        if status is not None:
            self.finished = status == "finished"

    def state(self) -> G:
        """The game as this seat (or a spectator) sees it: `view` is the ruleset's view class."""
        game = _retrying(lambda: get_game.sync_detailed(self.id, client=self.client))
        self._seen(game.version, str(game.status))
        return game

    def legal_moves(self) -> list[M]:
        """This seat's legal moves now, as the ruleset's move classes (empty: not its turn)."""
        answer = _retrying(lambda: get_legal_moves.sync_detailed(self.id, client=self.client))
        self._seen(answer.version)
        return list(answer.moves)

    def play(self, move: M, *, choose: Callable[[list[M]], M | None] | None = None,
             idempotency_key: str | None = None, max_stale: int = 20) -> m.MoveResult:
        """Play `move` at the version last read; on 412, `choose` again from the fresh legal moves."""
        # without `choose`, or when it returns None or no moves are left, the 412 is raised
        key = idempotency_key or str(uuid.uuid4())
        for _ in range(max_stale + 1):
            body = m.MoveRequest(move=m.Move.from_dict(move.to_dict()))
            version = self.version

            def send():
                return post_move.sync_detailed(self.id, client=self._seat(), body=body, idempotency_key=key,
                                               if_match=f'"{version}"' if version is not None else UNSET)
            try:
                result = _retrying(send)
            except StaleVersion:
                if choose is None:
                    raise
                fresh = self.legal_moves()
                picked = choose(fresh) if fresh else None
                if picked is None:
                    raise
                move, key = picked, str(uuid.uuid4())  # a new decision: a new key
                continue
            self._seen(result.version, str(result.game.status))
            return result
        raise StaleVersion(412, {"type": "urn:arbiter:problem:stale-version",
                                 "detail": f"still stale after {max_stale} fresh choices"})

    def resign(self) -> m.MoveResult:
        """This seat resigns."""
        key = str(uuid.uuid4())
        result = _retrying(lambda: resign.sync_detailed(self.id, client=self._seat(), idempotency_key=key))
        self._seen(result.version, str(result.game.status))
        return result

    def _seat(self) -> AuthenticatedClient:
        if self._client is None:
            raise ValueError("a spectator cannot act: open the game with a seat token")
        return self._client

    def _ticket(self) -> str:
        return _retrying(lambda: create_stream_ticket.sync_detailed(self.id, client=self._seat())).ticket

    def stream(self, after: int | None = None) -> Iterator[StreamItem]:
        """The game as it happens (the game, each event, `end`), resumed across dropped connections."""
        # a fresh ticket and `after=` the last id on each connection: nothing lost, nothing twice
        source = GameSource(self.id, self._ticket if self._client is not None else None)
        # the ticket is the credential: the connection itself carries no Authorization
        return iter(EventStream(self.arbiter.client.get_httpx_client(), source, after))

    def turns(self) -> Iterator[list[M]]:
        """Each time this seat may act, its legal moves (waiting on the stream in between), to the end."""
        events = None
        while True:
            state = self.state()
            if state.status == "finished":
                return
            if state.your_seat in state.to_act:
                moves = self.legal_moves()
                if moves:
                    yield moves
                    continue
            waited = state.version  # nothing to do here before the game moves past this version
            if events is None:
                events = self.stream(after=waited)
            for item in events:
                if item.kind == "end" or (item.seq or 0) > waited:
                    break
