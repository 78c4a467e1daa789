"""`pytest conformance --impl SPEC`: case files become items; failures show expected vs actual."""
import json
import sys

from tests.conftest import write_case

pytest_plugins = ["pytester"]

META = '''
rules = ["demo.rule"]
features = ["{feature}"]
description = "{description}"
[expect]
stdout = "x=1\\n"
'''


def make_suite(pytester, count=6):
    pytester.makeconftest('pytest_plugins = ["pyconformance.pytest_plugin"]\n')
    cases = pytester.path / "conformance" / "cases"
    for n in range(count):
        write_case(cases / "demo", f"good_{n}.py", META.format(feature="demo", description="good"),
                   "x = 1\nprint(f'{x=}')\n")
    write_case(cases / "other", "bad.py", META.format(feature="other", description="bad"), "print('x = 1')\n")
    return cases


def test_cases_are_items_and_failures_show_the_diff(pytester):
    make_suite(pytester)
    result = pytester.runpytest_subprocess("conformance", "--impl", sys.executable)
    result.assert_outcomes(passed=6, failed=1)
    result.stdout.fnmatch_lines(["*FAIL other/bad: bad*", "*-x=1*", "*+x = 1*", "*pyconform certificate*"])


def test_keyword_selection_by_feature(pytester):
    make_suite(pytester)
    result = pytester.runpytest_subprocess("conformance", "--impl", sys.executable, "-k", "other")
    result.assert_outcomes(failed=1)


def strip_timing(doc):
    assert set(doc.pop("made")) == {"date", "machine"}  # when and where: differs between runs
    doc["summary"].pop("seconds")
    assert doc["provenance"].pop("isolation") in ("agent", "batch", "process")  # what each run asked for
    for case in doc["cases"]:
        case["actual"].pop("seconds", None)
    return doc


def test_certificate_is_the_same_with_xdist_workers(pytester):
    make_suite(pytester)
    docs = []
    for workers in ("0", "2"):
        path = pytester.path / f"cert-{workers}.json"
        pytester.runpytest_subprocess("conformance", "--impl", sys.executable, "-n", workers,
                                      "--certificate", str(path))
        docs.append(strip_timing(json.loads(path.read_text())))
    assert docs[0] == docs[1]
    assert docs[0]["summary"]["total"] == 7 and docs[0]["summary"]["failed"] == 1


def test_batch_isolation_gives_the_same_certificate(pytester):
    make_suite(pytester)
    docs = []
    for isolation, workers in (("agent", "0"), ("batch", "0"), ("batch", "2")):
        path = pytester.path / f"cert-{isolation}-{workers}.json"
        pytester.runpytest_subprocess("conformance", "--impl", sys.executable, "--isolation", isolation,
                                      "-n", workers, "--certificate", str(path))
        docs.append(strip_timing(json.loads(path.read_text())))
    assert docs[0] == docs[1] == docs[2]
    assert docs[0]["summary"]["failed"] == 1


def test_malformed_case_is_a_collection_error(pytester):
    cases = make_suite(pytester, count=1)
    write_case(cases / "demo", "broken.py", META.format(feature="d", description="x").replace("[expect]", "[expect"), "")
    result = pytester.runpytest_subprocess("conformance", "--impl", sys.executable)
    result.stdout.fnmatch_lines(["*broken.py:5: bad TOML*"])
    assert result.ret != 0
