"""`pyconform upstream`: the reference's own regression tests run on a candidate.

Most tests use a tiny `test` package written here (never CPython's): a module whose tests
pass, fail, raise, skip, fail on a message only, crash and hang. One test runs a real module
of CPython 3.8.18's Lib/test when pyenv has it."""
from __future__ import annotations

import glob
import json
import os
import re
import sys
import time
from pathlib import Path
from xml.etree import ElementTree

import pytest
from click.testing import CliRunner

from pyconformance.cert_diff import diff_certificates
from pyconformance.certificate import Certificate, ImplementationRecord, Made
from pyconformance.cli.main import main
from pyconformance.expectations.known import Known, load_known
from pyconformance.implementation import Implementation, ImplementationInfo
from pyconformance.reports.impl_table import render_table, upstream_text
from pyconformance.reports.junit import render_junit
from pyconformance.tomlcompat import tomllib
from pyconformance.upstream import locate as locate_module
from pyconformance.upstream.catalogue import CatalogueError, Catalogue, UpstreamModule, load_catalogue
from pyconformance.upstream.classify import judge, message_only
from pyconformance.upstream import execute
from pyconformance.upstream.execute import run_module
from pyconformance.upstream.known import load_upstream_known
from pyconformance.upstream.model import JudgedTest, TestRecord as Record, UpstreamSection
from pyconformance.upstream.section import upstream_section
from pyconformance.upstream.record import UpstreamRecord, UpstreamScore, UpstreamSummary, UpstreamTest
from pyconformance.upstream.update import update_upstream

ROOT = Path(__file__).resolve().parents[1]
PYENV_38 = sorted(glob.glob(os.path.expanduser("~/.pyenv/versions/3.8*/bin/python3.8")))
needs_pyenv_38 = pytest.mark.skipif(not PYENV_38, reason="no pyenv CPython 3.8 (~/.pyenv/versions/3.8*) here")

FAKE_MODULE = '''
import os
import unittest


class Sample(unittest.TestCase):
    def test_passes(self):
        self.assertEqual(1 + 1, 2)

    def test_fails(self):
        self.assertEqual(1 + 1, 3)

    def test_raises(self):
        raise KeyError("boom")

    @unittest.skip("not here")
    def test_skipped(self):
        pass

    def test_message_only(self):
        with self.assertRaisesRegex(ValueError, "one wording"):
            raise ValueError("another wording")

    def test_z_crashes(self):
        os.abort()
'''

FAKE_HANG = '''
import time
import unittest


class Hangs(unittest.TestCase):
    def test_a_passes(self):
        pass

    def test_b_hangs(self):
        time.sleep(60)
'''

FAKE_MAIN = '''
import unittest
from test import support


class Listed(unittest.TestCase):
    def test_listed(self):
        pass


class NotListed(unittest.TestCase):
    def test_not_listed(self):
        self.fail("test_main does not name this class")


def test_main():
    support.run_unittest(Listed)
'''


@pytest.fixture(scope="module")
def fake_tests(tmp_path_factory) -> Path:
    """A `test` package like Lib/test: support/, and the modules above."""
    package = tmp_path_factory.mktemp("fakelib") / "test"
    (package / "support").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "support" / "__init__.py").write_text(
        "def run_unittest(*classes):\n    raise RuntimeError('the runner must collect, not run')\n")
    (package / "test_sample.py").write_text(FAKE_MODULE)
    (package / "test_hang.py").write_text(FAKE_HANG)
    (package / "test_main_only.py").write_text(FAKE_MAIN)
    (package / "test_broken.py").write_text("raise ImportError('needs a C module')\n")
    return package


def outcomes(run) -> dict[str, str]:
    return {t.id: t.outcome for t in run.tests}


