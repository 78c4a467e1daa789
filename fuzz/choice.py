"""Cheap, shrinkable generation: Hypothesis draws a short list of part seeds, and each part
(a line, a call site, a scope) is built from its own seed with `random.Random`.

Hypothesis costs about 0.1 ms per draw, so drawing every token would cost more than running
the program. Drawing one seed per part keeps generation fast while Hypothesis can still
shrink: it deletes parts, and it lowers seeds, and a lower seed means a simpler part
(`Chooser.size` grows with the seed's bit length).
"""
from __future__ import annotations

import random
from typing import Callable, Sequence, TypeVar

from hypothesis import strategies as st

T = TypeVar("T")
SEED_BITS = 24
MAX_SIZE = 4


class Chooser:
    """Random choices for one part; `size` (0..4) bounds how elaborate the part may be."""

    def __init__(self, seed: int):
        self.random = random.Random(seed)
        self.size = min(MAX_SIZE, seed.bit_length() // 5)

    def pick(self, options: Sequence[T]) -> T:
        return options[self.random.randrange(len(options))]

    def int(self, low: int, high: int) -> int:
        return self.random.randint(low, high)

    def chance(self, probability: float) -> bool:
        return self.random.random() < probability

    def upto(self, limit: int) -> int:
        """A count between 0 and LIMIT, never more than this part's size allows."""
        return self.random.randint(0, min(limit, self.size))


def part_seeds(min_parts: int, max_parts: int) -> st.SearchStrategy[list[int]]:
    return st.lists(st.integers(0, (1 << SEED_BITS) - 1), min_size=min_parts, max_size=max_parts)


def seeded(build: Callable[[list[int]], T], min_parts: int, max_parts: int) -> st.SearchStrategy[T]:
    """The strategy for a generator written as a pure function of its part seeds."""
    return part_seeds(min_parts, max_parts).map(build)


def seeds_from_bytes(data: bytes, max_parts: int) -> list[int]:
    """Part seeds from raw fuzzer bytes (atheris), three bytes per part."""
    usable = data[: 3 * max_parts]
    return [int.from_bytes(usable[i:i + 3], "little") for i in range(0, max(len(usable), 1), 3)] or [0]
