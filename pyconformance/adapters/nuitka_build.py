"""Nuitka builds in batches: many programs compiled by one Nuitka run, cached by content hash.

Nuitka's start-up, its runtime library and the C toolchain cost far more than one small
program does, so programs are compiled as the submodules `c_<key>` of one package
(`nuitka --module PKG --include-package=PKG`), one extension per batch. Each program's
verdict is recorded under `<cache>/nuitka/<toolchain>/programs/<key>.json`: where its batch
extension is, or why it has none. A warm run reads those records and builds nothing.

Verdicts equal those of building each program alone:
- Nuitka skips a submodule its parser rejects (a warning, the batch still builds): that
  program is then run through Nuitka alone (`--generate-c-only`, about a second) for its
  exact error;
- a batch that fails names the culprit file in its error: it is recorded rejected and the
  batch is built again without it; a failure naming no program splits the batch in halves
  until one program is left, which gets its own outcome.
"""
from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import subprocess
import tempfile
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from pyconformance.adapters import build_record
from pyconformance.adapters.info import cache_root
from pyconformance.implementation import ImplementationError
from pyconformance.outcome import ExceptionInfo
from pyconformance.sandbox import run_grouped

BATCH_SIZE = int(os.environ.get("PYCONFORM_NUITKA_BATCH", "80"))
WORKERS = int(os.environ.get("PYCONFORM_NUITKA_WORKERS", "2"))  # parallel Nuitka runs, one C job each
BUILD_TIMEOUT = float(os.environ.get("PYCONFORM_NUITKA_TIMEOUT", "3600"))
SKIPPED = re.compile(r"Cannot follow import to module '([\w.]+)' because of '(\w+)'")
ERROR_LINE = re.compile(r"^(\w*(?:Error|Exception)): ?(.*)$")
# How a failing batch names its culprit: the program's file in a Python-level error or in the
# warning Nuitka prints before it crashes on a node, or the C file Nuitka generated from it in a
# compiler error.
CULPRIT = re.compile(r'File "[^"]*?\b(c_[0-9a-f]+)\.py", line \d+|Problem at \'[^\']*?\b(c_[0-9a-f]+)\.py:\d+\''
                     r'|module\.nb_[0-9a-f]+\.(c_[0-9a-f]+)\.c:')
# What Nuitka reports for a program it rejects, as CPython's compiler would; any other exception
# in its log is Nuitka itself failing (an internal AssertionError, say): a CompileError.
REJECTIONS = ("SyntaxError", "IndentationError", "TabError")
FLAGS = ["--no-pyi-file", "--lto=no", "--quiet", "--remove-output", "--assume-yes-for-downloads"]


@dataclass(frozen=True)
class Built:
    """One program's build verdict: the batch extension holding it, or why there is none."""

    extension: str = ""
    package: str = ""
    module: str = ""
    failure: ExceptionInfo | None = None
    log: str = ""

    def to_dict(self) -> dict:
        record = {"extension": self.extension, "package": self.package, "module": self.module, "log": self.log[-4000:]}
        if self.failure:
            record["type"], record["message"] = self.failure.type, self.failure.message
        return record

    @property
    def verdict(self) -> ExceptionInfo | None:
        """The build's outcome as judged: a rejection as reported, anything else a CompileError."""
        failure = self.failure
        if failure is None or failure.type in REJECTIONS or failure.type == "CompileError":
            return failure
        return ExceptionInfo("CompileError", f"Nuitka crashed: {failure.type}: {failure.message}"[:300])

    @classmethod
    def from_dict(cls, record: dict) -> "Built":
        failure = ExceptionInfo(record["type"], record["message"]) if record.get("type") else None
        return cls(record["extension"], record["package"], record["module"], failure, record.get("log", ""))


def program_key(source: str) -> str:
    return hashlib.sha256(source.encode("utf-8", "surrogatepass")).hexdigest()[:20]


def first_error(log: str) -> ExceptionInfo:
    """The error Nuitka (or the C compiler) reported last: `SyntaxError: msg` -> its type and msg."""
    errors = [ERROR_LINE.match(line.strip()) for line in log.splitlines()]
    errors = [found for found in errors if found]
    if errors:
        return ExceptionInfo(errors[-1].group(1), errors[-1].group(2).strip())
    compiler = [line.split("error:", 1)[1].strip() for line in log.splitlines() if "error:" in line]
    lines = [line.strip() for line in log.splitlines() if line.strip()]
    return ExceptionInfo("CompileError", (compiler or lines or ["nuitka failed without a message"])[0][:300])


