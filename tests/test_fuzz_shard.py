"""`pyconform fuzz --shard I/N`: shards split the campaign's seed space (blocks of programs)
disjointly and completely, and the same seed + shard always gives the same programs."""
from __future__ import annotations

from collections import Counter

import pytest
from click.testing import CliRunner

from pyconformance.cli.main import main
from pyconformance.implementation import Implementation, ImplementationInfo
from pyconformance.outcome import Outcome

from pyconformance.fuzz.campaign import BLOCK_SIZE, Budget, Campaign
from pyconformance.fuzz.engine import EngineConfig
from pyconformance.fuzz.shard import WHOLE, Shard, blocks


class Echo(Implementation):
    """Answers every program with the same empty success: nothing diverges, nothing runs."""

    def __init__(self):
        self.info = ImplementationInfo("echo", "echo", (3, 8, 0))

    def run(self, program) -> Outcome:
        return Outcome(phase="ok")


class Recording(Campaign):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.sources: list[str] = []

    def program_done(self, program, model_disagrees) -> None:
        self.sources.append(program.source)
        super().program_done(program, model_disagrees)


def campaign(shard: Shard, programs=None, seed=7, cls=Campaign) -> Campaign:
    config = EngineConfig(generators=("fstring", "signature", "walrus", "misc"), seed=seed)
    return cls(config, "echo", ["echo"], lambda spec: Echo(), Budget(programs, None), 1, None, shard=shard)


def drain(c: Campaign, limit: int = 10_000) -> list[tuple[int, int]]:
    taken = []
    while len(taken) < limit:
        job = c.next_block()
        if job is None:
            break
        taken.append(job)
    return taken


@pytest.mark.parametrize("text, expected", [("1/1", (0, 1)), ("1/4", (0, 4)), ("4/4", (3, 4)), (" 2 / 3 ", (1, 3))])
def test_parse(text, expected):
    shard = Shard.parse(text)
    assert (shard.index, shard.total) == expected and str(Shard.parse(str(shard))) == str(shard)


@pytest.mark.parametrize("text", ["", "0/2", "3/2", "1/0", "x", "1/2/3", "-1/2", "1"])
def test_parse_rejects(text):
    with pytest.raises(ValueError):
        Shard.parse(text)


@pytest.mark.parametrize("programs", [1, 49, 50, 51, 500, 777])
@pytest.mark.parametrize("total", [1, 2, 3, 7])
def test_shards_are_disjoint_and_cover_the_unsharded_campaign(programs, total):
    whole = drain(campaign(WHOLE, programs))
    assert whole == list(blocks(WHOLE, programs, BLOCK_SIZE))
    assert sum(count for _, count in whole) == programs
    per_shard = [drain(campaign(Shard(i, total), programs)) for i in range(total)]
    for i, taken in enumerate(per_shard):
        assert all(block % total == i for block, _ in taken)
    merged = [job for taken in per_shard for job in taken]
    assert len(merged) == len({block for block, _ in merged})  # disjoint
    assert sorted(merged) == whole  # covering, with the same count per block


def test_budget_mode_shards_interleave_forever():
    first = drain(campaign(Shard(0, 3)), limit=20)
    third = drain(campaign(Shard(2, 3)), limit=20)
    assert [b for b, _ in first] == list(range(0, 60, 3)) and [b for b, _ in third] == list(range(2, 62, 3))
    assert {c for _, c in first + third} == {BLOCK_SIZE}


def run_programs(shard: Shard, programs: int, seed: int = 7) -> list[str]:
    c = campaign(shard, programs, seed, cls=Recording)
    c.run()
    assert c.tally.programs == sum(count for _, count in blocks(shard, programs, BLOCK_SIZE)) == len(c.sources)
    return c.sources


def test_same_seed_and_shard_give_the_same_programs_and_shards_make_the_whole():
    programs = 3 * BLOCK_SIZE + 10  # blocks 0..3, the last one partial
    one, two = run_programs(Shard(0, 2), 2 * BLOCK_SIZE), run_programs(Shard(1, 2), 2 * BLOCK_SIZE)
    assert len(one) == len(two) == BLOCK_SIZE
    assert one == run_programs(Shard(0, 2), 2 * BLOCK_SIZE)  # deterministic
    assert one != two
    whole = run_programs(WHOLE, programs)
    a = run_programs(Shard(0, 2), programs)
    b = run_programs(Shard(1, 2), programs)
    assert len(a) == 2 * BLOCK_SIZE and len(b) == BLOCK_SIZE + 10
    # block by block: shard 1/2 ran blocks 0 and 2, shard 2/2 blocks 1 and 3
    chunks = [whole[i:i + BLOCK_SIZE] for i in range(0, programs, BLOCK_SIZE)]
    assert a == chunks[0] + chunks[2] and b == chunks[1] + chunks[3]
    assert Counter(a) + Counter(b) == Counter(whole)
    assert run_programs(Shard(0, 2), programs, seed=8) != a  # the seed still matters


def test_cli_rejects_a_bad_shard_in_one_line():
    result = CliRunner().invoke(main, ["fuzz", "--reference", "python3", "--candidate", "python3",
                                       "--shard", "5/4"])
    assert result.exit_code == 2
    assert result.output.strip().count("\n") == 0 and "--shard" in result.output
