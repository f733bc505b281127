"""The check of one game's export, without the service: seed against commitment, the hash chain,
private parts against their digests, and every decision re-run from the revealed seed. Used by the
`python -m domain.audit` command line (domain/audit.py) and by a tournament's audit
(domain/tournament/verify.py), which checks each of its games the same way."""
from __future__ import annotations

from .clock import check_timeouts
from .engine import GENESIS, commitment, verify_chain, verify_private
from .engine import game as G
from .engine.events import name_digest
from .engine.upcast import outcome_places
from .rerun import decisions, rerun
from .versions import UnknownVersion, identify, replay

__all__ = ["decisions", "rerun", "seat_names", "verify", "verify_report", "UnknownVersion"]



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
    _check_names(export, events[0]["data"], report)
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


def seat_names(export: dict) -> list:
    """Each seat's name as the export gives it, in seat order: from GameCreated for a record that holds
    the names, else from the export's `names` part (None for a seat whose name was erased or is
    missing). `_check_names` says whether those names are the ones the record commits to."""
    seats = ((export.get("events") or [{}])[0].get("data") or {}).get("seats") or []
    if not any("name_digest" in s for s in seats):
        return [s.get("name") for s in seats]
    given = {n.get("seat"): n for n in export.get("names") or [] if isinstance(n, dict)}
    out = []
    for s in seats:
        entry = given.get(s.get("seat")) or {}
        if entry.get("erased"):
            out.append(None)
        elif _commits(s.get("name_digest"), entry):
            out.append(entry["name"])
        else:
            out.append(NOT_COMMITTED)
    return out


NOT_COMMITTED = "(a name the record does not commit to)"


def _commits(digest, entry: dict) -> bool:
    return isinstance(entry.get("name"), str) and isinstance(entry.get("salt"), str) and digest is not None \
        and name_digest(entry["salt"], entry["name"]) == digest


def _check_names(export: dict, created: dict, report: dict) -> None:
    """A record that names nobody commits to each seat's name by a salted digest (names_in_record
    false): each name the export gives beside the events must be the one committed to. An erased name
    (its player deleted their account, and the salt with it) is a finding: the digest stays, nobody can
    tell whose it was."""
    seats = created.get("seats") or []
    if not any("name_digest" in s for s in seats):
        if export.get("names"):
            report["problems"].append("the export gives names beside a record that holds the names itself")
        return
    if "names" not in export:  # the events alone (a feed, not an export): the rest still verifies
        report["findings"].append("the names are not given beside the events: the seats' names, to which the "
                                  "record commits by salted digests, are not checked")
        return
    given = {n.get("seat"): n for n in export.get("names") or [] if isinstance(n, dict)}
    for s in seats:
        seat, digest = s.get("seat"), s.get("name_digest")
        who = f"seat {seat + 1}" if isinstance(seat, int) else f"seat {seat!r}"
        entry = given.get(seat)
        if digest is None:
            report["findings"].append(f"{who}: the record commits to no name")
        elif entry is None:
            report["problems"].append(f"{who}: the export does not give the name the record commits to")
        elif entry.get("erased"):
            report["findings"].append(f"{who}: its player deleted their account; the name was erased "
                                      "(the record keeps only a salted digest nobody can reverse)")
        elif not _commits(digest, entry):
            report["problems"].append(f"{who}: the name {entry.get('name')!r} is not the one the record commits to")
