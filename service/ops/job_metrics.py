"""Job latency histograms kept in Redis, so every RQ worker on every machine adds to one place.

The API's Prometheus multiprocess directory only sees the gunicorn workers of its own machine;
RQ workers run elsewhere (other containers, other hosts). Each finished job therefore adds
itself to one hash on the queue Redis (one pipelined round trip), and /metrics renders that
hash as a Prometheus histogram. Buckets are fixed and stored non-cumulative (one field per
bucket); the cumulative counts Prometheus expects are summed when read.

  metrics:job-duration   hash  "<kind>|<outcome>|<le>"     -> jobs that took <= le s (and > the bucket below)
                               "<kind>|<outcome>|sum_us"   -> total duration in microseconds

The counts never reset (Redis keeps them across restarts of the service), which Prometheus
treats as one long-lived counter. Changing BUCKETS keeps the old fields: they are still read,
so every scrape stays a valid cumulative histogram.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

KEY = "metrics:job-duration"
# from a stale no-op (a millisecond) to an AI search (seconds) and a slow webhook receiver
BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0)
INF = "+Inf"
SUM_FIELD = "sum_us"


@dataclass(frozen=True)
class JobHistogram:
    """One (kind, outcome) series: cumulative bucket counts, the count and the sum of seconds."""

    kind: str
    outcome: str
    buckets: tuple[tuple[str, int], ...]  # (le, jobs that took <= le), ending with ("+Inf", count)
    sum_seconds: float

    @property
    def count(self) -> int:
        """Jobs observed."""
        return self.buckets[-1][1]


def bucket_of(seconds: float) -> str:
    """The `le` label of the smallest bucket that holds `seconds`."""
    for le in BUCKETS:
        if seconds <= le:
            return _le(le)
    return INF


def record(client, kind: str, outcome: str, seconds: float) -> None:
    """Add one job to the histogram: one round trip (MULTI: a scrape never sees half of it)."""
    pipe = client.pipeline()
    pipe.hincrby(KEY, f"{kind}|{outcome}|{bucket_of(seconds)}", 1)
    pipe.hincrby(KEY, f"{kind}|{outcome}|{SUM_FIELD}", round(seconds * 1_000_000))
    pipe.execute()


def read(client) -> list[JobHistogram]:
    """Every (kind, outcome) series stored, sorted, with cumulative buckets."""
    counts: dict[tuple[str, str], dict[str, int]] = {}
    for raw_field, raw_value in client.hgetall(KEY).items():
        kind, outcome, le = _s(raw_field).rsplit("|", 2)
        counts.setdefault((kind, outcome), {})[le] = int(raw_value)
    return [_cumulative(kind, outcome, fields) for (kind, outcome), fields in sorted(counts.items())]


def _cumulative(kind: str, outcome: str, fields: dict[str, int]) -> JobHistogram:
    sum_us = fields.pop(SUM_FIELD, 0)
    bounds = sorted({_le(b) for b in BUCKETS} | set(fields), key=float)  # float("+Inf") is inf
    if bounds[-1] != INF:
        bounds.append(INF)
    running, buckets = 0, []
    for le in bounds:
        running += fields.get(le, 0)
        buckets.append((le, running))
    return JobHistogram(kind, outcome, tuple(buckets), sum_us / 1_000_000)


def _le(bound: float) -> str:
    return INF if math.isinf(bound) else repr(float(bound))


def _s(v) -> str:
    return v.decode() if isinstance(v, bytes) else v
