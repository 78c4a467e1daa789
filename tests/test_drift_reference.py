"""Version drift by measurement (pyconformance/drift/measured.py), in three layers:

- the logic, with implementations that answer from a table (no interpreter needed);
- a fixture candidate that declares 3.9 (CPython 3.9 wrapped by the broken f-string
  fixture): what CPython 3.9 does is drift, the injected bug stays a divergence;
- real PyPy (declares 3.9) against CPython 3.8, with CPython 3.9 as the drift reference.
"""
from __future__ import annotations

import json
import shutil
import stat
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from pyconformance.cli.main import main
from pyconformance.drift.measured import (DriftMeasure, DriftReference, check, discover, needs_measure, parse_option,
                                       resolve)
from pyconformance.differ import raw_differences
from pyconformance.implementation import Implementation, ImplementationInfo
from pyconformance.outcome import ExceptionInfo, Outcome
from pyconformance.program import Program
from pyconformance.adapters.specs import open_implementation

from pyconformance.fuzz.engine import EngineConfig, Worker
from pyconformance.fuzz.generated import GeneratedProgram

ROOT = Path(__file__).resolve().parents[1]
BROKEN = ROOT / "tests" / "fixtures" / "broken_fstring_python"
# The two programs of issue 17: SyntaxError on 3.8, accepted by CPython 3.9 (and PyPy).
SET_COMP = "print({y := x for x in range(3)}, y)\n"
GENEXP_ARG = "print(sum(y := x for x in range(0)), y)\n"
# A debug f-string field: the broken fixture drops the spaces around '='.
FSTRING_BUG = "x = 1\nprint(f'{x = }')\n"

CPY38, CPY39 = discover((3, 8)), discover((3, 9))
needs_38_39 = pytest.mark.skipif(CPY38 is None or CPY39 is None, reason="needs CPython 3.8 and 3.9 (python3.X or pyenv)")
needs_pypy = pytest.mark.skipif(shutil.which("pypy3") is None, reason="pypy3 is not installed")


# -- the logic ------------------------------------------------------------------------

def ok(stdout: str) -> Outcome:
    return Outcome(phase="ok", stdout=stdout)


def error(phase: str, kind: str) -> Outcome:
    return Outcome(phase=phase, exception=ExceptionInfo(kind), exit_code=1)


class Table(Implementation):
    """Answers from {source: outcome}; counts its runs."""

    def __init__(self, name: str, version: tuple, answers: dict[str, Outcome]):
        self.info = ImplementationInfo(name, name, version)
        self.answers, self.runs = answers, 0

    def run(self, program: Program) -> Outcome:
        self.runs += 1
        return self.answers[program.source]


REF = ImplementationInfo("ref", "cpython", (3, 8, 18))
CAND = ImplementationInfo("cand", "pypy", (3, 9, 16))


def measure_with(answers: dict[str, Outcome]) -> tuple[DriftMeasure, Table]:
    cpython39 = Table("cpython39", (3, 9, 18), answers)
    return DriftMeasure([DriftReference((3, 9), "cpython39")], open_impl=lambda spec: cpython39), cpython39


def test_a_difference_the_newer_cpython_shares_is_drift():
    measure, cpython39 = measure_with({SET_COMP: ok("{0, 1, 2} 2\n")})
    comparison, drifted = measure.compare(Program(SET_COMP), REF, error("compile", "SyntaxError"),
                                          CAND, ok("{0, 1, 2} 2\n"))
    assert not comparison and drifted is not None
    assert drifted.reference.version == (3, 9) and {d.kind for d in drifted.differences} == {"phase", "stdout"}
    assert drifted.to_dict()["version"] == "3.9" and cpython39.runs == 1


def test_a_difference_the_newer_cpython_does_not_share_stays_a_divergence():
    measure, _ = measure_with({FSTRING_BUG: ok("x = 1\n")})
    comparison, drifted = measure.compare(Program(FSTRING_BUG), REF, ok("x = 1\n"), CAND, ok("x=1\n"))
    assert drifted is None and [d.kind for d in comparison.differences] == ["stdout"]


ISO = "import datetime\nprint(datetime.date(2020, 1, 1).isocalendar(), 'end')\n"


