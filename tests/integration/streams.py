"""Reading `GET /v1/me/stream` through the Flask test client: the response is consumed chunk by
chunk (the app's heartbeat keeps chunks coming while nothing happens) until a condition holds."""
from __future__ import annotations

import json
import time


class MeStream:
    """One open `/v1/me/stream` of the test client: `until(pred)` reads messages until pred(messages)."""

    def __init__(self, client, headers: dict | None = None, ndjson: bool = False):
        hdrs = dict(headers or {})
        if ndjson:
            hdrs["Accept"] = "application/x-ndjson"
        self.ndjson = ndjson
        self.resp = client.get("/v1/me/stream", headers=hdrs, buffered=False)
        self.chunks = iter(self.resp.response)
        self.buffer = ""
        self.messages: list[dict] = []  # {"event", "id", "data"}

    def until(self, pred, timeout: float = 30.0) -> list[dict]:
        """Read until pred(all messages so far) is true; fails after `timeout` seconds."""
        deadline = time.monotonic() + timeout
        while not pred(self.messages):
            assert time.monotonic() < deadline, f"not seen within {timeout}s: {self.messages}"
            chunk = next(self.chunks)
            self.buffer += chunk.decode() if isinstance(chunk, bytes) else chunk
            self._parse()
        return self.messages

    def of(self, kind: str, game_id: str | None = None) -> list[dict]:
        """The messages of one event type (and game) so far."""
        return [m for m in self.messages if m["event"] == kind and (game_id is None or m["data"].get("game_id") == game_id)]

    def _parse(self) -> None:
        if self.ndjson:
            *lines, self.buffer = self.buffer.split("\n")
            for line in lines:
                if line.strip():  # an empty line is a heartbeat
                    data = json.loads(line)
                    self.messages.append({"event": data["type"], "id": data.get("id"), "data": data})
            return
        *blocks, self.buffer = self.buffer.split("\n\n")
        for block in blocks:
            fields = {}
            for line in block.split("\n"):
                if line and not line.startswith(":"):
                    name, _, value = line.partition(": ")
                    fields[name] = value
            if "data" in fields:
                self.messages.append({"event": fields.get("event", "message"), "id": fields.get("id"),
                                      "data": json.loads(fields["data"])})

    def close(self) -> None:
        """Close the connection (the server's generator ends)."""
        self.resp.close()
