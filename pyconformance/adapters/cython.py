"""`cython:PYTHON` and `cython:VERSION:PYTHON`: compile the program as a Cython extension
module, run it on PYTHON.

`cython:PYTHON` translates with the Cython installed next to pyconform (pip cython);
`cython:VERSION:PYTHON` pip-installs that Cython release into a cached virtualenv of PYTHON
(pyconformance/adapters/venv.py) and translates with it there, as that Python's users ran it
(Cython 3.3 refuses Python < 3.9: `cython:0.29.37:python3.8`). The C compiler builds the
extension against PYTHON's headers; a tiny launcher imports it under the name `__main__` (an
alias `PyInit___main__` makes multi-phase init name the module that), so the program sees
`__name__ == "__main__"` as a script would.

Builds go in batches: `prepare` receives every program of a run, and those not yet in the
content-hash cache are translated by one Cython process per batch of up to BATCH programs
(pyconformance/agent/cython_translate.py), then compiled with the C compiler, one batch per
core. `run` builds a program nobody prepared as a batch of one: there is one build path.

Outcomes of the build step, both phase "compile":
- Cython rejects the program -> exception type "SyntaxError" (Cython's parser and
  semantic checks play the role of CPython's compiler), message = Cython's first error.
- the C compiler rejects Cython's output -> exception type "CompileError" (a Cython
  bug, never a property of the program), message = the compiler's first error.
"""
from __future__ import annotations

import fcntl
import hashlib
import json
import os
import re
import select
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, replace
from pathlib import Path

from pyconformance.adapters.kind import Adapter
from pyconformance.adapters import build_record
from pyconformance.adapters.info import AdapterInfo, cache_root
from pyconformance.adapters.venv import backport_venv, describe
from pyconformance.implementation import Implementation, ImplementationError
from pyconformance.outcome import ExceptionInfo, Outcome
from pyconformance.program import Program
from pyconformance.adapters.python_command import PythonCommand
from pyconformance.sandbox import kill_group, run_grouped, track_group

BUILD_TIMEOUT = 300.0  # per program and step
BATCH = 32  # programs per Cython process: its start-up (about a second) is paid once per batch
TRANSLATOR = Path(__file__).resolve().parents[1] / "agent" / "cython_translate.py"
RELEASE = re.compile(r"\d+(\.\d+)*((a|b|rc)\d+)?$")
CYTHON_ERROR = r"main\.py:\d+:\d+: (.*)"
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
    """A build attempt (or one step of it): the extension's path, or why there is none."""

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


def cores() -> int:
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)


class Translator:
    """One Cython release, run by PYTHON: many programs per process (cython_translate.py)."""

    def __init__(self, python: str, version: str):
        self.python, self.version = python, version

    def translate(self, works: list[Path]) -> list[Built]:
        """WORK/main.py -> WORK/main.c for each; the same outcome as one `cython` per program.
        A process that dies or hangs on a program costs the rest of its batch nothing: that
        program is translated again alone (its own exact outcome), the others in a new process."""
        results: dict[int, Built] = {}
        pending = list(range(len(works)))
        while pending:
            answers, stopped = self._session([works[i] for i in pending])
            results.update(zip(pending, answers))
            rest = pending[len(answers):]
            if rest:  # a session that stopped at its first program was that program alone
                results[rest[0]] = self._alone(works[rest[0]]) if answers else stopped
            pending = rest[1:]
        return [results[i] for i in range(len(works))]

    def _alone(self, work: Path) -> Built:
        answers, stopped = self._session([work])
        return answers[0] if answers else stopped

    def _session(self, works: list[Path]) -> tuple[list[Built], Built]:
        """Answers for a prefix of WORKS, and the failure of the program it stopped at."""
        answers: list[Built] = []
        with tempfile.TemporaryFile("w+", encoding="utf-8") as errors:
            try:
                process = subprocess.Popen([self.python, str(TRANSLATOR)], stdin=subprocess.PIPE,
                                           stdout=subprocess.PIPE, stderr=errors, text=True, encoding="utf-8",
                                           start_new_session=True)
                track_group(process.pid)
            except OSError as exc:
                raise ImplementationError(f"cannot start Cython {self.version} ({self.python}): {exc.strerror}") from None
            try:
                for work in works:
                    request = {"source": str(work / "main.py"), "output": str(work / "main.c")}
                    process.stdin.write(json.dumps(request) + "\n")
                    process.stdin.flush()
                    if not select.select([process.stdout], [], [], BUILD_TIMEOUT)[0]:
                        return answers, Built(failure=ExceptionInfo(
                            "SyntaxError", f"build step timed out after {BUILD_TIMEOUT:.0f}s"))
                    line = process.stdout.readline()
                    if not line:
                        break
                    reply = json.loads(line)
                    answers.append(Built(log=reply["log"]) if reply["ok"] else Built(
                        failure=ExceptionInfo("SyntaxError", first_error(reply["log"], CYTHON_ERROR)), log=reply["log"]))
            except BrokenPipeError:
                pass
            finally:
                kill_group(process.pid)
                process.wait()
                for stream in (process.stdin, process.stdout):
                    try:
                        stream.close()
                    except BrokenPipeError:
                        pass
            errors.seek(0)
            log = errors.read()
        return answers, Built(failure=ExceptionInfo("SyntaxError", first_error(log, CYTHON_ERROR)), log=log)


