"""A reproducer an upstream maintainer can paste: a shell snippet that writes the program (and
the files it needs) into a fresh directory and runs it with nothing but the implementation.

It runs the program as pyconform does: a file named `main.py` in an empty working
directory, the case's interpreter flags, and only the environment pyconform's sandbox gives a
program (pyconformance/sandbox.py BASE_ENV) plus the case's own variables.
"""
from __future__ import annotations

import shlex
from dataclasses import dataclass

from pyconformance.sandbox import BASE_ENV

PROGRAM = "main.py"
CWD = "{cwd}"  # in a case's flags and env: its working directory (pyconformance/process_runner.py)


def _quote(text: str) -> str:
    """Shell-quoted, with the case's {cwd} placeholder standing for the working directory."""
    if CWD not in text:
        return shlex.quote(text)
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("$", "\\$").replace(CWD, '"$PWD"') + '"'


def _delimiter(texts: list[str]) -> str:
    word = "PYCONFORM_EOF"
    while any(word in t for t in texts):
        word += "_"
    return word


@dataclass(frozen=True)
class Reproducer:
    program: str
    command: str  # the implementation's command line (`pypy3`, `/usr/bin/pypy3`); "" if it has none
    who: str  # "pypy 3.9.16", for the text around the snippet
    flags: tuple[str, ...] = ()
    env: tuple[tuple[str, str], ...] = ()
    files: tuple[tuple[str, str], ...] = ()
    directory: str = "pyconform-repro"

    def environment(self) -> list[tuple[str, str]]:
        base = dict(BASE_ENV)
        base.pop("PATH")  # the maintainer's own PATH finds their implementation
        base.update(self.env)
        return sorted(base.items())

    def run_line(self, command: str = "") -> str:
        """The line that runs the program, with COMMAND (default: the implementation's)."""
        command = command or self.command or "IMPLEMENTATION"
        env = " ".join(f"{k}={_quote(v)}" for k, v in self.environment())
        flags = "".join(f" {_quote(f)}" for f in self.flags)
        return f'env -i PATH="$PATH" HOME="$HOME" {env} {command}{flags} {PROGRAM}'

    def script(self, command: str = "") -> str:
        texts = [self.program, *(text for _, text in self.files)]
        end = _delimiter(texts)
        lines = [f"mkdir -p {self.directory} && cd {self.directory}"]
        for name, text in (*self.files, (PROGRAM, self.program)):
            lines += [f"cat > {shlex.quote(name)} <<'{end}'", text.rstrip("\n"), end]
        lines.append(self.run_line(command))
        return "\n".join(lines)

    def intro(self) -> str:
        if self.command:
            return (f"In an empty directory, this writes the program as `{PROGRAM}` and runs it with "
                    f"{self.who} alone (`{self.command}`), in the environment pyconform gave it:")
        return (f"{self.who} is not run from a python command line: run `{PROGRAM}` (written by this snippet) "
                f"the way {self.who} runs a program, with the flags and environment of the last line:")
