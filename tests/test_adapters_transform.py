"""transform:TOOL:PYTHON: a tool's output must mean what its input means."""
from __future__ import annotations

import os
import re
import sys

import pytest

from pyconformance.adapters import transform_tools
from pyconformance.adapters.transform_tools import TOOLS, Tool
from pyconformance.cases import load_case
from pyconformance.implementation import ImplementationError
from pyconformance.program import Program
from pyconformance.runner import evaluate
from pyconformance.adapters.specs import open_implementation
from tests.conftest import ROOT

WHITESPACE_CASE = ROOT / "conformance" / "cases" / "fstring" / "eq_whitespace_article.py"


def squeeze_debug_equals(source: str) -> str:
    """A deliberately broken transform: drops the spaces around '=' in f'{x = }'."""
    return re.sub(r"\{(\w+)\s*=\s*\}", r"{\1=}", source)


def refuse(source: str) -> str:
    raise ValueError("cannot handle this")


def hang_on_marker(source: str) -> str:
    """Hangs on a program that says HANG, like a tool stuck in a pathological input."""
    while "HANG" in source:
        pass
    return source


def die_on_marker(source: str) -> str:
    """Takes its whole process down on a program that says DIE (a crash in a C extension)."""
    if "DIE" in source:
        os._exit(70)
    return source


@pytest.fixture
def with_tool(monkeypatch):
    def add(name, function):
        monkeypatch.setitem(TOOLS, name, Tool(name, "python", "ast", function))
        return open_implementation(f"transform:{name}:{sys.executable}")
    return add


def test_ast_round_trip_keeps_meaning():
    with open_implementation(f"transform:ast-unparse:{sys.executable}") as impl:
        assert impl.info.name == "transform-ast-unparse"
        assert impl.run(Program.of("a = 37\nprint(f'{a = }')\n")).stdout == "a = 37\n"
        assert impl.run(Program.of("1/0\n")).exception.type == "ZeroDivisionError"


def test_a_broken_transform_fails_the_suite_case(with_tool):
    case = load_case(WHITESPACE_CASE, "fstring/eq_whitespace_article")
    with with_tool("squeeze", squeeze_debug_equals) as impl:
        result = evaluate(case, impl.info, impl)
    assert result.status == "fail" and "stdout differs" in result.message
    with open_implementation(f"transform:ast-unparse:{sys.executable}") as impl:
        assert evaluate(case, impl.info, impl).status == "pass"


def test_batch_screening_sees_the_transformed_programs(with_tool):
    from pyconformance.runner import run_cases
    from pyconformance.suite import load_suite

    cases = [c for c in load_suite().cases if c.id.startswith("fstring/")]
    with with_tool("squeeze", squeeze_debug_equals) as impl:
        screened = impl.screen([Program.of("x = 1\nprint(f'{x = }')\n"), Program.of("print(1)\n")])
        assert [o.stdout for o in screened] == ["x=1\n", "1\n"]  # the broken output, screened
        verdicts = [run_cases(lambda: impl, cases, {}, screen=screen, first=impl) for screen in (False, True)]
    fork, batch = ({r.case.id: r.status for r in v.results} for v in verdicts)
    assert fork == batch and "fail" in fork.values()


def test_tool_rejecting_a_valid_program_is_transform_error(with_tool):
    with with_tool("refuse", refuse) as impl:
        outcome = impl.run(Program.of("print(1)\n"))
        assert (outcome.phase, outcome.exception.type) == ("compile", "TransformError")
        assert outcome.exception.message == "ValueError: cannot handle this"
        # Refusing a program PYTHON rejects too is right: PYTHON's own outcome stands.
        invalid = impl.run(Program.of("def f(:\n    pass\n"))
        assert (invalid.phase, invalid.exception.type) == ("compile", "SyntaxError")


