"""Case file parsing: valid files load, every malformation is `path:line: message`."""
import pytest

from pyconformance.cases import CaseError, load_case
from tests.conftest import write_case

GOOD = '''
rules = ["r.one"]
features = ["fstring-eq"]
description = "A case."
[expect]
stdout = """
x=1
"""
[[drift]]
since = "3.10"
reason = "changed"
phase = "compile"
exception = "SyntaxError"
'''


def test_valid_case_loads(tmp_path):
    case = load_case(write_case(tmp_path, "a.py", GOOD, "x = 1\nprint(f'{x=}')\n"), "area/a")
    assert case.id == "area/a"
    assert case.expect.stdout == "x=1\n"
    assert case.rules == ("r.one",) and not case.negative
    assert case.expectation_for((3, 8))[1] is None
    expect, drift = case.expectation_for((3, 11))
    assert drift is not None and expect.phase == "compile"
    assert "print(f'{x=}')" in case.source


def test_version_range(tmp_path):
    meta = GOOD.replace('description', 'max_version = "3.9"\ndescription')
    case = load_case(write_case(tmp_path, "a.py", meta, ""))
    assert case.applies_to((3, 8)) and case.applies_to((3, 9)) and not case.applies_to((3, 10))


@pytest.mark.parametrize("meta, line, fragment", [
    (GOOD.replace("[expect]", "[expect\n"), 5, "bad TOML"),
    (GOOD.replace('stdout = """\nx=1\n"""', 'phase = "ok"'), 5, "expect: phase 'ok' needs the exact 'stdout'"),
    (GOOD.replace('stdout = """\nx=1\n"""', 'phase = "run"'), 5, "expect: phase 'run' needs 'exception'"),
    (GOOD.replace('stdout = """\nx=1\n"""', 'phase = "later"'), 6, "expect.phase: must be 'ok', 'compile' or 'run'"),
    (GOOD.replace("description", "colour = 1\ndescription"), 4, "colour: unknown key"),
    (GOOD.replace('since = "3.10"', 'since = "3.x"'), 10, 'drift[1].since: must be a language version such as "3.8"'),
    (GOOD.replace('rules = ["r.one"]', "rules = []"), 2, "rules: must not be empty"),
])
def test_malformed_case_reports_path_and_line(tmp_path, meta, line, fragment):
    path = write_case(tmp_path, "bad.py", meta, "pass\n")
    with pytest.raises(CaseError) as info:
        load_case(path)
    assert str(info.value).startswith(f"{path}:{line}: ")
    assert fragment in str(info.value)


def test_missing_and_unclosed_blocks(tmp_path):
    plain = tmp_path / "plain.py"
    plain.write_text("print(1)\n")
    with pytest.raises(CaseError, match=r"plain.py:1: no '# /// pyconform'"):
        load_case(plain)
    unclosed = tmp_path / "unclosed.py"
    unclosed.write_text("# /// pyconform\n# rules = []\nprint(1)\n")
    with pytest.raises(CaseError, match=r"unclosed.py:3: metadata line must start"):
        load_case(unclosed)
