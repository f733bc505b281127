"""Check a finished game without the service: `python3 -m domain.audit FILE`.

FILE is JSON: {"audit": <GET /v1/games/{id}/audit>, "events": [<every event of GET /events>]}
(scripts/export_game.py writes it). Standard library only. It checks:
  1. the seed matches the commitment published in the first event;
  2. the hash chain from the first event to the head hash;
  3. every private part against its salted digest;
  4. every decision re-run from the revealed seed (dice, coins, shuffles, draws) produces
     exactly the recorded events (same hashes), and the final outcome is the recorded one.
docs/audit.md states the algorithms.
"""
from __future__ import annotations

import json
import sys

from .engine import GENESIS, commitment, find_ruleset, verify_chain, verify_private
from .engine import game as G


def _groups(events):
    """Split the events into decisions: each starts at an event with a `cmd`."""
    group = []
    for env in events:
        if env.get("cmd") is not None and group:
            yield group
            group = []
        group.append(env)
    if group:
        yield group


def _rerun(rs, gs, group, seed: bytes):
    cmd = group[0]["cmd"]
    kind = cmd["kind"]
    if kind == "create":
        d = group[0]["data"]
        seats = [{"name": s["name"], "ai": s.get("ai")} for s in d["seats"]]
        options = dict(d["options"])
        for part in (group[0].get("private") or {}).values():  # revealed private options (docs/audit.md)
            if isinstance(part, dict):
                options.update(part.get("options", {}))
        return G.create(rs, seats=seats, options=options, clock=d.get("clock"), seed=seed)
    seat = cmd["seat"]
    mv = cmd.get("move")
    if mv is None and (cmd.get("hidden") or kind == "move"):
        mv = (group[0].get("private") or {}).get(str(seat), {}).get("move")
    if kind == "move":
        return G.move(rs, gs, seat, mv, seed)
    if kind == "resign":
        return G.resign(rs, gs, seat, seed)
    if kind == "timeout":
        return G.timeout(rs, gs, seat, cmd["policy"], seed, mv)
    raise ValueError(f"unknown command kind {kind!r}")


def verify(export: dict) -> list[str]:
    """Every problem found in an exported game (an empty list means it verifies)."""
    problems: list[str] = []
    audit, events = export.get("audit") or {}, export.get("events") or []
    if not events:
        return ["the export has no events"]
    ok, head = verify_chain(events, GENESIS, 1)
    if not ok:
        return [f"hash chain broken: {head}"]
    if audit.get("head_hash") and audit["head_hash"] != head:
        problems.append(f"head hash {head} is not the published {audit['head_hash']}")
    seed_hex = audit.get("seed")
    if not seed_hex:
        problems.append("the game has not finished: the seed is not revealed, only the chain was checked")
        return problems
    seed = bytes.fromhex(seed_hex)
    published = events[0]["data"]["seed_commitment"]
    if commitment(seed) != published:
        return problems + [f"sha256(seed) does not match the commitment {published}"]
    ok, reason = verify_private(events, seed)
    if not ok:
        return problems + [reason]
    rs = find_ruleset(events[0]["data"]["ruleset"])
    if rs is None:
        return problems + [f"unknown ruleset {events[0]['data']['ruleset']!r}"]
    gs, prev = None, GENESIS
    for group in _groups(events):
        first = group[0]["seq"]
        try:
            decision = _rerun(rs, gs, group, seed)
        except Exception as exc:  # noqa: BLE001 - any failure to re-run is a finding
            return problems + [f"event {first}: re-running the decision failed: {exc}"]
        sealed = decision.seal(prev_hash=prev, at=group[0]["at"], seed=seed)
        if [e["hash"] for e in sealed] != [e["hash"] for e in group]:
            return problems + [f"event {first}: re-running {group[0]['cmd']['kind']} from the seed "
                               "does not give the recorded events"]
        gs, prev = decision.state, group[-1]["hash"]
    final = events[-1]
    if final["type"] != "GameFinished":
        problems.append("the last event is not GameFinished")
    elif G.outcome(rs, gs) != final["data"]["outcome"]:
        problems.append("the replayed outcome differs from the recorded one")
    return problems


def main(argv=None) -> int:
    """CLI: print the verdict; exit 0 if the game verifies, 1 if not, 2 on bad input."""
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 1:
        print("usage: python3 -m domain.audit FILE  (JSON: {\"audit\": ..., \"events\": [...]})", file=sys.stderr)
        return 2
    try:
        with open(argv[0], encoding="utf-8") as f:
            export = json.load(f)
    except (OSError, ValueError) as exc:
        print(f"cannot read {argv[0]}: {exc}", file=sys.stderr)
        return 2
    problems = verify(export)
    events = export.get("events") or []
    if problems:
        print("NOT VERIFIED")
        for p in problems:
            print(f"- {p}")
        return 1
    print(f"VERIFIED: {len(events)} events, head {events[-1]['hash']}, seed matches its commitment, "
          "every decision re-derived from the seed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
