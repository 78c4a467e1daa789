"""Known differences on reference tests: the `[upstream]` table of an implementation's
expectation files, test id -> {status, reason}, with the statuses of the suite's cases
(fail, error, timeout, crash; skip: not run, e.g. a known hang; pass: fixed in this release).

    [upstream]
    "test_grammar.GrammarTests.test_x" = { status = "fail", reason = "..." }
"""
from __future__ import annotations

from pathlib import Path

from pyconformance.cases import CaseError
from pyconformance.expectations.known import FIXED, STATUSES, UPSTREAM_KEY, Known
from pyconformance.tomlcompat import TOMLDecodeError, decode_error, tomllib

TABLE = UPSTREAM_KEY
UPSTREAM_STATUSES = tuple(s for s in STATUSES if s != "out-of-scope")


def upstream_entries(path: Path) -> dict[str, Known]:
    text = path.read_text(encoding="utf-8")
    try:
        data = tomllib.loads(text)
    except TOMLDecodeError as exc:
        raise CaseError(path, *decode_error(exc, text)) from None
    table = data.get(TABLE, {})
    if not isinstance(table, dict):
        raise CaseError(path, 1, f"[{TABLE}] must be a table of test ids")
    known = {}
    for test_id, entry in table.items():
        if not isinstance(entry, dict) or entry.get("status") not in UPSTREAM_STATUSES or not entry.get("reason"):
            line = next((n for n, l in enumerate(text.splitlines(), 1) if test_id in l), 1)
            raise CaseError(path, line, f"[{TABLE}] {test_id!r} needs status = "
                                        f"{'|'.join(map(repr, UPSTREAM_STATUSES))} and a reason")
        known[test_id] = Known(test_id, entry["status"], str(entry["reason"]))
    return known


def load_upstream_known(paths: list[Path]) -> dict[str, Known]:
    """PATHS most general first; a later file's entry wins, and its "pass" removes one."""
    known: dict[str, Known] = {}
    for path in paths:
        known.update(upstream_entries(path))
    return {k: v for k, v in known.items() if v.status != FIXED}
