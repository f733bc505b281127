"""Where the suite's CPU goes: a pytest plugin that writes each test's CPU and wall time, and a summary.

    PYTHONPATH=scripts PYTEST_ADDOPTS="-p suite_cpu" SUITE_CPU_DIR=/tmp/cpu make test
    python scripts/suite_cpu.py /tmp/cpu [--top 40]

The plugin charges a test with the CPU time, read from /proc, of the pytest process and every
process below it (servers, RQ workers, Chromium) between the start and the end of its run protocol
(set-up, call, tear-down), and with the wall time of the same span. It writes one file per pytest
process, `s-` for the standalone pass and `c-` for the cluster pass (ARBITER_TEST_CLUSTER), lines of
`nodeid<TAB>cpu_s<TAB>wall_s`. What it cannot see: a process that leaves the tree without its parent
in the tree reaping it (a negative figure for the test during which it went), and the collection
and start-up of each pytest process (compare with `time make test`'s user + sys). A session
fixture's start-up is charged to the first test that uses it.
"""
from __future__ import annotations

import argparse
import collections
import glob
import os
import time

TICKS = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


def _stat(pid: int):
    """(parent, own CPU ticks, reaped children's CPU ticks) of a process, or None if it is gone."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            text = f.read()
    except OSError:
        return None
    fields = text[text.rfind(")") + 2:].split()
    return int(fields[1]), int(fields[11]) + int(fields[12]), int(fields[13]) + int(fields[14])


def tree_cpu(root: int | None = None) -> float:
    """CPU seconds of `root` (this process) and every process below it, reaped children included."""
    root = os.getpid() if root is None else root
    stats = {}
    for name in os.listdir("/proc"):
        if name.isdigit():
            st = _stat(int(name))
            if st is not None:
                stats[int(name)] = st
    children = collections.defaultdict(list)
    for pid, (parent, _, _) in stats.items():
        children[parent].append(pid)
    total, todo = 0, [root]
    while todo:
        pid = todo.pop()
        if pid in stats:
            total += stats[pid][1] + stats[pid][2]
            todo.extend(children[pid])
    return total / TICKS


_out = None


def _file():
    global _out
    if _out is None:
        folder = os.environ.get("SUITE_CPU_DIR", "var/suite-cpu")
        os.makedirs(folder, exist_ok=True)
        kind = "c" if os.environ.get("ARBITER_TEST_CLUSTER") else "s"
        worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
        _out = open(os.path.join(folder, f"{kind}-{os.getpid()}-{worker}.tsv"), "a", buffering=1)
    return _out


try:
    import pytest

    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_protocol(item, nextitem):
        cpu, wall = tree_cpu(), time.perf_counter()
        yield
        _file().write(f"{item.nodeid}\t{tree_cpu() - cpu:.3f}\t{time.perf_counter() - wall:.3f}\n")
except ImportError:  # the summary needs no pytest
    pass


def summarize(folder: str, top: int) -> None:
    for kind, title in (("s", "pass 1 (standalone Redis)"), ("c", "pass 2 (cluster)")):
        rows = [line.rstrip("\n").split("\t") for path in glob.glob(os.path.join(folder, f"{kind}-*.tsv"))
                for line in open(path)]
        if not rows:
            continue
        by_dir, by_module = collections.Counter(), collections.defaultdict(lambda: [0.0, 0.0, 0])
        for nodeid, cpu, wall in rows:
            module = nodeid.split("::")[0]
            by_dir["/".join(module.split("/")[:2])] += float(cpu)
            entry = by_module[module]
            entry[0] += float(cpu)
            entry[1] += float(wall)
            entry[2] += 1
        print(f"{title}: {len(rows)} tests, {sum(by_dir.values()):.0f} s of CPU, "
              f"{sum(e[1] for e in by_module.values()):.0f} test-seconds of wall")
        for name, cpu in by_dir.most_common():
            print(f"  {name:28s} {cpu:8.1f} s CPU")
        for module, (cpu, wall, n) in sorted(by_module.items(), key=lambda kv: -kv[1][0])[:top]:
            print(f"    {module:62s} {cpu:7.1f} s CPU {wall:7.1f} s wall  {n:4d} tests")


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("folder")
    ap.add_argument("--top", type=int, default=40)
    args = ap.parse_args()
    summarize(args.folder, args.top)
