"""RQ jobs: thin wrappers over service.play.automation. Each re-loads the game and appends with the
version it was scheduled for, so a stale or repeated job does nothing."""
from __future__ import annotations

import time

from service.play import automation
from service.storage.connection import connect, is_cluster, queue_url, redis_url
from service.storage.connection import queue_client as connect_queue
from service.proof.compaction import Compactor
from service.play.games import Games
from service.table.rules import withhold_from_settings
from service.play.scheduling import RQScheduler
from service.storage.store import EventStore, durable_replicas
from service.proof.tlog_games import game_log

from .timing import timed

_games: Games | None = None


def games() -> Games:
    """This worker process's service, from REDIS_URL / REDIS_QUEUE_URL (built on first use)."""
    global _games
    if _games is None:
        withhold_from_settings()  # a rolling upgrade's older worker, rehearsed (service/table/rules.py)
        url = redis_url()
        store_client = connect(url, pool_size=20)
        q_url = queue_url(url, is_cluster(store_client))
        queue_client = store_client if q_url == url else connect_queue(q_url)
        scheduler = RQScheduler(queue_client, store_client)
        _games = Games(EventStore(store_client, durable_replicas=durable_replicas(store_client)),
                       scheduler=scheduler, tlog=game_log(store_client), people=people_of(store_client, scheduler))
        _games.people.bind_games(_games)
    return _games


def people_of(store_client, scheduler):
    """Notifications to accounts, as this worker sends them (mail with the board picture)."""
    from service.notify.mail import mail_config
    from service.notify.notifications import People
    from service.play.scheduling import NOTIFY_QUEUE

    return People(store_client, scheduler.queues[NOTIFY_QUEUE], mail=mail_config(), picture=board_png)


def board_png(body: dict, last: dict | None, lang: str = "en") -> bytes:
    """The board as PNG from a seat's game body (the API's own renderer), its words in `lang`."""
    import cairosvg

    from api.boards import render

    return cairosvg.svg2png(bytestring=render(body, last, lang=lang).encode())


@timed("ai_turn")
def ai_turn(game_id: str, version: int, seat: int) -> str:
    """Play the AI seat's move if the game is still at `version` and the seat is to act."""
    return automation.play_ai_turn(games(), game_id, version, seat)


@timed("deadline")
def deadline(game_id: str, version: int, seat: int) -> str:
    """Apply the timeout policy if `seat` still has not acted at `version`."""
    result = automation.enforce_deadline(games(), game_id, version, seat)
    if result == "not-due":  # woken early: wait the little that is left, once
        time.sleep(1.5)
        result = automation.enforce_deadline(games(), game_id, version, seat)
    return result


@timed("sweep")
def sweep() -> dict:
    """Fire due deadlines, re-enqueue lost AI turns (after moving any old single-key index into
    its shards, so an upgraded store's deadlines are fired too) and append the public log's due leaves."""
    from service.storage.indexes import migrate_legacy

    svc = games()
    migrate_legacy(svc.store.r)
    result = automation.sweep(svc, enqueue_ai=svc.scheduler.enqueue_ai)
    if svc.tlog is not None:  # leaves a crash left out, and the heads of running games that moved
        result.update(svc.tlog.sweep())
    result.update(Compactor(svc).sweep())  # finished games past their retention, into archive records
    from service.compete.tournaments import Tournaments

    result.update(Tournaments(svc).sweep())  # a round's games or results a crash left out
    if svc.people is not None and svc.people.queue is not None:
        # notices of a drain that died go back to the inbox; a non-empty inbox gets a drain
        result.update(svc.people.watch())
    return result


@timed("analysis")
def analysis(game_id: str, level: str) -> str:
    """The coach's analysis of a finished game at `level`, made once and kept (service/play/analysis.py)."""
    from service.play.analysis import Coach

    return Coach(games()).run(game_id, level)
