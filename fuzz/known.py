"""Known findings: is a finding's root cause already known, and where from?

A campaign (and `replay`) marks each root cause new or known, naming what it matches:

- a corpus entry of a finding (`corpus/fuzz-pypy/...`, or an entry an earlier campaign saved
  into the same --out): same cause key (pyconformance/fuzz/causes.py) for the same candidate;
- an expectations entry of the candidate (the shipped `pypy.toml`, the implementer's own files):
  its case, run here on the campaign's reference and on the candidate, gives the same cause.

Cause keys are computed by causes.py alone; this module only collects the known ones and
looks a key up, so a better cause keying makes the matching better with no change here.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Optional

from pyconformance.cases import Case, CaseError, Expectation, load_case
from pyconformance.differ import raw_differences
from pyconformance.expectations.known import entries
from pyconformance.implementation import Implementation
from pyconformance.failures import KINDS
from pyconformance.outcome import ExceptionInfo, Outcome

from pyconformance.fuzz.causes import Cause, cause_of, entry_cause
from pyconformance.fuzz.corpus import checked_entry
from pyconformance.fuzz.divergence import implementation_label, kinds_of


@dataclass(frozen=True)
class KnownMatch:
    source: str  # "corpus" | "expectations"
    name: str  # the corpus entry's path, or "pypy.toml: posonly/builtin_len_keyword"
    reason: str = ""

    def text(self) -> str:
        return f"known: {self.name}" + (f" ({self.reason})" if self.reason else "")

    def to_dict(self) -> dict:
        return {"source": self.source, "name": self.name, "reason": self.reason}


def program_text(case: Case) -> str:
    return case.source.split("# ///\n", 1)[-1]


def expected_outcome(expect: Expectation, actual: Outcome) -> Outcome:
    """An expectation as an outcome to diff against (stdout it leaves open: the actual one)."""
    stdout = expect.stdout if expect.stdout is not None else actual.stdout
    exception = ExceptionInfo(expect.exception, expect.message or "") if expect.exception else None
    exit_code = expect.exit_code if expect.exit_code is not None else (1 if exception else 0)
    return Outcome(phase=expect.phase, stdout=stdout, exception=exception, exit_code=exit_code)


def outcome_cause(source: str, reference: Outcome, candidate: Outcome, candidate_label: str) -> Optional[Cause]:
    found = raw_differences(reference, candidate)
    return cause_of(source, kinds_of(found), candidate_label, stdout=(reference.stdout, candidate.stdout)) if found else None


class KnownCauses:
    """Cause key -> what is known about it (the first source added wins)."""

    def __init__(self) -> None:
        self.by_key: dict[str, KnownMatch] = {}
        self.unreadable: list[str] = []  # "PATH: what is wrong": corpus entries skipped

    def __len__(self) -> int:
        return len(self.by_key)

    def _add(self, key: str, match: KnownMatch) -> None:
        self.by_key.setdefault(key, match)

    def add_corpus(self, root: Path, shown_from: Optional[Path] = None) -> None:
        """Every finding under ROOT with a candidate in its provenance (seeds have none)."""
        if not root.is_dir():
            return
        for path in sorted(root.rglob("*.py")):
            entry, problem = checked_entry(path)
            if problem:
                self.unreadable.append(f"{path}: {problem}")
            found = entry_cause(entry) if entry is not None else None
            if found is None:
                continue
            shown = path.relative_to(shown_from) if shown_from and path.is_relative_to(shown_from) else path
            self._add(found[0].key, KnownMatch("corpus", str(shown), _first_line(path)))

    def add_expectations(self, cases: Iterable[Case], files: list[Path], reference: Implementation,
                         candidate: Implementation) -> int:
        """The failing entries of FILES (in order, later files win), matched by running each
        case on REFERENCE and CANDIDATE. Returns how many entries gave a cause."""
        listed: dict[str, tuple[str, str]] = {}  # case id -> (file name, reason)
        for path in files:
            try:
                for case_id, known in entries(path).items():
                    if known.status in KINDS:
                        listed[case_id] = (path.name, known.reason)
                    else:
                        listed.pop(case_id, None)  # "pass", "skip": not a difference to match
            except CaseError:
                continue  # a malformed file is the run's to report, not the matcher's
        label = implementation_label(candidate.info)
        added = 0
        for case in cases:
            if case.id not in listed:
                continue
            program = case.program()
            cause = outcome_cause(program_text(case), reference.run(program), candidate.run(program), label)
            if cause is not None:
                file_name, reason = listed[case.id]
                self._add(cause.key, KnownMatch("expectations", f"{file_name}: {case.id}", reason))
                added += 1
        return added

    def match(self, key: str) -> Optional[KnownMatch]:
        return self.by_key.get(key)


def _first_line(path: Path) -> str:
    """An entry's triage note (or its description), first line: why it is known."""
    try:
        case = load_case(path)
    except CaseError:
        return ""
    text = case.notes or case.description
    return text.splitlines()[0][:160] if text else ""


def mark(divergences: list[dict], known: KnownCauses) -> tuple[int, int]:
    """Set each summary divergence's "known" (a KnownMatch dict, or None: new); (new, known) counts."""
    new = old = 0
    for div in divergences:
        found = known.match(str(div.get("cause", "")))
        div["known"] = found.to_dict() if found else None
        new, old = (new, old + 1) if found else (new + 1, old)
    return new, old
