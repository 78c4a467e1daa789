"""What adapters share: their identity record and the cache they build into."""
from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from pyconformance.implementation import ImplementationInfo


@dataclass(frozen=True)
class AdapterInfo(ImplementationInfo):
    """ImplementationInfo whose language version is what the implementation claims,
    not its own release number (Brython 3.8.10 speaks 3.8, MicroPython 1.27 says 3.4,
    Cython 3.x and transform tools speak their target Python's language)."""

    language: tuple[int, int] = (3, 8)
    runs_on: str = ""  # the older interpreter a backport runs on ("CPython 3.7.16"), if any

    @property
    def language_version(self) -> tuple[int, int]:
        return tuple(self.language)

    def to_dict(self) -> dict:
        # the language picks the expectation files (pyconformance/expectations/known.py) when a certificate is reread
        return {**super().to_dict(), "language": ".".join(map(str, self.language)),
                **({"runs_on": self.runs_on} if self.runs_on else {})}


def cache_root() -> Path:
    """$PYCONFORM_CACHE, else $XDG_CACHE_HOME/pyconform, else ~/.cache/pyconform."""
    base = os.environ.get("PYCONFORM_CACHE") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "pyconform")
    return Path(base)