def test_runner_reports_each_outcome_and_the_crash(fake_tests):
    run = run_module([sys.executable], fake_tests, "test_sample", 60)
    assert run.status == "crash"
    assert outcomes(run) == {
        "test_sample.Sample.test_passes": "pass", "test_sample.Sample.test_fails": "fail",
        "test_sample.Sample.test_raises": "error", "test_sample.Sample.test_skipped": "skip",
        "test_sample.Sample.test_message_only": "fail", "test_sample.Sample.test_z_crashes": "crash"}
    by_id = {t.id: t for t in run.tests}
    assert by_id["test_sample.Sample.test_raises"].exception == "KeyError"
    assert "signal 6" in by_id["test_sample.Sample.test_z_crashes"].message
    assert message_only(by_id["test_sample.Sample.test_message_only"])
    assert not message_only(by_id["test_sample.Sample.test_fails"])


def test_a_hanging_test_is_the_timeout_and_the_finished_ones_are_kept(fake_tests):
    run = run_module([sys.executable], fake_tests, "test_hang", 3)
    assert run.status == "timeout"
    assert outcomes(run) == {"test_hang.Hangs.test_a_passes": "pass", "test_hang.Hangs.test_b_hangs": "timeout"}
    assert 3 <= run.seconds < 30


def test_skip_list_and_patterns_are_not_run(fake_tests):
    run = run_module([sys.executable], fake_tests, "test_hang", 30, skip={"test_hang.*.test_b_hangs"})
    assert run.status == "done"
    assert outcomes(run) == {"test_hang.Hangs.test_a_passes": "pass", "test_hang.Hangs.test_b_hangs": "skip"}


def test_test_main_names_the_classes_that_run(fake_tests):
    run = run_module([sys.executable], fake_tests, "test_main_only", 30)
    assert outcomes(run) == {"test_main_only.Listed.test_listed": "pass"}


def test_a_module_that_does_not_import_is_one_error(fake_tests):
    run = run_module([sys.executable], fake_tests, "test_broken", 30)
    assert run.status == "error"
    (record,) = run.tests
    assert (record.id, record.outcome, record.exception) == ("test_broken.<module>", "error", "ImportError")


def record(outcome="fail", message="", exception="AssertionError", frames=(), test_id="test_x.T.test_y"):
    return Record(test_id, "test_x", outcome, exception, message, frames)


@pytest.mark.parametrize("message, frames, expected", [
    ('"cannot assign" does not match "cannot assign to literal"', (), True),
    ("SyntaxError did not contain 'outside loop'", (), True),
    ("'a' != 'b'", (("test_x.py", "test_y", "self.assertEqual(str(cm.exception), 'a')"),), True),
    ("'a' != 'b'", (("test_x.py", "test_y", "self.assertEqual(result, 'a')"),), False),
    ("Failed example:\nExpected:\n    Traceback (most recent call last):\n    SyntaxError: one\n"
     "Got:\n    Traceback (most recent call last):\n    SyntaxError: two\n", (), True),
    ("Failed example:\nExpected:\n    Traceback (most recent call last):\n    SyntaxError: one\nGot:\n    3\n", (), False),
    ("TypeError not raised", (), False),
])
def test_message_only_failures_are_told_apart(message, frames, expected):
    assert bool(message_only(record(message=message, frames=frames))) is expected


def test_verdicts():
    failing = record(message="2 != 3")
    known_fail = Known(failing.id, "fail", "a reason")
    assert judge(failing, ("misc",), None, {}).verdict == "real"
    assert judge(failing, ("misc",), known_fail, {}).verdict == "xfail"
    assert judge(failing, ("misc",), Known(failing.id, "crash", "r"), {}).verdict == "real"  # another kind
    assert judge(record("pass"), ("misc",), known_fail, {}).verdict == "xpass"  # strict
    assert judge(failing, ("misc",), known_fail, {failing.id: record("error")}, "CPython 3.9").verdict == "drift"
    hang = record("timeout")
    assert judge(hang, ("misc",), None, {hang.id: record("fail")}).verdict == "real"  # 3.9 fails, does not hang
    assert judge(record("skip"), ("misc",), None, {}).verdict == "skip"


