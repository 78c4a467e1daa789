"""The items of "What's New In Python 3.8" (conformance/whatsnew-items.toml) and the rules that account for them.

Every item is named by at least one rule's `whatsnew` list: an observable rule (with cases) or an
`observable = false` rule saying why no program can see it. This module joins the two and reports
what is left unaccounted for, in either direction.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Iterable

from pyconformance.cases import CaseError, read_toml
from pyconformance.rules import Rule

ITEMS_FILE = "whatsnew-items.toml"
ITEM_KEYS = {"id", "section", "item", "repeats", "note"}


@dataclass(frozen=True)
class Item:
    id: str
    section: str
    item: str
    repeats: str = ""  # the section that states the same change again, if any
    note: str = ""     # where measuring CPython 3.8.18 corrected the first census


@dataclass(frozen=True)
class ItemStatus:
    item: Item
    rules: tuple[str, ...]
    observable: bool  # some rule naming it is observable

    @property
    def accounted(self) -> bool:
        return bool(self.rules)


def load_items(path: Path) -> dict[str, Item]:
    text, data = read_toml(path)
    items: dict[str, Item] = {}
    for entry in data.get("item", []):
        if set(entry) - ITEM_KEYS or {"id", "section", "item"} - set(entry):
            raise CaseError(path, 1, f"item entry {entry.get('id', '?')!r}: keys must be {sorted(ITEM_KEYS)}")
        if entry["id"] in items:
            raise CaseError(path, 1, f"duplicate item id {entry['id']!r}")
        items[entry["id"]] = Item(**entry)
    return items


def item_status(items: dict[str, Item], rules: Iterable[Rule]) -> list[ItemStatus]:
    naming: dict[str, list[Rule]] = {iid: [] for iid in items}
    for rule in rules:
        for iid in rule.whatsnew:
            if iid in naming:
                naming[iid].append(rule)
    return [ItemStatus(item, tuple(r.id for r in naming[iid]), any(r.observable for r in naming[iid]))
            for iid, item in items.items()]


def unknown_item_refs(items: dict[str, Item], rules: Iterable[Rule]) -> list[str]:
    """`rule id -> item id` for every reference to an item the index does not list."""
    return [f"{rule.id} -> {iid}" for rule in rules for iid in rule.whatsnew if iid not in items]


def whatsnew_tally(suite) -> dict:
    """Counts for `pyconform rules`: items, accounted, observable, and by which rules' source.
    Empty when the suite has no item index (a suite of one's own)."""
    path = suite.root / ITEMS_FILE
    if not path.is_file():
        return {}
    status = item_status(load_items(path), suite.rules.values())
    observable = [s for s in status if s.observable]

    def by_whatsnew_rule(s: ItemStatus) -> bool:
        return any(suite.rules[r].source.startswith("whatsnew-3.8") and suite.rules[r].observable for r in s.rules)

    return {"items": len(status), "accounted": sum(s.accounted for s in status),
            "observable": len(observable), "not_observable": sum(s.accounted and not s.observable for s in status),
            "observable_by_seed_rules_only": sum(not by_whatsnew_rule(s) for s in observable),
            "observable_by_whatsnew_rules": sum(by_whatsnew_rule(s) for s in observable)}
