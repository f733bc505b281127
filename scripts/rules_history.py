"""Which commits changed what a ruleset's games produce or how they fold: differential replay.

    python scripts/rules_history.py bisect RULESET [--games N]     boundaries since the first commit
    python scripts/rules_history.py verify RULESET COMMIT [--games N]   record at COMMIT^, check at COMMIT
    python scripts/rules_history.py compare RULESET OLD NEW [--games N] record at OLD, check at NEW

The `domain/` of each commit is taken with `git archive` into a work directory (--work, default
/tmp/rules-history) and this file runs against it as `python -S` with PYTHONPATH there (the domain
is pure: standard library only), in one of two modes:
  gen RULESET OUT   per config (options, seats) and k < N: create with seed sha256(name:k), then
                    up to 400 moves: seat = rng.choice(to_act), move = rng.choice(legal_moves);
                    records commands, sealed envelopes (fixed `at`) and the secret parts
  check IN          re-creates with the same seeds, applies the same commands, and compares every
                    envelope (type, seat, data, private, secret parts, digests, hash), to_act after
                    each command and the outcome; prints the first divergence per game
`bisect`: record at the ruleset's first commit touching domain/, check at HEAD, bisect for the
first commit where the games stop replaying identically, record there, repeat until HEAD agrees.
Commits are date-ordered across branches, so confirm each boundary with `verify` (its first parent).
"""
import argparse
import hashlib
import json
import os
import random
import subprocess
import sys

# in `gen`/`check` this is the domain of the commit under test (PYTHONPATH, python -S)
from domain.engine import game as G
from domain.engine.ruleset import find_ruleset

AT = "2026-01-01T00:00:00.000Z"
GAMES, MOVES = int(os.environ.get("HIST_GAMES", "3")), 400
CONFIGS = {
    "grove": [("grove", {}, 2)],
    "channeling": [("channeling", {}, 2)],
    "dale": [("dale-2", {}, 2), ("dale-3", {}, 3), ("dale-5", {}, 5),
             ("dale-3-rules", {"prisoner_exchange": True, "max_5_units": True, "arms_race": True,
                               "hero_or_mounted": True}, 3)],
    "battlegates": [("bg-single", {}, 2), ("bg-misery", {"setup": "misery_run"}, 2),
                    ("bg-four", {"setup": "four_castles"}, 2), ("bg-allies", {"setup": "allies"}, 4),
                    ("bg-individual", {"setup": "individual"}, 4)],
    "battalla": [("battalla", {"deck_0": "olympus", "deck_1": "wildwood"}, 2),
                 ("battalla-speed", {"deck_0": "wildwood", "deck_1": "olympus", "speed": True}, 2)],
}


def canon(x):
    return json.dumps(x, sort_keys=True, separators=(",", ":"))


def strip(env, draft=None):
    out = {k: env.get(k) for k in ("seq", "type", "seat", "data", "private", "digests", "hash", "cmd")}
    if draft is not None:  # the secret parts themselves (a deck order), not only their digests
        out["secret"] = json.loads(canon(draft.private))
    return out


def stripped(d, envs):
    return [strip(e, dr) for e, dr in zip(envs, d.drafts)]


def gen(ruleset_id, out):
    rs = find_ruleset(ruleset_id)
    games = []
    for name, options, n in CONFIGS[ruleset_id]:
        for k in range(GAMES):
            seed = hashlib.sha256(f"{name}:{k}".encode()).digest()
            rng = random.Random(f"{name}:{k}")
            seats = [{"name": f"P{i}"} for i in range(n)]
            try:
                d = G.create(rs, seats=seats, options=dict(options), clock=None, seed=seed)
            except Exception as exc:  # noqa: BLE001  (an option or seat count this commit does not take)
                print(f"skip {name}: {type(exc).__name__}: {exc}", file=sys.stderr)
                break
            envs = d.seal(prev_hash="0" * 64, at=AT, seed=seed)
            gs, steps, cmds = d.state, [stripped(d, envs)], []
            acts = [G.to_act(rs, gs)]
            for _ in range(MOVES):
                if gs["finished"]:
                    break
                seat = rng.choice(sorted(G.to_act(rs, gs)))
                legal = rs.legal_moves(gs["game"], seat)
                mv = rng.choice(legal)
                d = G.move(rs, gs, seat, mv, seed)
                envs = d.seal(prev_hash=envs[-1]["hash"], at=AT, seed=seed)
                gs = d.state
                cmds.append([seat, mv])
                steps.append(stripped(d, envs))
                acts.append(G.to_act(rs, gs))
            games.append({"name": f"{name}:{k}", "options": options, "seats": n, "seed": seed.hex(), "cmds": cmds,
                          "steps": steps, "to_act": acts, "outcome": G.outcome(rs, gs)})
    with open(out, "w") as f:
        json.dump({"ruleset": ruleset_id, "games": games}, f)
    print(f"{ruleset_id}: {len(games)} games, {sum(len(g['cmds']) for g in games)} moves")


