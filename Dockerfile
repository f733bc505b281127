# One image; its command is `api` (default), `worker [queue ...]`, `webhooks`, `sweeper`, `export` or `audit`.
# Settings come from the environment: REDIS_URL, REDIS_QUEUE_URL, and for accounts and notifications
# ARBITER_ORIGIN, ARBITER_RP_ID, VAPID_PRIVATE_KEY, VAPID_SUBJECT, SMTP_HOST, SMTP_PORT, SMTP_USER,
# SMTP_PASSWORD, SMTP_FROM (docs/accounts.md, docs/notifications.md).
FROM python:3.11-slim
ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 PIP_NO_CACHE_DIR=1 PIP_DISABLE_PIP_VERSION_CHECK=1 PORT=8000
# cairosvg renders board pictures with the system's cairo
RUN apt-get update && apt-get install -y --no-install-recommends libcairo2 fonts-dejavu-core \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# dependencies first, from the lock file: editing the code does not re-install them
COPY requirements.lock pyproject.toml README.md ./
RUN python -c "import tomllib; print('\n'.join(tomllib.load(open('pyproject.toml', 'rb'))['project']['dependencies']))" \
        > /tmp/deps.txt && pip install -c requirements.lock -r /tmp/deps.txt && rm /tmp/deps.txt
COPY domain ./domain
COPY service ./service
COPY api ./api
COPY openapi.yaml ./
COPY workers ./workers
COPY gunicorn.conf.py ./
COPY scripts/export_game.py scripts/form_cluster.py ./scripts/
RUN pip install --no-deps -c requirements.lock . && python -c "import api, workers.jobs"
COPY docker-entrypoint.sh /usr/local/bin/arbiter
RUN chmod +x /usr/local/bin/arbiter && useradd --system --no-create-home arbiter
USER arbiter
EXPOSE 8000
ENTRYPOINT ["arbiter"]
CMD ["api"]
