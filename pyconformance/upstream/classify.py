"""Which failures of a reference test are not conformance failures: drift (a CPython of the
candidate's later language version fails the test too) and message-only (the exception
raised is the one expected, only its message differs: messages are implementation-defined)."""
from __future__ import annotations

import re
from typing import Optional

from pyconformance.expectations.known import FIXED, Known
from pyconformance.failures import KINDS
from pyconformance.upstream.model import FAILED, JudgedTest, TestRecord

# assertRaisesRegex / assertWarnsRegex: the type matched, the pattern did not match the message.
REGEX_MISMATCH = re.compile(r'"[\s\S]*" does not match "[\s\S]*"')
# Helpers that look for a phrase in an exception's text (test_syntax's _check_error).
PHRASE_MISSING = re.compile(r"\w*(Error|Warning|Exception) did not contain ")
# A failing assertion whose source line compares an exception's message.
MESSAGE_ACCESS = re.compile(r"\b(str|repr)\(\s*(cm|ctx|context|cx|c|e|err|exc|ex|error|w)(\.exception)?\s*\)"
                            r"|\.exception\)|\.exception\.(msg|args)\b|\b(e|exc|err|cm\.exception)\.msg\b")
DOCTEST_EXCEPTION = re.compile(r"^\s*(\w+(?:\.\w+)*(?:Error|Exception|Warning|Exit|Interrupt)):", re.MULTILINE)


def _doctest_message_only(message: str) -> bool:
    """A doctest whose expected and actual output are both tracebacks of the same exception type."""
    expected, got = message.partition("Expected:")[2], ""
    if "Got:" not in expected:
        return False
    expected, got = expected.split("Got:", 1)
    if "Traceback" not in expected or "Traceback" not in got:
        return False
    want, have = DOCTEST_EXCEPTION.findall(expected), DOCTEST_EXCEPTION.findall(got)
    return bool(want) and want[-1:] == have[-1:] and expected.strip() != got.strip()


def message_only(record: TestRecord) -> str:
    """Why RECORD's failure is about an exception message only; "" when it is not."""
    if record.outcome != "fail" or record.exception != "AssertionError":
        return ""
    if REGEX_MISMATCH.fullmatch(record.message.strip()):
        return "assertRaisesRegex: the expected exception was raised with another message"
    if PHRASE_MISSING.match(record.message):
        return "the expected exception was raised without the phrase the test looks for"
    if "Expected:" in record.message and _doctest_message_only(record.message):
        return "doctest: the same exception type with another message"
    test_lines = [line for name, _, line in record.frames if name.startswith("test_")]
    if test_lines and MESSAGE_ACCESS.search(test_lines[-1]):
        return "the assertion compares an exception's message"
    return ""


def shared(candidate: str, drift: str) -> bool:
    """Whether the drift reference's failure is the candidate's: an assertion or an exception
    either way; a hang or a crash only when it hangs or crashes too."""
    return candidate == drift or {candidate, drift} <= {"fail", "error"}


def judge(record: TestRecord, features: tuple[str, ...], known: Optional[Known],
          drift_failures: dict[str, TestRecord], drift_name: str = "") -> JudgedTest:
    """The verdict of one test: pass, skip, drift, message-only, xfail, xpass or real."""
    outcome = record.outcome
    if outcome == "pass":
        if known is not None and known.status in KINDS:
            return JudgedTest(record, features, "xpass", f"known {known.status} ({known.reason}) passes now",
                              known.status)
        return JudgedTest(record, features, "pass")
    if outcome == "skip":
        return JudgedTest(record, features, "skip")
    assert outcome in FAILED, outcome
    if record.id in drift_failures and shared(outcome, drift_failures[record.id].outcome):
        return JudgedTest(record, features, "drift", f"{drift_name} {drift_failures[record.id].outcome}s it too")
    why = message_only(record)
    if why:
        return JudgedTest(record, features, "message-only", why)
    if known is not None and known.status == outcome and known.status != FIXED:
        return JudgedTest(record, features, "xfail", known.reason, known.status)
    if known is not None and known.status in KINDS:
        return JudgedTest(record, features, "real", f"known as {known.status} ({known.reason}), now {outcome}",
                          known.status)
    return JudgedTest(record, features, "real")
