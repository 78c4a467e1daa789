"""`pyconform bugreport`: one upstream-ready Markdown report per root cause, for the failing cases
of a certificate and for fuzzer findings in the corpus. Each report must hold up for an
upstream maintainer who has only the report."""
from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest
from click.testing import CliRunner

from pyconformance.reports.bug_report import render
from pyconformance.reports.case_reports import certificate_reports
from pyconformance.certificate import load_certificate
from pyconformance.cli.main import main
from pyconformance.differ import normalize_text
from pyconformance.expectations.known import entries
from pyconformance.reports.reproducer import Reproducer
from pyconformance.suite import load_suite
from tests.certificates import make_certificate
from tests.conftest import ROOT

SUITE = load_suite(ROOT / "conformance")
FLAGGED = "interpreter/flags_bytes_warning_error"
PYPY_CERT = ROOT / "conformance" / "results" / "pypy.json"
CPYTHON38 = Path("/root/.pyenv/versions/3.8.18/bin/python3.8")


def case_row(case_id: str, status: str, reason: str = "", actual: dict | None = None) -> dict:
    case = next(c for c in SUITE.cases if c.id == case_id)
    row = {"id": case_id, "path": f"cases/{case_id}.py", "rules": list(case.rules), "features": list(case.features),
           "status": status, "expected": {"phase": "run", "exception": "BytesWarning", "stdout": "2\n"},
           "actual": actual or {"phase": "ok", "stdout": "2\nFalse\n", "exit_code": 0}, "message": ""}
    if reason:
        row["known"] = {"status": "fail", "reason": reason}
    return row


def certificate(rows: list[dict], name: str = "toy", version: str = "1.0", spec: str = "toy"):
    first: dict[str, dict] = {}
    for row in rows:  # one row a case: a certificate holds each case once
        first.setdefault(row["id"], row)
    return make_certificate(list(first.values()), name=name, version=version, spec=spec)


def test_one_report_per_cause_with_program_flags_rule_and_command():
    others = [c.id for c in SUITE.cases if c.id.startswith("walrus/")][:2]
    doc = certificate([case_row(FLAGGED, "fail"), case_row(others[0], "xfail", "same bug"),
                       case_row(others[1], "xfail", "same bug"), case_row(others[1], "pass")])
    reports = list(certificate_reports(doc, SUITE).reports.values())
    assert len(reports) == 2  # the unexplained failure, and the two cases sharing one reason
    assert reports[1].cases == tuple(others) and reports[1].reason == "same bug"
    text = render(reports[0])
    case = next(c for c in SUITE.cases if c.id == FLAGGED)
    assert "print(b'a' == 'a')" in text and "# ///" not in text  # the program, without the header
    assert "toy -bb main.py" in text  # its flags, on the line to paste
    assert text.startswith("# toy 1.0 runs to completion where CPython 3.8 raises BytesWarning\n")  # what differs
    assert "## Expected: CPython 3.8\n" in text and "then raises `BytesWarning`" in text
    assert all(f"`{rule}`" in text for rule in case.rules)
    assert "What's coming in Python 3.8" in text and "000-article.md" not in text  # a publication, not a file name
    assert f"pyconform replay conformance/cases/{FLAGGED}.py --impl toy" in text
    assert "The same cause shows in 2 cases" in render(reports[1])


def test_cited_seeds_are_publications_not_files_of_a_checkout():
    texts = "".join(render(r) for r in certificate_reports(load_certificate(PYPY_CERT), SUITE).reports.values())
    assert "LWN.net" in texts and "https://peps.python.org/pep-0572/" in texts
    assert not re.search(r"\b00[01]-[\w-]+\.(md|txt)\b", texts)  # seed file names resolve nowhere
    assert "DESIGN.md" not in texts  # not in the repository


def test_expected_side_is_38_not_the_drift_the_candidate_is_judged_by():
    # A PyPy 3.9 certificate records the 3.9 drift as "expected"; the report must not call it 3.8.
    drifted = {"phase": "ok", "stdout": "datetime.IsoCalendarDate(year=2019, week=29, weekday=2)\nTrue\n"}
    row = case_row("library/datetime_isocalendar_tuple", "fail",
                   actual={"phase": "ok", "stdout": "IsoCalendarDate(year=2019, week=29, weekday=2)\nTrue\n",
                           "exit_code": 0})
    row["expected"] = drifted
    report = next(iter(certificate_reports(certificate([row], "pypy", "3.9.16", "pypy3"), SUITE).reports.values()))
    text = render(report)
    expected = text.split("## Expected: CPython 3.8\n", 1)[1].split("## Actual", 1)[0]
    assert "(2019, 29, 2)\nTrue" in expected and "IsoCalendarDate" not in expected
    assert "## Also: CPython 3.9 and later" in text and "declared drift in the case" in text
    assert report.triage == "bug"  # neither 3.8 nor 3.9 prints it that way