def test_score_leaves_out_skips_drift_and_message_only():
    tests = [JudgedTest(record("pass", test_id=f"t.T.p{i}"), ("misc",), "pass") for i in range(6)]
    tests += [JudgedTest(record(test_id="t.T.real"), ("misc",), "real"),
              JudgedTest(record(test_id="t.T.drift"), ("misc",), "drift"),
              JudgedTest(record(test_id="t.T.msg"), ("misc",), "message-only"),
              JudgedTest(record("skip", test_id="t.T.skip"), ("misc",), "skip")]
    section = UpstreamSection({"spec": "x", "name": "x", "version": "1"}, tests=tests)
    summary = section.summary()
    assert summary["score"] == {"passed": 6, "claimed": 7, "percent": 85.7}
    assert (summary["drift"], summary["message_only"], summary["real"]) == (1, 1, 1)
    assert not section.ok


def test_catalogue_refuses_bad_entries(tmp_path):
    path = tmp_path / "upstream.toml"
    path.write_text('[modules.test_a]\nfeatures = ["walrus"]\n[modules."test_b.test_c"]\nfeatures = ["misc"]\n'
                    'timeout = 5\nbackports = ["pickle5"]\n')
    catalogue = load_catalogue(path, frozenset({"walrus", "misc"}))
    assert [(m.name, m.timeout) for m in catalogue.modules] == [("test_a", 120.0), ("test_b.test_c", 5.0)]
    assert [m.name for m in catalogue.for_backport("pickle5")] == ["test_b.test_c"]
    for bad, why in (('[modules.test_a]\nfeatures = ["nope"]\n', "unknown feature"),
                     ('[modules."os.path"]\nfeatures = ["misc"]\n', "not a test module name"),
                     ('[modules.test_a]\n', "needs features"),
                     ('[modules.test_a\n', "upstream.toml:1")):
        path.write_text(bad)
        with pytest.raises(CatalogueError, match=why):
            load_catalogue(path, frozenset({"walrus", "misc"}))
    path.write_bytes(b"\xff[modules.test_a]\n")  # not UTF-8: the same one-line error, not a traceback
    with pytest.raises(CatalogueError, match="upstream.toml: cannot read .*can't decode byte 0xff"):
        load_catalogue(path)


def test_the_declared_list_loads_with_the_suite_features():
    catalogue = load_catalogue(ROOT / "conformance" / "upstream.toml",
                               frozenset(tomllib.loads((ROOT / "conformance" / "features.toml").read_text())["features"]))
    assert len(catalogue.modules) >= 26
    assert catalogue.for_backport("importlib_metadata")


def test_expectation_files_with_an_upstream_table_still_load(tmp_path):
    path = tmp_path / "impl.toml"
    path.write_text('["misc/a"]\nstatus = "fail"\nreason = "r"\n\n[upstream]\n'
                    '"test_x.T.test_y" = { status = "fail", reason = "why" }\n'
                    '"test_x.T.test_z" = { status = "skip", reason = "hangs" }\n')
    assert list(load_known([path])) == ["misc/a"]
    assert {k: v.status for k, v in load_upstream_known([path]).items()} == {"test_x.T.test_y": "fail",
                                                                            "test_x.T.test_z": "skip"}


def test_update_writes_real_differences_and_drops_passing_ones():
    text = ('# header\n[upstream]\n"t.T.fixed" = { status = "fail", reason = "was broken" }\n'
            '"t.T.kept" = { status = "error", reason = "explained" }\n')
    section = {"tests": [{"id": "t.T.fixed", "outcome": "pass", "verdict": "xpass"},
                         {"id": "t.T.kept", "outcome": "error", "verdict": "xfail"},
                         {"id": "t.T.new", "outcome": "crash", "verdict": "real"},
                         {"id": "t.T.msg", "outcome": "fail", "verdict": "message-only"},
                         {"id": "t.T.drift", "outcome": "fail", "verdict": "drift"}]}
    new, update = update_upstream(text, section, {})
    table = tomllib.loads(new)["upstream"]
    assert table == {"t.T.kept": {"status": "error", "reason": "explained"},
                     "t.T.new": {"status": "crash", "reason": "untriaged"}}
    assert new.startswith("# header\n")
    assert (update.added, update.removed, update.kept) == (["t.T.new"], ["t.T.fixed"], 1)


def certificate_with(tests: list[dict]) -> Certificate:
    section = UpstreamRecord(implementation={}, tests=[UpstreamTest(**t) for t in tests])
    return Certificate.build(ImplementationRecord(spec="x", name="x", version="1"), [], 0.0,
                             Made(date="2026-12-06", machine="test"), upstream=section)