def test_a_candidate_departing_where_the_newer_cpython_departs_is_drift():
    """PyPy 3.9's pure-Python datetime (measured 2026-12-06) shows 3.9's named tuple without
    its module name; CPython 3.9.18 with it; CPython 3.8.18 has a plain tuple."""
    measure, _ = measure_with({ISO: ok("datetime.IsoCalendarDate(year=2020, week=1, weekday=3) end\n")})
    comparison, drifted = measure.compare(Program(ISO), REF, ok("(2020, 1, 3) end\n"),
                                          CAND, ok("IsoCalendarDate(year=2020, week=1, weekday=3) end\n"))
    assert not comparison and drifted is not None
    # a difference on another line than the one the language changed stays a divergence
    comparison, drifted = measure.compare(Program(ISO), REF, ok("(2020, 1, 3) end\nmore\n"),
                                          CAND, ok("(2020, 1, 3) end\nMORE\n"))
    assert drifted is None and comparison
    # so does one that starts elsewhere on the line
    comparison, drifted = measure.compare(Program(ISO), REF, ok("(2020, 1, 3) end\n"), CAND, ok("(2020, 1, 3) END\n"))
    assert drifted is None and comparison


def test_no_difference_and_same_version_run_nothing():
    measure, cpython39 = measure_with({})
    comparison, drifted = measure.compare(Program("print(1)\n"), REF, ok("1\n"), CAND, ok("1\n"))
    assert not comparison and drifted is None
    same = ImplementationInfo("c38", "pypy", (3, 8, 0))
    comparison, drifted = measure.compare(Program("print(1)\n"), REF, ok("1\n"), same, ok("2\n"))
    assert comparison and drifted is None and cpython39.runs == 0


def test_a_drift_reference_that_times_out_decides_nothing():
    measure, _ = measure_with({SET_COMP: Outcome(phase="run", timed_out=True, exit_code=None)})
    comparison, drifted = measure.compare(Program(SET_COMP), REF, error("compile", "SyntaxError"),
                                          CAND, Outcome(phase="run", timed_out=True, exit_code=None))
    assert comparison and drifted is None


def test_each_program_runs_once_on_the_drift_reference():
    measure, cpython39 = measure_with({SET_COMP: ok("{0, 1, 2} 2\n")})
    for _ in range(3):
        measure.compare(Program(SET_COMP), REF, error("compile", "SyntaxError"), CAND, ok("{0, 1, 2} 2\n"))
    assert cpython39.runs == 1


def test_without_a_drift_reference_the_declared_table_is_the_fallback():
    source = "@(lambda f: f)\ndef g():\n    pass\nprint(1)\n"  # PEP 614, in the table since 3.9
    comparison, drifted = DriftMeasure().compare(Program(source), REF, error("compile", "SyntaxError"),
                                                 CAND, ok("1\n"))
    assert not comparison and drifted is None and "decorator-any-expression" in comparison.drift_entries
    # ... but a measured CPython 3.9 replaces the table: here it disagrees, so it is a divergence.
    measure, _ = measure_with({source: error("compile", "SyntaxError")})
    comparison, drifted = measure.compare(Program(source), REF, error("compile", "SyntaxError"), CAND, ok("1\n"))
    assert comparison and drifted is None


def test_needs_measure_only_for_a_later_language():
    assert needs_measure((3, 8), (3, 9)) and not needs_measure((3, 8), (3, 8))
    assert not needs_measure((3, 11), (3, 11)) and not needs_measure((3, 9), (3, 8))


def test_options_parse_and_bad_ones_are_one_line_errors():
    assert parse_option("3.9=/x/python3.9") == DriftReference((3, 9), "/x/python3.9")
    assert resolve(["off"], [(3, 9)]) == ()
    for bad in (["3.9"], ["nine=/x"], ["off", "3.9=/x"]):
        with pytest.raises(ValueError) as caught:
            resolve(bad, [])
        assert "\n" not in str(caught.value)
    with pytest.raises(ValueError, match="no such file"):
        check(DriftReference((3, 9), "/nonexistent/python3.9"))
    host = f"{sys.version_info[0]}.{sys.version_info[1] + 1}"
    with pytest.raises(ValueError, match=f"not CPython {host}"):
        resolve([f"{host}={sys.executable}"], [])


