"""transcrypt:PYTHON: Transcrypt (pip, cached virtualenv of a CPython 3.9) compiles, node runs."""
from __future__ import annotations

import json
import shutil
import subprocess
import sys

import pytest

from pyconformance.adapters import transcrypt
from pyconformance.implementation import ImplementationError
from pyconformance.program import Program
from pyconformance.adapters.specs import open_implementation
from tests.conftest import ROOT, cpython, needs_cpython

PY39 = cpython("3.9")
needs_39 = needs_cpython("3.9")
needs_node = pytest.mark.skipif(not shutil.which("node"), reason="node not on PATH (Transcrypt's output runs under node)")


@pytest.fixture(scope="module")
def tr():
    if not PY39 or not shutil.which("node"):
        pytest.skip("needs a CPython 3.9 (python3.9 on PATH or pyenv) and node")
    try:
        impl = open_implementation(f"transcrypt:{PY39}")
    except ImplementationError as exc:
        pytest.skip(f"transcrypt cannot be installed here: {exc}")
    yield impl
    impl.close()


def test_spec_needs_a_python():
    with pytest.raises(ImplementationError, match=r"expected transcrypt:PYTHON"):
        open_implementation("transcrypt:")


def test_missing_interpreter_is_one_clear_error(tmp_path):
    with pytest.raises(ImplementationError) as raised:
        open_implementation(f"transcrypt:{tmp_path / 'no-python'}")
    assert "\n" not in str(raised.value) and "no usable interpreter" in str(raised.value)


def test_missing_node_is_one_clear_error(monkeypatch):
    monkeypatch.setattr(transcrypt.shutil, "which", lambda name: None)
    with pytest.raises(ImplementationError, match="node not found on PATH"):
        open_implementation(f"transcrypt:{PY39}")


def test_transcrypt_reports_are_read():
    log = ("Saving target code in: x.js\n\nError while compiling (offending file last):\n"
           "\tFile 'main.py', line 1, at import of:\n\tFile 'ast', line 139, namely:\n\t\n"
           "\tCan't import module 'ast'\n\nAborted\n")
    assert transcrypt.transpile_error(log) == transcrypt.ExceptionInfo(
        "TranspileError", "File 'main.py', line 1, at import of: File 'ast', line 139, namely: Can't import module 'ast'")
    assert transcrypt.transpile_error("...\nSyntaxError: invalid syntax\n").type == "SyntaxError"


@needs_39
@needs_node
def test_outcomes_are_mapped(tr):
    assert tr.info.name == "transcrypt" and tr.info.runs_on.startswith("CPython 3.9")
    ok = tr.run(Program.of('def f(a, b):\n    return a + b\nprint("sum", f(1, 2))\n'))
    assert (ok.ending(), ok.stdout) == ("ok", "sum 3\n")
    raised = tr.run(Program.of('class Oops(Exception):\n    pass\nprint("before")\nraise Oops("boom")\n'))
    assert (raised.phase, raised.exception.type, raised.exception.message, raised.stdout) == \
        ("run", "Oops", "boom", "before\n")
    rejected = tr.run(Program.of("def f(:\n    pass\n"))
    assert (rejected.phase, rejected.exception.type) == ("compile", "SyntaxError")
    refused = tr.run(Program.of("import ast\nprint(1)\n"))
    assert (refused.phase, refused.exception.type) == ("compile", "TranspileError")
    assert "Can't import module 'ast'" in refused.exception.message


@needs_39
@needs_node
def test_a_hang_is_a_timeout_and_the_run_goes_on(tr):
    hung = tr.run(Program.of("while True:\n    pass\n", timeout=2))
    assert hung.timed_out
    assert tr.run(Program.of("print(2)\n")).stdout == "2\n"


@needs_39
@needs_node
def test_a_handful_of_cases_certify_with_their_known_differences(tr):
    done = subprocess.run([sys.executable, "-m", "pyconformance", "run", "--impl", f"transcrypt:{PY39}",
                           "-k", "walrus and (assert or yield)", "--format", "json"],
                          capture_output=True, text=True, cwd=ROOT, timeout=900)
    assert done.returncode == 0, done.stderr
    summary = json.loads(done.stdout)["summary"]
    assert summary["total"] >= 5 and summary["xfailed"] >= 1 and summary["failed"] == summary["errors"] == 0