class NuitkaBuilder:
    """Programs -> extension modules built by the Nuitka of one virtualenv, for its Python."""

    def __init__(self, spec: str, nuitka_python: str, toolchain: str):
        self.spec = spec
        self.nuitka_python = nuitka_python
        self.root = toolchain_cache(toolchain)
        self.records = self.root / "programs"
        self.env = {**os.environ, "NUITKA_CACHE_DIR": str(self.root / "nuitka-cache")}

    # -- records -------------------------------------------------------------------------------
    def lookup(self, source: str) -> Built | None:
        path = self.records / f"{program_key(source)}.json"
        try:
            built = Built.from_dict(json.loads(path.read_text()))
        except (OSError, ValueError, KeyError):
            return None
        if built.extension and not Path(built.extension).is_file():
            return None  # its batch was removed from the cache: build it again
        return built

    def _record(self, source: str, built: Built) -> None:
        build_record.save(self.records / f"{program_key(source)}.json", built.to_dict())

    # -- building ------------------------------------------------------------------------------
    def check_toolchain(self) -> None:
        """Build `pass` once per toolchain: a compiler or header problem is one clear error, not
        a CompileError for every program."""
        marker = self.root / "toolchain-ok"
        if marker.is_file():
            return
        with tempfile.TemporaryDirectory(prefix="probe.", dir=self._tmp()) as work:
            done = self._nuitka(Path(work), ["--module", "probe.py"], {"probe.py": "pass\n"})
            if done.returncode != 0:
                why = first_error(done.stdout + done.stderr)
                raise ImplementationError(f"{self.spec}: Nuitka cannot build even an empty module: "
                                          f"{why.type}: {why.message}")
        marker.write_text("ok\n")

    def build_all(self, sources: list[str]) -> None:
        """Build every program that has no verdict yet, BATCH_SIZE per Nuitka run."""
        todo = list({program_key(s): s for s in sources if self.lookup(s) is None}.values())
        batches = [todo[i:i + BATCH_SIZE] for i in range(0, len(todo), BATCH_SIZE)]
        if not batches:
            return
        with ThreadPoolExecutor(max_workers=max(1, min(WORKERS, len(batches)))) as pool:
            list(pool.map(self._build_batch, batches))

    def build(self, source: str) -> Built:
        found = self.lookup(source)
        if found is None:
            self._build_batch([source])
            found = self.lookup(source)
        return found or Built(failure=ExceptionInfo("CompileError", "no build record was written"))

    def _build_batch(self, sources: list[str]) -> None:
        """One Nuitka run for SOURCES; a failure is charged to the programs it names, or the
        batch is halved until it names one (build_record.isolate)."""
        build_record.isolate(sources, None, self._attempt, lambda place, part: None, self._record)

    def _attempt(self, sources: list[str], _place: None) -> build_record.Attempt:
        keys = {f"c_{program_key(s)}": s for s in sources}
        batch = hashlib.sha256("\0".join(sorted(keys)).encode()).hexdigest()[:16]
        package = f"nb_{batch}"
        final = self.root / "batches" / batch
        work = Path(tempfile.mkdtemp(prefix=f"{batch}.", dir=self._tmp()))
        files = {f"{package}/__init__.py": "", **{f"{package}/{name}.py": s for name, s in keys.items()}}
        done = self._nuitka(work, ["--module", package, f"--include-package={package}"], files)
        log = done.stdout + done.stderr
        if done.returncode == 0:
            self._accept(work, final, package, keys, log)
            return build_record.Attempt(done=True)
        shutil.rmtree(work, ignore_errors=True)
        failed = Built(failure=first_error(log), log=log)
        culprits = {''.join(names) for names in CULPRIT.findall(log)} & set(keys)
        return build_record.Attempt(done=False, named={keys[name]: failed for name in culprits}, failure=failed)

    def _accept(self, work: Path, final: Path, package: str, keys: dict[str, str], log: str) -> None:
        extension = next(work.glob(f"{package}*.so"), None) or next(work.glob(f"{package}*.pyd"), None)
        if extension is None:
            raise ImplementationError(f"{self.spec}: Nuitka reported success but wrote no extension in {work}")
        skipped = {module.rpartition(".")[2] for module, _ in SKIPPED.findall(log)}
        for entry in work.iterdir():  # keep only the extension: sources and build trees are large
            if entry != extension:
                shutil.rmtree(entry, ignore_errors=True) if entry.is_dir() else entry.unlink()
        final.parent.mkdir(parents=True, exist_ok=True)
        try:
            os.rename(work, final)
        except OSError:  # another run built the same batch first: use its copy
            shutil.rmtree(work, ignore_errors=True)
        path = str(final / extension.name)
        for name, source in keys.items():
            if name in skipped:
                self._record(source, self._alone(source))
            else:
                self._record(source, Built(extension=path, package=package, module=name))

    def _alone(self, source: str) -> Built:
        """Nuitka's own verdict on a program its batch skipped (it stops before C)."""
        with tempfile.TemporaryDirectory(prefix="alone.", dir=self._tmp()) as work:
            done = self._nuitka(Path(work), ["--module", "main.py", "--generate-c-only"], {"main.py": source})
        log = done.stdout + done.stderr
        if done.returncode == 0:  # skipped in a batch, accepted alone: say so rather than guess
            return Built(failure=ExceptionInfo("CompileError", "skipped by Nuitka in a package, accepted alone"), log=log)
        return Built(failure=first_error(log), log=log)

    def _nuitka(self, work: Path, target: list[str], files: dict[str, str]) -> subprocess.CompletedProcess:
        for name, text in files.items():
            path = work / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8", errors="surrogatepass")
        nice = ["nice"] if shutil.which("nice") else []  # builds yield to the programs being run
        argv = [*nice, self.nuitka_python, "-m", "nuitka", *target, f"--jobs={1 if WORKERS > 1 else 2}",
                "--output-dir=.", *FLAGS]
        try:
            return run_grouped(argv, BUILD_TIMEOUT, cwd=work, text=True, errors="replace", env=self.env,
                               stdin=subprocess.DEVNULL)
        except subprocess.TimeoutExpired:
            return subprocess.CompletedProcess(argv, 1, "", f"CompileError: Nuitka timed out after {BUILD_TIMEOUT:.0f}s")
        except OSError as exc:
            raise ImplementationError(f"{self.spec}: cannot start Nuitka ({exc.strerror})") from None

    def _tmp(self) -> Path:
        path = self.root / "tmp"
        path.mkdir(parents=True, exist_ok=True)
        return path


def toolchain_cache(toolchain: str) -> Path:
    return cache_root() / "nuitka" / hashlib.sha256(toolchain.encode()).hexdigest()[:16]
