"""What a merged campaign tells a person: a Markdown summary (for `$GITHUB_STEP_SUMMARY`)
with one line per new finding, and one bug report per new finding, ready to paste into the
candidate's tracker (program, what CPython 3.8 does, what the candidate does, how to replay).
"""
from __future__ import annotations

from pathlib import Path
from typing import Optional

from pyconformance.reports.bug_report import BugReport, outcome_text, render
from pyconformance.cases import BLOCK_END, CaseError, load_case
from pyconformance.rules import Rule

from pyconformance.fuzz.corpus import Entry, atomic_write
from pyconformance.fuzz.merge import MergedCampaign


def _who(table: dict) -> str:
    return f"{table.get('name', '?')} {table.get('version', '?')}".strip()


def _program(entry: Entry) -> str:
    text = entry.path.read_text(encoding="utf-8") if entry.path else ""
    return text.split(BLOCK_END + "\n", 1)[-1]


def finding_line(entry: Entry, merged: MergedCampaign) -> str:
    prov = entry.provenance
    kinds = ", ".join(prov.get("kinds", [])) or "?"
    key = merged.cause_of(entry)
    anchor = merged.anchors.get(key, "")
    count = len(merged.causes.get(key, [entry]))
    return (f"{_who(prov.get('candidate') or {})}: {anchor or kinds} "
            f"(`{entry.path.name if entry.path else entry.signature}`"
            f"{f', {count} entries' if count > 1 else ''}); reference {_who(prov.get('reference') or {})}")


def step_summary(merged: MergedCampaign, title: str = "Fuzz campaign") -> str:
    """Markdown; empty when there is nothing new, so nothing is published."""
    if not merged.new:
        return ""
    lines = [f"## {title}: {len(merged.new)} new root cause(s)", "",
             f"{merged.block_programs} programs in {sum(len(b) for b in merged.blocks.values())} blocks "
             f"from {merged.summaries} shard summaries; reference {', '.join(sorted(merged.references)) or '?'}"
             f"{_coverage_note(merged)}.", ""]
    lines += [f"- {finding_line(entry, merged)}" for entry in merged.new]
    if merged.conflicts:
        lines += ["", f"**{len(merged.conflicts)} block conflict(s)**: shards disagree about the programs of a "
                      "block (not one campaign, or a non-deterministic candidate)."]
    return "\n".join(lines) + "\n"


def _coverage_note(merged: MergedCampaign) -> str:
    cov = merged.syntax_coverage()
    return f"; syntax coverage {cov['share']:.1%} of 3.8's ast node types ({cov['covered']}/{cov['total']})" if cov else ""


def entry_report(entry: Entry, rules: Optional[dict[str, Rule]] = None) -> BugReport:
    """The bug report of one corpus entry (RULES: the catalogue, to quote what 3.8 specifies)."""
    prov = entry.provenance
    candidate, reference = prov.get("candidate") or {}, prov.get("reference") or {}
    try:
        cited = list(load_case(entry.path).rules) if entry.path else []
    except CaseError:
        cited = []
    cited = cited or ["fuzz.differential"]
    return BugReport(
        title=f"{_who(candidate)} differs from {_who(reference)}: {', '.join(prov.get('kinds', [])) or 'outcome'}",
        program=_program(entry).rstrip("\n"),
        reference=_who(reference), reference_outcome=outcome_text(prov.get("reference_outcome") or {}),
        implementation=_who(candidate), implementation_outcome=outcome_text(prov.get("candidate_outcome") or {}),
        reproduce=f"pyconform replay {entry.path if entry.path else 'ENTRY.py'} --impl {candidate.get('spec', 'CANDIDATE')}",
        rules=tuple((rules or {})[r] for r in cited if r in (rules or {})),
        cases=(entry.path.stem if entry.path else entry.signature,),
        origin=(f"Found by the pyconform fuzzer (generator `{prov.get('generator', '?')}`, seed {prov.get('seed', '?')}, "
                f"block {prov.get('shard', '?')}) and reduced."))


def catalogue() -> dict[str, Rule]:
    """The rule catalogue of the suite this pyconform carries (empty when there is none)."""
    from pyconformance.suite import load_suite

    try:
        return load_suite(None).rules
    except (OSError, CaseError):
        return {}


def bug_report(entry: Entry, rules: Optional[dict[str, Rule]] = None) -> str:
    return render(entry_report(entry, rules))


def write_bug_reports(merged: MergedCampaign, directory: Path) -> list[Path]:
    """One Markdown file per new finding; nothing (not even the directory) when none is new."""
    written = []
    rules = catalogue()
    for entry in merged.new:
        directory.mkdir(parents=True, exist_ok=True)
        name = (entry.path.stem if entry.path else entry.signature) + ".md"
        atomic_write(directory / name, bug_report(entry, rules))
        written.append(directory / name)
    return written


def adopt_new(merged: MergedCampaign, corpus: Path) -> list[Path]:
    """Copy each new finding to CORPUS/fuzz-<implementation name>/ (the layout of corpus/)."""
    written = []
    for entry in merged.new:
        if entry.path is None:
            continue
        name = str((entry.provenance.get("candidate") or {}).get("name") or "unknown")
        target = corpus / f"fuzz-{name}" / entry.path.name
        if target.exists():  # a different finding of the same name: keep both
            target = target.with_name(f"{entry.path.stem}-{entry.content[:6]}.py")
        target.parent.mkdir(parents=True, exist_ok=True)
        atomic_write(target, entry.path.read_text(encoding="utf-8"))
        written.append(target)
    return written
