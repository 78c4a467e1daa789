"""`pyconform rules --mutation-score FILE` and the report it reads."""
import json

from click.testing import CliRunner

from pyconformance.cli.main import main
from pyconformance.mutation_score import MutationScoreError, load_mutation_score

import pytest


def report(tmp_path, operators):
    path = tmp_path / "m.json"
    path.write_text(json.dumps({"schema": "pyconform-mutation/1", "operators": operators}), encoding="utf-8")
    return path


def test_scores_per_rule(tmp_path):
    path = report(tmp_path, [
        {"name": "a", "rule": "walrus.value", "killed": True},
        {"name": "b", "rule": "walrus.value", "killed": False},
        {"name": "c", "rule": "walrus.lambda", "killed": False, "equivalent": "no program can tell"},
    ])
    scores = load_mutation_score(path)
    assert scores["walrus.value"]["text"] == "1/2 survivors: b"
    assert scores["walrus.lambda"]["text"] == "0/0 (+1 equivalent)"


@pytest.mark.parametrize("content", ["not json", '{"schema": "other"}', '{"schema": "pyconform-mutation/1", "operators": [1]}'])
def test_bad_reports_are_one_line_errors(tmp_path, content):
    path = tmp_path / "m.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(MutationScoreError):
        load_mutation_score(path)
    result = CliRunner().invoke(main, ["rules", "--mutation-score", str(path)])
    assert result.exit_code == 2 and "Traceback" not in result.output


def test_rules_shows_the_column(tmp_path):
    path = report(tmp_path, [{"name": "a", "rule": "walrus.value", "killed": True}])
    result = CliRunner().invoke(main, ["rules", "--mutation-score", str(path)])
    assert result.exit_code == 0, result.output
    assert "mutants killed" in result.output and "1/1" in result.output
    doc = json.loads(CliRunner().invoke(main, ["rules", "--format", "json", "--mutation-score", str(path)]).output)
    assert next(r for r in doc["catalogue"] if r["id"] == "walrus.value")["mutants"] == "1/1"
