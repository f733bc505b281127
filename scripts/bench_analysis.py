"""How long the coach takes to analyse a typical finished game of each ruleset (docs/analysis.md,
docs/benchmarks.md "The coach").

For each ruleset, the golden corpus's main game of it (tests/golden/current, real finished games
played through the API) is analysed at each level asked for, and timed in this process's CPU time
(the machine is shared: wall time says more about the neighbours). The baseline, in the same run,
is the AI choosing a move once at every one of those decisions with the same budget
(domain.engine.ai.search, mcts, the same iterations): the ratio says what the coach costs beyond
thinking once per decision (it runs the same search, and determinises once for hidden cards).

    .venv/bin/python scripts/bench_analysis.py [--levels quick,standard] [--games grove,dale-2]
"""
from __future__ import annotations

import argparse
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from domain.analysis import LEVELS, analyse, moves_of, seed_for  # noqa: E402
from domain.engine.ai import search  # noqa: E402
from tests.golden.corpus import export  # noqa: E402

TYPICAL = ["grove", "dale-2", "channeling-2", "battalla-olympus-wildwood", "battlegates-single"]


def baseline(events, level: str) -> float:
    """CPU seconds for the AI to choose a move once at every decision the coach looks at."""
    spent = 0.0
    for rs, gs, seat, _ in moves_of(events):
        if seat is None or len(rs.legal_moves(gs["game"], seat)) < 2:
            continue
        t = time.process_time()
        search(rs, gs, seat, "mcts", iterations=LEVELS[level], rng_seed=seed_for(gs["version"], seat, level))
        spent += time.process_time() - t
    return spent


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--levels", default="quick,standard")
    ap.add_argument("--games", default=",".join(TYPICAL))
    args = ap.parse_args()
    print(f"load average at start: {os.getloadavg()[0]:.1f}")
    print(f"{'game':28} {'level':9} {'decisions':>9} {'cpu s':>7} {'ms/dec':>7} {'wall s':>7} "
          f"{'AI once s':>9} {'ratio':>6} {'vs 60 s':>7}")
    for name in args.games.split(","):
        events = export(name)["events"]
        for level in args.levels.split(","):
            t, w = time.process_time(), time.perf_counter()
            a = analyse(events, level)
            cpu, wall = time.process_time() - t, time.perf_counter() - w
            base = baseline(events, level)
            n = len(a["decisions"])
            print(f"{name:28} {level:9} {n:9d} {cpu:7.1f} {1000 * cpu / max(1, n):7.0f} {wall:7.1f} "
                  f"{base:9.1f} {cpu / max(base, 1e-9):6.2f} {cpu / 60:7.2f}", flush=True)


if __name__ == "__main__":
    main()
