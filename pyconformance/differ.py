"""Compare two outcomes of the same program, after normalising what may legitimately differ.

Always ignored: object addresses in reprs; set displays are compared as sets when the
program builds sets (pyconformance/impldefined.py). Messages are compared only on request, and
then with implementation names and addresses normalised. Declared version drift
(pyconformance/drift/declared.py) is applied when the two sides speak different language versions.
Differences that touch only implementation-defined behaviour (the declared classes of
pyconformance/impldefined.py) are set apart in `Comparison.defined`, never counted.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Optional

from pyconformance import impldefined
from pyconformance.drift import declared as drift
from pyconformance.outcome import Outcome

ADDRESS = re.compile(r" at 0x[0-9a-fA-F]+")
# The agent's per-program scratch directories (mkdtemp names) differ on every run.
SCRATCH_DIR = re.compile(r"pyconform-(?:home-)?[A-Za-z0-9_]{8}\b")
# Implementation names and versioned executables, as they appear in messages and paths.
IMPLEMENTATION_NAME = re.compile(
    r"\b(?:c?python|pypy|micropython|brython|graalpy|ironpython|jython)(?:\d+(?:\.\d+)*)?\b",
    re.IGNORECASE)

Version = tuple[int, int]


def normalize_text(text: str) -> str:
    """Object addresses and scratch directory names differ between any two runs: never counted."""
    return SCRATCH_DIR.sub("pyconform-?", ADDRESS.sub(" at 0x?", text))


def normalize_message(text: str) -> str:
    """A message with addresses and implementation names made neutral."""
    return IMPLEMENTATION_NAME.sub("<implementation>", normalize_text(text))


@dataclass(frozen=True)
class Difference:
    kind: str  # phase | exception | stdout | exit | message | abnormal
    reference: str
    candidate: str

    def __str__(self) -> str:
        return f"{self.kind}: reference {self.reference!r}, candidate {self.candidate!r}"


@dataclass(frozen=True)
class Comparison:
    differences: tuple[Difference, ...]
    # Differences explained by declared drift, with the entries that explain them.
    drifted: tuple[Difference, ...] = ()
    drift_entries: tuple[str, ...] = field(default=())
    # Differences that touch only implementation-defined behaviour, and its class.
    defined: tuple[Difference, ...] = ()
    defined_class: str = ""

    def __bool__(self) -> bool:
        return bool(self.differences)


def raw_differences(reference: Outcome, candidate: Outcome, compare_messages: bool = False,
                    source: str = "") -> list[Difference]:
    """Differences after normalisation (SOURCE, the program, decides whether sets are compared as sets)."""
    found: list[Difference] = []
    if reference.ending() in ("timeout", "harness-error") or reference.signal is not None:
        return found  # nothing to compare against: the reference itself gave no verdict
    if candidate.timed_out or candidate.signal is not None or candidate.harness_error:
        return [Difference("abnormal", reference.ending(), candidate.ending())]
    if reference.phase != candidate.phase:
        found.append(Difference("phase", reference.ending(), candidate.ending()))
    else:
        ref_type = reference.exception.type if reference.exception else ""
        cand_type = candidate.exception.type if candidate.exception else ""
        if ref_type != cand_type:
            found.append(Difference("exception", ref_type, cand_type))
        elif compare_messages and reference.exception and candidate.exception:
            if normalize_message(reference.exception.message) != normalize_message(candidate.exception.message):
                found.append(Difference("message", reference.exception.message, candidate.exception.message))
    tree = drift.parse_quietly(source) if source and "{" in reference.stdout + candidate.stdout else None
    if impldefined.normalize_stdout(normalize_text(reference.stdout), source, tree) != \
            impldefined.normalize_stdout(normalize_text(candidate.stdout), source, tree):
        found.append(Difference("stdout", reference.stdout[-200:], candidate.stdout[-200:]))
    if reference.exit_code != candidate.exit_code and not found:
        found.append(Difference("exit", str(reference.exit_code), str(candidate.exit_code)))
    return found


def departure(reference: str, candidate: str) -> Optional[tuple[int, int]]:
    """(line, column) where two stdouts first part, after normalisation; None when they agree."""
    ref_lines, cand_lines = normalize_text(reference).split("\n"), normalize_text(candidate).split("\n")
    for number, (ref, cand) in enumerate(zip(ref_lines, cand_lines)):
        if ref != cand:
            return number, next((i for i, (a, b) in enumerate(zip(ref, cand)) if a != b), min(len(ref), len(cand)))
    if len(ref_lines) != len(cand_lines):
        return min(len(ref_lines), len(cand_lines)), 0
    return None


def compare(reference: Outcome, candidate: Outcome, *, compare_messages: bool = False, source: str = "",
            reference_version: Optional[Version] = None, candidate_version: Optional[Version] = None) -> Comparison:
    """Differences left after declared drift between the two language versions is applied,
    and after implementation-defined ones are set apart."""
    found = raw_differences(reference, candidate, compare_messages, source)
    if not found or not source or not reference_version or not candidate_version \
            or reference_version == candidate_version:
        return settle(tuple(found), source, reference, candidate)
    older, newer = sorted([(reference_version, reference), (candidate_version, candidate)], key=lambda p: p[0])
    entries = drift.applicable(source, older[1].ending(), newer[1].ending(), older[0], newer[0])
    covered = set().union(*(e.covers for e in entries)) if entries else set()
    kept = tuple(d for d in found if d.kind not in covered)
    explained = tuple(d for d in found if d.kind in covered)
    settled = settle(kept, source, reference, candidate)
    return Comparison(settled.differences, explained, tuple(e.id for e in entries), settled.defined,
                      settled.defined_class)


def settle(found: tuple[Difference, ...], source: str, reference: Outcome, candidate: Outcome) -> Comparison:
    """FOUND as a comparison: all set apart when they touch only implementation-defined behaviour."""
    if found and source:
        defined = impldefined.classify(source, reference, candidate, (d.kind for d in found))
        if defined:
            return Comparison((), defined=found, defined_class=defined)
    return Comparison(found)


def differences(reference: Outcome, candidate: Outcome, compare_messages: bool = False) -> list[Difference]:
    """Empty when the candidate behaved as the reference did (no drift applied)."""
    return raw_differences(reference, candidate, compare_messages)
