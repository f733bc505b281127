"""Record a golden corpus: play real games through a running service and save their exports.

    python scripts/record_corpus.py URL OUTDIR [--seed N] [--jobs 3] [--only NAME ...] [--plain]

URL is a running service (`make run`, with its workers: AI seats and deadlines are played by
them). Each game of SPECS below is created through POST /v1/games, played to its end through the
HTTP API (people's seats: legal moves from GET /legal-moves chosen by a random.Random seeded with
the seed and the game's name; AI seats: the service's worker), and its export
(GET /v1/games/{id}/export, as a spectator) is saved as OUTDIR/<ruleset>/<name>.json.gz
(gzipped canonical JSON, reproducible bytes; --plain writes .json). OUTDIR/index.json lists every
game: its spec, id, outcome, events, bytes and seconds, the specs the service refused, and the
rare endings searched for and not reached (`not_reached`: nothing is saved for them).

What a spec can ask for: options and set-ups, 2 to 5 seats, AI seats, a resign after N moves
(a removed seat when 3+ play: the game goes on), and a clock whose deadline is let pass once
(`timeout_after`: after N moves, the next person to act waits until the worker's deadline job
has acted: forfeit, ai or pass).

The service draws each game's secret seed, so two runs give different games; what this script
chooses (seats, moves, when to resign or wait) is the same for the same seed and the same answers.
"""
from __future__ import annotations

import argparse
import concurrent.futures
import json
import os
import random
import sys
import threading
import time
from dataclasses import asdict, dataclass, field

from corpus_client import Api, ApiError, read_json, resign, tokens_of, write_json

NAMES = ["Ana", "Bo", "Cy", "Dee", "Eli"]


@dataclass
class Spec:
    """One corpus game: how it is created and played."""

    name: str
    ruleset: str
    seats: list  # "p" for a person (random legal moves), else an AI level ("random", "greedy")
    options: dict = field(default_factory=dict)
    clock: dict | None = None
    resign_after: int | None = None  # after this many moves, a person resigns ...
    resign_seat: int = 0  # ... this one
    timeout_after: int | None = None  # after this many moves, the next person to act lets the deadline pass
    max_moves: int = 4000  # people's moves before the first person still in resigns (a finite game)
    want: str | None = None  # a rare ending: play games (each with the next seed) until one ends so ...
    attempts: int = 1  # ... up to this many
    why: str = ""


def battalla_custom_deck(api: Api) -> dict:
    """A custom deck: wildwood's list with its last main card dropped (a legal 40+ card deck)."""
    decks = api.call("GET", "/v1/rulesets/battalla/decks")
    main = list(decks["wildwood"]["main"])
    return {"main": main[:-1] if len(main) > 40 else main, "heroes": list(decks["wildwood"]["heroes"])[:4]}


