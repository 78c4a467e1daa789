"""The results site's fuzz page: per campaign (a `pyconform fuzz --format json` summary,
pyconform-fuzz/1), how many programs exercised each catalogue rule, by generator, and the
observable rules no program reached or no generator of the campaign can reach."""
from __future__ import annotations

import json
from dataclasses import dataclass
from html import escape
from pathlib import Path

from pyconformance.reports.site.model import RuleInfo

SCHEMA = "pyconform-fuzz/1"
COVERAGE_FIELDS = ("observable", "reached", "count_cap", "rules", "unreached", "unreachable")


class FuzzSummaryError(ValueError):
    """Not a fuzz summary the site can show (the message names the file and the field)."""


@dataclass(frozen=True)
class CampaignCoverage:
    name: str  # the summary's file name
    reference: str  # "cpython 3.8.18"
    candidates: tuple[str, ...]  # their specs; empty for a summary written before they were recorded
    seed: int
    programs: int
    seconds: float
    complete: bool
    generators: tuple[str, ...]  # those whose programs reached a rule, and those the summary names
    observable: int
    reached: int
    count_cap: int  # counts stop there, per rule and generator
    rules: dict[str, dict[str, int]]  # rule -> generator -> programs
    unreached: tuple[str, ...]  # observable rules no program of the campaign reached
    unreachable: tuple[str, ...]  # observable rules no generator of the campaign can reach

    @property
    def label(self) -> str:
        against = ", ".join(self.candidates) or "its candidates"
        return f"{against} against {self.reference}, seed {self.seed}"


def campaign_coverage(data: object, name: str) -> CampaignCoverage:
    """The coverage of one fuzz summary (parsed JSON); FuzzSummaryError naming what is wrong."""
    if not isinstance(data, dict) or data.get("schema") != SCHEMA:
        raise FuzzSummaryError(f"{name}: not a fuzz summary (schema {SCHEMA}, from pyconform fuzz --format json)")
    coverage = data.get("rule_coverage")
    missing = [f for f in COVERAGE_FIELDS if not isinstance(coverage, dict) or f not in coverage]
    if missing:
        raise FuzzSummaryError(f"{name}: rule_coverage.{missing[0]} missing (a summary from before rule coverage?)")
    rules = coverage["rules"]
    if not isinstance(rules, dict) or not all(isinstance(v, dict) and all(isinstance(n, int) for n in v.values())
                                              for v in rules.values()):
        raise FuzzSummaryError(f"{name}: rule_coverage.rules is not a map of rule -> generator -> count")
    reference = data.get("reference") or {}
    used = {g for counts in rules.values() for g in counts}
    return CampaignCoverage(
        name=name, reference=f"{reference.get('name', '?')} {reference.get('version', '')}".strip(),
        candidates=tuple(c.get("spec", "?") for c in data.get("candidates") or ()),
        seed=data.get("seed", 0), programs=data.get("programs", 0), seconds=data.get("seconds", 0.0),
        complete=bool(data.get("complete", True)),
        generators=tuple(sorted(used | set(data.get("generators") or ()))),
        observable=coverage["observable"], reached=coverage["reached"], count_cap=coverage["count_cap"],
        rules={r: dict(counts) for r, counts in sorted(rules.items())},
        unreached=tuple(coverage["unreached"]), unreachable=tuple(coverage["unreachable"]))


def load_campaign(path: Path) -> CampaignCoverage:
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:  # unreadable, or not JSON
        raise FuzzSummaryError(f"{path}: cannot read it as JSON ({getattr(exc, 'strerror', None) or exc})") from None
    return campaign_coverage(data, Path(path).name)


def count_text(count: int, cap: int) -> str:
    return f"≥{count}" if count >= cap else str(count)


def rule_head(rule: str, titles: dict[str, RuleInfo]) -> str:
    info = titles.get(rule)
    title = f' title="{escape(info.title)}"' if info and info.title else ""
    return f'<th scope="row"><code{title}>{escape(rule)}</code></th>'


def rule_list(rules: tuple[str, ...], titles: dict[str, RuleInfo]) -> str:
    if not rules:
        return "<p>none</p>"
    items = "".join(f"<li><code>{escape(r)}</code>"
                    + (f" {escape(titles[r].title)}" if r in titles and titles[r].title else "") + "</li>"
                    for r in rules)
    return f'<ul class="rules">{items}</ul>'


def campaign_html(campaign: CampaignCoverage, titles: dict[str, RuleInfo]) -> str:
    cap = campaign.count_cap
    heads = "".join(f'<th scope="col">{escape(g)}</th>' for g in campaign.generators)
    rows = []
    for rule, counts in campaign.rules.items():
        cells = "".join(f'<td class="n" data-g="{escape(g)}">{count_text(counts[g], cap) if g in counts else ""}</td>'
                        for g in campaign.generators)
        total = sum(counts.values())
        rows.append(f'<tr data-rule="{escape(rule)}">{rule_head(rule, titles)}<td class="n">{total}</td>{cells}</tr>')
    state = "" if campaign.complete else " (interrupted: partial)"
    return (f'<article class="campaign" data-campaign="{escape(campaign.name)}"><h3>{escape(campaign.label)}{state}</h3>'
            f'<p>{campaign.programs} programs in {campaign.seconds:.0f} s ({escape(campaign.name)}); '
            f'<strong>{campaign.reached} of {campaign.observable}</strong> observable rules reached. Counts stop at '
            f'{cap} programs per rule and generator (shown ≥{cap}).</p>'
            f'<div class="scroll"><table class="coverage"><thead><tr><th scope="col">rule</th>'
            f'<th scope="col">programs</th>{heads}</tr></thead><tbody>{"".join(rows)}</tbody></table></div>'
            f'<h4>Observable rules no program reached ({len(campaign.unreached)})</h4>'
            f'{rule_list(campaign.unreached, titles)}'
            f'<h4>Observable rules no generator of this campaign can reach ({len(campaign.unreachable)})</h4>'
            f'{rule_list(campaign.unreachable, titles)}</article>')


def fuzz_section(campaigns: list[CampaignCoverage], titles: dict[str, RuleInfo]) -> str:
    """The fuzz page; "" when no campaign is given."""
    if not campaigns:
        return ""
    return (f'<section data-page="fuzz" hidden><h2>Fuzz campaigns: rule coverage</h2>'
            f'<p>For each campaign (a <code>pyconform fuzz --format json</code> summary), how many of its programs '
            f'exercised each catalogue rule, by generator; then the observable rules it did not reach.</p>'
            f'{"".join(campaign_html(c, titles) for c in campaigns)}</section>')
