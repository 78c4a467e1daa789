"""Known findings recognised: a campaign marks each root cause new or known (naming the corpus
entry or expectations entry it matches), `replay` applies the implementation's expectations,
a campaign without --seed draws a fresh one, and forward drift is drift when a later CPython
confirms it."""
from __future__ import annotations

import json
import re
import shutil
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from pyconformance.cli.main import main
from pyconformance.drift.measured import DriftMeasure, DriftReference
from pyconformance.implementation import Implementation, ImplementationInfo
from pyconformance.outcome import ExceptionInfo, Outcome
from pyconformance.program import Program
from pyconformance.suite import load_suite

from pyconformance.fuzz.causes import cause_of
from pyconformance.fuzz.known import KnownCauses, mark
from tests.conftest import ROOT, needs_system_python

HOST = sys.executable
BROKEN = str(ROOT / "tests" / "fixtures" / "broken_fstring_python")
SUITE = load_suite(ROOT / "conformance")
needs_pypy = pytest.mark.skipif(shutil.which("pypy3") is None, reason="pypy3 is not installed")


def ok(stdout: str = "") -> Outcome:
    return Outcome(phase="ok", stdout=stdout)


def error(phase: str, kind: str) -> Outcome:
    return Outcome(phase=phase, exception=ExceptionInfo(kind), exit_code=1)


class Table(Implementation):
    """Answers from {source: outcome}, or DEFAULT."""

    def __init__(self, name: str, version: tuple, answers: dict[str, Outcome], default: Outcome | None = None):
        self.info = ImplementationInfo(name, name, version)
        self.answers, self.default, self.runs = answers, default, 0

    def run(self, program: Program) -> Outcome:
        self.runs += 1
        return self.answers.get(program.source, self.default)


REF = ImplementationInfo("ref", "cpython", (3, 8, 18))
PYPY = ImplementationInfo("pypy3", "pypy", (3, 9, 16))
INDEX = "a = [1, 2]\nprint(a[i := 1], i)\n"  # unparenthesized walrus index: SyntaxError before 3.10


# -- forward drift --------------------------------------------------------------------

def measure(answers_39: dict, answers_310: dict) -> DriftMeasure:
    tables = {"cpython39": Table("cpython39", (3, 9, 18), answers_39), "cpython310": Table("cpython310", (3, 10, 13), answers_310)}
    return DriftMeasure([DriftReference((3, 9), "cpython39"), DriftReference((3, 10), "cpython310")],
                        open_impl=lambda spec: tables[spec])


def test_syntax_a_later_cpython_accepts_is_forward_drift_and_nothing_else_is():
    m = measure({INDEX: error("compile", "SyntaxError")}, {INDEX: ok("2 1\n")})
    comparison, drifted = m.compare(Program(INDEX), REF, error("compile", "SyntaxError"), PYPY, ok("2 1\n"))
    assert not comparison and drifted is not None and drifted.reference.version == (3, 10)
    # a module a later CPython removed is not drift for a candidate that never shipped it
    source = "import spwd\nprint('imported')\n"
    gone = error("run", "ModuleNotFoundError")
    m = measure({source: ok("imported\n")}, {source: gone})
    comparison, drifted = m.compare(Program(source), REF, ok("imported\n"), PYPY, gone)
    assert comparison and drifted is None
    # and without a later CPython that confirms it, the syntax difference stays a divergence
    m = DriftMeasure([DriftReference((3, 9), "cpython39")],
                     open_impl=lambda spec: Table("cpython39", (3, 9, 18), {INDEX: error("compile", "SyntaxError")}))
    comparison, drifted = m.compare(Program(INDEX), REF, error("compile", "SyntaxError"), PYPY, ok("2 1\n"))
    assert comparison and drifted is None


# -- matching -------------------------------------------------------------------------

def test_a_corpus_finding_is_known_by_its_cause_and_named():
    known = KnownCauses()
    known.add_corpus(ROOT / "corpus" / "fuzz-pypy", ROOT)
    assert len(known) >= 3
    source = "divmod(x=0, y=0)\n"  # the corpus's PyPy divmod finding, met again
    cause = cause_of(source, ["exception:TypeError>ZeroDivisionError"], "pypy-3.9")
    fresh = cause_of("print(1)\n", ["stdout"], "pypy-3.9")
    divergences = [{"cause": cause.key}, {"cause": fresh.key}]
    assert mark(divergences, known) == (1, 1)
    assert divergences[0]["known"]["source"] == "corpus"
    assert divergences[0]["known"]["name"].startswith("corpus/fuzz-pypy/")
    assert divergences[1]["known"] is None


