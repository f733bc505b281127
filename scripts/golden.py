"""The golden corpus's expectations: `python scripts/golden.py [--add]`.

Each recorded game (tests/golden/current/**, tests/golden/new/**, tests/golden/apart/**, and the
finished games of old commits under tests/golden/legacy/*/finished/) has one entry in tests/golden/expected.json: the
version of the rules it was played under, its head hash, its outcome and a digest of every view
along the game (tests/golden/replay.py). `make test` re-derives each and requires the same
(tests/golden/test_golden_replay.py). Without --add this only checks and prints what differs;
--add writes entries for games that have none. An existing entry is never rewritten: a change that
alters a recorded game must come as a new ruleset version (docs/decisions.md, "Rules versions").
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from tests.golden.records import EXPECTED, records  # noqa: E402
from tests.golden.replay import fingerprint  # noqa: E402


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--add", action="store_true", help="record the expectations of games that have none")
    args = p.parse_args(argv)
    expected = json.load(open(EXPECTED)) if os.path.exists(EXPECTED) else {}
    started, changed, added = time.monotonic(), [], 0
    for name, export in records():
        got = fingerprint(export)
        if name not in expected:
            if args.add:
                expected[name] = got
                added += 1
            else:
                print(f"no expectation yet: {name} ({got['rules']}): run with --add")
        elif expected[name] != got:
            changed.append(name)
            print(f"CHANGED: {name}: recorded {expected[name]}, now {got}")
    if args.add and added:
        with open(EXPECTED, "w") as f:
            json.dump(dict(sorted(expected.items())), f, indent=1, sort_keys=True)
            f.write("\n")
    print(f"{len(expected)} games, {added} added, {len(changed)} changed, {time.monotonic() - started:.1f} s")
    return 1 if changed else 0


if __name__ == "__main__":
    sys.exit(main())
