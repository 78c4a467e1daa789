"""Library backports of 3.8 standard-library additions, and the names each one serves.

The program text stays as the case wrote it (`from typing import Literal`); a shim in
the backport's virtualenv serves the stdlib name from the backport: an attribute the
older stdlib module lacks is taken from the backport when that module is imported (an
attribute the stdlib has is never replaced), and a whole module name is aliased to the
backport's module.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field


@dataclass(frozen=True)
class LibraryBackport:
    name: str  # the PACKAGE of `backport:PACKAGE:PYTHON`
    requirement: str  # what pip installs (the newest release that supports the older Python)
    distribution: str
    # "typing.Literal" -> ("typing_extensions", "Literal"): stdlib attribute served by the backport.
    attributes: dict[str, tuple[str, str]] = field(default_factory=dict)
    # "importlib.metadata" -> "importlib_metadata": stdlib module served by the backport's module.
    modules: dict[str, str] = field(default_factory=dict)

    @property
    def served(self) -> list[str]:
        return sorted([*self.attributes, *self.modules])


def _from(module: str, names: list[str], target: str) -> dict[str, tuple[str, str]]:
    return {f"{target}.{name}": (module, name) for name in names}


TYPING_38 = ["Literal", "Final", "final", "Protocol", "runtime_checkable", "TypedDict", "SupportsIndex",
             "get_origin", "get_args"]

BACKPORTS: dict[str, LibraryBackport] = {b.name: b for b in (
    LibraryBackport("typing_extensions", "typing_extensions", "typing_extensions",
                    attributes=_from("typing_extensions", TYPING_38, "typing")),
    LibraryBackport("mypy_extensions", "mypy_extensions", "mypy_extensions",
                    attributes=_from("mypy_extensions", ["TypedDict"], "typing")),
    LibraryBackport("backports.cached_property", "backports.cached_property", "backports.cached_property",
                    attributes=_from("backports.cached_property", ["cached_property"], "functools")),
    LibraryBackport("singledispatchmethod", "singledispatchmethod", "singledispatchmethod",
                    attributes=_from("singledispatchmethod", ["singledispatchmethod"], "functools")),
    LibraryBackport("importlib_metadata", "importlib_metadata", "importlib_metadata",
                    modules={"importlib.metadata": "importlib_metadata"}),
    LibraryBackport("pickle5", "pickle5", "pickle5", modules={"pickle": "pickle5"}),
)}

SHIM_MODULE = "pyconform_backport_shim"
# Runs at start-up in the virtualenv (any Python 3.6+), from a .pth file.
SHIM = r'''"""Serves 3.8 standard-library names from backports (written by pyconform)."""
import importlib
import importlib.abc
import importlib.util
import json
import sys

SERVED = json.loads(%r)


_ABSENT = object()


def _patch(module, names):
    for name, (source, attribute) in names.items():
        # A release for an old Python may lack a name (typing_extensions 4.1 for 3.6 has no
        # get_args): the program then finds it missing, as it would without the shim.
        value = getattr(importlib.import_module(source), attribute, _ABSENT)
        if not hasattr(module, name) and value is not _ABSENT:
            setattr(module, name, value)


class _Alias(importlib.abc.Loader):
    def __init__(self, target):
        self.target = target

    def create_module(self, spec):
        module = importlib.import_module(self.target)
        self.own_spec = module.__spec__
        return module

    def exec_module(self, module):
        module.__spec__ = self.own_spec  # the import system set the alias's spec


class _Patched(importlib.abc.Loader):
    def __init__(self, loader, names):
        self.loader, self.names = loader, names

    def create_module(self, spec):
        return self.loader.create_module(spec)

    def exec_module(self, module):
        self.loader.exec_module(module)
        _patch(module, self.names)


class _Finder(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path, target=None):
        if name in SERVED["modules"]:
            return importlib.util.spec_from_loader(name, _Alias(SERVED["modules"][name]))
        names = SERVED["attributes"].get(name)
        if not names:
            return None
        for finder in sys.meta_path:
            if finder is self or not hasattr(finder, "find_spec"):
                continue
            spec = finder.find_spec(name, path, target)
            if spec is not None:
                spec.loader = _Patched(spec.loader, names)
                return spec
        return None


sys.meta_path.insert(0, _Finder())
for _name, _names in SERVED["attributes"].items():
    if _name in sys.modules:  # imported during start-up (functools is)
        _patch(sys.modules[_name], _names)
'''


def shim_files(backport: LibraryBackport) -> dict[str, str]:
    """The files that make the virtualenv serve BACKPORT's names at start-up."""
    attributes: dict[str, dict[str, list[str]]] = {}
    for qualified, (source, attribute) in backport.attributes.items():
        module, _, name = qualified.rpartition(".")
        attributes.setdefault(module, {})[name] = [source, attribute]
    served = json.dumps({"attributes": attributes, "modules": backport.modules}, sort_keys=True)
    return {f"{SHIM_MODULE}.py": SHIM % served, "pyconform_backport.pth": f"import {SHIM_MODULE}\n"}
