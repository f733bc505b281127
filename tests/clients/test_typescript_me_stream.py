"""The TypeScript client's `meStream()` over real HTTP (gunicorn): a bot with one API token follows
all its games on one connection, and a connection dropped mid-message resumes after the last id it
yielded (nothing lost, nothing twice), as the Python client's does (test_python_me_stream.py)."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import threading

import pytest

from tests.clients.test_python_me_stream import account_token, two_games_awaiting_the_bot
from tests.conftest import ROOT
from tests.webhooks_helpers import wait_for

pytestmark = pytest.mark.skipif(shutil.which("node") is None, reason="needs Node 20+")


def test_me_stream_follows_two_games_and_resumes_after_a_drop(live_server):
    base = live_server.replace("127.0.0.1", "localhost")  # passkeys need the name localhost
    token = account_token(base)
    bearer = {"Authorization": f"Bearer {token}"}
    node = subprocess.Popen(["node", os.path.join(ROOT, "tests", "clients", "me_stream_ts.mjs")], cwd=ROOT,
                            env=dict(os.environ, ARBITER_URL=base, ARBITER_TOKEN=token, CUT_AFTER="900"),
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    lines: list[dict] = []
    threading.Thread(target=lambda: [lines.append(json.loads(x)) for x in node.stdout if x.startswith("{")],
                     daemon=True).start()
    try:
        wait_for(lambda: any(x.get("kind") == "games" for x in lines), timeout=60, what="the `games` snapshot")
        ids = two_games_awaiting_the_bot(base, bearer)
        wait_for(lambda: ids <= {x["gameId"] for x in lines if x.get("kind") == "your_turn"}, timeout=60,
                 what=f"your_turn of both games (seen {lines})")
    finally:
        node.kill()
        node.wait(10)
    items = [x for x in lines if "kind" in x]
    numbered = [x["id"] for x in items if x["id"] is not None]
    assert len(numbered) == len(set(numbered)), "nothing twice"
    connects = [x["connect"] for x in lines if "connect" in x]
    assert len(connects) >= 2 and "after=" in connects[1], f"resumed after an id: {connects}"
    assert connects[1].split("after=")[1].replace("%2D", "-") in numbered
    assert {x["gameId"] for x in items if x["kind"] == "game_started"} == ids, "nothing lost across the drop"
