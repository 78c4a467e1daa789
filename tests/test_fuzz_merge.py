"""`pyconform corpus merge` of campaign shards: entries, finished blocks, conflicts, what is
new compared with a known corpus, the step summary and bug reports."""
from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from pyconformance.cli.main import main
from pyconformance.fuzz.campaign import BLOCKS_PREFIX, BLOCK_SIZE, STATE_FILE
from tests.conftest import BROKEN_FSTRING, needs_system_python

BROKEN = BROKEN_FSTRING

pytestmark = needs_system_python


@pytest.fixture(scope="module")
def shards(tmp_path_factory) -> list[Path]:
    """Shards 1/2 and 2/2 of a two-block campaign against the broken f-string candidate."""
    root = tmp_path_factory.mktemp("shards")
    outs = []
    for shard in ("1/2", "2/2"):
        out = root / f"shard-{shard[0]}"
        result = CliRunner().invoke(main, [
            "fuzz", "--reference", sys.executable, "--candidate", BROKEN, "--generator", "fstring",
            "--programs", str(BLOCK_SIZE + 40), "--seed", "1", "--shard", shard, "--out", str(out),
            "--format", "json", "-o", str(out / "summary.json")], catch_exceptions=False)
        found = json.loads((out / "summary.json").read_text())["divergences"]
        assert result.exit_code == (1 if found else 0), result.output  # 1 exactly when it found divergences
        outs.append(out)
    return outs


def merge(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, ["corpus", "merge", *args], catch_exceptions=False)
    return result.exit_code, result.output


def test_merge_unites_blocks_and_reports_what_is_new(shards, tmp_path):
    empty = tmp_path / "known"
    empty.mkdir()
    step, reports = tmp_path / "step.md", tmp_path / "reports"
    code, output = merge(*map(str, shards), "--out", str(tmp_path / "m"), "--known", str(empty),
                         "--adopt", str(empty), "--title", "fuzz: broken", "--summary", str(tmp_path / "m.json"), "--step-summary", str(step), "--reports", str(reports))
    assert code == 0, output
    data = json.loads((tmp_path / "m.json").read_text())
    assert data["block_programs"] == BLOCK_SIZE + 40 and data["conflicts"] == []
    assert list(data["blocks"].values()) == [2] and data["summaries"] == 2
    assert data["new"] and len(data["new"]) == data["entries"]
    text = step.read_text()
    # A node type counts when any shard's programs held it: merged missing = the shards' common missing.
    missing = [set(json.loads((s / "summary.json").read_text())["syntax_coverage"]["missing"]) for s in shards]
    assert set(data["syntax_coverage"]["missing"]) == missing[0] & missing[1]
    assert data["syntax_coverage"]["covered"] == data["syntax_coverage"]["total"] - len(missing[0] & missing[1])
    assert "syntax coverage" in text
    assert sorted(p.name for p in (empty / "fuzz-cpython").glob("*.py")) == sorted(Path(n["path"]).name for n in data["new"])
    assert text.startswith("## fuzz: broken") and text.count("\n- ") == len(data["new"])
    report = next(reports.glob("*.md")).read_text()
    assert "cat > main.py" in report and "    pyconform replay " in report and "CPython" in report
    assert "## What Python 3.8 specifies" in report and "fstring.eq" in report  # the rule and its seed section

    # Against a corpus that already holds them (adopted above), nothing is new and nothing is published.
    code, output = merge(*map(str, shards), "--out", str(tmp_path / "m2"), "--known", str(empty),
                         "--summary", str(tmp_path / "m2.json"), "--step-summary", str(tmp_path / "step2.md"),
                         "--reports", str(tmp_path / "reports2"))
    assert code == 0 and json.loads((tmp_path / "m2.json").read_text())["new"] == []
    assert not (tmp_path / "step2.md").exists() and not (tmp_path / "reports2").exists()


