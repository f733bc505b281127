"""Web table: time to interactive of a game page on a local server, in Chromium.

Interactive = the page has drawn the board, listed the caller's legal moves and can take a click
(body[data-ready="1"]). Baseline in the same run: the time to load /healthz (a tiny JSON answer)
in the same browser. Usage: .venv/bin/python scripts/bench_page.py [--runs N]
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import requests  # noqa: E402

from service.redis_server import PrivateRedis  # noqa: E402
from tests.conftest import running_api  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10)
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    server = PrivateRedis()
    try:
        with running_api(server.url) as base, sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
            print(f"{'ruleset':<12} {'interactive ms (median)':>24} {'p90':>7} {'baseline ms':>12} {'ratio':>6}")
            for ruleset in ("grove", "channeling", "dale", "battlegates", "battalla"):
                game = requests.post(f"{base}/v1/games", json={"ruleset": ruleset, "seats": [{"name": "a"}, {"name": "b"}]},
                                     timeout=10).json()
                link = f"{base}/games/{game['id']}#token={game['seats'][0]['token']}&seat=0"
                times, base_times = [], []
                for _ in range(args.runs):
                    ctx = browser.new_context(bypass_csp=True)
                    page = ctx.new_page()
                    page.goto(base + "/healthz")
                    base_times.append(page.evaluate("performance.getEntriesByType('navigation')[0].duration"))
                    page.goto(link)
                    page.wait_for_function("document.body.dataset.ready === '1'")
                    times.append(page.evaluate("performance.now()"))
                    ctx.close()
                med, b = statistics.median(times), statistics.median(base_times)
                p90 = sorted(times)[int(0.9 * (len(times) - 1))]
                print(f"{ruleset:<12} {med:24.0f} {p90:7.0f} {b:12.1f} {med / b:6.1f}")
            print("target: a game page interactive in under 1000 ms on a local server")
            browser.close()
    finally:
        server.stop()


if __name__ == "__main__":
    main()
