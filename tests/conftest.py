import functools
import shutil
import sys
from pathlib import Path

import pytest

from pyconformance.implementation import ImplementationError
from pyconformance.adapters.specs import open_implementation

ROOT = Path(__file__).resolve().parents[1]
# A candidate that drops the f-string '=' whitespace; its wrapper runs the system python3.
BROKEN_FSTRING = str(ROOT / "tests" / "fixtures" / "broken_fstring_python")
needs_system_python = pytest.mark.skipif(
    shutil.which("python3", path="/usr/local/bin:/usr/bin:/bin") is None,
    reason="the broken-candidate fixture needs python3 in /usr/local/bin, /usr/bin or /bin")
needs_redis_server = pytest.mark.skipif(shutil.which("redis-server") is None,
                                        reason="redis-server is not on PATH (Debian package redis-server)")
HOST = sys.executable


@functools.lru_cache(maxsize=None)
def cpython(version: str) -> str:
    """The CPython VERSION ("3.8") of this machine, found as `pyconform impls` finds interpreters
    (pythonX.Y on PATH, then pyenv): its executable, or "" when there is none."""
    from pyconformance.drift.measured import discover

    found = discover(tuple(int(part) for part in version.split(".")))
    return found.spec if found else ""


def needs_cpython(version: str) -> pytest.MarkDecorator:
    """Skip, saying why, when this machine has no CPython VERSION."""
    return pytest.mark.skipif(not cpython(version), reason=f"no CPython {version} here (python{version} on PATH or pyenv)")


@pytest.fixture(scope="session")
def host_agent():
    with open_implementation(HOST, "agent") as impl:
        yield impl


@pytest.fixture(scope="session")
def host_process():
    with open_implementation(HOST, "process") as impl:
        yield impl


@pytest.fixture(params=["agent", "process"])
def host_impl(request, host_agent, host_process):
    return host_agent if request.param == "agent" else host_process


# A one-case suite's case metadata and catalogue, shared by the CLI tests.
OK_META = '''
rules = ["demo.rule"]
features = ["demo"]
description = "prints x=1"
[expect]
stdout = "x=1\\n"
'''
RULES = '''[[rule]]
id = "demo.rule"
title = "demo"
statement = "The debug specifier prints the expression text."
source = "000-article.md"
'''


def write_case(directory: Path, name: str, meta: str, body: str) -> Path:
    """A case file from TOML metadata lines (without the '# ' prefix) and a program body."""
    lines = ["# /// pyconform", *[("# " + l) if l else "#" for l in meta.strip("\n").splitlines()], "# ///"]
    path = directory / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines) + "\n" + body, encoding="utf-8")
    return path


def open_engine_or_skip(spec: str, only_when_install_fails: bool = False):
    """A node engine (npm, installed on first use), or a skip saying why it is unavailable here.
    ONLY_WHEN_INSTALL_FAILS: any other refusal (say, a probe that refuses a release) is the test's
    business and is raised."""
    try:
        return open_implementation(spec)
    except ImplementationError as exc:
        if only_when_install_fails and "npm install" not in str(exc):
            raise
        pytest.skip(f"{spec} unavailable (npm registry unreachable or package missing): {exc}")
