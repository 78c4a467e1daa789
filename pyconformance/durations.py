"""What the last run on an implementation learnt about its cases, kept in the cache directory:
how long each ran, so that the next run starts its longest single cases first (dealt in id
order, the slow ones - pycache/, where an empty prefix makes the interpreter compile its
start-up modules again - come last, and one job runs them alone while the others have
finished); and which cases a batch could not settle (they left a process behind, saw an
audit hook of an earlier program, did not pass), so that the next run gives them their own
fork at once instead of running them twice. Only the order and grouping of the work depend
on this record, never a verdict; without it (first run, damaged file) cases go by id."""
from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable

from pyconformance.adapters.info import cache_root
from pyconformance.implementation import ImplementationInfo
from pyconformance.output_files import write_atomically
from pyconformance.results import CaseResult


def record_file(info: ImplementationInfo) -> Path:
    identity = repr((info.spec, info.name, info.version, info.executable, info.release))
    return cache_root() / "durations" / f"{hashlib.sha256(identity.encode()).hexdigest()[:24]}.json"


@dataclass(frozen=True)
class History:
    """What the last run on one implementation left: case id -> seconds it ran, and the
    cases its batches could not settle."""

    seconds: dict[str, float] = field(default_factory=dict)
    unsettled: frozenset[str] = frozenset()


def load(info: ImplementationInfo) -> History:
    """INFO's implementation's history (empty when none is kept or it cannot be read)."""
    try:
        found = json.loads(record_file(info).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return History()
    if not isinstance(found, dict):
        return History()
    seconds, unsettled = found.get("seconds"), found.get("unsettled")
    return History(
        {k: float(v) for k, v in seconds.items() if isinstance(k, str) and isinstance(v, (int, float))}
        if isinstance(seconds, dict) else {},
        frozenset(i for i in unsettled if isinstance(i, str)) if isinstance(unsettled, list) else frozenset())


def record(info: ImplementationInfo, results: Iterable[CaseResult], unsettled_now: Iterable[str] = ()) -> None:
    """Keep the seconds of the cases that ran (a run of a few cases keeps the others' figures),
    and add UNSETTLED_NOW to the cases kept out of batches."""
    kept = load(info)
    seconds = dict(kept.seconds)
    seconds.update({r.case.id: r.outcome.seconds for r in results if r.outcome is not None})
    path = record_file(info)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_atomically(path, json.dumps({"seconds": seconds, "unsettled": sorted(kept.unsettled | set(unsettled_now))},
                                          sort_keys=True))
    except OSError:
        pass  # the next run only goes by id
