import sys
from pathlib import Path

import pytest

from pyconform.specs import open_implementation

ROOT = Path(__file__).resolve().parents[1]
HOST = sys.executable


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


def write_case(directory: Path, name: str, meta: str, body: str) -> Path:
    """A case file from TOML metadata lines (without the '# ' prefix) and a program body."""
    lines = ["# /// pyconform", *[("# " + l) if l else "#" for l in meta.strip("\n").splitlines()], "# ///"]
    path = directory / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines) + "\n" + body, encoding="utf-8")
    return path
