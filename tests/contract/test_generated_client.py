"""The generated part of the Python client (clients/python/arbiter_client/generated, made by
openapi-python-client from openapi.yaml) is what the generator makes now, has a class per ruleset
for every game, view, option set and move, lets a spectator read without a token, and the package
installs with pip. tests/clients plays every ruleset to the end through it."""
from __future__ import annotations

import importlib
import importlib.util
import inspect
import os
import shutil
import subprocess
import sys
import typing

import pytest

from tests.conftest import ROOT

CLIENT = os.path.join(ROOT, "clients", "python")
pytestmark = pytest.mark.skipif(shutil.which("openapi-python-client", path=f"{sys.prefix}/bin") is None,
                                reason="openapi-python-client is a test dependency (make test installs it)")


def _generator():
    spec = importlib.util.spec_from_file_location("generate_client", os.path.join(CLIENT, "generate.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _pascal(name: str) -> str:
    return "".join(p[:1].upper() + p[1:] for p in name.replace("-", "_").split("_") if p)


@pytest.mark.slow  # openapi-python-client in a subprocess: half a minute
def test_the_committed_client_is_what_the_generator_makes_from_openapi_yaml_now(capsys):
    assert _generator().main(["--check"]) == 0, capsys.readouterr().err


def test_every_ruleset_has_its_game_view_options_creation_and_move_classes():
    sys.path.insert(0, CLIENT)
    models = importlib.import_module("arbiter_client.models")
    from domain.engine import all_rulesets

    for rs in all_rulesets():
        name = _pascal(rs.id)
        for suffix in ("Game", "View", "Options", "CreateGame", "LegalMoves"):
            assert hasattr(models, f"{name}{suffix}"), f"no class {name}{suffix}"
        for mt in rs.move_types:
            cls = getattr(models, f"{name}Move{_pascal(mt)}")
            assert cls.from_dict({"type": mt, **_required_fields(rs, mt)}).to_dict()["type"] == mt


def _required_fields(rs, mt) -> dict:
    """Some value for each required field of a move type (only the round trip of `type` is checked)."""
    out = {}
    for name, f in rs.move_types[mt].fields.items():
        if f.required:
            out[name] = (f.choices[0] if f.choices else {"int": 0, "str": "x", "bool": False, "list": []}.get(f.kind, 0))
    return out


def test_reads_take_a_client_without_a_token_and_writes_need_one():
    sys.path.insert(0, CLIENT)
    from arbiter_client.generated import AuthenticatedClient, Client

    def client_type(name: str):
        module = importlib.import_module(f"arbiter_client.generated.api.games.{name}")
        return inspect.signature(module.sync_detailed).parameters["client"].annotation

    for name in ("get_game", "get_legal_moves", "get_events", "get_replay", "get_audit", "stream_game"):
        assert Client in typing.get_args(client_type(name)), name
    for name in ("post_move", "resign", "create_stream_ticket"):
        assert client_type(name) is AuthenticatedClient, name


@pytest.mark.slow  # pip install
def test_the_client_installs_with_pip_and_imports_from_where_it_was_installed(tmp_path):
    target = tmp_path / "site"
    done = subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--target", str(target),
                           CLIENT], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    probe = ("import arbiter_client, arbiter_client.models as m; from arbiter_client.rulesets import GROVE; "
             "print(arbiter_client.__file__); print(GROVE.game is m.GroveGame)")
    ran = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, cwd=tmp_path,
                         env=dict(os.environ, PYTHONPATH=str(target)), timeout=60)
    assert ran.returncode == 0, ran.stderr[-2000:]
    where, same = ran.stdout.split()
    assert where.startswith(str(target)) and same == "True"
    assert (target / "arbiter_client" / "py.typed").exists()
