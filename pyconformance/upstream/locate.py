"""Where the reference's regression tests are: the Lib/test package of an installed
CPython 3.8, found at run time (never copied into the project).

In order: `--tests-from PYTHON`; pyenv's 3.8 (~/.pyenv/versions/3.8*); a `python3.8` on PATH.
An installation without its test package (Debian's python3.8 without libpython3.8-testsuite)
does not count."""
from __future__ import annotations

import glob
import json
import os
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

from pyconformance.sandbox import scrubbed_env

REFERENCE_VERSION = (3, 8)
PYENV_PYTHONS = os.path.expanduser("~/.pyenv/versions/3.8*/bin/python3.8")
ASK = ("import json, sys, sysconfig; print(json.dumps([sys.implementation.name, list(sys.version_info[:3]), "
       "sysconfig.get_paths()['stdlib'], sys.executable]))")


@dataclass(frozen=True)
class TestsSource:
    """The reference installation whose Lib/test is run."""

    python: str
    version: tuple[int, int, int]
    path: Path  # .../lib/python3.8/test

    def to_dict(self) -> dict:
        return {"python": self.python, "version": ".".join(map(str, self.version)), "path": str(self.path)}


class NoTests(Exception):
    """No usable reference test package; the message says what was looked at."""


def ask(python: str) -> TestsSource:
    """The test package of PYTHON; NoTests with the reason when it has none or is not 3.8."""
    try:
        done = subprocess.run([python, "-S", "-c", ASK], capture_output=True, text=True, timeout=30,
                              env=scrubbed_env(), stdin=subprocess.DEVNULL)
        name, version, stdlib, executable = json.loads(done.stdout.strip().splitlines()[-1])
    except (OSError, subprocess.SubprocessError) as exc:
        raise NoTests(f"{python}: cannot run it ({exc})") from None
    except (ValueError, IndexError):
        raise NoTests(f"{python}: does not answer like a CPython") from None
    if name != "cpython" or tuple(version[:2]) != REFERENCE_VERSION:
        found = ".".join(map(str, version))
        raise NoTests(f"{python} is {name} {found}, not CPython {'.'.join(map(str, REFERENCE_VERSION))}")
    path = Path(stdlib) / "test"
    if not (path / "support" / "__init__.py").is_file():
        raise NoTests(f"{python}: its installation has no Lib/test ({path} missing)")
    return TestsSource(executable, tuple(version), path)


def candidates() -> list[str]:
    found = sorted(glob.glob(PYENV_PYTHONS))
    from shutil import which

    on_path = which("python3.8")
    if on_path and on_path not in found:
        found.append(on_path)
    return found


def locate(tests_from: Optional[str] = None) -> TestsSource:
    """The reference's Lib/test; NoTests saying what was tried when there is none."""
    if tests_from:
        return ask(tests_from)
    reasons = []
    for python in candidates():
        try:
            return ask(python)
        except NoTests as exc:
            reasons.append(str(exc))
    tried = "; ".join(reasons) if reasons else f"no {PYENV_PYTHONS} and no python3.8 on PATH"
    raise NoTests(f"no CPython 3.8 installation with its Lib/test found ({tried})")