def test_an_expectation_entry_is_known_by_running_its_case():
    case = next(c for c in SUITE.cases if c.id == "posonly/builtin_len_keyword")
    reference = Table("ref", (3, 8, 18), {}, default=error("run", "TypeError"))
    candidate = Table("pypy", (3, 9, 16), {}, default=ok("1\n"))
    known = KnownCauses()
    added = known.add_expectations([case], [ROOT / "conformance" / "expectations" / "pypy.toml"], reference, candidate)
    assert added == 1 and reference.runs == candidate.runs == 1
    finding = cause_of("print(divmod(a=7, b=2))\n", ["phase:run:TypeError>ok", "stdout"], "pypy-3.9")
    match = known.match(finding.key)
    assert match is not None and match.name == "pypy.toml: posonly/builtin_len_keyword" and "len(obj=[1])" in match.reason


# -- the campaign ---------------------------------------------------------------------

def fuzz(*args: str):
    return CliRunner().invoke(main, ["fuzz", *args], catch_exceptions=False)


@needs_system_python
def test_without_seed_a_fresh_seed_is_drawn_and_printed(tmp_path):
    seeds = []
    for n in range(2):
        result = fuzz("--reference", "model", "--candidate", HOST, "--generator", "targeted", "--programs", "20",
                      "--format", "json", "-o", str(tmp_path / f"s{n}.json"))
        assert result.exit_code == 0, result.output
        drawn = int(re.search(r"seed (\d+) \(drawn at random; --seed \1 repeats", result.output).group(1))
        assert json.loads((tmp_path / f"s{n}.json").read_text())["seed"] == drawn
        seeds.append(drawn)
    assert seeds[0] != seeds[1]
    pinned = fuzz("--reference", "model", "--candidate", HOST, "--generator", "targeted", "--programs", "20", "--seed", "7")
    assert "drawn at random" not in pinned.output and ", seed 7" in pinned.output


@needs_system_python
def test_a_campaign_tells_new_from_known(tmp_path):
    args = ["--reference", HOST, "--candidate", BROKEN, "--generator", "fstring", "--programs", "120", "--seed", "4",
            "--format", "json"]
    first = fuzz(*args, "--out", str(tmp_path / "first"), "-o", str(tmp_path / "first.json"),
                 "--known-corpus", str(tmp_path / "empty"))
    assert first.exit_code == 1, first.output  # a new root cause
    data = json.loads((tmp_path / "first.json").read_text())
    assert data["divergences"] and all(d["known"] is None for d in data["divergences"])
    assert re.search(r"divergence\(s\), one per root cause: \d+ new, 0 known", first.output)
    again = fuzz(*args, "--out", str(tmp_path / "again"), "-o", str(tmp_path / "again.json"),
                 "--known-corpus", str(tmp_path / "first"))
    assert again.exit_code == 0, again.output  # nothing new: known differences are expected
    data = json.loads((tmp_path / "again.json").read_text())
    assert data["divergences"] and all(d["known"]["source"] == "corpus" for d in data["divergences"])
    assert "first/" in data["divergences"][0]["known"]["name"] and "known " in again.output


# -- replay ---------------------------------------------------------------------------

@needs_pypy
def test_replay_applies_the_implementations_expectations():
    case = ROOT / "conformance" / "cases" / "posonly" / "builtin_len_keyword.py"
    result = CliRunner().invoke(main, ["replay", str(case), "--impl", "pypy3", "--format", "json"])
    assert result.exit_code == 0, result.output
    (row,) = json.loads(result.output)["results"]
    assert row["status"] == "known" and row["known"]["name"] == "posonly/builtin_len_keyword"
    text = CliRunner().invoke(main, ["replay", str(case), "--impl", "pypy3"])
    assert text.output.startswith("KNOWN ") and "known difference: PyPy builtins accept keyword" in text.output
    bare = CliRunner().invoke(main, ["replay", str(case), "--impl", "pypy3", "--no-expectations"])
    assert bare.exit_code == 1 and bare.output.startswith("FAIL ")


@needs_pypy
def test_replay_of_known_corpus_findings_says_known_difference():
    result = CliRunner().invoke(main, ["replay", str(ROOT / "corpus" / "fuzz-pypy"), "--impl", "pypy3",
                                       "--format", "json"])
    rows = json.loads(result.output)["results"]
    assert rows and sum(r["status"] == "known" for r in rows) >= len(rows) - 1
    assert all(r["status"] in ("known", "pass", "drift") for r in rows) == (result.exit_code == 0)
