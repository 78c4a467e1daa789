"""What the results site shows, computed from certificates and the suite (no HTML here)."""
from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Optional

from pyconformance.cert_diff import CertDiff, diff_certificates
from pyconformance.certificate import CaseRecord, Certificate, ImplementationRecord
from pyconformance.failures import KINDS
from pyconformance.adapters.specs import kind_label


def version_key(version: str) -> tuple:
    return tuple(int(p) if p.isdigit() else p for p in re.split(r"[.\-+]", version))


@dataclass(frozen=True)
class RuleInfo:
    id: str
    title: str = ""
    source: str = ""  # the seed section: "000-article.md § The walrus operator"


@dataclass(frozen=True)
class CaseInfo:
    id: str
    path: str  # relative to the suite root
    description: str = ""
    rules: tuple[RuleInfo, ...] = ()
    features: tuple[str, ...] = ()


@dataclass(frozen=True)
class Score:
    passed: int = 0
    in_scope: int = 0  # not skipped
    known: int = 0  # known differences (xfail)
    failing: int = 0  # not passed, known or not
    skipped: int = 0

    @property
    def share(self) -> Optional[float]:
        return self.passed / self.in_scope if self.in_scope else None

    def add(self, case: CaseRecord) -> "Score":
        v = case.verdict
        return Score(self.passed + (v == "pass"), self.in_scope + (v != "skip"),
                     self.known + (case.status == "xfail"), self.failing + (v in KINDS),
                     self.skipped + (v == "skip"))


@dataclass
class Column:
    """One certificate: one implementation at one version."""

    slug: str
    doc: Certificate
    cases: dict[str, CaseRecord]

    @property
    def info(self) -> ImplementationRecord:
        return self.doc.implementation

    @property
    def name(self) -> str:
        return self.info.name

    @property
    def version(self) -> str:
        return self.info.version

    @property
    def runs_on(self) -> str:
        """The older interpreter a backport runs on ("CPython 3.6.15"), else ""."""
        return self.info.runs_on or ""

    @property
    def partial(self) -> str:
        """"" for a complete run; else what interrupted it, shown wherever the column is."""
        stop = self.doc.interrupted
        return f"PARTIAL: interrupted by {stop.signal} after {stop.finished} of {stop.total} cases" if stop else ""

    @property
    def drift(self) -> dict[str, int]:
        """Cases judged by declared drift, by the version it was declared since."""
        return self.doc.summary.drift

    @property
    def lineage(self) -> str:
        """What a history follows across versions: the name, and the interpreter a backport runs on."""
        return f"{self.name} on {self.runs_on}" if self.runs_on else self.name

    @property
    def label(self) -> str:
        """What the implementation is ("compiler", "JS engine"), as its kind's adapter says."""
        return kind_label(self.info.model_dump(exclude_none=True))

    @property
    def made(self) -> dict[str, str]:
        return {"date": self.doc.made.date, "machine": self.doc.made.machine}

    def score(self, feature: Optional[str] = None) -> Score:
        score = Score()
        for case in self.cases.values():
            if feature is None or feature in case.features:
                score = score.add(case)
        return score


@dataclass(frozen=True)
class History:
    """Several versions of one implementation, oldest first, and what changed between them."""

    name: str
    columns: tuple[Column, ...]
    steps: tuple[CertDiff, ...]


@dataclass
class SiteModel:
    columns: list[Column]
    cases: dict[str, CaseInfo]  # every case id any certificate holds
    features: list[str]
    histories: list[History] = field(default_factory=list)
    campaigns: list = field(default_factory=list)  # reports/site/fuzz.CampaignCoverage, the fuzz page

    def rule_infos(self) -> dict[str, RuleInfo]:
        """Titles and seed sections of the rules the cases name."""
        return {rule.id: rule for info in self.cases.values() for rule in info.rules}


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9.]+", "-", text.lower()).strip("-") or "x"


def case_info_from(case: CaseRecord, suite_cases: dict[str, CaseInfo]) -> CaseInfo:
    """From the suite when it has the case; else what the certificate says (no description)."""
    if case.id in suite_cases:
        return suite_cases[case.id]
    return CaseInfo(case.id, f"cases/{case.id}.py", "", tuple(RuleInfo(r) for r in case.rules), tuple(case.features))


# Column order: what readers compare first (interpreters), the narrower claims last.
LABEL_ORDER = ("interpreter", "JIT", "compiler", "JS engine", "wasm engine", "source transform",
              "syntax backport", "library backport")


def column_order(doc: Certificate) -> tuple:
    info = doc.implementation
    label = kind_label(info.model_dump(exclude_none=True))
    return (LABEL_ORDER.index(label) if label in LABEL_ORDER else len(LABEL_ORDER), info.name,
            info.runs_on or "", version_key(info.version))


def build_model(docs: list[Certificate], suite_cases: dict[str, CaseInfo], campaigns: tuple = ()) -> SiteModel:
    docs = sorted(docs, key=column_order)
    columns: list[Column] = []
    seen: set[str] = set()
    for doc in docs:
        info = doc.implementation
        on = f"-on-{info.runs_on}" if info.runs_on else ""
        slug = base = _slug(f"{info.name}-{info.version}{on}")
        n = 1
        while slug in seen:
            n += 1
            slug = f"{base}-{n}"
        seen.add(slug)
        columns.append(Column(slug, doc, {c.id: c for c in doc.cases}))
    cases: dict[str, CaseInfo] = {}
    for column in columns:
        for case in column.cases.values():
            cases.setdefault(case.id, case_info_from(case, suite_cases))
    features = sorted({f for column in columns for c in column.cases.values() for f in c.features})
    by_name: dict[str, list[Column]] = defaultdict(list)
    for column in columns:
        by_name[column.lineage].append(column)
    histories = []
    for name, group in sorted(by_name.items()):
        if len({c.version for c in group}) > 1:
            ordered = sorted(group, key=lambda c: version_key(c.version))
            steps = tuple(diff_certificates(a.doc, b.doc) for a, b in zip(ordered, ordered[1:]))
            histories.append(History(name, tuple(ordered), steps))
    return SiteModel(columns, dict(sorted(cases.items())), features, histories, list(campaigns))


def suite_case_infos(suite) -> dict[str, CaseInfo]:
    """CaseInfo for every case of a loaded Suite, with its rules' titles and seed sections."""
    infos = {}
    for case in suite.cases:
        rules = tuple(RuleInfo(r, suite.rules[r].title, suite.rules[r].source) if r in suite.rules else RuleInfo(r)
                      for r in case.rules)
        try:
            path = case.path.relative_to(suite.root).as_posix()
        except ValueError:
            path = f"cases/{case.id}{case.path.suffix}"
        infos[case.id] = CaseInfo(case.id, path, case.description, rules, case.features)
    return infos
