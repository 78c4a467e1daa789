"""One run pipeline, shared by `pyconform run` and the pytest plugin: open the implementation,
load its expectations and scope, prepare, (screen and judge: pyconformance/runner.py), and say
what was certified (provenance) in the certificate.

The two front ends differ only in who schedules the cases (a thread pool; pytest and its
workers); everything a certificate records is decided here once."""
from __future__ import annotations

import functools
import hashlib
import shutil
import subprocess
import sys
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Iterable, Optional, Sequence

from pyconformance.cases import Case, case_paths
from pyconformance.expectations.known import Known, implementation_files, load_known
from pyconformance.parse_cache import by_stamps
from pyconformance.implementation import Implementation
from pyconformance.runner import will_run
from pyconformance.scope import Scope, load_scope
from pyconformance.adapters.python_command import probe_once
from pyconformance.adapters.specs import command_path, open_implementation
from pyconformance.sandbox import confinement
from pyconformance.suite import catalogue_files

if TYPE_CHECKING:  # imported when a certificate is made: a run opens and starts before (runner.run_cases)
    from pyconformance.certificate import Provenance, SuiteRecord

# What the expected outcomes are (conformance/README.md: measured on CPython 3.8).
REFERENCE = "CPython 3.8 (each case's expected outcome, measured on CPython 3.8; declared drift for 3.9+)"
DEFAULT_SPEC = "python3.8"


@dataclass
class RunSetup:
    """An opened implementation with what judges it."""

    spec: str
    isolation: str  # as asked: agent, batch (agent + screening) or process
    impl: Implementation
    known: dict[str, Known] = field(default_factory=dict)
    scope: Optional[Scope] = None
    files: list[Path] = field(default_factory=list)  # expectation files applied
    chosen: str = ""  # how a default implementation was picked, when it was
    unexpected_pass: str = "fail"  # --unexpected-pass (pyconformance/certificate.py UNEXPECTED_PASS)

    @property
    def screen(self) -> bool:
        return self.isolation == "batch"

    @property
    def process_isolation(self) -> str:
        return "agent" if self.screen else self.isolation

    def open_another(self) -> Implementation:
        """One more instance (each job of a run has its own agent)."""
        return open_implementation(self.spec, self.process_isolation)

    def prepare(self, cases: Iterable[Case]) -> None:
        """Let a compiled kind build every program it will be asked for, in batches."""
        info = self.impl.info
        self.impl.prepare([c.program() for c in cases if will_run(c, info, self.known)])

    def provenance(self, suite_root: Path, keyword: Optional[str] = None) -> Provenance:
        from pyconformance.certificate import Provenance

        return Provenance(pyconformance=tool_version(), suite=suite_record(Path(suite_root)), reference=REFERENCE,
                          isolation=self.isolation, keyword=keyword or None, expectations=[p.name for p in self.files],
                          chosen=self.chosen or None, unexpected_pass=self.unexpected_pass)

    def close(self) -> None:
        self.impl.close()


def suite_case_ids(root: Path) -> Optional[set[str]]:
    """Every case id of the suite at ROOT (from file names: cheap), or None without cases/:
    an expectations entry naming none of them is an error (pyconformance/expectations/known.py)."""
    cases_dir = root / "cases"
    if not cases_dir.is_dir():
        return None
    return {p.relative_to(cases_dir).with_suffix("").as_posix() for p in case_paths(cases_dir)}


def open_run(spec: str, isolation: str, expectations_dir: Path, use_expectations: bool = True,
             chosen: str = "", own_expectations: Sequence[Path] = (), unexpected_pass: str = "fail",
             case_ids: Optional[set[str]] = None) -> RunSetup:
    """Open SPEC and load its expectations: the shipped files for it (unless not
    USE_EXPECTATIONS), then the implementer's OWN_EXPECTATIONS in order. Raises
    ImplementationError (cannot open) or CaseError (a broken or missing expectations file),
    having closed what it opened. CASE_IDS: the suite's, from a caller that loaded it (else
    read from the file names beside EXPECTATIONS_DIR)."""
    impl = open_implementation(spec, "agent" if isolation == "batch" else isolation)
    try:
        files = implementation_files(Path(expectations_dir) if use_expectations else None, impl.info,
                                     own_expectations)
        if case_ids is None:
            case_ids = suite_case_ids(Path(expectations_dir).parent)
        known, scope = load_known(files, case_ids), load_scope(files)
    except BaseException:
        impl.close()
        raise
    setup = RunSetup(spec, isolation, impl, known, scope, files, unexpected_pass=unexpected_pass)
    if chosen:
        setup.chosen = f"{chosen}: certifying {spec}, {impl.info.name} {impl.info.version_text}"
    return setup


def look_ahead(spec: str) -> threading.Thread:
    """Ask, in a thread, what opening SPEC and starting its jobs will ask the machine: who the
    interpreter is (one start of it) and how a child is confined (one `true`). The caller
    loads the suite meanwhile; the answers are cached (pyconformance/once.py), and whoever
    asks before they are in waits for them instead of asking again. A failure here is
    dropped: the same question asked later fails again, and says why."""
    def ask() -> None:
        try:
            executable = command_path(spec)
            if executable is not None:
                probe_once(spec, executable)
            confinement()
        except Exception:  # noqa: BLE001 - see above
            pass

    thread = threading.Thread(target=ask, name="look-ahead", daemon=True)
    thread.start()
    return thread


def default_spec() -> tuple[str, str]:
    """python3.8 when a working one is on PATH (pyenv shims may exist but fail), else this
    Python; the second value says why, when it is not python3.8 ("" when it is)."""
    found = shutil.which(DEFAULT_SPEC)
    if found:
        try:
            if subprocess.run([found, "-c", "pass"], capture_output=True, timeout=20).returncode == 0:
                return found, ""
            why = f"{DEFAULT_SPEC} at {found} does not run"
        except (OSError, subprocess.TimeoutExpired):
            why = f"{DEFAULT_SPEC} at {found} does not run"
    else:
        why = f"no {DEFAULT_SPEC} found"
    return sys.executable, why


@functools.lru_cache(maxsize=8)
def suite_record(root: Path) -> SuiteRecord:
    """The suite revision: a content hash of its case files and rule catalogue, so two
    certificates say whether they ran the same suite."""
    from pyconformance.certificate import SuiteRecord

    digest = hashlib.sha256()
    cases_dir = root / "cases"
    files = sorted(p for p in cases_dir.rglob("*") if p.is_file() and "__pycache__" not in p.parts
                   and p.suffix in (".py", ".toml")) if cases_dir.is_dir() else []
    cases = sum(1 for p in files if p.suffix == ".py")
    paths = files + catalogue_files(root)

    def revision() -> str:
        for path in paths:
            digest.update(path.relative_to(root).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
        return f"sha256:{digest.hexdigest()[:16]}"

    return SuiteRecord(revision=by_stamps("revision", root, paths, revision), cases=cases)


def tool_version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    for name in ("pyconformance", "pyconform"):
        try:
            return version(name)
        except PackageNotFoundError:
            continue
    return "unknown"
