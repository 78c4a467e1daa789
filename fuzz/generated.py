"""A program made by a generator, with what the generator's own model expects of it."""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Optional

from pyconformance.cases import Expectation
from pyconformance.program import Program

from pyconformance.drift.declared import parse_quietly
from pyconformance.fuzz.features import detect
from pyconformance.fuzz.syntax_coverage import node_types

# Generated programs are small; a longer run is a hang, not a result.
GENERATED_TIMEOUT = 5.0


def size_of(source: str) -> tuple[int, int]:
    return (source.count("\n"), len(source))


@dataclass(frozen=True)
class GeneratedProgram:
    source: str
    generator: str
    # The outcome the generator's model predicts for CPython 3.8; None when it has no model.
    expected: Optional[Expectation] = None
    timeout: float = GENERATED_TIMEOUT
    feature_source: Optional[str] = None  # the text whose features count, when not SOURCE
    recipe: Optional[tuple[str, tuple[int, ...]]] = None  # (generator, part seeds) it was built from

    @property
    def size(self) -> tuple[int, int]:
        """(lines, characters): what shrinking and reduction make smaller."""
        return size_of(self.source)

    @cached_property
    def features(self) -> tuple[str, ...]:
        """Read from the source itself, so they stay true after shrinking; computed when
        first asked for, outside generation (a parse costs as much as generating)."""
        return self._analysis[0]

    @cached_property
    def syntax(self) -> frozenset:
        """The ast node types the program uses (fuzz/syntax_coverage.py)."""
        return self._analysis[1]

    @property
    def _feature_text(self) -> str:
        return self.source if self.feature_source is None else self.feature_source

    @cached_property
    def _analysis(self) -> tuple[tuple[str, ...], frozenset]:
        """Features and node types from one parse (a parse costs as much as generating);
        the tree itself is not kept."""
        tree = parse_quietly(self._feature_text)
        return (detect(self._feature_text, tree) if tree is not None else ()), node_types(tree)

    def program(self) -> Program:
        return Program(source=self.source, timeout=self.timeout)

    @classmethod
    def make(cls, source: str, generator: str, expected: Optional[Expectation] = None,
             timeout: float = GENERATED_TIMEOUT) -> "GeneratedProgram":
        return cls(source, generator, expected, timeout)


def ok(stdout: str) -> Expectation:
    return Expectation(phase="ok", stdout=stdout)


def raised(phase: str, exception: str, stdout: str = "") -> Expectation:
    return Expectation(phase=phase, stdout=stdout, exception=exception)
