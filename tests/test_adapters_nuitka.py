"""nuitka:PYTHON: programs compiled by Nuitka in batches, each run as `__main__` on PYTHON."""
from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from pyconformance.adapters import nuitka_build
from pyconformance.adapters.nuitka_build import Built, NuitkaBuilder, first_error, program_key
from pyconformance.implementation import ImplementationError
from pyconformance.outcome import ExceptionInfo
from pyconformance.program import Program
from pyconformance.adapters.specs import open_implementation
from tests.conftest import cpython, needs_cpython

PY38 = cpython("3.8")
needs_38 = needs_cpython("3.8")
needs_cc = pytest.mark.skipif(not (shutil.which("gcc") or shutil.which("cc")), reason="no C compiler (apt-get install gcc)")


# -- specs and set-up errors: one line each ------------------------------------------------------
def test_spec_needs_a_python():
    with pytest.raises(ImplementationError, match=r"expected nuitka:PYTHON"):
        open_implementation("nuitka:")


def test_missing_interpreter_is_one_clear_error(tmp_path):
    with pytest.raises(ImplementationError) as raised:
        open_implementation(f"nuitka:{tmp_path / 'no-python'}")
    assert "\n" not in str(raised.value) and "no usable interpreter" in str(raised.value)


@needs_38
def test_failed_install_is_one_clear_error(tmp_path, monkeypatch):
    from pyconformance.adapters import nuitka
    monkeypatch.setenv("PYCONFORM_CACHE", str(tmp_path))
    monkeypatch.setattr(nuitka, "REQUIREMENT", "pyconform-no-such-distribution-nuitka")
    with pytest.raises(ImplementationError) as raised:
        open_implementation(f"nuitka:{PY38}")
    message = str(raised.value)
    assert "\n" not in message and "pip install pyconform-no-such-distribution-nuitka" in message
    assert "failed" in message


# -- the batch builder, with Nuitka faked: verdicts equal building each program alone ------------
class FakeNuitka:
    """Builds a batch unless it holds a poison program; `loud` poison names its file, quiet
    poison does not (so the builder must bisect), `skipped` is left out with a warning."""

    def __init__(self):
        self.runs: list[list[str]] = []

    def __call__(self, work: Path, target: list[str], files: dict[str, str]) -> subprocess.CompletedProcess:
        modules = {Path(name).stem: text for name, text in files.items() if not name.endswith("__init__.py")}
        self.runs.append(sorted(modules))
        if "--generate-c-only" in target:
            return subprocess.CompletedProcess([], 1, "", '  File "main.py", line 1\nSyntaxError: invalid syntax\n')
        for module, text in modules.items():
            if text.startswith("loud"):
                return subprocess.CompletedProcess([], 1, "", f'  File "/x/{module}.py", line 2\nSyntaxError: loud one\n')
            if text.startswith("crash"):
                return subprocess.CompletedProcess([], 1, "", f"Nuitka-Optimization:WARNING: Problem at '/x/{module}.py:1' "
                                                   "with Starred().\nTraceback (most recent call last):\n"
                                                   "AssertionError: Starred()\n")
            if text.startswith("quiet"):
                return subprocess.CompletedProcess([], 1, "", "gcc: fatal error: killed\n")
        package = target[1]
        (work / f"{package}.cpython-38-x86_64-linux-gnu.so").write_text("fake")
        log = "".join(f"Nuitka-Inclusion:WARNING: Cannot follow import to module '{package}.{m}' because of "
                      f"'SyntaxError'.\n" for m, text in modules.items() if text.startswith("skipped"))
        return subprocess.CompletedProcess([], 0, "", log)


@pytest.fixture
def builder(tmp_path, monkeypatch):
    monkeypatch.setenv("PYCONFORM_CACHE", str(tmp_path))
    monkeypatch.setattr(nuitka_build, "BATCH_SIZE", 8)
    made = NuitkaBuilder("nuitka:fake", "python-fake", "toolchain")
    made._nuitka = FakeNuitka()
    return made


