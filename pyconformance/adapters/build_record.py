"""A finished build in a content-hash cache directory: `<cache>/<key>/` holds the build's
files and `result.json`, its record (the log's tail, and the failure if the build failed).
A build is made in a temporary directory and published by one rename, so parallel builders
of the same program agree and a reader never sees half a build."""
from __future__ import annotations

import json
import os
import shutil
from pathlib import Path
from typing import Any, Optional

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
