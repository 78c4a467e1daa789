"""Screening: run many programs cheaply, then give the programs that matter their own fork.

The agent can run a whole batch of programs in one forked child (python_batch.py). That
is an order of magnitude cheaper than a fork per program, but programs in a batch can
see traces of the ones before them. So a screened outcome is never the last word: the
caller decides which programs matter (a fuzzer: those that diverge; the suite: those
that do not pass) and calls `confirm`, which re-runs them fully isolated.
"""
from __future__ import annotations

from dataclasses import dataclass

from pyconformance.implementation import Implementation
from pyconformance.outcome import Outcome
from pyconformance.program import Program


@dataclass(frozen=True)
class Screened:
    outcome: Outcome
    isolated: bool  # True: from the program's own fork or process, so authoritative


def first_pass(impl: Implementation, programs: list[Program]) -> list[Outcome | None]:
    """Screened outcomes, None where there is none: a single program gains nothing from a
    batch, and duck-typed implementations may not screen at all."""
    fast = getattr(impl, "screen", None)
    return fast(programs) if fast is not None and len(programs) > 1 else [None] * len(programs)


def screen(impl: Implementation, programs: list[Program]) -> list[Screened]:
    """Outcomes for PROGRAMS; those the fast pass could not produce are run isolated."""
    return [Screened(outcome, False) if outcome is not None else Screened(impl.run(program), True)
            for program, outcome in zip(programs, first_pass(impl, programs))]


def confirm(impl: Implementation, program: Program, screened: Screened) -> Screened:
    """The authoritative outcome of PROGRAM, re-running it only when it was screened."""
    return screened if screened.isolated else Screened(impl.run(program), True)
