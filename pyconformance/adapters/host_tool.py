"""Host transform tools in a worker process: the release the host has installed
(`transform:black:PYTHON`), or one pinned release (`transform:black==22.12.0:PYTHON`), so
certificates of several releases show what changed between them.

A pinned release is pip-installed into a cached virtualenv of the host interpreter
(pyconformance/adapters/venv.py); the same tool function (pyconformance/adapters/transform_tools.py)
runs there, with that virtualenv's site-packages ahead of everything else on its path, so the
pinned release is the one imported even when pyconform itself was installed next to another.
"""
from __future__ import annotations

import os
import sys

from pyconformance.adapters.tool_worker import ToolWorker, host_pythonpath
from pyconformance.adapters.transform_tools import Tool
from pyconformance.adapters.venv import Venv, backport_venv
from pyconformance.implementation import ImplementationError


def split_pin(name: str) -> tuple[str, str]:
    """"black==22.12.0" -> ("black", "22.12.0"); "black" -> ("black", "")."""
    tool, _, release = name.partition("==")
    return tool, release


class HostTool:
    """A transform_tools.Tool run by the host Python in a child process (a tool that hangs or
    crashes on one program costs that program its outcome, not the run)."""

    def __init__(self, spec: str, tool: Tool, python: str = sys.executable, first_on_path: str = ""):
        self.tool, self.name = tool, tool.name
        module = tool.transform.__module__
        path = os.pathsep.join(filter(None, [first_on_path, host_pythonpath(module)]))
        self.worker = ToolWorker(python, module, tool.transform.__qualname__, spec, pythonpath=path)

    def version(self) -> str:
        return self.tool.version()

    def start(self) -> None:
        self.worker.ensure_started()

    def transform(self, source: str) -> str:
        return self.worker.transform(source)

    def close(self) -> None:
        self.worker.close()


class PinnedTool(HostTool):
    """TOOL at RELEASE in its own virtualenv of the host interpreter."""

    def __init__(self, spec: str, tool: Tool, release: str):
        if tool.distribution == "python":
            raise ImplementationError(f"{spec}: {tool.name} is part of the host's stdlib and has no releases to pin")
        self.spec, self.release = spec, release
        self.venv: Venv = backport_venv(spec, sys.executable, [f"{tool.distribution}=={release}"])
        super().__init__(spec, tool, self.venv.python, first_on_path=self.venv.site_packages)

    def check_installed(self) -> None:
        if self.venv.version_of(self.tool.distribution) != self.release:
            raise ImplementationError(f"{self.spec}: {self.tool.distribution}=={self.release} is not in {self.venv.path}")

    def version(self) -> str:
        return self.venv.version_of(self.tool.distribution)
