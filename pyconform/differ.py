"""Compare two outcomes of the same program, after normalising what may legitimately differ."""
from __future__ import annotations

import re
from dataclasses import dataclass

from pyconform.outcome import Outcome

ADDRESS = re.compile(r" at 0x[0-9a-fA-F]+")


def normalize_text(text: str) -> str:
    """Object addresses differ between any two runs, so they never count."""
    return ADDRESS.sub(" at 0x?", text)


@dataclass(frozen=True)
class Difference:
    kind: str  # phase | exception | stdout | exit | message | abnormal
    reference: str
    candidate: str

    def __str__(self) -> str:
        return f"{self.kind}: reference {self.reference!r}, candidate {self.candidate!r}"


def differences(reference: Outcome, candidate: Outcome, compare_messages: bool = False) -> list[Difference]:
    """Empty when the candidate behaved as the reference did."""
    found: list[Difference] = []
    if reference.kind() in ("timeout", "harness-error") or reference.signal is not None:
        return found  # nothing to compare against: the reference itself gave no verdict
    if candidate.timed_out or candidate.signal is not None or candidate.harness_error:
        return [Difference("abnormal", reference.kind(), candidate.kind())]
    if reference.phase != candidate.phase:
        found.append(Difference("phase", reference.kind(), candidate.kind()))
    else:
        ref_type = reference.exception.type if reference.exception else ""
        cand_type = candidate.exception.type if candidate.exception else ""
        if ref_type != cand_type:
            found.append(Difference("exception", ref_type, cand_type))
        elif compare_messages and reference.exception and candidate.exception:
            if normalize_text(reference.exception.message) != normalize_text(candidate.exception.message):
                found.append(Difference("message", reference.exception.message, candidate.exception.message))
    if normalize_text(reference.stdout) != normalize_text(candidate.stdout):
        found.append(Difference("stdout", reference.stdout[-200:], candidate.stdout[-200:]))
    if reference.exit_code != candidate.exit_code and not found:
        found.append(Difference("exit", str(reference.exit_code), str(candidate.exit_code)))
    return found
