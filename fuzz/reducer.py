"""Reduce any program to a small one with the same kind of divergence (pysource-minimize).

Interesting means: the candidate still differs from the reference in exactly the same
kinds (difference kinds with exception types), not merely "something fails". Candidates
pass through `resugar` first, so f-string `=` fields survive pysource-minimize's
`ast.unparse`. A compile-only wrapper (grammar generator) is reduced on its inner text.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from pyconform.differ import compare
from pyconform.implementation import Implementation
from pyconform.program import Program

from pyconform.fuzz.divergence import kinds_of
from pyconform.fuzz.fstring_sugar import resugar
from pyconform.fuzz.gen_grammar import WRAPPER, inner_source

REDUCE_TIMEOUT = 5.0
MAX_CHECKS = 2000


class NoDivergence(Exception):
    pass


@dataclass(frozen=True)
class Reduction:
    source: str
    kinds: tuple[str, ...]
    before: int
    after: int
    checks: int
    minimized: bool


class Interesting:
    """The interestingness test, with a cache: pysource-minimize retries equal sources."""

    def __init__(self, reference: Implementation, candidate: Implementation, compare_messages: bool,
                 wrap: Callable[[str], str] = lambda s: s, limit: int = MAX_CHECKS):
        self.reference, self.candidate, self.limit = reference, candidate, limit
        self.compare_messages, self.wrap = compare_messages, wrap
        self.cache: dict[str, tuple[str, ...]] = {}
        self.target: tuple[str, ...] = ()
        self.checks = 0

    def kinds(self, text: str) -> tuple[str, ...]:
        if text not in self.cache:
            self.checks += 1
            source = self.wrap(text)
            program = Program(source=source, timeout=REDUCE_TIMEOUT)
            ref, cand = self.reference.run(program), self.candidate.run(program)
            found = compare(ref, cand, compare_messages=self.compare_messages, source=source,
                            reference_version=self.reference.info.language_version,
                            candidate_version=self.candidate.info.language_version)
            self.cache[text] = kinds_of(found.differences)
        return self.cache[text]

    def __call__(self, text: str) -> bool:
        if self.checks >= self.limit:
            from pysource_minimize import StopMinimization

            raise StopMinimization()
        return self.kinds(resugar(text)) == self.target


def reduce_source(source: str, reference: Implementation, candidate: Implementation,
                  compare_messages: bool = False, limit: int = MAX_CHECKS) -> Reduction:
    inner = inner_source(source)
    text, wrap = (inner, lambda s: WRAPPER.format(source=s)) if inner is not None else (source, lambda s: s)
    test = Interesting(reference, candidate, compare_messages, wrap, limit)
    test.target = test.kinds(text)
    if not test.target:
        raise NoDivergence("the candidate does not diverge from the reference on this program")
    reduced, minimized = text, False
    try:
        from pysource_minimize import CouldNotMinimize, minimize

        candidate_text = resugar(minimize(text, test, retries=1))
        if test.kinds(candidate_text) == test.target:
            reduced, minimized = candidate_text, True
    except CouldNotMinimize:
        pass  # the divergence does not survive an ast round trip: keep the program as it is
    except Exception as exc:  # pysource-minimize's own failures must not lose the input
        if type(exc).__name__ != "StopMinimization":
            raise
    if reduced.count("\n") > text.count("\n"):
        reduced, minimized = text, False
    final = wrap(reduced)
    if not final.endswith("\n"):
        final += "\n"
    return Reduction(final, test.target, wrap(text).count("\n"), final.count("\n"), test.checks, minimized)