class CythonBuilder:
    """Source -> extension module for one target Python, cached by content hash."""

    def __init__(self, target: str, translator: Translator):
        done = run_grouped([target, "-c", TARGET_PROBE], 60, text=True)
        try:
            self.include, self.suffix = json.loads(done.stdout)
        except ValueError:
            raise ImplementationError(f"cython:{target}: cannot read its sysconfig") from None
        if not Path(self.include, "Python.h").is_file():
            raise ImplementationError(f"cython:{target}: no Python.h in {self.include} (install its -dev package)")
        self.compiler = shutil.which(os.environ.get("CC", "cc")) or shutil.which("gcc")
        if not self.compiler:
            raise ImplementationError("cython needs a C compiler: apt-get install gcc")
        self.translator = translator
        self.version = translator.version
        self.cache = cache_root() / "cython"
        self.jobs = cores()

    def key(self, source: str) -> str:
        return hashlib.sha256(f"{self.version}\0{self.include}\0{self.suffix}\0{source}".encode()).hexdigest()[:24]

    def cached(self, key: str) -> Built | None:
        record = build_record.read(self.cache / key)
        if record is None:
            return None
        return Built(extension=record["extension"], failure=build_record.failure_of(record), log=record["log"])

    def build(self, source: str) -> Built:
        key = self.key(source)
        return self.cached(key) or self.build_all([source]).get(key) or self.cached(key) or Built(
            failure=ExceptionInfo("CompileError", f"the build of {key} left nothing in {self.cache}"))

    def build_all(self, sources: list[str]) -> dict[str, Built]:
        """Build every source not in the cache yet, in batches on every core; key -> Built."""
        todo = {self.key(s): s for s in sources}
        todo = {k: s for k, s in todo.items() if not build_record.is_built(self.cache / k)}
        if not todo:
            return {}
        self.cache.mkdir(parents=True, exist_ok=True)
        tag = hashlib.sha256(f"{self.version}\0{self.include}\0{self.suffix}".encode()).hexdigest()[:12]
        with open(self.cache / f".lock-{tag}", "w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)  # a parallel process building the same programs waits, then finds them
            todo = {k: s for k, s in todo.items() if not build_record.is_built(self.cache / k)}
            items = list(todo.items())
            size = max(1, min(BATCH, -(-len(items) // self.jobs)))
            batches = [items[i:i + size] for i in range(0, len(items), size)]
            from pyconformance.progress import StepProgress
            built: dict[str, Built] = {}
            with StepProgress(len(items), enabled=len(items) > 1 and sys.stderr.isatty(),
                              label=f"Cython {self.version} builds") as progress, \
                    ThreadPoolExecutor(max_workers=self.jobs) as pool:
                for done in pool.map(self._build_batch, batches):
                    built.update(done)
                    progress.advance(len(done))
        return built

    def _build_batch(self, batch: list[tuple[str, str]]) -> dict[str, Built]:
        works = []
        for key, source in batch:
            work = Path(tempfile.mkdtemp(prefix=f"{key}.", dir=self.cache))
            (work / "main.py").write_text(source, encoding="utf-8")
            (work / "alias.c").write_text(ALIAS_C)
            works.append(work)
        built = {}
        for (key, _), work, translated in zip(batch, works, self.translator.translate(works)):
            final = self.cache / key
            built[key] = translated if translated.failure else self._compile(work, final, translated.log)
            build_record.publish(work, final, built[key].log, built[key].failure, extension=built[key].extension)
        return built

    def _compile(self, work: Path, final: Path, log: str) -> Built:
        argv = [self.compiler, "-shared", "-fPIC", "-O0", "-w", f"-I{self.include}", "main.c", "alias.c",
                "-o", f"main{self.suffix}"]
        try:
            done = run_grouped(argv, BUILD_TIMEOUT, cwd=work, text=True)
        except subprocess.TimeoutExpired:
            return Built(failure=ExceptionInfo("CompileError", f"build step timed out after {BUILD_TIMEOUT:.0f}s"))
        log += done.stdout + done.stderr
        if done.returncode != 0:
            return Built(failure=ExceptionInfo("CompileError", first_error(log, r"error: (.*)")), log=log)
        return Built(extension=str(final / f"main{self.suffix}"), log=log)


def parse_arg(spec: str, arg: str) -> tuple[str, str]:
    """"python3" -> ("", "python3"); "0.29.37:/path/python3.8" -> ("0.29.37", "/path/python3.8")."""
    usage = "cython:PYTHON or cython:VERSION:PYTHON, e.g. cython:python3 or cython:3.0.12:python3"
    if not arg:
        raise ImplementationError(f"cython needs the Python to run on: {usage}")
    head, colon, python = arg.partition(":")
    if not colon:
        if RELEASE.match(head):
            raise ImplementationError(f"{spec}: Cython {head} needs the Python to run on: cython:{head}:PYTHON")
        return "", arg
    if not RELEASE.match(head):
        raise ImplementationError(f"{spec}: {head!r} is not a Cython release number ({usage})")
    if not python:
        raise ImplementationError(f"{spec}: Cython {head} needs the Python to run on: cython:{head}:PYTHON")
    return head, python


def pinned_translator(spec: str, target: str, release: str) -> Translator:
    venv = backport_venv(spec, target, [f"cython=={release}"])
    installed = venv.version_of("cython")
    if installed != release:
        raise ImplementationError(f"{spec}: cython=={release} is not in {venv.path} (found {installed or 'none'})")
    return Translator(venv.python, installed)


class CythonImplementation(Implementation):
    def __init__(self, spec: str, target: str, isolation: str, release: str = ""):
        translator = pinned_translator(spec, target, release) if release else Translator(sys.executable, cython_version())
        try:
            self.python = PythonCommand(target, isolation=isolation)
        except ImplementationError as exc:
            raise ImplementationError(f"{spec}: no usable interpreter {target} ({exc})") from None
        self.builder = CythonBuilder(self.python.command[0], translator)
        self.info = AdapterInfo(spec=spec, name="cython",
                                version=tuple(int(p) for p in re.findall(r"\d+", translator.version)[:3]),
                                executable=self.python.info.executable, language=self.python.info.language_version,
                                runs_on=describe(self.python.info))

    def prepare(self, programs: list[Program]) -> None:
        self.builder.build_all([p.source for p in programs])

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
    release, python = parse_arg(spec, arg)
    return CythonImplementation(spec, python, isolation, release)


def discover_cython() -> list[str]:
    try:
        cython_version()
    except ImplementationError:
        return []
    return ["cython:python3"] if shutil.which("python3") and shutil.which("cc") else []


def how_cython_runs(info) -> str:
    release, _, python = str(info.get("spec", "")).partition(":")[2].rpartition(":")
    source = f"Cython {release} (pip, cached virtualenv)" if release else "Cython"
    return (f"each case compiled by {source} to an extension module for "
            f"{info.get('runs_on') or python or 'the host CPython'}, imported as `__main__`")


ADAPTER = Adapter(
    kind="cython",
    label="compiler",
    how_it_runs=how_cython_runs,
    summary="Cython-compiled extension module run on PYTHON (pip cython + a C compiler); "
            "cython:VERSION:PYTHON pip-installs that Cython release into a cached virtualenv of PYTHON",
    factory=open_cython,
    discover=discover_cython,
)
