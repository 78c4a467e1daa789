"""The declared shape of our own inputs: a case file's metadata block (header, `[run]`,
`[expect]`, `[[drift]]`) and an expectations file's entries.

Validated with pydantic on load, so that a mistake in a case or an expectations file is a
usage error naming `path:line` (every problem of the file at once), never a verdict against
the implementation and never a traceback. Only a file that is parsed (not one answered by
the parse cache) imports this module, so a warm run pays nothing for it.
"""
from __future__ import annotations

import re
from pathlib import PurePosixPath
from typing import Annotated, Any, Iterable, Literal, Optional

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, ValidationError, field_validator, \
    model_validator

from pyconformance.failures import KINDS
from pyconformance.program import DEFAULT_TIMEOUT

MAX_TIMEOUT = 600.0  # seconds; a case that needs longer is a benchmark, not a conformance case
EXPECTATION_STATUSES = (*KINDS, "skip", "out-of-scope", "pass")

Text = Annotated[str, StringConstraints(min_length=1)]
VersionText = Annotated[str, StringConstraints(pattern=r"^\d+\.\d+$")]
EnvName = Annotated[str, StringConstraints(pattern=r"^[A-Za-z_][A-Za-z0-9_]*$")]
CaseId = Annotated[str, StringConstraints(pattern=r"^[^/\s]+(/[^/\s]+)+$")]

# strict: no "1" -> 1 or 1 -> "1" coercion (a mistake stays a mistake); forbid: no unknown keys.
STRICT = ConfigDict(extra="forbid", strict=True, frozen=True)


class ExpectTable(BaseModel):
    """`[expect]`: what CPython 3.8 does with the program."""
    model_config = STRICT

    phase: Literal["ok", "compile", "run"] = "ok"
    stdout: Optional[str] = None
    exception: Optional[Text] = None
    message: Optional[str] = None
    exit_code: Optional[int] = Field(None, ge=0, le=255)

    @model_validator(mode="after")
    def _complete(self) -> "ExpectTable":
        if self.phase == "ok" and self.stdout is None:
            raise ValueError("phase 'ok' needs the exact 'stdout'")
        if self.phase != "ok" and self.exception is None:
            raise ValueError(f"phase {self.phase!r} needs 'exception' (the exception type)")
        return self


class DriftTable(ExpectTable):
    """`[[drift]]`: what a later version does instead, and why."""
    since: VersionText
    reason: Text


class RunTable(BaseModel):
    """`[run]`: how the program is started."""
    model_config = STRICT

    flags: list[str] = []  # interpreter arguments before the program: ["-X", "dev"]
    env: dict[EnvName, str] = {}
    files: dict[str, str] = {}  # relative path inside the program's directory -> its text
    timeout: float = Field(DEFAULT_TIMEOUT, gt=0, le=MAX_TIMEOUT, allow_inf_nan=False)

    @field_validator("files")
    @classmethod
    def _inside(cls, files: dict[str, str]) -> dict[str, str]:
        for name in files:
            parts = PurePosixPath(name).parts
            if not name or name.startswith("/") or ".." in parts:
                raise ValueError(f"file name {name!r} must be a relative path inside the program's directory")
        return files


class CaseHeader(BaseModel):
    """The whole `# /// pyconform` block."""
    model_config = STRICT

    rules: list[Text] = Field(min_length=1)
    features: list[Text] = Field(min_length=1)
    description: Annotated[str, StringConstraints(strip_whitespace=True, min_length=1)]
    min_version: Optional[VersionText] = None
    max_version: Optional[VersionText] = None
    erratum: str = ""
    notes: str = ""
    provenance: dict[str, Any] = {}
    expect: ExpectTable
    drift: list[DriftTable] = []
    run: RunTable = RunTable()


class KnownEntry(BaseModel):
    """One known difference: `["area/case"]` with a status and a reason."""
    model_config = STRICT

    status: Literal[EXPECTATION_STATUSES]  # type: ignore[valid-type]
    reason: Annotated[str, StringConstraints(strip_whitespace=True, min_length=1)]


class KnownGroup(KnownEntry):
    """`[[group]]`: cases sharing one status and reason."""
    cases: list[CaseId] = Field(min_length=1)


class ExpectationsFile(BaseModel):
    """An expectations file: `[scope]` (pyconformance/scope.py), `[[group]]`, `[upstream]`, and case ids."""
    model_config = ConfigDict(extra="allow", strict=True, frozen=True)
    __pydantic_extra__: dict[CaseId, KnownEntry]

    scope: dict[str, Any] = {}
    group: list[KnownGroup] = []
    upstream: dict[str, Any] = {}  # validated by pyconformance/upstream/known.py


