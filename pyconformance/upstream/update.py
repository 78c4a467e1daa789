"""The `[upstream]` table of an expectations file, written from a run's upstream section:
real differences are added (reason "untriaged" until a person explains them), known ones
that pass now are removed, a changed status is rewritten; reasons and comments are kept."""
from __future__ import annotations

from typing import Any

import tomlkit
from tomlkit.items import Table

from pyconformance.expectations.known import FIXED, UNTRIAGED, UPSTREAM_KEY, Known
from pyconformance.expectations.update import Update


def _entry(status: str, reason: str):
    entry = tomlkit.inline_table()
    entry.update({"status": status, "reason": reason})
    return entry


def update_upstream(text: str, section: dict[str, Any], inherited: dict[str, Known]) -> tuple[str, Update]:
    """TEXT with its [upstream] table brought up to date with SECTION (a certificate's
    `upstream`); INHERITED: the [upstream] entries of the implementation's other files."""
    doc = tomlkit.parse(text)
    update = Update()
    if section.get("not_run") or not section.get("tests"):
        return text, update
    table = doc.get(UPSTREAM_KEY)
    if not isinstance(table, Table):
        table = tomlkit.table()
    for test in section["tests"]:
        test_id, verdict, outcome = test["id"], test["verdict"], test["outcome"]
        entry = table.get(test_id)
        if verdict == "real":
            if entry is None:
                reason = inherited[test_id].reason if test_id in inherited else UNTRIAGED
                table.add(test_id, _entry(outcome, reason))
                update.added.append(test_id)
            else:
                update.kind_changed.append((test_id, str(entry["status"]), outcome))
                reason = UNTRIAGED if str(entry["status"]) == FIXED else str(entry["reason"])
                table[test_id] = _entry(outcome, reason)
        elif verdict == "xpass":
            if entry is not None:
                del table[test_id]
            else:  # the general file's difference is fixed in this release
                table.add(test_id, _entry(FIXED, UNTRIAGED))
            update.removed.append(test_id)
        elif entry is not None:
            update.kept += 1
    update.untriaged = [k for k, v in table.items() if str(v.get("reason", "")) == UNTRIAGED]
    if len(table) and UPSTREAM_KEY not in doc:
        doc.add(UPSTREAM_KEY, table)
    elif not len(table) and UPSTREAM_KEY in doc:
        del doc[UPSTREAM_KEY]
    return tomlkit.dumps(doc), update
