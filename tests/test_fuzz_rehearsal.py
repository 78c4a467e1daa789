"""The local rehearsal of a campaign spread over machines (fuzz/rehearsal.py): four shards at
once against one real redis-server on loopback, merged, equal one unsharded campaign of the
same seed; a shard killed mid-run and re-run completes the campaign without duplicates."""
from __future__ import annotations

import json
import signal
import sys
import time

import pytest

from pyconformance.fuzz.campaign import BLOCK_SIZE, STATE_FILE
from pyconformance.fuzz.rehearsal import Plan, RedisServer, campaign_view, differences, rehearse, start_shard
from tests.conftest import BROKEN_FSTRING, needs_redis_server, needs_system_python

BROKEN = BROKEN_FSTRING

pytestmark = [needs_redis_server, needs_system_python]
pytest.importorskip("redis", reason="the 'redis' client package is not installed")

# Four blocks: each of the four shards owns one.
PLAN = Plan(sys.executable, BROKEN, ("fstring", "misc"), 4 * BLOCK_SIZE, 1)


def exits_as_its_summary_says(process, out) -> None:
    """A shard exits 1 exactly when its summary lists divergences, else 0."""
    code = process.wait()
    found = json.loads((out / "summary.json").read_text())["divergences"]
    assert code == (1 if found else 0), (code, len(found))


def test_four_shards_merged_equal_the_unsharded_campaign(tmp_path):
    figures = rehearse(PLAN, tmp_path, 4, unsharded=True)
    assert figures["problems"] == [], figures["problems"]
    assert figures["programs"] == PLAN.programs and figures["conflicts"] == 0
    merged = campaign_view(tmp_path / "merged")
    assert sorted(int(b) for b in next(iter(merged["blocks"].values()))) == [0, 1, 2, 3]
    assert merged["keys"], "the broken candidate must be caught, or nothing is compared"
    assert figures["redis_keys"] >= 1  # the shards really shared the database


def test_the_comparison_notices_a_shard_that_ran_other_programs(tmp_path):
    """The check above can fail: the same shard of another seed gives other block digests."""
    other = Plan(PLAN.reference, PLAN.candidate, PLAN.generators, PLAN.programs, PLAN.seed + 1)
    with RedisServer(tmp_path) as redis:
        for plan, name in ((PLAN, "mine"), (other, "other")):
            exits_as_its_summary_says(start_shard(plan, tmp_path / name, "2/4", redis.url + f"/{plan.seed}"),
                                      tmp_path / name)
    problems = differences(campaign_view(tmp_path / "other"), campaign_view(tmp_path / "mine"))
    assert any(p.startswith("blocks differ") for p in problems), problems


def test_a_shard_killed_mid_run_and_rerun_completes_without_duplicates(tmp_path):
    plan = Plan(PLAN.reference, PLAN.candidate, PLAN.generators, 8 * BLOCK_SIZE, PLAN.seed)  # two blocks a shard
    with RedisServer(tmp_path) as redis:
        killed = tmp_path / "killed"
        process = start_shard(plan, killed, "2/4", redis.url + "/0")
        deadline = time.monotonic() + 240
        while not (killed / STATE_FILE).is_file():  # its first block is done and saved
            assert process.poll() is None, "the shard ended before it could be killed"
            assert time.monotonic() < deadline, "the shard never finished a block"
            time.sleep(0.1)
        process.send_signal(signal.SIGKILL)
        process.wait()
        assert not (killed / "summary.json").exists()
        exits_as_its_summary_says(start_shard(plan, killed, "2/4", redis.url + "/0"), killed)
        rerun = json.loads((killed / "summary.json").read_text())
        assert rerun["programs"] <= BLOCK_SIZE, "the finished block must not run again"

        clean = tmp_path / "clean"
        exits_as_its_summary_says(start_shard(plan, clean, "2/4", redis.url + "/1"), clean)
    assert differences(campaign_view(killed), campaign_view(clean)) == []
    assert sorted(int(b) for b in next(iter(campaign_view(killed)["blocks"].values()))) == [1, 5]
