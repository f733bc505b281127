"""Board picture render times: ms per SVG per game (start, middle, end positions), and per PNG.

Baseline measured in the same run: json.dumps of the same view (the work of serving it as JSON).
Usage: .venv/bin/python scripts/bench_boards.py [--repeat N]
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from api.boards import RULESETS, render  # noqa: E402
from tests.unit.boards.helpers import game_at  # noqa: E402

SEATS = {"grove": 2, "channeling": 2, "dale": 5, "battlegates": 2, "battalla": 2}


def per_call(fn, repeat: int) -> float:
    """Mean seconds per call over `repeat` calls (after one warm-up)."""
    fn()
    start = time.perf_counter()
    for _ in range(repeat):
        fn()
    return (time.perf_counter() - start) / repeat


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=200)
    args = parser.parse_args()
    import cairosvg

    print(f"{'ruleset':<12} {'position':<8} {'svg ms':>8} {'json ms':>8} {'svg/json':>9} {'png ms':>8} {'bytes':>7}")
    worst = 0.0
    for ruleset in RULESETS:
        for label, moves in (("start", 2), ("middle", 60), ("end", None)):
            game, last = game_at(ruleset, SEATS[ruleset], moves, 0, seed=1)
            svg_s = per_call(lambda: render(game, last), args.repeat)
            json_s = per_call(lambda: json.dumps(game["view"]), args.repeat)
            picture = render(game, last).encode()
            png_s = per_call(lambda: cairosvg.svg2png(bytestring=picture), max(5, args.repeat // 20))
            worst = max(worst, svg_s)
            print(f"{ruleset:<12} {label:<8} {svg_s * 1e3:8.2f} {json_s * 1e3:8.3f} {svg_s / json_s:9.1f} "
                  f"{png_s * 1e3:8.1f} {len(picture):7d}")
    print(f"slowest SVG render: {worst * 1e3:.2f} ms (target: under 5 ms)")


if __name__ == "__main__":
    main()
