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
    # The reference's own tests (the certificates' upstream sections), by outcome: a pass that
    # now fails (not as drift or message-only), a failure that passes now, any other change.
    upstream_regressions: list[Change] = field(default_factory=list)
    upstream_progressions: list[Change] = field(default_factory=list)
    upstream_changes: list[Change] = field(default_factory=list)
    upstream_added: list[Change] = field(default_factory=list)  # run in NEW only
    upstream_removed: list[Change] = field(default_factory=list)

    SECTIONS = ("regressions", "progressions", "kind_changes", "skip_changes", "added", "removed",
                "upstream_regressions", "upstream_progressions", "upstream_changes", "upstream_added",
                "upstream_removed")

    @property
    def has_regressions(self) -> bool:
        return bool(self.regressions or self.upstream_regressions)


NOT_COUNTED = ("drift", "message-only")  # upstream verdicts that are no conformance failure


def _upstream_tests(doc: dict[str, Any]) -> Optional[dict[str, dict[str, Any]]]:
    section = doc.get("upstream")
    if not section or section.get("not_run"):
        return None
    return {t["id"]: t for t in section.get("tests", ())}


def diff_upstream(old: dict[str, Any], new: dict[str, Any], result: CertDiff) -> None:
    """Outcome changes of the reference's tests; nothing when either certificate lacks them."""
    before, after = _upstream_tests(old), _upstream_tests(new)
    if before is None or after is None:
        return
    for test_id in sorted(before.keys() | after.keys()):
        a, b = before.get(test_id), after.get(test_id)
        old_outcome, new_outcome = a and a["outcome"], b and b["outcome"]
        if old_outcome == new_outcome:
            continue
        change = Change(test_id, old_outcome, new_outcome)
        if a is None:
            result.upstream_added.append(change)
        elif b is None:
            result.upstream_removed.append(change)
        elif old_outcome == "pass" and new_outcome in KINDS and b["verdict"] not in NOT_COUNTED:
            result.upstream_regressions.append(change)
        elif old_outcome in KINDS and new_outcome == "pass":
            result.upstream_progressions.append(change)
        else:
            result.upstream_changes.append(change)


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
    diff_upstream(old, new, result)
    return result


TITLES = {"regressions": "Regressions (passed, now not)", "progressions": "Progressions (now passing)",
          "kind_changes": "Failure kind changed", "skip_changes": "Skipped in one run only",
          "added": "Cases added", "removed": "Cases removed",
          "upstream_regressions": "Upstream tests: regressions (passed, now fail)",
          "upstream_progressions": "Upstream tests: progressions (now passing)",
          "upstream_changes": "Upstream tests: other outcome changes",
          "upstream_added": "Upstream tests run in the new certificate only",
          "upstream_removed": "Upstream tests run in the old certificate only"}


def _name(info: dict[str, Any]) -> str:
    return f"{info.get('name', '?')} {info.get('version', '?')}"


def _counts(d: CertDiff) -> str:
    shown = [s for s in d.SECTIONS if not s.startswith("upstream_") or getattr(d, s)]  # upstream: when any
    return ", ".join(f"{len(getattr(d, s))} {s.replace('_', ' ')}" for s in shown)


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
