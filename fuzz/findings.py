"""What a merged campaign tells a person: a Markdown summary (for `$GITHUB_STEP_SUMMARY`)
with one line per new finding, and one bug report per new finding, ready to paste into the
candidate's tracker (program, what CPython 3.8 does, what the candidate does, how to replay).
"""
from __future__ import annotations

from pathlib import Path

from pyconform.cases import BLOCK_END

from pyconform.fuzz.corpus import Entry, atomic_write
from pyconform.fuzz.merge import MergedCampaign


def _outcome_text(outcome: dict) -> str:
    exc = outcome.get("exception") or {}
    if exc:
        message = f": {exc.get('message')}" if exc.get("message") else ""
        return f"{outcome.get('phase', '?')} phase, {exc.get('type')}{message}"
    return f"{outcome.get('phase', '?')} phase, no exception"


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


def bug_report(entry: Entry) -> str:
    prov = entry.provenance
    candidate, reference = prov.get("candidate") or {}, prov.get("reference") or {}
    program = _program(entry).rstrip("\n")
    return "\n".join([
        f"# {_who(candidate)} differs from {_who(reference)}: {', '.join(prov.get('kinds', []))}",
        "",
        "Program:",
        "",
        "```python",
        program,
        "```",
        "",
        f"- {_who(reference)} (reference): {_outcome_text(prov.get('reference_outcome') or {})}",
        f"- {_who(candidate)}: {_outcome_text(prov.get('candidate_outcome') or {})}",
        "",
        f"Found by the pyconform fuzzer (generator `{prov.get('generator', '?')}`, seed {prov.get('seed', '?')}, "
        f"block {prov.get('shard', '?')}). Replay: `pyconform replay {entry.path.name if entry.path else ''} "
        f"--impl {candidate.get('spec', 'CANDIDATE')}`.",
        "",
    ])


def write_bug_reports(merged: MergedCampaign, directory: Path) -> list[Path]:
    """One Markdown file per new finding; nothing (not even the directory) when none is new."""
    written = []
    for entry in merged.new:
        directory.mkdir(parents=True, exist_ok=True)
        name = (entry.path.stem if entry.path else entry.signature) + ".md"
        atomic_write(directory / name, bug_report(entry))
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
