"""The coach's analyses of finished games (docs/analysis.md): asked for, queued, run once, kept.

An analysis (domain/analysis.py) runs as an RQ job on a queue of its own, `arbiter-analysis`,
served by its own worker at a lower CPU priority (workers/worker.py), so a person's AI reply or a
deadline never waits behind one. It runs once per game and level: the result is kept for good in
the game's own slot,

  game:{<id>}:analysis:<level>           the result (JSON), never expires; archiving a game
                                         (service/proof/compaction.py) leaves it in place
  game:{<id>}:analysis:<level>:pending   set while a job is queued or running (expires, so a
                                         job a dead worker lost is queued again on the next ask)

and how many run at once is bounded like exhibitions are (service/table/ai_quota.py's admission script):
per client (ARBITER_ANALYSES_PER_CLIENT, default 2) and in total (ARBITER_ANALYSES_TOTAL,
default 16), 429 beyond; an analysis leaves the count when its result is written, or when its
pending mark has expired.
"""
from __future__ import annotations

import json
import os
import time

from domain.analysis import DEFAULT_LEVEL, LEVELS, analyse
from domain.engine.words import msg_from_data, seat_names

from service.table import i18n
from service.table.ai_quota import ADMIT_LUA, client_key
from service.storage.errors import BadRequest, GameRunning, TooManyAnalyses
from service.table.seat_names import named_seats
from service.storage.store import key

PER_CLIENT = 2
TOTAL = 16
PENDING_SECONDS = 1800  # a queued or running job's mark: as long as the job may run (JOB_TIMEOUT)
RETRY_AFTER_SECONDS = 5  # the Retry-After of a 202 while the analysis runs
LIMIT_RETRY_AFTER_SECONDS = 30
JOB_TIMEOUT = 1800
ALL_KEY = "analysis:{anq}:all"


def result_key(game_id: str, level: str) -> str:
    """The kept result of one game's analysis at one level."""
    return key(game_id, f"analysis:{level}")


def pending_key(game_id: str, level: str) -> str:
    """Set while that analysis is queued or running."""
    return key(game_id, f"analysis:{level}:pending")


def job_id(game_id: str, level: str) -> str:
    """The RQ job id (RQ ids take no colon)."""
    return f"analysis-{game_id}-{level}"


def analysis_limits() -> tuple[int, int]:
    """(analyses queued or running per client, in total)."""
    return (max(0, int(os.environ.get("ARBITER_ANALYSES_PER_CLIENT", str(PER_CLIENT)))),
            max(0, int(os.environ.get("ARBITER_ANALYSES_TOTAL", str(TOTAL)))))


def level_arg(raw: str | None) -> str:
    """The level asked for (the default when none), or 400 naming the field."""
    if raw is None or raw == "":
        return DEFAULT_LEVEL
    if raw not in LEVELS:
        raise BadRequest(f"level must be one of {', '.join(LEVELS)}; got {raw!r}",
                         errors={"level": f"one of {', '.join(LEVELS)}"})
    return raw


def _s(v) -> str:
    return v.decode() if isinstance(v, bytes) else v


