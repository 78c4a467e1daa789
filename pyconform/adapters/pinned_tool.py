"""`transform:TOOL==VERSION:PYTHON`: one release of a host transform tool, so certificates of
several releases (black 22.12.0 next to today's) show what changed between them.

The release is pip-installed into a cached virtualenv of the host interpreter
(pyconform/adapters/venv.py); the same tool function (pyconform/adapters/transform_tools.py)
runs there in a worker process, with that virtualenv's site-packages ahead of everything
else on its path, so the pinned release is the one imported even when pyconform itself was
installed next to another release.
"""
from __future__ import annotations

import os
import subprocess
import sys

from pyconform.adapters.tool_worker import ToolWorker, host_pythonpath
from pyconform.adapters.transform_tools import Tool
from pyconform.adapters.venv import SITE_PROBE, Venv, backport_venv
from pyconform.implementation import ImplementationError


def split_pin(name: str) -> tuple[str, str]:
    """"black==22.12.0" -> ("black", "22.12.0"); "black" -> ("black", "")."""
    tool, _, release = name.partition("==")
    return tool, release


class PinnedTool:
    """TOOL at RELEASE in its own virtualenv; duck-types transform.HostTool."""

    def __init__(self, spec: str, tool: Tool, release: str):
        if tool.distribution == "python":
            raise ImplementationError(f"{spec}: {tool.name} is part of the host's stdlib and has no releases to pin")
        self.tool, self.name, self.spec, self.release = tool, tool.name, spec, release
        self.venv: Venv = backport_venv(spec, sys.executable, [f"{tool.distribution}=={release}"])
        site = subprocess.run([self.venv.python, "-c", SITE_PROBE], capture_output=True, text=True,
                              timeout=60).stdout.strip()
        module = tool.transform.__module__
        path = os.pathsep.join(filter(None, [site, host_pythonpath(module)]))
        self.worker = ToolWorker(self.venv.python, module, tool.transform.__qualname__, spec, pythonpath=path)

    def check_installed(self) -> None:
        if self.venv.version_of(self.tool.distribution) != self.release:
            raise ImplementationError(f"{self.spec}: {self.tool.distribution}=={self.release} is not in {self.venv.path}")

    def version(self) -> str:
        return self.venv.version_of(self.tool.distribution)

    def start(self) -> None:
        self.worker.ensure_started()

    def transform(self, source: str) -> str:
        return self.worker.transform(source)

    def close(self) -> None:
        self.worker.close()
