"""`pyconform rules`: coverage per source document, and the README block generated from it."""
import json
import subprocess
import sys

from pyconformance.rules import Coverage, Rule
from pyconformance.source_coverage import coverage_by_source, sources_of
from pyconformance.reports.rules_text import SOURCES_BEGIN, SOURCES_END

from tests.conftest import ROOT

PYCONFORM = [sys.executable, "-m", "pyconformance"]


def cov(rid, source, positive=("c/a",), negative=(), observable=True, illegal=False):
    rule = Rule(id=rid, title="t", statement="s", source=source, observable=observable,
                reason="" if observable else "r", illegal_form=illegal)
    return Coverage(rule, tuple(positive), tuple(negative))


def test_a_rule_counts_under_every_source_it_cites():
    assert sources_of("000-article.md § x; 001-mail-f-string-debug-conversion.txt") == ["seed article", "seed mail"]
    assert sources_of("whatsnew-3.8 § Other Language Changes: x") == ["What's New 3.8"]
    assert sources_of("DESIGN.md") == ["other"]


def test_rows_count_rules_observable_cases_and_mutants():
    table = [cov("a.one", "000-article.md", positive=("c/1", "c/2")),
             cov("a.two", "000-article.md; 001-mail.txt", positive=("c/2",)),
             cov("w.one", "whatsnew-3.8 § x", positive=(), illegal=True),
             cov("w.two", "whatsnew-3.8 § y", positive=(), observable=False)]
    scores = {"a.one": {"killed": 1, "total": 2}, "w.one": {"killed": 0, "total": 1}}
    rows = {r.source: r for r in coverage_by_source(table, scores)}
    article, mail, whatsnew, other = (rows[k] for k in ("seed article", "seed mail", "What's New 3.8", "other"))
    assert (article.rules, article.observable, article.covered, article.cases) == (2, 2, 2, 2)
    assert article.mutation_text == "1/2" and mail.mutation_text == "no operators"
    assert (whatsnew.rules, whatsnew.observable, whatsnew.covered, whatsnew.cases) == (2, 1, 0, 0)
    assert whatsnew.observable_share == 50.0 and whatsnew.mutation_text == "0/1"
    assert other.rules == 0
    assert coverage_by_source(table)[0].mutation_text == "-"


def test_json_has_sources_and_the_whatsnew_tally():
    done = subprocess.run([*PYCONFORM, "rules", "--format", "json"], capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert done.returncode == 0, done.stderr
    doc = json.loads(done.stdout)
    assert [s["source"] for s in doc["sources"]] == ["seed article", "seed mail", "What's New 3.8", "other"]
    assert doc["whatsnew"]["items"] == doc["whatsnew"]["accounted"] == 237
    assert doc["whatsnew"]["observable"] + doc["whatsnew"]["not_observable"] == 237
    by_id = {r["id"]: r for r in doc["catalogue"]}
    assert by_id["misc.continue-in-finally"]["whatsnew"] == ["wn.013"]


def test_readme_block_is_written_then_checked(tmp_path):
    readme = tmp_path / "README.md"
    readme.write_text(f"intro\n{SOURCES_BEGIN}\nstale\n{SOURCES_END}\noutro\n", encoding="utf-8")

    def rules(*extra):
        return subprocess.run([*PYCONFORM, "rules", "--readme", str(readme), *extra],
                              capture_output=True, text=True, cwd=ROOT, timeout=300)

    assert rules("--check").returncode == 1
    assert rules().returncode == 0
    text = readme.read_text(encoding="utf-8")
    assert "| What's New 3.8 |" in text and "stale" not in text and text.endswith(f"{SOURCES_END}\noutro\n")
    assert rules("--check").returncode == 0
    readme.write_text("no markers\n", encoding="utf-8")
    done = rules()
    assert done.returncode == 2 and "coverage-per-source block" in done.stderr and "Traceback" not in done.stderr


def test_the_suite_readme_block_is_up_to_date():
    done = subprocess.run([*PYCONFORM, "rules", "--mutation-score", "conformance/mutation-cpython-3.8.json",
                           "--readme", "conformance/README.md", "--check"], capture_output=True, text=True, cwd=ROOT,
                          timeout=300)
    assert done.returncode == 0, done.stderr
