"""The certificate's `upstream` section as typed records (pydantic), read and written through
pyconformance/certificate.py: what UpstreamSection.to_json() writes (docs/upstream.md)."""
from __future__ import annotations

from typing import Any, Literal, Optional

from pydantic import BaseModel, ConfigDict, Field

Outcome = Literal["pass", "fail", "error", "skip", "timeout", "crash"]
Verdict = Literal["pass", "skip", "drift", "message-only", "xfail", "xpass", "real"]


class _Record(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class UpstreamTest(_Record):
    id: str = Field(min_length=1)
    outcome: Outcome
    verdict: Verdict
    message: Optional[str] = None
    why: Optional[str] = None


class UpstreamModuleRecord(_Record):
    module: str
    features: list[str]
    status: Literal["done", "skip", "error", "timeout", "crash"]
    seconds: float = Field(ge=0)
    tests: int = Field(ge=0)


class UpstreamScore(_Record):
    passed: int = Field(ge=0)
    claimed: int = Field(ge=0)  # all but skipped, drift and message-only tests
    percent: float = Field(ge=0, le=100)


class UpstreamSummary(_Record):
    total: int = Field(ge=0)
    passed: int = Field(ge=0)
    skipped: int = Field(ge=0)
    drift: int = Field(ge=0)
    message_only: int = Field(ge=0)
    xfailed: int = Field(ge=0)
    xpassed: int = Field(ge=0)
    real: int = Field(ge=0)
    outcomes: dict[Outcome, int]
    score: UpstreamScore
    seconds: float = Field(ge=0)


class UpstreamTally(_Record):
    total: int = Field(ge=0)
    passed: int = Field(ge=0)


class UpstreamRecord(_Record):
    """CPython 3.8's own regression tests run on the implementation (pyconform upstream)."""

    schema_: Literal["pyconform-upstream/1"] = Field("pyconform-upstream/1", alias="schema")
    implementation: dict[str, Any]
    tests_from: Optional[dict[str, str]] = None  # the reference installation: python, version, path
    drift_reference: Optional[dict[str, str]] = None  # version, spec
    not_run: Optional[str] = None  # why nothing ran; then nothing below is recorded
    interrupted: Optional[bool] = None
    summary: Optional[UpstreamSummary] = None
    features: dict[str, UpstreamTally] = {}
    modules: list[UpstreamModuleRecord] = []
    tests: list[UpstreamTest] = []

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)

    @property
    def ok(self) -> bool:
        return not any(t.verdict in ("real", "xpass") for t in self.tests)