def test_triage_labels():
    pypy = {k: v for k, v in entries(ROOT / "conformance" / "expectations" / "pypy.toml").items()}
    doc = load_certificate(PYPY_CERT)
    reports = {r.cases[0]: r for r in certificate_reports(doc, SUITE, known=pypy).reports.values()}
    assert reports["pycache/cache_tag_value"].triage == "implementation-defined"  # recorded
    assert reports["interpreter/pep594_nis"].triage == "by-design"  # recorded
    assert reports["walrus/subscript_index_unparenthesized"].triage == "drift"  # behaves as declared 3.10
    assert reports["posonly/builtin_pow_xy_message"].triage == "implementation-defined"  # the message only
    assert reports["interpreter/flags_bytes_warning_error"].triage == "bug"


def test_cli_writes_only_bugs_by_default(tmp_path):
    result = CliRunner().invoke(main, ["bugreport", str(PYPY_CERT), "-o", str(tmp_path / "bugs"), "--no-measure"])
    assert result.exit_code == 0, result.output
    written = {p.name for p in (tmp_path / "bugs").glob("*.md")}
    assert "interpreter-flags-bytes-warning-error.md" in written
    assert "pycache-cache-tag-value.md" not in written and "interpreter-pep594-nis.md" not in written
    assert "left out by triage" in result.output
    every = CliRunner().invoke(main, ["bugreport", str(PYPY_CERT), "-o", str(tmp_path / "all"), "--no-measure",
                                      "--triage", "all"])
    assert every.exit_code == 0, every.output
    # one report per root cause: cases sharing a known-difference reason are one (the committed certificate's own count)
    failing = [c for c in load_certificate(PYPY_CERT).cases if c.status in ("fail", "error", "xfail")]
    causes = {c.known.reason if c.known else c.id for c in failing}
    assert len(causes) < len(failing)  # some cases share a cause
    assert len(list((tmp_path / "all").glob("*.md"))) == len(causes) > len(written)
    assert "**Triage: by design**" in (tmp_path / "all" / "interpreter-pep594-nis.md").read_text()


def test_known_differences_can_be_left_out():
    doc = certificate([case_row(FLAGGED, "xfail", "known")])
    assert len(certificate_reports(doc, SUITE).reports) == 1
    assert certificate_reports(doc, SUITE, include_known=False).reports == {}


def test_reproducer_writes_files_and_runs_with_flags_env_and_cwd():
    repro = Reproducer("print(1)\n", "pypy3", "PyPy 3.9.16", flags=("-X", "pycache_prefix={cwd}/c"),
                       env=(("PYTHONSAFEPATH", "1"),), files=(("helper.py", "X = 1\n"),))
    script = repro.script()
    assert "cat > helper.py <<'PYCONFORM_EOF'\nX = 1\nPYCONFORM_EOF" in script
    assert script.endswith('PYTHONSAFEPATH=1 pypy3 -X "pycache_prefix="$PWD"/c" main.py')
    assert Reproducer("print('PYCONFORM_EOF')", "p", "w").script().count("PYCONFORM_EOF_") == 2  # no clash


def test_cli_writes_certificate_and_corpus_reports(tmp_path):
    cert = tmp_path / "toy.json"
    cert.write_text(certificate([case_row(FLAGGED, "fail")]).to_json())
    broken = tmp_path / "entries" / "broken.py"
    broken.parent.mkdir()
    broken.write_text("# /// pyconform\n# rules = [\n")  # a corrupt entry: skipped with a warning
    result = CliRunner().invoke(main, ["bugreport", str(cert), str(ROOT / "corpus" / "fuzz-pypy"), str(broken.parent),
                                       "-o", str(tmp_path / "out"), "--no-measure", "--triage", "all"])
    assert result.exit_code == 0, result.output
    written = sorted(p.name for p in (tmp_path / "out").glob("*.md"))
    entries_ = list((ROOT / "corpus" / "fuzz-pypy").glob("*.py"))
    assert f"{FLAGGED.replace('/', '-').replace('_', '-')}.md" in written
    assert 1 <= len(written) - 1 <= len(entries_)  # corpus entries grouped by root cause
    assert "not a readable corpus entry; skipped" in result.output
    # Every committed finding was judged against CPython 3.8 (fuzz/recheck.py refuses another
    # reference), and its report names that reference as the expected side.
    text = "".join((tmp_path / "out" / name).read_text() for name in written if not name.startswith("interpreter"))
    assert "## Expected: CPython 3.8." in text and "## Expected: CPython 3.11" not in text