def test_batches_record_every_verdict(builder):
    good = [f"print({i})\n" for i in range(10)]
    poison = ["loud 1\n", "quiet 2\n", "skipped 3\n", "crash 4\n"]
    builder.build_all(good[:5] + poison + good[5:])
    for source in good:
        built = builder.lookup(source)
        assert built.failure is None and Path(built.extension).is_file()
        assert built.module == f"c_{program_key(source)}" and built.package.startswith("nb_")
    assert builder.lookup("loud 1\n").failure == ExceptionInfo("SyntaxError", "loud one")
    assert builder.lookup("quiet 2\n").failure == ExceptionInfo("CompileError", "killed")
    assert builder.lookup("skipped 3\n").failure == ExceptionInfo("SyntaxError", "invalid syntax")
    assert builder.lookup("crash 4\n").verdict == ExceptionInfo("CompileError", "Nuitka crashed: AssertionError: Starred()")
    runs = len(builder._nuitka.runs)
    builder.build_all(good + poison)  # warm: every verdict is read back, Nuitka never starts
    assert len(builder._nuitka.runs) == runs
    assert all(len(run) <= 8 for run in builder._nuitka.runs)
    # named culprits cost one rebuild each; only the quiet one is bisected (14 programs, batches of 8)
    assert len(builder._nuitka.runs) <= 12


def test_a_program_alone_is_built_when_run_without_prepare(builder):
    source = "print('alone')\n"
    assert builder.build(source).failure is None
    assert builder._nuitka.runs == [[f"c_{program_key(source)}"]]


def test_first_error_reads_nuitka_and_compiler_messages():
    assert first_error('  File "x.py", line 1\n    ^\nIndentationError: unexpected indent\n\nNuitka is...') \
        == ExceptionInfo("IndentationError", "unexpected indent")
    assert first_error("module.c:3:1: error: expected ';'\n") == ExceptionInfo("CompileError", "expected ';'")
    assert Built.from_dict(Built(failure=ExceptionInfo("SyntaxError", "m"), log="l").to_dict()).failure.message == "m"


def test_a_nuitka_crash_is_a_compile_error_not_the_programs_exception():
    crash = first_error('Traceback (most recent call last):\n  File "nuitka/tree/Building.py", line 287\n'
                        "AssertionError: Starred(value=Name(id='x'))\n")
    assert crash == ExceptionInfo("AssertionError", "Starred(value=Name(id='x'))")
    assert Built(failure=crash).verdict == ExceptionInfo("CompileError", "Nuitka crashed: AssertionError: Starred(value=Name(id='x'))")
    assert Built(failure=ExceptionInfo("TabError", "t")).verdict == ExceptionInfo("TabError", "t")


# -- the real Nuitka ---------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def nuitka_38():
    if not PY38:
        pytest.skip("no CPython 3.8 here (python3.8 on PATH or pyenv)")
    if not (shutil.which("gcc") or shutil.which("cc")):
        pytest.skip("no C compiler (apt-get install gcc)")
    try:
        impl = open_implementation(f"nuitka:{PY38}")
    except ImplementationError as exc:
        if "pip install" in str(exc):
            pytest.skip(f"nuitka cannot be installed here: {exc}")
        raise
    yield impl
    impl.close()


@needs_cc
@needs_38
def test_a_broken_compiler_is_one_clear_error(monkeypatch):
    monkeypatch.setenv("CC", "/bin/false")
    with pytest.raises(ImplementationError) as raised:
        open_implementation(f"nuitka:{PY38}")
    assert "\n" not in str(raised.value) and "cannot build even an empty module" in str(raised.value)


def test_compiled_programs_run_as_main(nuitka_38):
    programs = {
        "main": Program.of('import __main__, pickle\ndef f(): return 1\nprint(__name__, __main__.f is f, '
                           'pickle.loads(pickle.dumps(f)) is f, f"{(x := 3)=}")\n'),
        "raises": Program.of("def f(a, /):\n    return a\nf(a=1)\n"),
        "rejected": Program.of("x = (y := 1\n"),
        "exit": Program.of("import sys\nprint('bye')\nsys.exit(3)\n"),
    }
    nuitka_38.prepare(list(programs.values()))
    outcomes = {name: nuitka_38.run(program) for name, program in programs.items()}
    assert (outcomes["main"].ending(), outcomes["main"].stdout) == ("ok", "__main__ True True (x := 3)=3\n")
    assert outcomes["raises"].ending() == "run:TypeError"
    assert outcomes["rejected"].ending() == "compile:SyntaxError" and outcomes["rejected"].exception.message
    assert (outcomes["exit"].exit_code, outcomes["exit"].stdout) == (3, "bye\n")
    assert nuitka_38.info.name == "nuitka" and nuitka_38.info.runs_on.startswith("CPython 3.8")


def test_a_program_whose_batch_was_removed_is_built_again(builder):
    source = "print('again')\n"
    first = builder.build(source)
    shutil.rmtree(Path(first.extension).parent)
    assert builder.lookup(source) is None
    assert Path(builder.build(source).extension).is_file() and len(builder._nuitka.runs) == 2