def test_diff_shows_upstream_regressions():
    old = certificate_with([{"id": "a", "outcome": "pass", "verdict": "pass"},
                            {"id": "b", "outcome": "fail", "verdict": "real"},
                            {"id": "c", "outcome": "pass", "verdict": "pass"},
                            {"id": "d", "outcome": "pass", "verdict": "pass"}])
    new = certificate_with([{"id": "a", "outcome": "error", "verdict": "real"},
                            {"id": "b", "outcome": "pass", "verdict": "pass"},
                            {"id": "c", "outcome": "fail", "verdict": "message-only"},
                            {"id": "e", "outcome": "fail", "verdict": "real"}])
    result = diff_certificates(old, new)
    assert [c.case_id for c in result.upstream_regressions] == ["a"]
    assert [c.case_id for c in result.upstream_progressions] == ["b"]
    assert [c.case_id for c in result.upstream_changes] == ["c"]
    assert ([c.case_id for c in result.upstream_added], [c.case_id for c in result.upstream_removed]) == (["e"], ["d"])
    assert result.has_regressions


def scored_certificate(tests: list[dict], passed: int, claimed: int, **section) -> Certificate:
    summary = UpstreamSummary(total=len(tests), passed=passed, skipped=0, drift=0, message_only=0, xfailed=0,
                              xpassed=0, real=0, outcomes={}, seconds=1.5,
                              score=UpstreamScore(passed=passed, claimed=claimed, percent=round(100 * passed / claimed, 1)))
    record = UpstreamRecord(implementation={}, tests=[UpstreamTest(**t) for t in tests], summary=summary,
                            tests_from={"version": "3.8.18", "path": "/py/lib/python3.8/test"}, **section)
    return Certificate.build(ImplementationRecord(spec="x", name="x", version="1"), [], 0.0,
                             Made(date="2026-12-06", machine="test"), upstream=record)


def test_junit_has_the_upstream_tests_as_their_own_testsuite():
    tests = [{"id": "test_a.A.test_pass", "outcome": "pass", "verdict": "pass"},
             {"id": "test_a.A.test_real", "outcome": "fail", "verdict": "real", "message": "AssertionError: 1 != 2"},
             {"id": "test_a.A.test_crash", "outcome": "crash", "verdict": "real", "message": "killed by signal 6"},
             {"id": "test_a.A.test_fixed", "outcome": "pass", "verdict": "xpass", "why": "was broken"},
             {"id": "test_a.A.test_known", "outcome": "fail", "verdict": "xfail", "why": "a known one"},
             {"id": "test_a.A.test_msg", "outcome": "fail", "verdict": "message-only"},
             {"id": "test_a.A.test_later", "outcome": "fail", "verdict": "drift"},
             {"id": "test_doc", "outcome": "skip", "verdict": "skip"}]
    root = ElementTree.fromstring(render_junit(scored_certificate(tests, 2, 5)).split("\n", 1)[1])
    assert root.tag == "testsuites"
    cases, upstream = root.findall("testsuite")
    assert cases.get("name") == "pyconform x" and upstream.get("name") == "pyconform upstream x"
    counts = {k: upstream.get(k) for k in ("tests", "failures", "errors", "skipped", "time")}
    assert counts == {"tests": "8", "failures": "2", "errors": "1", "skipped": "4", "time": "1.500"}
    properties = {p.get("name"): p.get("value") for p in upstream.iter("property")}
    assert properties["score"] == "2/5 (40.0%)" and properties["tests_from"] == "CPython 3.8.18 /py/lib/python3.8/test"
    by_name = {(c.get("classname"), c.get("name")): [e.tag for e in c] for c in upstream.findall("testcase")}
    assert by_name == {("test_a.A", "test_pass"): [], ("test_a.A", "test_real"): ["failure"],
                       ("test_a.A", "test_crash"): ["error"], ("test_a.A", "test_fixed"): ["failure"],
                       ("test_a.A", "test_known"): ["skipped"], ("test_a.A", "test_msg"): ["skipped"],
                       ("test_a.A", "test_later"): ["skipped"], ("upstream", "test_doc"): ["skipped"]}
    known = upstream.find("testcase[@name='test_known']/skipped")
    assert known.get("message") == "known difference: a known one"


