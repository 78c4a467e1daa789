"""`cython:PYTHON`: compile the program as a Cython extension module, run it on PYTHON.

The Cython translator and the C compiler run on the host; the extension is built
against PYTHON's headers and imported by a tiny launcher under the name `__main__`
(an alias `PyInit___main__` makes multi-phase init name the module that), so the
program sees `__name__ == "__main__"` as a script would.

Outcomes of the build step, both phase "compile":
- Cython rejects the program -> exception type "SyntaxError" (Cython's parser and
  semantic checks play the role of CPython's compiler), message = Cython's first error.
- the C compiler rejects Cython's output -> exception type "CompileError" (a Cython
  bug, never a property of the program), message = the compiler's first error.
"""
from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, replace
from pathlib import Path

from pyconform.adapters.info import AdapterInfo, cache_root
from pyconform.implementation import Implementation, ImplementationError
from pyconform.outcome import ExceptionInfo, Outcome
from pyconform.program import Program
from pyconform.python_command import PythonCommand
from pyconform.adapter import Adapter

BUILD_TIMEOUT = 300.0
ALIAS_C = ("#include <Python.h>\nPyMODINIT_FUNC PyInit_main(void);\n"
           "PyMODINIT_FUNC PyInit___main__(void) { return PyInit_main(); }\n")
LAUNCHER = """\
import importlib.machinery, importlib.util, sys
path = {path!r}
loader = importlib.machinery.ExtensionFileLoader("__main__", path)
spec = importlib.util.spec_from_file_location("__main__", path, loader=loader)
module = importlib.util.module_from_spec(spec)
sys.modules["__main__"] = module
del importlib, path, loader, spec, sys
module.__loader__.exec_module(module)
"""
TARGET_PROBE = "import sysconfig, json; print(json.dumps([sysconfig.get_paths()['include'], sysconfig.get_config_var('EXT_SUFFIX')]))"


@dataclass(frozen=True)
class Built:
    """A build attempt: the extension's path, or why there is none."""

    extension: str = ""
    failure: ExceptionInfo | None = None
    log: str = ""


def cython_version() -> str:
    try:
        import Cython
    except ImportError:
        raise ImplementationError("cython not installed: pip install cython") from None
    return Cython.__version__


def first_error(log: str, pattern: str) -> str:
    for line in log.splitlines():
        found = re.search(pattern, line)
        if found:
            return found.group(1).strip()
    return (log.strip().splitlines() or ["failed"])[-1]


class CythonBuilder:
    """Source -> extension module for one target Python, cached by content hash."""

    def __init__(self, target: str, version: str):
        done = subprocess.run([target, "-c", TARGET_PROBE], capture_output=True, text=True, timeout=60)
        try:
            self.include, self.suffix = json.loads(done.stdout)
        except ValueError:
            raise ImplementationError(f"cython:{target}: cannot read its sysconfig") from None
        if not Path(self.include, "Python.h").is_file():
            raise ImplementationError(f"cython:{target}: no Python.h in {self.include} (install its -dev package)")
        self.compiler = shutil.which(os.environ.get("CC", "cc")) or shutil.which("gcc")
        if not self.compiler:
            raise ImplementationError("cython needs a C compiler: apt-get install gcc")
        self.version = version
        self.cache = cache_root() / "cython"

    def build(self, source: str) -> Built:
        key = hashlib.sha256(f"{self.version}\0{self.include}\0{self.suffix}\0{source}".encode()).hexdigest()[:24]
        final = self.cache / key
        if (final / "result.json").is_file():
            return self._cached(final)
        self.cache.mkdir(parents=True, exist_ok=True)
        work = Path(tempfile.mkdtemp(prefix=f"{key}.", dir=self.cache))
        built = self._build(source, work, final)
        record = {"extension": built.extension, "log": built.log[-4000:]}
        if built.failure:
            record["type"], record["message"] = built.failure.type, built.failure.message
        (work / "result.json").write_text(json.dumps(record))
        try:
            os.rename(work, final)  # atomic: parallel builders of the same source agree
        except OSError:
            shutil.rmtree(work, ignore_errors=True)
        return built

    @staticmethod
    def _cached(final: Path) -> Built:
        record = json.loads((final / "result.json").read_text())
        failure = ExceptionInfo(record["type"], record["message"]) if record.get("type") else None
        return Built(extension=record["extension"], failure=failure, log=record["log"])

    def _build(self, source: str, work: Path, final: Path) -> Built:
        (work / "main.py").write_text(source, encoding="utf-8")
        (work / "alias.c").write_text(ALIAS_C)
        steps = [
            ([sys.executable, "-m", "cython", "-3", "--module-name", "main", "main.py", "-o", "main.c"],
             "SyntaxError", r"main\.py:\d+:\d+: (.*)"),
            ([self.compiler, "-shared", "-fPIC", "-O0", "-w", f"-I{self.include}", "main.c", "alias.c",
              "-o", f"main{self.suffix}"], "CompileError", r"error: (.*)"),
        ]
        log = ""
        for argv, kind, pattern in steps:
            try:
                done = subprocess.run(argv, cwd=work, capture_output=True, text=True, timeout=BUILD_TIMEOUT)
            except subprocess.TimeoutExpired:
                return Built(failure=ExceptionInfo(kind, f"build step timed out after {BUILD_TIMEOUT:.0f}s"))
            log += done.stdout + done.stderr
            if done.returncode != 0:
                return Built(failure=ExceptionInfo(kind, first_error(log, pattern)), log=log)
        return Built(extension=str(final / f"main{self.suffix}"), log=log)


class CythonImplementation(Implementation):
    def __init__(self, spec: str, target: str, isolation: str):
        version = cython_version()
        self.python = PythonCommand(target, isolation=isolation)
        self.builder = CythonBuilder(self.python.command[0], version)
        self.info = AdapterInfo(spec=spec, name="cython", version=tuple(int(p) for p in re.findall(r"\d+", version)[:3]),
                                executable=self.python.info.executable, language=self.python.info.language_version)

    def run(self, program: Program) -> Outcome:
        started = time.monotonic()
        built = self.builder.build(program.source)
        if built.failure:
            return Outcome(phase="compile", exception=built.failure, stderr_tail=built.log[-4000:],
                           exit_code=1, seconds=round(time.monotonic() - started, 4))
        return self.python.run(replace(program, source=LAUNCHER.format(path=built.extension)))

    def close(self) -> None:
        self.python.close()


def open_cython(spec: str, arg: str, isolation: str) -> Implementation:
    if not arg:
        raise ImplementationError("cython needs the Python to run on: cython:PYTHON, e.g. cython:python3")
    return CythonImplementation(spec, arg, isolation)


def discover_cython() -> list[str]:
    try:
        cython_version()
    except ImplementationError:
        return []
    return ["cython:python3"] if shutil.which("python3") and shutil.which("cc") else []


ADAPTER = Adapter(
    kind="cython",
    summary="Cython-compiled extension module run on PYTHON (pip cython + a C compiler)",
    factory=open_cython,
    discover=discover_cython,
)
