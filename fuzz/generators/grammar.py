"""Grammar-driven programs from hypothesmith, compared at the syntax level only.

hypothesmith's sources are arbitrary and may do anything if run, so the program under
test only *compiles* them: accepted (runs to completion, prints nothing) or rejected
(the exception type of compile()). Slow (about 10 programs/s) and almost never a 3.8
feature, so it is one source among several.
"""
from __future__ import annotations

from pyconformance.fuzz.generated import GeneratedProgram

NAME = "grammar"
WRAPPER = "compile({source!r}, 'fuzzed.py', 'exec')\n"


def wrap(source: str) -> GeneratedProgram:
    """The compile-only program; features are those of the compiled text."""
    return GeneratedProgram(WRAPPER.format(source=source), NAME, None, timeout=5.0, feature_source=source)


def inner_source(program_source: str) -> str | None:
    """The compiled text back from a wrapper program (for reduction), if it is one."""
    import ast

    try:
        call = ast.parse(program_source).body[0].value
        if isinstance(call, ast.Call) and getattr(call.func, "id", "") == "compile":
            return call.args[0].value
    except (SyntaxError, IndexError, AttributeError, ValueError):
        pass
    return None


def strategy():
    import hypothesmith

    # from_node() (libcst-based) measured at 0.3 programs/s here: grammar-driven only.
    return hypothesmith.from_grammar().map(wrap)
