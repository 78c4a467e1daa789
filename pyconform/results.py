"""Results of a suite run, and the `pyconform-results/1` JSON document."""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Optional

from pyconform.cases import Case
from pyconform.implementation import ImplementationInfo
from pyconform.outcome import Outcome

STATUSES = ("pass", "fail", "error", "skip", "xfail", "xpass")
# What makes a run "not as expected" (exit code 1).
UNEXPECTED = ("fail", "error", "xpass")


@dataclass(frozen=True)
class CaseResult:
    case: Case
    status: str
    expected: dict[str, Any]
    outcome: Optional[Outcome]
    message: str = ""

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.case.id, "path": str(self.case.path), "rules": list(self.case.rules),
            "features": list(self.case.features), "status": self.status,
            "expected": self.expected, "actual": self.outcome.to_dict() if self.outcome else {},
            "message": self.message,
        }


@dataclass
class RunResults:
    implementation: ImplementationInfo
    results: list[CaseResult] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def ok(self) -> bool:
        return not any(r.status in UNEXPECTED for r in self.results)

    def summary(self) -> dict[str, Any]:
        counts = Counter(r.status for r in self.results)
        data: dict[str, Any] = {"total": len(self.results)}
        data.update({name: counts.get(status, 0) for name, status in (
            ("passed", "pass"), ("failed", "fail"), ("errors", "error"),
            ("skipped", "skip"), ("xfailed", "xfail"), ("xpassed", "xpass"))})
        data["seconds"] = round(self.seconds, 3)
        return data

    def _tally(self, key: str) -> dict[str, dict[str, int]]:
        table: dict[str, dict[str, int]] = {}
        for r in self.results:
            for name in getattr(r.case, key):
                row = table.setdefault(name, {"total": 0, "passed": 0})
                row["total"] += 1
                row["passed"] += r.status == "pass"
        return dict(sorted(table.items()))

    def to_json(self) -> dict[str, Any]:
        return {
            "schema": "pyconform-results/1",
            "implementation": self.implementation.to_dict(),
            "summary": self.summary(),
            "features": self._tally("features"),
            "rules": self._tally("rules"),
            "cases": [r.to_dict() for r in sorted(self.results, key=lambda r: r.case.id)],
        }
