"""Bug reports for the failing cases of a certificate, one per root cause.

Cases that share a recorded known-difference reason are one cause (the expectations file
already says they are one bug); any other failing case is its own."""
from __future__ import annotations

from typing import Any

from pyconformance.reports.bug_report import BugReport, ReportGroups, outcome_text, program_of
from pyconformance.cases import Expectation
from pyconformance.certificate import CaseRecord, Certificate
from pyconformance.judge import expected_text
from pyconformance.suite import Suite

FAILING = ("fail", "error")
KNOWN = ("xfail",)
REFERENCE = "CPython 3.8"  # expected outcomes are measured on CPython 3.8 (docs/interpreting.md)


def _expected(expected: dict[str, Any]) -> str:
    try:
        expect = Expectation(**expected)
    except TypeError:
        return "?"
    text = expected_text(expect)
    return text + (f", printing {expect.stdout!r}" if expect.stdout else "")


def _reason(case: CaseRecord) -> str:
    if case.known and case.known.reason:
        return case.known.reason
    message = case.message
    prefix = "known difference: "
    return message.splitlines()[0][len(prefix):] if message.startswith(prefix) else ""


def run_with(case) -> str:
    """What the reproducer needs besides its text (a suite Case's [run] table)."""
    parts = []
    if case.flags:
        parts.append("the interpreter flags `" + " ".join(case.flags) + "`")
    if case.env:
        parts.append("the environment " + ", ".join(f"`{k}={v}`" for k, v in case.env))
    if case.files:
        parts.append("these files beside it: " + ", ".join(f"`{name}`" for name, _ in case.files))
    return "; ".join(parts)


def certificate_reports(doc: Certificate, suite: Suite, include_known: bool = True) -> ReportGroups:
    info = doc.implementation
    who = f"{info.name} {info.version}"
    if info.runs_on:
        who += f" on {info.runs_on}"
    by_id = {case.id: case for case in suite.cases}
    groups = ReportGroups()
    wanted = FAILING + (KNOWN if include_known else ())
    for case in doc.cases:
        if case.status not in wanted or case.id not in by_id:
            continue
        suite_case = by_id[case.id]
        reason = _reason(case)
        report = BugReport(
            title=f"{who} differs from {REFERENCE}: {suite_case.description.rstrip('.')}",
            program=program_of(suite_case.source),
            reference=REFERENCE, reference_outcome=_expected(case.expected.model_dump(exclude_none=True)),
            implementation=who, implementation_outcome=outcome_text(case.actual.model_dump() if case.actual else {}),
            reproduce=(f"pyconform replay {suite_case.path.relative_to(suite.root.parent)} "
                       f"--impl {info.spec}"
                       if suite_case.path.is_relative_to(suite.root.parent) else
                       f"pyconform replay {suite_case.path} --impl {info.spec}"),
            rules=tuple(suite.rules[r] for r in suite_case.rules if r in suite.rules),
            cases=(case.id,), reason=reason, run_with=run_with(suite_case),
            origin=f"Found by the pyconform conformance suite, case `{case.id}`.")
        groups.add(f"reason:{reason}" if reason else f"case:{case.id}", report)
    return groups
