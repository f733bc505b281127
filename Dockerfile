# One image; its command is `api` (default) or `worker`.
FROM python:3.11-slim
ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 PORT=8000
WORKDIR /app
COPY pyproject.toml README.md ./
COPY domain ./domain
COPY service ./service
COPY api ./api
COPY workers ./workers
RUN pip install --no-cache-dir .
COPY docker-entrypoint.sh /usr/local/bin/arbiter
RUN chmod +x /usr/local/bin/arbiter && useradd --system --no-create-home arbiter
USER arbiter
EXPOSE 8000
ENTRYPOINT ["arbiter"]
CMD ["api"]
