"""Check a tournament without the service: re-derive every pairing and the standings.

Input: the tournament's export (GET /v1/tournaments/{id}/export: {"format": "arbiter-tournament/1",
"id", "audit", "events", "games": [game exports]}) and any further game exports. Standard library
only. It checks:
  1. the hash chain of the tournament's events and its published head;
  2. once finished, the revealed seed against the commitment in TournamentCreated;
  3. every command re-run from the revealed seed (the pairing numbers, every round's pairing,
     every bye, the end and its standings), each game's result taken from that game's own export
     where one is given: any event that comes out differently is named with its round, and the
     first round that differs is reported;
  4. each game export: it verifies on its own (python -m domain.audit), it is the table's game
     (its seats are the paired entrants, in seat order, its ruleset the tournament's), and its
     head hash and outcome are the ones the tournament recorded.
"""
from __future__ import annotations

from domain.engine import GENESIS, commitment, verify_chain
from domain.engine.errors import ArbiterError
from domain import game_audit
from domain.engine.upcast import result_of

from . import reducer as T

EXPORT_FORMAT = "arbiter-tournament/1"


def _game_outcome(export: dict) -> dict | None:
    events = export.get("events") or []
    if not events or events[-1].get("type") != "GameFinished":
        return None
    return result_of(events[-1]["data"]["outcome"], len(events[0]["data"].get("seats") or []))


def _game_head(export: dict) -> str | None:
    events = export.get("events") or []
    return (export.get("audit") or {}).get("head_hash") or (events[-1]["hash"] if events else None)


def _where(env_type: str, data: dict) -> str:
    if env_type in ("RoundPaired", "GameResulted"):
        return f"round {data['round']}"
    if env_type == "TournamentFinished":
        return "the final standings"
    if env_type == "TournamentStarted":
        return "the start (pairing numbers)"
    return env_type


def _round_of(env_type: str, data: dict, last_round: int) -> int:
    if env_type in ("RoundPaired", "GameResulted"):
        return data["round"]
    if env_type == "TournamentFinished":
        return last_round + 1
    return 0


def _rerun(der, group, seed: bytes, games: dict):
    head = group[0]
    cmd, d = head["cmd"], head["data"]
    kind = cmd["kind"]
    if kind == "create":
        spec = {k: d[k] for k in d if k not in ("id", "seed_commitment")}
        return T.create(d["id"], spec, seed)
    if kind == "join":
        e = d["entrant"]
        return T.join(der, {"name": e["name"], "account": e.get("account"), "ai": e.get("ai")}, at=head.get("at"))
    if kind == "leave":
        return T.leave(der, cmd["entrant"], seed)
    if kind == "start":
        return T.start(der, seed)
    if kind == "result":
        outcome, hh = d["outcome"], d["head_hash"]
        g = games.get(cmd["game"])
        if g is not None and _game_outcome(g) is not None:
            outcome, hh = _game_outcome(g), _game_head(g)
        return T.result(der, cmd["game"], outcome, hh, seed)
    if kind == "finish":
        return T.finish(der, cmd["reason"], seed)
    raise ValueError(f"unknown command kind {kind!r}")


def _check_game(ts: dict, table: dict, export: dict, recorded: dict, unknown: list) -> list[str]:
    """A game export against its table: verifies, is that table's game, and matches the record
    (a game this auditor cannot judge goes to `unknown`)."""
    gid = table["game"]
    checked = game_audit.verify_report(export)
    out = [f"game {gid}: {p}" for p in checked["problems"]]
    if checked["unknown"]:  # a version newer than this auditor: not a finding against the game
        unknown.append(f"game {gid}: {checked['unknown']}")
    events = export.get("events") or []
    if not events:
        return out
    created = events[0]["data"]
    names = [T.entrant(ts, e)["name"] for e in table["seats"]]
    if created.get("ruleset") != ts["ruleset"]:
        out.append(f"game {gid}: its ruleset {created.get('ruleset')!r} is not the tournament's {ts['ruleset']!r}")
    seated = game_audit.seat_names(export)
    # an erased seat (its player deleted their account) is not compared: the game's audit says so
    if len(seated) != len(names) or any(n is not None and n != e for n, e in zip(seated, names)):
        out.append(f"game {gid}: its seats {seated} are not the paired entrants {names}")
    if _game_head(export) != recorded["head_hash"]:
        out.append(f"game {gid}: its head hash is not the one the tournament recorded")
    if _game_outcome(export) != recorded["outcome"]:
        out.append(f"game {gid} (round {recorded['round']}, table {recorded['table']}): its export's result "
                   f"{_game_outcome(export)} is not the recorded {recorded['outcome']}")
    return out


