"""CPython interpreters of given language versions on this machine, to measure what a bug
report states: the real CPython 3.8 behind the expected side, the candidate's own CPython
version where the language drifted, a later one for forward drift.

Found the way `pyconform impls` finds interpreters (PATH, then pyenv); each is opened on first
use and every program's outcome is kept, so one report run measures a program once.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from pyconformance.drift.measured import DriftReference, discover, version_text
from pyconformance.implementation import Implementation, ImplementationError
from pyconformance.outcome import Outcome
from pyconformance.program import Program
from pyconformance.adapters.python_command import locate, probe_once
from pyconformance.adapters.specs import open_implementation

Version = tuple[int, int]
LATEST = (3, 13)  # the newest language version looked for (forward drift)


@dataclass(frozen=True)
class Measured:
    version: str  # "3.8.18"
    executable: str
    outcome: Outcome

    @property
    def who(self) -> str:
        return f"CPython {self.version}"


class CPythons:
    """ENABLED False: measure nothing (every report then says it was not measured)."""

    def __init__(self, enabled: bool = True, given: Optional[dict[Version, str]] = None):
        self.enabled = enabled
        self.given = dict(given or {})
        self.found: dict[Version, Optional[tuple[str, str]]] = {}  # version -> (executable, full version)
        self.opened: dict[Version, Implementation] = {}
        self.cache: dict[tuple[Version, Program], Outcome] = {}

    def find(self, version: Version) -> Optional[tuple[str, str]]:
        if not self.enabled:
            return None
        if version not in self.found:
            ref = DriftReference(version, self.given[version]) if version in self.given else discover(version)
            found = None
            if ref is not None:
                try:
                    info = probe_once(ref.spec, locate(ref.spec))
                    if info.name == "cpython" and info.language_version == version:
                        found = (info.executable, info.version_text)
                except ImplementationError:
                    found = None
            self.found[version] = found
        return self.found[version]

    def later(self, than: Version) -> list[Version]:
        """Language versions after THAN (up to LATEST) with a CPython here."""
        return [(3, minor) for minor in range(than[1] + 1, LATEST[1] + 1) if than[0] == 3 and self.find((3, minor))]

    def run(self, version: Version, program: Program) -> Optional[Measured]:
        found = self.find(version)
        if found is None:
            return None
        executable, full = found
        key = (version, program)
        if key not in self.cache:
            try:
                impl = self.opened.get(version)
                if impl is None:
                    impl = self.opened[version] = open_implementation(executable)
                self.cache[key] = impl.run(program)
            except ImplementationError:
                self.found[version] = None
                return None
        outcome = self.cache[key]
        return None if outcome.harness_error else Measured(full, executable, outcome)

    def close(self) -> None:
        for impl in self.opened.values():
            impl.close()
        self.opened.clear()


__all__ = ["CPythons", "Measured", "version_text"]
