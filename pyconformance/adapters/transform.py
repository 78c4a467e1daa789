"""`transform:TOOL:PYTHON`: run a source-to-source tool on the host, its output on PYTHON.

A tool that changes what a 3.8 program means is a finding; so is a tool that rejects
a program PYTHON accepts. When the tool raises:
- if PYTHON itself rejects the original program at compile time, the outcome is
  PYTHON's (the tool was right to refuse: negative cases still pass);
- otherwise the outcome is phase "compile", exception type "TransformError",
  message "<tool exception type>: <message>".

Syntax backport compilers (pyconformance/adapters/backport_compilers.py; future-fstrings too when
PYTHON is older than 3.8) run in a cached virtualenv of the older PYTHON and claim 3.8 meaning for their output. PYTHON cannot
say whether a 3.8 program is valid, so their refusals are judged as compilers' are (as
Cython's): a syntax error they report is phase "compile", type "SyntaxError"; any other
failure of the tool stays a "TransformError".
"""
from __future__ import annotations

import re
import shutil
import time
from dataclasses import replace

from pyconformance.adapters.backport_compilers import COMPILERS, OLDER_PYTHON_TOOLS, OLDER_THAN, VenvTool
from pyconformance.adapters.info import AdapterInfo
from pyconformance.adapters.host_tool import HostTool, PinnedTool, split_pin
from pyconformance.adapters.tool_worker import ToolRefused
from pyconformance.adapters.transform_tools import TOOLS, Tool
from pyconformance.implementation import Implementation, ImplementationError
from pyconformance.outcome import ExceptionInfo, Outcome
from pyconformance.program import Program
from pyconformance.adapters.python_command import PythonCommand, locate, probe_once
from pyconformance.adapters.kind import Adapter

TRANSFORM_ERROR = "TransformError"


class TransformImplementation(Implementation):
    def __init__(self, spec: str, tool: Tool | VenvTool | PinnedTool, target: str, isolation: str):
        tool.check_installed()
        self.tool = tool if isinstance(tool, (VenvTool, PinnedTool)) else HostTool(spec, tool)
        self.tool.start()
        self.python = PythonCommand(target, isolation=isolation)
        version = tuple(int(p) for p in re.findall(r"\d+", tool.version())[:3])
        self.info = AdapterInfo(spec=spec, name=f"transform-{tool.name}", version=version,
                                executable=self.python.info.executable,
                                language=getattr(tool, "language", None) or self.python.info.language_version,
                                runs_on=getattr(tool, "runs_on", ""))

    def run(self, program: Program) -> Outcome:
        started = time.monotonic()
        try:
            output = self.tool.transform(program.source)
        except ToolRefused as refused:
            if refused.timed_out:  # the tool hung: this program's outcome, the run goes on
                message = f"{self.tool.name} gave no output within {self.tool.worker.timeout:g}s"
                return Outcome(phase="compile", exit_code=None, timed_out=True, stderr_tail=message,
                               seconds=round(time.monotonic() - started, 4))
            exc = refused
            message = (getattr(exc, "description", "") or f"{type(exc).__name__}: {exc}").splitlines()[0][:500]
            kind = TRANSFORM_ERROR
            if isinstance(self.tool, VenvTool):
                kind = "SyntaxError" if getattr(exc, "syntax", False) else TRANSFORM_ERROR
            else:
                original = self.python.run(program)
                if original.phase == "compile":
                    return original
            return Outcome(phase="compile", exception=ExceptionInfo(kind, message), exit_code=1,
                           stderr_tail=message, seconds=round(time.monotonic() - started, 4))
        return self.python.run(replace(program, source=output))

    def screen(self, programs: list[Program]) -> list[Outcome | None]:
        """The tool's outputs screened on PYTHON; a program the tool refuses is not screened
        (`run` decides what its refusal means)."""
        transformed: list[Program | None] = []
        for program in programs:
            try:
                transformed.append(replace(program, source=self.tool.transform(program.source)))
            except Exception:  # noqa - judged by run(), like any refusal
                transformed.append(None)
        outcomes = iter(self.python.screen([p for p in transformed if p is not None]))
        return [next(outcomes) if p is not None else None for p in transformed]

    def close(self) -> None:
        self.python.close()
        self.tool.close()


def open_transform(spec: str, arg: str, isolation: str) -> Implementation:
    name, _, target = arg.partition(":")
    if not name or not target:
        raise ImplementationError(f"{spec}: expected transform:TOOL[==RELEASE]:PYTHON (TOOL: {', '.join([*TOOLS, *COMPILERS])})")
    name, release = split_pin(name)
    if name in OLDER_PYTHON_TOOLS and older_python(spec, target):
        compiler = OLDER_PYTHON_TOOLS[name]
        compiler = compiler.pinned(release) if release else compiler
        return TransformImplementation(spec, VenvTool(spec, compiler, target), target, isolation)
    if release and name in TOOLS:
        return TransformImplementation(spec, PinnedTool(spec, TOOLS[name], release), target, isolation)
    if release and name in COMPILERS:
        raise ImplementationError(f"{spec}: only host tools take ==RELEASE ({', '.join(TOOLS)})")
    if name in COMPILERS:
        return TransformImplementation(spec, VenvTool(spec, COMPILERS[name], target), target, isolation)
    if name not in TOOLS:
        known = ", ".join([*TOOLS, *COMPILERS])
        raise ImplementationError(f"{spec}: unknown transform tool {name!r} (known: {known})")
    return TransformImplementation(spec, TOOLS[name], target, isolation)


def older_python(spec: str, target: str) -> bool:
    """Whether TARGET speaks a Python older than the suite's 3.8 (a backport's home)."""
    try:
        return probe_once(spec, locate(target)).language_version[:2] < OLDER_THAN
    except ImplementationError as exc:
        raise ImplementationError(f"{spec}: no usable interpreter {target} ({exc})") from None


def discover_transforms() -> list[str]:
    if not shutil.which("python3"):
        return []
    found = []
    for tool in TOOLS.values():
        try:
            tool.check_installed()
        except ImplementationError:
            continue
        found.append(f"transform:{tool.name}:python3")
    return found


def transform_label(info) -> str:
    """A transform that targets an older Python (backport_compilers.py) is a syntax backport:
    the bpc tools always, future-fstrings when its certificate names the interpreter it ran on."""
    tool = str(info.get("spec", "")).partition(":")[2]
    return "syntax backport" if tool.startswith("bpc-") or info.get("runs_on") else "source transform"


def how_transforms_run(info) -> str:
    tool, _, python = str(info.get("spec", "")).partition(":")[2].partition(":")
    where = info.get("runs_on") or ("the host CPython" if python in ("python3", "") else python)
    return f"{tool} rewrites each case, the output runs on {where}"


ADAPTER = Adapter(
    kind="transform",
    summary="source-to-source tool run on the host, its output run on PYTHON",
    factory=open_transform,
    discover=discover_transforms,
    label=transform_label,
    how_it_runs=how_transforms_run,
)