def first_diff(a, b, path=""):
    if type(a) != type(b):
        return f"{path}: {canon(a)[:160]} -> {canon(b)[:160]}"
    if isinstance(a, dict):
        for k in sorted(set(a) | set(b)):
            if k not in a or k not in b:
                return f"{path}.{k}: {'added' if k not in a else 'removed'} ({canon(b.get(k, a.get(k)))[:160]})"
            r = first_diff(a[k], b[k], f"{path}.{k}")
            if r:
                return r
        return None
    if isinstance(a, list):
        if len(a) != len(b):
            return f"{path}: length {len(a)} -> {len(b)}: {canon(a)[:200]} -> {canon(b)[:200]}"
        for i, (x, y) in enumerate(zip(a, b)):
            r = first_diff(x, y, f"{path}[{i}]")
            if r:
                return r
        return None
    return None if a == b else f"{path}: {canon(a)[:160]} -> {canon(b)[:160]}"


def check_game(rs, g):
    seed = bytes.fromhex(g["seed"])
    seats = [{"name": f"P{i}"} for i in range(g["seats"])]
    d = G.create(rs, seats=seats, options=dict(g["options"]), clock=None, seed=seed)
    envs = d.seal(prev_hash="0" * 64, at=AT, seed=seed)
    gs = d.state
    for step, (recorded, cmd) in enumerate(zip(g["steps"], [None] + g["cmds"])):
        if cmd is not None:
            seat, mv = cmd
            try:
                d = G.move(rs, gs, seat, mv, seed)
            except Exception as exc:  # noqa: BLE001  (whatever the other code raises is the finding)
                return (f"step {step}: seat {seat} move {canon(mv)[:120]} refused: "
                        f"{type(exc).__name__}: {str(exc)[:160]}")
            envs = d.seal(prev_hash=envs[-1]["hash"], at=AT, seed=seed)
            gs = d.state
        now = stripped(d, envs)
        if now != recorded:
            # the first differing envelope, hash aside when something else differs
            for i, (x, y) in enumerate(zip(recorded, now)):
                if x != y:
                    xs = {k: v for k, v in x.items() if k not in ("hash", "digests")}
                    ys = {k: v for k, v in y.items() if k not in ("hash", "digests")}
                    what = first_diff(xs, ys) or first_diff(x, y)
                    return f"step {step} event {x['seq']} {x['type']}: {what}"
            return (f"step {step}: {len(recorded)} events -> {len(now)}: "
                    f"{[e['type'] for e in recorded]} -> {[e['type'] for e in now]}")
        if G.to_act(rs, gs) != g["to_act"][step]:
            return f"step {step}: to_act {g['to_act'][step]} -> {G.to_act(rs, gs)}"
    if G.outcome(rs, gs) != g["outcome"]:
        return f"outcome {canon(g['outcome'])} -> {canon(G.outcome(rs, gs))}"
    return None


def check(path):
    with open(path) as f:
        data = json.load(f)
    rs = find_ruleset(data["ruleset"])
    bad = 0
    for g in data["games"]:
        try:
            r = check_game(rs, g)
        except Exception as exc:  # noqa: BLE001  (a crash of the other code is a divergence too)
            r = f"error {type(exc).__name__}: {str(exc)[:200]}"
        if r:
            bad += 1
            print(f"DIFF {g['name']}: {r}")
    print(f"{data['ruleset']}: {len(data['games']) - bad}/{len(data['games'])} games replay identically")
    return 1 if bad else 0



