"""Which tests `make test` runs a second time on a real 3-master Redis Cluster (ARBITER_TEST_CLUSTER=1).

The second pass is for what behaves differently on a cluster: keys across slots, Lua scripts,
pipelines and MULTI (redis-py's cluster client answers some of them in another shape), streams
read with XREAD BLOCK, the sharded indexes, the store's failure handling (MOVED, CLUSTERDOWN...),
and every feature whose keys live in the store (each keeps its keys on one hash tag, and only
its own tests would notice one that does not). Such tests carry the marker `cluster`, and the
second pass runs `pytest -m cluster tests/integration tests/e2e`.

Every module under tests/integration and tests/e2e is marked `cluster` unless it is listed
below: a NEW module runs on the cluster by default. A module is listed here only when it cannot
behave differently there, and the reason says why: it never touches the run's store (its Redis is
a standalone server of its own, so a cluster run repeats exactly the first), or what it tests sits
above the store (words, pictures, request parsing) and reaches the store only through calls that
modules kept on the cluster make too. A single test of a listed module that does need the cluster
takes `@pytest.mark.cluster` itself.
"""
from __future__ import annotations

import os

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
CLUSTER_DIRS = ("integration", "e2e")

OWN_STANDALONE = "its Redis is a standalone server of its own (PrivateRedis): the cluster pass would repeat the first"
ABOVE_THE_STORE = ("tests words, pictures or request handling above the store; it reaches the store only by "
                   "creating games, moving and reading them, which the modules kept on the cluster do too")

NOT_ON_CLUSTER: dict[str, str] = {
    # its own standalone Redis: nothing of the run's cluster is used
    "integration/test_ai_lanes.py": OWN_STANDALONE,
    "integration/test_exhibition_limits.py": OWN_STANDALONE,
    "integration/test_notify_crash.py": OWN_STANDALONE,
    "integration/test_webhook_outbox.py": OWN_STANDALONE + " (the outbox lives on the queue Redis, never a cluster)",
    "e2e/test_make_run.py": OWN_STANDALONE + " (`make run` starts its private redis-server)",
    "e2e/test_rules_versions.py": OWN_STANDALONE,
    "e2e/test_stale_cache.py": OWN_STANDALONE + " (a redis-server restarted from an older AOF)",
    # above the store
    "integration/test_names.py": ABOVE_THE_STORE,
    "integration/test_pictures.py": ABOVE_THE_STORE,
    "integration/test_why_not.py": ABOVE_THE_STORE,
    "integration/test_words_api.py": ABOVE_THE_STORE,
    "integration/test_tutorial_words.py": ABOVE_THE_STORE,
    "integration/test_replay_edges.py": ABOVE_THE_STORE + " (replay folds what the event store's tests read)",
    "integration/test_secret_options.py": ABOVE_THE_STORE + " (views of one game)",
    "e2e/test_bad_input.py": ABOVE_THE_STORE + " (refused before any write)",
    "integration/test_metrics.py": ("the metrics live in the processes (Prometheus multiprocess files) and on the "
                                    "queue Redis, a standalone server in both passes; its job test has a Redis of its own"),
    # single tests (module::function, every parameter of it) of modules that otherwise run on the cluster
    "integration/test_ai_and_deadlines.py::test_a_worker_killed_mid_ai_job_loses_and_duplicates_nothing": OWN_STANDALONE,
    "integration/test_webhook_delivery.py::test_a_reminder_arrives_on_time_while_another_games_receiver_is_slow":
        OWN_STANDALONE + " (a store of its own, so no session sweeper times its 5 s turn out)",
    "integration/test_ratings.py::test_the_model_rates_two_to_five_seats_and_is_fast_enough_to_count":
        "the rating model alone: no Redis",
    "integration/test_ratings.py::test_a_place_in_the_history_is_shared_by_players_who_tied":
        "the rating model alone: no Redis",
}


def mark(items) -> None:
    """Add the `cluster` marker to every collected test of tests/integration and tests/e2e whose
    module is not listed in NOT_ON_CLUSTER."""
    for item in items:
        rel = os.path.relpath(str(item.path), HERE).replace(os.sep, "/")
        function = f"{rel}::{getattr(item, 'originalname', item.name)}"
        if rel.split("/", 1)[0] in CLUSTER_DIRS and rel not in NOT_ON_CLUSTER and function not in NOT_ON_CLUSTER:
            item.add_marker(pytest.mark.cluster)


def listed_but_missing(root: str = HERE) -> list[str]:
    """Entries of NOT_ON_CLUSTER whose module no longer exists (a renamed module would silently
    run on the cluster again, which is safe, but its entry would be dead)."""
    return [entry for entry in NOT_ON_CLUSTER if not os.path.exists(os.path.join(root, entry.split("::")[0]))]
