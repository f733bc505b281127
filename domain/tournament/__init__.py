"""Tournaments: an event-sourced aggregate like a game (reducer.py), pure pairings (swiss.py,
roundrobin.py, ffa.py), standings and tie-breaks (standings.py) and the offline check (verify.py).
Standard library only: `python -m domain.audit tournament FILE` re-derives everything."""
from .reducer import FORMATS, active, create, finish, fold, game_id, join, leave, pair_round, result, start
from .standings import standings

__all__ = ["FORMATS", "active", "create", "finish", "fold", "game_id", "join", "leave", "pair_round", "result",
           "start", "standings"]
