"""monty: pydantic-monty (pip, cached virtualenv) runs each program in a fresh sandbox session."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest

from pyconformance.implementation import ImplementationError
from pyconformance.program import Program
from pyconformance.adapters.specs import open_implementation
from tests.conftest import ROOT


def pyconform(*args: str, timeout: float = 900) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pyconformance", *args], capture_output=True, text=True,
                          cwd=ROOT, timeout=timeout)


@pytest.fixture(scope="module")
def monty():
    try:
        impl = open_implementation("monty")
    except ImplementationError as exc:
        pytest.skip(f"pydantic-monty cannot be installed here: {exc}")
    yield impl
    impl.close()


def test_spec_release_must_look_like_one():
    with pytest.raises(ImplementationError, match=r"expected monty or monty:RELEASE"):
        open_implementation("monty:not a release")


def one_error_line(done: subprocess.CompletedProcess) -> str:
    assert done.returncode == 2 and "Traceback" not in done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1
    return lines[0]


def test_failed_install_is_one_line_and_exit_2():
    line = one_error_line(pyconform("run", "--impl", "monty:999.0.0", "-k", "walrus"))
    assert "pip install pydantic-monty==999.0.0" in line and "failed" in line


def test_a_release_without_the_package_is_refused():
    # PyPI's pydantic-monty 0 is an empty placeholder: installed, but nothing to import
    line = one_error_line(pyconform("run", "--impl", "monty:0", "-k", "walrus"))
    assert "has no pydantic_monty package" in line


def test_outcomes_are_mapped(monty):
    assert monty.info.name == "monty" and monty.info.language_version >= (3, 8)
    ok = monty.run(Program.of('x = (y := 3)\nprint(f"{x=}", y)\n'))
    assert (ok.ending(), ok.stdout) == ("ok", "x=3 3\n")
    failed = monty.run(Program.of('print("before")\n{}["k"]\n'))
    assert (failed.phase, failed.exception.type, failed.stdout, failed.exit_code) == ("run", "KeyError", "before\n", 1)
    rejected = monty.run(Program.of("def f(:\n    pass\n"))
    assert (rejected.phase, rejected.exception.type) == ("compile", "SyntaxError")


def test_a_hang_and_a_runaway_recursion_are_recorded_and_the_agent_goes_on(monty):
    hung = monty.run(Program.of("while True:\n    pass\n", timeout=1))
    assert hung.timed_out and hung.ending() == "timeout"
    deep = monty.run(Program.of("def f(n):\n    return f(n + 1)\nf(0)\n"))
    assert deep.exception.type == "RecursionError"
    assert monty.run(Program.of("print(1)\n")).stdout == "1\n"


def test_program_files_are_its_working_directory(monty):
    outcome = monty.run(Program.of("print(open('data.txt').read())\n", files={"data.txt": "hello"}))
    assert outcome.stdout == "hello\n"


def test_a_handful_of_cases_certify_with_their_known_differences(monty):
    done = pyconform("run", "--impl", "monty", "-k", "walrus and (assert or yield)", "--format", "json")
    assert done.returncode == 0, done.stderr
    summary = json.loads(done.stdout)["summary"]
    assert summary["total"] >= 5 and summary["passed"] >= 2 and summary["xfailed"] >= 1
    assert summary["failed"] == summary["errors"] == 0
