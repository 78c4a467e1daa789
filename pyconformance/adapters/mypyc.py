"""`mypyc:PYTHON`: mypyc (from PyPI `mypy`) compiles each program to a C extension module
that PYTHON imports.

mypy is pip-installed into a cached virtualenv of PYTHON (pyconformance/adapters/venv.py; for
CPython 3.8 the last mypy line that runs there, 1.14). mypyc compiles importable modules, not
scripts, so each program becomes the module `m_<hash>`, and a launcher imports it (its
top-level code runs as the import executes it); its `__name__` is that module name.

Compiling one program per mypyc call costs a mypy start-up and a C build each, so `prepare`
builds many programs per call, cached per program by content hash: programs the parser
rejects are taken out first (mypy stops a whole build at a syntax error), a batch whose
build names failing modules is built again without them, and a batch that fails without
naming any (a C compiler error) is halved until the failing program builds alone, so every
program gets its own exact outcome. A program's files (modules it imports) are beside it when
it is type-checked, so it is batched only with programs that bring the same files. Outcomes
of the build step, phase "compile":
- mypy cannot parse the program, or reports a [syntax] error -> SyntaxError, mypy's message;
- mypy's type check or mypyc rejects it -> "MypyError", the module's first error line
  (`[code]` kept: a type error, a mypyc limitation...);
- mypyc crashes on it, or the C compiler fails on mypyc's output -> "CompileError".
"""
from __future__ import annotations

import concurrent.futures
import hashlib
import json
import os
import re
import shutil
import subprocess
import tempfile
import time
from dataclasses import dataclass, replace
from pathlib import Path

from pyconformance.adapters import build_record
from pyconformance.adapters.kind import Adapter
from pyconformance.adapters.info import AdapterInfo, cache_root
from pyconformance.adapters.venv import Venv, backport_venv, describe
from pyconformance.implementation import Implementation, ImplementationError
from pyconformance.outcome import ExceptionInfo, Outcome
from pyconformance.program import Program
from pyconformance.adapters.python_command import PythonCommand
from pyconformance.sandbox import run_grouped

GUEST = Path(__file__).resolve().parents[1] / "agent"  # scripts run by the tool's own interpreter
SYNTAX_SCRIPT = GUEST / "mypyc_syntax.py"
BUILD_TIMEOUT = 1800.0
BATCH_SIZE = 80
# -O0: the C compiler's optimisations change no semantics and cost most of a cold build.
BUILD_ENV = {"MYPYC_OPT_LEVEL": "0"}
ERROR_LINE = re.compile(r"^(m_[0-9a-f]+)\.py:\d+(?::\d+)?: error: (.*)$")
# mypyc crashing on a module ends its traceback with `m_….py:LINE: AssertionError: …`.
CRASH_LINE = re.compile(r"^(m_[0-9a-f]+)\.py:\d+: (\w+(?:Error|Exception)\b.*)$")
LAUNCHER = """\
import importlib.machinery, importlib.util, sys
def load(name, path):
    loader = importlib.machinery.ExtensionFileLoader(name, path)
    spec = importlib.util.spec_from_file_location(name, path, loader=loader)
    sys.modules[name] = module = importlib.util.module_from_spec(spec)  # runs the program
    return module
if {library!r}:
    load({library_name!r}, {library!r})  # the batch's shared library, which the module's shim imports
load({name!r}, {extension!r})
"""


def requirements(base_version: tuple[int, int]) -> list[str]:
    """mypy releases that run on the target interpreter (1.15 dropped 3.8), and setuptools,
    which mypyc's build step uses (a 3.12+ virtualenv has none)."""
    mypy = "mypy<1.15" if base_version < (3, 9) else "mypy"
    return [mypy, "setuptools"]


@dataclass(frozen=True)
class Built:
    """One program's build: its extension (and the shared library it needs), or why not."""

    extension: str = ""
    library: str = ""
    failure: ExceptionInfo | None = None
    log: str = ""

    def record(self) -> dict:
        data = {"extension": self.extension, "library": self.library, "log": self.log[-4000:]}
        if self.failure:
            data.update(type=self.failure.type, message=self.failure.message)
        return data

    @classmethod
    def from_record(cls, data: dict) -> "Built":
        failure = ExceptionInfo(data["type"], data["message"]) if data.get("type") else None
        return cls(data["extension"], data["library"], failure, data["log"])


def module_name(key: str) -> str:
    return f"m_{key}"


