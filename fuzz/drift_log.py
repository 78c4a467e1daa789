"""The campaign's record of measured version drift (pyconformance/drift/measured.py).

Drift is never a divergence and never a corpus entry; the summary lists it apart, one
entry per (candidate, language version, features, difference kinds), with the smallest
program that showed it and how many distinct programs did.
"""
from __future__ import annotations

import hashlib
import threading
from dataclasses import dataclass, field

from pyconformance.drift.measured import Drifted
from pyconformance.implementation import ImplementationInfo

from pyconformance.fuzz.divergence import digest, implementation_label, kinds_of
from pyconformance.fuzz.generated import GeneratedProgram, size_of


@dataclass
class DriftEntry:
    program: str
    generator: str
    features: tuple[str, ...]
    candidate: str  # spec
    kinds: tuple[str, ...]
    drifted: Drifted
    occurrences: int = 1
    command: dict = field(default_factory=dict)  # its flags, env, files (GeneratedProgram.command)

    def to_dict(self) -> dict:
        return {"program": self.program, **self.command, "generator": self.generator, "features": list(self.features),
                "candidate": self.candidate, "kinds": list(self.kinds), "occurrences": self.occurrences,
                **self.drifted.to_dict()}


@dataclass
class DriftLog:
    entries: dict[str, DriftEntry] = field(default_factory=dict)
    seen: set[bytes] = field(default_factory=set)  # (candidate, program) digests already counted
    lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    def add(self, program: GeneratedProgram, candidate: ImplementationInfo, drifted: Drifted) -> bool:
        """Count PROGRAM once per candidate; True when it starts a new entry."""
        kinds = kinds_of(drifted.differences)
        seen = hashlib.sha256(f"{candidate.spec}\0{program.source}".encode()).digest()[:12]
        key = digest(implementation_label(candidate), drifted.reference.version, program.features, kinds)
        with self.lock:
            if seen in self.seen:
                return False
            self.seen.add(seen)
            entry = self.entries.get(key)
            if entry is None:
                self.entries[key] = DriftEntry(program.source, program.generator, program.features,
                                               candidate.spec, kinds, drifted, command=program.command())
                return True
            entry.occurrences += 1
            if size_of(program.source) < size_of(entry.program):  # the smallest example reads best
                entry.program, entry.generator, entry.drifted = program.source, program.generator, drifted
                entry.command = program.command()
            return False

    def to_list(self) -> list[dict]:
        with self.lock:
            return sorted((e.to_dict() for e in self.entries.values()),
                          key=lambda d: (d["candidate"], d["version"], d["kinds"], d["program"]))

    @property
    def occurrences(self) -> int:
        with self.lock:
            return sum(e.occurrences for e in self.entries.values())
