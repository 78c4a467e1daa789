"""Backports certified on an older CPython, end to end (pip installs into a cached virtualenv):
library backports, the bpc syntax compilers and the future-fstrings codec.

Skipped with the reason when this machine has no CPython 3.7 (pyenv) to run them on.
"""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from pyconformance.adapters import library_backports
from pyconformance.adapters.library_backports import LibraryBackport
from pyconformance.adapters.tool_worker import ToolRefused
from pyconformance.implementation import ImplementationError
from pyconformance.adapters.specs import open_implementation
from tests.conftest import ROOT, cpython, needs_cpython

PY37 = cpython("3.7")
needs_37 = needs_cpython("3.7")


def certify(spec: str, keyword: str) -> dict:
    done = subprocess.run([sys.executable, "-m", "pyconformance", "run", "--impl", spec, "-k", keyword, "--jobs", "1",
                           "--format", "json"], capture_output=True, text=True, cwd=ROOT, timeout=1200)
    # every case these tests select is as expected (pass, a listed known difference, out of scope)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr
    return json.loads(done.stdout)


@needs_37
def test_failed_install_is_one_clear_error(tmp_path, monkeypatch):
    monkeypatch.setenv("PYCONFORM_CACHE", str(tmp_path))
    broken = LibraryBackport("broken", str(tmp_path / "missing-1.0-py3-none-any.whl"), "missing")
    monkeypatch.setitem(library_backports.BACKPORTS, "broken", broken)
    with pytest.raises(ImplementationError) as raised:
        open_implementation(f"backport:broken:{PY37}")
    message = str(raised.value)
    assert "\n" not in message and "pip install" in message and "CPython 3.7" in message and "failed" in message


@needs_37
def test_typing_extensions_serves_typing_on_37():
    doc = certify(f"backport:typing_extensions:{PY37}", "typing_literal or typing_protocol or math_prod")
    status = {c["id"]: c["status"] for c in doc["cases"]}
    assert doc["implementation"]["runs_on"] == "CPython 3.7.16"
    assert status["library/typing_protocol_runtime"] == "pass"  # served: plain 3.7 has no typing.Protocol
    assert status["library/typing_literal_dedup"] == "xfail"  # typing_extensions dedups like 3.9.1
    assert status["library/math_prod"] == "out-of-scope"
    outside = [cid for cid, s in status.items() if s == "out-of-scope"]
    assert outside == ["library/math_prod", "library/math_prod_type_error"]
    assert doc["summary"]["score"]["claimed"] == len(status) - len(outside)


@needs_37
def test_plain_37_lacks_what_the_backport_serves():
    done = subprocess.run([PY37, "-c", "from typing import Protocol"], capture_output=True, text=True)
    assert done.returncode == 1 and "cannot import name 'Protocol'" in done.stderr


@needs_37
def test_walrus_compiler_output_runs_on_37():
    doc = certify(f"transform:bpc-walrus:{PY37}", "walrus and assert or math_prod or target_list")
    status = {c["id"]: c["status"] for c in doc["cases"]}
    assert doc["implementation"]["name"] == "transform-bpc-walrus"
    assert status["walrus/assert"] == status["walrus/assert_message"] == "pass"
    assert status["walrus/target_list"] == "xfail"  # the tool crashes on ([a] := [1])
    assert status["library/math_prod"] == "out-of-scope"


PY36 = cpython("3.6")
needs_36 = needs_cpython("3.6")


@needs_36
def test_backports_install_and_run_on_36():
    # 3.6's own pip (18.1) cannot build the sdists; the venv is bootstrapped with the last pip for 3.6.
    doc = certify(f"backport:mypy_extensions:{PY36}", "typing_typeddict or typing_final")
    status = {c["id"]: c["status"] for c in doc["cases"]}
    assert doc["implementation"]["runs_on"] == "CPython 3.6.15"
    assert "pass" in {s for cid, s in status.items() if "typeddict" in cid}
    # 3.6 words a missing name without its module ("cannot import name 'Final'"): still out of scope.
    assert {s for cid, s in status.items() if "final" in cid} == {"out-of-scope"}


