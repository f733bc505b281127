"""Ratings per ruleset for accounts and AI levels: openskill's Plackett-Luce model (Weng-Lin), which
rates games of 2 to 5 seats, each seat a rating with an uncertainty (mu, sigma).

Ratings are derived, never written by hand: when a rated game finishes, one entry (the game, each
seat's player and place, all read from the game's own log) is appended to the ruleset's rated-games
stream, once per game; the ratings are the fold of that stream in order, applied by whichever
process gets the ruleset's lock (`catch_up`), and can be folded again from the start at any time
(`rebuild`, `recompute`). Keys, one hash tag per ruleset so each step touches one slot:
  ratings:{<ruleset>}:games       stream: {"game", "at", "players", "names", "places"}
  ratings:{<ruleset>}:seen        set of the game ids already in the stream
  ratings:{<ruleset>}:state       hash: "cursor" = last applied entry id; <player> = {mu, sigma, games, name}
  ratings:{<ruleset>}:board       sorted set: player -> ordinal (mu - 3 sigma), the leaderboard
  ratings:{<ruleset>}:hist:<player>  list of {game, at, mu, sigma, ordinal, delta}
  ratings:{<ruleset>}:lock        who is applying entries now
A player is `acct:<account id>` or `ai:<level>` (with `:<n>ms` or `:<n>it` for a search's budget).
A game is rated when every seat is an account or an AI, at least two players differ, it did not
start from a position (a tutorial), and its tournament (if any) is rated.
"""
from __future__ import annotations

import json
import secrets
import time

from openskill.models import PlackettLuce

from domain.tournament.standings import places

from service.table.seat_names import DELETED, ERASED_ACCOUNTS

MODEL = PlackettLuce()
MODEL_NAME = "openskill PlackettLuce (Weng-Lin), mu 25, sigma 25/3, beta 25/6"
LOCK_MS = 10_000
BATCH = 500

# KEYS: 1 stream, 2 seen set; ARGV: 1 game id, 2 the entry (JSON). Appends once per game.
ADD_LUA = """
if redis.call('SADD', KEYS[2], ARGV[1]) == 0 then return 0 end
redis.call('XADD', KEYS[1], '*', 'g', ARGV[2])
return 1
"""


def rkey(ruleset: str, part: str) -> str:
    """The key of one part of a ruleset's ratings."""
    return f"ratings:{{{ruleset}}}:{part}"


def _s(v) -> str:
    return v.decode() if isinstance(v, bytes) else v


def ai_player(ai: dict) -> str:
    """The player id of an AI level: its level and, for a search, its budget."""
    if ai.get("budget_ms"):
        return f"ai:{ai['level']}:{ai['budget_ms']}ms"
    if ai.get("iterations"):
        return f"ai:{ai['level']}:{ai['iterations']}it"
    return f"ai:{ai['level']}"


def ai_name(player: str) -> str:
    parts = player.split(":")[1:]
    return "AI " + " ".join(p.replace("ms", " ms").replace("it", " iterations") for p in parts)


def started_from_position(games, game_id: str) -> bool:
    """Whether a game started from a position (practice from a tutorial step): never rated."""
    first = games.store.read(game_id, after=0, count=1)
    return bool(first and first[0]["data"].get("position"))


def rated_entry(loaded, from_position: bool = False) -> dict | None:
    """The rated-games entry of a finished game, or None if the game is not rated."""
    from domain.engine import game as G

    meta, gs = loaded.meta, loaded.state
    if meta.get("rated") == "0" or gs.get("game") is None or from_position:
        return None
    players, names = [], []
    for s in gs["seats"]:
        account = meta.get(f"account:{s['seat']}")
        if s.get("ai"):
            players.append(ai_player(s["ai"]))
            names.append(ai_name(players[-1]))
        elif account:
            players.append(f"acct:{account}")
            names.append(s["name"])
        else:
            return None
    if len(set(players)) < len(players):  # one player in two seats: nothing to learn
        return None
    outcome = G.outcome(loaded.ruleset, gs)
    if outcome is None or outcome.get("reason") == "aborted":  # an aborted game has no result: unrated
        return None
    place = places(players, outcome)
    return {"game": loaded.id, "at": meta.get("updated_at"), "players": players, "names": names,
            "places": [float(place[p]) for p in players]}


def fold(entries, table: dict | None = None):
    """Apply entries in order to a table {player: {mu, sigma, games, name}}; yields (entry, updates)
    where updates is [(player, before, after)]."""
    table = {} if table is None else table
    for e in entries:
        before = [table.get(p) or {"mu": MODEL.mu, "sigma": MODEL.sigma, "games": 0} for p in e["players"]]
        teams = [[MODEL.rating(mu=b["mu"], sigma=b["sigma"])] for b in before]
        rated = MODEL.rate(teams, ranks=e["places"])
        updates = []
        for p, name, b, [r] in zip(e["players"], e["names"], before, rated):
            after = {"mu": r.mu, "sigma": r.sigma, "games": b["games"] + 1, "name": name}
            table[p] = after
            updates.append((p, b, after))
        yield e, updates


