"""What changed between two certificates of a suite run: regressions, progressions,
changed failure kinds, cases added and removed."""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from typing import Any, Optional

from pyconformance.failures import KINDS, PASSED, case_kind


def verdict(case: dict[str, Any]) -> str:
    """pass, skip, or the failure kind; a known difference is judged by what it did."""
    if case.get("status") in PASSED:
        return "pass"
    return case_kind(case) or "skip"


@dataclass(frozen=True)
class Change:
    case_id: str
    old: Optional[str]  # a verdict; None when the case is absent from that certificate
    new: Optional[str]


@dataclass
class CertDiff:
    old: dict[str, Any]  # the certificates' `implementation` tables
    new: dict[str, Any]
    regressions: list[Change] = field(default_factory=list)  # passed, now fails/crashes/...
    progressions: list[Change] = field(default_factory=list)  # failed, now passes
    kind_changes: list[Change] = field(default_factory=list)  # fails both times, differently
    skip_changes: list[Change] = field(default_factory=list)  # run in one, skipped in the other
    added: list[Change] = field(default_factory=list)
    removed: list[Change] = field(default_factory=list)

    SECTIONS = ("regressions", "progressions", "kind_changes", "skip_changes", "added", "removed")

    @property
    def has_regressions(self) -> bool:
        return bool(self.regressions)


def diff_certificates(old: dict[str, Any], new: dict[str, Any]) -> CertDiff:
    before = {c["id"]: verdict(c) for c in old["cases"]}
    after = {c["id"]: verdict(c) for c in new["cases"]}
    result = CertDiff(old["implementation"], new["implementation"])
    for case_id in sorted(before.keys() | after.keys()):
        a, b = before.get(case_id), after.get(case_id)
        change = Change(case_id, a, b)
        if a is None:
            result.added.append(change)
        elif b is None:
            result.removed.append(change)
        elif a == b:
            continue
        elif a == "pass" and b in KINDS:
            result.regressions.append(change)
        elif a in KINDS and b == "pass":
            result.progressions.append(change)
        elif a in KINDS and b in KINDS:
            result.kind_changes.append(change)
        else:
            result.skip_changes.append(change)
    return result


TITLES = {"regressions": "Regressions (passed, now not)", "progressions": "Progressions (now passing)",
          "kind_changes": "Failure kind changed", "skip_changes": "Skipped in one run only",
          "added": "Cases added", "removed": "Cases removed"}


def _name(info: dict[str, Any]) -> str:
    return f"{info.get('name', '?')} {info.get('version', '?')}"


def _counts(d: CertDiff) -> str:
    return ", ".join(f"{len(getattr(d, s))} {s.replace('_', ' ')}" for s in d.SECTIONS)


def render_diff(d: CertDiff, fmt: str) -> str:
    if fmt == "json":
        doc = {"schema": "pyconform-diff/1", "old": d.old, "new": d.new,
               **{s: [asdict(c) for c in getattr(d, s)] for s in d.SECTIONS}}
        return json.dumps(doc, indent=2) + "\n"
    markdown = fmt == "markdown"
    lines = [f"# {_name(d.old)} → {_name(d.new)}" if markdown else f"{_name(d.old)} -> {_name(d.new)}: {_counts(d)}"]
    if markdown:
        lines += ["", _counts(d) + "."]
    for section in d.SECTIONS:
        changes = getattr(d, section)
        if not changes:
            continue
        lines += ["", f"## {TITLES[section]} ({len(changes)})", ""] if markdown else [f"{TITLES[section]}:"]
        for c in changes:
            step = f"{c.old or 'absent'} → {c.new or 'absent'}"
            lines.append(f"- `{c.case_id}`: {step}" if markdown else f"  {c.case_id}: {step.replace('→', '->')}")
    return "\n".join(lines) + "\n"
