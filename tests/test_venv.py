"""A virtualenv's python is certified as itself: its symlink must not be followed to the
base interpreter, or the environment's site-packages silently disappear."""
from __future__ import annotations

import subprocess
import sys

import pytest

from pyconformance.program import Program
from pyconformance.adapters.specs import open_implementation


@pytest.fixture(scope="module")
def venv_python(tmp_path_factory):
    where = tmp_path_factory.mktemp("venv")
    done = subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(where)], capture_output=True)
    if done.returncode != 0:
        pytest.skip(f"cannot create a virtualenv here: {done.stderr.decode()[-200:]}")
    return where / "bin" / "python"


@pytest.mark.parametrize("isolation", ["agent", "process"])
def test_a_virtualenv_python_runs_inside_its_environment(venv_python, isolation):
    with open_implementation(str(venv_python), isolation) as impl:
        assert impl.command[0] == str(venv_python)
        outcome = impl.run(Program(source="import sys; print(sys.prefix != sys.base_prefix)"))
    assert outcome.stdout == "True\n", outcome