def verify(export: dict, extra_games: list[dict] | None = None) -> dict:
    """{"problems": [...], "findings": [...], "unknown": [games this auditor cannot judge: played under
    a version it does not know], "first_round": first round that differs or None, "rounds": rounds
    re-derived, "state": the re-derived state}."""
    problems: list[str] = []
    findings: list[str] = []
    unknown: list[str] = []
    events = export.get("events") or []
    report = {"problems": problems, "findings": findings, "unknown": unknown, "first_round": None, "rounds": 0,
              "state": None}
    if not events:
        problems.append("the export has no events")
        return report
    ok, head = verify_chain(events, GENESIS, 1)
    if not ok:
        problems.append(f"hash chain broken: {head}")
        return report
    audit = export.get("audit") or {}
    if audit.get("head_hash") and audit["head_hash"] != head:
        problems.append(f"head hash {head} is not the published {audit['head_hash']}")
    seed_hex = audit.get("seed") or next((e["data"]["seed"] for e in events if e["type"] == "TournamentFinished"), None)
    if not seed_hex:
        findings.append("the tournament has not finished: its seed is not revealed, only the chain was checked")
        report["state"] = T.fold(None, events)
        return report
    seed = bytes.fromhex(seed_hex)
    published = events[0]["data"]["seed_commitment"]
    if commitment(seed) != published:
        problems.append(f"sha256(seed) does not match the commitment {published}")
        return report
    games = {g.get("id"): g for g in (export.get("games") or []) + list(extra_games or [])}
    recorded_state = T.fold(None, events)
    # 4. each supplied game export against its table and the record
    used = 0
    for env in events:
        if env["type"] != "GameResulted":
            continue
        g = games.get(env["data"]["game"])
        if g is None:
            continue
        used += 1
        table = next(t for r in recorded_state["round_list"] for t in r["tables"] if t["game"] == env["data"]["game"])
        problems += _check_game(recorded_state, table, g, env["data"], unknown)
    results = sum(1 for e in events if e["type"] == "GameResulted")
    if used < results:
        findings.append(f"{results - used} of {results} games were not supplied: their recorded results were used")
    # 3. re-run every command from the seed, with the games' own results
    der, first_round, last_round = None, None, 0
    for group in game_audit.decisions(events):
        try:
            decision = _rerun(der, group, seed, games)
        except (ArbiterError, KeyError, ValueError, StopIteration) as exc:
            where = _where(group[0]["type"], group[0]["data"])
            problems.append(f"event {group[0]['seq']} ({where}): re-running {group[0]['cmd']['kind']} failed: {exc}")
            r = _round_of(group[0]["type"], group[0]["data"], last_round)
            first_round = r if first_round is None else min(first_round, r)
            der = T.fold(der, group)
            continue
        derived = [(d.type, d.data) for d in decision.drafts]
        recorded = [(e["type"], e["data"]) for e in group]
        for i in range(max(len(derived), len(recorded))):
            dt, dd = derived[i] if i < len(derived) else (None, None)
            rt, rd = recorded[i] if i < len(recorded) else (None, None)
            if (dt, dd) == (rt, rd):
                if rt == "RoundPaired":
                    last_round = rd["round"]
                continue
            typ, data = (rt, rd) if rt is not None else (dt, dd)
            r = _round_of(typ, data, last_round)
            first_round = r if first_round is None else min(first_round, r)
            problems.append(f"event {group[0]['seq'] + i} ({_where(typ, data)}): the re-derived {dt} differs from "
                            f"the recorded {rt}" + _detail(dt, dd, rt, rd))
        der = decision.state
        report["rounds"] = len(der["round_list"])
    report["first_round"] = first_round
    report["state"] = der
    if first_round is not None:
        label = "the final standings" if der and first_round > len(der["round_list"]) else f"round {first_round}"
        problems.insert(0, f"the first round that differs: {label}")
    return report


def _detail(dt, dd, rt, rd) -> str:
    if dt == rt == "RoundPaired":
        return f": re-derived {[t['seats'] for t in dd['tables']]} byes {dd['byes']}, recorded " \
               f"{[t['seats'] for t in rd['tables']]} byes {rd['byes']}"
    if dt == rt == "GameResulted":
        return f": result {dd['outcome']} against the recorded {rd['outcome']}"
    if dt == rt == "TournamentFinished":
        top = [(r["name"], r["points"]) for r in dd["standings"][:3]]
        rec = [(r["name"], r["points"]) for r in rd["standings"][:3]]
        return f": re-derived top {top}, recorded {rec}"
    return ""
