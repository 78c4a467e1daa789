"""Syntax coverage: the share of Python 3.8's ast node types that a campaign's programs use.

The denominator is measured from the real CPython 3.8.18 (fuzz/data/ast_nodes_3.8.txt, with
the command that produced it), minus the node types a 3.8 module can never show through
the host's `ast` (EXCLUDED, with the reason). Programs are parsed by the host (3.9+), which
represents 3.8's productions with the same node types apart from those exclusions.
"""
from __future__ import annotations

import ast
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Iterable, Optional

DATA = Path(__file__).with_name("data") / "ast_nodes_3.8.txt"

EXCLUDED = {
    # Never produced by 3.8's parser (left over from Python 2 / the old compiler).
    "Suite": "never produced by the parser", "Param": "never produced by the parser",
    "AugLoad": "never produced by the parser", "AugStore": "never produced by the parser",
    # 3.8 wraps subscripts in these; 3.9+ (the host that parses programs) folds them into the
    # subscript itself (Index -> the value, ExtSlice -> a Tuple), so Subscript/Slice/Tuple
    # count for them.
    "Index": "folded into Subscript by the 3.9+ host ast", "ExtSlice": "folded into Tuple by the 3.9+ host ast",
    # Roots of other compile modes ('single', 'eval', 'func_type'), never inside a module.
    "Interactive": "compile mode 'single'", "Expression": "compile mode 'eval'",
    "FunctionType": "compile mode 'func_type'",
    # Only with compile(..., type_comments=True), which running a program does not use.
    "TypeIgnore": "only with type_comments=True",
}
# Num, Str, Bytes, NameConstant and Ellipsis are deprecated aliases of Constant in 3.8 (ast.py,
# not _ast): the parser produces Constant, so they are not in the measured list at all.


@lru_cache(maxsize=1)
def node_types_38() -> tuple[str, ...]:
    """The denominator: 3.8's concrete node types a module can contain."""
    names = [line.strip() for line in DATA.read_text(encoding="utf-8").splitlines()
             if line.strip() and not line.startswith("#")]
    return tuple(sorted(n for n in names if n not in EXCLUDED))


def node_types(tree: Optional[ast.AST]) -> frozenset[str]:
    """The node type names in TREE (empty for None: a program the host cannot parse)."""
    if tree is None:
        return frozenset()
    return frozenset(type(node).__name__ for node in ast.walk(tree))


@dataclass(frozen=True)
class Coverage:
    covered: tuple[str, ...]
    missing: tuple[str, ...]

    @property
    def share(self) -> float:
        total = len(self.covered) + len(self.missing)
        return len(self.covered) / total if total else 0.0

    def to_dict(self) -> dict:
        return {"share": round(self.share, 4), "covered": len(self.covered),
                "total": len(self.covered) + len(self.missing), "missing": list(self.missing)}


def coverage(seen: Iterable[str]) -> Coverage:
    seen = set(seen)
    universe = node_types_38()
    return Coverage(tuple(n for n in universe if n in seen), tuple(n for n in universe if n not in seen))
