"""mypyc:PYTHON: mypy (pip, cached virtualenv of PYTHON) compiles programs in batches; PYTHON runs them."""
from __future__ import annotations

import json
import shutil
import subprocess
import sys

import pytest

from pyconformance.adapters import mypyc
from pyconformance.implementation import ImplementationError
from pyconformance.program import Program
from pyconformance.adapters.specs import open_implementation
from tests.conftest import ROOT, cpython, needs_cpython

PY38 = cpython("3.8")
needs_38 = needs_cpython("3.8")
needs_cc = pytest.mark.skipif(not (shutil.which("cc") or shutil.which("gcc")), reason="no C compiler (apt-get install gcc)")


@pytest.fixture(scope="module")
def compiled():
    if not PY38 or not (shutil.which("cc") or shutil.which("gcc")):
        pytest.skip("needs a CPython 3.8 (python3.8 on PATH or pyenv) and a C compiler")
    try:
        impl = open_implementation(f"mypyc:{PY38}")
    except ImplementationError as exc:
        pytest.skip(f"mypy cannot be installed here: {exc}")
    yield impl
    impl.close()


def test_spec_needs_a_python():
    with pytest.raises(ImplementationError, match=r"expected mypyc:PYTHON"):
        open_implementation("mypyc:")


def test_missing_interpreter_is_one_clear_error(tmp_path):
    with pytest.raises(ImplementationError) as raised:
        open_implementation(f"mypyc:{tmp_path / 'no-python'}")
    assert "\n" not in str(raised.value)


def test_mypy_release_follows_the_interpreter():
    assert mypyc.requirements((3, 8))[0] == "mypy<1.15" and mypyc.requirements((3, 11))[0] == "mypy"


@needs_38
def test_failed_install_is_one_line_and_exit_2(monkeypatch, tmp_path):
    monkeypatch.setattr(mypyc, "requirements", lambda version: ["mypy==0.0.0.0", "setuptools"])
    with pytest.raises(ImplementationError) as raised:
        open_implementation(f"mypyc:{PY38}")
    assert "\n" not in str(raised.value) and "pip install mypy==0.0.0.0" in str(raised.value)


@needs_38
def test_missing_c_compiler_is_one_clear_error(monkeypatch):
    monkeypatch.setattr(mypyc.shutil, "which", lambda name: None)
    with pytest.raises(ImplementationError, match="mypyc needs a C compiler"):
        open_implementation(f"mypyc:{PY38}")


@needs_38
@needs_cc
def test_a_batch_gives_every_program_its_own_outcome(compiled):
    good = [f'def f(a: int, /, b: int) -> int:\n    return a + b\nprint(f({n}, b=1), (y := {n}))\n' for n in range(3)]
    syntax = "def f(:\n    pass\n"
    typed = 'x = 1\nx = "s"\nprint(x)\n'
    raises = 'd = {"a": 1}\nprint("before")\nprint(d["k"])\n'
    programs = [Program.of(s) for s in [*good, syntax, typed, raises]]
    compiled.prepare(programs)
    assert all(compiled.builder.cached(p) is not None for p in programs)  # built by prepare
    for n, program in enumerate(programs[:3]):
        assert (compiled.run(program).ending(), compiled.run(program).stdout) == ("ok", f"{n + 1} {n}\n")
    rejected = compiled.run(programs[3])
    assert (rejected.phase, rejected.exception.type) == ("compile", "SyntaxError")
    mistyped = compiled.run(programs[4])
    assert (mistyped.phase, mistyped.exception.type) == ("compile", "MypyError")
    assert "Incompatible types in assignment" in mistyped.exception.message
    failed = compiled.run(programs[5])
    assert (failed.phase, failed.exception.type, failed.stdout) == ("run", "KeyError", "before\n")


@needs_38
@needs_cc
def test_a_hang_is_a_timeout(compiled):
    assert compiled.run(Program.of("while True:\n    pass\n", timeout=2)).timed_out


@needs_38
@needs_cc
def test_a_handful_of_cases_certify_with_their_known_differences(compiled):
    done = subprocess.run([sys.executable, "-m", "pyconformance", "run", "--impl", f"mypyc:{PY38}",
                           "-k", "walrus and (assert or yield)", "--format", "json"],
                          capture_output=True, text=True, cwd=ROOT, timeout=1800)
    assert done.returncode == 0, done.stderr
    summary = json.loads(done.stdout)["summary"]
    assert summary["total"] >= 5 and summary["passed"] >= 1 and summary["failed"] == summary["errors"] == 0
