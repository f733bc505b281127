"""The list of what `make test`'s cluster pass leaves out (tests/on_cluster.py) names modules and
tests that exist, and the marker goes where the list says."""
import os

import pytest

from tests import on_cluster


class _Item:
    def __init__(self, rel: str, name: str):
        self.path = os.path.join(on_cluster.HERE, rel)
        self.name, self.originalname = name, name.partition("[")[0]
        self.markers = []

    def add_marker(self, marker):
        self.markers.append(marker.name)


def test_every_entry_names_a_module_that_exists_and_gives_a_reason():
    assert on_cluster.listed_but_missing() == []
    for entry, reason in on_cluster.NOT_ON_CLUSTER.items():
        assert entry.split("/", 1)[0] in on_cluster.CLUSTER_DIRS and len(reason) > 20, entry
        if "::" in entry:  # a single test: its function is defined in its module
            module, function = entry.split("::")
            function, _, param = function.partition("[")
            with open(os.path.join(on_cluster.HERE, module)) as f:
                assert f"def {function}(" in f.read(), entry
            if param:  # one parameter of it: an id the function's parametrize gives
                assert param.rstrip("]") in _parameter_ids(module, function), entry


def _parameter_ids(module: str, function: str) -> list[str]:
    """The ids pytest gives a function's parameters: its `ids`, else its values joined by '-' (the
    scalars the listed tests take)."""
    import importlib

    test = getattr(importlib.import_module("tests." + module.removesuffix(".py").replace("/", ".")), function)
    ids = []
    for mark in getattr(test, "pytestmark", []):
        if mark.name == "parametrize":
            values = mark.args[1]
            given = mark.kwargs.get("ids")
            ids += list(given) if given else ["-".join(map(str, v)) if isinstance(v, tuple) else str(v) for v in values]
    return ids


@pytest.mark.parametrize("rel, name, marked", [
    ("integration/test_event_store.py", "test_anything", True),   # not listed: on the cluster
    ("e2e/test_a_module_written_tomorrow.py", "test_x", True),    # a new module: on the cluster by default
    ("integration/test_names.py", "test_x", False),               # a listed module
    ("integration/test_ai_and_deadlines.py", "test_a_worker_killed_mid_ai_job_loses_and_duplicates_nothing", False),
    ("integration/test_ai_and_deadlines.py", "test_each_human_move_gets_an_ai_reply", True),
    # one parameter of a test listed, the others on the cluster
    ("integration/test_archive.py", "test_every_answer_is_the_same_byte_for_byte_after_archiving[battalla-40]", False),
    ("integration/test_archive.py", "test_every_answer_is_the_same_byte_for_byte_after_archiving[grove-60]", True),
    ("unit/test_words.py", "test_x", False),                      # only integration and e2e run twice
    ("contract/test_openapi.py", "test_x", False),
])
def test_the_marker_follows_the_list(rel, name, marked):
    item = _Item(rel, name)
    on_cluster.mark([item])
    assert (item.markers == ["cluster"]) is marked
