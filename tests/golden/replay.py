"""What the golden check compares (issue 33, item 3): a recorded game re-run and re-folded today.

`fingerprint(export)` re-runs the export's every decision from its seed under the version of the
rules it was played under (the offline auditor's own check: domain/game_audit.py) and folds it
again, and gives what must never change for it: the version, the head hash, the outcome, and one
digest over every seat's and a spectator's view at every position a player acts on (each decision's
end). scripts/golden.py records it in tests/golden/expected.json once per game; the test compares.
"""
from __future__ import annotations

import hashlib

from domain.engine import canonical, find_ruleset
from domain.engine import game as G
from domain.game_audit import verify_report
from domain.rerun import decisions


def fingerprint(export: dict) -> dict:
    """{rules, head, outcome, views} of a finished game's export (AssertionError if it does not verify)."""
    report = verify_report(export)
    assert not report["problems"] and not report["unknown"], report
    events = export["events"]
    # the version the audit identified (domain.versions.identify; for a record that names none, by
    # re-running it from the seed: not a second time here)
    ruleset_id, version = report["rules"].rsplit("@", 1)
    rs = find_ruleset(ruleset_id, int(version))
    digest = hashlib.sha256()
    gs = None
    for group in decisions(events):
        gs = G.fold(rs, gs, group)
        for seat in (None, *range(len(gs["seats"]))):
            digest.update(canonical(rs.view(gs["game"], seat)).encode())
    return {"rules": report["rules"], "head": events[-1]["hash"], "outcome": G.outcome(rs, gs),
            "views": digest.hexdigest()}
