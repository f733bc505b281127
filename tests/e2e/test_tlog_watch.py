"""The witness command over real HTTP: `python -m domain.audit watch URL` keeps checkpoints, and a
second checkpoint of one size with another root (signed with the log's own key, as only a
misbehaving operator could) is reported as a fork, exit code 3."""
from __future__ import annotations

import subprocess
import sys

import requests

from domain import tlog as T
from service.storage.connection import connect
from service.proof.tlog import Keys, Signer
from tests.conftest import ROOT


def watch(base: str, state, *args) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "domain.audit", "watch", base, "--once", "--state", str(state), *args],
                          cwd=ROOT, capture_output=True, text=True, timeout=120)


def test_the_watch_command_keeps_checkpoints_and_reports_a_fork(live_server, redis_url, tmp_path):
    body = requests.post(f"{live_server}/v1/games", json={"ruleset": "grove", "seats": [{"name": "a"}, {"name": "b"}]}).json()
    requests.post(f"{live_server}/v1/games/{body['id']}/resign",
                  headers={"Authorization": f"Bearer {body['seats'][0]['token']}"}).raise_for_status()
    done = watch(live_server, tmp_path / "w")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "pinned the log key" in done.stdout and "consistent" in done.stdout
    again = watch(live_server, tmp_path / "w", "--monitor")
    assert again.returncode == 0, again.stdout + again.stderr
    kept = T.parse_checkpoint(requests.get(f"{live_server}/v1/log/checkpoint").text)
    signer = Signer.parse(connect(redis_url).get(Keys().signer).decode())
    forged = tmp_path / "forged"
    forged.write_text(signer.sign_checkpoint(kept.size, b"\x07" * 32))
    done = watch(live_server, tmp_path / "w", "--checkpoint", str(forged))
    assert done.returncode == 3 and "FORK" in done.stdout, done.stdout + done.stderr
    stranger = tmp_path / "stranger"
    stranger.write_text(Signer.generate(kept.origin).sign_checkpoint(kept.size, b"\x07" * 32))
    done = watch(live_server, tmp_path / "w", "--checkpoint", str(stranger))
    assert done.returncode == 1 and "a key you do not know" in done.stdout, done.stdout
