"""Per-rule mutation scores from a bench/mutation.py report (`pyconform-mutation/1` JSON)."""
from __future__ import annotations

import json
from pathlib import Path

SCHEMA = "pyconform-mutation/1"


class MutationScoreError(Exception):
    """The file is missing or is not a mutation report; str() is a one-line reason."""


def load_mutation_score(path: Path) -> dict[str, dict]:
    """Rule id -> {"killed", "total", "equivalent", "survivors", "text"}."""
    try:
        doc = json.loads(Path(path).read_text(encoding="utf-8"))
    except OSError as exc:
        raise MutationScoreError(f"cannot read {path}: {exc.strerror}") from None
    except (ValueError, UnicodeDecodeError) as exc:
        raise MutationScoreError(f"{path} is not JSON: {exc}") from None
    if not isinstance(doc, dict) or doc.get("schema") != SCHEMA or not isinstance(doc.get("operators"), list):
        raise MutationScoreError(f"{path} is not a {SCHEMA} report (bench/mutation.py -o FILE)")
    scores: dict[str, dict] = {}
    for op in doc["operators"]:
        if not isinstance(op, dict) or not isinstance(op.get("rule"), str):
            raise MutationScoreError(f"{path}: an operator entry has no rule")
        entry = scores.setdefault(op["rule"], {"killed": 0, "total": 0, "equivalent": 0, "survivors": []})
        if op.get("equivalent") and not op.get("killed"):
            entry["equivalent"] += 1
            continue
        entry["total"] += 1
        if op.get("killed"):
            entry["killed"] += 1
        else:
            entry["survivors"].append(str(op.get("name")))
    for entry in scores.values():
        entry["text"] = f"{entry['killed']}/{entry['total']}" + (
            f" (+{entry['equivalent']} equivalent)" if entry["equivalent"] else "") + (
            f" survivors: {', '.join(entry['survivors'])}" if entry["survivors"] else "")
    return scores
