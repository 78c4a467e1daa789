"""cython:PYTHON: programs built as extension modules and run on the host Python."""
from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

from pyconformance.adapters import cython as cython_adapter
from pyconformance.implementation import ImplementationError
from pyconformance.program import Program
from pyconformance.adapters.specs import open_implementation
from tests.conftest import cpython, needs_cpython

pytest.importorskip("Cython", reason="cython not installed: pip install cython")
pytestmark = pytest.mark.skipif(not (shutil.which("cc") or shutil.which("gcc")), reason="no C compiler (apt-get install gcc)")


@pytest.fixture(scope="module")
def cython(tmp_path_factory):
    mp = pytest.MonkeyPatch()
    mp.setenv("PYCONFORM_CACHE", str(tmp_path_factory.mktemp("cache")))  # cold builds, then cache hits
    try:
        impl = open_implementation(f"cython:{sys.executable}")
    except ImplementationError as exc:
        mp.undo()
        pytest.skip(str(exc))
    yield impl
    impl.close()
    mp.undo()


def test_runs_as_main_with_output_and_cache(cython):
    source = 'x = (y := 3)\nprint(__name__, f"{x=}")\ndef f(a, /, b): return a + b\nprint(f(1, b=2))\n'
    outcome = cython.run(Program.of(source))
    assert (outcome.ending(), outcome.stdout) == ("ok", "__main__ x=3\n3\n")
    builds = []
    real_build = cython.builder._build_batch
    cython.builder._build_batch = lambda *a: builds.append(a) or real_build(*a)
    assert cython.run(Program.of(source)).stdout == outcome.stdout
    cython.prepare([Program.of(source)])
    assert builds == []  # the second run (and a prepare) reuses the built extension
    assert cython.info.name == "cython" and cython.info.language_version == sys.version_info[:2]


def test_rejected_source_is_compile_phase_syntax_error(cython):
    outcome = cython.run(Program.of("def f(:\n    pass\n"))
    assert (outcome.phase, outcome.exception.type, outcome.exit_code) == ("compile", "SyntaxError", 1)
    assert outcome.exception.message


def test_run_phase_exception_and_exit_code(cython):
    outcome = cython.run(Program.of('print("before")\n{}["k"]\n'))
    assert (outcome.phase, outcome.exception.type, outcome.stdout) == ("run", "KeyError", "before\n")
    assert cython.run(Program.of("import sys\nsys.exit(3)\n")).exit_code == 3


def test_hang_times_out(cython):
    outcome = cython.run(Program.of("while True:\n    pass\n", timeout=2))
    assert outcome.timed_out


def test_spec_needs_a_python():
    with pytest.raises(ImplementationError, match="cython:PYTHON"):
        open_implementation("cython")


# --- spec forms: cython:PYTHON and cython:VERSION:PYTHON -------------------------------------

PY38 = cpython("3.8")
needs_38 = needs_cpython("3.8")


@pytest.mark.parametrize("arg, parsed", [
    ("python3", ("", "python3")),
    ("/opt/py/bin/python3.8", ("", "/opt/py/bin/python3.8")),
    ("0.29.37:/root/.pyenv/versions/3.8.18/bin/python3.8", ("0.29.37", "/root/.pyenv/versions/3.8.18/bin/python3.8")),
    ("3.0.12:python3", ("3.0.12", "python3")),
    ("3.1.0b1:python3", ("3.1.0b1", "python3")),
])
def test_spec_forms(arg, parsed):
    assert cython_adapter.parse_arg(f"cython:{arg}", arg) == parsed


@pytest.mark.parametrize("spec, message", [
    ("cython:3.x:python3", "'3.x' is not a Cython release number"),
    ("cython:0.29.37", "Cython 0.29.37 needs the Python to run on: cython:0.29.37:PYTHON"),
    ("cython:0.29.37:", "Cython 0.29.37 needs the Python to run on"),
])
def test_malformed_specs_are_one_line_errors(spec, message):
    with pytest.raises(ImplementationError) as raised:
        open_implementation(spec)
    assert message in str(raised.value) and "\n" not in str(raised.value)


@pytest.mark.parametrize("form", ["cython:{}", "cython:3.0.12:{}"])
def test_missing_interpreter_is_one_clear_error(tmp_path, form):
    missing = tmp_path / "no-python"
    with pytest.raises(ImplementationError) as raised:
        open_implementation(form.format(missing))
    assert "no usable interpreter" in str(raised.value) and str(missing) in str(raised.value)
    assert "\n" not in str(raised.value)


def test_a_release_pip_cannot_install_is_one_clear_error(monkeypatch, tmp_path):
    monkeypatch.setenv("PYCONFORM_CACHE", str(tmp_path))
    with pytest.raises(ImplementationError) as raised:
        open_implementation("cython:0.0.1:python3")
    assert "pip install cython==0.0.1" in str(raised.value) and "\n" not in str(raised.value)


# --- batched builds: prepare + run gives what run alone gives ---------------------------------

HANDFUL = {
    "valid": 'x = (y := 3)\nprint(__name__, f"{x=}")\n',
    "raises": 'print("before")\n{}["k"]\n',
    "rejected_syntax": "def f(:\n    pass\n",  # Cython's parser rejects it, as CPython does
    "rejected_valid": "print(pow(base=2, exp=3))\n",  # Cython rejects a valid 3.8 program
    "exit": "import sys\nsys.exit(3)\n",
}


