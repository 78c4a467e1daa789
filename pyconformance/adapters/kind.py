"""An implementation kind (`KIND[:ARG]` specs that are not a plain python command line).

A kind is declared, not registered: pyconformance's own are listed in pyconformance/adapters/specs.py,
and a third-party package adds one through the `pyconformance.implementations` entry point group,
naming an `Adapter` object (docs/extending.md, "A new implementation kind"). The adapter also
describes its kind, so the implementations table and the results site name no kind."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Mapping, Union

from pyconformance.implementation import Implementation

# A certificate's "implementation" block: spec, name, version, executable, runs_on, ...
ImplementationBlock = Mapping[str, Any]


def _nothing() -> list[str]:
    return []


def runs_as_interpreter(info: ImplementationBlock) -> str:
    """How a python command line runs the suite (the default for a kind that says nothing)."""
    return f"interpreter `{info.get('spec', '?')}`, cases in a forked agent or a fresh process"


@dataclass(frozen=True)
class Adapter:
    kind: str
    summary: str
    factory: Callable[[str, str, str], Implementation]  # (spec, arg, isolation)
    discover: Callable[[], list[str]] = _nothing  # specs of this kind that would work here
    # What the kind is called in the implementations table and on the results site
    # ("compiler", "JS engine"); a function of the certificate's implementation block when it
    # depends on it (a transform run on an older Python is a "syntax backport").
    label: Union[str, Callable[[ImplementationBlock], str]] = "interpreter"
    # One phrase, from the certificate's implementation block: how the suite ran it.
    how_it_runs: Callable[[ImplementationBlock], str] = runs_as_interpreter

    def label_of(self, info: ImplementationBlock) -> str:
        return self.label(info) if callable(self.label) else self.label
