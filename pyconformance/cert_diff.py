"""What changed between two certificates of a suite run: regressions (by what the case does
now), progressions, changed failure kinds, cases added and removed; and whether the two can
be compared at all (same implementation, same suite, NEW complete).

A case that passed in OLD regresses when NEW shows it failing (unexpectedly, or now listed as
a known difference: kept apart), errored, skipped, or not at all, unless NEW's declared scope
excludes it (`out-of-scope`, or absent and outside NEW's `[scope]` features)."""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from typing import Optional

from pyconformance.certificate import Certificate, CaseRecord, ImplementationRecord

# How a case that passed in OLD may regress in NEW (the summary counts each).
REGRESSION_KINDS = ("failing", "errored", "known", "skipped", "absent")


def verdict(case: CaseRecord) -> str:
    """pass, skip, out-of-scope, a failure kind (unexpected), or "known <kind>" (a known difference)."""
    if case.status == "out-of-scope":
        return "out-of-scope"
    v = case.verdict
    return f"known {v}" if case.status == "xfail" else v


def failing(v: Optional[str]) -> bool:
    return v is not None and v not in ("pass", "skip", "out-of-scope")


@dataclass(frozen=True)
class Change:
    case_id: str
    old: Optional[str]  # a verdict; None when the case is absent from that certificate
    new: Optional[str]
    how: str = ""  # for a regression: failing, errored, known, skipped or absent


@dataclass
class CertDiff:
    old: ImplementationRecord
    new: ImplementationRecord
    regressions: list[Change] = field(default_factory=list)  # passed, now not (and NEW's scope claims it)
    progressions: list[Change] = field(default_factory=list)  # failed, now passes
    kind_changes: list[Change] = field(default_factory=list)  # fails both times, differently
    skip_changes: list[Change] = field(default_factory=list)  # run in one, skipped in the other
    scoped_out: list[Change] = field(default_factory=list)  # passed, now outside NEW's declared scope
    added: list[Change] = field(default_factory=list)
    removed: list[Change] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)  # comparability: suite revisions, partial OLD
    new_partial: str = ""  # why NEW cannot be trusted whole (interrupted), "" when it is complete
    # The reference's own tests (the certificates' upstream sections), by outcome: a pass that
    # now fails (not as drift or message-only), a failure that passes now, any other change,
    # and tests run in one certificate only.
    upstream_regressions: list[Change] = field(default_factory=list)
    upstream_progressions: list[Change] = field(default_factory=list)
    upstream_changes: list[Change] = field(default_factory=list)
    upstream_added: list[Change] = field(default_factory=list)
    upstream_removed: list[Change] = field(default_factory=list)

    SECTIONS = ("regressions", "progressions", "kind_changes", "skip_changes", "scoped_out", "added", "removed",
                "upstream_regressions", "upstream_progressions", "upstream_changes", "upstream_added",
                "upstream_removed")

    @property
    def has_regressions(self) -> bool:
        return bool(self.regressions or self.upstream_regressions)

    @property
    def failed(self) -> bool:
        """The CI gate: a regression (of a case or an upstream test), or a NEW that does not hold
        every case it was asked for."""
        return bool(self.regressions or self.upstream_regressions or self.new_partial)

    def regression_counts(self) -> dict[str, int]:
        return {how: sum(c.how == how for c in self.regressions) for how in REGRESSION_KINDS}


class Incomparable(ValueError):
    """OLD and NEW certify different implementations."""


def same_implementation(old: Certificate, new: Certificate) -> Optional[str]:
    """Why OLD and NEW are not of one implementation, or None when they are."""
    a, b = old.implementation, new.implementation
    kind_a, kind_b = a.spec.partition(":")[0] if ":" in a.spec else "", b.spec.partition(":")[0] if ":" in b.spec else ""
    if a.name != b.name or kind_a != kind_b:
        return f"OLD certifies {a.name} ({a.spec}), NEW certifies {b.name} ({b.spec})"
    return None


def comparability(old: Certificate, new: Certificate) -> list[str]:
    warnings = []
    revisions = [c.provenance.suite.revision if c.provenance else None for c in (old, new)]
    if None in revisions:
        which = " and ".join(n for n, r in zip(("OLD", "NEW"), revisions) if r is None)
        warnings.append(f"suite revision not recorded in {which}: cannot tell whether both ran the same suite")
    elif revisions[0] != revisions[1]:
        warnings.append(f"different suite revisions ({revisions[0]} -> {revisions[1]}): "
                        "cases added, removed or changed in between show up here too")
    if old.interrupted:
        warnings.append(f"OLD is partial (interrupted by {old.interrupted.signal} after "
                        f"{old.interrupted.finished} of {old.interrupted.total} cases)")
    return warnings


def scope_excludes(new: Certificate, case: CaseRecord) -> bool:
    """Whether NEW's declared scope leaves out a case NEW does not hold (its features, from OLD)."""
    return new.scope is not None and not all(f in new.scope.features for f in case.features)


