"""The check of one game's export, without the service: seed against commitment, the hash chain,
private parts against their digests, and every decision re-run from the revealed seed. Used by the
`python -m domain.audit` command line (domain/audit.py) and by a tournament's audit
(domain/tournament/verify.py), which checks each of its games the same way."""
from __future__ import annotations

from .clock import check_timeouts
from .engine import GENESIS, commitment, verify_chain, verify_private
from .engine import game as G
from .engine.upcast import outcome_places
from .rerun import decisions, rerun
from .versions import UnknownVersion, identify, replay

__all__ = ["decisions", "rerun", "verify", "verify_report", "UnknownVersion"]


def verify(export: dict) -> list[str]:
    """Every problem found in an exported game (an empty list means it verifies). A record this
    auditor cannot judge (a version it does not know) is a problem here; `verify_report` tells the two
    apart."""
    report = verify_report(export)
    return report["problems"] + ([report["unknown"]] if report["unknown"] else [])


def verify_report(export: dict) -> dict:
    """{"problems": [...], "findings": [...], "rules": "battalla@3" or None, "unknown": None or why
    this auditor cannot judge the record (its version is newer than it knows: update it)}. No
    problems and no `unknown`: the game verifies under the version named in `rules`."""
    report = {"problems": [], "findings": [], "rules": None, "unknown": None}
    problems = report["problems"]
    audit, events = export.get("audit") or {}, export.get("events") or []
    if not events:
        problems.append("the export has no events")
        return report
    ok, head = verify_chain(events, GENESIS, 1)
    if not ok:
        problems.append(f"hash chain broken: {head}")
        return report
    if audit.get("head_hash") and audit["head_hash"] != head:
        problems.append(f"head hash {head} is not the published {audit['head_hash']}")
    seed_hex = audit.get("seed")
    if not seed_hex:
        problems.append("the game has not finished: the seed is not revealed, only the chain was checked")
        return report
    seed = bytes.fromhex(seed_hex)
    published = events[0]["data"]["seed_commitment"]
    if commitment(seed) != published:
        problems.append(f"sha256(seed) does not match the commitment {published}")
        return report
    ok, reason = verify_private(events, seed)
    if not ok:
        problems.append(reason)
        return report
    try:
        found = identify(events, seed)
    except UnknownVersion as exc:
        report["unknown"] = str(exc)
        return report
    rs = found.ruleset
    report["rules"] = rs.rules
    report["findings"].append(found.how)
    gs = found.state
    if gs is None:  # named by the record: re-run it now (an unversioned one was re-run to find its version)
        gs, problem = replay(rs, events, seed)
        if problem is not None:
            problems.append(problem)
            return report
    problems.extend(check_timeouts(events))  # each timeout after its derived deadline (docs/deadlines.md)
    final = events[-1]
    if final["type"] != "GameFinished":
        problems.append("the last event is not GameFinished")
    elif G.outcome(rs, gs) != outcome_places(final["data"]["outcome"], len(gs["seats"])):
        problems.append("the replayed outcome differs from the recorded one")
    return report
