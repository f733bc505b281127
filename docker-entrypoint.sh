#!/bin/sh
# `arbiter api` runs the HTTP API under gunicorn; `arbiter worker` an RQ worker with the scheduler;
# `arbiter sweeper` the deadline backstop loop. REDIS_URL (and REDIS_QUEUE_URL) must be set.
set -e
case "${1:-api}" in
  api) exec gunicorn --bind "0.0.0.0:${PORT:-8000}" --workers "${WEB_CONCURRENCY:-2}" \
         --worker-class gevent --worker-connections "${WORKER_CONNECTIONS:-2000}" --access-logfile - "api:create_app()" ;;
  worker) exec rq worker --with-scheduler --url "${REDIS_QUEUE_URL:-$REDIS_URL}" \
         --worker-ttl 40 --maintenance-interval 10 --worker-class workers.worker.ArbiterWorker arbiter ;;
  sweeper) exec python -m workers.sweeper ;;
  *) exec "$@" ;;
esac
