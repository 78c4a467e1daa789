"""The suite's declared `[[drift]]` entries, checked against real CPythons.

For an entry `since = "X.Y"`: CPython X.Y must meet the entry's expectation (the case
passes there), and CPython X.(Y-1) must pass the case without meeting it, so the change
really happened in X.Y. An interpreter that is not installed skips its checks, with the
version named in the reason.
"""
from __future__ import annotations

from pathlib import Path
from typing import Optional

import pytest

from pyconformance.cases import Case, Drift, load_cases
from pyconformance.drift.measured import discover, version_text
from pyconformance.implementation import Implementation
from pyconformance.judge import mismatches
from pyconformance.runner import evaluate
from pyconformance.adapters.specs import open_implementation

from tests.conftest import write_case

ROOT = Path(__file__).resolve().parents[1]
CASES, _ = load_cases(ROOT / "conformance" / "cases")
DRIFTING = [(case, drift) for case in CASES for drift in case.drift]


class Interpreters:
    """One agent per CPython version, opened on first use."""

    def __init__(self):
        self.opened: dict[tuple[int, int], Optional[Implementation]] = {}

    def get(self, version: tuple[int, int]) -> Implementation:
        if version not in self.opened:
            found = discover(version)
            self.opened[version] = open_implementation(found.spec) if found else None
        impl = self.opened[version]
        if impl is None:
            pytest.skip(f"no CPython {version_text(version)} here (python{version_text(version)} or pyenv)")
        return impl

    def close(self) -> None:
        for impl in self.opened.values():
            if impl is not None:
                impl.close()


@pytest.fixture(scope="module")
def cpython():
    found = Interpreters()
    yield found.get
    found.close()


def drift_problems(case: Case, drift: Drift, cpython) -> list[str]:
    """What is wrong with DRIFT as a description of the real interpreters."""
    problems = []
    newer = cpython(drift.since)
    if case.applies_to(drift.since):
        result = evaluate(case, newer.info, newer)
        if result.status != "pass":
            problems.append(f"CPython {version_text(drift.since)}: {result.message}")
    older = (drift.since[0], drift.since[1] - 1)
    if older >= (3, 8) and case.applies_to(older):
        before = cpython(older)
        result = evaluate(case, before.info, before)
        if result.status != "pass":
            problems.append(f"CPython {version_text(older)}: {result.message}")
        elif not mismatches(drift.expect, result.outcome):
            problems.append(f"CPython {version_text(older)} already behaves as the drift says (since is too late)")
    return problems


def test_the_suite_declares_drift():
    assert len(DRIFTING) >= 50  # pep594 modules, ast.dump, walrus/unpack relaxations, ...


@pytest.mark.parametrize("case, drift", DRIFTING, ids=[f"{c.id}@{version_text(d.since)}" for c, d in DRIFTING])
def test_declared_drift_matches_the_real_interpreters(case, drift, cpython):
    assert drift_problems(case, drift, cpython) == []


def test_a_wrong_drift_entry_is_caught(tmp_path, cpython):
    """The check itself can fail: `since` one version too late, and a wrong expectation."""
    meta = '''rules = ["x"]
features = ["x"]
description = "ast.dump in 3.8 shows kind=None"
[expect]
stdout = "Constant(value=1, kind=None)\\n"
[[drift]]
since = "3.10"
reason = "wrong: the change came in 3.9"
stdout = "Constant(value=1)\\n"
'''
    body = "import ast\nprint(ast.dump(ast.parse('1').body[0].value))\n"
    case = load_cases(tmp_path, [write_case(tmp_path, "late.py", meta, body)])[0][0]
    problems = drift_problems(case, case.drift[0], cpython)
    assert any("CPython 3.9" in p for p in problems), problems
    wrong = load_cases(tmp_path, [write_case(tmp_path, "wrong.py", meta.replace("3.10", "3.9").replace(
        'stdout = "Constant(value=1)\\n"', 'stdout = "Constant(1)\\n"'), body)])[0][0]
    assert any("CPython 3.9:" in p for p in drift_problems(wrong, wrong.drift[0], cpython))
