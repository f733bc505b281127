"""HTTP entrypoint: the Flask app factory. No rules here."""
from __future__ import annotations

import os

import redis
from flask import Flask

from service.games import Games
from service.scheduling import RQScheduler
from service.store import EventStore

from .errors import register_error_handlers

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
    app.json.sort_keys = False
    # a bounded pool that makes a request wait for a connection (not fail) when many greenlets
    # (gevent workers: streams, long polls) use Redis at once; redis-py's default pool has 100
    pool = redis.BlockingConnectionPool.from_url(app.config["REDIS_URL"], timeout=20,
                                                 max_connections=int(os.environ.get("REDIS_POOL_SIZE", "200")))
    client = redis.Redis(connection_pool=pool)
    queue_client = redis.Redis.from_url(app.config["REDIS_QUEUE_URL"] or app.config["REDIS_URL"])
    scheduler = RQScheduler(queue_client, client) if app.config["SCHEDULE_JOBS"] else None
    app.extensions["arbiter"] = Games(EventStore(client), scheduler=scheduler)
    app.extensions["redis"] = client

    from . import games, health, lobby, rulesets, stream, webhooks
    from .limits import install_limits

    install_limits(app)
    app.register_blueprint(rulesets.bp)
    app.register_blueprint(games.bp)
    app.register_blueprint(lobby.bp)
    app.register_blueprint(stream.bp)
    app.register_blueprint(webhooks.bp)
    app.register_blueprint(health.bp)
    register_error_handlers(app)
    return app
