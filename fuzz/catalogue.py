"""The rule catalogue as the fuzzer sees it: every rule of conformance/rules.toml and
rules.d/*.toml, read when first asked for, so rules added to the catalogue are picked up
without code changes."""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Optional

from pyconformance.rules import Rule, load_rules
from pyconformance.suite import catalogue_files, default_root


def catalogue(root: Optional[Path] = None) -> dict[str, Rule]:
    """The rules of ROOT (default: the suite in use, $PYCONFORM_SUITE or ./conformance)."""
    return _load((root or default_root()).resolve())


@lru_cache(maxsize=8)
def _load(root: Path) -> dict[str, Rule]:
    rules: dict[str, Rule] = {}
    for path in catalogue_files(root):
        rules.update(load_rules(path))
    return rules
