"""The README's table of certified implementations is generated from the certificates."""
from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from pyconformance.cli.main import main
from pyconformance.reports.impl_table import BEGIN, END, render_table, replace_block, score_text
from tests.conftest import ROOT

RESULTS = sorted((ROOT / "conformance" / "results").glob("*.json"))


def test_the_committed_readme_table_is_generated_from_the_committed_certificates():
    result = CliRunner().invoke(main, ["report", *map(str, RESULTS), "--format", "table",
                                       "--readme", str(ROOT / "README.md"), "--check"])
    assert result.exit_code == 0, ("re-run: pyconform report conformance/results/*.json --format table "
                                   "--readme README.md\n" + result.output)


def test_check_fails_on_a_stale_table_and_the_update_fixes_it(tmp_path):
    readme = tmp_path / "README.md"
    readme.write_text(f"intro\n{BEGIN}\n| stale |\n{END}\nrest\n")
    args = ["report", *map(str, RESULTS[:2]), "--format", "table", "--readme", str(readme)]
    assert CliRunner().invoke(main, [*args, "--check"]).exit_code == 1
    assert CliRunner().invoke(main, args).exit_code == 0
    text = readme.read_text()
    assert "| stale |" not in text and text.startswith("intro\n") and text.endswith(f"{END}\nrest\n")
    assert CliRunner().invoke(main, [*args, "--check"]).exit_code == 0


def test_a_readme_without_the_markers_is_one_line_exit_2(tmp_path):
    readme = tmp_path / "README.md"
    readme.write_text("no block here\n")
    result = CliRunner().invoke(main, ["report", str(RESULTS[0]), "--format", "table", "--readme", str(readme)])
    assert result.exit_code == 2 and "no implementations block" in result.output
    with pytest.raises(ValueError):
        replace_block("x", "t")


def test_scores_are_over_claimed_cases_only_for_scoped_implementations():
    scoped = {"scope": {"features": ["walrus"]}, "summary": {"total": 10, "passed": 3, "score": {"passed": 3, "claimed": 4, "percent": 75.0}}}
    plain = {"summary": {"total": 10, "passed": 3, "skipped": 2, "score": {"passed": 3, "claimed": 8, "percent": 37.5}}}
    assert score_text(scoped) == "3/4 (75.0%) of claimed"
    assert score_text(plain) == "3/8 (37.5%)"


def test_each_certificate_is_one_row():
    docs = [json.loads(p.read_text()) for p in RESULTS]
    table = render_table(docs)
    assert len(table.splitlines()) == 2 + len(docs)
    assert "CPython 3.6.15" in table and "syntax backport" in table


def test_cython_rows_say_which_release_and_python():
    from pyconformance.reports.impl_table import how_it_runs
    pinned = how_it_runs({"spec": "cython:0.29.37:/usr/bin/python3.8", "runs_on": "CPython 3.8.18"})
    assert pinned == ("each case compiled by Cython 0.29.37 (pip, cached virtualenv) to an extension module "
                      "for CPython 3.8.18, imported as `__main__`")
    assert "by Cython to an extension module for python3," in how_it_runs({"spec": "cython:python3"})


def test_future_fstrings_on_an_older_python_is_a_syntax_backport():
    from pyconformance.reports.site.model import implementation_kind
    assert implementation_kind("transform:future-fstrings:python3") == "source transform"
    assert implementation_kind("transform:future-fstrings:/py/bin/python3.7", "CPython 3.7.16") == "syntax backport"
    assert implementation_kind("transform:bpc-walrus:/py/bin/python3.7") == "syntax backport"
