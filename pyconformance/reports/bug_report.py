"""Upstream-ready bug reports: one Markdown file per root cause of a difference from CPython 3.8.

The same shape serves a failing case of a certificate (`pyconform bugreport CERT.json`) and a
fuzzer finding in the corpus (`pyconform bugreport corpus/...`, `corpus merge --reports`): a
title, the reproducer, what CPython 3.8 does, what the implementation does, both versions,
the rule(s) it breaks with the seed section they come from, and one command that reproduces it.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import Optional

from pyconformance.cases import BLOCK_END
from pyconformance.rules import Rule


@dataclass(frozen=True)
class BugReport:
    title: str
    program: str  # the reproducer, without the case header
    reference: str  # "CPython 3.8.18"
    reference_outcome: str
    implementation: str  # "pypy 3.9.16"
    implementation_outcome: str
    reproduce: str  # one command line
    rules: tuple[Rule, ...] = ()
    cases: tuple[str, ...] = ()  # every case or entry of this root cause
    reason: str = ""  # the known-difference reason, when one is recorded
    origin: str = ""  # how it was found
    run_with: str = ""  # interpreter flags, environment, files the reproducer needs

    @property
    def file_name(self) -> str:
        return re.sub(r"[^A-Za-z0-9]+", "-", self.cases[0] if self.cases else self.title).strip("-")[:80] + ".md"


def program_of(source: str) -> str:
    """A case file's program: what follows the `# ///` block."""
    return source.split(BLOCK_END + "\n", 1)[-1].rstrip("\n")


def outcome_text(outcome: dict) -> str:
    """One line for an outcome dict (`Outcome.to_dict()` or a certificate's `actual`)."""
    if not outcome:
        return "?"
    if outcome.get("harness_error"):
        return f"harness error: {outcome['harness_error']}"
    if outcome.get("timed_out"):
        return "timed out"
    if outcome.get("signal"):
        return f"killed by signal {outcome['signal']}"
    exc = outcome.get("exception") or {}
    if exc:
        message = f": {exc.get('message')}" if exc.get("message") else ""
        return f"{outcome.get('phase', '?')} phase, {exc.get('type')}{message}"
    stdout = outcome.get("stdout")
    printed = f", printing {stdout!r}" if stdout else ""
    return f"runs to completion (exit {outcome.get('exit_code', 0)}){printed}"


def render(report: BugReport) -> str:
    lines = [f"# {report.title}", "", "Reproducer:", "", "```python", report.program, "```", ""]
    if report.run_with:
        lines += [f"Run it with {report.run_with}.", ""]
    lines += [
             f"- {report.reference} (the reference): {report.reference_outcome}",
             f"- {report.implementation}: {report.implementation_outcome}", ""]
    if report.reason:
        lines += [f"Known difference, as recorded: {report.reason}", ""]
    if report.rules:
        lines += ["What Python 3.8 specifies:", ""]
        lines += [f"- `{rule.id}` ({rule.source}): {rule.statement}" for rule in report.rules]
        lines.append("")
    if len(report.cases) > 1:
        lines += [f"The same cause shows in {len(report.cases)} cases: " + ", ".join(f"`{c}`" for c in report.cases), ""]
    if report.origin:
        lines += [report.origin, ""]
    lines += ["Reproduce with pyconform:", "", f"    {report.reproduce}", ""]
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
