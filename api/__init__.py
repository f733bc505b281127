"""HTTP entrypoint: the Flask app factory. No rules here."""
from __future__ import annotations

import os

from flask import Flask

from service.storage.connection import connect, is_cluster, queue_client as queue_client_for, say
from service.play.games import Games
from service.table.rules import WITHHELD_ENV, withhold_from_settings
from service.play.scheduling import RQScheduler
from service.storage.store import EventStore, durable_replicas
from service.proof.tlog_games import game_log

from .errors import SafeJSONProvider, register_error_handlers

MAX_BODY_BYTES = 64 * 1024


def create_app(test_config: dict | None = None) -> Flask:
    """Build the app; REDIS_URL (and REDIS_QUEUE_URL for the RQ queues) from env or test_config."""
    app = Flask(__name__)
    app.config.update(
        REDIS_URL=os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0"),
        REDIS_QUEUE_URL=os.environ.get("REDIS_QUEUE_URL") or None,
        MAX_CONTENT_LENGTH=MAX_BODY_BYTES,
        SCHEDULE_JOBS=True,
    )
    if test_config:
        app.config.update(test_config)
    app.json = SafeJSONProvider(app)
    app.json.sort_keys = False
    withheld = withhold_from_settings()  # a rolling upgrade's older replica, rehearsed (service/table/rules.py)
    if withheld:
        say(f"acting as a release that does not know {', '.join(withheld)} ({WITHHELD_ENV})")
    # a bounded pool that makes a request wait for a connection (not fail) when many greenlets
    # (gevent workers: streams, long polls) use Redis at once; a cluster gets RedisCluster
    client = connect(app.config["REDIS_URL"], strict=False)
    cluster = is_cluster(client)
    q_url = app.config["REDIS_QUEUE_URL"] or os.environ.get("REDIS_QUEUE_URL") or ""
    if cluster and not q_url:
        say("REDIS_URL is a Redis Cluster and REDIS_QUEUE_URL is not set: RQ cannot use a cluster, "
            "so AI turns and deadlines cannot be enqueued (set REDIS_QUEUE_URL to a standalone Redis)")
    queue_client = queue_client_for(q_url) if q_url else (None if cluster else client)
    scheduler = RQScheduler(queue_client, client) if app.config["SCHEDULE_JOBS"] and queue_client else None
    app.extensions["arbiter"] = Games(EventStore(client, durable_replicas=durable_replicas(client)),
                                      scheduler=scheduler, tlog=game_log(client))
    app.extensions["redis"] = client
    app.extensions["redis_queue"] = queue_client
    _people(app, client, scheduler)
    _migrate_indexes(client)

    from .conditional import install_conditional
    from .cors import install_cors
    from .limits import install_limits
    from .metrics import install_metrics
    from .metrics_access import install_metrics_access

    from .fast_moves import install_fast_moves

    install_fast_moves(app)  # moves and resignations off the generic path; inside ProxyFix (install_limits)
    install_metrics(app)  # first: it times what the other hooks do, and counts their final status
    install_cors(app)  # before the limits: a preflight is answered without counting
    install_limits(app)
    install_metrics_access(app)
    install_conditional(app)
    from .security_headers import install_security_headers

    install_security_headers(app)  # every page and API answer, errors included
    register_routes(app)
    register_error_handlers(app)
    return app


def register_routes(app: Flask) -> None:
    """Register every blueprint (scripts/gen_openapi.py reads the operations their routes declare
    from a bare app made this way)."""
    from . import (accounts, chat, games, health, i18n, lobby, pictures, rulesets, spec, stream, tlog, tutorials,
                   web, webhooks)

    app.register_blueprint(rulesets.bp)
    app.register_blueprint(games.bp)
    app.register_blueprint(__import__("api.analysis", fromlist=["bp"]).bp)  # the coach
    app.register_blueprint(pictures.bp)
    app.register_blueprint(tutorials.bp)
    app.register_blueprint(lobby.bp)
    app.register_blueprint(stream.bp)
    app.register_blueprint(webhooks.bp)
    app.register_blueprint(tlog.bp)
    app.register_blueprint(accounts.bp)
    app.register_blueprint(chat.bp)
    from . import challenges, me_stream  # one account's stream of all its games, and its challenges
    app.register_blueprint(challenges.bp)
    app.register_blueprint(me_stream.bp)
    from . import safety  # blocks, reports, moderators (docs/moderation.md)
    app.register_blueprint(safety.bp)

    from . import leaving  # an account's export of everything, and its deletion

    app.register_blueprint(leaving.bp)
    app.register_blueprint(health.bp)
    app.register_blueprint(web.bp)
    app.register_blueprint(i18n.bp)  # the language of a request, the pages' catalogue
    app.register_blueprint(spec.bp)
    app.register_blueprint(__import__("api.tournaments", fromlist=["bp"]).bp)


def _people(app: Flask, client, scheduler) -> None:
    """Accounts, and notifications to them (enqueued on their own queue; workers/notify.py sends)."""
    from service.people.accounts import Accounts
    from service.notify.mail import mail_config
    from service.notify.notifications import People
    from service.play.scheduling import NOTIFY_QUEUE

    app.extensions["accounts"] = Accounts(client)
    app.extensions["mail"] = mail_config()
    people = People(client, scheduler.queues[NOTIFY_QUEUE] if scheduler else None, mail=app.extensions["mail"])
    app.extensions["people"] = people
    app.extensions["arbiter"].people = people


def _migrate_indexes(client) -> None:
    """Move the indexes of a store written by a version before the sharding (service/storage/indexes.py);
    a Redis that is down now is no reason not to start (readyz says so; the sweeper retries)."""
    import redis

    from service.storage.indexes import migrate_legacy

    try:
        moved = migrate_legacy(client)
    except redis.RedisError:
        return
    if moved:
        from service.storage.connection import say

        say(f"moved the entries of old single-key indexes into their shards: {moved}")
