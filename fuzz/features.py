"""Which Python 3.8 features a program exercises, read from its syntax tree.

Tags follow the suite's `features` vocabulary so corpus entries and cases line up.
"""
from __future__ import annotations

import ast
import re
from typing import Iterator

from pyconformance.drift.declared import parse_quietly

FEATURES = ("walrus", "posonly", "fstring-eq", "dict-comp-order", "continue-finally",
            "star-return", "star-yield")

# A literal part of an f-string that ends the way a self-documenting `{expr=}` does.
DEBUG_TAIL = re.compile(r"(?<![=!<>])=\s*$")


def _contains_call(node: ast.AST) -> bool:
    return any(isinstance(n, ast.Call) for n in ast.walk(node))


def _finally_continues(body: list[ast.stmt]) -> bool:
    """A `continue` that belongs to the loop around the try (not to a loop inside finally)."""
    todo = list(body)
    while todo:
        node = todo.pop()
        if isinstance(node, ast.Continue):
            return True
        if isinstance(node, (ast.For, ast.While, ast.AsyncFor, ast.FunctionDef,
                             ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
            continue
        todo.extend(ast.iter_child_nodes(node))
    return False


def _unparenthesized_star_tuple(source: str, node: ast.AST | None) -> bool:
    if not isinstance(node, ast.Tuple) or not any(isinstance(e, ast.Starred) for e in node.elts):
        return False
    segment = ast.get_source_segment(source, node) or ""
    return not segment.startswith("(")


def _tags(source: str, tree: ast.Module) -> Iterator[str]:
    for node in ast.walk(tree):
        if isinstance(node, ast.NamedExpr):
            yield "walrus"
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            if node.args.posonlyargs:
                yield "posonly"
        elif isinstance(node, ast.JoinedStr):
            parts = node.values
            for left, right in zip(parts, parts[1:]):
                if (isinstance(left, ast.Constant) and isinstance(left.value, str)
                        and isinstance(right, ast.FormattedValue) and DEBUG_TAIL.search(left.value)):
                    yield "fstring-eq"
        elif isinstance(node, ast.DictComp):
            if _contains_call(node.key) or _contains_call(node.value):
                yield "dict-comp-order"
        elif isinstance(node, ast.Try) and node.finalbody:
            if _finally_continues(node.finalbody):
                yield "continue-finally"
        elif isinstance(node, ast.Return):
            if _unparenthesized_star_tuple(source, node.value):
                yield "star-return"
        elif isinstance(node, (ast.Yield,)):
            if _unparenthesized_star_tuple(source, node.value):
                yield "star-yield"


def detect(source: str, tree: "ast.Module | None" = None) -> tuple[str, ...]:
    """The sorted feature tags of SOURCE (already parsed: TREE); empty when the host cannot parse it."""
    tree = parse_quietly(source) if tree is None else tree
    if tree is None:
        return ()
    return tuple(sorted(set(_tags(source, tree))))
