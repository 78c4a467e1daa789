"""Results of a suite run, and the `pyconform-results/1` JSON document."""
from __future__ import annotations

import os
import platform
from collections import Counter
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any, Optional

from pyconformance.cases import Case
from pyconformance.expectations.known import Known
from pyconformance.implementation import ImplementationInfo
from pyconformance.failures import NOT_PASSED, outcome_kind
from pyconformance.outcome import Outcome
from pyconformance.scope import Scope

STATUSES = ("pass", "fail", "error", "skip", "xfail", "xpass", "out-of-scope")
# What makes a run "not as expected" (exit code 1).
UNEXPECTED = ("fail", "error", "xpass")
# --unexpected-pass: "fail" (a known difference that passes fails the run: update the
# expectations) or "report" (it is listed and counted, and the run goes on to its verdict).
UNEXPECTED_PASS = ("fail", "report")


@dataclass(frozen=True)
class CaseResult:
    case: Case
    status: str
    expected: dict[str, Any]
    outcome: Optional[Outcome]
    message: str = ""
    known: Optional[Known] = None

    @property
    def suite_path(self) -> str:
        """The case file relative to the suite root (`cases/walrus/if.py`), the same on every
        machine; the file's own path when it does not lie where its id says."""
        relative = f"{self.case.id}{self.case.path.suffix}"
        return f"cases/{relative}" if self.case.path.as_posix().endswith(relative) else str(self.case.path)

    def to_dict(self) -> dict[str, Any]:
        actual = self.outcome.to_dict() if self.outcome else {}
        data = {
            "id": self.case.id, "path": self.suite_path, "rules": list(self.case.rules),
            "features": list(self.case.features), "status": self.status,
            "kind": outcome_kind(actual) if self.status in NOT_PASSED else None,
            "expected": self.expected, "actual": actual, "message": self.message,
        }
        if self.known:
            data["known"] = {"status": self.known.status, "reason": self.known.reason}
        return data


@dataclass
class RunResults:
    implementation: ImplementationInfo
    results: list[CaseResult] = field(default_factory=list)
    seconds: float = 0.0
    interrupted: bool = False  # Ctrl-C: results hold only the cases that finished
    scope: Optional[Scope] = None  # what a backport claims (pyconformance/scope.py)
    unexpected_pass: str = "fail"  # one of UNEXPECTED_PASS

    @property
    def ok(self) -> bool:
        failing = UNEXPECTED if self.unexpected_pass == "fail" else tuple(s for s in UNEXPECTED if s != "xpass")
        return not any(r.status in failing for r in self.results)

    def to_json(self) -> dict[str, Any]:
        return certificate(self.implementation.to_dict(), [r.to_dict() for r in self.results], self.seconds,
                           scope=self.scope.to_dict() if self.scope else None)

    def summary(self) -> dict[str, Any]:
        return self.to_json()["summary"]


def _tally(cases: list[dict[str, Any]], key: str) -> dict[str, dict[str, int]]:
    table: dict[str, dict[str, int]] = {}
    for case in cases:
        for name in case[key]:
            row = table.setdefault(name, {"total": 0, "passed": 0, "out_of_scope": 0})
            row["total"] += 1
            row["passed"] += case["status"] == "pass"
            row["out_of_scope"] += case["status"] == "out-of-scope"
    for row in table.values():  # the contract's rows are {total, passed}; a scoped run adds the rest
        if not row["out_of_scope"]:
            del row["out_of_scope"]
    return dict(sorted(table.items()))


def made_here() -> dict[str, str]:
    """When and where a certificate is made: $PYCONFORM_MACHINE names the machine (e.g.
    "2-core CI VM"); else its OS, architecture and core count (never its host name)."""
    machine = os.environ.get("PYCONFORM_MACHINE") or \
        f"{platform.system()} {platform.machine()}, {os.cpu_count() or 1} cores"
    return {"date": datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"), "machine": machine}


def certificate(implementation: dict[str, Any], cases: list[dict[str, Any]], seconds: float,
                made: Optional[dict[str, str]] = None, scope: Optional[dict[str, Any]] = None) -> dict[str, Any]:
    """The `pyconform-results/1` document; the same whoever (pool, pytest workers) ran the cases.

    `score` is taken over the claimed cases: all but the skipped and the out-of-scope ones."""
    counts = Counter(c["status"] for c in cases)
    summary: dict[str, Any] = {"total": len(cases)}
    summary.update({name: counts.get(status, 0) for name, status in (
        ("passed", "pass"), ("failed", "fail"), ("errors", "error"),
        ("skipped", "skip"), ("xfailed", "xfail"), ("xpassed", "xpass"), ("out_of_scope", "out-of-scope"))})
    claimed = summary["total"] - summary["skipped"] - summary["out_of_scope"]
    summary["score"] = {"passed": summary["passed"], "claimed": claimed,
                        "percent": round(100.0 * summary["passed"] / claimed, 1) if claimed else 0.0}
    summary["seconds"] = round(seconds, 3)
    doc = {
        "schema": "pyconform-results/1",
        "implementation": implementation,
        "made": made or made_here(),
        "summary": summary,
        "features": _tally(cases, "features"),
        "rules": _tally(cases, "rules"),
        "cases": sorted(cases, key=lambda c: c["id"]),
    }
    if scope is not None:
        doc["scope"] = scope
    return doc