def test_a_hanging_tool_costs_one_program_a_timeout(with_tool):
    with with_tool("hang", hang_on_marker) as impl:
        impl.tool.worker.timeout = 1.0
        outcome = impl.run(Program.of("# HANG\nprint(1)\n"))
        assert outcome.ending() == "timeout" and "no output within 1s" in outcome.stderr_tail
        assert impl.run(Program.of("print(2)\n")).stdout == "2\n"  # a fresh worker serves the next one


def test_a_crashing_tool_costs_one_program_a_transform_error(with_tool):
    with with_tool("die", die_on_marker) as impl:
        outcome = impl.run(Program.of("# DIE\nprint(1)\n"))
        assert (outcome.phase, outcome.exception.type) == ("compile", "TransformError")
        assert "process ended" in outcome.exception.message
        assert impl.run(Program.of("print(2)\n")).stdout == "2\n"


def test_missing_tool_says_what_to_install(monkeypatch):
    monkeypatch.setitem(TOOLS, "ghost", Tool("ghost", "ghost-dist", "no_such_module_xyz", refuse))
    with pytest.raises(ImplementationError, match="transform tool ghost not installed: pip install ghost-dist"):
        open_implementation(f"transform:ghost:{sys.executable}")
    with pytest.raises(ImplementationError, match="unknown transform tool"):
        open_implementation(f"transform:nope:{sys.executable}")


@pytest.mark.parametrize("name", sorted(TOOLS))
def test_each_real_tool_round_trips_a_simple_program(name):
    try:
        TOOLS[name].check_installed()
    except ImplementationError as exc:
        pytest.skip(str(exc))
    with open_implementation(f"transform:{name}:{sys.executable}") as impl:
        outcome = impl.run(Program.of("def add(a, b):\n    return a + b\n\nprint(add(2, 3))\n"))
        assert (outcome.ending(), outcome.stdout) == ("ok", "5\n")
        assert impl.info.version and impl.info.name == f"transform-{name}"


def test_future_fstrings_codec_is_really_applied():
    pytest.importorskip("future_fstrings", reason="pip install future-fstrings")
    assert ".format(" in transform_tools.future_fstrings_decode("x = 1\nprint(f'{x}')\n")


def test_a_pinned_release_spec_is_checked_before_anything_installs():
    with pytest.raises(ImplementationError, match="part of the host's stdlib and has no releases"):
        open_implementation(f"transform:ast-unparse==3.8.0:{sys.executable}")
    with pytest.raises(ImplementationError, match="only host tools take ==RELEASE"):
        open_implementation(f"transform:bpc-walrus==0.1.5:{sys.executable}")
    with pytest.raises(ImplementationError, match="unknown transform tool"):
        open_implementation(f"transform:nope==1.0:{sys.executable}")


def test_a_release_pip_cannot_install_is_a_one_line_error(tmp_path, monkeypatch):
    monkeypatch.setenv("PYCONFORM_CACHE", str(tmp_path))
    monkeypatch.setenv("PIP_NO_INDEX", "1")  # nothing to install from: pip fails fast, offline too
    with pytest.raises(ImplementationError) as failed:
        open_implementation(f"transform:black==0.0.1:{sys.executable}")
    assert "black==0.0.1" in str(failed.value) and "\n" not in str(failed.value)


def test_a_pinned_black_release_is_the_one_that_runs():
    """black 22.12.0, pip-installed into its own virtualenv: it rejects what 3.8 rejects and what
    black 26 re-quotes (an f-string reusing its own quote), and says its own version."""
    try:
        impl = open_implementation(f"transform:black==22.12.0:{sys.executable}")
    except ImplementationError as exc:
        pytest.skip(f"black 22.12.0 cannot be installed here: {exc}")
    with impl:
        assert (impl.info.name, impl.info.version) == ("transform-black", (22, 12, 0))
        case = load_case(ROOT / "conformance" / "cases" / "fstring" / "eq_nested_same_quote.py")
        assert evaluate(case, impl.info, impl).status == "pass"
        assert impl.run(Program.of("x=1\nprint( x )\n")).stdout == "1\n"
