"""The rule catalogue: what the suite claims to test, and coverage of it by cases."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Iterable

from pyconformance.cases import Case, CaseError, read_toml

RULE_KEYS = {"id", "title", "statement", "source", "pep", "illegal_form", "observable", "reason",
             "whatsnew"}


@dataclass(frozen=True)
class Rule:
    id: str
    title: str
    statement: str
    source: str
    pep: str = ""
    illegal_form: bool = False
    observable: bool = True
    reason: str = ""
    # Ids of the What's New items (conformance/whatsnew-items.toml) this rule accounts for.
    whatsnew: tuple[str, ...] = ()


@dataclass(frozen=True)
class Coverage:
    rule: Rule
    positive: tuple[str, ...]
    negative: tuple[str, ...]

    @property
    def missing(self) -> str:
        """Empty when covered; else what is lacking."""
        if not self.rule.observable:
            return ""
        lacking = []
        if not self.positive:
            lacking.append("positive case")
        if self.rule.illegal_form and not self.negative:
            lacking.append("negative case")
        return " and ".join(lacking)


def _rule_lines(text: str) -> list[int]:
    return [n for n, line in enumerate(text.splitlines(), 1) if line.strip() == "[[rule]]"]


def load_rules(path: Path) -> dict[str, Rule]:
    text, data = read_toml(path)
    lines = _rule_lines(text)
    rules: dict[str, Rule] = {}
    for n, entry in enumerate(data.get("rule", [])):
        line = lines[n] if n < len(lines) else 1
        unknown = set(entry) - RULE_KEYS
        missing = {"id", "title", "statement", "source"} - set(entry)
        if unknown or missing:
            what = f"unknown key(s) {sorted(unknown)}" if unknown else f"missing {sorted(missing)}"
            raise CaseError(path, line, f"rule entry: {what}")
        rule = Rule(**{**entry, "whatsnew": tuple(entry.get("whatsnew", ()))})
        if rule.id in rules:
            raise CaseError(path, line, f"duplicate rule id {rule.id!r}")
        if not rule.observable and not rule.reason:
            raise CaseError(path, line, f"rule {rule.id!r} is not observable but gives no reason")
        rules[rule.id] = rule
    if set(data) - {"rule"}:
        raise CaseError(path, 1, f"unexpected top-level key(s) {sorted(set(data) - {'rule'})}")
    return rules


def _line_of(case: Case, text: str) -> int:
    return next((n for n, line in enumerate(case.source.splitlines(), 1) if text in line), 1)


def unknown_rule_refs(rules: dict[str, Rule], cases: Iterable[Case]) -> list[CaseError]:
    return [CaseError(c.path, _line_of(c, f'"{r}"'), f"unknown rule id {r!r}")
            for c in cases for r in c.rules if r not in rules]


def coverage(rules: dict[str, Rule], cases: Iterable[Case]) -> list[Coverage]:
    positive: dict[str, list[str]] = {r: [] for r in rules}
    negative: dict[str, list[str]] = {r: [] for r in rules}
    for case in cases:
        for rid in case.rules:
            if rid in rules:
                (negative if case.negative else positive)[rid].append(case.id)
    return [Coverage(rule, tuple(positive[rid]), tuple(negative[rid])) for rid, rule in rules.items()]
