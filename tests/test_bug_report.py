"""`pyconform bugreport`: one upstream-ready Markdown report per root cause, for the failing
cases of a certificate and for fuzzer findings in the corpus."""
from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from pyconformance.reports.case_reports import certificate_reports
from pyconformance.cli.main import main
from pyconformance.suite import load_suite
from tests.certificates import make_certificate
from tests.conftest import ROOT

SUITE = load_suite(ROOT / "conformance")
FLAGGED = "interpreter/flags_bytes_warning_error"


def case_row(case_id: str, status: str, reason: str = "") -> dict:
    case = next(c for c in SUITE.cases if c.id == case_id)
    row = {"id": case_id, "path": f"cases/{case_id}.py", "rules": list(case.rules), "features": list(case.features),
           "status": status, "expected": {"phase": "run", "exception": "BytesWarning", "stdout": "2\n"},
           "actual": {"phase": "ok", "stdout": "2\nFalse\n", "exit_code": 0}, "message": ""}
    if reason:
        row["known"] = {"status": "fail", "reason": reason}
    return row


def certificate(rows: list[dict]):
    first: dict[str, dict] = {}
    for row in rows:  # one row a case: a certificate holds each case once
        first.setdefault(row["id"], row)
    return make_certificate(list(first.values()), name="toy")


def test_one_report_per_cause_with_program_flags_rule_and_command():
    others = [c.id for c in SUITE.cases if c.id.startswith("walrus/")][:2]
    doc = certificate([case_row(FLAGGED, "fail"), case_row(others[0], "xfail", "same bug"),
                       case_row(others[1], "xfail", "same bug"), case_row(others[1], "pass")])
    reports = list(certificate_reports(doc, SUITE).reports.values())
    assert len(reports) == 2  # the unexplained failure, and the two cases sharing one reason
    assert reports[1].cases == tuple(others) and reports[1].reason == "same bug"
    from pyconformance.reports.bug_report import render
    text = render(reports[0])
    case = next(c for c in SUITE.cases if c.id == FLAGGED)
    assert "print(b'a' == 'a')" in text and "# ///" not in text  # the program, without the header
    assert "`-bb`" in text  # its flags: the reproducer is incomplete without them
    assert "CPython 3.8 (the reference): run phase BytesWarning" in text and "toy 1.0: runs to completion" in text
    assert all(f"`{rule}`" in text for rule in case.rules) and "000-article.md" in text
    assert f"pyconform replay conformance/cases/{FLAGGED}.py --impl toy" in text
    assert "The same cause shows in 2 cases" in render(reports[1])


def test_known_differences_can_be_left_out():
    doc = certificate([case_row(FLAGGED, "xfail", "known")])
    assert len(certificate_reports(doc, SUITE).reports) == 1
    assert certificate_reports(doc, SUITE, include_known=False).reports == {}


def test_cli_writes_certificate_and_corpus_reports(tmp_path):
    cert = tmp_path / "toy.json"
    cert.write_text(certificate([case_row(FLAGGED, "fail")]).to_json())
    broken = tmp_path / "entries" / "broken.py"
    broken.parent.mkdir()
    broken.write_text("# /// pyconform\n# rules = [\n")  # a corrupt entry: skipped with a warning
    result = CliRunner().invoke(main, ["bugreport", str(cert), str(ROOT / "corpus" / "fuzz-pypy"), str(broken.parent),
                                       "-o", str(tmp_path / "out")])
    assert result.exit_code == 0, result.output
    written = sorted(p.name for p in (tmp_path / "out").glob("*.md"))
    entries = list((ROOT / "corpus" / "fuzz-pypy").glob("*.py"))
    assert f"{FLAGGED.replace('/', '-').replace('_', '-')}.md" in written
    assert 1 <= len(written) - 1 <= len(entries)  # corpus entries grouped by root cause
    assert "not a readable corpus entry; skipped" in result.output


def test_not_a_certificate_is_one_line_and_exit_2(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{}")
    result = CliRunner().invoke(main, ["bugreport", str(bad), "-o", str(tmp_path / "out")])
    assert result.exit_code == 2 and "invalid certificate" in result.output and "schema: None is not" in result.output
    assert not (tmp_path / "out").exists()
