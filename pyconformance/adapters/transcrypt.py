"""`transcrypt:PYTHON`: Transcrypt compiles each program to JavaScript, node runs it.

Transcrypt (PyPI `transcrypt`, the 3.9 line) runs on the CPython 3.9 it parses with: it is
pip-installed into a cached virtualenv of PYTHON (pyconformance/adapters/venv.py) and run there
with its default options (`transcrypt_compile.py`). Builds are cached by content hash and
made two at a time by `prepare` (one Transcrypt process each: it compiles one main module). The
JavaScript runs under node (`node/transcrypt_run.mjs`) confined like a fresh interpreter
(pyconformance/adapters/confined_run.py). A program's files (modules it imports) are beside it when
Transcrypt compiles it, as they are when CPython runs it. Outcomes of the build step, phase "compile":
- the Python parser rejects the program -> its SyntaxError;
- Transcrypt refuses it (a module it cannot import, a construct it does not support) ->
  "TranspileError", message = Transcrypt's own.
At run time an uncaught Python exception keeps its class name; an error JavaScript itself
throws (a ReferenceError in the generated code...) is "JavaScriptError".
"""
from __future__ import annotations

import concurrent.futures
import hashlib
import json
import re
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

from pyconformance.adapters.kind import Adapter
from pyconformance.adapters import build_record
from pyconformance.adapters.confined_run import run_confined
from pyconformance.adapters.info import AdapterInfo, cache_root
from pyconformance.adapters.venv import Venv, backport_venv, describe
from pyconformance.implementation import Implementation, ImplementationError
from pyconformance.outcome import ExceptionInfo, Outcome
from pyconformance.program import Program
from pyconformance.sandbox import run_grouped

DISTRIBUTION = "transcrypt"
GUEST = Path(__file__).resolve().parents[1] / "agent"  # scripts run by the tool's own interpreter
COMPILE_SCRIPT = GUEST / "transcrypt_compile.py"
RUN_SCRIPT = GUEST / "node" / "transcrypt_run.mjs"
BUILD_TIMEOUT = 120.0
# Transcrypt writes ES modules: node reads the target directory's .js files as such.
MODULE_PACKAGE = '{"type": "module"}\n'


@dataclass(frozen=True)
class Built:
    main: str = ""  # the compiled main module (…/__target__/main.js)
    failure: ExceptionInfo | None = None
    log: str = ""


def transpile_error(log: str) -> ExceptionInfo:
    """Transcrypt's own report: the lines after 'Error while compiling', joined."""
    lines = [line.strip() for line in log.splitlines() if line.strip()]
    if lines and lines[-1].startswith("SyntaxError: "):
        return ExceptionInfo("SyntaxError", lines[-1][len("SyntaxError: "):])
    if "Error while compiling (offending file last):" in lines:
        details = lines[lines.index("Error while compiling (offending file last):") + 1:]
        details = [line for line in details if line != "Aborted"]
        return ExceptionInfo("TranspileError", " ".join(details)[:500])
    return ExceptionInfo("TranspileError", (lines or ["failed"])[-1][:500])


class TranscryptBuilder:
    """Source -> compiled JavaScript, cached by (Transcrypt version, interpreter, source)."""

    def __init__(self, venv: Venv, version: str):
        self.venv, self.version = venv, version
        self.cache = cache_root() / "transcrypt"

    def build(self, program: Program) -> Built:
        text = f"{self.version}\0{self.venv.base.executable}\0{program.source}"
        if program.files:  # modules the program imports are compiled with it
            text += "\0" + json.dumps(program.files)
        key = hashlib.sha256(text.encode()).hexdigest()[:24]
        final = self.cache / key
        record = build_record.read(final)
        if record is not None:
            failure = build_record.failure_of(record)
            return Built(main=str(final / "__target__" / "main.js") if not failure else "", failure=failure,
                         log=record["log"])
        self.cache.mkdir(parents=True, exist_ok=True)
        work = Path(tempfile.mkdtemp(prefix=f"{key}.", dir=self.cache))
        built = self._build(program, work)
        build_record.publish(work, final, built.log, built.failure)
        return Built(main=str(final / "__target__" / "main.js") if not built.failure else "",
                     failure=built.failure, log=built.log)

    def _portable(self, log: str, work: Path) -> str:
        """The log without this machine's paths (the build directory, the virtualenv, the
        interpreter's prefix), so a certificate's messages do not depend on where it was made."""
        base_prefix = Path(self.venv.base.executable).resolve().parents[1]
        return (log.replace(f"{work}/", "").replace(str(self.venv.path), "<venv>")
                .replace(str(base_prefix), "<python>"))

    def _build(self, program: Program, work: Path) -> Built:
        for name, text in program.files:
            (work / name).parent.mkdir(parents=True, exist_ok=True)
            (work / name).write_text(text, encoding="utf-8")
        (work / "main.py").write_text(program.source, encoding="utf-8")
        try:
            done = run_grouped([self.venv.python, str(COMPILE_SCRIPT), "main.py"], BUILD_TIMEOUT, cwd=work,
                               text=True, stdin=subprocess.DEVNULL)
        except subprocess.TimeoutExpired:
            return Built(failure=ExceptionInfo("TranspileError", f"Transcrypt timed out after {BUILD_TIMEOUT:.0f}s"))
        log = self._portable(done.stdout + done.stderr, work)
        target = work / "__target__"
        if done.returncode != 0 or not (target / "main.js").is_file():
            return Built(failure=transpile_error(log), log=log)
        (target / "package.json").write_text(MODULE_PACKAGE)
        return Built(main=str(target / "main.js"), log=log)


class TranscryptImplementation(Implementation):
    def __init__(self, spec: str, target: str):
        self.node = shutil.which("node")
        if not self.node:
            raise ImplementationError(f"{spec}: node not found on PATH (Transcrypt's output runs under node >= 18)")
        venv = backport_venv(spec, target, [DISTRIBUTION])
        version = venv.version_of(DISTRIBUTION)
        if not version:
            raise ImplementationError(f"{spec}: {DISTRIBUTION} is not installed in {venv.path}")
        self.builder = TranscryptBuilder(venv, version)
        self.info = AdapterInfo(spec=spec, name="transcrypt", version=tuple(int(p) for p in re.findall(r"\d+", version)[:3]),
                                executable=self.node, language=venv.base.language_version, runs_on=describe(venv.base))

    def prepare(self, programs: list[Program]) -> None:
        # Transcrypt compiles one main module per process; build the run's programs two at a
        # time up front (the cache makes `run` find them), even when the run itself is serial.
        with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
            list(pool.map(self.builder.build, programs))

    def run(self, program: Program) -> Outcome:
        built = self.builder.build(program)
        if built.failure:
            return Outcome(phase="compile", exception=built.failure, stderr_tail=built.log[-4000:], exit_code=1)
        return run_confined([self.node, str(RUN_SCRIPT), built.main], program)


def open_transcrypt(spec: str, arg: str, isolation: str) -> Implementation:
    if not arg:
        raise ImplementationError(f"{spec}: expected transcrypt:PYTHON (the CPython 3.9 Transcrypt 3.9 runs on, e.g. python3.9)")
    return TranscryptImplementation(spec, arg)


ADAPTER = Adapter(
    kind="transcrypt",
    label="JS compiler",
    how_it_runs=lambda info: (f"each case compiled to JavaScript by Transcrypt (on {info.get('runs_on') or '?'}), "
                              "run under node"),
    summary="Transcrypt (pip transcrypt, cached virtualenv of PYTHON, a CPython 3.9) compiles to JavaScript, node runs it",
    factory=open_transcrypt,
)