def test_the_fuzz_command_rejects_a_drift_reference_of_the_wrong_version():
    result = CliRunner().invoke(main, ["fuzz", "--reference", sys.executable, "--candidate", sys.executable,
                                       "--programs", "1", "--drift-reference", f"2.7={sys.executable}"])
    assert result.exit_code == 2 and "not CPython 2.7" in result.output and "Traceback" not in result.output


# -- a fixture candidate declaring 3.9 -----------------------------------------------

@pytest.fixture
def broken39(tmp_path) -> str:
    """CPython 3.9 with the broken f-string fixture's bug: a candidate that speaks 3.9."""
    if CPY39 is None:
        pytest.skip("needs CPython 3.9")
    script = tmp_path / "broken_python39"
    script.write_text(f'#!/bin/sh\nexec "{CPY39.spec}" "{BROKEN}" "$@"\n')
    script.chmod(script.stat().st_mode | stat.S_IXUSR)
    return str(script)


class Sink:
    def __init__(self):
        self.drift = []

    def version_drift(self, program, candidate, drifted) -> None:
        self.drift.append((program.source, drifted))


def worker_for(reference: str, candidate: str, drift: tuple) -> tuple[Worker, Sink, list]:
    impls = [open_implementation(reference), open_implementation(candidate)]
    sink = Sink()
    config = EngineConfig(generators=("walrus",), drift_references=drift)
    return Worker(config, impls[0], impls[1:], sink, stop=None), sink, impls


def diverging_sources(reference: str, candidate: str, sources: list[str], drift: tuple):
    worker, sink, impls = worker_for(reference, candidate, drift)
    try:
        found = []
        for source in sources:
            program = GeneratedProgram.make(source, "walrus")
            found += [d.program.source for d in worker.diverging(program, worker.run_all(program), 0)]
        return found, [s for s, _ in sink.drift]
    finally:
        worker.close()
        for impl in impls:
            impl.close()


@needs_38_39
def test_fixture_candidate_declaring_39_drift_and_bug_told_apart(broken39):
    assert open_implementation(broken39).info.language_version == (3, 9)
    sources = [SET_COMP, GENEXP_ARG, FSTRING_BUG]
    divergences, drift = diverging_sources(CPY38.spec, broken39, sources, (CPY39,))
    assert divergences == [FSTRING_BUG] and drift == [SET_COMP, GENEXP_ARG]
    # Without the measurement the 3.9 programs are divergences (the table does not know them).
    divergences, drift = diverging_sources(CPY38.spec, broken39, sources, ())
    assert divergences == sources and drift == []


@pytest.fixture
def suite_seeds_only(monkeypatch):
    """The mutate generator seeded from the suite's cases alone: a seeded campaign must not
    change its programs whenever a finding is added to corpus/."""
    from pyconformance.fuzz.generators import mutate as gen_mutate
    from pyconformance.suite import PACKAGE_ROOT

    monkeypatch.setattr(gen_mutate, "seed_roots", lambda: [PACKAGE_ROOT / "cases"])
    gen_mutate.seed_cases.cache_clear()
    yield
    gen_mutate.seed_cases.cache_clear()


