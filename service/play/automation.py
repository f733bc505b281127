"""Seats that act by themselves: AI turns and turn deadlines, shared by the RQ jobs, the sweep
and every read of a game. RQ is only the trigger: each action re-loads the game and appends
with the version it was meant for, so a stale, repeated or late trigger does nothing."""
from __future__ import annotations

import os
import random
from datetime import datetime, timezone

from domain.engine import game as G

from service.table.ai_policy import ai_limits, fair_stop, has_person
from service.storage.errors import PreconditionFailed, RulesUnknown
from service.table.game_record import Loaded, seat_deadline
from .games import Games
from service.storage.indexes import ai_pending, deadlines
from service.people.safety import is_suspended_seat

AI_GRACE_SECONDS = float(os.environ.get("AI_GRACE_SECONDS", "10"))
TIMEOUT_AI = {"level": "greedy"}
MAX_SUSPENDED_TURNS = 8  # a read plays at most this many suspended turns in a row; the jobs play on


def member(game_id: str, version: int, seat: int) -> str:
    """The index member of one (game, version, seat)."""
    return f"{game_id}|{version}|{seat}"


def parse_member(raw) -> tuple[str, int, int]:
    """(game_id, version, seat) of an index member."""
    game_id, version, seat = (raw.decode() if isinstance(raw, bytes) else raw).split("|")
    return game_id, int(version), int(seat)


def choose(loaded: Loaded, seat: int, ai: dict | None, ai_waiting=None) -> dict:
    """The move an AI of this level picks for `seat`, from what that seat may see, within the
    ceilings of its class of game (lower for an exhibition, whatever its seats asked for when a
    person was still expected: a lobby game started with only AIs, a person's seat removed)."""
    from domain.engine.ai import choose_move

    ai = ai or {"level": "random"}
    max_ms, max_iter = ai_limits(exhibition=not has_person(loaded.state))
    budget = min(ai["budget_ms"], max_ms) if ai.get("budget_ms") else None
    iterations = min(ai["iterations"], max_iter) if ai.get("iterations") else None
    return choose_move(loaded.ruleset, loaded.state, seat, ai.get("level", "random"),
                       budget_ms=budget, iterations=iterations,
                       rng_seed=random.SystemRandom().getrandbits(63), should_stop=fair_stop(ai_waiting))


def ai_budget_seconds(ai: dict | None) -> float:
    """How long an AI job may think, to know when a lost job should be retried."""
    ai = ai or {}
    return (ai.get("budget_ms") or 1000) / 1000.0


def _still_to_act(loaded: Loaded, version: int, seat: int) -> bool:
    return loaded.version == version and seat in G.to_act(loaded.ruleset, loaded.state)


def play_ai_turn(games: Games, game_id: str, version: int, seat: int) -> str:
    """The AI seat moves if the game is still at `version` with that seat to act."""
    loaded = games.load(game_id)
    if not _still_to_act(loaded, version, seat):
        ai_pending(games.store.r).remove(member(game_id, version, seat))
        return "stale"
    exhibition = not has_person(loaded.state)
    waiting = games.scheduler.ai_waiting_for(exhibition) if games.scheduler is not None else None
    mv = choose(loaded, seat, loaded.state["seats"][seat].get("ai"), waiting)
    try:
        games.submit(game_id, seat, "move", mv, if_match=version)
    except PreconditionFailed:
        return "stale"
    finally:
        ai_pending(games.store.r).remove(member(game_id, version, seat))
    return "moved"


