"""The campaign's summary (pyconform-fuzz/1 JSON or text) and its live display on a TTY."""
from __future__ import annotations

import json
from typing import Optional

from rich.console import Console
from rich.live import Live
from rich.table import Table

from pyconformance.fuzz.campaign import Campaign, Tally
from pyconformance.fuzz.syntax_coverage import coverage
from pyconformance.fuzz.rule_coverage import coverage_lines, rule_coverage, skipped_lines, skipped_list


LANGUAGE = "3.8"


def reference_note(tally: Tally) -> str:
    """A warning line when the campaign's reference is not a CPython 3.8 ('' when it is)."""
    ref = tally.reference
    if not ref:
        return ""
    version = ref.get("version", "")
    if ref.get("name") == "cpython" and version.split(".")[:2] == LANGUAGE.split("."):
        return ""
    return (f"warning: the reference is {ref.get('name')} {version}, not CPython {LANGUAGE}: its own "
            f"changes since {LANGUAGE} show up as divergences (use --reference python{LANGUAGE} where one exists)")


def summary(tally: Tally, seed: int, seconds: float, interruption: Optional[dict] = None) -> dict:
    """The fields of the pyconform-fuzz/1 contract, and `reference` / `reference_version`;
    `complete` false and `interrupted` (the signal, how to resume) when a signal stopped it."""
    return {
        "schema": "pyconform-fuzz/1",
        "complete": interruption is None,
        "interrupted": interruption,
        "seed": seed,
        "programs": tally.programs,
        "seconds": round(seconds, 3),
        "programs_per_second": round(tally.programs / seconds, 2) if seconds > 0 else 0.0,
        "feature_hits": dict(sorted(tally.feature_hits.items())),
        # One entry per root cause, with its occurrences and the seed:shard pairs that hit it.
        "divergences": [{**d, **(tally.causes.stats(d.get("cause", "")) if tally.causes else {})}
                        for d in tally.divergences],
        "reference": dict(tally.reference),
        "reference_version": tally.reference.get("version", ""),
        "candidates": list(tally.candidates),
        "generators": list(tally.generators),
        # Never lost: a divergence not (fully) reduced is saved as far as it got, the reason
        # in its entry's provenance; one not saved at all is here with its program text.
        "unreduced": sum(bool(d.get("unreduced")) for d in tally.divergences),
        "save_failures": list(tally.save_failures),
        "state_save_failures": tally.state_save_failures,
        "warnings": dict(sorted(tally.warnings.items())),
        # Not causes (fuzz/referee.py, pyconformance/impldefined.py): counted and shown apart.
        "unstable": tally.set_apart.count("unstable"),
        "implementation_defined": tally.set_apart.to_list("implementation-defined:"),
        "set_apart": tally.set_apart.to_list(),
        "drift": tally.drift.to_list(),
        "drift_references": list(tally.drift_references),
        "syntax_coverage": coverage(tally.syntax_seen).to_dict(),
        "rule_coverage": rule_coverage(tally.rule_hits, tally.generators),
        "skipped": skipped_list(tally.skipped),
        "profile": {phase: round(s, 3) for phase, s in tally.profile.most_common()},
        "first_divergence_seconds": min((d["after_seconds"] for d in tally.divergences if "after_seconds" in d),
                                        default=None),
    }


def render_json(tally: Tally, seed: int, seconds: float, interruption: Optional[dict] = None) -> str:
    return json.dumps(summary(tally, seed, seconds, interruption), indent=2) + "\n"


