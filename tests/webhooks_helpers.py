"""What webhook tests share: a real HTTP receiver on 127.0.0.1, a real webhook sender process,
and waiting on a condition (never a bare sleep)."""
from __future__ import annotations

import contextlib
import json
import os
import subprocess
import sys
import tempfile
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


class Receiver:
    """A webhook receiver run by the test. Each call is recorded (headers, body, when it came and
    when it was answered); `script` gives the answers in turn (a status, or (status, headers)),
    then 200. `delay` seconds per call make it slow; `hold` (an Event) keeps each call unanswered
    until it is set. `close()` ends the waits at once."""

    def __init__(self, script=None, delay: float = 0.0, hold: threading.Event | None = None):
        self.calls: list[dict] = []
        self.script = list(script or [])
        self.delay, self.hold = delay, hold
        self.in_flight = self.max_in_flight = 0
        self.closing = threading.Event()
        self._lock = threading.Lock()
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):  # noqa: N802
                body = self.rfile.read(int(self.headers.get("Content-Length", 0))).decode()
                call = {"headers": dict(self.headers), "body": body, "path": self.path, "at": time.monotonic()}
                with receiver._lock:
                    receiver.calls.append(call)
                    receiver.in_flight += 1
                    receiver.max_in_flight = max(receiver.max_in_flight, receiver.in_flight)
                    answer = receiver.script.pop(0) if receiver.script else 200
                answered = False

                def answering():
                    # before the answer leaves: once the sender has it, it may send the next
                    # message at once, while this thread is not yet scheduled again
                    nonlocal answered
                    with receiver._lock:
                        if not answered:
                            answered = True
                            receiver.in_flight -= 1
                            call["done_at"] = time.monotonic()

                try:
                    if receiver.delay:
                        receiver.closing.wait(receiver.delay)
                    if receiver.hold is not None:
                        while not receiver.hold.wait(0.1) and not receiver.closing.is_set():
                            pass
                    status, extra = answer if isinstance(answer, tuple) else (answer, {})
                    self.send_response(status)  # buffered: nothing is sent before end_headers
                    for k, v in extra.items():
                        self.send_header(k, v)
                    self.send_header("Content-Length", "0")
                    answering()
                    self.end_headers()
                finally:
                    answering()

            def log_message(self, *args):
                pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.port = self.httpd.server_address[1]
        self.url = f"http://127.0.0.1:{self.port}/hook"
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def bodies(self) -> list[dict]:
        """The bodies received, parsed."""
        return [json.loads(c["body"]) for c in list(self.calls)]

    def ids(self) -> list[str]:
        """The webhook-id of each call, in the order the calls came."""
        return [c["headers"]["webhook-id"] for c in list(self.calls)]

    def close(self):
        """Stop serving; calls still waiting answer at once."""
        self.closing.set()
        self.httpd.shutdown()
        self.httpd.server_close()


def wait_for(predicate, timeout: float = 30.0, what: str = "condition"):
    """Poll `predicate` every 50 ms until it returns something true (returned), or fail after `timeout` s."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(0.05)
    raise AssertionError(f"timed out after {timeout} s waiting for {what}")


@contextlib.contextmanager
def webhook_sender(redis_url: str, queue_url: str, **settings):
    """A real webhook sender process (`python -m workers.webhook_sender`) on these Redis servers;
    `settings` become its environment (WEBHOOK_CONCURRENCY=..., ...). Yields the process; what
    it printed is in `proc.output()`."""
    env = dict(os.environ, REDIS_URL=redis_url, REDIS_QUEUE_URL=queue_url, **{k: str(v) for k, v in settings.items()})
    log = tempfile.TemporaryFile("w+")
    proc = subprocess.Popen([sys.executable, "-m", "workers.webhook_sender"], cwd=ROOT, env=env,
                            stdout=log, stderr=subprocess.STDOUT, text=True)
    proc.output = lambda: (log.seek(0), log.read())[1]
    try:
        yield proc
    finally:
        if proc.poll() is None:
            proc.terminate()
            try:
                proc.wait(15)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait(5)
        log.close()
