"""Program generation that depends on the campaign seed alone.

Hypothesis (6.131 on) now and then draws a literal found in the source of the "local"
modules loaded in the process instead of a random value. In a campaign that made the
programs of a seed depend on pyconform's own source (bench/fuzz_node.py's old and new paths
parted from the fifth program on, 2026-12-06) and on which modules a thread had imported by
then (the reduction thread imports the reducer at its first divergence), and it left a
cache of those literals under .hypothesis/ in the working directory. Campaigns turn it off;
a Hypothesis without the mechanism is left as it is.
"""
from __future__ import annotations


class _NoLiterals:
    """The empty pool of local literals, for any type Hypothesis asks about."""

    def set_for_type(self, choice_type) -> tuple:
        return ()


NO_LITERALS = _NoLiterals()


def without_local_literals() -> bool:
    """Turn off Hypothesis's local literals for this process; False when it has none."""
    try:
        from hypothesis.internal.conjecture import providers
    except ImportError:
        return False
    if not hasattr(providers, "_get_local_constants"):
        return False
    providers._get_local_constants = lambda: NO_LITERALS
    cache = getattr(getattr(providers, "CONSTANTS_CACHE", None), "cache", None)
    if cache is not None:  # pools of literals already worked out for some draws
        cache.clear()
    return True
