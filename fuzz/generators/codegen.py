"""AST-level random programs from pysource-codegen, executed under the agent's isolation.

pysource-codegen builds random but compilable `ast` trees for the host's Python; only
those that also parse with 3.8's grammar (`feature_version=(3, 8)`) are kept. There is
no model: the reference decides.
"""
from __future__ import annotations

import ast
import warnings

from hypothesis import strategies as st

from pyconformance.fuzz.generated import GeneratedProgram

NAME = "codegen"
TRIES = 4


def is_38_syntax(source: str) -> bool:
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            ast.parse(source, feature_version=(3, 8))
            compile(source, "<codegen>", "exec")
        return True
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return False


def from_seed(seed: int) -> GeneratedProgram:
    """One program from one integer seed (no part seeds: `build` is the contract's name for those)."""
    from pysource_codegen import generate

    for attempt in range(TRIES):
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                source = generate(seed * TRIES + attempt, node_limit=60, depth_limit=4)
        except Exception:  # the generator's own failures are not ours to report
            continue
        if is_38_syntax(source):
            return GeneratedProgram.make(source + "\n", NAME, timeout=2.0)
    return GeneratedProgram.make("pass\n", NAME, timeout=2.0)


def strategy():
    return st.integers(0, (1 << 32) - 1).map(from_seed)
