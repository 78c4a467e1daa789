"""Syntax backport compilers: tools that rewrite 3.8 syntax for an older Python.

Certified the way their users run them: the tool is pip-installed (a release that
supports that Python) into a cached virtualenv of the older interpreter, rewrites each
case there, and the output runs on the plain older interpreter
(`transform:bpc-walrus:/path/to/python3.7`). The future-fstrings codec is one of them
when PYTHON is older than 3.8 (`transform:future-fstrings:/path/to/python3.7`); on a 3.8+
PYTHON it stays a host tool (pyconformance/adapters/transform_tools.py). The tool runs in one long-lived worker
process per implementation instance (pyconformance/adapters/tool_worker.py); it only
parses programs, never runs them.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from pyconformance.adapters.tool_worker import ToolRefused, ToolWorker
from pyconformance.adapters.venv import Venv, backport_venv, describe
from pyconformance.implementation import ImplementationError

# bpc tools wrap the parser's errors: "BPCSyntaxError: source file ... errors: [L3C5] SyntaxError: <what>".
WRAPPED_SYNTAX_ERROR = re.compile(r"\[L\d+C\d+\] SyntaxError: (.*?)(?= \[L\d+C\d+\] |$)")


@dataclass(frozen=True)
class Compiler:
    name: str  # the TOOL of `transform:TOOL:PYTHON`
    requirement: str  # what pip installs into the older interpreter's virtualenv
    distribution: str
    module: str
    function: str  # module.function(source: str) -> str
    claims: str  # one line: what the tool says it backports
    # Modules written into the virtualenv's site-packages (name -> text), for a tool whose
    # own entry point is not a function of source text.
    files: dict[str, str] = field(default_factory=dict)
    # Installed next to it: a dependency the tool declares only for the Pythons it expects to need it.
    also: tuple[str, ...] = ()

    @property
    def requirements(self) -> list[str]:
        return [self.requirement, *self.also]

    def pinned(self, release: str) -> "Compiler":
        return replace(self, requirement=f"{self.distribution}=={release}")


COMPILERS: dict[str, Compiler] = {c.name: c for c in (
    Compiler("bpc-walrus", "bpc-walrus", "bpc-walrus", "walrus", "convert",
             "assignment expressions (PEP 572) for Python 3.3-3.7"),
    Compiler("bpc-poseur", "bpc-poseur", "bpc-poseur", "poseur", "convert",
             "positional-only parameters (PEP 570) for Python 3.3-3.7"),
    Compiler("bpc-f2format", "bpc-f2format", "bpc-f2format", "f2format", "convert",
             "f-strings, including the 3.8 '=' specifier, for Python 3.3-3.7"),
)}


# The codec's rewrite takes and returns bytes-and-length (`# -*- coding: future_fstrings -*-`
# calls it); `future_fstrings.decode` skips the rewrite on 3.6+, so the rewrite is called itself.
# Runs on the older interpreter: Python 3.6 syntax.
FUTURE_FSTRINGS_ENTRY = """\
import future_fstrings


def rewrite(source):
    try:
        return future_fstrings.fstring_decode(source.encode("utf-8"))[0]
    except SyntaxError as exc:  # worded like CPython's, then the source line and a caret: keep the words
        raise SyntaxError(str(exc).splitlines()[0]) from None
"""

# Host tools (transform_tools.TOOLS) that certify like the compilers above when PYTHON is older
# than 3.8: their users run them there, where the program's 3.8 syntax does not exist.
OLDER_PYTHON_TOOLS: dict[str, Compiler] = {c.name: c for c in (
    Compiler("future-fstrings", "future-fstrings", "future-fstrings", "pyconform_future_fstrings", "rewrite",
             "f-strings (PEP 498) for Pythons without them, by an encoding codec; predates the 3.8 '=' specifier",
             files={"pyconform_future_fstrings.py": FUTURE_FSTRINGS_ENTRY},
             also=("tokenize-rt",)),  # required by future-fstrings only below 3.6, used by its rewrite on all
)}
OLDER_THAN = (3, 8)  # the language the suite certifies


class VenvTool:
    """A Compiler installed for one older interpreter; duck-types transform_tools.Tool."""

    language = (3, 8)  # its output claims 3.8 meaning, whatever Python runs it

    def __init__(self, spec: str, compiler: Compiler, target: str):
        self.compiler, self.spec = compiler, spec
        self.name = compiler.name
        self.venv: Venv = backport_venv(spec, target, compiler.requirements, compiler.files)
        self.runs_on = describe(self.venv.base)
        self.worker = ToolWorker(self.venv.python, compiler.module, compiler.function, spec)

    def check_installed(self) -> None:
        if not self.venv.version_of(self.compiler.distribution):
            raise ImplementationError(f"{self.spec}: {self.compiler.distribution} is not in {self.venv.path}")

    def version(self) -> str:
        return self.venv.version_of(self.compiler.distribution)

    def start(self) -> None:
        self.worker.ensure_started()

    def transform(self, source: str) -> str:
        try:
            return self.worker.transform(source)
        except ToolRefused as refused:
            inner = WRAPPED_SYNTAX_ERROR.search(refused.description) if refused.syntax else None
            if inner:  # the message as the compiler words it, like CPython's own
                refused.description = inner.group(1)
            elif refused.syntax:  # "SyntaxError: <message>": the outcome names the type already
                refused.description = refused.description.split(": ", 1)[-1]
            raise

    def close(self) -> None:
        self.worker.close()
