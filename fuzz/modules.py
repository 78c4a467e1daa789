"""Module policy: which module differences are divergences, and which module a divergence is about.

Declared in fuzz/data/modules.toml: CPython-only modules, modules removed in 3.8 and
platform-optional ones. A program's modules are read from its syntax tree (import
statements, `importlib.import_module('x')`, `__import__('x')`); whether each exists is
probed on both implementations with `importlib.util.find_spec` (an import when it finds
nothing: a candidate without importlib, or whose finder does not know its builtin modules), so a failure behind `try: import ...` or an importlib loop is
attributed to its module.
"""
from __future__ import annotations

import ast
import functools
import json
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Union, Optional

from pyconformance.drift.declared import parse_quietly
from pyconformance.implementation import Implementation
from pyconformance.program import Program
from pyconformance.tomlcompat import tomllib

POLICY_FILE = Path(__file__).with_name("data") / "modules.toml"
DECLARED_GROUPS = ("cpython-only", "removed-in-3-8", "platform-optional")
PROBE_TIMEOUT = 20.0
INSTALLED = "installed"  # a probe's answer: the module's top-level package is an installed one
# One program probes every module; it prints a JSON object name -> found (true, false, or
# "installed" when the top-level package comes from a site-packages or dist-packages folder:
# Debian's PyPy finds setuptools' copy of distutils in /usr/lib/python3/dist-packages).
PROBE = """\
import sys
names = {names!r}
found = {{}}
def installed(name):
    try:
        import importlib.util as util
        spec = util.find_spec(name.split('.')[0])
    except Exception:
        return False
    places = [getattr(spec, 'origin', None) or ''] + list(getattr(spec, 'submodule_search_locations', None) or [])
    return any('site-packages' in str(p) or 'dist-packages' in str(p) for p in places)
for name in names:
    ok = name in sys.modules
    try:
        import importlib.util as util
        ok = ok or util.find_spec(name) is not None
    except Exception:
        pass
    if not ok:  # no importlib, or a finder that does not know its builtin modules (Brython's sys)
        try:
            __import__(name)
            ok = True
        except Exception:
            ok = False
    found[name] = 'installed' if installed(name) else ok
print('PROBE ' + repr(found))
"""


@functools.lru_cache(maxsize=1)
def declared() -> dict[str, str]:
    """Module -> group of the declared policy."""
    data = tomllib.loads(POLICY_FILE.read_text(encoding="utf-8"))
    return {name: group for group in DECLARED_GROUPS for name in data.get(group, {})}


def declared_group(module: str) -> str:
    """The policy group of MODULE or of a package it is in ("" when none)."""
    parts = module.split(".")
    for i in range(len(parts), 0, -1):
        group = declared().get(".".join(parts[:i]))
        if group:
            return group
    return ""


def modules_of(source: str) -> tuple[str, ...]:
    """Modules a program names, dotted and their parents, in first-use order."""
    tree = parse_quietly(source)
    if tree is None:
        return ()
    found: list[str] = []

    def add(name: str) -> None:
        parts = name.split(".")
        for i in range(1, len(parts) + 1):
            dotted = ".".join(parts[:i])
            if dotted and dotted not in found:
                found.append(dotted)

    dynamic = False  # an import_module/__import__ of a computed name: listed strings may be modules
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                add(alias.name)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            add(node.module)
        elif isinstance(node, ast.Call):
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
            if name in ("import_module", "__import__", "find_spec") and node.args:
                first = node.args[0]
                if isinstance(first, ast.Constant) and isinstance(first.value, str):
                    if _module_name(first.value):
                        add(first.value)
                else:
                    dynamic = True
    if dynamic:  # `for name in ['a', 'b']` or `'a b'.split()`: importlib.import_module(name)
        for node in ast.walk(tree):
            if isinstance(node, (ast.List, ast.Tuple, ast.Set)):
                for elt in node.elts:
                    if isinstance(elt, ast.Constant) and isinstance(elt.value, str) and _module_name(elt.value):
                        add(elt.value)
            elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "split" \
                    and isinstance(node.func.value, ast.Constant) and isinstance(node.func.value.value, str):
                for word in node.func.value.value.split():
                    if _module_name(word):
                        add(word)
    return tuple(found)


def _module_name(text: str) -> bool:
    return bool(text) and all(part.isidentifier() for part in text.split("."))


class ModuleProbe:
    """Which modules exist on each implementation; cached per implementation label."""

    def __init__(self):
        self.lock = threading.Lock()
        self.known: dict[tuple[str, str], Union[bool, str]] = {}

    def available(self, impl: Implementation, label: str, modules: tuple[str, ...]) -> dict[str, Union[bool, str]]:
        """Module -> True, False or INSTALLED (see PROBE)."""
        with self.lock:
            missing = [m for m in modules if (label, m) not in self.known]
        if missing:
            outcome = impl.run(Program(source=PROBE.format(names=missing), timeout=PROBE_TIMEOUT))
            answer = _probe_answer(outcome.stdout)
            with self.lock:
                for name in missing:
                    if name in answer:
                        self.known[(label, name)] = answer[name]
        with self.lock:
            return {m: self.known[(label, m)] for m in modules if (label, m) in self.known}


def _probe_answer(stdout: str) -> dict[str, Union[bool, str]]:
    for line in stdout.splitlines():
        if line.startswith("PROBE "):
            try:
                text = line[len("PROBE "):].replace("True", "true").replace("False", "false").replace("'", '"')
                value = json.loads(text)
            except ValueError:
                return {}
            return {str(k): v if v == INSTALLED else bool(v) for k, v in value.items()} if isinstance(value, dict) else {}
    return {}


@dataclass(frozen=True)
class ModuleVerdict:
    """What the program's modules say about a divergence.

    status: "" (modules explain nothing), "missing" (a module the reference has and the
    candidate lacks: the cause), "candidate-only" (a module only the candidate has: not a
    divergence), "installed" (a module whose top-level package one side takes from an installed
    package, not its standard library: the installation's, not a divergence), or the declared
    group ("cpython-only", "removed-in-3-8", "platform-optional")."""

    status: str = ""
    module: str = ""

    @property
    def is_cause(self) -> bool:
        return self.status in ("", "missing")


def judge_modules(source: str, reference: tuple[Implementation, str], candidate: tuple[Implementation, str],
                  probe: ModuleProbe) -> ModuleVerdict:
    modules = modules_of(source)
    for module in modules:
        group = declared_group(module)
        if group in ("cpython-only",):
            return ModuleVerdict(group, module)
    if not modules:
        return ModuleVerdict()
    ref = probe.available(reference[0], reference[1], modules)
    cand = probe.available(candidate[0], candidate[1], modules)
    for module in modules:
        if INSTALLED in (ref.get(module), cand.get(module)) and ref.get(module) != cand.get(module):
            return ModuleVerdict(INSTALLED, module)
    for module in modules:
        if ref.get(module) is True and cand.get(module) is False:
            group = declared_group(module)
            return ModuleVerdict(group or "missing", module)
    for module in modules:
        if ref.get(module) is False and cand.get(module) is True:
            return ModuleVerdict("candidate-only", module)
    for module in modules:  # neither side has it: only a declared module may explain the rest
        group = declared_group(module)
        if group and not ref.get(module, True):
            return ModuleVerdict(group, module)
    return ModuleVerdict()


def missing_module(verdict: Optional[ModuleVerdict]) -> str:
    return verdict.module if verdict is not None and verdict.status == "missing" else ""
