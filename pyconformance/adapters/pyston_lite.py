"""`pyston-lite:PYTHON`: a CPython 3.8 with Pyston's JIT loaded (`pyston_lite_autoload`).

pyston-lite is the JIT of the Pyston 3.8 fork packaged as an extension for stock CPython
3.7-3.10; its `_autoload` .pth file enables it at start-up. It is pip-installed into a cached
virtualenv of PYTHON (a CPython 3.8, as Pyston 3.8 users run it); the adapter refuses to run
unless the JIT really is loaded in that interpreter.
"""
from __future__ import annotations

import re
import subprocess

from pyconformance.adapters.kind import Adapter
from pyconformance.adapters.info import AdapterInfo
from pyconformance.adapters.venv import VenvPython, backport_venv, describe
from pyconformance.implementation import Implementation, ImplementationError
from pyconformance.adapters.python_command import PythonCommand
from pyconformance.sandbox import run_grouped

REQUIREMENT = "pyston_lite_autoload"
DISTRIBUTION = "pyston-lite"
# Loaded at start-up by the autoload .pth: present in sys.modules before any program runs.
JIT_PROBE = "import sys; print('pyston_lite' in sys.modules)"


def jit_loaded(python: str) -> bool:
    try:
        done = run_grouped([python, "-c", JIT_PROBE], 60, text=True)
    except (OSError, subprocess.TimeoutExpired):
        return False
    return done.stdout.strip() == "True"


class PystonLiteImplementation(VenvPython):
    def __init__(self, spec: str, target: str, isolation: str):
        venv = backport_venv(spec, target, [REQUIREMENT])
        version = venv.version_of(DISTRIBUTION)
        if not version:
            raise ImplementationError(f"{spec}: {DISTRIBUTION} is not installed in {venv.path}")
        if not jit_loaded(venv.python):
            raise ImplementationError(f"{spec}: pyston_lite is installed in {venv.path} but not loaded at start-up")
        self.python = PythonCommand(venv.python, isolation=isolation)
        self.info = AdapterInfo(spec=spec, name="pyston-lite",
                                version=tuple(int(p) for p in re.findall(r"\d+", version)[:3]),
                                executable=venv.python, language=venv.base.language_version,
                                runs_on=describe(venv.base))


def open_pyston_lite(spec: str, arg: str, isolation: str) -> Implementation:
    if not arg:
        raise ImplementationError(f"{spec}: expected pyston-lite:PYTHON (a CPython 3.7-3.10, e.g. python3.8)")
    return PystonLiteImplementation(spec, arg, isolation)


ADAPTER = Adapter(
    kind="pyston-lite",
    label="JIT",
    how_it_runs=lambda info: f"Pyston's JIT (pip pyston_lite_autoload) loaded into {info.get('runs_on') or '?'}",
    summary="Pyston's JIT (pip pyston_lite_autoload, cached virtualenv) loaded into PYTHON, a CPython 3.8",
    factory=open_pyston_lite,
)
