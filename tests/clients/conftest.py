"""The first-party clients (clients/python, clients/typescript) against one `make run`."""
import os
import sys

import pytest

from tests.conftest import ROOT

PYTHON_CLIENT = os.path.join(ROOT, "clients", "python")
sys.path.insert(0, PYTHON_CLIENT)  # as `pip install clients/python` would make it importable


@pytest.fixture(scope="session")
def arbiter(made_run):
    """The Python client on the shared service."""
    from arbiter_client import Arbiter

    return Arbiter(made_run)
