"""An implementation kind (`KIND[:ARG]` specs that are not a plain python command line).

A kind is declared, not registered: pyconform's own are listed in pyconformance/adapters/specs.py, and a
third-party package adds one through the `pyconformance.implementations` entry point group,
naming an `Adapter` object (see README.md, "Adding an implementation kind")."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from pyconformance.implementation import Implementation


def _nothing() -> list[str]:
    return []


@dataclass(frozen=True)
class Adapter:
    kind: str
    summary: str
    factory: Callable[[str, str, str], Implementation]  # (spec, arg, isolation)
    discover: Callable[[], list[str]] = _nothing  # specs of this kind that would work here
