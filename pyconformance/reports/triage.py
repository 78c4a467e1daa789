"""Triage of a failing case: bug, version drift, implementation-defined or by design.

First that applies:
1. the implementation's expectations entry says so (`triage = "by-design"`, ...): a person
   decided;
2. version drift, declared: the implementation behaves as CPython 3.8 where a later version it
   claims changed the language (it lags), or as a declared [[drift]] table of some later
   version (forward: PyPy 3.9 accepting 3.10's syntax);
3. version drift, measured: a CPython of the implementation's own or a later version, run
   here, behaves the same way;
4. implementation-defined: the same exception type, only its message words differ (CPython's
   messages are not part of the language);
5. otherwise a bug.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from pyconformance.cases import Case
from pyconformance.differ import differences
from pyconformance.expectations.known import Known
from pyconformance.judge import mismatches
from pyconformance.outcome import Outcome
from pyconformance.reports.cpythons import Measured

Version = tuple[int, int]


@dataclass(frozen=True)
class Triage:
    label: str  # bug | drift | implementation-defined | by-design
    why: str


def _v(version: Version) -> str:
    return f"{version[0]}.{version[1]}"


def triage(case: Case, actual: Optional[Outcome], version: Version, known: Optional[Known],
           measured: tuple[Measured, ...] = ()) -> Triage:
    """MEASURED: CPythons of VERSION or later that ran the case here."""
    if known is not None and known.triage:
        return Triage(known.triage, "as recorded in the implementation's expectations")
    if actual is None or actual.harness_error:
        return Triage("bug", "the program could not be run to an outcome")
    expect, applied = case.expectation_for(version)
    if applied is not None and not mismatches(case.expect, actual):
        return Triage("drift", f"it behaves as CPython 3.8 does, but claims Python {_v(version)}, where "
                               f"the language changed in {_v(applied.since)}: {applied.reason}")
    for drift in sorted(case.drift, key=lambda d: d.since):
        if drift.since > version and not mismatches(drift.expect, actual):
            return Triage("drift", f"it behaves as CPython {_v(drift.since)} and later do (declared drift: "
                                   f"{drift.reason}): forward drift for an implementation of Python {_v(version)}")
    messages = expect.message is not None  # a case that pins the message: a measured CPython must word it alike
    for found in measured:
        if not differences(found.outcome, actual, compare_messages=messages) and not found.outcome.timed_out:
            return Triage("drift", f"{found.who} ({found.executable}), measured here, behaves the same way")
    problems = mismatches(expect, actual)
    if problems and all(p.startswith("message:") for p in problems):
        return Triage("implementation-defined", "the same exception type; only the wording of its message "
                                                "differs, which the language leaves to the implementation")
    return Triage("bug", "no recorded triage, and no declared or measured CPython version behaves this way")
