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
from typing import Any, Optional, Sequence

from pyconformance.cases import CaseError
from pyconformance.implementation import ImplementationInfo
from pyconformance.failures import KINDS
from pyconformance.tomlcompat import TOMLDecodeError, decode_error, tomllib

FIXED = "pass"  # in a release's file: the general file's difference does not show in this release
STATUSES = (*KINDS, "skip", "out-of-scope", FIXED)
SCOPE_KEY = "scope"
GROUP_KEY = "group"  # case ids always hold a '/', so this key cannot be a case
UNTRIAGED = "untriaged"  # the reason `expectations update` writes until a person explains the case
# An entry's optional `triage`: what a bug report labels it (pyconform/bug_report.py TRIAGES).
TRIAGE_KEY = "triage"
TRIAGE_VALUES = ("bug", "drift", "implementation-defined", "by-design")


@dataclass(frozen=True)
class Known:
    case_id: str
    status: str  # a failure kind: judged, reported xfail (or fail if another kind shows); "skip": not run;
    # "out-of-scope": run, reported out-of-scope (a backport's case that needs what it never claimed)
    reason: str
    triage: str = ""  # bug | drift | implementation-defined | by-design; "": judged by `bugreport`

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


def implementation_files(directory: Optional[Path], info: ImplementationInfo, own: Sequence[Path] = ()) -> list[Path]:
    """The files a run applies, in order (later entries win): the shipped files for INFO in
    DIRECTORY (None: --no-expectations), then the implementer's own files (`--expectations
    FILE`, repeatable, e.g. kept in the implementation's repository) in the order given.
    A missing own file is a CaseError (a typo must not silently certify without it)."""
    for path in own:
        if not Path(path).is_file():
            raise CaseError(path, 1, "no such expectations file")
    shipped = expectation_files(directory, info) if directory is not None else []
    return [*shipped, *(Path(p) for p in own if Path(p) not in shipped)]


def runs_on_slug(runs_on: str) -> str:
    """"CPython 3.6.15" -> "cpython3.6": the interpreter's name and language version."""
    name, _, version = runs_on.partition(" ")
    return name.lower() + ".".join(version.split(".")[:2])


def _line_of(text: str, needle: str) -> int:
    return next((n for n, line in enumerate(text.splitlines(), 1) if needle in line), 1)


def _entry(path: Path, text: str, where: str, entry: Any) -> tuple[str, str, str]:
    if not isinstance(entry, dict) or entry.get("status") not in STATUSES or not entry.get("reason"):
        raise CaseError(path, _line_of(text, where),
                        f"[{where}] needs status = {'|'.join(map(repr, STATUSES))} and a reason")
    triage = entry.get(TRIAGE_KEY, "")
    if triage and triage not in TRIAGE_VALUES:
        raise CaseError(path, _line_of(text, where),
                        f"[{where}] triage must be one of {'|'.join(map(repr, TRIAGE_VALUES))}, got {triage!r}")
    return entry["status"], str(entry["reason"]), triage


def entries(path: Path) -> dict[str, Known]:
    """The known differences one file declares, grouped ones included."""
    text = path.read_text(encoding="utf-8")
    try:
        data = tomllib.loads(text)
    except TOMLDecodeError as exc:
        raise CaseError(path, *decode_error(exc, text)) from None
    known: dict[str, Known] = {}
    data.pop(SCOPE_KEY, None)  # what the implementation claims: pyconformance/scope.py
    groups = data.pop(GROUP_KEY, [])
    if not isinstance(groups, list):
        raise CaseError(path, _line_of(text, GROUP_KEY), f"{GROUP_KEY} must be written [[{GROUP_KEY}]]")
    for n, group in enumerate(groups, 1):
        status, reason, triage = _entry(path, text, f"[{GROUP_KEY}]", group)
        cases = group.get("cases")
        if not isinstance(cases, list) or not all(isinstance(c, str) for c in cases):
            raise CaseError(path, _line_of(text, "cases"), f"{GROUP_KEY} {n}: cases must be a list of case ids")
        for case_id in cases:
            known[case_id] = Known(case_id, status, reason, triage)
    for case_id, entry in data.items():
        status, reason, triage = _entry(path, text, case_id, entry)
        known[case_id] = Known(case_id, status, reason, triage)
    return known


def load_known(paths: list[Path]) -> dict[str, Known]:
    """PATHS most general first; a later file's entry replaces an earlier one, and its
    "pass" entry removes it."""
    known: dict[str, Known] = {}
    for path in paths:
        known.update(entries(path))
    return {k: v for k, v in known.items() if v.status != FIXED}
