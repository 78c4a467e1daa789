"""pyston-lite:PYTHON: Pyston's JIT loaded into a CPython 3.8 (pip, cached virtualenv)."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest

from pyconformance.adapters import pyston_lite
from pyconformance.implementation import ImplementationError
from pyconformance.adapters.specs import open_implementation
from tests.conftest import ROOT, cpython, needs_cpython

PY38 = cpython("3.8")
needs_38 = needs_cpython("3.8")


def test_spec_needs_a_python():
    with pytest.raises(ImplementationError, match=r"expected pyston-lite:PYTHON"):
        open_implementation("pyston-lite:")


def test_missing_interpreter_is_one_clear_error(tmp_path):
    with pytest.raises(ImplementationError) as raised:
        open_implementation(f"pyston-lite:{tmp_path / 'no-python'}")
    assert "\n" not in str(raised.value) and "no usable interpreter" in str(raised.value)


@needs_38
def test_a_jit_that_does_not_load_is_refused(monkeypatch):
    monkeypatch.setattr(pyston_lite, "jit_loaded", lambda python: False)
    with pytest.raises(ImplementationError, match="not loaded at start-up"):
        open_implementation(f"pyston-lite:{PY38}")


@needs_38
def test_the_jit_is_loaded_and_the_cases_run():
    with open_implementation(f"pyston-lite:{PY38}") as impl:
        assert impl.info.name == "pyston-lite" and impl.info.runs_on.startswith("CPython 3.8")
        assert pyston_lite.jit_loaded(impl.info.executable)
        assert not pyston_lite.jit_loaded(PY38)  # the plain interpreter has no JIT: the probe can tell
    done = subprocess.run([sys.executable, "-m", "pyconformance", "run", "--impl", f"pyston-lite:{PY38}",
                           "-k", "walrus and comprehension", "--format", "json"],
                          capture_output=True, text=True, cwd=ROOT, timeout=600)
    assert done.returncode == 0, done.stderr
    doc = json.loads(done.stdout)
    assert doc["summary"]["total"] > 5 and doc["summary"]["passed"] == doc["summary"]["total"]
