"""RQ entrypoint: AI turns, turn deadlines. Thin, idempotent jobs."""
