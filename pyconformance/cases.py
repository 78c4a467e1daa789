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
Version = tuple[int, int]


class CaseError(Exception):
    """A malformed case file; str() is `path:line: message`."""

    def __init__(self, path: Path | str, line: int, message: str):
        super().__init__(f"{path}:{line}: {message}")
        self.path, self.line, self.message = str(path), line, message

    @property
    def problems(self) -> list["CaseError"]:
        return [self]


class CaseErrors(CaseError):
    """Every problem of one file; str() is one `path:line: message` line each."""

    def __init__(self, errors: list[CaseError]):
        first = errors[0]
        super().__init__(first.path, first.line, first.message)
        self.errors = errors
        self.args = ("\n".join(map(str, errors)),)

    @property
    def problems(self) -> list[CaseError]:
        return list(self.errors)


def read_toml(path: Path) -> tuple[str, dict]:
    """PATH's text and its TOML data (a catalogue, feature or item file); a CaseError at the
    offending line when it cannot be read or parsed."""
    try:
        text = path.read_text(encoding="utf-8")
        return text, tomllib.loads(text)
    except OSError as exc:
        raise CaseError(path, 1, f"cannot read: {exc.strerror}") from None
    except UnicodeDecodeError as exc:  # as a case file's: not a traceback
        raise CaseError(path, 1, f"cannot read: {exc}") from None
    except TOMLDecodeError as exc:
        raise CaseError(path, *decode_error(exc, text)) from None


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


def _expectation(table) -> Expectation:
    return Expectation(table.phase, table.stdout, table.exception, table.message, table.exit_code)


def build_case(case_id: str, path: Path, source: str, meta: dict, toml_text: str = "",
               first_line: int = 1) -> Case:
    """The case META declares, validated against pyconformance/input_model.py: every problem
    found is raised at once (CaseErrors), each at the line of its key in TOML_TEXT."""
    from pyconformance.input_model import CaseHeader, ValidationError, key_lines, problems

    try:
        header = CaseHeader.model_validate(meta)
    except ValidationError as exc:
        found = problems(exc, key_lines(toml_text, first_line), first_line)
        raise CaseErrors([CaseError(path, line, message) for line, message in found]) from None
    run = header.run
    return Case(
        id=case_id, path=path, source=source, rules=tuple(header.rules), features=tuple(header.features),
        description=header.description, expect=_expectation(header.expect),
        drift=tuple(Drift(parse_version(d.since, "drift.since"), d.reason, _expectation(d)) for d in header.drift),
        min_version=parse_version(header.min_version, "min_version") if header.min_version else None,
        max_version=parse_version(header.max_version, "max_version") if header.max_version else None,
        flags=tuple(run.flags), env=tuple(sorted(run.env.items())), files=tuple(sorted(run.files.items())),
        timeout=run.timeout, erratum=header.erratum, notes=header.notes, provenance=dict(header.provenance),
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
    return build_case(case_id or path.stem, path, source, meta, toml_text, first_line)


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
            errors.extend(exc.problems)
    return cases, errors
