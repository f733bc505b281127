"""The baseline of scripts/bench_moves.py: a bare Flask app with one POST endpoint.

POST /bare/<stream_id> reads the stream's head (XREVRANGE ... COUNT 1, one round trip) and
appends one entry with a Lua check that the head is still the one read (one round trip), like
service/storage/store.py's APPEND_LUA in miniature: no auth, no rules, no meta hash, no JSON envelope.

Run it as the benchmark does (REDIS_URL from the environment):
    gunicorn --pythonpath scripts --workers 2 --worker-class gthread --threads 8 'bare_app:create_app()'
"""
from __future__ import annotations

import os

import redis
from flask import Flask, jsonify, request

APPEND_LUA = """
local last = redis.call('XREVRANGE', KEYS[1], '+', '-', 'COUNT', 1)
local last_id = '0-0'
if #last > 0 then last_id = last[1][1] end
if last_id ~= ARGV[1] then
  return {'conflict', last_id}
end
local n = tonumber(string.sub(last_id, 3)) + 1
redis.call('XADD', KEYS[1], '0-' .. n, 'e', ARGV[2])
return {'ok', tostring(n)}
"""


def create_app() -> Flask:
    """The bare app on REDIS_URL."""
    app = Flask(__name__)
    client = redis.Redis.from_url(os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0"))
    append = client.register_script(APPEND_LUA)

    @app.post("/bare/<stream_id>")
    def bare(stream_id: str):
        body = request.get_data()
        k = f"bare:{{{stream_id}}}:events"
        for _ in range(8):
            head = client.xrevrange(k, "+", "-", count=1)
            last = head[0][0].decode() if head else "0-0"
            status, value = append(keys=[k], args=[last, body])
            if status == b"ok":
                resp = jsonify({"version": int(value)})
                resp.status_code = 201
                return resp
        return jsonify({"error": "conflict"}), 409

    @app.get("/healthz")
    def healthz():
        return {"status": "ok"}

    return app
