"""`nuitka:PYTHON`: compile the program with Nuitka for PYTHON, then run the compiled module.

Nuitka must run on the Python it compiles for: it is pip-installed into a cached virtualenv of
PYTHON (a CPython Nuitka supports, e.g. 3.8). Programs are compiled in batches, many per Nuitka
run, as the submodules of one extension package (pyconformance/adapters/nuitka_build.py): `prepare`
builds every program of a run up front, `run` finds its build in the cache.

A launcher run by PYTHON itself (not the virtualenv: the program sees a plain interpreter)
loads the batch extension and executes the program's compiled module in a fresh module named
`__main__`, so `__name__ == "__main__"`, `import __main__` and pickling by reference behave as
in a script. What cannot be kept: `__file__` is the path Nuitka compiled (`.../nb_<batch>/
c_<key>.py` in the cache), the batch package is in sys.modules, and tracebacks show the
launcher's frame above the program's, with no source lines (Nuitka keeps none).

Outcomes of the build step, both phase "compile":
- Nuitka rejects the program -> its exception type and message (SyntaxError, IndentationError:
  Nuitka parses with PYTHON's own compiler and adds checks of its own);
- Nuitka crashes on the program, or the C compiler fails on Nuitka's output -> exception type
  "CompileError" (a Nuitka bug, never a property of the program), message = the error reported
  (a crash: "Nuitka crashed: AssertionError: ...").
"""
from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import time
from dataclasses import replace
from pathlib import Path

from pyconformance.adapters.kind import Adapter
from pyconformance.adapters.info import AdapterInfo
from pyconformance.adapters.nuitka_build import NuitkaBuilder
from pyconformance.adapters.venv import backport_venv, describe
from pyconformance.implementation import Implementation, ImplementationError
from pyconformance.outcome import Outcome
from pyconformance.program import Program
from pyconformance.adapters.python_command import PythonCommand
from pyconformance.sandbox import run_grouped

REQUIREMENT = "nuitka"
TARGET_PROBE = ("import sysconfig, json; "
                "print(json.dumps([sysconfig.get_paths()['include'], sysconfig.get_config_var('EXT_SUFFIX')]))")
# A module type whose `__name__` is the compiled module's while Nuitka's loader looks it up,
# while the module's own globals say "__main__"; the class is put back once it ran.
LAUNCHER = """\
import importlib.machinery, importlib.util, sys, types
path, package, name = {path!r}, {package!r}, {module!r}
loader = importlib.machinery.ExtensionFileLoader(package, path)
spec = importlib.util.spec_from_file_location(package, path, loader=loader)
batch = importlib.util.module_from_spec(spec)
sys.modules[package] = batch
loader.exec_module(batch)
spec = importlib.util.find_spec(package + "." + name)
class Compiled(types.ModuleType):
    __name__ = property(lambda self, full=package + "." + name: full)
module = Compiled("__main__")
sys.modules["__main__"] = module
del importlib, path, package, name, loader, batch, Compiled
try:
    spec.loader.exec_module(module)
finally:
    module.__class__ = types.ModuleType
"""


def toolchain_checks(spec: str, target: str) -> str:
    """Python.h and EXT_SUFFIX of TARGET and a C compiler: one clear error if any is missing."""
    try:
        done = run_grouped([target, "-c", TARGET_PROBE], 60, text=True)
        include, suffix = json.loads(done.stdout)
    except (OSError, ValueError, subprocess.TimeoutExpired):
        raise ImplementationError(f"{spec}: cannot read the sysconfig of {target}") from None
    if not Path(include, "Python.h").is_file():
        raise ImplementationError(f"{spec}: no Python.h in {include} (install the interpreter's -dev package)")
    if not (shutil.which(os.environ.get("CC", "gcc")) or shutil.which("cc")):
        raise ImplementationError(f"{spec}: Nuitka needs a C compiler: apt-get install gcc")
    return f"{include}\0{suffix}"


class NuitkaImplementation(Implementation):
    def __init__(self, spec: str, target: str, isolation: str):
        venv = backport_venv(spec, target, [REQUIREMENT])
        version = venv.version_of(REQUIREMENT)
        if not version:
            raise ImplementationError(f"{spec}: nuitka is not installed in {venv.path}")
        headers = toolchain_checks(spec, venv.base.executable)
        self.python = PythonCommand(venv.base.executable, isolation=isolation)
        compiler = [os.environ["CC"]] if os.environ.get("CC") else []  # Nuitka compiles with $CC when set
        toolchain = "\0".join([version, os.path.realpath(venv.base.executable), venv.base.version_text, headers,
                                *compiler])
        self.builder = NuitkaBuilder(spec, venv.python, toolchain)
        self.builder.check_toolchain()
        self.info = AdapterInfo(spec=spec, name="nuitka", version=tuple(int(p) for p in re.findall(r"\d+", version)[:3]),
                                executable=venv.base.executable, language=venv.base.language_version,
                                runs_on=describe(venv.base))

    def prepare(self, programs: list[Program]) -> None:
        self.builder.build_all([program.source for program in programs])

    def run(self, program: Program) -> Outcome:
        started = time.monotonic()
        built = self.builder.build(program.source)
        if built.failure:
            return Outcome(phase="compile", exception=built.verdict, stderr_tail=built.log[-4000:],
                           exit_code=1, seconds=round(time.monotonic() - started, 4))
        launcher = LAUNCHER.format(path=built.extension, package=built.package, module=built.module)
        return self.python.run(replace(program, source=launcher))

    def close(self) -> None:
        self.python.close()


def open_nuitka(spec: str, arg: str, isolation: str) -> Implementation:
    if not arg:
        raise ImplementationError(f"{spec}: expected nuitka:PYTHON (a CPython Nuitka supports, e.g. python3.8)")
    return NuitkaImplementation(spec, arg, isolation)


ADAPTER = Adapter(
    kind="nuitka",
    label="compiler",
    how_it_runs=lambda info: ("cases compiled by Nuitka in batches (pip, cached virtualenv) to extension modules "
                              f"run as `__main__` on {info.get('runs_on') or '?'}"),
    summary="compiled by Nuitka (pip, cached virtualenv of PYTHON) in batches, each case run as `__main__`",
    factory=open_nuitka,
)
