"""Upstream-ready bug reports: one Markdown file per root cause of a difference from CPython 3.8.

The same shape serves a failing case of a certificate (`pyconform bugreport CERT.json`) and a
fuzzer finding in the corpus (`pyconform bugreport corpus/...`, `corpus merge --reports`). A
report is written for someone who has only the report: a title that says what differs, a
triage label, a shell snippet that recreates the program and runs it with nothing but the
implementation, the exact output CPython 3.8 gives (each expected side labelled with where it
comes from: the case's 3.8 expectation, a declared drift table, or a measurement here), what
the implementation does, and citations that resolve outside a pyconform checkout.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import Optional

from pyconformance.cases import BLOCK_END
from pyconformance.reports.citations import cite
from pyconformance.reports.reproducer import Reproducer
from pyconformance.rules import Rule

# Triage labels, as written in an expectations entry (`triage = "..."`) -> as shown.
TRIAGES = {"bug": "bug", "drift": "version drift", "implementation-defined": "implementation-defined",
           "by-design": "by design"}
DEFAULT_TRIAGES = ("bug",)  # what `bugreport` writes unless told otherwise


@dataclass(frozen=True)
class Observed:
    """What a program does, as far as a report states it: an expectation or a measured outcome."""
    phase: str  # ok | compile | run | timeout | crash | harness
    stdout: Optional[str] = None  # None: not part of the expectation
    exception: Optional[str] = None
    message: Optional[str] = None
    exit_code: Optional[int] = None
    detail: str = ""  # timeout, signal or harness error text

    def ending(self) -> str:
        """How the run ends, after its output."""
        if self.phase in ("timeout", "crash", "harness"):
            return self.detail
        if self.exception:
            what = f"`{self.exception}`" + (f" ({self.message})" if self.message else "")
            if self.phase == "compile":
                return f"the program is rejected before it runs: {what}"
            return f"then raises {what}" + (f", exit status {self.exit_code}" if self.exit_code is not None else "")
        return f"exit status {self.exit_code if self.exit_code is not None else 0}"


@dataclass(frozen=True)
class Side:
    """One labelled observation: who, according to what, and what happened."""
    who: str  # "CPython 3.8", "CPython 3.9.18", "pypy 3.9.16"
    source: str  # where this comes from, in words: "the case's expectation, measured here on ..."
    observed: Observed


@dataclass(frozen=True)
class BugReport:
    title: str
    triage: str  # a key of TRIAGES
    triage_why: str
    reproducer: Reproducer
    expected: Side  # the CPython 3.8 side
    actual: Side  # the implementation
    others: tuple[Side, ...] = ()  # drift tables and measurements of other CPython versions
    replay: str = ""  # the pyconform command (for those who have a checkout)
    rules: tuple[Rule, ...] = ()
    cases: tuple[str, ...] = ()  # every case or entry of this root cause
    reason: str = ""  # the known-difference reason, when one is recorded
    origin: str = ""  # how it was found
    warnings: tuple[str, ...] = ()  # e.g. a measured CPython 3.8 that disagrees with the expectation

    @property
    def file_name(self) -> str:
        return re.sub(r"[^A-Za-z0-9]+", "-", self.cases[0] if self.cases else self.title).strip("-")[:80] + ".md"

    @property
    def label(self) -> str:
        return TRIAGES.get(self.triage, self.triage)


def program_of(source: str) -> str:
    """A case file's program: what follows the `# ///` block."""
    return source.split(BLOCK_END + "\n", 1)[-1].rstrip("\n")


def observed_of_outcome(outcome: dict) -> Observed:
    """An `Outcome.to_dict()` (or a certificate's `actual`) as a report states it."""
    if not outcome:
        return Observed("harness", detail="no outcome recorded")
    if outcome.get("harness_error"):
        return Observed("harness", detail=f"harness error: {outcome['harness_error']}")
    if outcome.get("timed_out"):
        return Observed("timeout", outcome.get("stdout"), detail=f"does not finish (stopped after {outcome.get('seconds', 0):.1f} s)")
    if outcome.get("signal"):
        return Observed("crash", outcome.get("stdout"), detail=f"killed by signal {outcome['signal']}")
    exc = outcome.get("exception") or {}
    return Observed(outcome.get("phase", "?"), outcome.get("stdout", ""), exc.get("type"), exc.get("message") or None,
                    outcome.get("exit_code"))


def outcome_text(outcome: dict) -> str:
    """One line for an outcome dict (`Outcome.to_dict()` or a certificate's `actual`)."""
    observed = observed_of_outcome(outcome)
    printed = f", printing {observed.stdout!r}" if observed.stdout else ""
    return f"{observed.ending()}{printed}"


