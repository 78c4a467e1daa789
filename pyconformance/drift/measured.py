"""Version drift by measurement: a CPython of the candidate's own language version.

A candidate that speaks a later language than the reference (PyPy declares 3.9 against a
3.8 reference) differs from it wherever the language changed. When a CPython of the
candidate's version is available, every difference is also run on it: if that CPython
behaves as the candidate did, the difference is version drift, not a divergence. Without
such a CPython the declared table (pyconformance/drift/declared.py) remains the fallback.

Drift references come from `--drift-reference 3.9=PATH` (repeatable) or are discovered the
way `pyconform impls` finds interpreters (python3.9 on PATH, pyenv versions); `off`
disables measuring.
"""
from __future__ import annotations

import glob
import os
import re
import threading
from dataclasses import dataclass
from typing import Callable, Iterable, Optional

from pyconformance.differ import Comparison, Difference, compare, departure, raw_differences, settle
from pyconformance.implementation import Implementation, ImplementationError, ImplementationInfo
from pyconformance.outcome import Outcome
from pyconformance.program import Program
from pyconformance.adapters.python_command import locate, probe
from pyconformance.adapters.specs import PYENV_GLOB, open_implementation

Version = tuple[int, int]
OFF = "off"
CACHE_SIZE = 2048  # programs whose drift-reference outcome is kept (a divergence is judged twice)


def version_text(version: Version) -> str:
    return f"{version[0]}.{version[1]}"


@dataclass(frozen=True)
class DriftReference:
    """A CPython of language VERSION, run to tell drift from divergence."""

    version: Version
    spec: str

    def to_dict(self) -> dict:
        return {"version": version_text(self.version), "spec": self.spec}


def parse_option(text: str) -> DriftReference:
    """`3.9=PATH` -> DriftReference; ValueError with one clear line otherwise."""
    match = re.fullmatch(r"\s*(\d+)\.(\d+)\s*=\s*(.+)", text)
    if not match:
        raise ValueError(f"--drift-reference wants VERSION=PATH (e.g. 3.9=/usr/bin/python3.9) or 'off', got {text!r}")
    return DriftReference((int(match[1]), int(match[2])), match[3].strip())


def check(reference: DriftReference) -> DriftReference:
    """The reference, after making sure it is a CPython of its declared version."""
    try:
        info = probe(reference.spec, locate(reference.spec))
    except ImplementationError as exc:
        raise ValueError(f"--drift-reference {version_text(reference.version)}: {exc}") from None
    if info.name != "cpython" or info.language_version != reference.version:
        raise ValueError(f"--drift-reference {version_text(reference.version)}={reference.spec} is "
                         f"{info.name} {info.version_text}, not CPython {version_text(reference.version)}")
    return reference


def candidate_commands(version: Version) -> list[str]:
    """Where `pyconform impls` would find a CPython VERSION: PATH first, then pyenv."""
    name = f"python{version_text(version)}"
    pyenv = [path for path in sorted(glob.glob(PYENV_GLOB)) if os.path.basename(path) == name]
    return [name, *pyenv]


def discover(version: Version) -> Optional[DriftReference]:
    for command in candidate_commands(version):
        try:
            info = probe(command, locate(command))
        except ImplementationError:
            continue
        if info.name == "cpython" and info.language_version == version:
            return DriftReference(version, info.executable)
    return None


def resolve(options: Iterable[str], versions: Iterable[Version]) -> tuple[DriftReference, ...]:
    """Drift references for the candidates' VERSIONS: the given ones (checked), then
    discovered ones for the versions still missing. ValueError for a bad option."""
    options = list(options)
    if OFF in options:
        if len(options) > 1:
            raise ValueError("--drift-reference off cannot be combined with VERSION=PATH")
        return ()
    given = {ref.version: check(ref) for ref in map(parse_option, options)}
    for version in sorted(set(versions) - set(given)):
        found = discover(version)
        if found is not None:
            given[version] = found
    return tuple(given[v] for v in sorted(given))


LATEST = (3, 13)  # the newest language version looked for as a forward-drift reference


def about_syntax(found: Iterable[Difference]) -> bool:
    """A changed phase where one side did not compile (or raised SyntaxError, as ast.parse does)."""
    return any(d.kind == "phase" and any("compile" in str(side) or "SyntaxError" in str(side)
                                         for side in (d.reference, d.candidate)) for d in found)


def later_versions(versions: Iterable[Version]) -> list[Version]:
    """Language versions after each of VERSIONS, up to LATEST: where forward drift is measured."""
    return sorted({(3, minor) for v in versions if v[0] == 3 for minor in range(v[1] + 1, LATEST[1] + 1)})


def needs_measure(reference: Version, candidate: Version) -> bool:
    """Only a candidate speaking a later language than the reference (and than 3.8) drifts."""
    return candidate > reference and candidate > (3, 8)


def _kinds(found: Iterable[Difference]) -> set:
    return {(d.kind, d.reference, d.candidate) if d.kind in ("phase", "exception", "exit") else (d.kind,) for d in found}


def same_departure(found: Iterable[Difference], reference: Outcome, drifted: Outcome, candidate: Outcome,
                   source: str) -> bool:
    """The candidate's own CPython version departs from the reference as the candidate does: the
    same kinds of difference (phases, exception types) and, in stdout, from the same line and
    column. The language changed there, and the candidate speaks the later version; how it then
    differs from that version is no question for the reference (PyPy's pure-Python datetime
    shows 3.9's `IsoCalendarDate(...)` where CPython 3.9 shows `datetime.IsoCalendarDate(...)`;
    3.8 has a plain tuple)."""
    theirs = raw_differences(reference, drifted, source=source)
    found = list(found)
    if not theirs or _kinds(theirs) != _kinds(found):
        return False
    return not any(d.kind == "stdout" for d in found) or \
        departure(reference.stdout, drifted.stdout) == departure(reference.stdout, candidate.stdout)


