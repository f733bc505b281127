"""Check a finished game without the service: `python3 -m domain.audit FILE [--key VKEY] [--checkpoint OLD]`.

FILE is JSON: {"audit": <GET /v1/games/{id}/audit>, "events": [<every event of GET /events>],
"log": <its leaves in the public log>} (GET /v1/games/{id}/export). Standard library only. It checks:
  1. the seed matches the commitment published in the first event;
  2. the hash chain from the first event to the head hash;
  3. every private part against its salted digest;
  4. every decision re-run from the revealed seed (dice, coins, shuffles, draws) under the version of
     the rules the game was played under (named by its first event, or for a game from before
     versions were recorded, the one that reproduces it: domain/versions.py) produces exactly the
     recorded events (same hashes), and the final outcome is the recorded one; a version this
     auditor does not know is said as such (exit 4: update it), never as NOT VERIFIED;
  5. the game's leaves in the public log: they describe these events, they are in the signed
     checkpoint's tree (Ed25519 checked in pure Python, domain/ed25519.py), and with --checkpoint
     the log only grew since the checkpoint you kept and already held the game (domain/logcheck.py).
`python -m domain.audit watch URL` is a witness (domain/watch.py). docs/audit.md states the algorithms.
`python -m domain.audit tournament FILE [GAME ...]` re-derives a tournament's every pairing, bye and
standing from its export and its games' exports (domain/tournament/verify.py, docs/tournaments.md).
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import urllib.request

from . import tlog as T
from . import watch
from .game_audit import verify, verify_report  # noqa: F401  (verify: the library entry point)
from .logcheck import verify_log


def _keys(values: list[str]) -> list[T.VerifierKey]:
    """Verifier keys from --key values: a key string, or a file with one key a line."""
    keys = []
    for v in values:
        if os.path.exists(v):
            with open(v, encoding="utf-8") as f:
                keys += [T.VerifierKey.parse(line) for line in f if line.strip()]
        else:
            keys.append(T.VerifierKey.parse(v))
    return keys


def _fetch_json(url: str) -> dict:
    with urllib.request.urlopen(url, timeout=30) as resp:
        return json.load(resp)


def _consistency(base: str, export: dict, old_note: str) -> list[str] | None:
    """The consistency proof between the record's checkpoint and `old_note`, fetched from `base`."""
    old = T.parse_checkpoint(old_note)
    size = T.parse_checkpoint(export["log"]["checkpoint"]).size
    first, second = sorted((old.size, size))
    return _fetch_json(f"{base.rstrip('/')}/v1/log/proof/consistency?first={first}&second={second}")["proof"]


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python3 -m domain.audit", description=__doc__.split("\n\n")[0])
    p.add_argument("file", help="a game record: the download of GET /v1/games/{id}/export")
    p.add_argument("--key", action="append", default=[], metavar="VKEY",
                   help="a trusted log key (<name>+<id>+<base64>, GET /v1/log/key) or a file of them")
    p.add_argument("--checkpoint", metavar="OLD", help="a checkpoint you kept: prove the log only grew since, "
                   "and held this game already")
    p.add_argument("--url", help="the service, to fetch the consistency proof the record does not carry")
    return p


def _watch_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python3 -m domain.audit watch", description=watch.__doc__.split("\n\n")[0])
    p.add_argument("url", help="the service's base URL (its log is at URL/v1/log/)")
    p.add_argument("--state", default=".arbiter-witness", help="where checkpoints are kept (default .arbiter-witness)")
    p.add_argument("--key", action="append", default=[], metavar="VKEY",
                   help="the log's key; without it the key is fetched once and pinned in the state directory")
    p.add_argument("--checkpoint", action="append", default=[], metavar="FILE",
                   help="a checkpoint someone else kept, to compare (repeatable)")
    p.add_argument("--interval", type=float, default=60.0, help="seconds between polls (default 60)")
    p.add_argument("--once", action="store_true", help="poll once and exit")
    p.add_argument("--monitor", action="store_true", help="also read every leaf: a game logged twice is reported")
    return p


