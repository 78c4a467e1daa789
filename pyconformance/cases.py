"""Case files: a Python program with a `# /// pyconform` TOML metadata block."""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, Optional

from pyconformance.program import DEFAULT_TIMEOUT, Program
from pyconformance.tomlcompat import TOMLDecodeError, decode_error, tomllib

BLOCK_START = "# /// pyconform"
BLOCK_END = "# ///"
PHASES = ("ok", "compile", "run")
TOP_KEYS = {"rules", "features", "description", "min_version", "max_version", "erratum",
            "notes", "expect", "drift", "run", "provenance"}
EXPECT_KEYS = {"phase", "stdout", "exception", "message", "exit_code"}
RUN_KEYS = {"flags", "env", "files", "timeout"}
Version = tuple[int, int]


class CaseError(Exception):
    """A malformed case file; str() is `path:line: message`."""

    def __init__(self, path: Path | str, line: int, message: str):
        super().__init__(f"{path}:{line}: {message}")
        self.path, self.line, self.message = str(path), line, message


@dataclass(frozen=True)
class Expectation:
    phase: str = "ok"
    stdout: Optional[str] = None
    exception: Optional[str] = None
    message: Optional[str] = None
    exit_code: Optional[int] = None

    def to_dict(self) -> dict[str, Any]:
        return {k: v for k, v in self.__dict__.items() if v is not None}


@dataclass(frozen=True)
class Drift:
    since: Version
    reason: str
    expect: Expectation


@dataclass(frozen=True)
class Case:
    id: str
    path: Path
    source: str
    rules: tuple[str, ...]
    features: tuple[str, ...]
    description: str
    expect: Expectation
    drift: tuple[Drift, ...] = ()
    min_version: Optional[Version] = None
    max_version: Optional[Version] = None
    flags: tuple[str, ...] = ()
    env: tuple[tuple[str, str], ...] = ()
    files: tuple[tuple[str, str], ...] = ()
    timeout: float = DEFAULT_TIMEOUT
    erratum: str = ""
    notes: str = ""
    provenance: dict = field(default_factory=dict, compare=False)

    @property
    def negative(self) -> bool:
        return self.expect.phase != "ok"

    def applies_to(self, version: Version) -> bool:
        return not ((self.min_version and version < self.min_version)
                    or (self.max_version and version > self.max_version))

    def expectation_for(self, version: Version) -> tuple[Expectation, Optional[Drift]]:
        """The 3.8 expectation, or the latest declared drift that applies to VERSION."""
        chosen = None
        for drift in sorted(self.drift, key=lambda d: d.since):
            if drift.since <= version:
                chosen = drift
        return (chosen.expect, chosen) if chosen else (self.expect, None)

    def program(self) -> Program:
        return Program(source=self.source, flags=self.flags, env=self.env,
                       files=self.files, timeout=self.timeout)


def parse_version(text: Any, where: str) -> Version:
    if not isinstance(text, str) or not re.fullmatch(r"\d+\.\d+", text):
        raise ValueError(f"{where} must look like \"3.8\", got {text!r}")
    major, minor = text.split(".")
    return int(major), int(minor)


def split_metadata(text: str, path: Path) -> tuple[str, int]:
    """The TOML text of the metadata block and the file line where it starts."""
    lines = text.splitlines()
    try:
        start = next(i for i, line in enumerate(lines) if line.rstrip() == BLOCK_START)
    except StopIteration:
        raise CaseError(path, 1, f"no '{BLOCK_START}' metadata block") from None
    body = []
    for i in range(start + 1, len(lines)):
        line = lines[i]
        if line.rstrip() == BLOCK_END:
            return "\n".join(body), start + 2
        if line.startswith("# ") or line.rstrip() == "#":
            body.append(line[2:])
        else:
            raise CaseError(path, i + 1, "metadata line must start with '# ' (or close with '# ///')")
    raise CaseError(path, start + 1, f"metadata block is never closed with '{BLOCK_END}'")


