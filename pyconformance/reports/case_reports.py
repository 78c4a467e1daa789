"""Bug reports for the failing cases of a certificate, one per root cause.

Cases that share a recorded known-difference reason are one cause (the expectations file
already says they are one bug); any other failing case is its own.

The expected side is always the case's own CPython 3.8 expectation (never the drift table a
later language version is judged by), measured again on a real CPython 3.8 when one is here.
Where the case declares drift for the implementation's version, the report says so and shows
what a CPython of that version does, measured when one is here.
"""
from __future__ import annotations

from typing import Optional

from pyconformance.reports.bug_report import BugReport, Observed, ReportGroups, Side, difference, observed_of_outcome, program_of
from pyconformance.cases import Case, Expectation
from pyconformance.certificate import CaseRecord, Certificate, ImplementationRecord
from pyconformance.expectations.known import Known
from pyconformance.differ import differences
from pyconformance.judge import mismatches
from pyconformance.outcome import Outcome
from pyconformance.reports.cpythons import CPythons, Measured
from pyconformance.reports.reproducer import Reproducer
from pyconformance.reports.triage import Triage, triage
from pyconformance.adapters.specs import BUILTIN_KINDS
from pyconformance.suite import Suite

FAILING = ("fail", "error")
KNOWN = ("xfail",)
LANGUAGE = (3, 8)  # expected outcomes are measured on CPython 3.8 (docs/interpreting.md)


def who_of(info: dict) -> str:
    """How a report names the implementation of a corpus entry's provenance (`candidate`,
    `reference`: the fields of a certificate's implementation), as ImplementationRecord.who."""
    return ImplementationRecord(spec=str(info.get("spec", "")), name=str(info.get("name", "?")),
                                version=str(info.get("version", "?")), runs_on=info.get("runs_on") or None).who


def python_command(spec: str) -> str:
    """SPEC when it is run as a python command line (a path or a command name), else ""."""
    kind = spec.partition(":")[0]
    return spec if "/" in kind or (kind not in BUILTIN_KINDS and ":" not in spec) else ""


def observed_of_expectation(expect: Expectation) -> Observed:
    exit_code = expect.exit_code if expect.exit_code is not None else (1 if expect.exception else 0)
    return Observed(expect.phase, expect.stdout, expect.exception, expect.message, exit_code)


def _v(version) -> str:
    return ".".join(map(str, version))


def expected_side(case: Case, here: Optional[Measured]) -> tuple[Side, tuple[str, ...]]:
    """The CPython 3.8 side: the case's expectation, with what a real CPython 3.8 did here."""
    observed = observed_of_expectation(case.expect)
    if here is None:
        return Side("CPython 3.8", "the case's CPython 3.8 expectation (no CPython 3.8 on the machine that wrote "
                                   "this report to measure it again)", observed), ()
    problems = mismatches(case.expect, here.outcome)
    if not problems:
        return Side(here.who, f"the case's CPython 3.8 expectation, measured again on "
                                                 f"{here.who} ({here.executable}): the same", observed), ()
    return (Side("CPython 3.8", "the case's CPython 3.8 expectation", observed),
            (f"{here.who} ({here.executable}) does not meet the case's expectation here: {problems[0].splitlines()[0]}; "
             "the case may be wrong, check before filing",))


def drift_sides(case: Case, version: tuple[int, int], cpythons: CPythons) -> tuple[tuple[Side, ...], tuple[Measured, ...]]:
    """Declared drift for VERSION and what CPython VERSION (and later ones) do here."""
    sides: list[Side] = []
    expect, applied = case.expectation_for(version)
    if applied is not None:
        sides.append(Side(f"CPython {_v(applied.since)} and later", f"declared drift in the case ({applied.reason}); "
                                                                   "the implementation claims Python " + _v(version),
                          observed_of_expectation(expect)))
    measured: list[Measured] = []
    if version > LANGUAGE:
        own = cpythons.run(version, case.program())
        if own is not None:
            measured.append(own)
            sides.append(Side(f"CPython {own.version}", f"measured here ({own.executable}), the implementation's own "
                                                        "language version", observed_of_outcome(own.outcome.to_dict())))
    return tuple(sides), tuple(measured)


