"""A page served from another local origin plays a move through the API with fetch and opens the stream."""
from __future__ import annotations

import functools
import http.server
import socket
import threading

import pytest

from tests.conftest import running_api

pytestmark = pytest.mark.slow  # Chromium and gunicorn

playwright_api = pytest.importorskip("playwright.sync_api")

PAGE = b"<!doctype html><html><head><title>other origin</title></head><body>table</body></html>"

# runs in the page: every call is cross-origin (the page's port differs from the API's)
PLAY = """async (api) => {
  const json = {"Content-Type": "application/json"};
  const created = await fetch(api + "/v1/games", {method: "POST", headers: json,
      body: JSON.stringify({ruleset: "grove", seats: [{name: "ana"}, {name: "bo"}]})});
  const game = await created.json();
  const seat = game.to_act[0];
  const token = game.seats[seat].token;
  const auth = {Authorization: "Bearer " + token};
  const legal = await (await fetch(`${api}/v1/games/${game.id}/legal-moves`, {headers: auth})).json();
  const moved = await fetch(`${api}/v1/games/${game.id}/moves`, {method: "POST",
      headers: {...auth, ...json, "If-Match": `"${game.version}"`, "Idempotency-Key": "browser-move-1"},
      body: JSON.stringify({move: legal.moves[0]})});
  const stream = await fetch(`${api}/v1/games/${game.id}/stream`, {headers: auth});
  const reader = stream.body.getReader();
  const first = new TextDecoder().decode((await reader.read()).value);
  reader.cancel();
  return {created: created.status, location: created.headers.get("Location"),
          moved: moved.status, etag: moved.headers.get("ETag"), version: (await moved.json()).version, seat,
          stream: stream.status, first};
}"""


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class _Page(http.server.BaseHTTPRequestHandler):
    def do_GET(self):  # noqa: N802 - http.server's naming
        """Serve the one page."""
        self.send_response(200)
        self.send_header("Content-Type", "text/html")
        self.send_header("Content-Length", str(len(PAGE)))
        self.end_headers()
        self.wfile.write(PAGE)

    def log_message(self, *args):
        """Quiet."""


@pytest.fixture
def api_base(redis_url):
    """The API under gunicorn; short heartbeats so a stream the browser dropped ends at once."""
    with running_api(redis_url, STREAM_HEARTBEAT_SECONDS="0.5") as base:
        yield base


@pytest.fixture
def other_origin():
    """A page on its own local port: an origin other than the API's."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", _free_port()), _Page)
    thread = threading.Thread(target=functools.partial(server.serve_forever, 0.1), daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


def test_a_page_on_another_origin_plays_a_move_and_opens_the_stream(api_base, other_origin, browser):
    ctx = browser.new_context()
    try:
        page = ctx.new_page()
        page.goto(other_origin + "/")
        result = page.evaluate(PLAY, api_base)
    finally:
        ctx.close()
    assert result["created"] == 201 and result["location"].startswith("/v1/games/")
    assert result["moved"] == 201
    assert result["etag"] == f'"{result["version"]}-seat{result["seat"]}"'
    assert result["stream"] == 200 and result["first"].strip()