def specs(api: Api) -> list[Spec]:
    """Every corpus game (about 35): each ruleset, option and set-up, every seat count, endings,
    resigns, removed seats and each timeout policy."""
    deck = battalla_custom_deck(api)
    all_dale_rules = {"prisoner_exchange": True, "max_5_units": True, "arms_race": True, "hero_or_mounted": True}
    clock = lambda policy: {"move_seconds": 2, "on_timeout": policy}
    return [
        # Battalla: both starter decks each side, a custom deck, speed, turn limit, AI, resign, clocks
        Spec("battalla-olympus-wildwood", "battalla", ["p", "p"], {"deck_0": "olympus", "deck_1": "wildwood"},
             why="starter decks by name, played to the last penalty card"),
        Spec("battalla-wildwood-olympus-speed", "battalla", ["p", "p"],
             {"deck_0": "wildwood", "deck_1": "olympus", "speed": True}, why="speed format (3-card penalty piles)"),
        Spec("battalla-custom-deck", "battalla", ["p", "p"], {"deck_0": deck, "deck_1": "olympus"},
             why="a custom deck (secret to its owner until the end)"),
        Spec("battalla-turn-limit", "battalla", ["p", "p"], {"turn_limit": 10}, why="ends at the turn limit"),
        Spec("battalla-vs-greedy", "battalla", ["p", "greedy"], why="an AI seat played by the worker"),
        Spec("battalla-resign", "battalla", ["p", "p"], resign_after=25, resign_seat=1, why="seat 2 resigns"),
        Spec("battalla-timeout-forfeit", "battalla", ["p", "p"], clock=clock("forfeit"), timeout_after=12,
             why="a deadline passes: the seat forfeits, the game ends"),
        Spec("battalla-timeout-pass", "battalla", ["p", "p"], {"turn_limit": 12}, clock=clock("pass"), timeout_after=10,
             why="a deadline passes: the turn is passed"),
        # Dale: 2 to 5 seats, the optional rules, Falcon, turn limit, removed seats, clocks
        Spec("dale-2", "dale", ["p", "p"], why="two seats, default armies"),
        Spec("dale-3-optional-rules", "dale", ["p", "p", "p"], {"armies": ["human", "elf", "falcon"], **all_dale_rules},
             why="three seats with Falcon and every optional rule"),
        Spec("dale-4", "dale", ["p", "p", "p", "p"], why="four seats"),
        Spec("dale-5-falcon", "dale", ["p", "p", "p", "p", "p"], why="five seats (Falcon the fifth)"),
        Spec("dale-prisoner-exchange-arms-race", "dale", ["p", "p"], {"prisoner_exchange": True, "arms_race": True},
             why="two optional rules alone"),
        Spec("dale-max5-hero-or-mounted", "dale", ["p", "p", "p"], {"max_5_units": True, "hero_or_mounted": True},
             why="the other two optional rules"),
        Spec("dale-joint-defeat", "dale", ["p", "p"], want="defeated together", attempts=300,
             why="the last two players defeated together (random play: about 1 game in 200)"),
        Spec("dale-turn-limit", "dale", ["p", "p", "p"], {"turn_limit": 10}, why="a draw at the turn limit"),
        Spec("dale-4-removed-seat", "dale", ["p", "p", "p", "p"], resign_after=20, resign_seat=2,
             why="seat 3 resigns; the other three play on"),
        Spec("dale-3-vs-greedy", "dale", ["p", "greedy", "random"], why="AI seats in a three-seat game"),
        Spec("dale-3-timeout-forfeit", "dale", ["p", "p", "p"], clock=clock("forfeit"), timeout_after=8,
             why="a deadline passes in a three-seat game: that seat is out, the others play on"),
        Spec("dale-3-timeout-ai", "dale", ["p", "p", "p"], {"turn_limit": 30}, clock=clock("ai"), timeout_after=8,
             why="a deadline passes: an AI plays that move"),
        # Battlegates: every set-up with each seat count it takes
        Spec("battlegates-single", "battlegates", ["p", "p"], {"setup": "single"}, why="the default set-up"),
        Spec("battlegates-single-vs-greedy", "battlegates", ["p", "greedy"], {"setup": "single"},
             why="an AI seat; greedy play can kill every opposing character"),
        Spec("battlegates-misery_run", "battlegates", ["p", "p"], {"setup": "misery_run"}, why="two boards, 2 players"),
        Spec("battlegates-four_castles", "battlegates", ["p", "p"], {"setup": "four_castles"},
             why="Battle Alley, 2 players with two castles each"),
        Spec("battlegates-allies", "battlegates", ["p", "p", "p", "p"], {"setup": "allies"},
             why="4 players in two teams"),
        Spec("battlegates-individual", "battlegates", ["p", "p", "p", "p"], {"setup": "individual"},
             why="4 players each on their own"),
        Spec("battlegates-individual-removed-seat", "battlegates", ["p", "p", "p", "p"], {"setup": "individual"},
             resign_after=30, resign_seat=3, why="seat 4 resigns; three play on"),
        Spec("battlegates-draw", "battlegates", ["p", "p"], {"setup": "single"}, want="draw at the turn limit",
             attempts=4, why="a draw at the turn limit (random play: often)"),
        Spec("battlegates-resign", "battlegates", ["p", "p"], resign_after=15, resign_seat=0, why="seat 1 resigns"),
        Spec("battlegates-timeout-ai", "battlegates", ["p", "p"], clock=clock("ai"), timeout_after=6,
             why="a deadline passes: an AI plays that move"),
        # Grove
        Spec("grove", "grove", ["p", "p"], why="default: played until a player controls 2 Magic Circles"),
        Spec("grove-vs-greedy", "grove", ["p", "greedy"], why="an AI seat"),
        Spec("grove-turn-limit", "grove", ["p", "p"], {"turn_limit": 6}, why="a draw at the turn limit"),
        Spec("grove-cubes-draw", "grove", ["p", "p"], want="both cube supplies are empty", attempts=20,
             why="a draw: both cube supplies empty and nobody controls 2 Magic Circles"),
        Spec("grove-resign", "grove", ["p", "p"], resign_after=10, resign_seat=0, why="seat 1 resigns"),
        Spec("grove-timeout-pass", "grove", ["p", "p"], {"turn_limit": 40}, clock=clock("pass"), timeout_after=6,
             why="a deadline passes: the turn is passed"),
        # Channeling
        Spec("channeling", "channeling", ["p", "p"], why="played to Overchanneling"),
        Spec("channeling-2", "channeling", ["p", "p"], why="a second game (another shuffle, another ending)"),
        Spec("channeling-tie", "channeling", ["p", "p"], want="tie on Splendor", attempts=80,
             why="a tie on Splendor, broken by the rules (about 1 game in 25)"),
        Spec("channeling-tie-on-cards", "channeling", ["p", "p"], want="tie on Splendor and cards", attempts=100,
             why="a tie on Splendor and cards: the second player (Dark) wins (about 1 game in 40)"),
        Spec("channeling-vs-greedy", "channeling", ["greedy", "p"], why="an AI seat first"),
        Spec("channeling-resign", "channeling", ["p", "p"], resign_after=12, resign_seat=1, why="seat 2 resigns"),
        Spec("channeling-timeout-forfeit", "channeling", ["p", "p"], clock=clock("forfeit"), timeout_after=5,
             why="a deadline passes: the seat forfeits"),
    ]


