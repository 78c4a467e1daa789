"""Certificates for tests, built through the model (pyconform/certificate.py) from short rows."""
from __future__ import annotations

from typing import Any, Optional

from pyconformance.certificate import (CaseRecord, Certificate, ImplementationRecord, Interruption, Made, Provenance,
                                   ScopeRecord, SuiteRecord, upgrade_case)


def case_record(row: dict[str, Any]) -> CaseRecord:
    """A case from a row holding at least id and status (kind derived from `actual`, as on read)."""
    full = {"path": f"cases/{row['id']}.py", "rules": [], "features": [], "expected": {}, "message": "", **row}
    return CaseRecord.model_validate(upgrade_case(full))


def provenance(revision: str = "sha256:" + "0" * 16, isolation: str = "agent") -> Provenance:
    return Provenance(pyconformance="0.0.test", suite=SuiteRecord(revision=revision, cases=583),
                      reference="CPython 3.8", isolation=isolation)


def make_certificate(rows: list[dict[str, Any]], name: str = "demo", version: str = "1.0", spec: Optional[str] = None,
                     scope: Optional[dict] = None, interrupted: Optional[Interruption] = None,
                     prov: Optional[Provenance] = None, release: Optional[str] = None) -> Certificate:
    return Certificate.build(ImplementationRecord(spec=spec or name, name=name, version=version, release=release),
                             [case_record(r) for r in rows], 1.0, Made(date="2026-01-01T00:00:00Z", machine="test"),
                             prov, ScopeRecord(**scope) if scope else None, interrupted)
