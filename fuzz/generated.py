"""A program made by a generator, with what the generator's own model expects of it."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from pyconform.cases import Expectation
from pyconform.program import Program

from pyconform.fuzz.features import detect

# Generated programs are small; a longer run is a hang, not a result.
GENERATED_TIMEOUT = 5.0


@dataclass(frozen=True)
class GeneratedProgram:
    source: str
    generator: str
    features: tuple[str, ...] = ()
    # The outcome the generator's model predicts for CPython 3.8; None when it has no model.
    expected: Optional[Expectation] = None
    timeout: float = GENERATED_TIMEOUT

    def program(self) -> Program:
        return Program(source=self.source, timeout=self.timeout)

    @classmethod
    def make(cls, source: str, generator: str, expected: Optional[Expectation] = None,
             timeout: float = GENERATED_TIMEOUT) -> "GeneratedProgram":
        """Tags come from the source itself, so they stay true after shrinking."""
        return cls(source, generator, detect(source), expected, timeout)


def ok(stdout: str) -> Expectation:
    return Expectation(phase="ok", stdout=stdout)


def raised(phase: str, exception: str, stdout: str = "") -> Expectation:
    return Expectation(phase=phase, stdout=stdout, exception=exception)