def test_not_a_certificate_is_one_line_and_exit_2(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{}")
    result = CliRunner().invoke(main, ["bugreport", str(bad), "-o", str(tmp_path / "out")])
    assert result.exit_code == 2 and "invalid certificate" in result.output and "schema: None is not" in result.output
    assert not (tmp_path / "out").exists()


# -- replaying what the reports say, on a real CPython 3.8 ----------------------------------

def report_parts(text: str) -> dict:
    script = text.split("```sh\n", 1)[1].split("\n```", 1)[0]
    expected = text.split("## Expected: ", 1)[1].split("\n## ", 1)[0]
    who = expected.splitlines()[0]
    block = re.search(r"Output:\n\n```text\n(.*?)\n```", expected, re.S)
    stdout = block.group(1) + "\n" if block else ("" if "Output: nothing." in expected else None)
    ends = re.search(r"^Ends: (.*)\.$", expected, re.M).group(1)
    return {"script": script, "who": who, "stdout": stdout, "ends": ends}


def replay_on(python: Path, parts: dict, tmp_path: Path) -> subprocess.CompletedProcess:
    """The report's own snippet, with the implementation's command (pypy3) replaced by PYTHON."""
    head, last = parts["script"].rsplit("\n", 1)
    assert " pypy3 " in last, last
    script = head + "\n" + last.replace(" pypy3 ", f" {python} ", 1)
    return subprocess.run(["bash", "-c", script], cwd=tmp_path, capture_output=True, text=True, timeout=60)


@pytest.mark.skipif(not CPYTHON38.is_file(), reason="needs a real CPython 3.8 (pyenv 3.8.18)")
def test_every_report_replays_its_expected_side_on_cpython38(tmp_path):
    """Each report's expected side, replayed with its own pasteable command on CPython 3.8.18:
    a side labelled CPython 3.8 must be what 3.8 prints; any other label must not claim 3.8."""
    out = tmp_path / "reports"
    result = CliRunner().invoke(main, ["bugreport", str(PYPY_CERT), str(ROOT / "corpus" / "fuzz-pypy"),
                                       "-o", str(out), "--triage", "all"])
    assert result.exit_code == 0, result.output
    reports = sorted(out.glob("*.md"))
    assert len(reports) >= 20
    checked = 0
    for n, path in enumerate(reports):
        parts = report_parts(path.read_text())
        if not parts["who"].startswith("CPython 3.8"):
            assert "3.8" not in parts["who"], path.name
            continue
        work = tmp_path / f"run{n}"
        work.mkdir()
        done = replay_on(CPYTHON38, parts, work)
        if parts["stdout"] is not None:
            # object addresses differ between any two runs: compared as pyconform compares (differ.normalize_text)
            assert normalize_text(done.stdout) == normalize_text(parts["stdout"]), \
                f"{path.name}: CPython 3.8.18 printed {done.stdout!r}"
        raised = re.search(r"`(\w+)`", parts["ends"])
        if raised:
            # the traceback's last line names the type, qualified by its module when not a builtin (_pickle.PicklingError)
            shown = done.stderr.strip().splitlines()[-1].split(":", 1)[0].rsplit(".", 1)[-1]
            assert done.returncode != 0 and shown == raised.group(1), path.name
        else:
            assert parts["ends"] == f"exit status {done.returncode}", path.name
        checked += 1
    assert checked >= 20


@pytest.mark.skipif(not shutil.which("pypy3"), reason="needs pypy3")
def test_the_pasteable_command_reproduces_the_actual_side_on_pypy(tmp_path):
    result = CliRunner().invoke(main, ["bugreport", str(PYPY_CERT), "-o", str(tmp_path / "r"), "--no-measure"])
    assert result.exit_code == 0, result.output
    text = (tmp_path / "r" / "interpreter-flags-ignore-environment.md").read_text()
    script = text.split("```sh\n", 1)[1].split("\n```", 1)[0]
    done = subprocess.run(["bash", "-c", script], cwd=tmp_path, capture_output=True, text=True, timeout=60)
    actual = text.split("## Actual: ", 1)[1]
    assert done.stdout == re.search(r"```text\n(.*?)\n```", actual, re.S).group(1) + "\n" == "1 0\n0 0 0 0 False\n"
