"""Every committed fuzz finding is a real bug (issue 29, item 5): judged against CPython 3.8,
its expectation holds on a real CPython 3.8 under two more hash seeds, it is not an
implementation-defined difference nor one the module policy explains, it is the one entry of
its cause (file named after the cause), and every real cause of the corpus it replaced still
has an entry (corpus/fuzz-labels.toml)."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from pyconformance.cases import load_case
from pyconformance.differ import compare
from pyconformance.judge import mismatches
from pyconformance.outcome import Outcome
from pyconformance.program import Program
from pyconformance.tomlcompat import tomllib

from pyconformance.fuzz.causes import entry_cause
from pyconformance.fuzz.corpus import cause_file_name, read_entry
from pyconformance.fuzz.modules import declared_group, modules_of

ROOT = Path(__file__).resolve().parents[1]
ENTRIES = sorted((ROOT / "corpus").glob("fuzz-*/*.py"))
LABELS = tomllib.loads((ROOT / "corpus" / "fuzz-labels.toml").read_text(encoding="utf-8"))["finding"]
PY38 = Path(os.environ.get("PYCONFORM_PY38", "/root/.pyenv/versions/3.8.18/bin/python3.8"))
LABEL_CLASSES = {"real", "version-drift", "implementation-defined", "reference-nondeterminism", "cpython-only",
                 "duplicate"}


def ids(paths):
    return [f"{p.parent.name}/{p.name}" for p in paths]


def program_of(path: Path) -> str:
    return load_case(path).source.split("# ///\n", 1)[1]


def test_there_are_entries_for_every_engine():
    assert {p.parent.name for p in ENTRIES} == {"fuzz-pypy", "fuzz-brython", "fuzz-micropython"}


@pytest.mark.parametrize("path", ENTRIES, ids=ids(ENTRIES))
def test_entry_was_judged_against_cpython_38_and_is_a_cause(path):
    entry = read_entry(path)
    prov = entry.provenance
    assert prov["reference"]["name"] == "cpython" and prov["reference"]["version"].startswith("3.8.")
    source = program_of(path)
    found = compare(Outcome.from_dict(prov["reference_outcome"]), Outcome.from_dict(prov["candidate_outcome"]),
                    source=source)
    assert found and not found.defined_class, found
    assert not [m for m in modules_of(source) if declared_group(m)]
    cause, _kinds = entry_cause(entry)
    assert prov["cause"] == cause.key and path.name == cause_file_name(cause)


def test_one_entry_per_cause():
    causes = [(p.parent.name, read_entry(p).provenance["cause"]) for p in ENTRIES]
    assert len(causes) == len(set(causes))


@pytest.mark.skipif(not PY38.exists(), reason=f"needs CPython 3.8.18 at {PY38}")
@pytest.mark.parametrize("path", ENTRIES, ids=ids(ENTRIES))
def test_entry_passes_on_cpython_38_under_two_hash_seeds(path):
    from pyconformance.adapters.specs import open_implementation

    case = load_case(path)
    with open_implementation(str(PY38)) as reference:
        for seed in ("1", "2"):
            outcome = reference.run(Program(source=case.program().source, env=(("PYTHONHASHSEED", seed),),
                                            timeout=case.timeout))
            assert mismatches(case.expect, outcome) == [], f"PYTHONHASHSEED={seed}"


def test_every_old_finding_is_labelled_and_every_real_cause_kept():
    # the 42 findings committed before issue 29, then real causes of later campaigns (`found`)
    assert len([f for f in LABELS if "found" not in f]) == 42 and {f["label"] for f in LABELS} <= LABEL_CLASSES
    assert all(f["label"] == "real" for f in LABELS if "found" in f)
    committed = {f"fuzz-{f['engine']}/{f['now']}" for f in LABELS if not f["now"].startswith("removed")}
    assert committed == set(ids(ENTRIES))  # nothing else committed, nothing lost
    for finding in LABELS:
        if finding["label"] == "real":
            assert not finding["now"].startswith("removed"), finding["file"]
        elif finding["label"] != "duplicate":
            assert finding["now"].startswith("removed"), finding["file"]
