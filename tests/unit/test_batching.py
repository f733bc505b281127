"""service/storage/batching.py: what a request hands over is sent together within batch_ms, a failed send
is kept and tried again, the thread goes when nothing waits, and nothing beyond the limit is held."""
import threading
import time

from service.storage.batching import Batcher


def wait_for(predicate, timeout=5.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.005)
    raise AssertionError("timed out")


def test_items_handed_over_together_are_sent_together_and_the_thread_goes_when_idle():
    sent, gate = [], threading.Event()

    def send(batch):
        gate.wait(5)
        sent.append(list(batch))

    b = Batcher(send, 5, "t", "test items", limit=100)
    b.add([1])
    b.add([2, 3])
    gate.set()
    wait_for(lambda: sum(len(x) for x in sent) == 3)
    assert [i for x in sent for i in x] == [1, 2, 3], "in the order handed over"
    wait_for(lambda: b._flusher is None)  # noqa: SLF001 - idle: no thread left behind
    b.add([4])
    wait_for(lambda: [i for x in sent for i in x] == [1, 2, 3, 4])


def test_a_failed_send_is_kept_and_tried_again():
    calls, sent = [], []

    def send(batch):
        calls.append(list(batch))
        if len(calls) < 3:
            raise ConnectionError("Redis away")
        sent.extend(batch)

    b = Batcher(send, 2, "t", "test items", limit=100)
    b.add(["a", "b"])
    wait_for(lambda: sent == ["a", "b"])
    assert calls[0] == calls[1] == ["a", "b"], "the same batch again, nothing lost"


def test_nothing_beyond_the_limit_is_held_while_sends_fail():
    down = threading.Event()
    down.set()

    def send(batch):
        if down.is_set():
            raise ConnectionError("Redis away")

    b = Batcher(send, 1, "t", "test items", limit=5)
    for i in range(20):
        b.add([i])
    assert len(b._pending) <= 5  # noqa: SLF001
    down.clear()
    wait_for(lambda: not b._pending)  # noqa: SLF001


def test_flush_sends_at_once_and_raises_a_failure_keeping_the_batch():
    fail, sent = [True], []

    def send(batch):
        if fail[0]:
            raise ConnectionError("Redis away")
        sent.extend(batch)

    b = Batcher(send, 10_000, "t", "test items", limit=10)
    b.add([1, 2])
    try:
        b.flush()
        raise AssertionError("the failure must be raised")
    except ConnectionError:
        pass
    fail[0] = False
    b.flush()
    assert sent == [1, 2]


def test_a_flush_returns_only_once_the_send_in_flight_is_done():
    """A caller's flush (a test reading the stream, the end of the process) must not return while
    the flusher thread is still sending what was handed over before it: that send is waited for."""
    started, sent = threading.Event(), []

    def slow_send(items):
        started.set()
        time.sleep(0.3)  # the flusher's send, in flight
        sent.extend(items)

    b = Batcher(slow_send, 1, "test-batch", "test items", 100)
    b.add(["a", "b"])
    assert started.wait(5)  # the flusher took the batch and is sending it
    b.flush()  # nothing waits in the list now, but the send in flight is waited for
    assert sent == ["a", "b"]
