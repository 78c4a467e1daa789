"""Per-implementation expectations: known, explained differences (like WPT metadata)."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from pyconform.cases import CaseError
from pyconform.implementation import ImplementationInfo
from pyconform.tomlcompat import TOMLDecodeError, decode_error, tomllib

STATUSES = ("fail", "skip", "out-of-scope")


@dataclass(frozen=True)
class Known:
    case_id: str
    status: str  # "fail": judged, reported xfail/xpass; "skip": not run (e.g. hangs);
    # "out-of-scope": run, reported out-of-scope (a backport's case that needs what it never claimed)
    reason: str


def expectation_files(directory: Path, info: ImplementationInfo) -> list[Path]:
    """Most general first: `pypy.toml`, then `pypy-3.9.toml`; later files win."""
    major_minor = ".".join(map(str, info.language_version))
    names = [f"{info.name}.toml", f"{info.name}-{major_minor}.toml"]
    return [directory / n for n in names if (directory / n).is_file()]


def load_known(paths: list[Path]) -> dict[str, Known]:
    known: dict[str, Known] = {}
    for path in paths:
        text = path.read_text(encoding="utf-8")
        try:
            data = tomllib.loads(text)
        except TOMLDecodeError as exc:
            raise CaseError(path, *decode_error(exc, text)) from None
        for case_id, entry in data.items():
            if case_id == "scope":  # what the implementation claims: pyconform/scope.py
                continue
            line = next((n for n, l in enumerate(text.splitlines(), 1) if case_id in l), 1)
            if not isinstance(entry, dict) or entry.get("status") not in STATUSES or not entry.get("reason"):
                raise CaseError(path, line, f"[{case_id}] needs status = \"fail\"|\"skip\"|\"out-of-scope\" and a reason")
            known[case_id] = Known(case_id, entry["status"], str(entry["reason"]))
    return known
