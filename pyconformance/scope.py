"""What an implementation claims: the features (and library names) a backport provides.

A backport makes part of 3.8 available on an older Python; the rest of the suite is not
its promise. Its expectations file declares the claim in a `[scope]` table:

    [scope]
    features = ["walrus"]                       # a case is in scope when all its features are
    names = ["typing.Literal", "typing.Final"]  # library names the backport serves (optional)
    reason = "bpc-walrus rewrites assignment expressions only"

A case outside the claim is reported `out-of-scope`, with its reason and its outcome; so is
an in-scope case that fails only because the older interpreter lacks a library name the
implementation never claimed (`math.prod` on 3.7 under a walrus compiler). The score is
taken over the claimed cases (see pyconformance/results.py).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

from pyconformance.cases import Case, CaseError
from pyconformance.outcome import Outcome
from pyconformance.tomlcompat import TOMLDecodeError, decode_error, tomllib

SCOPE_KEY = "scope"  # never a case id: case ids hold a '/'
STATUS = "out-of-scope"

# How CPython words "this library name does not exist here", as (pattern, module group, name group).
MISSING_NAME = (
    (re.compile(r"^module '([\w.]+)' has no attribute '(\w+)'$"), 1, 2),
    (re.compile(r"^cannot import name '(\w+)' from '([\w.]+)'"), 2, 1),
    (re.compile(r"^No module named '([\w.]+)'$"), 1, None),
    (re.compile(r"^cannot import name '(\w+)'$"), 1, None),  # 3.6 does not name the module
)
MISSING_TYPES = ("AttributeError", "ImportError", "ModuleNotFoundError")


@dataclass(frozen=True)
class Scope:
    features: frozenset[str]
    names: frozenset[str] = frozenset()
    reason: str = ""

    def to_dict(self) -> dict:
        return {"features": sorted(self.features), "names": sorted(self.names), "reason": self.reason}

    def unclaimed_features(self, case: Case) -> list[str]:
        return [f for f in case.features if f not in self.features]

    def claims_name(self, name: str) -> bool:
        parts = name.split(".")
        if len(parts) == 1 and any(claimed.rsplit(".", 1)[-1] == name for claimed in self.names):
            return True  # a bare name (3.6's ImportError) matches a claimed module.NAME
        return any(".".join(parts[:n]) in self.names for n in range(1, len(parts) + 1))


def missing_name(outcome: Optional[Outcome]) -> Optional[str]:
    """`math.prod` when OUTCOME is the interpreter saying it has no such library name."""
    if outcome is None or outcome.exception is None or outcome.exception.type not in MISSING_TYPES:
        return None
    for pattern, module, attribute in MISSING_NAME:
        found = pattern.match(outcome.exception.message)
        if found:
            return found.group(module) + (f".{found.group(attribute)}" if attribute else "")
    return None


def out_of_scope_reason(scope: Scope, case: Case, outcome: Optional[Outcome], failed: bool,
                        implementation: str, interpreter: str) -> Optional[str]:
    """Why CASE is not part of what IMPLEMENTATION claims, or None when it is."""
    unclaimed = scope.unclaimed_features(case)
    if unclaimed:
        return f"out of scope: {implementation} does not claim feature(s) {', '.join(unclaimed)}"
    name = missing_name(outcome) if failed else None
    if name and not scope.claims_name(name):
        return (f"out of scope: {interpreter} lacks {name}, which {implementation} does not claim "
                f"to provide")
    return None


def load_scope(paths: list[Path]) -> Optional[Scope]:
    """The `[scope]` table of the last expectations file that has one."""
    scope = None
    for path in paths:
        text = path.read_text(encoding="utf-8")
        try:
            table = tomllib.loads(text).get(SCOPE_KEY)
        except TOMLDecodeError as exc:
            raise CaseError(path, *decode_error(exc, text)) from None
        if table is None:
            continue
        line = next((n for n, l in enumerate(text.splitlines(), 1) if l.strip() == f"[{SCOPE_KEY}]"), 1)
        features, names = table.get("features"), table.get("names", [])
        if (not isinstance(features, list) or not features or not all(isinstance(f, str) for f in features)
                or not isinstance(names, list) or not all(isinstance(n, str) for n in names)
                or not table.get("reason") or set(table) - {"features", "names", "reason"}):
            raise CaseError(path, line, "[scope] needs features = [\"...\"], a reason, and optionally names = [\"module.name\"]")
        scope = Scope(frozenset(features), frozenset(names), str(table["reason"]))
    return scope