def standing_in(entry: dict, i: int) -> dict:
    """How player `i` of a rated game finished, for its history: its place (1 is first; players
    who tied share it), of how many, whether it shared that place, and whom it played."""
    ranks = entry["places"]
    return {"place": 1 + sum(1 for r in ranks if r < ranks[i]), "of": len(ranks),
            "shared": ranks.count(ranks[i]) > 1,
            "opponents": [n for j, n in enumerate(entry["names"]) if j != i]}


def ordinal(r: dict) -> float:
    """The conservative rating shown on leaderboards: mu - 3 sigma."""
    return r["mu"] - 3 * r["sigma"]


class Ratings:
    """The ratings of every ruleset in one store."""

    def __init__(self, client):
        self.r = client
        self._add = client.register_script(ADD_LUA)

    def after_finish(self, loaded, games=None) -> bool:
        """Record a finished game (if rated) and apply what is pending; True if it was recorded."""
        entry = rated_entry(loaded)
        if entry is not None and games is not None and started_from_position(games, loaded.id):
            entry = None
        if entry is None:
            return False
        rs = loaded.state["ruleset"]
        added = self._add(keys=[rkey(rs, "games"), rkey(rs, "seen")], args=[loaded.id, json.dumps(entry)])
        self.catch_up(rs)
        return bool(added)

    def _pending(self, ruleset: str, cursor: str) -> list[tuple[str, dict]]:
        start = f"({cursor}" if cursor != "0-0" else "-"
        raw = self.r.xrange(rkey(ruleset, "games"), start, "+", count=BATCH)
        return [(_s(i), json.loads(f[b"g"])) for i, f in raw]

    def catch_up(self, ruleset: str) -> int:
        """Apply the entries after the cursor, under the ruleset's lock; how many were applied."""
        applied = 0
        for _ in range(100):
            owner = secrets.token_hex(8)
            if not self.r.set(rkey(ruleset, "lock"), owner, nx=True, px=LOCK_MS):
                return applied  # someone else applies them (and checks again before it stops)
            try:
                cursor = _s(self.r.hget(rkey(ruleset, "state"), "cursor") or "0-0")
                pending = self._pending(ruleset, cursor)
                if pending:
                    applied += self._apply(ruleset, pending)
            finally:
                if _s(self.r.get(rkey(ruleset, "lock")) or "") == owner:
                    self.r.delete(rkey(ruleset, "lock"))
            if not pending or not self._pending(ruleset, pending[-1][0]):
                return applied
        return applied

    def _apply(self, ruleset: str, pending: list[tuple[str, dict]]) -> int:
        players = sorted({p for _, e in pending for p in e["players"]})
        raw = self.r.hmget(rkey(ruleset, "state"), players)
        table = {p: json.loads(v) for p, v in zip(players, raw) if v}
        pipe = self.r.pipeline(transaction=True)
        for (entry_id, _), (e, updates) in zip(pending, fold([e for _, e in pending], table)):
            for i, (p, b, a) in enumerate(updates):
                pipe.rpush(rkey(ruleset, f"hist:{p}"), json.dumps({
                    "game": e["game"], "at": e["at"], "mu": a["mu"], "sigma": a["sigma"], "ordinal": ordinal(a),
                    "delta": ordinal(a) - (b["mu"] - 3 * b["sigma"]), **standing_in(e, i)}))
        for p in players:
            if p in table:
                pipe.hset(rkey(ruleset, "state"), p, json.dumps(table[p]))
                pipe.zadd(rkey(ruleset, "board"), {p: ordinal(table[p])})
        pipe.hset(rkey(ruleset, "state"), "cursor", pending[-1][0])
        pipe.execute()
        return len(pending)

    # --- reads --------------------------------------------------------------------------------
    def _deleted(self, players: list[str]) -> set[str]:
        """The players among these whose accounts were deleted (their name reads DELETED)."""
        accounts = [p[5:] for p in players if p.startswith("acct:")]
        if not accounts:
            return set()
        flags = self.r.smismember(ERASED_ACCOUNTS, accounts)
        return {f"acct:{a}" for a, f in zip(accounts, flags) if f}

    def leaderboard(self, ruleset: str, limit: int = 100, kind: str | None = None) -> dict:
        """The ruleset's players, best first by ordinal; the AI levels listed apart too."""
        self.catch_up(ruleset)
        ids = [_s(x) for x in self.r.zrevrange(rkey(ruleset, "board"), 0, -1)]
        raw = self.r.hmget(rkey(ruleset, "state"), ids) if ids else []
        rows = []
        gone = self._deleted(ids)
        for p, v in zip(ids, raw):
            if not v:
                continue
            r = json.loads(v)
            if p in gone:
                r["name"] = DELETED
            if kind and not p.startswith("ai:" if kind == "ai" else "acct:"):
                continue
            rows.append({"player": p, "name": r.get("name"), "kind": "ai" if p.startswith("ai:") else "account",
                         "mu": round(r["mu"], 4), "sigma": round(r["sigma"], 4), "ordinal": round(ordinal(r), 4),
                         "games": r["games"]})
        for i, row in enumerate(rows):
            row["rank"] = i + 1
        return {"ruleset": ruleset, "model": MODEL_NAME, "players": rows[:limit],
                "ai_levels": [r for r in rows if r["kind"] == "ai"],
                "rated_games": self.r.xlen(rkey(ruleset, "games"))}

    def player(self, ruleset: str, player: str, limit: int = 200) -> dict | None:
        """One player's rating and its history, oldest first (the last `limit` games)."""
        self.catch_up(ruleset)
        v = self.r.hget(rkey(ruleset, "state"), player)
        if not v:
            return None
        r = json.loads(v)
        if self._deleted([player]):
            r["name"] = DELETED
        hist = [json.loads(x) for x in self.r.lrange(rkey(ruleset, f"hist:{player}"), -limit, -1)]
        return {"ruleset": ruleset, "player": player, "name": r.get("name"),
                "kind": "ai" if player.startswith("ai:") else "account", "mu": r["mu"], "sigma": r["sigma"],
                "ordinal": ordinal(r), "games": r["games"], "history": hist}

    def recompute(self, ruleset: str) -> dict:
        """The ratings folded again from the first rated game, without touching the stored ones."""
        table: dict = {}
        entries = [json.loads(f[b"g"]) for _, f in self.r.xrange(rkey(ruleset, "games"), "-", "+")]
        for _ in fold(entries, table):
            pass
        return table

    def stored(self, ruleset: str) -> dict:
        """The stored table {player: {mu, sigma, games, name}}."""
        raw = self.r.hgetall(rkey(ruleset, "state"))
        return {_s(k): json.loads(v) for k, v in raw.items() if _s(k) != "cursor"}

    def check(self, games, ruleset: str) -> list[str]:
        """Each rated-games entry against its game's own log (players, places): the mismatches."""
        out = []
        for _, f in self.r.xrange(rkey(ruleset, "games"), "-", "+"):
            e = json.loads(f[b"g"])
            try:
                again = rated_entry(games.load(e["game"]), started_from_position(games, e["game"]))
            except Exception as exc:  # noqa: BLE001 - reported, not raised
                out.append(f"game {e['game']}: cannot be read: {exc}")
                continue
            if again is None or {k: again[k] for k in ("players", "places")} != \
                    {k: e[k] for k in ("players", "places")}:
                out.append(f"game {e['game']}: its entry is not what its log says")
        return out

    def backfill(self, games, limit: int = 1000) -> int:
        """Add the rated games a crash kept from the stream (from the finished games' index,
        oldest first); they are rated in the order they are added. How many were added."""
        from service.storage.indexes import finished

        added, seen = 0, 0
        for game_id, _ in finished(self.r).newest_first():
            seen += 1
            if seen > limit:
                break
            try:
                loaded = games.load(game_id)
            except Exception:  # noqa: BLE001 - an unreadable game is not rated
                continue
            entry = rated_entry(loaded, started_from_position(games, game_id)) if loaded.finished else None
            if entry is not None:
                rs = loaded.state["ruleset"]
                added += int(self._add(keys=[rkey(rs, "games"), rkey(rs, "seen")],
                                       args=[loaded.id, json.dumps(entry)]) or 0)
        return added

    def rebuild(self, ruleset: str) -> int:
        """Forget the folded ratings and fold the stream again from the start."""
        players = [_s(p) for p in self.r.hkeys(rkey(ruleset, "state")) if _s(p) != "cursor"]
        self.r.delete(rkey(ruleset, "state"), rkey(ruleset, "board"), *[rkey(ruleset, f"hist:{p}") for p in players])
        return self.catch_up(ruleset)


def bench(n_games: int = 2000, seats: int = 2, players: int = 50) -> float:
    """Rating updates per second of the model alone (one update = one game's seats)."""
    import random

    rnd = random.Random(1)
    entries = []
    for i in range(n_games):
        ps = rnd.sample([f"p{j}" for j in range(players)], seats)
        entries.append({"game": str(i), "at": "", "players": ps, "names": ps,
                        "places": [float(x) for x in rnd.sample(range(seats), seats)]})
    t = time.perf_counter()
    for _ in fold(entries):
        pass
    return n_games / (time.perf_counter() - t)
