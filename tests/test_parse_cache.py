"""The parsed-suite cache changes how soon a run sees the suite, never what it sees."""
from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from pyconformance.suite import PACKAGE_ROOT, load_suite


@pytest.fixture
def suite(tmp_path, monkeypatch) -> Path:
    """A copy of the walrus cases and the catalogue, with a cache of its own."""
    monkeypatch.setenv("PYCONFORM_CACHE", str(tmp_path / "cache"))
    root = tmp_path / "conformance"
    shutil.copytree(PACKAGE_ROOT / "cases" / "walrus", root / "cases" / "walrus")
    for name in ("rules.toml", "features.toml"):
        shutil.copy(PACKAGE_ROOT / name, root / name)
    return root


def cache_files(tmp_path: Path) -> list[Path]:
    return list((tmp_path / "cache").rglob("*.pickle"))


def test_a_second_load_equals_the_first_and_comes_from_the_cache(suite, tmp_path):
    first = load_suite(suite)
    assert not first.errors and len(first.cases) > 100 and cache_files(tmp_path)
    second = load_suite(suite)
    assert [(c.id, c) for c in second.cases] == [(c.id, c) for c in first.cases]
    assert second.rules == first.rules


def test_an_edited_case_is_parsed_again(suite):
    load_suite(suite)
    path = sorted((suite / "cases" / "walrus").glob("*.py"))[0]
    text = path.read_text(encoding="utf-8")
    old = next(c for c in load_suite(suite).cases if c.path == path).description
    path.write_text(text.replace(f'description = "{old}"', 'description = "edited"', 1), encoding="utf-8")
    os.utime(path, ns=(1, 1))  # a different stamp even on a coarse clock
    assert next(c for c in load_suite(suite).cases if c.path == path).description == "edited"


def test_a_broken_case_stays_an_error_and_a_removed_one_is_gone(suite):
    load_suite(suite)
    paths = sorted((suite / "cases" / "walrus").glob("*.py"))
    paths[0].write_text("# /// pyconform\nrules = [\n# ///\npass\n", encoding="utf-8")
    paths[1].unlink()
    for _ in range(2):  # the error is not cached away
        loaded = load_suite(suite)
        assert [e.path for e in loaded.errors] == [str(paths[0])]
        assert all(c.path not in (paths[0], paths[1]) for c in loaded.cases)


def test_a_corrupt_cache_is_ignored(suite, tmp_path):
    expected = load_suite(suite).cases
    for file in cache_files(tmp_path):
        file.write_bytes(b"not a pickle")
    assert load_suite(suite).cases == expected


def test_a_cache_that_cannot_be_written_costs_nothing_but_time(suite, tmp_path, monkeypatch):
    blocker = tmp_path / "file-not-dir"
    blocker.write_text("")
    monkeypatch.setenv("PYCONFORM_CACHE", str(blocker / "cache"))
    loaded = load_suite(suite)
    assert not loaded.errors and len(loaded.cases) > 100


def test_a_warm_load_does_not_import_the_input_model(suite, tmp_path):
    """Validation (pydantic) costs only the files that are parsed: a warm run imports none of it."""
    import subprocess
    import sys

    code = ("import sys; from pyconformance.suite import load_suite; s = load_suite(sys.argv[1]); "
            "print(len(s.cases), len(s.errors), 'pydantic' in sys.modules)")
    env = {**os.environ, "PYCONFORM_CACHE": str(tmp_path / "cache")}
    cold = subprocess.run([sys.executable, "-c", code, str(suite)], capture_output=True, text=True, env=env)
    warm = subprocess.run([sys.executable, "-c", code, str(suite)], capture_output=True, text=True, env=env)
    count = len(list((suite / "cases").rglob("*.py")))
    assert cold.stdout.split() == [str(count), "0", "True"], cold.stderr
    assert warm.stdout.split() == [str(count), "0", "False"], warm.stderr


def test_an_invalid_case_is_reported_on_every_load(suite):
    path = sorted((suite / "cases" / "walrus").glob("*.py"))[0]
    path.write_text(path.read_text(encoding="utf-8").replace("# [expect]", "# [run]\n# timeout = -1\n# [expect]", 1),
                    encoding="utf-8")
    for _ in range(2):  # a value that failed validation is never cached
        errors = [str(e) for e in load_suite(suite).errors]
        assert len(errors) == 1 and "run.timeout: must be greater than 0 (got -1)" in errors[0], errors
