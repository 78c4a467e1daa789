"""What the compiler kinds (Cython, mypyc, Nuitka, Transcrypt) share about builds.

- A finished build in a content-hash cache directory: `<cache>/<key>/` holds the build's files
  and `result.json`, its record (the log's tail, and the failure if the build failed). A build is
  made in a temporary directory and published by one rename (`publish`), so parallel builders of
  the same program agree and a reader never sees half a build (Cython, Transcrypt).
- A program's record as one JSON file, written atomically (`save`: mypyc, Nuitka, whose builds
  hold many programs).
- Batch, then isolate the culprit (`isolate`): many programs built by one compiler run, and a
  failure charged to the programs it names, or the batch halved until it names one, so each
  program gets the verdict it would get built alone (mypyc, Nuitka; Cython's translator does the
  same per process in cython.py)."""
from __future__ import annotations

import json
import os
import shutil
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Generic, Mapping, Optional, TypeVar

from pyconformance.outcome import ExceptionInfo

RECORD = "result.json"
LOG_TAIL = 4000


def is_built(final: Path) -> bool:
    return (final / RECORD).is_file()


def read(final: Path) -> Optional[dict[str, Any]]:
    """The record of the build published at FINAL, None if there is none yet."""
    try:
        return json.loads((final / RECORD).read_text())
    except (OSError, ValueError):
        return None


def failure_of(record: dict[str, Any]) -> Optional[ExceptionInfo]:
    return ExceptionInfo(record["type"], record["message"]) if record.get("type") else None


def publish(work: Path, final: Path, log: str, failure: Optional[ExceptionInfo], **extra: Any) -> None:
    """Record the build made in WORK and move it to FINAL (a builder that lost the race drops its copy)."""
    record = {**extra, "log": log[-LOG_TAIL:]}
    if failure:
        record["type"], record["message"] = failure.type, failure.message
    (work / RECORD).write_text(json.dumps(record))
    try:
        os.rename(work, final)
    except OSError:
        shutil.rmtree(work, ignore_errors=True)


def save(path: Path, data: dict[str, Any]) -> None:
    """Write one program's record at PATH atomically: a reader sees all of it or nothing, and
    concurrent builders agree on one verdict."""
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(f".{path.name}.{os.getpid()}.{threading.get_ident()}.tmp")
    temporary.write_text(json.dumps(data))
    os.replace(temporary, path)


Item = TypeVar("Item")
Place = TypeVar("Place")
Failure = TypeVar("Failure")


@dataclass(frozen=True)
class Attempt(Generic[Item, Failure]):
    """One compiler run over a batch: done (its builds recorded), or failed, naming some of its
    items (each with its own failure) or none (then `failure` is the batch's)."""

    done: bool
    named: Mapping[Item, Failure] = field(default_factory=dict)
    failure: Optional[Failure] = None


def isolate(items: list[Item], place: Place, attempt: Callable[[list[Item], Place], Attempt],
            split: Callable[[Place, list[Item]], Place], reject: Callable[[Item, Failure], None]) -> None:
    """Build ITEMS together in PLACE (a work directory, or nothing); a failure that names items
    rejects those and builds the rest again, one that names none is split in halves (each half in
    `split(place, half)`) until it does, and the one item left takes it."""
    while items:
        result = attempt(items, place)
        if result.done:
            return
        if result.named:
            for item, failure in result.named.items():
                reject(item, failure)
            items = [item for item in items if item not in result.named]
        elif len(items) == 1:
            reject(items[0], result.failure)
            return
        else:
            half = len(items) // 2
            first, items = items[:half], items[half:]
            isolate(first, split(place, first), attempt, split, reject)
            place = split(place, items)