def outcomes(spec: str, cache: Path, prepared: bool, programs: dict[str, str]) -> dict[str, tuple]:
    mp = pytest.MonkeyPatch()
    mp.setenv("PYCONFORM_CACHE", str(cache))
    try:
        with open_implementation(spec) as impl:
            if prepared:
                sessions = []
                real = impl.builder.translator._session
                mp.setattr(impl.builder.translator, "_session", lambda works: sessions.append(works) or real(works))
                impl.prepare([Program.of(s) for s in programs.values()])
                assert 0 < len(sessions) <= impl.builder.jobs  # one Cython process per batch, not per program
                mp.setattr(impl.builder, "_build_batch", lambda batch: pytest.fail(f"built again: {batch}"))
            found = {}
            for name, source in programs.items():
                outcome = impl.run(Program.of(source))
                found[name] = (outcome.ending(), outcome.stdout, outcome.exit_code,
                               outcome.exception and outcome.exception.message)
            return found
    finally:
        mp.undo()


def test_prepare_then_run_equals_run_alone(tmp_path):
    spec = f"cython:{sys.executable}"
    alone = outcomes(spec, tmp_path / "alone", False, HANDFUL)
    assert alone["valid"][:2] == ("ok", "__main__ x=3\n")
    assert alone["rejected_syntax"][0] == alone["rejected_valid"][0] == "compile:SyntaxError"
    assert "unexpected keyword argument 'base'" in alone["rejected_valid"][3]
    assert outcomes(spec, tmp_path / "batched", True, HANDFUL) == alone


@needs_38
def test_c_compiler_rejection_is_compile_error_batched_or_not(tmp_path):
    """Today's Cython (3.3+) writes C that refuses to compile for Python < 3.9: the C compiler's
    own rejection, a CompileError per program, the same with and without prepare."""
    if tuple(int(p) for p in cython_adapter.cython_version().split(".")[:2]) < (3, 1):
        pytest.skip(f"Cython {cython_adapter.cython_version()} still supports Python 3.8")
    programs = {"valid": HANDFUL["valid"], "rejected_syntax": HANDFUL["rejected_syntax"]}
    alone = outcomes(f"cython:{PY38}", tmp_path / "alone", False, programs)
    assert alone["valid"][0] == "compile:CompileError" and "Python 3.9" in alone["valid"][3]
    assert alone["rejected_syntax"][0] == "compile:SyntaxError"  # Cython rejects it before any C exists
    assert outcomes(f"cython:{PY38}", tmp_path / "batched", True, programs) == alone


def test_a_translator_that_dies_costs_only_its_program(tmp_path, monkeypatch):
    """The process translating a batch dies on one program: that one is translated alone (its
    own outcome), the rest still get theirs, in order."""
    fake = tmp_path / "fake_translate.py"
    fake.write_text(
        "import json, os, sys\n"
        "for line in sys.stdin:\n"
        "    source = json.loads(line)['source']\n"
        "    if 'CRASH' in open(source).read():\n"
        "        sys.stderr.write('main.py:1:1: translator died\\n'); sys.stderr.flush(); os._exit(3)\n"
        "    sys.stdout.write(json.dumps({'ok': True, 'log': source}) + '\\n'); sys.stdout.flush()\n")
    monkeypatch.setattr(cython_adapter, "TRANSLATOR", fake)
    works = []
    for n, text in enumerate(["a = 1\n", "CRASH\n", "b = 2\n", "CRASH\n", "c = 3\n"]):
        (tmp_path / str(n)).mkdir()
        (tmp_path / str(n) / "main.py").write_text(text)
        works.append(tmp_path / str(n))
    translator = cython_adapter.Translator(sys.executable, "fake")
    sessions = []
    real = translator._session
    monkeypatch.setattr(translator, "_session", lambda w: sessions.append(len(w)) or real(w))
    results = translator.translate(works)
    assert [r.failure and (r.failure.type, r.failure.message) for r in results] == [
        None, ("SyntaxError", "translator died"), None, ("SyntaxError", "translator died"), None]
    assert [r.log for r in results if not r.failure] == [str(works[0] / "main.py"), str(works[2] / "main.py"),
                                                         str(works[4] / "main.py")]
    # the batch dies at 1; 1 alone; the rest [2, 3, 4] dies at 3; 3 alone; then [4]
    assert sessions == [5, 1, 3, 1, 1]


@needs_38
def test_pinned_release_on_python38_runs_cases():
    with open_implementation(f"cython:0.29.37:{PY38}") as impl:
        assert (impl.info.name, impl.info.version_text) == ("cython", "0.29.37")
        assert impl.info.runs_on.startswith("CPython 3.8") and impl.info.language_version == (3, 8)
        plain, walrus = "print(__name__, 6 * 7)\n", HANDFUL["valid"]
        impl.prepare([Program.of(plain), Program.of(walrus)])
        outcome = impl.run(Program.of(plain))
        assert (outcome.ending(), outcome.stdout) == ("ok", "__main__ 42\n")
        rejected = impl.run(Program.of(walrus))  # Cython 0.29 predates the 3.8 syntax
        assert (rejected.ending(), rejected.exception.message) == ("compile:SyntaxError", "Expected ')', found ':'")


def test_a_translator_that_cannot_start_is_one_clear_error(tmp_path):
    (tmp_path / "w").mkdir()
    translator = cython_adapter.Translator(str(tmp_path / "no-python"), "9.9")
    with pytest.raises(ImplementationError) as raised:
        translator.translate([tmp_path / "w"])
    assert "cannot start Cython 9.9" in str(raised.value) and "\n" not in str(raised.value)
