"""A source-to-source tool in a long-lived child process, one request at a time.

A tool that hangs or crashes on one program must cost that program its outcome, not the
run: the child is killed after TIMEOUT seconds (or found dead), the case records why, and
the next request starts a fresh child. The worker script runs on any Python 3.6+ (the
syntax backport compilers' own old interpreters as well as the host).
"""
from __future__ import annotations

import json
import os
import select
import subprocess
import sys
from pathlib import Path
from typing import Optional

import pyconformance
from pyconformance.implementation import ImplementationError
from pyconformance.sandbox import kill_group, track_group

TIMEOUT = 60.0
# One JSON request per line on stdin, one reply per line on the real stdout; whatever the
# tool prints itself goes to stderr (discarded) so it cannot corrupt the replies.
WORKER = r"""
import contextlib, importlib, json, sys
convert = getattr(importlib.import_module(sys.argv[1]), sys.argv[2])
replies = sys.stdout
sys.stdout = sys.stderr
replies.write(json.dumps({"ready": True}) + "\n"); replies.flush()
for line in sys.stdin:
    source = json.loads(line)["source"]
    try:
        reply = {"output": convert(source)}
    except Exception as exc:
        text = " ".join(line.strip() for line in str(exc).splitlines() if line.strip())
        reply = {"error": "%s: %s" % (type(exc).__name__, text), "syntax": isinstance(exc, SyntaxError)}
    replies.write(json.dumps(reply) + "\n"); replies.flush()
"""


class ToolRefused(Exception):
    """The tool did not give an output; `description` is its own `Type: message`."""

    description = ""
    syntax = False  # the tool's exception is a SyntaxError: it judged the program invalid
    timed_out = False  # no answer within TIMEOUT (the child was killed)


class ToolWorker:
    """MODULE.FUNCTION(source) -> source, run by PYTHON in a child process."""

    def __init__(self, python: str, module: str, function: str, label: str,
                 timeout: float = TIMEOUT, pythonpath: Optional[str] = None):
        self.python, self.module, self.function, self.label = python, module, function, label
        self.timeout, self.pythonpath = timeout, pythonpath
        self.process: Optional[subprocess.Popen] = None

    def _start(self) -> subprocess.Popen:
        env = dict(os.environ)
        if self.pythonpath:
            env["PYTHONPATH"] = os.pathsep.join(filter(None, [self.pythonpath, env.get("PYTHONPATH", "")]))
        process = subprocess.Popen([self.python, "-c", WORKER, self.module, self.function], env=env,
                                   stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                   text=True, start_new_session=True)
        track_group(process.pid)  # the tool and anything it starts die with pyconform at the latest
        self.process = process
        reply = self._reply(process)
        if "ready" not in reply:
            self.close()
            raise ToolStartError(f"{self.label}: {self.module}.{self.function} does not start "
                                 f"under {self.python} ({reply.get('error', 'no reply')})")
        return process

    def _reply(self, process: subprocess.Popen) -> dict:
        readable, _, _ = select.select([process.stdout], [], [], self.timeout)
        line = process.stdout.readline() if readable else ""
        if not line:
            self.close()
            return {"error": f"no answer within {self.timeout:g}s", "timed_out": True} if not readable \
                else {"error": "ToolCrashed: the tool's process ended"}
        return json.loads(line)

    def ensure_started(self) -> None:
        """Start the worker now, so a tool that cannot start is one ImplementationError up front."""
        try:
            self.transform("")
        except ToolStartError as exc:
            raise ImplementationError(str(exc)) from None
        except ToolRefused:
            pass  # up and answering

    def transform(self, source: str) -> str:
        process = self.process if self.process is not None and self.process.poll() is None else self._start()
        try:
            process.stdin.write(json.dumps({"source": source}) + "\n")
            process.stdin.flush()
        except (BrokenPipeError, OSError):
            self.close()
            reply = {"error": "ToolCrashed: the tool's process ended"}
        else:
            reply = self._reply(process)
        if "output" in reply:
            return reply["output"]
        refused = ToolRefused(reply.get("error", "no reply"))
        refused.description = reply.get("error", "no reply")
        refused.syntax = bool(reply.get("syntax"))
        refused.timed_out = bool(reply.get("timed_out"))
        raise refused

    def close(self) -> None:
        if self.process is not None:
            kill_group(self.process.pid)
            self.process.wait()
            self.process = None


class ToolStartError(Exception):
    """The worker did not come up (tool missing or broken in that interpreter)."""


def host_pythonpath(module: str) -> str:
    """Where this pyconform and MODULE (the tool's function) were imported from, so a host
    worker imports the same files."""
    roots = [Path(pyconformance.__file__).resolve().parent.parent]
    loaded = sys.modules.get(module)
    if getattr(loaded, "__file__", None):
        root = Path(loaded.__file__).resolve().parent
        for _ in module.split(".")[1 if not loaded.__file__.endswith("__init__.py") else 0:]:
            root = root.parent
        roots.append(root)
    return os.pathsep.join(dict.fromkeys(map(str, roots)))
