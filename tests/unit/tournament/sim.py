"""Run whole tournaments in the pure domain, with made-up results (for the property tests)."""
import random

from domain.tournament import reducer as T

CLOCK = {"move_seconds": 3600, "on_timeout": "forfeit"}


def outcome_for(seats: list, rnd: random.Random, draws: bool = True) -> dict:
    """A random outcome for a table of len(seats) seats."""
    k = len(seats)
    if draws and rnd.random() < 0.1:
        return {"winners": [], "ranking": list(range(k)), "reason": "draw"}
    ranking = list(range(k))
    rnd.shuffle(ranking)
    return {"winners": [ranking[0]], "ranking": ranking, "reason": "win"}


def run(n: int, fmt: str = "swiss", rounds: int = 4, seed: int = 0, ruleset: str = "grove", table_size=None,
        double=False, decide=None, withdraw=None) -> tuple[dict, list]:
    """Create, join n, start and play to the end; returns (final state, every decision's drafts
    as (type, data) lists). `decide(seats, rnd)` gives an outcome; `withdraw(state, rnd)` may
    name an entrant to withdraw before a round's results."""
    rnd = random.Random(seed)
    key = rnd.randbytes(32)
    spec = {"name": "t", "ruleset": ruleset, "format": fmt, "rounds": rounds, "clock": CLOCK,
            "table_size": table_size, "double": double}
    d = T.create("t1", spec, key)
    ts, log = d.state, [d]
    for i in range(n):
        d = T.join(ts, {"name": f"p{i}", "ai": {"level": "random"}})
        ts = d.state
        log.append(d)
    d = T.start(ts, key)
    ts = d.state
    log.append(d)
    decide = decide or (lambda seats, r: outcome_for(seats, r))
    guard = 0
    while ts["status"] == "running":
        guard += 1
        assert guard < 10_000
        if withdraw is not None:
            eid = withdraw(ts, rnd)
            if eid:
                d = T.leave(ts, eid, key)
                ts = d.state
                log.append(d)
        current = ts["round_list"][-1]
        pending = [t for t in current["tables"] if t["result"] is None]
        t = pending[0]
        o = decide(t["seats"], rnd)
        if withdraw is not None:  # a withdrawn entrant's game ends by its resignation: it loses
            gone = [i for i, e in enumerate(t["seats"]) if T.entrant(ts, e)["status"] == "withdrawn"]
            if gone:
                rest = [i for i in range(len(t["seats"])) if i not in gone]
                o = {"winners": rest[:1], "ranking": rest + gone, "reason": "resignation"}
        d = T.result(ts, t["game"], o, "0" * 64, key)
        ts = d.state
        log.append(d)
    return ts, log


def play_game(ruleset_id: str, names: list[str], seed: bytes, rnd: random.Random, limit: int = 4000) -> dict:
    """A real game between random movers in the pure engine, exported as the service exports it."""
    from domain import engine
    from domain.engine import game as G

    rs = engine.find_ruleset(ruleset_id)
    options = {"turn_limit": 30} if "turn_limit" in rs.options else {}
    # as the service does (service/table/seat_names.py): each name salted, kept beside a record that names nobody
    salts = [rnd.randbytes(16).hex() for _ in names]
    d = G.create(rs, seats=[{"name": n, "ai": {"level": "random"}, "name_salt": s} for n, s in zip(names, salts)],
                 options=options, clock=None, seed=seed)
    envs = d.seal(prev_hash=engine.GENESIS, at="2025-01-01T00:00:00.000Z", seed=seed)
    gs = d.state
    for _ in range(limit):
        if gs["finished"]:
            break
        seat = G.to_act(rs, gs)[0]
        mv = rnd.choice(rs.legal_moves(gs["game"], seat))
        d = G.move(rs, gs, seat, mv, seed)
        envs += d.seal(prev_hash=envs[-1]["hash"], at="2025-01-01T00:00:01.000Z", seed=seed)
        gs = d.state
    assert gs["finished"]
    named = None if rs.names_in_record else [{"seat": i, "name": n, "salt": s, "erased": False}
                                             for i, (n, s) in enumerate(zip(names, salts))]
    return {"events": envs, "state": gs, "names": named,
            "audit": {"head_hash": envs[-1]["hash"], "seed": seed.hex(), "seed_commitment": gs["seed_commitment"]}}


def sealed_tournament(n: int, fmt: str, rounds, ruleset: str, seed: int = 0, table_size=None) -> dict:
    """A whole tournament with real games, as GET /v1/tournaments/{id}/export gives it (games inside)."""
    from domain.engine import GENESIS

    rnd = random.Random(seed)
    key = rnd.randbytes(32)
    spec = {"name": "t", "ruleset": ruleset, "format": fmt, "rounds": rounds, "clock": CLOCK, "table_size": table_size}
    events, games = [], []

    def add(decision):
        prev = events[-1]["hash"] if events else GENESIS
        events.extend(decision.seal(prev_hash=prev, at="2025-01-01T00:00:00.000Z", seed=key))
        return decision.state

    ts = add(T.create("t1", spec, key))
    for i in range(n):
        ts = add(T.join(ts, {"name": f"bot{i}", "ai": {"level": "random"}}))
    ts = add(T.start(ts, key))
    while ts["status"] == "running":
        t = next(t for t in ts["round_list"][-1]["tables"] if t["result"] is None)
        names = [T.entrant(ts, e)["name"] for e in t["seats"]]
        g = play_game(ruleset, names, rnd.randbytes(32), rnd)
        export = {"format": "arbiter-game/1", "id": t["game"], "ruleset": ruleset, "audit": g["audit"],
                  "events": g["events"], **({"names": g["names"]} if g["names"] else {})}
        games.append(export)
        ts = add(T.result(ts, t["game"], g["state"]["result"], g["audit"]["head_hash"], key))
    return {"format": "arbiter-tournament/1", "id": "t1",
            "audit": {"head_hash": events[-1]["hash"], "seed": key.hex(),
                      "seed_commitment": events[0]["data"]["seed_commitment"]},
            "events": events, "games": games}
