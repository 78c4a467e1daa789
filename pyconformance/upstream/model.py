"""Values of an upstream run: what each reference test did on the candidate, and the verdict."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Optional

# What a test did: the first four as unittest reports them, the last two from the process.
OUTCOMES = ("pass", "fail", "error", "skip", "timeout", "crash")
FAILED = ("fail", "error", "timeout", "crash")
# The verdict: drift (CPython 3.9+ fails it too), message-only (only an exception message
# differs: implementation-defined), xfail (a known difference), real (an unexpected
# difference), xpass (a known difference that no longer shows: strict, unexpected).
VERDICTS = ("pass", "skip", "drift", "message-only", "xfail", "xpass", "real")
UNEXPECTED = ("real", "xpass")
MODULE_ID = "<module>"  # the test id suffix of a module that could not be loaded


@dataclass(frozen=True)
class TestRecord:
    """One test as the guest runner reported it."""

    id: str  # test_named_expressions.NamedExpressionTest.test_x (no "test." prefix)
    module: str
    outcome: str
    exception: str = ""
    message: str = ""
    frames: tuple[tuple[str, str, str], ...] = ()  # innermost (file, function, source line)
    seconds: float = 0.0


@dataclass(frozen=True)
class ModuleRun:
    """One module's process: how it ended, and its tests."""

    module: str
    status: str  # done | skip | error (not importable) | timeout | crash
    seconds: float
    tests: tuple[TestRecord, ...]
    output_tail: str = ""  # the last lines the process printed (for a crash)


@dataclass(frozen=True)
class JudgedTest:
    record: TestRecord
    features: tuple[str, ...]
    verdict: str
    why: str = ""  # why drift / message-only / known
    known_status: Optional[str] = None

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"id": self.record.id, "outcome": self.record.outcome, "verdict": self.verdict}
        if self.record.outcome != "pass":
            data["message"] = (f"{self.record.exception}: " if self.record.exception else "") + self.record.message
        if self.why:
            data["why"] = self.why
        return data


@dataclass
class UpstreamSection:
    """The certificate's `upstream` section (schema pyconform-upstream/1)."""

    implementation: dict[str, Any]
    tests_from: Optional[dict[str, Any]] = None
    drift_reference: Optional[dict[str, Any]] = None
    modules: list[tuple[ModuleRun, tuple[str, ...]]] = field(default_factory=list)  # (run, features)
    tests: list[JudgedTest] = field(default_factory=list)
    seconds: float = 0.0
    not_run: str = ""  # why nothing ran (no Lib/test here, a kind that cannot run unittest)
    interrupted: bool = False

    SCHEMA = "pyconform-upstream/1"

    @property
    def ok(self) -> bool:
        return not any(t.verdict in UNEXPECTED for t in self.tests)

    def counts(self) -> dict[str, int]:
        counts = {v: 0 for v in VERDICTS}
        for test in self.tests:
            counts[test.verdict] += 1
        return counts

    def summary(self) -> dict[str, Any]:
        """`score`: passed over the tests that say something about conformance (all but
        skips, drift and message-only failures)."""
        counts = self.counts()
        claimed = len(self.tests) - counts["skip"] - counts["drift"] - counts["message-only"]
        passed = counts["pass"]
        return {"total": len(self.tests), "passed": passed, "skipped": counts["skip"],
                "drift": counts["drift"], "message_only": counts["message-only"], "xfailed": counts["xfail"],
                "xpassed": counts["xpass"], "real": counts["real"],
                "outcomes": {o: sum(t.record.outcome == o for t in self.tests) for o in OUTCOMES},
                "score": {"passed": passed, "claimed": claimed,
                          "percent": round(100.0 * passed / claimed, 1) if claimed else 0.0},
                "seconds": round(self.seconds, 3)}

    def features(self) -> dict[str, dict[str, int]]:
        table: dict[str, dict[str, int]] = {}
        for test in self.tests:
            for feature in test.features:
                row = table.setdefault(feature, {"total": 0, "passed": 0})
                row["total"] += 1
                row["passed"] += test.verdict == "pass"
        return dict(sorted(table.items()))

    def record(self):
        """The section as the certificate's typed record (pyconformance/upstream/record.py)."""
        from pyconformance.upstream.record import UpstreamRecord

        return UpstreamRecord.model_validate(self.to_json())

    def to_json(self) -> dict[str, Any]:
        doc: dict[str, Any] = {"schema": self.SCHEMA, "implementation": self.implementation,
                               "tests_from": self.tests_from, "drift_reference": self.drift_reference}
        if self.not_run:
            doc["not_run"] = self.not_run
            return doc
        if self.interrupted:
            doc["interrupted"] = True
        doc["summary"] = self.summary()
        doc["features"] = self.features()
        doc["modules"] = [{"module": run.module, "features": list(features), "status": run.status,
                           "seconds": round(run.seconds, 3), "tests": len(run.tests)}
                          for run, features in sorted(self.modules, key=lambda m: m[0].module)]
        doc["tests"] = [t.to_dict() for t in sorted(self.tests, key=lambda t: t.record.id)]
        return doc