def test_a_block_two_shards_disagree_about_is_a_conflict(shards, tmp_path):
    forged = tmp_path / "forged"
    shutil.copytree(shards[0], forged)
    state = json.loads((forged / STATE_FILE).read_text())
    key = next(k for k in state if k.startswith(BLOCKS_PREFIX))
    block = next(iter(state[key]))
    state[key][block][1] = "0" * 16
    (forged / STATE_FILE).write_text(json.dumps(state))
    code, output = merge(str(shards[0]), str(forged), "--out", str(tmp_path / "m"), "--summary", str(tmp_path / "m.json"))
    assert code == 0
    conflicts = json.loads((tmp_path / "m.json").read_text())["conflicts"]
    assert [c["block"] for c in conflicts] == [block] and "differs between" in output


def test_a_corrupt_state_file_is_a_warning_not_a_crash(shards, tmp_path):
    broken = tmp_path / "broken"
    shutil.copytree(shards[1], broken)
    (broken / STATE_FILE).write_text("{not json")
    code, output = merge(str(shards[0]), str(broken), "--out", str(tmp_path / "m"), "--summary", str(tmp_path / "m.json"))
    assert code == 0 and "not readable JSON" in output
    assert list(json.loads((tmp_path / "m.json").read_text())["blocks"].values()) == [1]


@pytest.mark.parametrize("spoil", ["summary-programs", "state-block-programs"])
def test_a_field_of_the_wrong_type_in_a_shard_is_a_warning_not_a_crash(shards, tmp_path, spoil):
    """Valid JSON, wrong types (`"programs": "x"`, a block's count a string): said, and that
    shard's summary or block is left out whole, never half counted."""
    broken = tmp_path / "broken"
    shutil.copytree(shards[1], broken)
    if spoil == "summary-programs":
        summary = json.loads((broken / "summary.json").read_text())
        summary["programs"] = "x"
        (broken / "summary.json").write_text(json.dumps(summary))
    else:
        state = json.loads((broken / STATE_FILE).read_text())
        key = next(k for k in state if k.startswith(BLOCKS_PREFIX))
        for block in state[key]:
            state[key][block][0] = "x"
        (broken / STATE_FILE).write_text(json.dumps(state))
    result = CliRunner().invoke(main, ["corpus", "merge", str(shards[0]), str(broken), "--out", str(tmp_path / "m"),
                                       "--summary", str(tmp_path / "m.json")])
    assert result.exit_code == 0 and result.exception is None, result.output
    data = json.loads((tmp_path / "m.json").read_text())
    if spoil == "summary-programs":
        assert "summary.json: a fuzz summary with a malformed field" in result.output and data["summaries"] == 1
    else:
        assert "is malformed" in result.output and list(data["blocks"].values()) == [1]


def test_an_empty_shard_directory_is_a_warning(shards, tmp_path):
    """A shard whose artifact did not download is an empty directory: said, not merged as nothing."""
    empty = tmp_path / "shard-3"
    empty.mkdir()
    code, output = merge(str(shards[0]), str(empty), "--out", str(tmp_path / "m"))
    assert code == 0 and f"{empty}: no entries, campaign state or summary" in output


def test_adopt_without_known_is_a_usage_error(shards, tmp_path):
    code, output = merge(str(shards[0]), "--out", str(tmp_path / "m"), "--adopt", str(tmp_path / "c"))
    assert code == 2 and "--adopt needs --known" in output


def test_merged_syntax_coverage_counts_a_node_type_any_shard_held():
    from pyconformance.fuzz.merge import MergedCampaign, _merge_summary
    from pyconformance.fuzz.syntax_coverage import node_types_38

    merged = MergedCampaign()
    assert merged.syntax_coverage() is None  # no summary reported coverage: none is claimed
    universe = list(node_types_38())
    _merge_summary({"syntax_coverage": {"missing": universe[:3]}}, merged)
    _merge_summary({"syntax_coverage": {"missing": universe[2:5]}}, merged)
    cov = merged.syntax_coverage()
    assert cov["missing"] == [universe[2]] and cov["covered"] == len(universe) - 1
