"""`make run`'s supervisor on its own (service/ops/run.py), with stand-in processes and a clock: a
child that dies is started again after a back-off that doubles, and one that keeps dying is
given up on with a message naming it (issue 27: the embedded default heals itself)."""
from service.ops import run


class FakeProc:
    def __init__(self):
        self.returncode = None

    def poll(self):
        return self.returncode


class Clock:
    def __init__(self):
        self.now = 0.0

    def __call__(self):
        return self.now


def test_a_dead_child_comes_back_after_a_doubling_back_off_and_one_that_keeps_dying_stops_all(capsys):
    started = []

    def start():
        started.append(FakeProc())
        return started[-1]

    clock = Clock()
    child = run.Child("the sweeper", start)
    sup = run.Supervisor(None, [child], clock=clock)
    sup.start()
    pauses = []
    for death in range(run.RESTART_LIMIT):
        started[-1].returncode = -9
        assert sup.check() and child.restart_at is not None
        pauses.append(child.restart_at - clock.now)
        clock.now = child.restart_at
        assert sup.check() and child.restart_at is None and len(started) == death + 2
    assert pauses == [min(run.RESTART_FIRST * 2 ** i, run.RESTART_MAX) for i in range(run.RESTART_LIMIT)]
    out = capsys.readouterr().out
    assert "the sweeper was killed by SIGKILL; starting it again in 0.5 s" in out
    started[-1].returncode = 3
    assert not sup.check(), "one death too many within the window"
    assert sup.failed.startswith(f"the sweeper exited with 3 {run.RESTART_LIMIT + 1} times within 60 s")


def test_deaths_far_apart_never_add_up_to_giving_up():
    started = []
    clock = Clock()
    child = run.Child("the API (gunicorn)", lambda: started.append(FakeProc()) or started[-1])
    sup = run.Supervisor(None, [child], clock=clock)
    sup.start()
    for _ in range(3 * run.RESTART_LIMIT):
        started[-1].returncode = 1
        assert sup.check()
        clock.now = child.restart_at
        assert sup.check()
        clock.now += run.RESTART_WINDOW  # a quiet minute between two crashes
    assert sup.failed is None and child.pause == run.RESTART_FIRST * 2, "the back-off starts over"


def test_a_child_that_cannot_even_start_counts_as_dying():
    clock = Clock()
    calls = []

    def start():
        calls.append(1)
        if len(calls) > 1:
            raise RuntimeError("port 6379 is taken")
        proc = FakeProc()
        proc.returncode = 1
        return proc

    child = run.Child("redis-server", start)
    sup = run.Supervisor(child, [], clock=clock)
    child.launch()
    while sup.check():
        assert child.restart_at is not None or child.proc.poll() is not None
        clock.now = child.restart_at if child.restart_at is not None else clock.now
    assert "redis-server" in sup.failed and len(calls) == run.RESTART_LIMIT + 1