class Coach:
    """Answers for analyses (kept, or queued now) and runs them (the job)."""

    def __init__(self, games):
        self.games = games
        self.r = games.store.r
        self._admit = self.r.register_script(ADMIT_LUA)

    def queue(self):
        """The analysis queue, or None where this process schedules no jobs."""
        scheduler = self.games.scheduler
        return None if scheduler is None else scheduler.queues.get("arbiter-analysis")

    def kept(self, game_id: str, level: str) -> dict | None:
        """The analysis if it has been made."""
        raw = self.r.get(result_key(game_id, level))
        return None if raw is None else json.loads(raw)

    def ask(self, loaded, level: str, client: str | None) -> tuple[str, dict]:
        """("done", the analysis) or ("running", {"status", "level", "retry_after"}) once queued;
        GameRunning while the game runs, TooManyAnalyses over the caps."""
        if not loaded.finished:
            raise GameRunning("the game is still running: it is analysed once it is over, so that no "
                              "analysis can help a seat while it plays",
                              status_of_game=loaded.meta.get("status", "running"))
        done = self.kept(loaded.id, level)
        if done is not None:
            return "done", done
        if self.r.set(pending_key(loaded.id, level), str(time.time()), nx=True, ex=PENDING_SECONDS):
            try:
                self._admit_one(f"{loaded.id}-{level}", client)
            except TooManyAnalyses:
                self.r.delete(pending_key(loaded.id, level))
                raise
            self._enqueue(loaded.id, level)
            done = self.kept(loaded.id, level)  # made at once where there is no queue
            if done is not None:
                return "done", done
        return "running", {"status": "running", "level": level, "retry_after": RETRY_AFTER_SECONDS}

    def _enqueue(self, game_id: str, level: str) -> None:
        from rq.exceptions import DuplicateJobError

        q = self.queue()
        if q is None:  # no queue here (a test app without jobs): run it now, in this process
            self.run(game_id, level)
            return
        try:
            q.enqueue("workers.jobs.analysis", game_id, level, job_id=job_id(game_id, level), unique=True,
                      job_timeout=JOB_TIMEOUT, result_ttl=600)
        except DuplicateJobError:
            pass  # the same analysis is queued already

    def run(self, game_id: str, level: str) -> str:
        """The job: analyse the game once and keep the result ('done' or 'kept' if it was there)."""
        if self.r.exists(result_key(game_id, level)):
            self._release(game_id, level)
            return "kept"
        loaded = self.games.load(game_id)
        if not loaded.finished:
            return "not-finished"
        envs = self.games.store.read(game_id, after=0)
        try:
            # the names as answers show them: a record of names apart holds only their digests, and a
            # deleted player's name is gone (leaving drops the game's kept analyses: service/conduct/leaving.py)
            result = analyse(envs, level, names=seat_names(named_seats(loaded.meta, loaded.state["seats"])))
        except Exception:
            self._release(game_id, level)  # failed: the next ask queues it again (RQ keeps the failure)
            raise
        result["game_id"] = game_id
        self.r.set(result_key(game_id, level), json.dumps(result, separators=(",", ":")))
        self._release(game_id, level)
        return "done"

    def _release(self, game_id: str, level: str) -> None:
        member = f"{game_id}-{level}"
        pipe = self.r.pipeline(transaction=False)
        pipe.delete(pending_key(game_id, level))
        pipe.zrem(ALL_KEY, member)
        pipe.execute()  # a client's set is pruned at its next admission (the result exists)

    def _admit_one(self, member: str, client: str | None) -> None:
        per_client, total = analysis_limits()
        keys = [ALL_KEY] + ([client_key(client, "analysis:{anq}")] if client is not None else [])
        self._prune(keys)
        verdict, running = self._admit(keys=keys, args=[member, time.time(), per_client, total])
        verdict = _s(verdict)
        if verdict == "per-client":
            raise TooManyAnalyses(
                f"this client already has {running} analyses queued or running, the most it may have at once "
                f"({per_client}); ask again once one of them is done (in about {LIMIT_RETRY_AFTER_SECONDS} s)",
                limit="analyses-per-client", max=per_client, running=int(running),
                retry_after=LIMIT_RETRY_AFTER_SECONDS)
        if verdict == "total":
            raise TooManyAnalyses(
                f"this service already runs {running} analyses, the most it runs at once ({total}); ask again "
                f"in about {LIMIT_RETRY_AFTER_SECONDS} s", limit="analyses-total", max=total, running=int(running),
                retry_after=LIMIT_RETRY_AFTER_SECONDS)

    def _prune(self, keys: list[str]) -> None:
        """Drop analyses that are done, or whose job is no longer pending (lost), from `keys`."""
        pipe = self.r.pipeline(transaction=False)
        for k in keys:
            pipe.zrange(k, 0, -1)
        members = {k: [_s(m) for m in rows] for k, rows in zip(keys, pipe.execute())}
        every = sorted({m for rows in members.values() for m in rows})
        if not every:
            return
        pipe = self.r.pipeline(transaction=False)
        for m in every:
            game_id, level = m.rsplit("-", 1)
            pipe.exists(pending_key(game_id, level))
        live = {m for m, alive in zip(every, pipe.execute()) if alive}
        pipe = self.r.pipeline(transaction=False)
        for k, rows in members.items():
            gone = [m for m in rows if m not in live]
            if gone:
                pipe.zrem(k, *gone)
        pipe.execute()


def in_language(analysis: dict, lang: str) -> dict:
    """A made analysis with its words in `lang`: each decision's moves said again from the messages
    kept with them, and a turning point's sentence from the catalogue ("coach.turning"). English, and
    an analysis made before its moves were kept as messages, stay as they were made."""
    if lang == i18n.DEFAULT:
        return analysis
    names = analysis.get("names") or []
    decisions = []
    for d in analysis.get("decisions", []):
        kept = (d.get("words") or {}).get("messages")
        if not kept:
            decisions.append(d)
            continue
        played, best = (i18n.render(lang, msg_from_data(kept[k])) for k in ("played", "best"))
        d = {**d, "words": {**d["words"], "played": played, "best": best}}
        if d.get("turning"):
            who = names[d["seat"]] if 0 <= d["seat"] < len(names) else i18n.text(lang, "seat.player_n", n=d["seat"] + 1)
            d["text"] = i18n.text(lang, "coach.turning", played=played, best=best, who=who,
                                  lost=max(1, round(100 * d["cost"])))
        decisions.append(d)
    return {**analysis, "decisions": decisions}