def _watch(argv) -> int:
    args = _watch_parser().parse_args(argv)
    os.makedirs(args.state, exist_ok=True)
    pinned = os.path.join(args.state, "key")
    try:
        if not args.key and not os.path.exists(pinned):
            with urllib.request.urlopen(args.url.rstrip("/") + "/v1/log/key", timeout=30) as resp:
                vkey = resp.read().decode().strip()
            T.VerifierKey.parse(vkey)
            with open(pinned, "w", encoding="utf-8") as f:
                f.write(vkey + "\n")
            print(f"pinned the log key {vkey} (trusted on first use; compare it with the one the operator publishes)")
        keys = _keys(args.key or [pinned])
        others = []
        for path in args.checkpoint:
            with open(path, encoding="utf-8") as f:
                others.append(f.read())
    except (OSError, ValueError) as exc:
        print(f"cannot start watching: {exc}", file=sys.stderr)
        return 2
    return watch.run(args.url, args.state, keys, others, args.interval, args.once, args.monitor)


def _tournament(argv) -> int:
    """`tournament FILE [GAME ...]`: a tournament's export (with or without its games' exports)."""
    from .tournament import verify as TV

    p = argparse.ArgumentParser(prog="python3 -m domain.audit tournament", description=TV.__doc__.split("\n\n")[0])
    p.add_argument("file", help="the download of GET /v1/tournaments/{id}/export")
    p.add_argument("games", nargs="*", help="game exports (GET /v1/games/{id}/export) not already in FILE")
    args = p.parse_args(argv)
    try:
        with open(args.file, encoding="utf-8") as f:
            export = json.load(f)
        extra = []
        for path in args.games:
            with open(path, encoding="utf-8") as f:
                extra.append(json.load(f))
    except (OSError, ValueError) as exc:
        print(f"cannot read the input: {exc}", file=sys.stderr)
        return 2
    report = TV.verify(export, extra)
    if report["problems"]:
        print("NOT VERIFIED")
        for line in report["problems"]:
            print(f"- {line}")
        for line in report["findings"]:
            print(f"  ({line})")
        return 1
    if report["unknown"]:
        print("CANNOT VERIFY WITH THIS AUDITOR")
        for line in report["unknown"]:
            print(f"- {line}")
        return 4
    state = report["state"] or {}
    print(f"VERIFIED: tournament {export.get('id')}, {len(export.get('events') or [])} events; "
          f"{report['rounds']} rounds of pairings and the standings re-derived from the seed")
    for row in (state.get("standings") or [])[:10]:
        print(f"  {row['rank']:>3}. {row['name']:<24} {row['points']:>6}  Buchholz {row['buchholz']}  "
              f"SB {row['sonneborn_berger']}")
    for line in report["findings"]:
        print(f"- {line}")
    return 0


def main(argv=None) -> int:
    """CLI: print the verdict; exit 0 if the game verifies, 1 if not, 2 on bad input (3: a fork, from
    watch), 4 when this auditor cannot judge the record (played under a version it does not know)."""
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] == "watch":
        return _watch(argv[1:])
    if argv and argv[0] == "tournament":
        return _tournament(argv[1:])
    args = _parser().parse_args(argv)
    try:
        with open(args.file, encoding="utf-8") as f:
            export = json.load(f)
        keys = _keys(args.key)
        old_note = None
        if args.checkpoint:
            with open(args.checkpoint, encoding="utf-8") as f:
                old_note = f.read()
    except (OSError, ValueError) as exc:
        print(f"cannot read the input: {exc}", file=sys.stderr)
        return 2
    report = verify_report(export)
    problems = report["problems"]
    consistency = None
    if old_note is not None and args.url and export.get("log"):
        try:
            consistency = _consistency(args.url, export, old_note)
        except (OSError, ValueError, KeyError, T.ProofError) as exc:
            problems.append(f"could not fetch the consistency proof from {args.url}: {exc}")
    log_problems, findings = verify_log(export, keys, old_note, consistency)
    problems += log_problems
    findings = report["findings"] + findings
    events = export.get("events") or []
    if report["unknown"] and not problems:
        print("CANNOT VERIFY WITH THIS AUDITOR")
        print(f"- {report['unknown']}")
        for line in findings:
            print(f"  ({line})")
        return 4
    if problems:
        print("NOT VERIFIED")
        for p in problems:
            print(f"- {p}")
        for line in findings:
            print(f"  ({line})")
        return 1
    print(f"VERIFIED: {len(events)} events under {report['rules']}, head {events[-1]['hash']}, seed matches its "
          "commitment, every decision re-derived from the seed")
    for line in findings:
        print(f"- {line}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