def _line(text: str, limit: int = 60, start: int = 0) -> str:
    """TEXT quoted, cut to LIMIT characters from START (where it starts to differ)."""
    head = "..." if start > 0 else ""
    text = text[start:]
    return repr(head + (text if len(text) <= limit else text[:limit] + "..."))


def _pair(a: str, b: str) -> tuple[str, str]:
    """Two differing lines quoted so that the difference shows even when they are long."""
    same = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
    start = same - 15 if same > 40 else 0
    return _line(a, start=start), _line(b, start=start)


def difference(expected: Observed, actual: Observed, reference: str = "CPython 3.8") -> str:
    """What differs, in one phrase: "raises ZeroDivisionError where CPython 3.8 raises TypeError"."""
    if actual.phase == "timeout":
        return f"hangs where {reference} finishes"
    if actual.phase == "crash":
        return f"crashes ({actual.detail}) where {reference} does not"
    if actual.phase == "harness":
        return f"could not be run ({actual.detail})"
    if expected.phase == "compile" and actual.phase != "compile":
        return f"accepts a program {reference} rejects with {expected.exception}"
    if actual.phase == "compile" and expected.phase != "compile":
        return f"rejects with {actual.exception} a program {reference} compiles"
    if expected.exception != actual.exception:
        if not actual.exception:
            return f"runs to completion where {reference} raises {expected.exception}"
        if not expected.exception:
            return f"raises {actual.exception} where {reference} runs to completion"
        return f"raises {actual.exception} where {reference} raises {expected.exception}"
    if expected.stdout is not None and (actual.stdout or "") != expected.stdout:
        want, got = expected.stdout.splitlines(), (actual.stdout or "").splitlines()
        for n in range(max(len(want), len(got))):
            a = got[n] if n < len(got) else None
            b = want[n] if n < len(want) else None
            if a != b:
                if a is None:
                    return f"stops printing before line {n + 1}, where {reference} prints {_line(b)}"
                if b is None:
                    return f"prints an extra line {n + 1}, {_line(a)}"
                got_text, want_text = _pair(a, b)
                return f"prints {got_text} where {reference} prints {want_text}"
        return f"ends its output differently from {reference}"
    if expected.message is not None and actual.message != expected.message:
        return f"words the {actual.exception} message {_line(actual.message or '')} where {reference} says {_line(expected.message)}"
    if expected.exit_code is not None and actual.exit_code != expected.exit_code:
        return f"exits with status {actual.exit_code} where {reference} exits with {expected.exit_code}"
    return f"behaves differently from {reference}"


def _output(observed: Observed) -> list[str]:
    lines = []
    if observed.stdout is None:
        lines.append("Output: not part of the expectation.")
    elif observed.stdout == "":
        lines.append("Output: nothing.")
    else:
        lines += ["Output:", "", "```text", observed.stdout.rstrip("\n"), "```"]
    lines += ["", f"Ends: {observed.ending()}.", ""]
    return lines


def _side(title: str, side: Side) -> list[str]:
    return [f"## {title}: {side.who}", "", f"Source: {side.source}.", "", *_output(side.observed)]


def render(report: BugReport) -> str:
    lines = [f"# {report.title}", "", f"**Triage: {report.label}** ({report.triage_why})", ""]
    lines += [f"> Warning: {w}" for w in report.warnings] + ([""] if report.warnings else [])
    lines += ["## Reproduce", "", report.reproducer.intro(), "", "```sh", report.reproducer.script(), "```", ""]
    lines += _side("Expected", report.expected)
    lines += _side("Actual", report.actual)
    for side in report.others:
        lines += _side("Also", side)
    if report.reason:
        lines += [f"Known difference, as recorded: {report.reason}", ""]
    if report.rules:
        lines += ["## What Python 3.8 specifies", ""]
        lines += [f"- `{rule.id}`: {rule.statement} ({cite(rule.source)})" for rule in report.rules]
        lines.append("")
    if len(report.cases) > 1:
        lines += [f"The same cause shows in {len(report.cases)} cases: " + ", ".join(f"`{c}`" for c in report.cases), ""]
    if report.origin:
        lines += [report.origin, ""]
    if report.replay:
        lines += ["With a pyconform checkout, the same check:", "", f"    {report.replay}", ""]
    return "\n".join(lines)


@dataclass
class ReportGroups:
    """Reports keyed by root cause, in the order the causes were first seen."""
    reports: dict[str, BugReport] = field(default_factory=dict)

    def add(self, cause: str, report: BugReport) -> None:
        held: Optional[BugReport] = self.reports.get(cause)
        if held is None:
            self.reports[cause] = report
        else:  # one file per cause: the first reproducer, every case named
            self.reports[cause] = replace(held, cases=held.cases + report.cases)

    def only(self, triages: tuple[str, ...]) -> "ReportGroups":
        return ReportGroups({k: r for k, r in self.reports.items() if r.triage in triages})
