"""A program made by a generator, with what the generator's own model expects of it."""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Optional

from pyconformance.cases import Expectation
from pyconformance.program import Program

from pyconformance.drift.declared import parse_quietly
from pyconformance.fuzz.features import detect
from pyconformance.fuzz.rule_reach import gather, reached

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
    # The command line it runs under (fuzz/generators' cmdline): interpreter flags, environment
    # variables and files beside main.py. A program with any of them needs a fresh process, and
    # candidates that cannot take a command line (node engines) skip it.
    flags: tuple[str, ...] = ()
    env: tuple[tuple[str, str], ...] = ()
    files: tuple[tuple[str, str], ...] = ()
    # Catalogue rules the generator built it to exercise (besides what fuzz/rule_reach.py reads
    # from its text): the library generator's table entry, the cmdline generator's flags.
    rules: tuple[str, ...] = ()

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
    def reached_rules(self) -> frozenset:
        """The catalogue rules it exercises (fuzz/rule_reach.py): declared and probed."""
        return reached(self._analysis[2], self.rules)

    def rules_reached_except(self, skip: frozenset) -> frozenset:
        """reached_rules without trying the probes of SKIP (rules a campaign counts no more)."""
        return reached(self._analysis[2], self.rules, skip)

    @cached_property
    def _analysis(self) -> tuple:
        """Features, node types and the facts rule probes read (fuzz/rule_reach.py), from one
        parse (a parse costs as much as generating); the tree itself is not kept."""
        tree = parse_quietly(self._feature_text)
        features = detect(self._feature_text, tree) if tree is not None else ()
        facts = gather(self._feature_text, tree, features, self.flags, self.env)
        # the node types are those gather's one walk met (syntax_coverage.node_types walked again)
        return features, frozenset(facts.by_type), facts

    @property
    def command_line(self) -> bool:
        """True when it needs interpreter flags, environment variables or files."""
        return bool(self.flags or self.env or self.files)

    def command(self) -> dict:
        """Its command line as a record keeps it (a corpus entry's [run] table, causes.json, the
        summary): only the parts it has, so a plain program's record is unchanged."""
        return {key: value for key, value in (("flags", list(self.flags)), ("env", dict(self.env)),
                                              ("files", dict(self.files))) if value}

    def program(self) -> Program:
        return Program(source=self.source, timeout=self.timeout, flags=self.flags, env=self.env, files=self.files)

    @classmethod
    def make(cls, source: str, generator: str, expected: Optional[Expectation] = None,
             timeout: float = GENERATED_TIMEOUT) -> "GeneratedProgram":
        return cls(source, generator, expected, timeout)


def ok(stdout: str) -> Expectation:
    return Expectation(phase="ok", stdout=stdout)


def raised(phase: str, exception: str, stdout: str = "") -> Expectation:
    return Expectation(phase=phase, stdout=stdout, exception=exception)