def enforce_deadline(games: Games, game_id: str, version: int, seat: int, now: datetime | None = None) -> str:
    """Apply the clock's policy if `seat` still has not acted at `version` and its time is up."""
    loaded = games.load(game_id)
    if not _still_to_act(loaded, version, seat):
        deadlines(games.store.r).remove(member(game_id, version, seat))
        return "stale"
    deadline = seat_deadline(loaded.meta, seat)  # its own: reserve and leave differ by seat
    now = now or datetime.now(timezone.utc)
    # a suspended account's seat is due at once: the game's deadline policy plays it
    if not is_suspended_seat(loaded.meta, seat, now.timestamp()) and (
            not deadline or datetime.fromisoformat(deadline.replace("Z", "+00:00")) > now):
        return "not-due"
    policy = (loaded.state.get("clock") or {}).get("on_timeout", "forfeit")
    mv = None
    if policy == "pass":
        # pass where the rules allow it at this moment; where they don't, the AI moves instead
        # (a late player should not lose a game by post for a turn that had no pass)
        mv = loaded.ruleset.pass_move(loaded.state["game"], seat)
    if policy == "ai" or (policy == "pass" and mv is None):
        mv = choose(loaded, seat, TIMEOUT_AI)
    try:
        games.submit(game_id, seat, "timeout", mv, if_match=version, policy=policy)
    except PreconditionFailed:
        return "stale"
    finally:
        deadlines(games.store.r).remove(member(game_id, version, seat))
    return "timed-out"


def enforce_on_read(games: Games, loaded: Loaded) -> Loaded:
    """Every read enforces a passed deadline first, so a late job never shows a stale game."""
    if loaded.finished:
        return loaded
    if any(k.startswith("suspended:") for k in loaded.meta) and not loaded.state.get("waiting"):
        loaded = play_suspended_turns(games, loaded.id, loaded)
        if loaded.finished:
            return loaded
    deadline = loaded.meta.get("deadline")
    if not deadline:
        return loaded
    now = datetime.now(timezone.utc)
    if datetime.fromisoformat(deadline.replace("Z", "+00:00")) > now:
        return loaded
    for seat in G.to_act(loaded.ruleset, loaded.state):
        due = seat_deadline(loaded.meta, seat)
        if not loaded.state["seats"][seat].get("ai") and datetime.fromisoformat(due.replace("Z", "+00:00")) <= now:
            enforce_deadline(games, loaded.id, loaded.version, seat, now)
            break
    return games.load(loaded.id)


def play_suspended_turns(games: Games, game_id: str, loaded: Loaded | None = None) -> Loaded:
    """While a suspended account's seat is to act, the game's deadline policy plays it (forfeit,
    pass or the AI; a game without a clock forfeits, the default policy). Returns the game after."""
    loaded = loaded or games.load(game_id)
    for _ in range(MAX_SUSPENDED_TURNS):
        if loaded.finished or loaded.state.get("waiting"):
            return loaded
        now = datetime.now(timezone.utc)
        due = [s for s in G.to_act(loaded.ruleset, loaded.state)
               if not loaded.state["seats"][s].get("ai") and is_suspended_seat(loaded.meta, s, now.timestamp())]
        if not due or enforce_deadline(games, loaded.id, loaded.version, due[0], now) != "timed-out":
            return loaded
        loaded = games.load(loaded.id)
    return loaded


def sweep(games: Games, enqueue_ai=None) -> dict:
    """Fire due deadlines and re-trigger AI turns whose job was lost (a crashed worker)."""
    r = games.store.r
    now = datetime.now(timezone.utc)
    fired = retried = 0
    for raw in deadlines(r).due(now.timestamp()):
        try:
            if enforce_deadline(games, *parse_member(raw), now) == "timed-out":
                fired += 1
        except RulesUnknown:  # a newer release's game: it stays due for a process that knows its rules
            continue
    for raw in ai_pending(r).due(now.timestamp()):
        game_id, version, seat = parse_member(raw)
        try:
            loaded = games.load(game_id)
        except RulesUnknown:  # as above: never decided under other rules; a newer worker plays it
            continue
        if not _still_to_act(loaded, version, seat):
            ai_pending(r).remove(raw)
            continue
        if enqueue_ai is not None and games.scheduler is not None \
                and games.scheduler.is_ai_queued(game_id, version, seat):
            # late because its queue is long (many exhibitions), not lost: a second job would
            # only search the same turn twice and make the queue longer still
            retry_at = now.timestamp() + ai_budget_seconds(loaded.state["seats"][seat].get("ai")) + AI_GRACE_SECONDS
            ai_pending(r).add(member(game_id, version, seat), retry_at)
            continue
        retried += 1
        if enqueue_ai is not None:
            enqueue_ai(loaded, seat, retry=True)
        else:
            play_ai_turn(games, game_id, version, seat)
    return {"deadlines_fired": fired, "ai_retried": retried}
