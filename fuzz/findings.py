"""What a merged campaign tells a person: a Markdown summary (for `$GITHUB_STEP_SUMMARY`)
with one line per new finding, and one bug report per new finding, ready to paste into the
candidate's tracker (program, what CPython 3.8 does, what the candidate does, how to replay).
"""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Optional

from pyconformance.reports.bug_report import BugReport, Side, difference, observed_of_outcome, render
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


def entry_report(entry: Entry, rules: Optional[dict[str, Rule]] = None, cpythons=None) -> BugReport:
    """The bug report of one corpus entry (RULES: the catalogue, to quote what 3.8 specifies;
    CPYTHONS: pyconformance/reports/cpythons.py, to measure the program on a real CPython 3.8 when
    the campaign's reference was another version)."""
    from pyconformance.reports.case_reports import LANGUAGE, python_command, who_of
    from pyconformance.outcome import Outcome
    from pyconformance.program import Program
    from pyconformance.reports.cpythons import CPythons
    from pyconformance.reports.reproducer import Reproducer

    cpythons = cpythons or CPythons(enabled=False)
    prov = entry.provenance
    candidate, reference = prov.get("candidate") or {}, prov.get("reference") or {}
    try:
        case = load_case(entry.path) if entry.path else None
    except CaseError:
        case = None
    cited = list(case.rules) if case else []
    cited = cited or ["fuzz.differential"]
    program = _program(entry).rstrip("\n")
    # its command line ([run]: flags, env, files): measured and reproduced with it, as it was found
    command = {"flags": case.flags, "env": case.env, "files": case.files} if case else {}
    who, ref_who = who_of(candidate), who_of(reference)
    actual = observed_of_outcome(prov.get("candidate_outcome") or {})
    saved = Side(ref_who, "the fuzzer's reference, when the entry was saved",
                 observed_of_outcome(prov.get("reference_outcome") or {}))
    here = cpythons.run(LANGUAGE, Program(source=program, **command))
    is_38 = reference.get("name") == "cpython" and str(reference.get("version", "")).startswith("3.8.")
    others: tuple[Side, ...] = ()
    expected = saved
    if here is not None:
        expected = Side(here.who, f"measured here ({here.executable})",
                        observed_of_outcome(here.outcome.to_dict()))
        others = () if is_38 else (saved,)
    elif not is_38:
        saved = replace(saved, source=saved.source + "; not CPython 3.8, and no CPython 3.8 here to measure")
        expected = saved
    label, why = "bug", "the implementation differs from the CPython it was compared with"
    try:
        cand_outcome = Outcome.from_dict(prov.get("candidate_outcome") or {})
    except (ValueError, TypeError):
        cand_outcome = None
    if here is not None and cand_outcome is not None:
        from pyconformance.differ import differences

        if not differences(here.outcome, cand_outcome):
            label, why = "drift", f"{here.who} behaves the same way: the difference was with the campaign's later reference"
        else:
            version = tuple(int(p) for p in str(candidate.get("version", "3.8")).split(".")[:2] if p.isdigit())
            for later in [v for v in cpythons.later(LANGUAGE) if v >= version]:
                measured = cpythons.run(later, Program(source=program, **command))
                if measured is not None and not differences(measured.outcome, cand_outcome):
                    label, why = "drift", f"{measured.who} ({measured.executable}), measured here, behaves the same way"
                    others += (Side(measured.who, f"measured here ({measured.executable})",
                                    observed_of_outcome(measured.outcome.to_dict())),)
                    break
    return BugReport(
        title=f"{who} {difference(expected.observed, actual, expected.who.split(' (')[0])}",
        triage=label, triage_why=why,
        reproducer=Reproducer(program, python_command(str(candidate.get("spec", ""))), who, **command),
        expected=expected, actual=Side(who, "the fuzzer's candidate, when the entry was saved", actual), others=others,
        replay=f"pyconform replay {entry.path if entry.path else 'ENTRY.py'} --impl {candidate.get('spec', 'CANDIDATE')}",
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
