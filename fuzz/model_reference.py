"""`--reference model`: the generators' own models as the reference implementation.

A targeted generator knows the outcome CPython 3.8 gives its program, so a candidate can
be judged with no reference interpreter at hand. Programs without a model (mutate,
codegen, grammar) get no verdict: the differ never compares against a harness error.
"""
from __future__ import annotations

from typing import Optional

from pyconformance.cases import Expectation
from pyconformance.implementation import Implementation, ImplementationInfo
from pyconformance.outcome import ExceptionInfo, Outcome
from pyconformance.program import Program

SPEC = "model"


class ModelImplementation(Implementation):
    """Answers with the expectation registered for the program's source (per worker)."""

    def __init__(self):
        self.info = ImplementationInfo(SPEC, "model", (3, 8, 0))
        # One worker owns this instance: the models of the batch (or program) it is running.
        self.models: dict[str, Optional[Expectation]] = {}

    def expect(self, source: str, expected: Optional[Expectation]) -> None:
        self.models[source] = expected

    def forget(self) -> None:
        self.models.clear()

    def run(self, program: Program) -> Outcome:
        expected = self.models.get(program.source)
        if expected is None:
            return Outcome.harness_failure("no model for this program")
        exception = ExceptionInfo(expected.exception, expected.message or "") if expected.exception else None
        return Outcome(phase=expected.phase, stdout=expected.stdout or "", exception=exception,
                       exit_code=0 if expected.phase == "ok" else 1)
