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

from pyconformance.differ import Comparison, Difference, compare, raw_differences, settle
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


def needs_measure(reference: Version, candidate: Version) -> bool:
    """Only a candidate speaking a later language than the reference (and than 3.8) drifts."""
    return candidate > reference and candidate > (3, 8)


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

    def compare(self, program: Program, reference: ImplementationInfo, reference_outcome: Outcome,
                candidate: ImplementationInfo, candidate_outcome: Outcome,
                compare_messages: bool = False) -> tuple[Comparison, Optional[Drifted]]:
        """(comparison, drift). With a drift reference the declared table is not applied:
        the measured CPython decides; a difference it shares is returned as drift (and the
        comparison is then empty)."""
        measured = self.reference_for(reference.language_version, candidate.language_version)
        if measured is None:
            return compare(reference_outcome, candidate_outcome, compare_messages=compare_messages,
                           source=program.source, reference_version=reference.language_version,
                           candidate_version=candidate.language_version), None
        found = tuple(raw_differences(reference_outcome, candidate_outcome, compare_messages, program.source))
        if not found or candidate_outcome.harness_error:
            return Comparison(found), None
        settled = settle(found, program.source, reference_outcome, candidate_outcome)
        if not settled:  # implementation-defined: not a divergence, whatever the later version does
            return settled, None
        outcome = self.run(measured, program)
        if outcome.harness_error or raw_differences(outcome, candidate_outcome, compare_messages, program.source) \
                or outcome.ending() in ("timeout", "harness-error") or outcome.signal is not None:
            return Comparison(found), None
        return Comparison(()), Drifted(measured, found, outcome)

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