def seats_of(spec: Spec) -> list[dict]:
    """The seats of POST /v1/games: people named, AI seats with their level."""
    out = []
    for i, kind in enumerate(spec.seats):
        out.append({"name": NAMES[i]} if kind == "p" else {"name": f"{kind.title()} AI", "ai": {"level": kind}})
    return out


def wait_past_deadline(api: Api, gid: str, version: int, limit: float = 120.0) -> dict:
    """Wait (moving nothing) until the game moves past `version`: the deadline job acted."""
    until = time.monotonic() + limit
    while time.monotonic() < until:
        game = api.game(gid)
        if game["version"] != version or game["status"] == "finished":
            return game
        time.sleep(0.25)
    raise RuntimeError(f"game {gid}: the deadline did not act within {limit} s (version {version})")


def play_spec(api: Api, spec: Spec, seed: int) -> dict:
    """Play the spec's game (for a wanted ending, games until one ends that way or the attempts
    run out; index.json says which attempt, and `wanted_reached`)."""
    started = time.monotonic()
    for attempt in range(spec.attempts):
        row = play_once(api, spec, random.Random(f"{seed}:{spec.name}" + (f":{attempt}" if attempt else "")))
        if spec.want is None:
            break
        row["attempt"], row["wanted_reached"] = attempt + 1, spec.want in row["outcome"]["reason"]
        if row["wanted_reached"]:
            break
    row["seconds"] = round(time.monotonic() - started, 1)
    return row


