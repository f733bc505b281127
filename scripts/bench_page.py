"""Web table: time to a playable board on a phone, and the page's weight, for every game, in Chromium.

Playable = the page has drawn the board and the side panel (hands), listed the caller's legal moves
and can take a tap (body[data-ready="1"]), measured from the start of navigation on a 390 x 844
touch viewport against a local server, with a cold cache (a fresh profile each run). Weight =
the bytes the page fetched before the board: the HTML, CSS and scripts (every response but the
board fragment and the JSON answers), and then the board fragment itself. Baseline in the same
run: the time to load /healthz in the same browser.

Usage: .venv/bin/python scripts/bench_page.py [--runs N]
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import requests  # noqa: E402

from service.ops.redis_server import PrivateRedis  # noqa: E402
from tests.conftest import running_api  # noqa: E402

PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}
# what the page transferred, by kind, from the Resource Timing entries (encodedBodySize: bytes on the wire)
WEIGHT = """() => {
  const out = {shell: 0, board: 0, api: 0, files: 0};
  for (const e of performance.getEntriesByType('resource').concat(performance.getEntriesByType('navigation'))) {
    const size = e.encodedBodySize || e.transferSize || 0;
    const path = new URL(e.name).pathname;
    if (path.endsWith('/board.html')) out.board += size;
    else if (path.startsWith('/v1/')) out.api += size;
    else { out.shell += size; out.files += 1; }
  }
  return out;
}"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    server = PrivateRedis()
    try:
        with running_api(server.url) as base, sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
            print(f"{'ruleset':<12} {'playable ms (median)':>21} {'p90':>6} {'baseline ms':>12} "
                  f"{'shell KB':>9} {'files':>6} {'board KB':>9} {'api KB':>7}")
            for ruleset in ("grove", "channeling", "dale", "battlegates", "battalla"):
                game = requests.post(f"{base}/v1/games", json={"ruleset": ruleset, "seats": [{"name": "a"}, {"name": "b"}]},
                                     timeout=10).json()
                link = f"{base}/games/{game['id']}#token={game['seats'][0]['token']}&seat=0"
                times, base_times, weights = [], [], []
                for _ in range(args.runs):
                    ctx = browser.new_context(bypass_csp=True, service_workers="block", **PHONE)
                    page = ctx.new_page()
                    page.goto(base + "/healthz")
                    base_times.append(page.evaluate("performance.getEntriesByType('navigation')[0].duration"))
                    page.goto(link)
                    page.wait_for_function("document.body.dataset.ready === '1' && document.querySelector('#board svg')")
                    times.append(page.evaluate("performance.now()"))
                    weights.append(page.evaluate(WEIGHT))
                    ctx.close()
                med, b = statistics.median(times), statistics.median(base_times)
                p90 = sorted(times)[int(0.9 * (len(times) - 1))]
                w = weights[-1]
                print(f"{ruleset:<12} {med:21.0f} {p90:6.0f} {b:12.1f} {w['shell'] / 1024:9.1f} {w['files']:6d} "
                      f"{w['board'] / 1024:9.1f} {w['api'] / 1024:7.1f}")
            print("targets: playable in under 1000 ms on a local server; under 200 KB before the board (shell)")
            browser.close()
    finally:
        server.stop()


if __name__ == "__main__":
    main()
