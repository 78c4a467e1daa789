"""Feature tags are a closed vocabulary: conformance/features.toml."""
from pathlib import Path

from pyconformance.cases import case_paths, load_case
from pyconformance.features import load_features
from pyconformance.fuzz.features import FEATURES as FUZZER_TAGS
from pyconformance.suite import load_suite

from conftest import ROOT, write_case

CATALOGUE = load_features(ROOT / "conformance" / "features.toml")


def test_every_case_uses_catalogued_tags():
    suite = load_suite(ROOT / "conformance")
    assert not suite.errors, suite.errors[:3]
    assert suite.features == CATALOGUE
    used = {tag for case in suite.cases for tag in case.features}
    assert used <= set(CATALOGUE)


def test_corpus_entries_and_fuzzer_use_catalogued_tags():
    entries = case_paths(ROOT / "corpus")
    assert entries
    unknown = {(p.name, t) for p in entries for t in load_case(p).features if t not in CATALOGUE}
    assert not unknown
    assert set(FUZZER_TAGS) <= set(CATALOGUE)


def _suite(tmp_path: Path, features_toml: str, tag: str) -> list[str]:
    (tmp_path / "rules.toml").write_text(
        '[[rule]]\nid = "r.x"\ntitle = "t"\nstatement = "s"\nsource = "src"\n', encoding="utf-8")
    (tmp_path / "features.toml").write_text(features_toml, encoding="utf-8")
    write_case(tmp_path / "cases", "a/one.py",
               f'rules = ["r.x"]\nfeatures = ["{tag}"]\ndescription = "d"\n[expect]\nstdout = ""', "")
    return [str(e) for e in load_suite(tmp_path).errors]


def test_an_unknown_tag_is_a_load_error(tmp_path):
    errors = _suite(tmp_path, '[features]\nwalrus = "PEP 572"\n', "walrsu")
    assert len(errors) == 1 and "unknown feature 'walrsu'" in errors[0] and "one.py:3:" in errors[0]


def test_a_catalogued_tag_loads(tmp_path):
    assert _suite(tmp_path, '[features]\nwalrus = "PEP 572"\n', "walrus") == []


def test_a_malformed_catalogue_is_reported(tmp_path):
    errors = _suite(tmp_path, 'walrus = "no table"\n', "walrus")
    assert len(errors) == 1 and "features.toml:1:" in errors[0]
