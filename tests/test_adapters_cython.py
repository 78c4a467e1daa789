"""cython:PYTHON: programs built as extension modules and run on the host Python."""
from __future__ import annotations

import shutil
import sys

import pytest

from pyconform.implementation import ImplementationError
from pyconform.program import Program
from pyconform.specs import open_implementation

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
    assert (outcome.kind(), outcome.stdout) == ("ok", "__main__ x=3\n3\n")
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
