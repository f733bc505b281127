"""gunicorn's settings for the API: Prometheus multiprocess mode, so /metrics adds up over workers.

Read by `make run` (service/ops/run.py) and the image (docker-entrypoint.sh) with --config, and by
any gunicorn started from the repository root (gunicorn reads ./gunicorn.conf.py by default).
The command line still sets the bind address, workers and worker class.

Each gunicorn worker writes its HTTP samples to files in PROMETHEUS_MULTIPROC_DIR, and a scrape
answered by any worker sums the files of all of them (api/metrics.py). prometheus_client picks
its storage when first imported, so the directory is set here, in the master, before anything
imports it; the workers are forked from the master and inherit it. The directory is fresh for
each start of the service: a private temporary directory (removed on exit) unless
PROMETHEUS_MULTIPROC_DIR names one, which is then emptied at start. It must belong to this one
gunicorn: files left by an earlier run would be added to the new counts.
"""
import glob
import os
import shutil
import tempfile

if not os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
    os.environ["PROMETHEUS_MULTIPROC_DIR"] = tempfile.mkdtemp(prefix="arbiter-metrics-")
    os.environ["ARBITER_OWN_METRICS_DIR"] = "1"  # ours to remove on exit

from prometheus_client import multiprocess  # noqa: E402 - after the directory is set (see above)

# gunicorn 27's control interface listens on one default path per user ($HOME/.gunicorn/gunicorn.ctl):
# every gunicorn on the machine (a second `make run`, the test servers) would take it from the
# one before. Nothing here uses it; the supervisor (service/ops/run.py) manages the processes.
control_socket_disable = True


def on_starting(server):
    """Once per start (not on a reload): an empty metrics directory."""
    path = os.environ["PROMETHEUS_MULTIPROC_DIR"]
    os.makedirs(path, exist_ok=True)
    for stale in glob.glob(os.path.join(path, "*.db")):
        os.remove(stale)


def child_exit(server, worker):
    """A worker is gone: drop its live gauges (its counters and histograms keep counting)."""
    multiprocess.mark_process_dead(worker.pid)


def on_exit(server):
    """Remove the temporary directory this file made."""
    if os.environ.get("ARBITER_OWN_METRICS_DIR") == "1":
        shutil.rmtree(os.environ["PROMETHEUS_MULTIPROC_DIR"], ignore_errors=True)


# Every answer of the API is problem+json, even those gunicorn gives before the app sees the
# request (a request line over `limit_request_line`: 414; too many or too large headers: 431; a
# request line or header that does not parse: 400). gunicorn writes them with util.write_error,
# an HTML page; the workers call it through the module, so replacing it here (in the master, which
# the workers are forked from) answers them all as problem+json.
import json  # noqa: E402
import re  # noqa: E402

from gunicorn import util as _gunicorn_util  # noqa: E402


# gunicorn's own defaults, named here so that its refusals can say them
limit_request_line = 4094
limit_request_fields = 100
limit_request_field_size = 8190


def _detail(status_int, mesg) -> str:
    """What gunicorn refused, said of the request (never an echo of a whole request line)."""
    detail = str(mesg)
    if status_int == 414:
        sizes = re.search(r"\((\d+) > (\d+)\)", detail)
        size = f"{int(sizes.group(1)):,} bytes, more than the {int(sizes.group(2)):,}" if sizes else "more than the"
        return (f"the request line (method, URL and query) is too long: {size} bytes this server takes; send "
                f"large data in a JSON body")
    if status_int == 431:
        if "size" in detail:
            return (f"a request header is over {limit_request_field_size:,} bytes (name and value), the most this "
                    f"server takes")
        return f"the request has more than {limit_request_fields} header fields, the most this server takes"
    if len(detail) > 200:
        detail = detail[:200] + "…"
    return f"the request could not be read as HTTP/1.1: {detail}"


def _problem_error(sock, status_int, reason, mesg):
    """gunicorn's error answer, as an RFC 9457 problem (the detail cut short, never an echo of a
    whole request line)."""
    detail = _detail(status_int, mesg)
    slug = re.sub(r"[^a-z0-9]+", "-", str(reason).lower()).strip("-") or "bad-request"
    body = json.dumps({"type": "urn:arbiter:problem:" + slug, "title": reason, "status": status_int,
                       "detail": detail}).encode()
    head = (f"HTTP/1.1 {status_int} {reason}\r\nConnection: close\r\nContent-Type: application/problem+json\r\n"
            f"Content-Length: {len(body)}\r\n\r\n").encode("latin-1")
    _gunicorn_util.write_nonblock(sock, head + body)


_gunicorn_util.write_error = _problem_error
