"""Results of a suite run, as they come in, and the certificate they make (pyconformance/certificate.py)."""
from __future__ import annotations

import os
import platform
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any, Optional

from pyconformance.cases import Case, Drift
from pyconformance.expectations.known import Known
from pyconformance.implementation import ImplementationInfo
from pyconformance.failures import NOT_PASSED, outcome_kind, unexpected
from pyconformance.outcome import Outcome
from pyconformance.scope import Scope

# The certificate model (pydantic, ~70 ms to import) is imported when a certificate is made,
# not with this module: a run imports it while its cases already run (pyconformance/runner.py).
if TYPE_CHECKING:
    from pyconformance.certificate import (CaseRecord, Certificate, ImplementationRecord, Interruption, Made,
                                           Provenance, ScopeRecord)

STATUSES = ("pass", "fail", "error", "skip", "xfail", "xpass", "out-of-scope")


@dataclass(frozen=True)
class CaseResult:
    case: Case
    status: str
    expected: dict[str, Any]
    outcome: Optional[Outcome]
    message: str = ""
    known: Optional[Known] = None
    drift: Optional[Drift] = None  # the declared drift that judged the case instead of 3.8

    @property
    def suite_path(self) -> str:
        """The case file relative to the suite root (`cases/walrus/if.py`), the same on every
        machine; the file's own path when it does not lie where its id says."""
        relative = f"{self.case.id}{self.case.path.suffix}"
        return f"cases/{relative}" if self.case.path.as_posix().endswith(relative) else str(self.case.path)

    def to_record(self) -> CaseRecord:
        from pyconformance.certificate import (CaseRecord, DriftRecord, ExpectedRecord, KnownRecord,
                                               OutcomeRecord)

        actual = self.outcome.to_dict() if self.outcome else None
        return CaseRecord(
            id=self.case.id, path=self.suite_path, rules=list(self.case.rules), features=list(self.case.features),
            status=self.status, kind=outcome_kind(actual or {}) if self.status in NOT_PASSED else None,
            expected=ExpectedRecord(**self.expected), actual=OutcomeRecord(**actual) if actual else None,
            message=self.message,
            known=KnownRecord(status=self.known.status, reason=self.known.reason) if self.known else None,
            drift=DriftRecord(since=".".join(map(str, self.drift.since)), reason=self.drift.reason)
            if self.drift else None)


def implementation_record(info: ImplementationInfo) -> ImplementationRecord:
    from pyconformance.certificate import ImplementationRecord

    return ImplementationRecord(**info.to_dict())


def scope_record(scope: Optional[Scope]) -> Optional[ScopeRecord]:
    from pyconformance.certificate import ScopeRecord

    return ScopeRecord(**scope.to_dict()) if scope else None


@dataclass
class RunResults:
    implementation: ImplementationInfo
    results: list[CaseResult] = field(default_factory=list)
    seconds: float = 0.0
    interrupted: Optional[Interruption] = None  # SIGINT/SIGTERM: results hold only the cases that finished
    scope: Optional[Scope] = None  # what a backport claims (pyconformance/scope.py)
    provenance: Optional[Provenance] = None  # says, among others, what --unexpected-pass was
    upstream: Optional[Any] = None  # an UpstreamSection (pyconformance/upstream/model.py), when asked for
    unsettled: set[str] = field(default_factory=set)  # batched, but run again in their own fork

    @property
    def ok(self) -> bool:
        """Complete, and every case as expected (as the certificate's own `ok` judges)."""
        failing = unexpected(self.provenance.unexpected_pass if self.provenance else "fail")
        return self.interrupted is None and not any(r.status in failing for r in self.results)

    def certificate(self) -> Certificate:
        from pyconformance.certificate import Certificate

        return Certificate.build(implementation_record(self.implementation), [r.to_record() for r in self.results],
                                 self.seconds, made_here(), self.provenance, scope_record(self.scope),
                                 self.interrupted, upstream=self.upstream.record() if self.upstream is not None else None)


def made_here() -> Made:
    """When and where a certificate is made: $PYCONFORM_MACHINE names the machine (e.g.
    "2-core CI VM"); else its OS, architecture and core count (never its host name)."""
    from pyconformance.certificate import Made

    machine = os.environ.get("PYCONFORM_MACHINE") or \
        f"{platform.system()} {platform.machine()}, {os.cpu_count() or 1} cores"
    return Made(date=datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"), machine=machine)
