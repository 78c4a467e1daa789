"""Per-implementation expectations: known, explained differences (like WPT metadata).

A file maps case ids to `{status, reason}` tables; `status` is the failure kind the case
shows (pyconformance/failures.py: fail, crash, timeout, error) or "skip" (not run, e.g. it hangs
the implementation). A more specific file (one release) may declare with "pass" that a
difference a more general file lists is fixed there. Cases sharing one reason are written once:

    [[group]]
    status = "fail"
    reason = "no module 'ast'"
    cases = ["fstring/eq_ast_dump", "misc/ast_walk"]
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Optional

from pyconformance.cases import CaseError, CaseErrors, parse_now
from pyconformance.implementation import ImplementationInfo
from pyconformance.failures import KINDS
from pyconformance.parse_cache import ParseCache
from pyconformance.tomlcompat import TOMLDecodeError, decode_error, tomllib

FIXED = "pass"  # in a release's file: the general file's difference does not show in this release
STATUSES = (*KINDS, "skip", "out-of-scope", FIXED)
SCOPE_KEY = "scope"
UPSTREAM_KEY = "upstream"
GROUP_KEY = "group"  # case ids always hold a '/', so this key cannot be a case
UNTRIAGED = "untriaged"  # the reason `expectations update` writes until a person explains the case


@dataclass(frozen=True)
class Known:
    case_id: str
    status: str  # a failure kind: judged, reported xfail (or fail if another kind shows); "skip": not run;
    # "out-of-scope": run, reported out-of-scope (a backport's case that needs what it never claimed)
    reason: str

    @property
    def untriaged(self) -> bool:
        return self.reason.strip().lower() == UNTRIAGED


def expectation_files(directory: Path, info: ImplementationInfo) -> list[Path]:
    """Most general first, later files win: `micropython.toml`; the language it speaks
    (`pypy-3.9.toml`); one release (`micropython-1.23.0.toml`); the older interpreter a backport
    runs on (`backport-pickle5-on-cpython3.6.toml`, from runs_on "CPython 3.6.15")."""
    major_minor = ".".join(map(str, info.language_version))
    names = [f"{info.name}.toml", f"{info.name}-{major_minor}.toml", f"{info.name}-{info.version_text}.toml"]
    runs_on = getattr(info, "runs_on", "")
    if runs_on:
        names.append(f"{info.name}-on-{runs_on_slug(runs_on)}.toml")
    return [directory / n for n in dict.fromkeys(names) if (directory / n).is_file()]


def runs_on_slug(runs_on: str) -> str:
    """"CPython 3.6.15" -> "cpython3.6": the interpreter's name and language version."""
    name, _, version = runs_on.partition(" ")
    return name.lower() + ".".join(version.split(".")[:2])


def _problems(path: Path, text: str, data: dict) -> list[CaseError]:
    """Every way DATA breaks the declared model (pyconformance/input_model.py), at its line."""
    from pyconformance.input_model import ExpectationsFile, ValidationError, key_lines, problems

    try:
        ExpectationsFile.model_validate(data)
    except ValidationError as exc:
        return [CaseError(path, line, message) for line, message in problems(exc, key_lines(text), 1)]
    return []


def parse_entries(path: Path) -> dict[str, Known]:
    """The known differences one file declares, grouped ones included; CaseErrors listing
    every problem of a malformed file."""
    try:
        text = path.read_text(encoding="utf-8")
        data = tomllib.loads(text)
    except (OSError, UnicodeDecodeError) as exc:
        raise CaseError(path, 1, f"cannot read: {exc}") from None
    except TOMLDecodeError as exc:
        raise CaseError(path, *decode_error(exc, text)) from None
    found = _problems(path, text, data)
    if found:
        raise CaseErrors(found)
    known: dict[str, Known] = {}
    for group in data.get(GROUP_KEY, []):
        for case_id in group["cases"]:
            known[case_id] = Known(case_id, group["status"], group["reason"].strip())
    for case_id, entry in data.items():
        # [upstream] holds known differences on the reference's own tests: pyconformance/upstream/known.py
        if case_id not in (SCOPE_KEY, GROUP_KEY, UPSTREAM_KEY):
            known[case_id] = Known(case_id, entry["status"], entry["reason"].strip())
    return known


def entries(path: Path, parse: Callable[[Path, Callable[[], Any]], Any] = parse_now) -> dict[str, Known]:
    """`parse_entries`, through PARSE (pyconformance/parse_cache.py) when given."""
    return parse(path, lambda: parse_entries(path))


def unmatched(paths: list[Path], case_ids: set[str],
              parse: Callable[[Path, Callable[[], Any]], Any] = parse_now) -> list[CaseError]:
    """An error for every entry of PATHS naming no case of the suite (a renamed or deleted
    case would otherwise lose its known difference silently); `expectations --prune` removes them."""
    stale = []
    for path in paths:
        text = None
        for case_id in entries(path, parse):
            if case_id not in case_ids:
                text = text if text is not None else path.read_text(encoding="utf-8")
                line = next((n for n, l in enumerate(text.splitlines(), 1) if f'"{case_id}"' in l), 1)
                stale.append(CaseError(path, line, f"{case_id!r} names no case of the suite "
                                                   "(renamed or removed? `pyconform expectations --prune` removes it)"))
    return sorted(stale, key=lambda e: (e.path, e.line))


def load_known(paths: list[Path], case_ids: Optional[set[str]] = None) -> dict[str, Known]:
    """PATHS most general first; a later file's entry replaces an earlier one, and its
    "pass" entry removes it. Parsed files are kept between runs (pyconformance/parse_cache.py).
    With CASE_IDS (the whole suite's), an entry naming no case is an error too; a malformed
    file or a stale entry raises CaseErrors listing every problem."""
    known: dict[str, Known] = {}
    problems: list[CaseError] = []
    cache = ParseCache(paths[0].parent) if paths else None
    parse = cache.parse if cache else parse_now
    for path in paths:
        try:
            known.update(entries(path, parse))
        except CaseError as exc:
            problems.extend(exc.problems)
    if cache is not None:
        cache.save()
    if case_ids is not None and not problems:
        problems = unmatched(paths, case_ids, parse)
    if problems:
        raise CaseErrors(problems)
    return {k: v for k, v in known.items() if v.status != FIXED}
