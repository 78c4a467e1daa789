"""Optional packages (extras): a generator whose package is missing is a one-line usage
error when named, and left out of 'all'."""
from __future__ import annotations

import importlib.util

import pytest
from click.testing import CliRunner

from pyconformance.cli.main import main
from pyconformance.fuzz.generators import registry as generators


@pytest.fixture
def no_hypothesmith(monkeypatch):
    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "hypothesmith" else real(name, *a))


def test_a_named_generator_without_its_package_is_a_clear_error(no_hypothesmith):
    with pytest.raises(ValueError, match=r"pip install 'pyconformance\[grammar\]'"):
        generators.resolve(("grammar",))
    result = CliRunner().invoke(main, ["fuzz", "--reference", "python3", "--candidate", "python3", "--generator", "grammar"])
    assert result.exit_code == 2 and "hypothesmith" in result.output and "Traceback" not in result.output


def test_all_means_the_generators_that_can_run(no_hypothesmith):
    chosen = generators.resolve(("all",))
    assert "grammar" not in chosen and "fstring" in chosen


def test_with_the_package_present_the_generator_is_chosen():
    if importlib.util.find_spec("hypothesmith") is None:
        pytest.skip("hypothesmith is not installed (pyconformance[grammar])")
    assert generators.resolve(("grammar",)) == ("grammar",)
