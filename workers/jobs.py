"""RQ jobs. Each re-loads the game and appends with the version it was scheduled for, so a
stale or repeated job does nothing (RQ runs a job at least once, not exactly once)."""
from __future__ import annotations

import os
import random
from datetime import datetime, timezone

import redis

from domain.engine import game as G
from service.errors import PreconditionFailed
from service.games import Games
from service.scheduling import DEADLINES, RQScheduler
from service.store import EventStore

_games: Games | None = None


def games() -> Games:
    """This worker process's service, from REDIS_URL / REDIS_QUEUE_URL (built on first use)."""
    global _games
    if _games is None:
        url = os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0")
        store = EventStore(redis.Redis.from_url(url))
        queue = redis.Redis.from_url(os.environ.get("REDIS_QUEUE_URL") or url)
        _games = Games(store, scheduler=RQScheduler(queue))
    return _games


def choose(loaded, seat: int, ai: dict | None) -> dict:
    """The move an AI of this level picks for `seat` (random if the AI module is absent)."""
    rs, gs = loaded.ruleset, loaded.state
    ai = ai or {"level": "random"}
    seed = int.from_bytes(os.urandom(8), "big")
    try:
        from domain.engine.ai import choose_move
    except ImportError:  # pragma: no cover - only before the AI module exists
        return random.Random(seed).choice(rs.legal_moves(gs["game"], seat))
    return choose_move(rs, gs, seat, ai.get("level", "random"), budget_ms=ai.get("budget_ms"),
                       iterations=ai.get("iterations"), rng_seed=seed)


def ai_turn(game_id: str, version: int, seat: int) -> str:
    """Play the AI seat's move if the game is still at `version` and the seat is to act."""
    svc = games()
    loaded = svc.load(game_id)
    if loaded.version != version or seat not in G.to_act(loaded.ruleset, loaded.state):
        return "stale"
    mv = choose(loaded, seat, loaded.state["seats"][seat].get("ai"))
    try:
        svc.submit(game_id, seat, "move", mv, if_match=version)
    except PreconditionFailed:
        return "stale"
    return "moved"


def deadline(game_id: str, version: int, seat: int) -> str:
    """Apply the timeout policy if `seat` still has not acted at `version`."""
    svc = games()
    svc.store.r.zrem(DEADLINES, f"{game_id}|{version}|{seat}")
    loaded = svc.load(game_id)
    if loaded.version != version or seat not in G.to_act(loaded.ruleset, loaded.state):
        return "stale"
    policy = (loaded.state.get("clock") or {}).get("on_timeout", "forfeit")
    mv = None
    if policy == "ai":
        mv = choose(loaded, seat, {"level": "greedy"})
    elif policy == "pass":
        mv = loaded.ruleset.pass_move(loaded.state["game"], seat)
    try:
        svc.submit(game_id, seat, "timeout", mv, if_match=version, policy=policy)
    except PreconditionFailed:
        return "stale"
    return "timed-out"


def sweep() -> int:
    """Fire every deadline in the index that is due (a backstop for lost scheduled jobs)."""
    svc = games()
    now = datetime.now(timezone.utc).timestamp()
    fired = 0
    for member in svc.store.r.zrangebyscore(DEADLINES, "-inf", now):
        game_id, version, seat = member.decode().split("|")
        if deadline(game_id, int(version), int(seat)) == "timed-out":
            fired += 1
    return fired
