"""How long each case ran on an implementation last time, kept in the cache directory, so
that the next run starts its longest single cases first: dealt in id order, the slow ones
(pycache/, with an empty prefix the interpreter compiles its start-up modules again) come
last, and one job runs them alone while the others have finished. Only the order of the
work depends on this record; without it (first run, damaged file) the order is by id."""
from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Iterable

from pyconformance.adapters.info import cache_root
from pyconformance.implementation import ImplementationInfo
from pyconformance.output_files import write_atomically
from pyconformance.results import CaseResult


def record_file(info: ImplementationInfo) -> Path:
    identity = repr((info.spec, info.name, info.version, info.executable, info.release))
    return cache_root() / "durations" / f"{hashlib.sha256(identity.encode()).hexdigest()[:24]}.json"


def recorded(info: ImplementationInfo) -> dict[str, float]:
    """Case id -> seconds of its last run on INFO's implementation ({} when none is kept)."""
    try:
        found = json.loads(record_file(info).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(found, dict):
        return {}
    return {k: float(v) for k, v in found.items() if isinstance(k, str) and isinstance(v, (int, float))}


def record(info: ImplementationInfo, results: Iterable[CaseResult]) -> None:
    """Keep the seconds of the cases that ran (a run of a few cases keeps the others' figures)."""
    kept = recorded(info)
    kept.update({r.case.id: r.outcome.seconds for r in results if r.outcome is not None})
    path = record_file(info)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_atomically(path, json.dumps(kept, sort_keys=True))
    except OSError:
        pass  # the next run is only ordered by id