def _expectation(table: Any, where: str) -> Expectation:
    if not isinstance(table, dict):
        raise ValueError(f"{where} must be a table")
    unknown = set(table) - EXPECT_KEYS - ({"since", "reason"} if where.startswith("drift") else set())
    if unknown:
        raise ValueError(f"{where}: unknown key(s) {', '.join(sorted(unknown))}")
    phase = table.get("phase", "ok")
    if phase not in PHASES:
        raise ValueError(f"{where}.phase must be one of {', '.join(PHASES)}, got {phase!r}")
    exp = Expectation(phase, table.get("stdout"), table.get("exception"),
                      table.get("message"), table.get("exit_code"))
    if phase == "ok" and exp.stdout is None:
        raise ValueError(f"{where}: phase 'ok' needs the exact 'stdout'")
    if phase != "ok" and not exp.exception:
        raise ValueError(f"{where}: phase {phase!r} needs 'exception' (the exception type)")
    for key in ("stdout", "exception", "message"):
        if getattr(exp, key) is not None and not isinstance(getattr(exp, key), str):
            raise ValueError(f"{where}.{key} must be a string")
    return exp


def _str_list(meta: dict, key: str, required: bool = True) -> tuple[str, ...]:
    value = meta.get(key, None if required else [])
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value) or (required and not value):
        raise ValueError(f"'{key}' must be a non-empty list of strings")
    return tuple(value)


def build_case(case_id: str, path: Path, source: str, meta: dict) -> Case:
    unknown = set(meta) - TOP_KEYS
    if unknown:
        raise ValueError(f"unknown key(s) {', '.join(sorted(unknown))}")
    if not isinstance(meta.get("description"), str) or not meta["description"].strip():
        raise ValueError("'description' is required")
    run = meta.get("run", {})
    if not isinstance(run, dict) or set(run) - RUN_KEYS:
        raise ValueError(f"[run] accepts only {', '.join(sorted(RUN_KEYS))}")
    drifts = []
    for n, entry in enumerate(meta.get("drift", [])):
        if not isinstance(entry, dict) or "since" not in entry or "reason" not in entry:
            raise ValueError(f"drift entry {n + 1} needs 'since' and 'reason'")
        drifts.append(Drift(parse_version(entry["since"], "drift.since"), str(entry["reason"]),
                            _expectation(entry, f"drift[{n + 1}]")))
    files = run.get("files", {})
    env = run.get("env", {})
    if not all(isinstance(v, str) for v in (*files.values(), *env.values())):
        raise ValueError("[run] files and env values must be strings")
    return Case(
        id=case_id, path=path, source=source,
        rules=_str_list(meta, "rules"), features=_str_list(meta, "features"),
        description=meta["description"].strip(),
        expect=_expectation(meta.get("expect"), "expect"), drift=tuple(drifts),
        min_version=parse_version(meta["min_version"], "min_version") if "min_version" in meta else None,
        max_version=parse_version(meta["max_version"], "max_version") if "max_version" in meta else None,
        flags=tuple(str(f) for f in run.get("flags", [])),
        env=tuple(sorted(env.items())), files=tuple(sorted(files.items())),
        timeout=float(run.get("timeout", DEFAULT_TIMEOUT)),
        erratum=str(meta.get("erratum", "")), notes=str(meta.get("notes", "")),
        provenance=dict(meta.get("provenance", {})),
    )


def load_case(path: Path, case_id: Optional[str] = None) -> Case:
    try:
        source = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise CaseError(path, 1, f"cannot read: {exc}") from None
    toml_text, first_line = split_metadata(source, path)
    try:
        meta = tomllib.loads(toml_text)
    except TOMLDecodeError as exc:
        raise CaseError(path, *decode_error(exc, toml_text, first_line)) from None
    try:
        return build_case(case_id or path.stem, path, source, meta)
    except ValueError as exc:
        raise CaseError(path, first_line, str(exc)) from None


def case_paths(root: Path) -> list[Path]:
    return sorted(p for p in root.rglob("*.py") if p.name != "__init__.py")


def parse_now(path: Path, parser: Callable[[], Any]) -> Any:
    return parser()


def load_cases(root: Path, paths: Optional[Iterable[Path]] = None,
               parse: Callable[[Path, Callable[[], Any]], Any] = parse_now) -> tuple[list[Case], list[CaseError]]:
    """Every case under ROOT (ids relative to it); malformed files are returned, not skipped.
    PARSE(path, parser) may answer a value parsed before (pyconformance/parse_cache.py)."""
    cases, errors = [], []
    for path in paths if paths is not None else case_paths(root):
        case_id = path.relative_to(root).with_suffix("").as_posix()
        try:
            cases.append(parse(path, lambda: load_case(path, case_id)))
        except CaseError as exc:
            errors.append(exc)
    return cases, errors