def future_fstrings_scope(runs_on: str):
    from pyconformance.adapters.info import AdapterInfo
    from pyconformance.expectations.known import expectation_files
    from pyconformance.scope import load_scope

    info = AdapterInfo(spec="transform:future-fstrings:x", name="transform-future-fstrings", version=(1, 2, 0),
                       executable="x", runs_on=runs_on)
    return load_scope(expectation_files(ROOT / "conformance" / "expectations", info))


@pytest.mark.parametrize("runs_on", ["CPython 3.7.16", "CPython 3.6.15"])
def test_future_fstrings_judges_an_eq_specifier_case_in_scope(runs_on):
    from pyconformance.cases import load_case
    from pyconformance.scope import out_of_scope_reason

    scope = future_fstrings_scope(runs_on)
    assert scope is not None and scope.features == {"fstring-eq"}
    cases = ROOT / "conformance" / "cases"
    eq_case = load_case(cases / "fstring" / "eq_basic.py", "fstring/eq_basic")
    assert "print(f'{x=}')" in eq_case.source
    assert out_of_scope_reason(scope, eq_case, None, True, "transform-future-fstrings", runs_on) is None
    walrus_case = load_case(cases / "walrus" / "assert.py", "walrus/assert")
    assert "walrus" in out_of_scope_reason(scope, walrus_case, None, True, "transform-future-fstrings", runs_on)


def test_future_fstrings_on_the_host_claims_the_whole_suite():
    assert future_fstrings_scope("") is None  # the host certificate scores every case, as before


def test_future_fstrings_stays_a_host_tool_on_a_38_python():
    from pyconformance.adapters.transform import older_python

    assert older_python("transform:future-fstrings:python3", sys.executable) is False
    with pytest.raises(ImplementationError, match="no usable interpreter"):
        older_python("transform:future-fstrings:/no/such/python3.7", "/no/such/python3.7")


@needs_37
def test_future_fstrings_resolves_to_a_virtualenv_of_37():
    from pyconformance.adapters.backport_compilers import VenvTool

    with open_implementation(f"transform:future-fstrings:{PY37}") as impl:
        assert isinstance(impl.tool, VenvTool)
        assert impl.tool.worker.python == impl.tool.venv.python != PY37
        assert Path(impl.tool.venv.python).parent.parent.parent.name == "venvs"
        assert impl.info.runs_on == "CPython 3.7.16" and impl.info.language_version == (3, 8)
        assert impl.tool.venv.version_of("tokenize-rt")  # the rewrite needs it; the package omits it on 3.6+
        assert ".format(" in impl.tool.transform("x = 1\nprint(f'{x}')\n")
        with pytest.raises(ToolRefused) as refused:  # the codec's own words, as CPython's first line
            impl.tool.transform("x = 1\nprint(f'{x=')\n")
        assert refused.value.syntax and refused.value.description == "f-string: expecting '}'"


@needs_37
def test_future_fstrings_output_runs_on_37():
    doc = certify(f"transform:future-fstrings:{PY37}",
                  "eq_basic or eq_format_builtin_spec or eq_unclosed or eq_compile_in_37_source or walrus and assert")
    status = {c["id"]: c["status"] for c in doc["cases"]}
    assert doc["implementation"]["runs_on"] == "CPython 3.7.16"
    assert status["fstring/eq_format_builtin_spec"] == "pass"
    assert status["fstring/eq_unclosed"] == "pass"  # the codec refuses f'{x=' with a SyntaxError
    assert status["fstring/eq_basic"] == "xfail"  # predates '=': f'{x=}' becomes .format((x=))
    assert status["fstring/eq_compile_in_37_source"] == "out-of-scope"  # 3.7's own compile()
    assert status["walrus/assert"] == "out-of-scope"
    assert doc["summary"]["score"]["claimed"] == 3