def render_text(tally: Tally, seed: int, seconds: float, interrupted: bool, programs_kept: Optional[str] = None,
                interruption: Optional[dict] = None) -> str:
    """PROGRAMS_KEPT: where the programs of unsaved divergences are (the JSON summary), or None
    when this text is all there is."""
    data = summary(tally, seed, seconds, interruption)
    stopped = f"INTERRUPTED by {interruption['signal']}, partial: " if interruption else \
        "interrupted, partial: " if interrupted else ""
    lines = [f"{stopped}{data['programs']} programs in {data['seconds']:.1f}s "
             f"({data['programs_per_second']:.1f}/s), seed {seed}"]
    if reference_note(tally):
        lines.append(reference_note(tally))
    if data["feature_hits"]:
        lines.append("feature hits: " + ", ".join(f"{k} {v}" for k, v in data["feature_hits"].items()))
    cov = data["syntax_coverage"]
    lines.append(f"syntax coverage: {cov['share']:.1%} of 3.8 ast node types ({cov['covered']}/{cov['total']})"
                 + (f"; missing {', '.join(cov['missing'])}" if cov["missing"] else ""))
    if tally.generator_hits:
        lines.append("generators: " + ", ".join(f"{k} {v}" for k, v in sorted(tally.generator_hits.items())))
    lines.extend(coverage_lines(data["rule_coverage"]))
    lines.extend(skipped_lines(data["skipped"]))
    if tally.model_disagreements:
        lines.append(f"warning: the reference disagreed with a generator's model {tally.model_disagreements} "
                     "time(s) (a model bug, or a reference that is not 3.8)")
    if tally.rechecked:
        lines.append(f"{tally.rechecked} screened divergence(s) re-run in their own forks, "
                     f"{tally.artefacts} of them screening artefacts (dropped)")
    lines.append(f"{tally.harness_errors} harness error(s)")
    marked = [d for d in data["divergences"] if "known" in d]
    known = sum(bool(d["known"]) for d in marked)
    lines.append(f"{len(data['divergences'])} divergence(s), one per root cause"
                 + (f": {len(marked) - known} new, {known} known" if marked else "")
                 + (f"; {tally.duplicates} more occurrence(s) of ones already seen" if tally.duplicates else ""))
    for div in data["divergences"]:
        ref, cand = div["reference_outcome"], div["candidate_outcome"]
        mark = ("NEW   " if div["known"] is None else "known ") if "known" in div else ""
        lines.append(f"  {mark}{div['id']}  [{div['candidate']}]  reference {_kind(ref)} / candidate {_kind(cand)}")
        if div.get("known"):
            lines.append(f"      {div['known']['source']}: {div['known']['name']}"
                         + (f" ({div['known']['reason']})" if div['known']['reason'] else ""))
        if div.get("anchor"):
            seeds = div.get("seeds", [])
            lines.append(f"      cause: {div['anchor']}  ({div.get('occurrences', 0)}x; seed:shard "
                         f"{', '.join(seeds[:8])}{' ...' if len(seeds) > 8 else ''})")
        if div["path"]:
            lines.append(f"      {div['path']}")
        if div.get("unreduced"):
            lines.append(f"      not reduced: {div['unreduced']}")
    if data["unreduced"]:
        lines.append(f"{data['unreduced']} divergence(s) saved unreduced or part-reduced (reason in provenance)")
    if data["save_failures"]:
        kept = f"programs in {programs_kept}" if programs_kept else \
            "their programs are kept only in a JSON summary: rerun with --format json -o FILE"
        lines.append(f"{len(data['save_failures'])} divergence(s) could not be saved ({kept}): "
                     f"{data['save_failures'][0]['reason']}")
    if data["state_save_failures"]:
        lines.append(f"the campaign state could not be written {data['state_save_failures']} time(s) "
                     f"(resume will redo those shards): {tally.state_save_error}")
    lines.extend(set_apart_lines(data))
    for kind, count in data["warnings"].items():
        lines.append(f"warning during the campaign ({count}x): {kind}")
    lines.extend(drift_lines(data))
    return "\n".join(lines) + "\n"


def set_apart_lines(data: dict) -> list[str]:
    """Differences that are not causes: implementation-defined, unstable reference, module policy."""
    entries = data["set_apart"]
    if not entries:
        return []
    lines = [f"{sum(e['occurrences'] for e in entries)} difference(s) set apart, not causes "
             f"({data['unstable']} unstable on the reference):"]
    for entry in entries:
        program = entry["program"].strip().replace("\n", "; ")
        lines.append(f"  {entry['reason']}  [{entry['candidate']}]  {entry['occurrences']}x  e.g. "
                     f"{program[:80]}{'...' if len(program) > 80 else ''}")
    return lines


def drift_lines(data: dict) -> list[str]:
    """The version-drift section: differences the candidate's own CPython version shares."""
    drift = data["drift"]
    if not drift and not data["drift_references"]:
        return []
    used = ", ".join(f"CPython {r['version']} ({r['spec']})" for r in data["drift_references"]) or "none"
    lines = [f"{len(drift)} version drift(s), {sum(d['occurrences'] for d in drift)} program(s), "
             f"measured on {used}; not divergences"]
    for entry in drift:
        first = entry["program"].strip().splitlines()[:1] or [""]
        more = " ..." if entry["program"].strip().count("\n") else ""
        lines.append(f"  [{entry['candidate']}] {', '.join(entry['kinds'])} as in CPython {entry['version']} "
                     f"({entry['occurrences']}x): {first[0][:80]}{more}")
    return lines


def _kind(outcome: dict) -> str:
    exc = outcome.get("exception")
    return f"{outcome['phase']}:{exc['type']}" if exc else outcome["phase"]


class LiveDisplay:
    """programs/s, divergences and feature hits, redrawn at most 4 times a second."""

    def __init__(self, enabled: bool):
        self.enabled = enabled
        self.campaign: Optional[Campaign] = None
        self.live = Live(console=Console(stderr=True), refresh_per_second=4, transient=True) if enabled else None

    def __enter__(self) -> "LiveDisplay":
        if self.live:
            self.live.__enter__()
        return self

    def __exit__(self, *exc) -> None:
        if self.live:
            self.live.__exit__(*exc)

    def update(self) -> None:
        if not self.live or self.campaign is None:
            return
        tally, seconds = self.campaign.tally, max(self.campaign.seconds, 1e-6)
        table = Table.grid(padding=(0, 2))
        table.add_row("[bold]programs", f"{tally.programs}", f"{tally.programs / seconds:.1f}/s")
        table.add_row("[bold]divergences", f"[red]{len(tally.divergences)}", f"{tally.duplicates} repeats")
        hits = ", ".join(f"{k} {v}" for k, v in sorted(tally.feature_hits.items())) or "-"
        table.add_row("[bold]features", hits, "")
        self.live.update(table)