def mypy_failure(message: str) -> ExceptionInfo:
    """mypy's error line; one it files under [syntax] is what CPython's compiler rejects."""
    message = message.strip()
    if message.endswith("  [syntax]"):
        return ExceptionInfo("SyntaxError", message[:-len("  [syntax]")])
    return ExceptionInfo("MypyError", message)


def first_c_error(log: str) -> str:
    for line in log.splitlines():
        if ": error: " in line and not ERROR_LINE.match(line):
            return line.split(": error: ", 1)[1].strip()
    return (log.strip().splitlines() or ["build failed"])[-1][:300]


class MypycBuilder:
    """Sources -> extension modules for one virtualenv, cached per program by content hash."""

    def __init__(self, venv: Venv, version: str):
        self.venv, self.version = venv, version
        self.cache = cache_root() / "mypyc"

    def key(self, program: Program) -> str:
        text = f"{self.version}\0{self.venv.base.executable}\0{program.source}"
        if program.files:  # the case's own modules are type-checked with it
            text += "\0" + json.dumps(program.files)
        return hashlib.sha256(text.encode()).hexdigest()[:24]

    def _record_path(self, key: str) -> Path:
        return self.cache / "programs" / f"{key}.json"

    def cached(self, program: Program) -> Built | None:
        try:
            return Built.from_record(json.loads(self._record_path(self.key(program)).read_text()))
        except (OSError, ValueError, KeyError):
            return None

    def _save(self, key: str, built: Built) -> None:
        build_record.save(self._record_path(key), built.record())

    def build(self, program: Program) -> Built:
        return self.cached(program) or self.build_many([program])[0]

    def build_many(self, programs: list[Program], jobs: int = 1) -> list[Built]:
        """Build every program not yet cached, BATCH_SIZE per mypyc call, JOBS calls at once;
        programs that bring files (modules they import) are batched with those files only."""
        todo = {self.key(p): p for p in programs if self.cached(p) is None}
        by_files: dict[tuple, list[str]] = {}
        for key in sorted(todo):
            by_files.setdefault(todo[key].files, []).append(key)
        batches = [(files, keys[i:i + BATCH_SIZE]) for files, keys in by_files.items()
                   for i in range(0, len(keys), BATCH_SIZE)]
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
            for future in [pool.submit(self._batch, {k: todo[k].source for k in keys}, files)
                           for files, keys in batches]:
                future.result()
        return [self.cached(p) or Built(failure=ExceptionInfo("CompileError", "no build record")) for p in programs]

    def _batch(self, programs: dict[str, str], files: tuple) -> None:
        self.cache.mkdir(parents=True, exist_ok=True)
        work = Path(tempfile.mkdtemp(prefix="batch.", dir=self.cache))
        self._write_files(work, files)
        for key, source in programs.items():
            (work / f"{module_name(key)}.py").write_text(source, encoding="utf-8")
        remaining = self._without_syntax_errors(work, list(programs))
        build_record.isolate(remaining, work, self._attempt, lambda place, part: self._copy(place, part, files),
                             self._save)

    @staticmethod
    def _write_files(work: Path, files: tuple) -> None:
        for name, text in files:
            path = work / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")

    def _run(self, argv: list[str], work: Path) -> tuple[int, str]:
        env = dict(os.environ, **BUILD_ENV)
        try:
            done = run_grouped(argv, BUILD_TIMEOUT, cwd=work, text=True, stdin=subprocess.DEVNULL, env=env)
        except subprocess.TimeoutExpired:
            return -1, f"timed out after {BUILD_TIMEOUT:.0f}s"
        return done.returncode, done.stdout + done.stderr

    def _without_syntax_errors(self, work: Path, keys: list[str]) -> list[str]:
        code, out = self._run([self.venv.python, str(SYNTAX_SCRIPT), *(f"{module_name(k)}.py" for k in keys)], work)
        try:
            rejected = json.loads(out.strip().splitlines()[-1]) if code == 0 else None
        except (ValueError, IndexError):
            rejected = None
        if rejected is None:
            raise ImplementationError(f"mypyc: the syntax pre-check failed: {first_c_error(out)}")
        for key in keys:
            message = rejected.get(f"{module_name(key)}.py")
            if message is not None:
                self._save(key, Built(failure=ExceptionInfo("SyntaxError", message)))
        return [k for k in keys if f"{module_name(k)}.py" not in rejected]

    def _attempt(self, keys: list[str], work: Path) -> build_record.Attempt:
        """One mypyc run over KEYS in WORK: the modules mypy/mypyc name fail with their own error;
        a failure that names none is the batch's (build_record.isolate halves it)."""
        for stale in work.glob("*.so"):
            stale.unlink()
        code, log = self._run([self.venv.python, "-m", "mypyc", *(f"{module_name(k)}.py" for k in keys)], work)
        if code == 0:
            self._save_built(work, keys, log)
            return build_record.Attempt(done=True)
        named: dict[str, ExceptionInfo] = {}
        for line in log.splitlines():
            found = ERROR_LINE.match(line.strip())
            crash = CRASH_LINE.match(line.strip())
            if found and found.group(1) not in named:
                named[found.group(1)] = mypy_failure(found.group(2))
            elif crash and crash.group(1) not in named:
                named[crash.group(1)] = ExceptionInfo("CompileError", f"mypyc crashed: {crash.group(2)}")
        failed = {k: Built(failure=named[module_name(k)], log=log) for k in keys if module_name(k) in named}
        if not failed:
            (work / "unattributed.log").write_text(log[-20000:])
        return build_record.Attempt(done=False, named=failed,
                                    failure=Built(failure=ExceptionInfo("CompileError", first_c_error(log)), log=log))

    def _copy(self, work: Path, keys: list[str], files: tuple) -> Path:
        part = Path(tempfile.mkdtemp(prefix="part.", dir=self.cache))
        self._write_files(part, files)
        for key in keys:
            shutil.copyfile(work / f"{module_name(key)}.py", part / f"{module_name(key)}.py")
        return part

    def _save_built(self, work: Path, keys: list[str], log: str) -> None:
        libraries = [p for p in work.glob("*__mypyc.*.so")]
        library = str(libraries[0]) if libraries else ""
        for key in keys:
            found = sorted(work.glob(f"{module_name(key)}.*.so"))
            if not found:
                self._save(key, Built(failure=ExceptionInfo("CompileError", "mypyc built no extension"), log=log))
                continue
            self._save(key, Built(extension=str(found[0]), library=library))


