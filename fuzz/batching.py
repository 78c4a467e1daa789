"""Batches of programs for screening, derived from one Hypothesis draw each.

Screening needs many programs per Hypothesis example, but a Hypothesis list of programs
is a poor batch: its generation copies elements within and across examples (measured:
1,300 distinct programs in 3,100) and leans towards the simplest ones. So an example is
a (count, seed) pair and the programs come from `random.Random(seed)`: every program
distinct and independent, and generation far cheaper than a draw per part.

Shrinking: the (count, seed) pair is opaque, so Hypothesis only confirms and saves the
failing batch (in the example database, which shards share) and stops early.
`shrink_recipe` then shrinks the divergent program's own part seeds the way Hypothesis
would have (delete parts, lower seeds: a lower seed is a simpler part), and
pysource-minimize finishes the job.
"""
from __future__ import annotations

import random
from dataclasses import replace
from typing import Callable, Optional

from hypothesis import strategies as st

from pyconformance.fuzz.choice import SEED_BITS
from pyconformance.fuzz.generated import GeneratedProgram
from pyconformance.fuzz.generators.registry import GENERATORS


def batchable(names: tuple[str, ...]) -> bool:
    return all(GENERATORS[name].parts is not None for name in names)


def part_seed(rng: random.Random) -> int:
    # A uniform bit length first, so simple parts (short seeds) are as common as elaborate ones.
    bits = rng.randint(0, SEED_BITS)
    return rng.getrandbits(bits) if bits else 0


def build(name: str, seeds: list[int]) -> GeneratedProgram:
    program = GENERATORS[name].build(list(seeds))
    return replace(program, recipe=(name, tuple(seeds)))


class Batch(list):
    """The programs derived from one (count, seed) draw. Its repr is the draw: Hypothesis
    builds the repr of every failing example it replays, and 256 programs' worth (~100 kB)
    was slow and set off a HypothesisWarning per divergence."""

    def __init__(self, programs: list[GeneratedProgram], count: int, seed: int):
        super().__init__(programs)
        self.draw = (count, seed)

    def __repr__(self) -> str:
        return f"Batch(count={self.draw[0]}, seed={self.draw[1]})"


def derive(names: tuple[str, ...], count: int, seed: int) -> Batch:
    """COUNT programs from (COUNT, SEED). Hypothesis's generation often keeps a seed and
    changes the count; seeding with both keeps those batches disjoint."""
    rng = random.Random(f"{count}:{seed}")
    programs = []
    for _ in range(count):
        name = names[rng.randrange(len(names))]
        low, high = GENERATORS[name].parts
        programs.append(build(name, [part_seed(rng) for _ in range(rng.randint(low, high))]))
    return Batch(programs, count, seed)


def batch_strategy(names: tuple[str, ...], size: int) -> st.SearchStrategy:
    """Batches of 1..SIZE programs, derived from one opaque draw."""
    return st.tuples(st.integers(1, size), st.integers(0, (1 << 64) - 1)).map(
        lambda pair: derive(names, *pair))


def shrink_recipe(program: GeneratedProgram, still_diverges: Callable[[GeneratedProgram], bool],
                  budget: int) -> Optional[GeneratedProgram]:
    """A smaller program from the same generator with the same divergence; None if none found."""
    if program.recipe is None:
        return None
    name, seeds = program.recipe[0], list(program.recipe[1])
    low = GENERATORS[name].parts[0]
    best, calls = program, 0

    def attempt(candidate: list[int]) -> bool:
        nonlocal best, calls
        calls += 1
        trial = build(name, candidate)
        if trial.size <= best.size and trial.source != best.source and still_diverges(trial):
            best = trial
            return True
        return False

    improved = True
    while improved and calls < budget:
        improved = False
        i = 0
        while len(seeds) > low and i < len(seeds) and calls < budget:  # delete parts
            if attempt(seeds[:i] + seeds[i + 1:]):
                seeds, improved = seeds[:i] + seeds[i + 1:], True
            else:
                i += 1
        for i in range(len(seeds)):  # lower seeds, boldest first
            for smaller in (0, seeds[i] >> 12, seeds[i] >> 6, seeds[i] >> 3, seeds[i] >> 1):
                if calls >= budget or smaller >= seeds[i]:
                    continue
                candidate = seeds[:i] + [smaller] + seeds[i + 1:]
                if attempt(candidate):
                    seeds, improved = candidate, True
                    break
    return best if best is not program else None
