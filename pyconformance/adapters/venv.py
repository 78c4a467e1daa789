"""Cached virtualenvs of an older interpreter with backports installed into them.

One environment per (interpreter, requirements, extra files), under
`<cache>/venvs/`; built once under a file lock (parallel `--jobs` instances wait for
the first), and marked ready only when pip succeeded, so a failed install is retried
next time rather than half-used.
"""
from __future__ import annotations

import fcntl
import hashlib
import json
import os
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

from pyconformance.adapters.info import cache_root
from pyconformance.implementation import Implementation, ImplementationError, ImplementationInfo
from pyconformance.outcome import Outcome
from pyconformance.program import Program
from pyconformance.adapters.python_command import PythonCommand, locate, probe
from pyconformance.sandbox import run_grouped

READY = ".pyconform-ready.json"
VENV_TIMEOUT = 300.0
PIP_TIMEOUT = float(os.environ.get("PYCONFORM_PIP_TIMEOUT", "900"))
SITE_PROBE = "import sysconfig; print(sysconfig.get_paths()['purelib'])"


@dataclass(frozen=True)
class Venv:
    path: Path
    base: ImplementationInfo  # the interpreter it was made from
    installed: dict[str, str]  # normalized distribution name -> version

    @property
    def python(self) -> str:
        return str(self.path / "bin" / "python")

    def version_of(self, distribution: str) -> str:
        return self.installed.get(normalize(distribution), "")

    @property
    def site_packages(self) -> str:
        """lib/<interpreter X.Y>/site-packages, which _build checked was inside the venv."""
        return str(next((self.path / "lib").glob("*/site-packages"), ""))


def normalize(distribution: str) -> str:
    return "-".join(part for part in distribution.lower().replace("_", "-").replace(".", "-").split("-") if part)


def describe(info: ImplementationInfo) -> str:
    return f"{'CPython' if info.name == 'cpython' else info.name} {info.version_text}"


def last_line(text: str) -> str:
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    errors = [line for line in lines if line.startswith("ERROR:")]
    return (errors or lines or ["no output"])[-1][:300]


def backport_venv(spec: str, python: str, requirements: list[str], files: dict[str, str] | None = None) -> Venv:
    """A virtualenv of PYTHON with REQUIREMENTS installed and FILES written into its site-packages."""
    try:
        base = probe(spec, locate(python))
    except ImplementationError as exc:
        raise ImplementationError(f"{spec}: no usable interpreter {python} ({exc})") from None
    files = files or {}
    key = hashlib.sha256(json.dumps([os.path.realpath(base.executable), base.version_text, sorted(requirements),
                                     sorted(files.items())]).encode()).hexdigest()[:16]
    path = cache_root() / "venvs" / f"{base.name}-{base.version_text}-{key}"
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path.with_name(path.name + ".lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        ready = path / READY
        if not ready.is_file():
            shutil.rmtree(path, ignore_errors=True)
            installed = _build(spec, base, path, requirements, files)
            ready.write_text(json.dumps(installed, indent=1, sort_keys=True))
    return Venv(path, base, json.loads(ready.read_text()))


# The pip a venv of these Pythons starts with cannot install today's sdists (pip 18 on 3.6 builds
# them with a setuptools that no longer supports 3.6): first the last releases that do.
BOOTSTRAP: dict[tuple[int, int], tuple[str, ...]] = {
    (3, 6): ("pip<22", "setuptools<60", "wheel<0.38"),
}


def _run(spec: str, what: str, argv: list[str], timeout: float) -> str:
    try:
        done = run_grouped(argv, timeout, text=True, stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        raise ImplementationError(f"{spec}: {what} timed out after {timeout:.0f}s") from None
    except OSError as exc:
        raise ImplementationError(f"{spec}: {what} could not start ({exc.strerror})") from None
    if done.returncode != 0:
        raise ImplementationError(f"{spec}: {what} failed: {last_line(done.stderr + done.stdout)}")
    return done.stdout


def _build(spec: str, base: ImplementationInfo, path: Path, requirements: list[str],
           files: dict[str, str]) -> dict[str, str]:
    label = describe(base)
    _run(spec, f"creating a {label} virtualenv", [base.executable, "-m", "venv", str(path)], VENV_TIMEOUT)
    python = str(path / "bin" / "python")
    bootstrap = BOOTSTRAP.get(base.language_version[:2])
    if requirements and bootstrap:
        _run(spec, f"upgrading pip in a {label} virtualenv",
             [python, "-m", "pip", "install", "--disable-pip-version-check", "-q", "-U", *bootstrap], PIP_TIMEOUT)
    if requirements:
        _run(spec, f"pip install {' '.join(requirements)} into a {label} virtualenv",
             [python, "-m", "pip", "install", "--disable-pip-version-check", "-q", *requirements], PIP_TIMEOUT)
    # Without -S: only site.py applies pyvenv.cfg; with -S sysconfig names the base interpreter's directory.
    site = Path(_run(spec, "reading the virtualenv's site-packages", [python, "-c", SITE_PROBE], 60).strip())
    if path.resolve() not in site.resolve().parents:
        raise ImplementationError(f"{spec}: the virtualenv's site-packages {site} is outside {path}")
    for name, text in files.items():
        (site / name).write_text(text, encoding="utf-8")
    frozen = _run(spec, "pip freeze", [python, "-m", "pip", "freeze", "--disable-pip-version-check"], 120)
    return {normalize(name): version for name, _, version in
            (line.partition("==") for line in frozen.splitlines()) if version}


class VenvPython(Implementation):
    """An implementation that is a virtualenv's python (a backport, pyston-lite): subclasses set
    `self.python` (a PythonCommand) and `self.info`; running is the python's."""

    python: PythonCommand

    def run(self, program: Program) -> Outcome:
        return self.python.run(program)

    def screen(self, programs: list[Program]) -> list[Outcome | None]:
        return self.python.screen(programs)

    def python_command(self) -> list[str]:
        return self.python.python_command()

    def close(self) -> None:
        self.python.close()
