"""Turn an implementation spec (`python3`, `path/to/python`, `KIND:ARG`) into an adapter."""
from __future__ import annotations

import glob
import os
from dataclasses import dataclass
from typing import Callable

from pyconform.implementation import Implementation, ImplementationError
from pyconform.python_command import PythonCommand, locate, probe

COMMAND_NAMES = [f"python3.{minor}" for minor in range(8, 15)] + ["python3", "pypy3", "pypy3.9", "pypy3.10"]
PYENV_GLOB = os.path.expanduser("~/.pyenv/versions/*/bin/python3.[0-9]*")


@dataclass(frozen=True)
class Adapter:
    """A `KIND[:ARG]` implementation kind that is not a plain python command line."""

    kind: str
    summary: str
    factory: Callable[[str, str, str], Implementation]  # (spec, arg, isolation)
    discover: Callable[[], list[str]] = lambda: []


ADAPTERS: dict[str, Adapter] = {}


def register(adapter: Adapter) -> None:
    ADAPTERS[adapter.kind] = adapter


def _load_adapters() -> None:
    # Imported for their register() side effect; each adapter module is optional.
    from pyconform import adapters  # noqa: F401


def open_implementation(spec: str, isolation: str = "agent") -> Implementation:
    """The adapter for SPEC; ImplementationError with one clear line when unusable."""
    if not spec:
        raise ImplementationError("empty implementation spec")
    kind, _, arg = spec.partition(":")
    _load_adapters()
    if kind in ADAPTERS and "/" not in kind:
        return ADAPTERS[kind].factory(spec, arg, isolation)
    try:
        return PythonCommand(spec, isolation=isolation)
    except ImplementationError as exc:
        found = ", ".join(s for s, _ in discover()) or "nothing"
        raise ImplementationError(f"unknown implementation {spec!r} ({exc}); found here: {found}") from None


def discover() -> list[tuple[str, str]]:
    """(spec, description) for every implementation that answers here."""
    seen: dict[tuple, tuple[str, str]] = {}
    for spec in COMMAND_NAMES + sorted(glob.glob(PYENV_GLOB)):
        try:
            executable = locate(spec)
            info = probe(spec, executable)
        except ImplementationError:
            continue
        key = (os.path.dirname(os.path.realpath(info.executable)), info.name, info.version)
        if key not in seen:
            seen[key] = (spec, f"{info.name} {info.version_text} ({info.executable})")
    found = list(seen.values())
    _load_adapters()
    for adapter in ADAPTERS.values():
        for spec in adapter.discover():
            found.append((spec, adapter.summary))
    return found
