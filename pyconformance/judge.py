"""Compare an outcome with what a case expects."""
from __future__ import annotations

import difflib

from pyconformance.cases import Expectation
from pyconformance.differ import normalize_text
from pyconformance.outcome import Outcome


def describe(outcome: Outcome) -> str:
    if outcome.harness_error:
        return f"harness error: {outcome.harness_error}"
    if outcome.timed_out:
        return f"timed out after {outcome.seconds:.1f}s"
    if outcome.signal is not None:
        return f"crashed with signal {outcome.signal}"
    if outcome.exception:
        exc = outcome.exception
        return f"{outcome.phase} phase {exc.type}: {exc.message}"
    return f"ran to completion (exit {outcome.exit_code})"


def expected_text(expect: Expectation) -> str:
    if expect.phase == "ok":
        return "runs to completion"
    return f"{expect.phase} phase {expect.exception}" + (f": {expect.message}" if expect.message else "")


def stdout_diff(expected: str, actual: str) -> str:
    lines = difflib.unified_diff(expected.splitlines(True), actual.splitlines(True),
                                 "expected stdout", "actual stdout", n=2)
    return "".join(line if line.endswith("\n") else line + "\\ (no newline)\n" for line in lines)


def mismatches(expect: Expectation, outcome: Outcome) -> list[str]:
    """Human-readable differences; empty means the outcome meets the expectation."""
    problems: list[str] = []
    actual_type = outcome.exception.type if outcome.exception else None
    abnormal = outcome.timed_out or outcome.signal is not None or outcome.harness_error
    if abnormal or outcome.phase != expect.phase or (expect.phase != "ok" and actual_type != expect.exception):
        problems.append(f"expected: {expected_text(expect)}; got: {describe(outcome)}")
    elif expect.message is not None and outcome.exception and outcome.exception.message != expect.message:
        problems.append(f"message: expected {expect.message!r}, got {outcome.exception.message!r}")
    # Object addresses and scratch directory names differ between any two runs (as in the differ).
    if (expect.stdout is not None and normalize_text(outcome.stdout) != normalize_text(expect.stdout)
            and not abnormal):
        problems.append("stdout differs:\n" + stdout_diff(expect.stdout, outcome.stdout))
    if expect.exit_code is not None and outcome.exit_code != expect.exit_code and not abnormal:
        problems.append(f"exit code: expected {expect.exit_code}, got {outcome.exit_code}")
    if outcome.truncated and not problems:
        problems.append("output was truncated at the output limit")
    return problems