# --- the driver (runs in today's checkout) ------------------------------------------------------
REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def git(*args):
    return subprocess.run(["git", "-C", REPO, *args], capture_output=True, text=True, check=True).stdout


def src(commit, work):
    """A directory holding that commit's domain/ (extracted once)."""
    d = os.path.join(work, "src", commit)
    if not os.path.isdir(os.path.join(d, "domain")):
        os.makedirs(d, exist_ok=True)
        tar = subprocess.run(["git", "-C", REPO, "archive", commit, "domain"], capture_output=True, check=True).stdout
        subprocess.run(["tar", "-x", "-C", d], input=tar, check=True)
    return d


def run(mode, commit, args, games, work):
    """(returncode, output) of `gen`/`check` against that commit's domain."""
    r = subprocess.run([sys.executable, "-S", os.path.abspath(__file__), mode, *args],
                       env={"PATH": os.environ.get("PATH", ""), "PYTHONPATH": src(commit, work),
                            "HIST_GAMES": str(games)},
                       capture_output=True, text=True, cwd=work, check=False)
    return r.returncode, (r.stdout + r.stderr).strip()


def compare(g, old, new, games, work, say=print):
    rec = os.path.join(work, f"rec-{g}-{old}-{games}.json")
    rc, text = run("gen", old, [g, rec], games, work)
    if rc:
        raise SystemExit(f"recording at {old} failed:\n{text[-2000:]}")
    rc, text = run("check", new, [rec], games, work)
    say(text)
    return rc == 0


def bisect(g, games, work):
    commits = git("log", "--reverse", "--format=%h", "--", "domain/").split()
    head = git("rev-parse", "--short", "HEAD").strip()
    if commits[-1] != head:
        commits.append(head)
    commits = [c for c in commits if f"domain/{g}" in git("ls-tree", "--name-only", c, "domain/").split()]
    bounds, i = [], 0
    while True:
        base, rec = commits[i], os.path.join(work, f"rec-{g}-{commits[i]}-{games}.json")
        if run("gen", base, [g, rec], games, work)[0]:
            i += 1  # a commit whose domain does not run: step on
            if i >= len(commits):
                break
            continue
        def ok(j, rec=rec):
            return run("check", commits[j], [rec], games, work)[0] == 0

        if ok(len(commits) - 1):
            print(f"{g}: games recorded at {base} replay identically at {commits[-1]}")
            break
        lo, hi = i, len(commits) - 1
        while hi - lo > 1:
            mid = (lo + hi) // 2
            lo, hi = (mid, hi) if ok(mid) else (lo, mid)
        text = run("check", commits[hi], [rec], games, work)[1]
        print(f"boundary {git('log', '-1', '--format=%h %ad %s', '--date=iso', commits[hi]).strip()[:150]}")
        print("  " + "\n  ".join(line[:300] for line in text.splitlines()[:4]))
        bounds.append(commits[hi])
        i = hi
    return bounds


def main():
    if len(sys.argv) > 1 and sys.argv[1] in ("gen", "check"):
        return gen(sys.argv[2], sys.argv[3]) if sys.argv[1] == "gen" else check(sys.argv[2])
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("command", choices=["bisect", "verify", "compare"])
    ap.add_argument("ruleset", choices=sorted(CONFIGS))
    ap.add_argument("commits", nargs="*")
    ap.add_argument("--games", type=int, default=3, help="games per config")
    ap.add_argument("--work", default="/tmp/rules-history")
    a = ap.parse_args()
    os.makedirs(a.work, exist_ok=True)
    if a.command == "bisect":
        bisect(a.ruleset, a.games, a.work)
    elif a.command == "verify":
        (c,) = a.commits
        parent = git("rev-parse", "--short", f"{c}^1").strip()
        print(f"recorded at {parent} (first parent of {c}), checked at {c}:")
        compare(a.ruleset, parent, c, a.games, a.work)
        print(f"and at {parent} itself:")
        compare(a.ruleset, parent, parent, a.games, a.work)
    else:
        old, new = a.commits
        compare(a.ruleset, old, new, a.games, a.work)
    return 0


if __name__ == "__main__":
    sys.exit(main())
