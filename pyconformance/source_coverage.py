"""Catalogue coverage per source document: the seed article, the seed mail, What's New, the rest.

A rule belongs to every source its `source` field cites (a few rules cite both seeds); What's New
items a seed rule also names are counted once, under What's New's item tally, not as rules.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Optional

from pyconformance.rules import Coverage

# (label, test on a rule's source text), in report order; "other" takes what none claims.
SOURCES = (
    ("seed article", lambda s: "000-article" in s),
    ("seed mail", lambda s: "001-mail" in s),
    ("What's New 3.8", lambda s: s.startswith("whatsnew-3.8")),
)
OTHER = "other"


@dataclass(frozen=True)
class SourceCoverage:
    source: str
    rules: int
    observable: int
    covered: int
    cases: int
    mutants_killed: Optional[int] = None  # None: no mutation report given
    mutants_total: Optional[int] = None

    @property
    def observable_share(self) -> float:
        return 100.0 * self.observable / self.rules if self.rules else 0.0

    @property
    def mutation_text(self) -> str:
        if self.mutants_total is None:
            return "-"
        return f"{self.mutants_killed}/{self.mutants_total}" if self.mutants_total else "no operators"


def sources_of(source_text: str) -> list[str]:
    found = [label for label, test in SOURCES if test(source_text)]
    return found or [OTHER]


def coverage_by_source(table: Iterable[Coverage], scores: Optional[dict[str, dict]] = None) -> list[SourceCoverage]:
    groups: dict[str, list[Coverage]] = {label: [] for label, _ in SOURCES}
    groups[OTHER] = []
    for cov in table:
        for label in sources_of(cov.rule.source):
            groups[label].append(cov)
    rows = []
    for label, covs in groups.items():
        cases = {case for c in covs for case in c.positive + c.negative}
        killed = total = None
        if scores is not None:
            entries = [scores[c.rule.id] for c in covs if c.rule.id in scores]
            killed, total = sum(e["killed"] for e in entries), sum(e["total"] for e in entries)
        rows.append(SourceCoverage(
            source=label, rules=len(covs), observable=sum(c.rule.observable for c in covs),
            covered=sum(1 for c in covs if c.rule.observable and not c.missing), cases=len(cases),
            mutants_killed=killed, mutants_total=total))
    return rows
