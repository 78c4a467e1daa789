"""Reduce any program to a small one with the same kind of divergence.

Interesting means: the candidate still differs from the reference with the same
signature (phase and exception type on each side, and for a stdout difference the line
that differs on each side), not merely "something fails"; a difference the differ sets
apart as implementation-defined has no signature, so a reduction never turns a divergence
into one. The reduced program is re-checked on the reference in two fresh processes with
other hash seeds (fuzz/referee.py); if the reference disagrees with itself on it, the
reduction is rejected and the input kept. A program
the host parses goes through pysource-minimize; candidates pass through `resugar` first,
so f-string `=` fields survive its `ast.unparse`. A program the host cannot parse (a
candidate accepting what 3.8 rejects), or one pysource-minimize cannot or fails to
reduce, goes through `delta.reduce_text`, which needs no parse. A compile-only wrapper
(grammar generator) is reduced on its inner text. Reduction never loses the input: an
error part-way keeps the smallest interesting text seen and says why in `stopped`.
"""
from __future__ import annotations

import ast
import difflib
import re
import time
from dataclasses import dataclass
from typing import Callable, Optional

from pyconformance.differ import Difference, compare, normalize_text
from pyconformance.implementation import Implementation
from pyconformance.outcome import Outcome
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


def first_differing_line(reference: str, candidate: str) -> str:
    """How the first differing stdout line differs: its edits (what the candidate has instead of
    the reference's text, digits abstracted), or which side lacks the line. Not the line itself:
    a reduction may change what the line shows, not how the candidate gets it wrong."""
    ref_lines, cand_lines = normalize_text(reference).split("\n"), normalize_text(candidate).split("\n")
    for i in range(max(len(ref_lines), len(cand_lines))):
        if i >= len(ref_lines) or i >= len(cand_lines):
            return "line only in the " + ("candidate" if i >= len(ref_lines) else "reference")
        ref, cand = ref_lines[i], cand_lines[i]
        if ref != cand:
            matcher = difflib.SequenceMatcher(None, ref, cand, autojunk=False)
            edits = sorted({(tag, re.sub(r"\d", "0", ref[i1:i2])[:40], re.sub(r"\d", "0", cand[j1:j2])[:40])
                            for tag, i1, i2, j1, j2 in matcher.get_opcodes() if tag != "equal"})
            return "; ".join(f"{tag} {a!r}>{b!r}" for tag, a, b in edits)
    return ""


def reduction_signature(differences: tuple[Difference, ...], reference: Outcome, candidate: Outcome) -> tuple[str, ...]:
    """What a reduction keeps: the difference kinds (phase and exception type on each side)
    and, for a difference in stdout alone, which line differs."""
    kinds = kinds_of(differences)
    if kinds == ("stdout",):  # with a phase or exception change, the stdout is its consequence
        kinds += (f"stdout-line:{first_differing_line(reference.stdout, candidate.stdout)}",)
    return kinds


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
                 seconds: Optional[float] = None, halt: Callable[[], bool] = lambda: False,
                 command: Optional[dict] = None):
        self.reference, self.candidate, self.limit, self.halt = reference, candidate, limit, halt
        self.command = command or {}  # Program's flags, env, files: each text runs under them
        self.compare_messages, self.wrap = compare_messages, wrap
        self.deadline = time.monotonic() + seconds if seconds is not None else None
        self.cache: dict[str, tuple[str, ...]] = {}
        self.reference_outcomes: dict[str, Outcome] = {}
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
            program = Program(source=source, timeout=REDUCE_TIMEOUT, **self.command)
            ref, cand = self.reference.run(program), self.candidate.run(program)
            found = compare(ref, cand, compare_messages=self.compare_messages, source=source,
                            reference_version=self.reference.info.language_version,
                            candidate_version=self.candidate.info.language_version)
            self.cache[text] = reduction_signature(found.differences, ref, cand)
            self.reference_outcomes[text] = ref
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
                  seconds: Optional[float] = None, halt: Callable[[], bool] = lambda: False,
                  command: Optional[dict] = None) -> Reduction:
    """LIMIT checks and SECONDS at most; HALT() true (the campaign stopping) ends it early too.
    COMMAND: the flags, env and files every run needs (a corpus entry's [run] table)."""
    inner = inner_source(source)
    text, wrap = (inner, lambda s: WRAPPER.format(source=s)) if inner is not None else (source, lambda s: s)
    test = Interesting(reference, candidate, compare_messages, wrap, limit, seconds, halt, command)
    test.target = test.kinds(text)
    kinds = tuple(k for k in test.target if not k.startswith("stdout-line:"))
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
        if halt():  # the campaign stopped: no more runs (its budget); the smallest text seen to diverge
            reduced, reducer = test.smallest, (reducer if test.smallest != text else "")
        elif reduced.count("\n") > text.count("\n") or test.kinds(with_newline(reduced)) != test.target:
            reduced, reducer = text, ""  # never worse than the input, never another divergence
        elif reducer and _unstable(with_newline(reduced), test, reference):
            reduced, reducer, stopped = text, "", "the reference disagreed with itself on the reduced program"
    except Exception as exc:  # a reducer's or an implementation's failure must not lose the input
        reduced, reducer, stopped = test.smallest, "", describe(exc)
    final = with_newline(wrap(reduced))
    return Reduction(final, kinds, wrap(text).count("\n"), final.count("\n"), test.checks,
                     bool(reducer), reducer, stopped, why_text if reducer == TEXT else "")


def _unstable(text: str, test: Interesting, reference: Implementation) -> bool:
    """The reference's self-check on the reduced program (two fresh processes, other hash seeds)."""
    from pyconformance.fuzz.referee import is_model, self_check

    outcome = test.reference_outcomes.get(text)
    if outcome is None or is_model(reference):
        return False
    return bool(self_check(reference, test.wrap(text), outcome, REDUCE_TIMEOUT))


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
    if test.halt():  # stopped as the last check ended: keep what was seen to diverge, run nothing more
        return test.smallest, PYSOURCE_MINIMIZE, ""
    if test.kinds(candidate_text) == test.target:
        return candidate_text, PYSOURCE_MINIMIZE, ""
    return text, "", "pysource-minimize's result lost the divergence"
