"""The maintenance workflow: certificate diffs, failure kinds of known differences, and
expectation files written from a run."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest

from pyconformance.cases import load_case
from pyconformance.cert_diff import diff_certificates, render_diff
from pyconformance.expectations.known import Known, entries
from pyconformance.expectations.update import update_document
from pyconformance.runner import evaluate
from pyconformance.certificate import Certificate, ImplementationRecord, Made
from tests.certificates import case_record
from tests.conftest import ROOT, write_case

CRASHED = {"phase": "run", "stdout": "", "signal": 11, "exit_code": None}
TIMED_OUT = {"phase": "run", "stdout": "", "timed_out": True, "exit_code": None}
WRONG = {"phase": "ok", "stdout": "nope\n", "exit_code": 0}


def case(case_id: str, status: str, actual: dict | None = None):
    return case_record({"id": case_id, "features": ["f"], "status": status,
                        "actual": actual if actual is not None else {"phase": "ok"}})


def cert(*cases, name: str = "demo", version: str = "1.0"):
    return Certificate.build(ImplementationRecord(spec=name, name=name, version=version), list(cases), 1.0,
                             Made(date="2026-01-01T00:00:00Z", machine="test"))


def cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pyconformance", *args], capture_output=True, text=True,
                          cwd=ROOT, timeout=120)


OLD = cert(case("a/keeps", "pass"), case("a/breaks", "pass"), case("a/fixed", "xfail", WRONG),
           case("a/crashes", "xfail", WRONG), case("a/gone", "pass"), case("a/known", "xfail", WRONG))
NEW = cert(case("a/keeps", "pass"), case("a/breaks", "fail", WRONG), case("a/fixed", "xpass"),
           case("a/crashes", "fail", CRASHED), case("a/new", "pass"), case("a/known", "xfail", WRONG))


def test_diff_sorts_changes():
    d = diff_certificates(OLD, NEW)
    assert [(c.case_id, c.old, c.new, c.how) for c in d.regressions] == [("a/breaks", "pass", "fail", "failing"),
                                                                         ("a/gone", "pass", None, "absent")]
    assert [c.case_id for c in d.progressions] == ["a/fixed"]
    assert [(c.case_id, c.old, c.new) for c in d.kind_changes] == [("a/crashes", "known fail", "crash")]
    assert [c.case_id for c in d.added] == ["a/new"] and d.removed == []
    assert d.has_regressions and not diff_certificates(NEW, NEW).has_regressions


def test_diff_formats():
    d = diff_certificates(OLD, NEW)
    doc = json.loads(render_diff(d, "json"))
    assert doc["schema"] == "pyconformance-diff/2" and doc["regressions"][0] == {
        "case_id": "a/breaks", "old": "pass", "new": "fail", "how": "failing"}
    assert doc["regression_counts"] == {"failing": 1, "errored": 0, "known": 0, "skipped": 0, "absent": 1}
    assert "## Regressions (passed, now not) (2)" in render_diff(d, "markdown")
    assert "- `a/crashes`: known fail → crash" in render_diff(d, "markdown")
    assert "  a/gone: pass -> absent (absent)" in render_diff(d, "text")


def test_diff_command_exits_1_on_a_regression_only(tmp_path):
    old, new = tmp_path / "old.json", tmp_path / "new.json"
    old.write_text(OLD.to_json())
    new.write_text(NEW.to_json())
    done = cli("diff", str(old), str(new), "--format", "markdown")
    assert done.returncode == 1 and "a/breaks" in done.stdout
    done = cli("diff", str(new), str(old))  # backwards: a/breaks, a/crashes progress, a/fixed regresses
    assert done.returncode == 1 and "a/fixed: pass -> known fail (known)" in done.stdout
    same = cli("diff", str(new), str(new))
    assert same.returncode == 0 and "0 regressions" in same.stdout
    bad = cli("diff", str(old), str(tmp_path / "missing.json"))
    assert bad.returncode == 2 and "missing.json: cannot read" in bad.stderr and "Traceback" not in bad.stderr


META = 'rules = ["r"]\nfeatures = ["f"]\ndescription = "d"\n[run]\ntimeout = 2\n[expect]\nstdout = "ok\\n"\n'


@pytest.mark.parametrize("body, kind", [("print('no')\n", "fail"),
                                        ("import os, signal\nos.kill(os.getpid(), signal.SIGSEGV)\n", "crash"),
                                        ("while True:\n    pass\n", "timeout")])
def test_a_known_difference_of_another_kind_is_unexpected(tmp_path, host_agent, body, kind):
    c = load_case(write_case(tmp_path / "cases" / "k", "one.py", META, body), "k/one")
    for known_kind in ("fail", "crash", "timeout"):
        result = evaluate(c, host_agent.info, host_agent, Known("k/one", known_kind, "why"))
        record = result.to_record()
        assert record.kind == kind
        assert result.status == ("xfail" if known_kind == kind else "fail"), (known_kind, result.message)
        assert record.known.model_dump() == {"status": known_kind, "reason": "why"}


EXPECTATIONS = '''# Header comment about this implementation.

["a/crashes"]
status = "fail"
reason = "wrong answer" # trailing note

# Kept because nobody fixed it.
["a/known"]
status = "fail"
reason = "a real reason"

["a/fixed"]
status = "fail"
reason = "was broken"

["a/untouched"]
status = "skip"
reason = "hangs"
'''


def test_update_keeps_reasons_and_comments_adds_untriaged_removes_fixed():
    text, update = update_document(EXPECTATIONS, NEW.cases, {})
    assert update.added == ["a/breaks"] and update.removed == ["a/fixed"]
    assert update.kind_changed == [("a/crashes", "fail", "crash")] and update.untriaged == ["a/breaks"]
    assert "# Header comment about this implementation." in text and "# Kept because nobody fixed it." in text
    assert 'reason = "wrong answer" # trailing note' in text and '"a/fixed"' not in text
    assert text.index('"a/crashes"') < text.index('"a/known"') < text.index('"a/untouched"') < text.index('"a/breaks"')
    assert '["a/breaks"]\nstatus = "fail"\nreason = "untriaged"' in text
    again, second = update_document(text, NEW.cases, {})
    assert again == text and not second.changed and second.untriaged == ["a/breaks"]


def test_update_groups_shared_reasons_and_keeps_them_apart_when_kinds_change(tmp_path):
    cases = [case(f"g/{n}", "xfail", WRONG) for n in range(4)]
    text = "".join(f'["g/{n}"]\nstatus = "fail"\nreason = "no module ast"\n\n' for n in range(4))
    grouped, update = update_document(text, cases, {}, group_at=3)
    assert update.grouped == [("no module ast", 4)] and grouped.count("no module ast") == 1
    path = tmp_path / "x.toml"
    path.write_text(grouped)
    assert {k: v.reason for k, v in entries(path).items()} == {f"g/{n}": "no module ast" for n in range(4)}
    later = [case("g/0", "xpass"), case("g/1", "fail", TIMED_OUT), *cases[2:]]
    text, update = update_document(grouped, later, {})
    path.write_text(text)
    known = entries(path)
    assert "g/0" not in known and known["g/1"] == Known("g/1", "timeout", "no module ast")
    assert {known["g/2"].status, known["g/3"].status} == {"fail"} and update.removed == ["g/0"]


def test_update_does_not_repeat_what_a_general_file_says():
    inherited = {"a/breaks": Known("a/breaks", "fail", "listed in pypy.toml")}
    text, update = update_document("", NEW.cases, inherited)
    assert "a/breaks" not in text and update.added == ["a/crashes", "a/known"]
    assert 'reason = "untriaged"' in text


def test_a_release_file_declares_a_general_difference_fixed(tmp_path):
    from pyconformance.expectations.known import load_known

    general = tmp_path / "engine.toml"
    general.write_text('["a/x"]\nstatus = "fail"\nreason = "wrong in 1.0"\n\n["a/y"]\nstatus = "fail"\nreason = "y"\n')
    cases = [case_record({"id": "a/x", "status": "xpass", "actual": {"phase": "ok"}}),
             case_record({"id": "a/y", "status": "xfail", "actual": {"phase": "ok"}})]
    text, update = update_document("", cases, entries(general))
    assert update.added == ["a/x"] and '["a/x"]\nstatus = "pass"' in text and "a/y" not in text
    release = tmp_path / "engine-2.0.toml"
    release.write_text(text.replace("untriaged", "fixed in 2.0"))
    assert set(load_known([general, release])) == {"a/y"}  # the fixed one is no longer known
    again, second = update_document(release.read_text(), cases, entries(general))
    assert again == release.read_text() and second.kept == 1
    broken = [case_record({"id": "a/x", "status": "fail", "actual": {"phase": "ok"}, "message": "stdout differs"})]
    back, third = update_document(again, broken, entries(general))
    assert '"a/x"' not in back  # broken again as the general file says: its entry is enough


def test_expectations_update_command_writes_the_file(tmp_path):
    suite = tmp_path / "conformance"
    (suite / "expectations").mkdir(parents=True)
    (suite / "expectations" / "demo.toml").write_text(EXPECTATIONS)
    cert_path = tmp_path / "c.json"
    cert_path.write_text(NEW.to_json())
    args = ("expectations", "update", "--from", str(cert_path), "--suite", str(suite))
    check = cli(*args, "--check")
    assert check.returncode == 1 and (suite / "expectations" / "demo.toml").read_text() == EXPECTATIONS
    done = cli(*args)
    assert done.returncode == 0 and "added (untriaged): a/breaks" in done.stderr
    assert "removed (now passes): a/fixed" in done.stderr
    assert set(entries(suite / "expectations" / "demo.toml")) == {"a/crashes", "a/known", "a/untouched", "a/breaks"}
    assert cli(*args, "--check").returncode == 0
    (suite / "expectations" / "demo.toml").write_text('["a/x"]\nstatus = "flaky"\nreason = "?"\n')
    bad = cli(*args)
    assert bad.returncode == 2 and "demo.toml:2: a/x.status" in bad.stderr and "Traceback" not in bad.stderr


def test_untriaged_known_differences_are_flagged_in_the_run_report(tmp_path):
    suite = tmp_path / "conformance"
    write_case(suite / "cases" / "demo", "bad.py", META, "print('no')\n")
    (suite / "expectations").mkdir()
    name = subprocess.run([sys.executable, "-c", "import sys; print(sys.implementation.name)"],
                          capture_output=True, text=True).stdout.strip()
    (suite / "expectations" / f"{name}.toml").write_text('["demo/bad"]\nstatus = "fail"\nreason = "untriaged"\n')
    done = cli("run", "--impl", sys.executable, "--suite", str(suite), "--format", "md")
    assert done.returncode == 0, done.stderr
    assert "## Untriaged known differences (1)" in done.stdout and "- `demo/bad`" in done.stdout
    text = cli("run", "--impl", sys.executable, "--suite", str(suite))
    assert text.returncode == 0 and "UNTRIAGED 1 known difference(s) have no reason yet" in text.stdout


def test_expectation_files_narrow_from_name_to_release_to_the_interpreter_a_backport_runs_on(tmp_path):
    from pyconformance.adapters.info import AdapterInfo
    from pyconformance.expectations.known import expectation_files

    for name in ("demo.toml", "demo-3.8.toml", "demo-1.2.0.toml", "demo-on-cpython3.6.toml", "demo-1.3.0.toml"):
        (tmp_path / name).write_text("")
    on_36 = AdapterInfo("backport:demo:py", "demo", (1, 2, 0), language=(3, 8), runs_on="CPython 3.6.15")
    assert [p.name for p in expectation_files(tmp_path, on_36)] == [
        "demo.toml", "demo-3.8.toml", "demo-1.2.0.toml", "demo-on-cpython3.6.toml"]
    on_37 = AdapterInfo("backport:demo:py", "demo", (1, 4, 0), language=(3, 8), runs_on="CPython 3.7.16")
    assert [p.name for p in expectation_files(tmp_path, on_37)] == ["demo.toml", "demo-3.8.toml"]


def test_update_writes_a_release_file_over_the_general_one_and_a_run_reads_it_back(tmp_path):
    suite = tmp_path / "conformance"
    (suite / "expectations").mkdir(parents=True)
    (suite / "expectations" / "demo.toml").write_text(EXPECTATIONS)
    cert = NEW.model_copy(update={"implementation": NEW.implementation.model_copy(update={"version": "0.9.1"})})
    cert_path = tmp_path / "c.json"
    cert_path.write_text(cert.to_json())
    args = ("expectations", "update", "--from", str(cert_path), "--suite", str(suite))
    done = cli(*args, "--impl", f"{cert.implementation.name}-0.9.1")
    assert done.returncode == 0, done.stderr
    release = suite / "expectations" / f"{cert.implementation.name}-0.9.1.toml"
    assert (suite / "expectations" / "demo.toml").read_text() == EXPECTATIONS  # the general file is untouched
    assert "a/breaks" in entries(release) and "a/known" not in entries(release)  # only what demo.toml lacks
    assert cli(*args, "--check").returncode == 0  # the release file is found again without --impl