def own_lines(log: str, program: Program, builder: MypycBuilder) -> str:
    """What a batch's build log says about PROGRAM's module (a batch log names many), or the
    log's tail when it names none (a C compiler error)."""
    prefix = f"{module_name(builder.key(program))}.py:"
    lines = [line for line in log.splitlines() if line.startswith(prefix)]
    return ("\n".join(lines) + "\n" if lines else log)[-4000:]


class MypycImplementation(Implementation):
    def __init__(self, spec: str, target: str, isolation: str):
        self.python = PythonCommand(target, isolation=isolation)
        base = self.python.info
        venv = backport_venv(spec, target, requirements(base.language_version))
        version = venv.version_of("mypy")
        if not version:
            raise ImplementationError(f"{spec}: mypy is not installed in {venv.path}")
        if not shutil.which(os.environ.get("CC", "cc")) and not shutil.which("gcc"):
            raise ImplementationError(f"{spec}: mypyc needs a C compiler: apt-get install gcc")
        self.builder = MypycBuilder(venv, version)
        self.info = AdapterInfo(spec=spec, name="mypyc", version=tuple(int(p) for p in re.findall(r"\d+", version)[:3]),
                                executable=base.executable, language=base.language_version, runs_on=describe(venv.base))

    def prepare(self, programs: list[Program]) -> None:
        self.builder.build_many(programs, jobs=2)

    def run(self, program: Program) -> Outcome:
        started = time.monotonic()
        built = self.builder.build(program)
        if built.failure:
            return Outcome(phase="compile", exception=built.failure,
                           stderr_tail=own_lines(built.log, program, self.builder), exit_code=1,
                           seconds=round(time.monotonic() - started, 4))
        library_name = Path(built.library).name.split(".")[0] if built.library else ""
        launcher = LAUNCHER.format(library=built.library, library_name=library_name,
                                   name=Path(built.extension).name.split(".")[0], extension=built.extension)
        return self.python.run(replace(program, source=launcher))

    def close(self) -> None:
        self.python.close()


def open_mypyc(spec: str, arg: str, isolation: str) -> Implementation:
    if not arg:
        raise ImplementationError(f"{spec}: expected mypyc:PYTHON (the CPython to compile for and run on, e.g. python3.8)")
    return MypycImplementation(spec, arg, isolation)


ADAPTER = Adapter(
    kind="mypyc",
    label="compiler",
    how_it_runs=lambda info: (f"cases compiled by mypyc in batches (mypy on {info.get('runs_on') or '?'}) "
                              "to extension modules that it imports"),
    summary="mypyc (pip mypy, cached virtualenv of PYTHON) compiles each program to an extension module PYTHON imports",
    factory=open_mypyc,
)
