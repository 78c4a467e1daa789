"""Every item of What's New In Python 3.8 (conformance/whatsnew-items.toml) is accounted for by rules."""
from pathlib import Path

import pytest

from pyconformance.cases import CaseError
from pyconformance.rules import Rule, coverage
from pyconformance.suite import load_suite
from pyconformance.whatsnew import ITEMS_FILE, item_status, load_items, unknown_item_refs

from conftest import ROOT

SUITE = load_suite(ROOT / "conformance")
ITEMS = load_items(ROOT / "conformance" / ITEMS_FILE)


def test_the_index_holds_every_census_row():
    # The census numbers its rows 1..237; the index keeps that numbering, so a dropped or
    # duplicated row shows here.
    assert not SUITE.errors, SUITE.errors[:3]
    assert sorted(ITEMS) == [f"wn.{n:03d}" for n in range(1, 238)]


def test_every_item_is_named_by_a_rule():
    unaccounted = [s.item.id for s in item_status(ITEMS, SUITE.rules.values()) if not s.accounted]
    assert unaccounted == []


def test_every_reference_names_a_listed_item():
    assert unknown_item_refs(ITEMS, SUITE.rules.values()) == []


def test_every_rule_sourced_to_whatsnew_names_its_items():
    bare = [r.id for r in SUITE.rules.values() if r.source.startswith("whatsnew-3.8") and not r.whatsnew]
    assert bare == []


def test_observable_items_have_cases_through_their_rules():
    covered = {c.rule.id for c in coverage(SUITE.rules, SUITE.cases) if c.positive}
    without = [s.item.id for s in item_status(ITEMS, SUITE.rules.values())
               if s.observable and not any(r in covered for r in s.rules if SUITE.rules[r].observable)]
    assert without == []


def test_an_unlisted_item_reference_is_reported():
    rule = Rule(id="r.x", title="t", statement="s", source="whatsnew-3.8 § x", whatsnew=("wn.001", "wn.999"))
    assert unknown_item_refs(ITEMS, [rule]) == ["r.x -> wn.999"]
    status = {s.item.id: s for s in item_status(ITEMS, [rule])}
    assert status["wn.001"].rules == ("r.x",) and status["wn.001"].observable
    assert status["wn.002"].rules == () and not status["wn.002"].accounted


def test_a_duplicate_item_id_is_a_load_error(tmp_path: Path):
    path = tmp_path / ITEMS_FILE
    path.write_text('[[item]]\nid = "wn.001"\nsection = "s"\nitem = "i"\n' * 2, encoding="utf-8")
    with pytest.raises(CaseError, match="duplicate item id 'wn.001'"):
        load_items(path)
