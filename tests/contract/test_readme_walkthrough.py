"""The README's curl walk-through ("Play a game with curl") runs as written against a live server."""
from __future__ import annotations

import os
import re
import shutil
import subprocess

import pytest

from tests.conftest import ROOT


def _walkthrough() -> str:
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as f:
        text = f.read()
    section = text.split("## Play a game with curl", 1)[1]
    return re.search(r"```sh\n(.*?)```", section, re.S).group(1)


@pytest.mark.skipif(not (shutil.which("curl") and shutil.which("jq")), reason="needs curl and jq")
def test_the_readme_walkthrough_plays_a_move(live_server, rq_worker, tmp_path):
    script = _walkthrough().replace("localhost:8000", live_server)
    # strict bash, and a last line checking that the move was accepted (the version grew)
    script = "set -euo pipefail\n" + script + (
        '\ntest "$(curl -s "' + live_server + '/v1/games/$ID" | jq .version)" -gt "$V"\n')
    done = subprocess.run(["bash", "-c", script], cwd=tmp_path, capture_output=True, text=True, timeout=90)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    assert '"type":"urn:arbiter:problem' not in done.stdout.replace(" ", "")
