"""Syntax backport compilers: tools that rewrite 3.8 syntax for an older Python.

Certified the way their users run them: the tool is pip-installed (a release that
supports that Python) into a cached virtualenv of the older interpreter, rewrites each
case there, and the output runs on the plain older interpreter
(`transform:bpc-walrus:/path/to/python3.7`). The tool runs in one long-lived worker
process per implementation instance; it only parses programs, never runs them.
"""
from __future__ import annotations

import json
import re
import select
import subprocess
from dataclasses import dataclass

from pyconform.adapters.venv import Venv, backport_venv, describe
from pyconform.implementation import ImplementationError

TRANSFORM_TIMEOUT = 60.0
# bpc tools wrap the parser's errors: "BPCSyntaxError: source file ... errors: [L3C5] SyntaxError: <what>".
WRAPPED_SYNTAX_ERROR = re.compile(r"\[L\d+C\d+\] SyntaxError: (.*?)(?= \[L\d+C\d+\] |$)")
# Runs inside the virtualenv (any Python 3.6+): one JSON request per line, one reply per line.
WORKER = r"""
import json, sys
module = __import__(sys.argv[1])
convert = getattr(module, sys.argv[2])
print(json.dumps({"ready": True}), flush=True)
for line in sys.stdin:
    source = json.loads(line)["source"]
    try:
        reply = {"output": convert(source)}
    except Exception as exc:
        text = " ".join(line.strip() for line in str(exc).splitlines() if line.strip())
        reply = {"error": "%s: %s" % (type(exc).__name__, text), "syntax": isinstance(exc, SyntaxError)}
    print(json.dumps(reply), flush=True)
"""


class ToolRefused(Exception):
    """The compiler rejected a program; str() is its own `Type: message`."""

    description = ""
    syntax = False  # the tool's exception is a SyntaxError: it judged the program invalid


@dataclass(frozen=True)
class Compiler:
    name: str  # the TOOL of `transform:TOOL:PYTHON`
    requirement: str  # what pip installs into the older interpreter's virtualenv
    distribution: str
    module: str
    function: str  # module.function(source: str) -> str
    claims: str  # one line: what the tool says it backports


COMPILERS: dict[str, Compiler] = {c.name: c for c in (
    Compiler("bpc-walrus", "bpc-walrus", "bpc-walrus", "walrus", "convert",
             "assignment expressions (PEP 572) for Python 3.3-3.7"),
    Compiler("bpc-poseur", "bpc-poseur", "bpc-poseur", "poseur", "convert",
             "positional-only parameters (PEP 570) for Python 3.3-3.7"),
    Compiler("bpc-f2format", "bpc-f2format", "bpc-f2format", "f2format", "convert",
             "f-strings, including the 3.8 '=' specifier, for Python 3.3-3.7"),
)}


class VenvTool:
    """A Compiler installed for one older interpreter; duck-types transform_tools.Tool."""

    language = (3, 8)  # its output claims 3.8 meaning, whatever Python runs it

    def __init__(self, spec: str, compiler: Compiler, target: str):
        self.compiler, self.spec = compiler, spec
        self.name = compiler.name
        self.venv: Venv = backport_venv(spec, target, [compiler.requirement])
        self.runs_on = describe(self.venv.base)
        self.process: subprocess.Popen | None = None

    def check_installed(self) -> None:
        if not self.venv.version_of(self.compiler.distribution):
            raise ImplementationError(f"{self.spec}: {self.compiler.distribution} is not in {self.venv.path}")

    def version(self) -> str:
        return self.venv.version_of(self.compiler.distribution)

    def _worker(self) -> subprocess.Popen:
        if self.process is None or self.process.poll() is not None:
            self.process = subprocess.Popen(
                [self.venv.python, "-c", WORKER, self.compiler.module, self.compiler.function],
                stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
            if "ready" not in self._reply(self.process):
                self.close()
                raise ImplementationError(f"{self.spec}: {self.compiler.module} does not start in {self.venv.path}")
        return self.process

    def _reply(self, process: subprocess.Popen) -> dict:
        readable, _, _ = select.select([process.stdout], [], [], TRANSFORM_TIMEOUT)
        line = process.stdout.readline() if readable else ""
        if not line:
            self.close()
            return {"error": f"ToolCrashed: no answer within {TRANSFORM_TIMEOUT:.0f}s" if not readable
                    else "ToolCrashed: the tool's process ended"}
        return json.loads(line)

    def transform(self, source: str) -> str:
        process = self._worker()
        process.stdin.write(json.dumps({"source": source}) + "\n")
        process.stdin.flush()
        reply = self._reply(process)
        if "output" in reply:
            return reply["output"]
        refused = ToolRefused(reply.get("error", "no reply"))
        refused.description = reply.get("error", "no reply")
        refused.syntax = bool(reply.get("syntax"))
        inner = WRAPPED_SYNTAX_ERROR.search(refused.description) if refused.syntax else None
        if inner:  # the message as the compiler words it, like CPython's own
            refused.description = inner.group(1)
        raise refused

    def close(self) -> None:
        if self.process is not None:
            self.process.kill()
            self.process.wait()
            self.process = None
