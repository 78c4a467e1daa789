"""Host side of python_loader.py: the agent's code, compiled and marshalled once by each
implementation (marshal is specific to an interpreter's version) and kept on disk.

A fresh interpreter per program (process_runner) then loads the code instead of
compiling agent.py: about 3 ms of a 13 ms start-up on CPython 3.8. Any failure just means
the slower start: the agent is run from its source, as before.
"""
from __future__ import annotations

import functools
import hashlib
import os
import subprocess
from pathlib import Path
from typing import Optional

from pyconformance.adapters.info import cache_root
from pyconformance.agent import python_agent as wire
from pyconformance.sandbox import scrubbed_env

AGENT_PATH = Path(wire.__file__).resolve()
LOADER_PATH = AGENT_PATH.with_name("python_loader.py")
# Run by the implementation: compile the agent as `python agent.py` would (no flags of a
# program apply here), and marshal it to a temporary name that the host then renames.
DUMP = ("import marshal, sys\n"
        "with open(sys.argv[1], 'rb') as f: code = compile(f.read(), sys.argv[1], 'exec', dont_inherit=True)\n"
        "with open(sys.argv[2], 'wb') as f: marshal.dump(code, f)\n")


def once_argv(command: list[str], flags: list[str]) -> list[str]:
    """What starts COMMAND with FLAGS to run one program in `once` mode (the request and
    result paths follow)."""
    code = agent_code(tuple(command))
    if code is None:
        return [*command, *flags, str(AGENT_PATH), "once"]
    return [*command, *flags, str(LOADER_PATH), str(code), "once"]


def agent_code(command: tuple[str, ...]) -> Optional[Path]:
    try:
        found = os.stat(command[0])
    except OSError:
        return None
    return _compiled(command, (found.st_ino, found.st_mtime_ns, found.st_size))


@functools.lru_cache(maxsize=16)
def _compiled(command: tuple[str, ...], stamp: tuple[int, int, int]) -> Optional[Path]:
    source = AGENT_PATH.read_bytes()
    key = hashlib.sha256(repr((command, stamp)).encode() + b"\0" + source).hexdigest()[:24]
    target = cache_root() / "agent-code" / f"{key}.marshal"
    if target.is_file():
        return target
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        temp = target.with_suffix(f".{os.getpid()}.tmp")
        done = subprocess.run([*command, "-c", DUMP, str(AGENT_PATH), str(temp)], capture_output=True,
                              env=scrubbed_env(), timeout=60)
        if done.returncode != 0 or not temp.is_file() or temp.stat().st_size == 0:
            temp.unlink(missing_ok=True)
            return None
        os.replace(temp, target)
    except (OSError, subprocess.SubprocessError):
        return None
    return target
