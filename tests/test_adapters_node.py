"""Brython, MicroPython and Pyodide under the persistent node agent: real runs."""
from __future__ import annotations

import shutil

import pytest

from pyconformance.implementation import ImplementationError
from pyconformance.program import Program
from pyconformance.adapters.specs import open_implementation
from tests.conftest import open_engine_or_skip

pytestmark = pytest.mark.skipif(shutil.which("node") is None, reason="node not on PATH (apt-get install nodejs npm)")


@pytest.fixture(scope="module", params=["brython", "micropython", "pyodide"])
def engine(request):
    impl = open_engine_or_skip(request.param)
    yield impl
    impl.close()


def run(impl, source: str, **kw):
    return impl.run(Program.of(source, **kw))


def test_identity_and_language(engine):
    info = engine.info
    assert info.name in ("brython", "micropython", "pyodide")
    assert info.name != "pyodide" or info.language_version >= (3, 12)  # the CPython it embeds
    assert info.name != "brython" or (info.language_version == (3, 8) and info.version[:2] == (3, 8))
    assert all(isinstance(part, int) for part in info.version)


def test_ok_program_output_is_captured_exactly(engine):
    outcome = run(engine, 'import sys\nprint("hi", 1 + 1)\nprint("no newline", end="")\nprint("err", file=sys.stderr)\n')
    assert outcome.ending() == "ok"
    assert outcome.stdout == "hi 2\nno newline"
    assert "err" in outcome.stderr_tail


def test_syntax_error_is_compile_phase_and_nothing_runs(engine):
    outcome = run(engine, 'print("ran")\ndef f(:\n    pass\n')
    assert (outcome.phase, outcome.exception.type, outcome.stdout) == ("compile", "SyntaxError", "")
    assert outcome.exit_code == 1


def test_uncaught_exception_is_run_phase_after_output(engine):
    outcome = run(engine, 'print("before")\n{}["k"]\n')
    assert (outcome.phase, outcome.exception.type, outcome.stdout) == ("run", "KeyError", "before\n")


def test_system_exit_maps_to_exit_code(engine):
    # raise SystemExit, not sys.exit(): Brython 3.8's sys.exit(3) loses its argument.
    outcome = run(engine, 'print("a")\nraise SystemExit(3)\n')
    assert (outcome.phase, outcome.exit_code, outcome.stdout) == ("ok", 3, "a\n")


def test_local_module_from_program_files(engine):
    outcome = run(engine, "import helper\nprint(helper.X)\n", files={"helper.py": "X = 42\n"})
    assert outcome.stdout == "42\n"


def test_hang_times_out_and_the_agent_recovers(engine):
    outcome = run(engine, "while True:\n    pass\n", timeout=2)
    assert outcome.timed_out and outcome.ending() == "timeout"
    assert outcome.seconds >= 1.5  # killed at its deadline, not before
    after = run(engine, 'print("alive")\n')
    assert after.stdout == "alive\n"


def test_programs_do_not_leak_state(engine):
    run(engine, "import builtins\nbuiltins.leaked = 1\nimport helper\n", files={"helper.py": "X = 1\n"})
    outcome = run(engine, "import builtins, helper\nprint(helper.X)\nprint(hasattr(builtins, 'leaked'))\n",
                  files={"helper.py": "X = 2\n"})
    assert outcome.stdout == "2\nFalse\n"


def test_one_node_process_serves_many_programs(engine):
    pid = engine.agent.proc.pid
    for n in range(5):
        assert run(engine, f"print({n})\n").stdout == f"{n}\n"
    assert engine.agent.proc.pid == pid


def test_a_version_spec_must_be_an_npm_release():
    with pytest.raises(ImplementationError, match=r"expected micropython or micropython:VERSION"):
        open_implementation("micropython:latest; rm -rf")


def test_a_pinned_release_runs_and_one_the_agent_cannot_drive_is_refused():
    older = open_engine_or_skip("micropython:1.25.0", only_when_install_fails=True)
    with older:
        assert older.info.version[:2] == (1, 25)
        assert run(older, "print((y := 2) * 3, y)\n").stdout == "6 2\n"
    # 1.26.0 changed how JavaScript modules are imported: the probe catches it, no certificate of noise.
    with pytest.raises(ImplementationError, match="cannot drive this micropython release"):
        open_implementation("micropython:1.26.0")


def test_brython_releases_after_3_8_are_driven_and_3_12_is_refused():
    newer = open_engine_or_skip("brython:3.11.3", only_when_install_fails=True)
    with newer:
        assert newer.info.version == (3, 11, 3) and newer.info.language_version == (3, 11)
        assert run(newer, "import sys\nprint((y := 2) * 3, y, end='!')\nsys.stdout.write('w\\n')\n").stdout == "6 2!w\n"
        assert run(newer, "print(1, 2, sep='-')\n").stdout == "1-2\n"  # pieces of one print, in order
    # Brython 3.12 starts and prints, but `import os` fails under the agent: the probe refuses it.
    with pytest.raises(ImplementationError, match="cannot drive this brython release"):
        open_implementation("brython:3.12.5")


def test_pyodide_sys_settings_are_put_back_between_programs():
    impl = open_engine_or_skip("pyodide")
    show = ("import sys\nprint(sys.pycache_prefix, sys.dont_write_bytecode, sys.get_int_max_str_digits(),"
            " sys.excepthook is sys.__excepthook__)\n")
    try:
        before = run(impl, show).stdout
        run(impl, "import sys\nsys.pycache_prefix = '/tmp/pp'\nsys.dont_write_bytecode = not sys.dont_write_bytecode\n"
                  "sys.set_int_max_str_digits(0)\nsys.excepthook = print\n")
        assert run(impl, show).stdout == before
        assert before.startswith("None ") and " 4300 " in before  # Pyodide's own settings, not the changed ones
    finally:
        impl.close()


def test_pyodide_an_audit_hook_does_not_outlive_its_program():
    # A hook cannot be removed: the instance is replaced, so the next program sees no hook.
    impl = open_engine_or_skip("pyodide")
    try:
        run(impl, "import sys\ndef deny(event, args):\n    if event == 'open':\n        raise RuntimeError('denied')\n"
                  "sys.addaudithook(deny)\n")
        outcome = run(impl, "open('f.txt', 'w').close()\nprint('opened')\n")
        assert (outcome.ending(), outcome.stdout) == ("ok", "opened\n")
    finally:
        impl.close()


def test_pyodide_runs_a_program_as_the_main_module():
    # pickle looks a class up by its module: __main__ must be the program's own namespace.
    impl = open_engine_or_skip("pyodide")
    try:
        outcome = run(impl, "import pickle, sys\nclass C:\n    pass\n"
                            "print(sys.modules['__main__'].C is C, type(pickle.loads(pickle.dumps(C()))).__name__)\n")
        assert outcome.stdout == "True C\n"
    finally:
        impl.close()
