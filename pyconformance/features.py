"""The closed vocabulary of feature tags (conformance/features.toml) and checks against it."""
from __future__ import annotations

from pathlib import Path
from typing import Iterable, Optional

from pyconformance.cases import Case, CaseError, read_toml

FEATURES_FILE = "features.toml"


def load_features(path: Path) -> dict[str, str]:
    """Tag -> meaning; a malformed file is a CaseError."""
    text, data = read_toml(path)
    table = data.get("features")
    if set(data) != {"features"} or not isinstance(table, dict) or not table:
        raise CaseError(path, 1, "expected one [features] table of tag = \"meaning\"")
    for tag, meaning in table.items():
        if not isinstance(meaning, str) or not meaning.strip():
            raise CaseError(path, 1, f"feature {tag!r} needs a one-line meaning")
    return dict(table)


def unknown_feature_refs(features: dict[str, str], cases: Iterable[Case]) -> list[CaseError]:
    errors = []
    for case in cases:
        for tag in case.features:
            if tag not in features:
                line = next((n for n, text in enumerate(case.source.splitlines(), 1)
                             if text.startswith("# features")), 1)
                errors.append(CaseError(case.path, line, f"unknown feature {tag!r} (not in {FEATURES_FILE})"))
    return errors


def suite_features(root: Path) -> Optional[dict[str, str]]:
    """The catalogue of a suite directory, or None when it has none (an older suite)."""
    path = root / FEATURES_FILE
    return load_features(path) if path.is_file() else None
