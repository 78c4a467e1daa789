"""The table of certified implementations (docs/implementations.md) is generated from the certificates."""
from __future__ import annotations

import pytest
from click.testing import CliRunner

from pyconformance.cli.main import main
from pyconformance.reports.impl_table import BEGIN, END, render_table, replace_block, score_text
from pyconformance.certificate import Interruption, load_certificate
from tests.certificates import make_certificate
from tests.conftest import ROOT

RESULTS = sorted((ROOT / "conformance" / "results").glob("*.json"))


def test_the_committed_table_is_generated_from_the_committed_certificates():
    result = CliRunner().invoke(main, ["report", *map(str, RESULTS), "--format", "table",
                                       "--into", str(ROOT / "docs" / "implementations.md"), "--check"])
    assert result.exit_code == 0, ("re-run: pyconform report conformance/results/*.json --format table "
                                   "--into docs/implementations.md\n" + result.output)


def test_check_fails_on_a_stale_table_and_the_update_fixes_it(tmp_path):
    page = tmp_path / "implementations.md"
    page.write_text(f"intro\n{BEGIN}\n| stale |\n{END}\nrest\n")
    args = ["report", *map(str, RESULTS[:2]), "--format", "table", "--into", str(page)]
    assert CliRunner().invoke(main, [*args, "--check"]).exit_code == 1
    assert CliRunner().invoke(main, args).exit_code == 0
    text = page.read_text()
    assert "| stale |" not in text and text.startswith("intro\n") and text.endswith(f"{END}\nrest\n")
    assert CliRunner().invoke(main, [*args, "--check"]).exit_code == 0


def test_a_page_without_the_markers_is_one_line_exit_2(tmp_path):
    page = tmp_path / "implementations.md"
    page.write_text("no block here\n")
    result = CliRunner().invoke(main, ["report", str(RESULTS[0]), "--format", "table", "--into", str(page)])
    assert result.exit_code == 2 and "no implementations block" in result.output
    with pytest.raises(ValueError):
        replace_block("x", "t")


def test_scores_are_over_claimed_cases_only_for_scoped_implementations():
    rows = [{"id": f"a/p{i}", "status": "pass"} for i in range(3)] + [{"id": "a/f", "status": "fail", "actual": {"phase": "ok"}}]
    scoped = make_certificate(rows + [{"id": f"b/o{i}", "status": "out-of-scope"} for i in range(6)],
                              scope={"features": ["walrus"]})
    plain = make_certificate(rows + [{"id": f"b/f{i}", "status": "fail", "actual": {"phase": "ok"}} for i in range(4)]
                             + [{"id": "c/s1", "status": "skip"}, {"id": "c/s2", "status": "skip"}])
    assert score_text(scoped) == "3/4 (75.0%) of claimed"
    assert score_text(plain) == "3/8 (37.5%)"
    partial = make_certificate(rows, interrupted=Interruption(signal="SIGTERM", finished=4, total=9))
    assert score_text(partial) == "3/4 (75.0%) PARTIAL"


def test_each_certificate_is_one_row():
    docs = [load_certificate(p) for p in RESULTS]
    table = render_table(docs)
    assert len(table.splitlines()) == 2 + len(docs)
    assert "CPython 3.6.15" in table and "syntax backport" in table


def test_cython_rows_say_which_release_and_python():
    from pyconformance.adapters.specs import how_it_runs
    pinned = how_it_runs({"spec": "cython:0.29.37:/usr/bin/python3.8", "runs_on": "CPython 3.8.18"})
    assert pinned == ("each case compiled by Cython 0.29.37 (pip, cached virtualenv) to an extension module "
                      "for CPython 3.8.18, imported as `__main__`")
    assert "by Cython to an extension module for python3," in how_it_runs({"spec": "cython:python3"})


def test_future_fstrings_on_an_older_python_is_a_syntax_backport():
    from pyconformance.adapters.specs import kind_label
    assert kind_label({"spec": "transform:future-fstrings:python3"}) == "source transform"
    assert kind_label({"spec": "transform:future-fstrings:/py/bin/python3.7", "runs_on": "CPython 3.7.16"}) == "syntax backport"
    assert kind_label({"spec": "transform:bpc-walrus:/py/bin/python3.7"}) == "syntax backport"


def test_every_row_is_described_by_its_kind_s_adapter():
    """No kind is named outside its adapter: each committed certificate's label and phrase are
    the ones its adapter declares (python command lines: an interpreter)."""
    from pyconformance.adapters.specs import adapters
    for doc in map(load_certificate, RESULTS):
        info = doc.implementation.model_dump(exclude_none=True)
        adapter = adapters().get(info["spec"].partition(":")[0])
        row = next(line for line in render_table([doc]).splitlines()[2:])
        if adapter is None:
            assert f"| interpreter | {info['version']} | interpreter `{info['spec']}`," in row
        else:
            assert f"| {adapter.label_of(info)} | {info['version']} | {adapter.how_it_runs(info)} |" in row
