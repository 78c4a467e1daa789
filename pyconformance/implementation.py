"""The interface every implementation adapter offers, and its identity."""
from __future__ import annotations

from dataclasses import dataclass

from pyconformance.outcome import Outcome
from pyconformance.program import Program


class ImplementationError(Exception):
    """An implementation cannot be used at all (not found, not Python, hangs at start)."""


@dataclass(frozen=True)
class ImplementationInfo:
    spec: str
    name: str  # "cpython", "pypy", "brython", ...
    version: tuple[int, int, int]
    executable: str = ""
    release: str = ""  # its own release, sys.implementation.version (PyPy 7.3.11), when it says

    @property
    def language_version(self) -> tuple[int, int]:
        return self.version[:2]

    @property
    def version_text(self) -> str:
        return ".".join(map(str, self.version))

    def to_dict(self) -> dict:
        return {"spec": self.spec, "name": self.name, "version": self.version_text,
                **({"release": self.release} if self.release else {})}


class Implementation:
    """Runs programs. Adapters subclass this; `run` never raises for program behaviour."""

    info: ImplementationInfo
    # False for kinds that are not started through a python command line (node-hosted engines):
    # interpreter flags and environment variables mean nothing there, so programs that need
    # them (the fuzzer's cmdline generator) are skipped on it, and counted as skipped.
    takes_command_line: bool = True

    def run(self, program: Program) -> Outcome:
        raise NotImplementedError

    def screen(self, programs: list[Program]) -> list[Outcome | None]:
        """A fast first pass over many programs (see pyconformance/screening.py); None where a
        program was not screened. Adapters without a fast path screen nothing."""
        return [None] * len(programs)

    def prepare(self, programs: list[Program]) -> None:
        """Called once before a run with every program it will ask for, so that compiled
        kinds can build them in batches (one compiler start for many programs) and `run`
        finds them built. Never raises for program behaviour; the default does nothing."""

    def python_command(self) -> list[str] | None:
        """The argv of a python that runs a script file with the standard library's unittest
        (`pyconform upstream` runs the reference's own tests with it); None for kinds that are
        not such a python (node engines, transforms, compilers)."""
        return None

    def close(self) -> None:
        pass

    def __enter__(self) -> "Implementation":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
