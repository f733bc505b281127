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
takes `@pytest.mark.cluster` itself. An entry may also name one test (`module::function`, every
parameter of it) or one parameter of it (`module::function[id]`) of a module that otherwise runs
there: a test whose store calls the module's kept tests make too, and whose own work (a longer
game, another ruleset, more proofs, words) sits above the store.
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
    "integration/test_fast_moves.py": OWN_STANDALONE + " (two apps on two databases of one private redis-server; "
                                                       "the fast path's moves on a cluster are every HTTP move of e2e)",
    "integration/test_held_moves.py": OWN_STANDALONE + " (the held copy's moves on a cluster are every move of "
                                                       "the kept modules)",
    "integration/test_analysis.py": OWN_STANDALONE + " (its app and `arbiter-analysis` worker on a private redis-server)",
    "e2e/test_coach_run.py": OWN_STANDALONE + " (`make run` with its private redis-server: the made_run fixture)",
    "e2e/test_image_layout.py": ("builds the image once and runs it in the first pass twice: on the run's "
                                 "redis-server and on a 3-master cluster of its own with the queues on a standalone "
                                 "Redis (compose.cluster.yaml's set-up), so the second pass would repeat both"),
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
    "integration/test_words_languages_api.py": ABOVE_THE_STORE + " (the games' words in the reader's language)",
    "integration/test_words_languages_three_games_api.py": ABOVE_THE_STORE + " (the games' words in the reader's language)",
    "integration/test_language.py": ABOVE_THE_STORE + " (the catalogue chosen; the account's profile is "
                                                      "written and read by test_accounts)",
    "integration/test_pages_language.py": ABOVE_THE_STORE + " (each feature's sentences in a language; the "
                                                            "features' keys are written and read by their own modules)",
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
    "integration/test_index_migration.py::test_a_game_listed_by_an_old_version_is_listed_after_the_upgrade":
        OWN_STANDALONE,
    # single tests whose store calls the module's kept tests make too; what they add is above the store
    "integration/test_tlog_store.py::test_a_log_grown_to_300_leaves_proves_what_rfc_9162_says_at_every_size":
        ("every proof at every size is computed from tiles: the module's kept tests append (one 300-leaf batch "
         "across a tile's edge, 8 racing writers) and read every kind of key of the log on the cluster"),
    "e2e/test_grove_game.py::test_a_full_grove_game_from_creation_to_outcome_replays_and_audits":
        ("a whole game over HTTP, replayed and audited: test_full_games plays four such games of other rulesets "
         "on the cluster (the same create, append, replay, audit and events calls), and grove games end there "
         "in test_ai_and_deadlines, test_tournaments and test_ratings"),
    "e2e/test_full_games.py::test_a_whole_game_over_http_replays_and_audits[battlegates-2]":
        ("the longest of the five whole games (its rules, not its store calls, are what differs): the other "
         "four stay on the cluster"),
    "integration/test_archive.py::test_every_answer_is_the_same_byte_for_byte_after_archiving[battalla-40]":
        ("the same archive and reads as [grove-60], which stays on the cluster; battalla adds hidden hands, "
         "views computed above the store"),
    "integration/test_ai_and_deadlines.py::test_a_game_of_only_ai_seats_plays_to_its_end_by_itself[battlegates]":
        ("the worker's store calls (load, append, the next AI job) are those of every ruleset: grove, "
         "channeling and dale stay on the cluster"),
    "integration/test_ai_and_deadlines.py::test_a_game_of_only_ai_seats_plays_to_its_end_by_itself[battalla]":
        ("the worker's store calls (load, append, the next AI job) are those of every ruleset: grove, "
         "channeling and dale stay on the cluster"),
    "integration/test_tournaments.py::test_a_nine_entrant_four_round_swiss_of_grove_between_ai_levels":
        ("Swiss pairing, byes, tie-breaks and the offline verification are computed above the store; rounds "
         "paired on the store as games end stay on the cluster (the withdrawal's 3 rounds, the webhooks' 2 "
         "rounds with a bye, the account entrant's forfeits)"),
    "integration/test_tournaments.py::test_a_dale_free_for_all_of_seven_in_tables_of_three_and_four":
        ("tables of three and four are pairing above the store; the store calls are those of the kept "
         "tournaments"),
    "integration/test_hostile_bodies.py::test_a_deeply_nested_move_or_options_body_is_a_400_problem":
        ABOVE_THE_STORE + " (refused while parsing the body)",
    "integration/test_hostile_week.py::test_the_contract_details":
        ABOVE_THE_STORE + " (headers, bounds and methods of answers)",
    "integration/test_hostile_week.py::test_every_page_and_api_answer_carries_the_security_headers":
        ABOVE_THE_STORE + " (the headers every answer carries)",
    "integration/test_webhooks.py::test_private_loopback_link_local_and_odd_urls_are_refused_by_default":
        ABOVE_THE_STORE + " (the URL is refused before anything is written)",
    "integration/test_notifications.py::test_mails_and_pushes_speak_the_recipients_language_not_the_movers":
        ABOVE_THE_STORE + " (the words of a notice; the notices' keys and jobs are the kept tests')",
    "integration/test_notifications.py::test_the_game_words_of_a_notice_are_in_the_recipients_language":
        ABOVE_THE_STORE + " (the words of a notice; the notices' keys and jobs are the kept tests')",
}


def mark(items) -> None:
    """Add the `cluster` marker to every collected test of tests/integration and tests/e2e whose
    module is not listed in NOT_ON_CLUSTER."""
    for item in items:
        rel = os.path.relpath(str(item.path), HERE).replace(os.sep, "/")
        function = f"{rel}::{getattr(item, 'originalname', item.name)}"
        one = f"{rel}::{item.name}"  # with its parameters' id, e.g. test_x[grove-60]
        if rel.split("/", 1)[0] in CLUSTER_DIRS and not {rel, function, one} & NOT_ON_CLUSTER.keys():
            item.add_marker(pytest.mark.cluster)


def listed_but_missing(root: str = HERE) -> list[str]:
    """Entries of NOT_ON_CLUSTER whose module no longer exists (a renamed module would silently
    run on the cluster again, which is safe, but its entry would be dead)."""
    return [entry for entry in NOT_ON_CLUSTER if not os.path.exists(os.path.join(root, entry.split("::")[0]))]
