"""`--shard I/N`: a deterministic split of a campaign's work by seed.

A campaign's programs come in blocks of BLOCK_SIZE (see campaign.py); block *k* is one
Hypothesis run seeded from (`--seed`, *k*), so the block index *is* the seed space. Shard
I of N (1-based, as in `--shard 1/3`) owns the blocks k with k % N == I - 1. The N shards
are disjoint and together are exactly the unsharded campaign's blocks, each with the same
program count it has unsharded (`--programs P` covers blocks 0..ceil(P/SIZE)-1, the last
one partial), so running 1/N..N/N on N machines generates the programs one unsharded run
would, and the same seed + shard always gives the same programs.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterator, Optional

_SHARD = re.compile(r"\s*(\d+)\s*/\s*(\d+)\s*")


@dataclass(frozen=True)
class Shard:
    index: int  # 0-based
    total: int

    @classmethod
    def parse(cls, text: str) -> "Shard":
        """'I/N' with 1 <= I <= N; ValueError (one line) otherwise."""
        match = _SHARD.fullmatch(text or "")
        if not match:
            raise ValueError(f"--shard expects I/N (e.g. 1/4), got {text!r}")
        i, n = int(match.group(1)), int(match.group(2))
        if n < 1 or not 1 <= i <= n:
            raise ValueError(f"--shard {text}: need 1 <= I <= N")
        return cls(i - 1, n)

    def __str__(self) -> str:
        return f"{self.index + 1}/{self.total}"

    def owns(self, block: int) -> bool:
        return block % self.total == self.index

    def first_at_or_after(self, block: int) -> int:
        """The smallest owned block >= BLOCK."""
        return block + (self.index - block) % self.total


WHOLE = Shard(0, 1)


def block_count(block: int, programs: Optional[int], size: int) -> int:
    """Programs in BLOCK of a campaign of PROGRAMS (None: unbounded); 0 past the end."""
    if programs is None:
        return size
    return max(0, min(size, programs - block * size))


def blocks(shard: Shard, programs: Optional[int], size: int) -> Iterator[tuple[int, int]]:
    """(block, count) of SHARD in order; endless when PROGRAMS is None."""
    block = shard.index
    while True:
        count = block_count(block, programs, size)
        if count == 0:
            return
        yield block, count
        block += shard.total
