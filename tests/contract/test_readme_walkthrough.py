"""The README is an executable contract: its first block is `make run` and `make test`, and every
other shell block runs as written, top to bottom, in one bash against `make run` on a free port.
Each curl fails the run on an error answer (`--fail-with-body`), so every answer is checked; the
game is played to its end against the AI, the stream ends with the second game, and the export
verifies offline with `python3 -m domain.audit`."""
from __future__ import annotations

import os
import re
import shutil
import subprocess

import pytest

from tests.conftest import ROOT

# strict bash; every curl answers 2xx or the run stops at that line, saying which
PRELUDE = """set -euo pipefail
shopt -s inherit_errexit
curl() { command curl --fail-with-body --show-error --max-time 120 "$@"; }
trap 'echo "README command failed ($?): $BASH_COMMAND" >&2' ERR
"""


def readme_blocks() -> list[str]:
    """The ```sh blocks of the README, in order."""
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as f:
        return re.findall(r"^```sh\n(.*?)^```", f.read(), re.S | re.M)


def test_the_first_block_is_the_two_commands():
    lines = [line.split("#")[0].strip() for line in readme_blocks()[0].splitlines() if line.strip()]
    assert lines == ["make run", "make test"]


def test_every_block_takes_its_address_from_b_and_none_names_a_host_of_its_own():
    for block in readme_blocks()[1:]:
        assert block.startswith("B=${B:-http://127.0.0.1:8000}"), block[:80]
        assert "localhost" not in block and block.count("127.0.0.1") == 1, block[:80]
        assert not re.search(r"(^|\s)python(\s|$)", block), "python3: many machines have no `python`"


@pytest.mark.skipif(not (shutil.which("curl") and shutil.which("jq")), reason="needs curl and jq (make test installs jq)")
@pytest.mark.slow  # `make run`
def test_the_readme_runs_top_to_bottom_against_make_run(made_run, tmp_path):
    script = PRELUDE + "\n".join(readme_blocks()[1:])
    # HOOK: the README's own https receiver is on the internet; this one is the machine's (make run
    # here allows private addresses, so https to loopback is accepted and never reached)
    env = dict(os.environ, B=made_run, TMPDIR=str(tmp_path), HOOK="https://127.0.0.1:9/arbiter")
    env.pop("W", None)
    done = subprocess.run(["bash", "-c", script], cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    out = done.stdout
    assert done.returncode == 0, out[-3000:] + done.stderr[-3000:]
    assert "grove  Battle for the Grove, 2-2 players" in out
    assert '"reason":' in out and '{"verified":true,"seed":"' in out  # the first game ended, its seed revealed
    assert "VERIFIED: " in out and "NOT VERIFIED" not in out  # python3 -m domain.audit on the export
    assert '"secret":"whsec_' in out  # the webhook was registered
    assert "event: game" in out and "event: end" in out  # the stream carried the whole second game
    assert any(tmp_path.iterdir()), "the README keeps its files in a temporary directory ($W, under TMPDIR)"
    assert not os.path.exists(os.path.join(ROOT, "game.json")) and not os.path.exists(os.path.join(ROOT, "export.json"))
