"""tools/measure_cases.py: the pure parts (block splitting, outcome summaries, TOML style)."""
import importlib.util

import tomlkit

from tests.conftest import ROOT

spec = importlib.util.spec_from_file_location("measure_cases", ROOT / "tools" / "measure_cases.py")
measure_cases = importlib.util.module_from_spec(spec)
spec.loader.exec_module(measure_cases)

CASE = '# /// pyconform\n# rules = ["r.x"]\n#\n# [expect]\n# stdout = "?"\n# ///\nprint(1)\n'


def test_split_and_join_round_trip():
    toml, program = measure_cases.split_block(CASE)
    assert program == "print(1)\n"
    assert tomlkit.parse(toml)["rules"] == ["r.x"]
    assert measure_cases.join_block(toml, program) == CASE


def test_multiline_stdout_keeps_the_suite_style_and_value():
    doc = tomlkit.document()
    doc["expect"] = measure_cases.table({"phase": "ok", "stdout": "a\nb\n"})
    text = measure_cases.join_block(tomlkit.dumps(doc), "")
    assert "# stdout = '''\n# a\n# b\n# '''\n" in text
    toml, _ = measure_cases.split_block(text)
    assert tomlkit.parse(toml)["expect"]["stdout"] == "a\nb\n"


def test_outcome_keeps_what_the_judge_compares():
    ran = {"phase": "run", "stdout": "", "exception": {"type": "ValueError", "message": "m"}, "exit_code": 1}
    assert measure_cases.outcome(ran, want_message=False) == {"phase": "run", "exception": "ValueError"}
    assert measure_cases.outcome(ran, want_message=True)["message"] == "m"
    quiet_failure = {"phase": "ok", "stdout": "", "exception": None, "exit_code": 1}
    assert measure_cases.outcome(quiet_failure, want_message=False) == {"phase": "ok", "stdout": "", "exit_code": 1}
    assert measure_cases.outcome({"phase": "compile", "stdout": "", "exception": {"type": "SyntaxError", "message": ""},
                                  "exit_code": 1}, False) == {"phase": "compile", "exception": "SyntaxError"}