@needs_38_39
def test_fixture_campaign_reports_drift_apart_and_never_saves_it(broken39, tmp_path, suite_seeds_only):
    """A mutate campaign meets the suite's 3.9 changes; they are drift, the f-string bug is not."""
    def campaign(name: str, *extra: str) -> dict:
        out, summary = tmp_path / name, tmp_path / f"{name}.json"
        result = CliRunner().invoke(main, [
            "fuzz", "--reference", CPY38.spec, "--candidate", broken39, "--generator", "mutate",
            "--generator", "fstring", "--programs", "1500", "--seed", "2", "--out", str(out),
            "--format", "json", "-o", str(summary), *extra], catch_exceptions=False)
        assert result.exit_code == 1, result.output  # the f-string bug is found either way
        data = json.loads(summary.read_text())
        assert "version drift" in result.output or not data["drift"]
        return data

    measured = campaign("measured", "--drift-reference", f"3.9={CPY39.spec}")
    # the given 3.9, then later CPythons found here (forward drift: syntax a later version accepts)
    assert measured["drift_references"][0] == {"version": "3.9", "spec": CPY39.spec}
    assert all(tuple(map(int, r["version"].split("."))) > (3, 9) for r in measured["drift_references"][1:])
    assert measured["drift"], "a mutate campaign over the suite meets 3.9 changes"
    assert any("fstring-eq" in d["features"] for d in measured["divergences"])
    with open_implementation(broken39) as candidate:
        for entry in measured["drift"]:  # drift: that CPython really does what the candidate did
            with open_implementation(entry["drift_reference"]) as cpython:
                program = Program(entry["program"])
                assert not raw_differences(cpython.run(program), candidate.run(program)), entry
        saved = {Path(d["path"]).read_text() for d in measured["divergences"] if d["path"]}
        assert not any(entry["program"] in text for entry in measured["drift"] for text in saved)
    unmeasured = campaign("table", "--drift-reference", "off")
    assert unmeasured["drift"] == [] and unmeasured["drift_references"] == []
    # The programs set apart as drift are divergences now: counted by occurrence, since a drift
    # may share its cause with a divergence the measured campaign also reported.
    def occurrences(data: dict) -> int:
        return sum(d.get("occurrences", 1) for d in data["divergences"])

    assert occurrences(unmeasured) > occurrences(measured)


# -- real PyPy -------------------------------------------------------------------------

@needs_pypy
@needs_38_39
def test_pypy_the_two_39_programs_are_drift_not_divergences(tmp_path):
    assert open_implementation("pypy3").info.language_version == (3, 9)
    real_bug = "divmod(x=0, y=1)\n"  # PyPy's positional-only builtins take keywords (corpus/fuzz-pypy)
    divergences, drift = diverging_sources(CPY38.spec, "pypy3", [SET_COMP, GENEXP_ARG, real_bug],
                                           resolve([], [(3, 9)]))
    assert drift == [SET_COMP, GENEXP_ARG] and divergences == [real_bug]
    paths = []
    for n, source in enumerate([SET_COMP, GENEXP_ARG, real_bug]):
        paths.append(tmp_path / f"p{n}.py")
        paths[-1].write_text(source)
    result = CliRunner().invoke(main, ["replay", *map(str, paths), "--impl", "pypy3", "--reference", CPY38.spec,
                                       "--format", "json"])
    statuses = [r["status"] for r in json.loads(result.output)["results"]]
    # the real bug is a known one (corpus/fuzz-pypy): replay says so, and nothing unexpected is left
    assert statuses == ["drift", "drift", "known"] and result.exit_code == 0
    unknown = CliRunner().invoke(main, ["replay", str(paths[2]), "--impl", "pypy3", "--reference", CPY38.spec,
                                        "--no-expectations", "--known-corpus", str(tmp_path / "none")])
    assert unknown.exit_code == 1 and "FAIL" in unknown.output
    alone = CliRunner().invoke(main, ["replay", *map(str, paths[:2]), "--impl", "pypy3", "--reference", CPY38.spec])
    assert alone.exit_code == 0 and "2 version drift" in alone.output, alone.output


@needs_38_39
def test_the_declared_table_agrees_with_the_measurement_on_walrus_displays():
    """The table said sets and indexes both changed in 3.10; CPython 3.9 accepts the set form."""
    accepts = ok("{7} 7\n")
    with open_implementation(CPY38.spec) as cpython38, open_implementation(CPY39.spec) as cpython39:
        set_form, index_form = Program("print({y := 7, 7}, y)\n"), Program("a = [1, 2]\nprint(a[i := 1], i)\n")
        assert cpython38.run(set_form).ending() == "compile:SyntaxError" and cpython39.run(set_form).ending() == "ok"
        assert cpython39.run(index_form).ending() == "compile:SyntaxError"  # the index form is 3.10's
        table, _ = DriftMeasure().compare(set_form, cpython38.info, cpython38.run(set_form), CAND, accepts)
        assert not table and "walrus-in-set" in table.drift_entries
        table, _ = DriftMeasure().compare(index_form, cpython38.info, cpython38.run(index_form), CAND, ok("2 1\n"))
        assert table and not table.drift_entries
