"""The TypeScript client (clients/typescript): its types are what openapi-typescript and tsc make
from openapi.yaml and arbiter.js now, the whole package type-checks with `tsc --strict`, and its
Node tests pass against the shared `make run` (every ruleset played, 412s, retries, the stream)."""
from __future__ import annotations

import os
import shutil
import subprocess

import pytest

from tests.conftest import ROOT

CLIENT = os.path.join(ROOT, "clients", "typescript")
BIN = os.path.join(CLIENT, "node_modules", ".bin")
pytestmark = pytest.mark.skipif(
    shutil.which("node") is None or not os.path.exists(os.path.join(BIN, "tsc")),
    reason="needs Node 20+ and the client's npm packages (make test runs npm ci in clients/typescript)")


def _run(cmd: list[str], timeout: float = 300, **env) -> subprocess.CompletedProcess:
    return subprocess.run(cmd, cwd=CLIENT, capture_output=True, text=True, timeout=timeout,
                          env=dict(os.environ, **env))


def test_the_committed_schema_is_what_openapi_typescript_makes_from_openapi_yaml_now(tmp_path):
    done = _run([os.path.join(BIN, "openapi-typescript"), "../../openapi.yaml", "--empty-objects-unknown",
                 "--default-non-nullable", "false", "--output", str(tmp_path / "schema.d.ts")])
    assert done.returncode == 0, done.stdout + done.stderr
    with open(os.path.join(CLIENT, "schema.d.ts"), encoding="utf-8") as committed:
        assert committed.read() == (tmp_path / "schema.d.ts").read_text(), (
            "clients/typescript/schema.d.ts is out of date: run `npm run generate` in clients/typescript")


def test_everything_type_checks_with_tsc_strict_and_arbiter_d_ts_is_what_tsc_declares_now(tmp_path):
    # one tsc run for both (it is the slow step): the strict check, and the declarations it emits
    done = _run([os.path.join(BIN, "tsc"), "--project", "tsconfig.json", "--strict", "--noEmit", "false",
                 "--declaration", "--emitDeclarationOnly", "--outDir", str(tmp_path)])
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    with open(os.path.join(CLIENT, "arbiter.d.ts"), encoding="utf-8") as committed:
        assert committed.read() == (tmp_path / "arbiter.d.ts").read_text(), (
            "clients/typescript/arbiter.d.ts is out of date: run `npm run generate` in clients/typescript")


def test_the_node_tests_pass_against_make_run(made_run):
    done = _run(["node", "--test", "--test-reporter=spec", "test/"], timeout=600, ARBITER_URL=made_run)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    assert "# fail 0" in done.stdout or "ℹ fail 0" in done.stdout
