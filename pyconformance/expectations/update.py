"""Write an expectations file from a run (like WPT's update-metadata).

Keeps every existing reason, comment and the order of entries (tomlkit round-trips the
file); adds each new difference with the reason "untriaged"; removes the entries of cases
that now pass; rewrites the status of a case whose failure kind changed. Cases the run did
not cover, and `skip` entries, are left alone.
"""
from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path


import tomlkit
from tomlkit.items import AoT, Table

from pyconformance.certificate import CaseRecord
from pyconformance.expectations.known import FIXED, GROUP_KEY, UNTRIAGED, Known
from pyconformance.failures import KINDS


@dataclass
class Update:
    added: list[str] = field(default_factory=list)  # new differences, reason "untriaged"
    removed: list[str] = field(default_factory=list)  # fixed: the case passes now
    kind_changed: list[tuple[str, str, str]] = field(default_factory=list)  # (case, old, new)
    grouped: list[tuple[str, int]] = field(default_factory=list)  # (reason, cases) merged into a [[group]]
    kept: int = 0
    untriaged: list[str] = field(default_factory=list)  # every entry of the file still untriaged

    @property
    def changed(self) -> bool:
        return bool(self.added or self.removed or self.kind_changed or self.grouped)

    def lines(self, path: Path) -> list[str]:
        out = [f"{path}: {self.kept} kept, {len(self.added)} added, {len(self.removed)} removed, "
               f"{len(self.kind_changed)} changed kind, {len(self.untriaged)} untriaged"]
        out += [f"  added (untriaged): {c}" for c in self.added]
        out += [f"  removed (now passes): {c}" for c in self.removed]
        out += [f"  kind changed: {c}: {a} -> {b}" for c, a, b in self.kind_changed]
        out += [f"  grouped {n} cases under: {r}" for r, n in self.grouped]
        return out


def _entry(status: str, reason: str) -> Table:
    table = tomlkit.table()
    table.add("status", status)
    table.add("reason", reason)
    return table


def _groups(doc: tomlkit.TOMLDocument) -> list[Table]:
    found = doc.get(GROUP_KEY)
    return list(found) if isinstance(found, AoT) else []


def _drop_from_group(doc: tomlkit.TOMLDocument, group: Table, case_id: str) -> None:
    cases = group["cases"]
    del cases[[str(c) for c in cases].index(case_id)]
    if not len(cases):
        remaining = [g for g in _groups(doc) if g is not group]
        del doc[GROUP_KEY]
        if remaining:
            doc.add(GROUP_KEY, tomlkit.aot())
            for g in remaining:
                doc[GROUP_KEY].append(g)


def update_document(text: str, cases: list[CaseRecord], inherited: dict[str, Known],
                    group_at: int = 0) -> tuple[str, Update]:
    """TEXT: the file as it is ("" for a new one); CASES: a certificate's cases; INHERITED:
    entries of the implementation's other expectation files, which this file need not repeat.
    GROUP_AT > 1: entries sharing one status and reason that often are merged into a [[group]]."""
    doc = tomlkit.parse(text)
    update = Update()
    for case in cases:
        case_id, now = case.id, case.verdict
        in_group = next((g for g in _groups(doc) if case_id in [str(c) for c in g["cases"]]), None)
        entry = doc.get(case_id) if "/" in case_id else None
        if entry is None and in_group is None:
            if now in KINDS and (case_id not in inherited or inherited[case_id].status != now):
                reason = inherited[case_id].reason if case_id in inherited else UNTRIAGED
                doc.add(case_id, _entry(now, reason))
                update.added.append(case_id)
            elif now == "pass" and case_id in inherited and inherited[case_id].status in KINDS:
                doc.add(case_id, _entry(FIXED, UNTRIAGED))  # fixed here: say since when, and what
                update.added.append(case_id)
            continue
        status = str((entry or in_group)["status"])
        if now == "pass" and status == FIXED:
            update.kept += 1
        elif now == "pass":
            if entry is not None:
                del doc[case_id]
            else:
                _drop_from_group(doc, in_group, case_id)
            update.removed.append(case_id)
        elif now in KINDS and now != status:
            update.kind_changed.append((case_id, status, now))
            if entry is not None and status == FIXED and inherited.get(case_id) and inherited[case_id].status == now:
                del doc[case_id]  # no longer fixed: the general entry says it all
            elif entry is not None:
                if status == FIXED:
                    entry["reason"] = UNTRIAGED  # the reason said why it passed
                entry["status"] = now
            else:
                _drop_from_group(doc, in_group, case_id)
                doc.add(case_id, _entry(now, str(in_group["reason"])))
        else:
            update.kept += 1
    if group_at > 1:
        _group_shared(doc, group_at, update)
    for key, value in doc.items():
        if key == GROUP_KEY:
            update.untriaged += [str(c) for g in value if str(g["reason"]) == UNTRIAGED for c in g["cases"]]
        elif isinstance(value, Table) and str(value.get("reason", "")) == UNTRIAGED:
            update.untriaged.append(key)
    return tomlkit.dumps(doc), update


def _group_shared(doc: tomlkit.TOMLDocument, at_least: int, update: Update) -> None:
    """Merge single entries that share status and reason (not "untriaged": those are
    explained one by one) into one [[group]] each, appended to the file."""
    sharing: dict[tuple[str, str], list[str]] = defaultdict(list)
    for key, value in doc.items():
        if key != GROUP_KEY and isinstance(value, Table) and "status" in value:
            sharing[(str(value["status"]), str(value["reason"]))].append(key)
    for (status, reason), ids in sharing.items():
        if len(ids) < at_least or reason == UNTRIAGED:
            continue
        for case_id in ids:
            del doc[case_id]
        group = tomlkit.table()
        group.add("status", status)
        group.add("reason", reason)
        cases = tomlkit.array()
        cases.extend(ids)
        group.add("cases", cases.multiline(True))
        if GROUP_KEY not in doc:
            doc.add(GROUP_KEY, tomlkit.aot())
        doc[GROUP_KEY].append(group)
        update.grouped.append((reason, len(ids)))


def prune_document(text: str, case_ids: set[str]) -> tuple[str, list[str]]:
    """TEXT without the entries (single or in a [[group]]) that name no case of CASE_IDS;
    comments and the order of what stays are kept. Returns the new text and the ids removed."""
    doc = tomlkit.parse(text)
    removed = []
    for key in [k for k in doc if k not in (GROUP_KEY, "scope")]:
        if key not in case_ids:
            del doc[key]
            removed.append(key)
    for group in _groups(doc):
        for case_id in [str(c) for c in group["cases"]]:
            if case_id not in case_ids:
                _drop_from_group(doc, group, case_id)
                removed.append(case_id)
    return tomlkit.dumps(doc), removed