def forward(case: Case, version: tuple[int, int], actual: Optional[Outcome], cpythons: CPythons) -> tuple[Measured, ...]:
    """Later CPythons, run only when the candidate does not behave as 3.8 or its own version."""
    if actual is None:
        return ()
    found = []
    for later in cpythons.later(max(version, LANGUAGE)):
        measured = cpythons.run(later, case.program())
        if measured is not None:
            found.append(measured)
    return tuple(found)


def _reason(case: CaseRecord) -> str:
    if case.known and case.known.reason:
        return case.known.reason
    message = case.message
    prefix = "known difference: "
    return message.splitlines()[0][len(prefix):] if message.startswith(prefix) else ""


def case_report(case: CaseRecord, suite_case: Case, suite: Suite, info: ImplementationRecord,
                known: Optional[Known], cpythons: CPythons) -> BugReport:
    who, language = info.who, info.info.language_version
    actual = case.actual.to_outcome() if case.actual else None
    expected, warnings = expected_side(suite_case, cpythons.run(LANGUAGE, suite_case.program()))
    others, measured = drift_sides(suite_case, language, cpythons)
    judged = triage(suite_case, actual, language, known, measured)
    forward_drift = judged.label == "drift" and "forward drift" in judged.why
    if not (known and known.triage) and (judged.label == "bug" or forward_drift):
        # forward drift (a later version's behaviour), confirmed on a later CPython here when there is one
        confirming = next((m for m in forward(suite_case, language, actual, cpythons)
                           if actual is not None and not differences(m.outcome, actual)), None)
        if confirming is not None:
            if not forward_drift:
                judged = triage(suite_case, actual, language, known, (confirming,))
            else:
                judged = Triage(judged.label, f"{judged.why}; confirmed here on {confirming.who}")
            others += (Side(confirming.who, f"measured here ({confirming.executable}), a later language version",
                            observed_of_outcome(confirming.outcome.to_dict())),)
    observed = observed_of_outcome(actual.to_dict() if actual else {})
    path = suite_case.path
    shown = path.relative_to(suite.root.parent) if path.is_relative_to(suite.root.parent) else path
    return BugReport(
        title=f"{who} {difference(expected.observed, observed)}",
        triage=judged.label, triage_why=judged.why,
        reproducer=Reproducer(program_of(suite_case.source), python_command(info.spec), who,
                              suite_case.flags, suite_case.env, suite_case.files),
        expected=expected, actual=Side(who, "measured by the certificate", observed), others=others,
        replay=f"pyconform replay {shown} --impl {info.spec}",
        rules=tuple(suite.rules[r] for r in suite_case.rules if r in suite.rules),
        cases=(case.id,), reason=known.reason if known else _reason(case), warnings=warnings,
        origin=f"Found by the pyconform conformance suite, case `{case.id}`: {suite_case.description}")


def certificate_reports(doc: Certificate, suite: Suite, include_known: bool = True,
                        known: Optional[dict[str, Known]] = None, cpythons: Optional[CPythons] = None) -> ReportGroups:
    """Every failing case's report (KNOWN: the implementation's expectations, for their triage;
    CPYTHONS: where to measure, default nothing)."""
    cpythons = cpythons or CPythons(enabled=False)
    by_id = {case.id: case for case in suite.cases}
    groups = ReportGroups()
    wanted = FAILING + (KNOWN if include_known else ())
    for case in doc.cases:
        if case.status not in wanted or case.id not in by_id:
            continue
        report = case_report(case, by_id[case.id], suite, doc.implementation, (known or {}).get(case.id), cpythons)
        groups.add(f"reason:{report.reason}" if report.reason else f"case:{case.id}", report)
    return groups