@dataclass(frozen=True)
class Drifted:
    """A difference from the reference that the candidate's own CPython version shares."""

    reference: DriftReference
    differences: tuple[Difference, ...]  # reference vs candidate: what the language changed
    outcome: Outcome  # the drift reference's outcome, which the candidate matched

    def to_dict(self) -> dict:
        return {"version": version_text(self.reference.version), "drift_reference": self.reference.spec,
                "differences": [{"kind": d.kind, "reference": d.reference, "candidate": d.candidate}
                                for d in self.differences]}


class DriftMeasure:
    """Compares outcomes like differ.compare, measuring drift where a drift reference exists.

    Drift references are opened on first use and owned by this object (one per worker
    thread: an implementation runs one program at a time)."""

    def __init__(self, references: Iterable[DriftReference] = (),
                 open_impl: Optional[Callable[[str], Implementation]] = None):
        self.references = {ref.version: ref for ref in references}
        self.open_impl = open_impl
        self.opened: dict[Version, Implementation] = {}
        self.cache: dict[tuple[Version, str], Outcome] = {}
        self.lock = threading.Lock()

    def reference_for(self, reference: Version, candidate: Version) -> Optional[DriftReference]:
        return self.references.get(candidate) if needs_measure(reference, candidate) else None

    def forward_for(self, reference: Version, candidate: Version) -> list[DriftReference]:
        """CPythons of versions after the candidate's own (forward drift: PyPy 3.9 accepting
        3.10's syntax), for a candidate that drifts at all."""
        if not needs_measure(reference, candidate):
            return []
        return [ref for version, ref in sorted(self.references.items()) if version > candidate]

    def compare(self, program: Program, reference: ImplementationInfo, reference_outcome: Outcome,
                candidate: ImplementationInfo, candidate_outcome: Outcome,
                compare_messages: bool = False) -> tuple[Comparison, Optional[Drifted]]:
        """(comparison, drift). With a drift reference the declared table is not applied:
        the measured CPython decides; a difference it shares is returned as drift (and the
        comparison is then empty). A difference no CPython of the candidate's own version
        shares is drift too when a later CPython here shares it (forward drift)."""
        measured = self.reference_for(reference.language_version, candidate.language_version)
        later = self.forward_for(reference.language_version, candidate.language_version)
        if measured is None:
            declared = compare(reference_outcome, candidate_outcome, compare_messages=compare_messages,
                               source=program.source, reference_version=reference.language_version,
                               candidate_version=candidate.language_version)
            if not declared or not later or candidate_outcome.harness_error:
                return declared, None
            found = tuple(raw_differences(reference_outcome, candidate_outcome, compare_messages, program.source))
            if not about_syntax(found):
                return declared, None
            return self._shared(program, found, candidate_outcome, later, compare_messages, declared)
        found = tuple(raw_differences(reference_outcome, candidate_outcome, compare_messages, program.source))
        if not found or candidate_outcome.harness_error:
            return Comparison(found), None
        settled = settle(found, program.source, reference_outcome, candidate_outcome)
        if not settled:  # implementation-defined: not a divergence, whatever the later version does
            return settled, None
        # Forward drift is about syntax a later version accepts (or rejects): a module a later
        # CPython removed is not drift for a candidate that never shipped it.
        references = [measured, *later] if about_syntax(found) else [measured]
        return self._shared(program, found, candidate_outcome, references, compare_messages, Comparison(found),
                            reference_outcome)

    def _shared(self, program: Program, found: tuple, candidate_outcome: Outcome, references: list,
                compare_messages: bool, otherwise: Comparison,
                reference_outcome: Optional[Outcome] = None) -> tuple[Comparison, Optional[Drifted]]:
        """Drift by the first of REFERENCES (own version first, then later ones) that behaves as
        the candidate, or (the candidate's own version, given REFERENCE_OUTCOME) that departs from
        the reference exactly where the candidate does (`same_departure`)."""
        for n, ref in enumerate(references):
            outcome = self.run(ref, program)
            if outcome.harness_error or outcome.ending() in ("timeout", "harness-error") or outcome.signal is not None:
                continue
            if not raw_differences(outcome, candidate_outcome, compare_messages, program.source) or \
                    (n == 0 and reference_outcome is not None
                     and same_departure(found, reference_outcome, outcome, candidate_outcome, program.source)):
                return Comparison(()), Drifted(ref, found, outcome)
        return otherwise, None

    def run(self, reference: DriftReference, program: Program) -> Outcome:
        key = (reference.version, program.source)
        with self.lock:
            if key in self.cache and not program.needs_fresh_process:
                return self.cache[key]
            impl = self.opened.get(reference.version)
            if impl is None:
                impl = self.opened[reference.version] = self._open(reference.spec)
            outcome = impl.run(program)
            if len(self.cache) >= CACHE_SIZE:
                self.cache.clear()
            self.cache[key] = outcome
            return outcome

    def _open(self, spec: str) -> Implementation:
        return (self.open_impl or open_implementation)(spec)

    def close(self) -> None:
        with self.lock:
            for impl in self.opened.values():
                impl.close()
            self.opened.clear()
