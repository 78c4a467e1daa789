"""Where the suite's data lives, and loading all of it with errors collected."""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional

from pyconformance.cases import Case, CaseError, load_cases
from pyconformance.parse_cache import ParseCache
from pyconformance.features import suite_features, unknown_feature_refs
from pyconformance.rules import Rule, load_rules, unknown_rule_refs

def packaged(name: str) -> Path:
    """Top-level data folder NAME (conformance, corpus): inside the package in an installed
    wheel (pyproject.toml maps them there), beside it in a checkout."""
    inside = Path(__file__).resolve().parent / name
    return inside if inside.is_dir() else Path(__file__).resolve().parents[1] / name


PACKAGE_ROOT = packaged("conformance")


def default_root() -> Path:
    """$PYCONFORM_SUITE, else ./conformance, else the suite this package carries."""
    if os.environ.get("PYCONFORM_SUITE"):
        return Path(os.environ["PYCONFORM_SUITE"])
    here = Path.cwd() / "conformance"
    return here if (here / "cases").is_dir() else PACKAGE_ROOT


@dataclass
class Suite:
    root: Path
    rules: dict[str, Rule] = field(default_factory=dict)
    features: dict[str, str] = field(default_factory=dict)
    cases: list[Case] = field(default_factory=list)
    errors: list[CaseError] = field(default_factory=list)

    @property
    def cases_dir(self) -> Path:
        return self.root / "cases"

    @property
    def expectations_dir(self) -> Path:
        return self.root / "expectations"


def catalogue_files(root: Path) -> list[Path]:
    files = [root / "rules.toml"] if (root / "rules.toml").is_file() else []
    return files + sorted((root / "rules.d").glob("*.toml"))


def load_suite(root: Optional[Path] = None) -> Suite:
    suite = Suite(Path(root) if root else default_root())
    if not suite.cases_dir.is_dir():
        suite.errors.append(CaseError(suite.root, 1, "no cases/ directory: not a pyconform suite"))
        return suite
    cache = ParseCache(suite.root)
    for path in catalogue_files(suite.root):
        try:
            for rid, rule in cache.parse(path, lambda: load_rules(path)).items():
                if rid in suite.rules:
                    suite.errors.append(CaseError(path, 1, f"rule {rid!r} is defined twice"))
                suite.rules[rid] = rule
        except CaseError as exc:
            suite.errors.append(exc)
    suite.cases, errors = load_cases(suite.cases_dir, parse=cache.parse)
    cache.save()
    suite.errors.extend(errors)
    if suite.rules:
        suite.errors.extend(unknown_rule_refs(suite.rules, suite.cases))
    try:
        catalogue = suite_features(suite.root)
    except CaseError as exc:
        suite.errors.append(exc)
        catalogue = None
    if catalogue is not None:  # a suite without features.toml keeps an open vocabulary
        suite.features = catalogue
        suite.errors.extend(unknown_feature_refs(catalogue, suite.cases))
    return suite