# -- where a problem is: file lines of TOML keys ---------------------------------------------

HEADER = re.compile(r"^\s*(\[\[?)\s*([^\]]+?)\s*\]\]?\s*(#.*)?$")
KEY = re.compile(r"""^\s*("[^"]*"|'[^']*'|[A-Za-z0-9_\-]+(?:\s*\.\s*[A-Za-z0-9_\-]+)*)\s*=""")


def _key_parts(text: str) -> tuple[str, ...]:
    text = text.strip()
    if text[:1] in "\"'":
        return (text[1:-1],)
    return tuple(p.strip() for p in text.split("."))


def key_lines(toml_text: str, first_line: int = 1) -> dict[tuple, int]:
    """File line of each table header and key of TOML_TEXT (which starts at FIRST_LINE), by
    its path as pydantic reports it: ('run', 'timeout'), ('drift', 0, 'since'), ..."""
    lines: dict[tuple, int] = {}
    table: tuple = ()
    arrays: dict[tuple, int] = {}
    in_string = ""
    for n, line in enumerate(toml_text.splitlines()):
        here = first_line + n
        if in_string:
            if line.count(in_string) % 2:
                in_string = ""
            continue
        header = HEADER.match(line)
        if header:
            name = _key_parts(header.group(2)) if header.group(2)[:1] in "\"'" else \
                tuple(p.strip() for p in header.group(2).split("."))
            if header.group(1) == "[[":
                index = arrays[name] = arrays.get(name, -1) + 1
                table = (*name, index)
            else:
                table = name
            lines.setdefault(table, here)
            lines.setdefault(table[:1], here)
            continue
        key = KEY.match(line)
        if key:
            lines.setdefault((*table, *_key_parts(key.group(1))), here)
        for quote in ('"""', "'''"):
            if line.count(quote) % 2:
                in_string = quote
    return lines


def line_of(lines: dict[tuple, int], loc: Iterable, default: int) -> int:
    """The line of the longest prefix of LOC that has one (an inline table's key has none)."""
    loc = tuple(loc)
    for end in range(len(loc), 0, -1):
        if loc[:end] in lines:
            return lines[loc[:end]]
    return default


def _where(loc: tuple) -> str:
    text = ""
    for part in (p for p in loc if p != "[key]"):
        text += f"[{part + 1}]" if isinstance(part, int) else (f".{part}" if text else str(part))
    return text


PLAIN = {"dict_type": "must be a table", "list_type": "must be a list", "string_type": "must be a string",
         "string_too_short": "must not be empty", "too_short": "must not be empty",
         "int_type": "must be an integer", "float_type": "must be a number", "bool_type": "must be true or false"}
PATTERN_WORDS = {
    VersionText.__metadata__[0].pattern: 'must be a language version such as "3.8"',
    CaseId.__metadata__[0].pattern: 'must be a case id such as "area/name"',
    EnvName.__metadata__[0].pattern: "must be an environment variable name",
}


def describe_error(error: dict) -> str:
    """One pydantic error as a sentence: `run.timeout: must be greater than 0 (got -1)`."""
    loc = tuple(p for p in error["loc"] if not (isinstance(p, str) and p.startswith("function-")))
    kind = error["type"]
    pattern = (error.get("ctx") or {}).get("pattern", "")
    if kind == "extra_forbidden":
        message = "unknown key"
    elif kind == "missing":
        message = "required key is missing"
    elif kind in PLAIN or pattern in PATTERN_WORDS:
        message = PLAIN.get(kind) or PATTERN_WORDS[pattern]
        if "input" in error:
            message += f" (got {error['input']!r})"
    else:
        message = error["msg"].replace("Value error, ", "")
        message = message[0].lower() + message[1:] if message else message
        message = message.replace("input should be", "must be")
        if "input" in error and not isinstance(error["input"], (dict, BaseModel)):
            message += f" (got {error['input']!r})"
    where = _where(loc)
    return f"{where}: {message}" if where else message


def problems(exc: ValidationError, lines: dict[tuple, int], default: int) -> list[tuple[int, str]]:
    """(line, message) of every problem pydantic found, in file order."""
    found = [(line_of(lines, error["loc"], default), describe_error(error)) for error in exc.errors()]
    return sorted(dict.fromkeys(found), key=lambda p: p[0])


__all__ = ["CaseHeader", "DriftTable", "ExpectTable", "ExpectationsFile", "KnownEntry", "KnownGroup",
           "RunTable", "ValidationError", "key_lines", "line_of", "problems"]
