"""Failure kinds, as WPT statuses: how a case that did not pass went wrong.

fail: ran, but the outcome differs from 3.8 (wrong output, wrong exception or phase);
crash: the implementation died on a signal; timeout: it did not finish in time;
error: the harness could not get an outcome at all (agent lost, bad reply).
A known difference names its kind, so a known `fail` that starts crashing is unexpected.
"""
from __future__ import annotations

from typing import Any, Optional

KINDS = ("fail", "crash", "timeout", "error")
NOT_PASSED = ("fail", "error", "xfail")  # result statuses whose case differs from 3.8
PASSED = ("pass", "xpass")
UNEXPECTED = ("fail", "error", "xpass")  # statuses that make a run "not as expected" (exit 1)
# --unexpected-pass: "fail" (a known difference that passes fails the run: update the
# expectations) or "report" (it is listed and counted, and the run goes on to its verdict).
# Here, not in the certificate model: a run decides with them before it imports that model.
UNEXPECTED_PASS = ("fail", "report")


def outcome_kind(actual: dict[str, Any]) -> str:
    """The kind of a failed outcome (an `Outcome.to_dict()`)."""
    if actual.get("harness_error"):
        return "error"
    if actual.get("timed_out"):
        return "timeout"
    if actual.get("signal") is not None:
        return "crash"
    return "fail"


def unexpected(unexpected_pass: str = "fail") -> tuple[str, ...]:
    """The statuses that make a run not as expected under --unexpected-pass UNEXPECTED_PASS."""
    return UNEXPECTED if unexpected_pass == "fail" else tuple(s for s in UNEXPECTED if s != "xpass")


def case_kind(case: dict[str, Any]) -> Optional[str]:
    """The kind of a certificate case that did not pass; None for passes and skips.
    Older certificates carry no `kind`: it is derived from the recorded outcome."""
    if case.get("status") not in NOT_PASSED:
        return None
    return case.get("kind") or outcome_kind(case.get("actual") or {})
