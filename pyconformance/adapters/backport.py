"""`backport:PACKAGE:PYTHON`: the 3.8 library cases on an older PYTHON, served by a backport.

PACKAGE (a release that supports PYTHON) is pip-installed into a cached virtualenv of
PYTHON together with a start-up shim (pyconformance/adapters/library_backports.py) that
serves the stdlib names from it; cases run unchanged on that virtualenv's python. What
the backport claims is declared in `conformance/expectations/backport-PACKAGE.toml`
(`[scope]`, see pyconformance/scope.py).
"""
from __future__ import annotations

import re

from pyconformance.adapters.info import AdapterInfo
from pyconformance.adapters.library_backports import BACKPORTS, LibraryBackport, shim_files
from pyconformance.adapters.venv import VenvPython, backport_venv, describe
from pyconformance.implementation import Implementation, ImplementationError
from pyconformance.adapters.python_command import PythonCommand
from pyconformance.adapters.kind import Adapter



class BackportImplementation(VenvPython):
    def __init__(self, spec: str, backport: LibraryBackport, target: str, isolation: str):
        venv = backport_venv(spec, target, [backport.requirement], shim_files(backport))
        version = venv.version_of(backport.distribution)
        if not version:
            raise ImplementationError(f"{spec}: {backport.distribution} is not installed in {venv.path}")
        self.python = PythonCommand(venv.python, isolation=isolation)
        self.info = AdapterInfo(spec=spec, name=f"backport-{backport.name}",
                                version=tuple(int(p) for p in re.findall(r"\d+", version)[:3]),
                                executable=venv.python, language=(3, 8), runs_on=describe(venv.base))


def open_backport(spec: str, arg: str, isolation: str) -> Implementation:
    name, _, target = arg.partition(":")
    if not name or not target:
        raise ImplementationError(f"{spec}: expected backport:PACKAGE:PYTHON (PACKAGE: {', '.join(BACKPORTS)})")
    if name not in BACKPORTS:
        raise ImplementationError(f"{spec}: unknown backport {name!r} (known: {', '.join(BACKPORTS)})")
    return BackportImplementation(spec, BACKPORTS[name], target, isolation)


def how_backports_run(info) -> str:
    package = str(info.get("spec", "")).partition(":")[2].partition(":")[0]
    return f"{package} pip-installed into a virtualenv of {info.get('runs_on') or '?'}, stdlib names served from it"


ADAPTER = Adapter(
    kind="backport",
    label="library backport",
    how_it_runs=how_backports_run,
    summary="a 3.8 library backport (pip, cached virtualenv) serving the stdlib names on an older PYTHON",
    factory=open_backport,
)
