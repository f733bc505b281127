"""Game dicts for renderer tests: what `GET /v1/games/{id}` answers, built from pure playouts.

`game_at(ruleset, n_seats, moves, seat)` plays `moves` random legal moves (seeded), then returns
the game as `seat` (None: a spectator) would receive it, and the last event redacted for that
seat; `game_json` is the service's own game body, built without Redis.
"""
from __future__ import annotations

import random

from domain.engine import game as G
from service.table.game_record import game_body
from tests.unit.harness import new_game


def game_json(rs, gs: dict, seat: int | None, game_id: str = "g1") -> dict:
    """The API's game body for `seat`, from a folded game state (as the service builds it)."""
    return game_body(game_id, gs, {}, seat)


def play(ruleset_id: str, n_seats: int, moves: int | None, *, seed: int = 0, options: dict | None = None):
    """(ruleset, state, envelopes) after `moves` random legal moves (None: to the end)."""
    pick = random.Random(seed)
    key = pick.randbytes(32)
    rs, gs, envs = new_game(ruleset_id, n_seats, options, key)
    done = 0
    while not gs["finished"] and (moves is None or done < moves):
        seat = pick.choice(G.to_act(rs, gs))
        mv = pick.choice(rs.legal_moves(gs["game"], seat))
        d = G.move(rs, gs, seat, mv, key)
        envs += d.seal(prev_hash=envs[-1]["hash"], at="2026-01-01T00:00:00Z", seed=key)
        gs = d.state
        done += 1
    return rs, gs, envs


def game_at(ruleset_id: str, n_seats: int, moves: int | None, seat: int | None, *, seed: int = 0,
            options: dict | None = None) -> tuple[dict, dict]:
    """(game body for `seat`, last event redacted for `seat`) after `moves` random moves."""
    rs, gs, envs = play(ruleset_id, n_seats, moves, seed=seed, options=options)
    last = rs.redact(envs[-1], seat, gs["finished"])
    return game_json(rs, gs, seat), last
