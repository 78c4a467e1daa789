"""Source-to-source tools whose output must mean what their input means.

Each tool is a pure function source -> source run by the host Python in a worker process
(pyconformance/adapters/tool_worker.py: a hang or crash costs one program, not the run). A
tool signals that it rejects a program by raising; the adapter turns that into an
outcome (see pyconformance/adapters/transform.py).
"""
from __future__ import annotations

import ast
import contextlib
import importlib.metadata
import importlib.util
import io
import os
import sys
import tempfile
from dataclasses import dataclass
from typing import Callable

from pyconformance.implementation import ImplementationError


@dataclass(frozen=True)
class Tool:
    name: str  # the TOOL of `transform:TOOL:PYTHON`
    distribution: str  # pip package that provides it (also its version)
    module: str  # a module whose presence shows the tool is installed
    transform: Callable[[str], str]

    def version(self) -> str:
        if self.distribution == "python":  # part of the host's stdlib
            return ".".join(map(str, sys.version_info[:3]))
        return importlib.metadata.version(self.distribution)

    def check_installed(self) -> None:
        # find_spec, not import: `pyconform impls` asks every tool and must stay fast.
        if importlib.util.find_spec(self.module) is None:
            raise ImplementationError(
                f"transform tool {self.name} not installed: pip install {self.distribution}")


def minify(source: str) -> str:
    import python_minifier

    # Default options, as `pyminify` applies them.
    return python_minifier.minify(source)


def libcst_round_trip(source: str) -> str:
    import libcst

    return libcst.parse_module(source, config=libcst.PartialParserConfig(python_version="3.8")).code


def ast_round_trip(source: str) -> str:
    return ast.unparse(ast.parse(source))


def black_format(source: str) -> str:
    import black

    mode = black.Mode(target_versions={black.TargetVersion.PY38})
    return black.format_str(source, mode=mode)


def pyupgrade_py38(source: str) -> str:
    from pyupgrade._main import main  # its only entry point works on files

    handle, path = tempfile.mkstemp(suffix=".py")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write(source)
        with contextlib.redirect_stderr(io.StringIO()):  # it reports "Rewriting <file>"
            main(["--py38-plus", "--exit-zero-even-if-changed", path])
        with open(path, encoding="utf-8") as rewritten:
            return rewritten.read()
    finally:
        os.unlink(path)


def future_fstrings_decode(source: str) -> str:
    import future_fstrings

    # The codec's own rewriting (what `# -*- coding: future_fstrings -*-` runs on
    # Pythons without f-strings); `future_fstrings.decode` is a no-op on 3.6+.
    return future_fstrings.fstring_decode(source.encode("utf-8"))[0]


TOOLS: dict[str, Tool] = {tool.name: tool for tool in (
    Tool("python-minifier", "python-minifier", "python_minifier", minify),
    Tool("libcst", "libcst", "libcst", libcst_round_trip),
    Tool("ast-unparse", "python", "ast", ast_round_trip),
    Tool("black", "black", "black", black_format),
    Tool("pyupgrade", "pyupgrade", "pyupgrade", pyupgrade_py38),
    Tool("future-fstrings", "future-fstrings", "future_fstrings", future_fstrings_decode),
)}