def test_junit_without_the_section_is_one_testsuite():
    doc = Certificate.build(ImplementationRecord(spec="x", name="x", version="1"), [], 0.0,
                            Made(date="2026-12-06", machine="test"))
    assert ElementTree.fromstring(render_junit(doc).split("\n", 1)[1]).tag == "testsuite"


def test_the_implementations_table_has_an_upstream_column():
    tests = [{"id": "t.T.a", "outcome": "pass", "verdict": "pass"}]
    scored = scored_certificate(tests, 3, 4)
    partial = scored_certificate(tests, 1, 2, interrupted=True)
    not_run = Certificate.build(ImplementationRecord(spec="y", name="y", version="1"), [], 0.0,
                                Made(date="2026-12-06", machine="test"),
                                upstream=UpstreamRecord(implementation={}, not_run="no python"))
    without = Certificate.build(ImplementationRecord(spec="z", name="z", version="1"), [], 0.0,
                                Made(date="2026-12-06", machine="test"))
    assert [upstream_text(d) for d in (scored, partial, not_run, without)] == [
        "3/4 (75.0%)", "1/2 (50.0%) PARTIAL", "not run", "—"]
    header, _, *rows = render_table([scored, without]).splitlines()
    assert header.endswith("| cases | upstream |")
    assert sorted(row.rsplit("|", 2)[1].strip() for row in rows) == ["3/4 (75.0%)", "—"]


class HostPython(Implementation):
    info = ImplementationInfo(sys.executable, "cpython", tuple(sys.version_info[:3]))

    def python_command(self):
        return [sys.executable]


def test_an_interrupted_run_keeps_what_finished_and_kills_the_rest(fake_tests):
    catalogue = Catalogue(fake_tests, (UpstreamModule("test_main_only", ("misc",), 30.0),
                                       UpstreamModule("test_hang", ("misc",), 60.0)))
    source = locate_module.TestsSource(sys.executable, (3, 8, 18), fake_tests)

    def interrupt(run):
        raise KeyboardInterrupt

    section = upstream_section(HostPython(), catalogue, source, "", {}, None, jobs=2, on_module=interrupt)
    deadline = time.monotonic() + 10
    while execute._RUNNING and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not execute._RUNNING  # test_hang's process group was killed, not left to its 60 s
    doc = section.to_json()
    assert doc["interrupted"] is True
    assert [m["module"] for m in doc["modules"]] == ["test_main_only"]


class NotAPython(Implementation):
    info = ImplementationInfo("brython", "brython", (3, 9, 6))


def test_kinds_that_are_no_python_are_skipped_visibly(tmp_path):
    catalogue = Catalogue(tmp_path, (UpstreamModule("test_a", ("misc",), 5.0),))
    source = locate_module.TestsSource("python3.8", (3, 8, 18), tmp_path)
    section = upstream_section(NotAPython(), catalogue, source, "", {}, None)
    assert "not a python that runs unittest" in section.not_run
    assert section.to_json()["not_run"] == section.not_run and "tests" not in section.to_json()


def test_without_a_reference_lib_test_upstream_says_so_and_exits_0(monkeypatch):
    monkeypatch.setattr(locate_module, "candidates", lambda: [])
    result = CliRunner().invoke(main, ["upstream", "--impl", sys.executable])
    assert result.exit_code == 0, result.output
    assert result.output.startswith("upstream: not run: no CPython 3.8 installation with its Lib/test found")


def test_tests_from_a_python_that_is_not_38_is_a_usage_error():
    result = CliRunner().invoke(main, ["upstream", "--impl", sys.executable, "--tests-from", sys.executable])
    assert result.exit_code == 2
    assert "not CPython 3.8" in result.output and "Traceback" not in result.output


def test_an_unknown_module_is_a_usage_error():
    result = CliRunner().invoke(main, ["upstream", "--impl", sys.executable, "--module", "test_nothing"])
    assert result.exit_code == 2
    assert "--module test_nothing: not in" in result.output