def play_once(api: Api, spec: Spec, rng: random.Random) -> dict:
    """Create and play one game to its end; what index.json says of it, with its export."""
    started = time.monotonic()
    created = api.create(spec.ruleset, seats_of(spec), spec.options, spec.clock)
    gid, tokens = created["id"], tokens_of(created)
    moves = timeouts = 0
    resigned = None
    waited_since = None
    while True:
        game = api.game(gid)
        if game["status"] == "finished":
            break
        if spec.resign_after is not None and resigned is None and moves >= spec.resign_after:
            resign(api, gid, tokens[spec.resign_seat])
            resigned = spec.resign_seat
            continue
        if moves >= spec.max_moves:  # a game random play cannot finish: the first person still in resigns
            out = set(game.get("removed") or [])
            resign(api, gid, tokens[min(s for s in tokens if s not in out)])
            continue
        people = sorted(s for s in game.get("to_act") or [] if s in tokens)
        if not people:
            waited_since = waited_since or time.monotonic()
            if time.monotonic() - waited_since > 180:
                raise RuntimeError(f"{spec.name}: no AI move within 180 s (version {game['version']})")
            time.sleep(0.05)
            continue
        waited_since = None
        if spec.timeout_after is not None and timeouts == 0 and moves >= spec.timeout_after:
            wait_past_deadline(api, gid, game["version"])
            timeouts = 1
            continue
        seat = rng.choice(people)
        legal = api.call("GET", f"/v1/games/{gid}/legal-moves", token=tokens[seat])
        if legal["version"] != game["version"] or not legal["moves"]:
            continue
        move = rng.choice(legal["moves"])
        try:
            api.call("POST", f"/v1/games/{gid}/moves", {"move": move}, token=tokens[seat],
                     headers={"If-Match": f'"{legal["version"]}"'})
        except ApiError as exc:
            if exc.status in (409, 412):  # an AI or a deadline moved first
                continue
            raise
        moves += 1
    export = api.export(gid)
    types = [e["type"] for e in export["events"]]
    return {
        "name": spec.name, "ruleset": spec.ruleset, "id": gid, "spec": asdict(spec),
        "outcome": game["outcome"], "removed": game.get("removed"), "people_moves": moves,
        "events": len(export["events"]), "timed_out": types.count("TurnTimedOut"),
        "seats_removed": types.count("SeatRemoved"), "seconds": round(time.monotonic() - started, 1),
        "export": export,
    }


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("url")
    ap.add_argument("outdir")
    ap.add_argument("--seed", type=int, default=33)
    ap.add_argument("--jobs", type=int, default=3, help="games played at once")
    ap.add_argument("--only", nargs="*", help="record only these spec names (index.json is merged)")
    ap.add_argument("--plain", action="store_true", help="write .json instead of .json.gz")
    args = ap.parse_args()
    api = Api(args.url)
    todo = [s for s in specs(api) if not args.only or s.name in args.only]
    index_path = os.path.join(args.outdir, "index.json")
    index = read_json(index_path) if args.only and os.path.exists(index_path) else {"games": {}, "refused": {}}
    lock = threading.Lock()
    started = time.monotonic()

    def one(spec: Spec):
        try:
            row = play_spec(api, spec, args.seed)
        except ApiError as exc:
            with lock:
                index["refused"][spec.name] = {"status": exc.status, "problem": exc.body}
            print(f"{spec.name}: refused: {exc}", flush=True)
            return
        export = row.pop("export")
        if row.get("wanted_reached") is False:  # not the ending asked for: not saved under its name
            with lock:
                index.setdefault("not_reached", {})[spec.name] = {
                    "want": spec.want, "attempts": row["attempt"], "seconds": row["seconds"]}
            print(f"{spec.name}: no game ended '{spec.want}' in {row['attempt']} attempts", flush=True)
            return
        folder = os.path.join(args.outdir, spec.ruleset)
        os.makedirs(folder, exist_ok=True)
        path = os.path.join(folder, spec.name + (".json" if args.plain else ".json.gz"))
        row["bytes"] = write_json(path, export)
        row["file"] = os.path.relpath(path, args.outdir)
        with lock:
            index["games"][spec.name] = row
            index["refused"].pop(spec.name, None)
            index.get("not_reached", {}).pop(spec.name, None)
        print(f"{spec.name}: {row['id']} {row['events']} events, {row['bytes']} bytes, {row['seconds']} s; "
              f"{json.dumps(row['outcome'])}", flush=True)

    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for f in [pool.submit(one, s) for s in todo]:
            f.result()
    index["recorded"] = {"url": args.url, "seed": args.seed, "seconds": round(time.monotonic() - started, 1),
                         "games": len(index["games"]),
                         "bytes": sum(r["bytes"] for r in index["games"].values())}
    write_json(index_path, index)
    print(f"{len(index['games'])} games, {index['recorded']['bytes']} bytes, {index['recorded']['seconds']} s; "
          f"refused: {sorted(index['refused'])}")
    return 0 if not index["refused"] else 1


if __name__ == "__main__":
    sys.exit(main())
