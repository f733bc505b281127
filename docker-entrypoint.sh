#!/bin/sh
# `arbiter api`            the HTTP API under gunicorn (gevent workers; gunicorn.conf.py sets up the
#                          Prometheus multiprocess directory, so /metrics adds up over the workers)
# `arbiter worker [Q ...]` an RQ worker with the scheduler serving the queues named (default: all, in
#                          priority order: a person's AI turn before an exhibition's). A worker that
#                          serves only arbiter-ai-exhibitions or arbiter-analysis (the coach) lowers its
#                          CPU priority (nice 10)
# `arbiter webhooks`       the webhook sender: delivers webhooks from the outbox, many at once
#                          (WEBHOOK_CONCURRENCY, WEBHOOK_HOST_SHARE, WEBHOOK_GAME_SHARE; docs/play-by-post.md)
# `arbiter sweeper`        the deadline backstop loop (stops cleanly on SIGTERM)
# `arbiter export URL ID FILE`, `arbiter audit FILE`   the audit export and its offline check
# REDIS_URL must be set (a standalone Redis or any node of a Redis Cluster); on a cluster,
# REDIS_QUEUE_URL must point at a standalone Redis for the queues (RQ has no cluster support).
set -e
cmd="${1:-api}"
[ $# -gt 0 ] && shift
case "$cmd" in
  # METRICS_PORT: a second listener for /metrics only (api/metrics_access.py); without it (and
  # without METRICS_TOKEN) /metrics is not served
  api) metrics_bind=""
       [ -n "${METRICS_PORT:-}" ] && metrics_bind="--bind 0.0.0.0:${METRICS_PORT}"
       # shellcheck disable=SC2086 # $metrics_bind is two words or none
       exec gunicorn --config "${APP_DIR:-/app}/gunicorn.conf.py" --bind "0.0.0.0:${PORT:-8000}" $metrics_bind \
         --workers "${WEB_CONCURRENCY:-2}" \
         --worker-class gevent --worker-connections "${WORKER_CONNECTIONS:-2000}" \
         --graceful-timeout 20 --access-logfile - "api:create_app()" ;;
  worker)
    # the per-kind queues, and the single queue of older releases (empty once drained)
    [ $# -eq 0 ] && set -- arbiter-deadlines arbiter-ai arbiter-ai-exhibitions arbiter-webhooks arbiter-notify arbiter-analysis arbiter
    exec rq worker --with-scheduler --url "${REDIS_QUEUE_URL:-$REDIS_URL}" \
         --worker-ttl 40 --maintenance-interval 10 --worker-class workers.worker.ArbiterWorker "$@" ;;
  webhooks) exec python -m workers.webhook_sender ;;
  sweeper) exec python -m workers.sweeper ;;
  export) exec python "${APP_DIR:-/app}/scripts/export_game.py" "$@" ;;
  audit) exec python -m domain.audit "$@" ;;
  *) exec "$cmd" "$@" ;;
esac