@needs_pyenv_38
def test_a_real_module_of_cpython_38_passes_on_cpython_38(tmp_path):
    out = tmp_path / "cert.json"
    result = CliRunner().invoke(main, ["upstream", "--impl", PYENV_38[0], "--module", "test_named_expressions",
                                       "--format", "json", "-o", str(out)])
    assert result.exit_code == 0, result.output
    doc = json.loads(out.read_text())
    section = doc["upstream"]
    assert doc["schema"] == "pyconformance-results/2" and section["tests_from"]["version"].startswith("3.8.")
    assert section["summary"]["total"] >= 50
    assert section["summary"]["passed"] == section["summary"]["total"]
    assert section["features"] == {"walrus": {"total": section["summary"]["total"],
                                              "passed": section["summary"]["total"]}}
    report = CliRunner().invoke(main, ["report", "--format", "md", str(out)])
    assert report.exit_code == 0 and "CPython's own regression tests (upstream)" in report.output


# PyPy differences that CPython's own tests found and the suite did not test: each is now a case.
UPSTREAM_FOUND_CASES = {
    "test_syntax": "misc/too_many_nested_blocks",
    "test_dict.DictTest.test_mutating_iteration_delete": "misc/dict_keys_changed_during_iteration",
    "test_exceptions.ExceptionTests.test_generator_doesnt_retain_old_exc2": "misc/generator_exception_state",
    "test_exceptions.ExceptionTests.testInvalidAttrs": "misc/exception_cause_delete",
    "test_builtin.BuiltinTest.test_zip_bad_iterable": "misc/iter_error_propagates",
    "test_builtin.BuiltinTest.test_exec_globals": "misc/exec_builtins_from_globals",
    "test_builtin.TestType.test_bad_slots": "misc/slots_int_subclass",
    "test_typing.CollectionsAbcTests.test_subclassing": "library/typing_subscripted_issubclass",
}
# Why the other entries of pypy.toml's [upstream] table have no case of their own: already a
# case (the suite's or issue 32's), or not a language difference: CPython's C modules or
# internals, garbage collection instead of refcounting, __del__ at exit (not guaranteed), how deep
# built-ins may recurse, an exception message's words, a crash regression test whose outcome the
# language leaves open, or the test's own harness.
NOT_A_CASE_MARKERS = ("(case ", "issue 32", "whatsnew branch", "_testcapi", "C importlib", "C _functools",
                      "garbage collector", "gc.", "audit hooks", "CPython implementation detail",
                      "not guaranteed", "recursion limit", "message wording", "crash regression test",
                      "test harness", "not a language difference")


# The gap, measured on PyPy 7.3.11 (2026-12-06): upstream-only differences without a case yet.
# Writing a case for one moves it to UPSTREAM_FOUND_CASES; none is left.
UPSTREAM_ONLY_WITHOUT_CASE: set[str] = set()


def test_upstream_only_pypy_findings_stay_visible():
    """Every known PyPy difference on the reference's tests is either a case listed above or
    says why it is not one; a new finding fails here until someone decides."""
    expectations = tomllib.loads((ROOT / "conformance" / "expectations" / "pypy.toml").read_text())
    upstream = expectations["upstream"]
    for test_id, case_id in UPSTREAM_FOUND_CASES.items():
        assert test_id in upstream, test_id
        assert (ROOT / "conformance" / "cases" / f"{case_id}.py").is_file(), case_id
        assert expectations[case_id]["status"] == "fail", case_id  # PyPy's outcome is recorded
    undecided = sorted(k for k, v in upstream.items()
                       if k not in UPSTREAM_FOUND_CASES and not any(m in v["reason"] for m in NOT_A_CASE_MARKERS))
    assert set(undecided) == UPSTREAM_ONLY_WITHOUT_CASE
    for test_id, entry in upstream.items():  # a case a reason names exists and PyPy's outcome on it is recorded
        for case_id in re.findall(r"\bcase ([a-z0-9_]+/[a-z0-9_]+)", entry["reason"]):
            assert (ROOT / "conformance" / "cases" / f"{case_id}.py").is_file(), (test_id, case_id)
            assert case_id in expectations, (test_id, case_id)
