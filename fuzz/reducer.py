"""Reduce any program to a small one with the same kind of divergence.

Interesting means: the candidate still differs from the reference in exactly the same
kinds (difference kinds with exception types), not merely "something fails". A program
the host parses goes through pysource-minimize; candidates pass through `resugar` first,
so f-string `=` fields survive its `ast.unparse`. A program the host cannot parse (a
candidate accepting what 3.8 rejects), or one pysource-minimize cannot or fails to
reduce, goes through `delta.reduce_text`, which needs no parse. A compile-only wrapper
(grammar generator) is reduced on its inner text. Reduction never loses the input: an
error part-way keeps the smallest interesting text seen and says why in `stopped`.
"""
from __future__ import annotations

import ast
import time
from dataclasses import dataclass
from typing import Callable, Optional

from pyconformance.differ import compare
from pyconformance.implementation import Implementation
from pyconformance.program import Program

from pyconformance.fuzz.delta import reduce_text
from pyconformance.fuzz.divergence import kinds_of
from pyconformance.fuzz.features import detect
from pyconformance.fuzz.fstring_sugar import resugar
from pyconformance.fuzz.generators.grammar import WRAPPER, inner_source

REDUCE_TIMEOUT = 5.0
MAX_CHECKS = 2000
PYSOURCE_MINIMIZE, TEXT = "pysource-minimize", "text"  # Reduction.reducer


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
    reducer: str = ""  # which reducer produced SOURCE ("" when none could shrink it)
    stopped: str = ""  # why reduction ended early (an error); "" when it ran to its end
    fallback: str = ""  # why the text reducer was used instead of pysource-minimize


def describe(exc: BaseException) -> str:
    """One line naming an exception, for provenance and summaries."""
    text = str(exc).strip().splitlines()
    return f"{type(exc).__name__}: {text[0][:200]}" if text else type(exc).__name__


def host_parses(text: str) -> bool:
    try:
        ast.parse(text)
        return True
    except (SyntaxError, ValueError, RecursionError, MemoryError, SystemError):  # SystemError: fuzz/host_ast.py
        return False


def with_newline(text: str) -> str:
    return text if text.endswith("\n") else text + "\n"


class Interesting:
    """The interestingness test, with a cache (reducers retry equal sources) and a budget
    of checks and seconds; it remembers the smallest interesting text it has seen."""

    def __init__(self, reference: Implementation, candidate: Implementation, compare_messages: bool,
                 wrap: Callable[[str], str] = lambda s: s, limit: int = MAX_CHECKS,
                 seconds: Optional[float] = None, halt: Callable[[], bool] = lambda: False):
        self.reference, self.candidate, self.limit, self.halt = reference, candidate, limit, halt
        self.compare_messages, self.wrap = compare_messages, wrap
        self.deadline = time.monotonic() + seconds if seconds is not None else None
        self.cache: dict[str, tuple[str, ...]] = {}
        self.target: tuple[str, ...] = ()
        self.features: tuple[str, ...] = ()  # that the text reducer keeps
        self.smallest: Optional[str] = None
        self.checks = 0

    def spent(self) -> bool:
        return self.checks >= self.limit or (self.deadline is not None and time.monotonic() > self.deadline) \
            or self.halt()

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
            if self.target and self.cache[text] == self.target and \
                    (self.smallest is None or len(text) < len(self.smallest)):
                self.smallest = text
        return self.cache[text]

    def keeps(self, text: str) -> bool:
        """The parse-free reducer's test: the text as it is, the same kinds, and still the
        3.8 features it had (text edits could turn an f-string bug into a plain-string one)."""
        return set(self.features) <= set(detect(text)) and self.kinds(with_newline(text)) == self.target

    def __call__(self, text: str) -> bool:
        """pysource-minimize's test: its unparsed text, with debug f-string fields restored."""
        if self.spent():
            from pysource_minimize import StopMinimization

            raise StopMinimization()
        return self.kinds(resugar(text)) == self.target


def reduce_source(source: str, reference: Implementation, candidate: Implementation,
                  compare_messages: bool = False, limit: int = MAX_CHECKS,
                  seconds: Optional[float] = None, halt: Callable[[], bool] = lambda: False) -> Reduction:
    """LIMIT checks and SECONDS at most; HALT() true (the campaign stopping) ends it early too."""
    inner = inner_source(source)
    text, wrap = (inner, lambda s: WRAPPER.format(source=s)) if inner is not None else (source, lambda s: s)
    test = Interesting(reference, candidate, compare_messages, wrap, limit, seconds, halt)
    test.target = test.kinds(text)
    if not test.target:
        raise NoDivergence("the candidate does not diverge from the reference on this program")
    test.smallest, test.features = text, detect(text)
    reduced, reducer, why_text, stopped = text, "", "", ""
    try:
        if host_parses(text):
            reduced, reducer, why_text = _pysource_minimize(text, test)
        else:
            why_text = "the host cannot parse it"
        if not reducer and not test.spent():
            reduced, reducer = reduce_text(test.smallest, test.keeps, test.spent), TEXT
        if reduced.count("\n") > text.count("\n") or test.kinds(with_newline(reduced)) != test.target:
            reduced, reducer = text, ""  # never worse than the input, never another divergence
    except Exception as exc:  # a reducer's or an implementation's failure must not lose the input
        reduced, reducer, stopped = test.smallest, "", describe(exc)
    final = with_newline(wrap(reduced))
    return Reduction(final, test.target, wrap(text).count("\n"), final.count("\n"), test.checks,
                     bool(reducer), reducer, stopped, why_text if reducer == TEXT else "")


def _pysource_minimize(text: str, test: Interesting) -> tuple[str, str, str]:
    """(text, PYSOURCE_MINIMIZE, "") when it reduced TEXT, else (text, "", why not)."""
    from pysource_minimize import CouldNotMinimize, StopMinimization, minimize

    try:
        candidate_text = resugar(minimize(text, test, retries=1))
    except StopMinimization:
        return test.smallest, PYSOURCE_MINIMIZE, ""
    except CouldNotMinimize:
        return text, "", "the divergence does not survive pysource-minimize's ast round trip"
    except Exception as exc:  # its own bugs (or a run failing): the text reducer may still work
        return text, "", f"pysource-minimize failed ({describe(exc)})"
    if test.kinds(candidate_text) == test.target:
        return candidate_text, PYSOURCE_MINIMIZE, ""
    return text, "", "pysource-minimize's result lost the divergence"