def diff_certificates(old: Certificate, new: Certificate) -> CertDiff:
    before = {c.id: c for c in old.cases}
    after = {c.id: c for c in new.cases}
    result = CertDiff(old.implementation, new.implementation, warnings=comparability(old, new))
    if new.interrupted:
        result.new_partial = (f"NEW is partial: interrupted by {new.interrupted.signal} after "
                              f"{new.interrupted.finished} of {new.interrupted.total} cases")
    for case_id in sorted(before.keys() | after.keys()):
        a = verdict(before[case_id]) if case_id in before else None
        b = verdict(after[case_id]) if case_id in after else None
        if a is None:
            result.added.append(Change(case_id, a, b))
        elif a == b:
            continue
        elif a == "pass":
            if b == "out-of-scope" or (b is None and scope_excludes(new, before[case_id])):
                result.scoped_out.append(Change(case_id, a, b))
            else:
                how = ("absent" if b is None else "skipped" if b == "skip" else "known" if b.startswith("known ")
                       else "errored" if b == "error" else "failing")
                result.regressions.append(Change(case_id, a, b, how))
        elif b is None:
            result.removed.append(Change(case_id, a, b))
        elif failing(a) and b == "pass":
            result.progressions.append(Change(case_id, a, b))
        elif failing(a) and failing(b):
            result.kind_changes.append(Change(case_id, a, b))
        else:
            result.skip_changes.append(Change(case_id, a, b))
    diff_upstream(old, new, result)
    return result


TITLES = {"regressions": "Regressions (passed, now not)", "progressions": "Progressions (now passing)",
          "kind_changes": "Failure kind changed", "skip_changes": "Skipped in one run only",
          "scoped_out": "Passed, now outside NEW's declared scope", "added": "Cases added", "removed": "Cases removed",
          "upstream_regressions": "Upstream tests: regressions (passed, now fail)",
          "upstream_progressions": "Upstream tests: progressions (now passing)",
          "upstream_changes": "Upstream tests: other outcome changes",
          "upstream_added": "Upstream tests run in the new certificate only",
          "upstream_removed": "Upstream tests run in the old certificate only"}


NOT_COUNTED = ("drift", "message-only")  # upstream verdicts that are no conformance failure
KINDS = ("fail", "error", "timeout", "crash")


def _upstream_tests(cert: Certificate) -> Optional[dict]:
    section = cert.upstream
    if section is None or section.not_run:
        return None
    return {t.id: t for t in section.tests}


def diff_upstream(old: Certificate, new: Certificate, result: CertDiff) -> None:
    """Outcome changes of the reference's tests; nothing when either certificate lacks them."""
    before, after = _upstream_tests(old), _upstream_tests(new)
    if before is None or after is None:
        return
    for test_id in sorted(before.keys() | after.keys()):
        a, b = before.get(test_id), after.get(test_id)
        old_outcome, new_outcome = a and a.outcome, b and b.outcome
        if old_outcome == new_outcome:
            continue
        change = Change(test_id, old_outcome, new_outcome)
        if a is None:
            result.upstream_added.append(change)
        elif b is None:
            result.upstream_removed.append(change)
        elif old_outcome == "pass" and new_outcome in KINDS and b.verdict not in NOT_COUNTED:
            result.upstream_regressions.append(change)
        elif old_outcome in KINDS and new_outcome == "pass":
            result.upstream_progressions.append(change)
        else:
            result.upstream_changes.append(change)


def _name(info: ImplementationRecord) -> str:
    return f"{info.name} {info.version}" + (f" ({info.release})" if info.release and info.release != info.version else "")


def _counts(d: CertDiff) -> str:
    parts = []
    for s in d.SECTIONS:
        if s.startswith("upstream_") and not getattr(d, s):
            continue  # upstream counts only when there are some
        text = f"{len(getattr(d, s))} {s.replace('_', ' ')}"
        if s == "regressions":
            text += " (" + ", ".join(f"{n} {how}" for how, n in d.regression_counts().items()) + ")"
        parts.append(text)
    return ", ".join(parts)


def render_diff(d: CertDiff, fmt: str) -> str:
    if fmt == "json":
        doc = {"schema": "pyconformance-diff/2", "old": d.old.model_dump(mode="json"), "new": d.new.model_dump(mode="json"),
               "failed": d.failed, "new_partial": d.new_partial or None, "warnings": d.warnings,
               "regression_counts": d.regression_counts(),
               **{s: [asdict(c) for c in getattr(d, s)] for s in d.SECTIONS}}
        return json.dumps(doc, indent=2) + "\n"
    markdown = fmt == "markdown"
    lines = [f"# {_name(d.old)} → {_name(d.new)}" if markdown else f"{_name(d.old)} -> {_name(d.new)}: {_counts(d)}"]
    if markdown:
        lines += ["", _counts(d) + "."]
    for note in ([f"FAILED: {d.new_partial}"] if d.new_partial else []) + [f"warning: {w}" for w in d.warnings]:
        lines += ["", f"> {note}"] if markdown else [note]
    for section in d.SECTIONS:
        changes = getattr(d, section)
        if not changes:
            continue
        lines += ["", f"## {TITLES[section]} ({len(changes)})", ""] if markdown else [f"{TITLES[section]}:"]
        for c in changes:
            step = f"{c.old or 'absent'} → {c.new or 'absent'}" + (f" ({c.how})" if c.how else "")
            lines.append(f"- `{c.case_id}`: {step}" if markdown else f"  {c.case_id}: {step.replace('→', '->')}")
    return "\n".join(lines) + "\n"
