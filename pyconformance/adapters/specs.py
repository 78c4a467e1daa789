"""Turn an implementation spec (`python3`, `path/to/python`, `KIND:ARG`) into an adapter."""
from __future__ import annotations

import functools
import glob
import importlib
import os

from pyconformance.adapters.kind import Adapter, ImplementationBlock, runs_as_interpreter
from pyconformance.implementation import Implementation, ImplementationError
from pyconformance.adapters.python_command import PythonCommand, locate, probe

COMMAND_NAMES = [f"python3.{minor}" for minor in range(8, 15)] + ["python3", "pypy3", "pypy3.9", "pypy3.10"]
PYENV_GLOB = os.path.expanduser("~/.pyenv/versions/*/bin/python3.[0-9]*")


# pyconform's own kinds: KIND -> "module:attribute" of its Adapter, imported when kinds are
# first needed (a plain python spec never imports them).
BUILTIN_KINDS = {
    "brython": "pyconformance.adapters.brython:ADAPTER",
    "micropython": "pyconformance.adapters.micropython:ADAPTER",
    "pyodide": "pyconformance.adapters.pyodide:ADAPTER",
    "cython": "pyconformance.adapters.cython:ADAPTER",
    "transform": "pyconformance.adapters.transform:ADAPTER",
    "backport": "pyconformance.adapters.backport:ADAPTER",
    "pyston-lite": "pyconformance.adapters.pyston_lite:ADAPTER",
    "monty": "pyconformance.adapters.monty:ADAPTER",
    "transcrypt": "pyconformance.adapters.transcrypt:ADAPTER",
    "mypyc": "pyconformance.adapters.mypyc:ADAPTER",
    "nuitka": "pyconformance.adapters.nuitka:ADAPTER",
}
ENTRY_POINT_GROUP = "pyconformance.implementations"


def _load(target: str) -> Adapter:
    module, _, attribute = target.partition(":")
    return getattr(importlib.import_module(module), attribute)


def _entry_points(group: str):
    from importlib.metadata import entry_points  # ~8 ms: not for a run of a python path, which needs no kinds

    found = entry_points()
    return found.select(group=group) if hasattr(found, "select") else found.get(group, [])  # 3.9: a dict


@functools.lru_cache(maxsize=1)
def adapters() -> dict[str, Adapter]:
    """Every declared kind: the built-in ones, then those of installed packages' entry points."""
    found = {kind: _load(target) for kind, target in BUILTIN_KINDS.items()}
    for point in _entry_points(ENTRY_POINT_GROUP):
        try:
            adapter = point.load()
        except Exception as exc:  # noqa: BLE001 - a broken plug-in must not break the others
            raise ImplementationError(f"implementation kind {point.name!r} ({point.value}) cannot load: {exc}") from None
        if not isinstance(adapter, Adapter):
            raise ImplementationError(f"implementation kind {point.name!r} ({point.value}) is not a pyconform Adapter")
        found.setdefault(adapter.kind, adapter)
    return found


def adapter_of(spec: str) -> Adapter | None:
    """The declared kind of SPEC; None for a python command line (a name or a path)."""
    kind = spec.partition(":")[0]
    return None if "/" in kind else adapters().get(kind)


def kind_label(info: ImplementationBlock) -> str:
    """What a certificate's implementation is called in tables and on the site, as its kind's
    adapter says; a kind not installed here (a plug-in's certificate) is called by its name."""
    spec = str(info.get("spec", ""))
    adapter = adapter_of(spec)
    if adapter is not None:
        return adapter.label_of(info)
    return "interpreter" if _is_command(spec) else spec.partition(":")[0]


def how_it_runs(info: ImplementationBlock) -> str:
    """One phrase: how the suite ran a certificate's implementation, as its kind's adapter says."""
    spec = str(info.get("spec", ""))
    adapter = adapter_of(spec)
    if adapter is not None:
        return adapter.how_it_runs(info)
    if _is_command(spec):
        return runs_as_interpreter(info)
    return f"the `{spec.partition(':')[0]}` kind, whose plug-in is not installed here"


def _is_command(spec: str) -> bool:
    """A python command line: a name or path, not `KIND:ARG` of an unknown kind."""
    kind, colon, _ = spec.partition(":")
    return not colon or "/" in kind


def command_path(spec: str) -> str | None:
    """The executable of SPEC when SPEC is surely a python command line without loading the
    kinds: a path, or a python command name (python3.8, pypy3, ...; any other name may be a
    plug-in's kind, which only `open_implementation` tells); None otherwise."""
    if "/" not in spec.partition(":")[0] and spec not in COMMAND_NAMES:
        return None
    try:
        return locate(spec)
    except ImplementationError:
        return None


def open_implementation(spec: str, isolation: str = "agent") -> Implementation:
    """The adapter for SPEC; ImplementationError with one clear line when unusable."""
    if not spec:
        raise ImplementationError("empty implementation spec")
    kind, _, arg = spec.partition(":")
    if "/" not in kind:  # a path is a python command line whatever kinds are declared: no need to load them
        known = adapters()
        if kind in known:
            return known[kind].factory(spec, arg, isolation)
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
    for adapter in adapters().values():
        for spec in adapter.discover():
            found.append((spec, adapter.summary))
    return found
