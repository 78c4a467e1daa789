"""The declared version-drift table: known 3.8 -> later differences of the language.

One table, applied by the differ when the reference and the candidate speak language
versions on both sides of an entry's `since` (e.g. a 3.8 reference and a 3.11 candidate).
An entry explains a difference only when the program uses the construct (`uses`) and
the older side behaved as the entry says it did before the change; nothing else is hidden.
Sources: the measured CPython 3.8.16 vs 3.11.7 reference data given with the spec, and What's New.
"""
from __future__ import annotations

import ast
import threading
import re
from dataclasses import dataclass
from fnmatch import fnmatchcase
from typing import Callable, Optional

Version = tuple[int, int]
Uses = Callable[[str, Optional[ast.Module]], bool]


@dataclass(frozen=True)
class DriftEntry:
    id: str
    since: Version
    reason: str
    uses: Uses
    before: str = "*"  # outcome kind (fnmatch pattern) of the side older than `since`
    after: str = "*"  # outcome kind of the newer side
    covers: frozenset = frozenset({"phase", "exception", "stdout", "exit"})

    def straddled(self, older: Version, newer: Version) -> bool:
        return older < self.since <= newer


def _segment_unparenthesized(source: str, node: ast.AST) -> bool:
    return not (ast.get_source_segment(source, node) or "(").startswith("(")


def _nodes(tree: Optional[ast.Module], kind) -> list:
    return [n for n in ast.walk(tree) if isinstance(n, kind)] if tree is not None else []


def _unparenthesized_walrus(source: str, parts: list) -> bool:
    return any(isinstance(p, ast.NamedExpr) and _segment_unparenthesized(source, p) for p in parts)


def _walrus_in_index(source: str, tree: Optional[ast.Module]) -> bool:
    parts = [n.slice for n in _nodes(tree, ast.Subscript)]
    parts += [e for n in _nodes(tree, ast.Subscript) if isinstance(n.slice, ast.Tuple) for e in n.slice.elts]
    return _unparenthesized_walrus(source, parts) or (tree is None and re.search(r"\[[^\]()]*:=", source) is not None)


def _walrus_in_set(source: str, tree: Optional[ast.Module]) -> bool:
    parts = [e for n in _nodes(tree, ast.Set) for e in n.elts]
    return _unparenthesized_walrus(source, parts) or (tree is None and re.search(r"\{[^}()]*:=", source) is not None)


def _star_in_index(source: str, tree: Optional[ast.Module]) -> bool:
    for node in _nodes(tree, ast.Subscript):
        index = node.slice
        if isinstance(index, ast.Starred) or (
                isinstance(index, ast.Tuple) and any(isinstance(e, ast.Starred) for e in index.elts)):
            return True
    return tree is None and re.search(r"\[\s*\*", source) is not None


def _relaxed_decorator(source: str, tree: Optional[ast.Module]) -> bool:
    def dotted(node: ast.AST) -> bool:
        return isinstance(node, ast.Name) or (isinstance(node, ast.Attribute) and dotted(node.value))

    for node in _nodes(tree, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        for dec in node.decorator_list:
            if not (dotted(dec) or (isinstance(dec, ast.Call) and dotted(dec.func))):
                return True
    return tree is None and "@" in source


def _star_for_iterable(source: str, tree: Optional[ast.Module]) -> bool:
    return any(isinstance(n.iter, ast.Tuple) and any(isinstance(e, ast.Starred) for e in n.iter.elts)
               and _segment_unparenthesized(source, n.iter) for n in _nodes(tree, (ast.For, ast.comprehension)))


def _source_matches(pattern: str) -> Uses:
    compiled = re.compile(pattern)
    return lambda source, tree: compiled.search(source) is not None


def _has(kind) -> Uses:
    return lambda source, tree: bool(_nodes(tree, kind)) or tree is None


MESSAGE_ONLY = frozenset({"message"})

TABLE: tuple[DriftEntry, ...] = (
    DriftEntry("decorator-any-expression", (3, 9), "PEP 614: any expression may follow '@'",
               _relaxed_decorator, before="compile:SyntaxError"),
    DriftEntry("with-parenthesized-items", (3, 9), "the PEG parser of 3.9 accepts 'with (a as b, c as d):'",
               _source_matches(r"\bwith\s*\((?:[^()]|\([^()]*\))*\bas\b"), before="compile:SyntaxError"),
    DriftEntry("for-unparenthesized-star", (3, 9), "'for x in *a, b:' is accepted from 3.9 on",
               _star_for_iterable, before="compile:SyntaxError"),
    DriftEntry("ast-feature-version", (3, 10), "ast.parse(feature_version=...) rejects newer syntax from 3.10 on",
               _source_matches(r"feature_version")),
    DriftEntry("ast-dump-defaults", (3, 9), "ast.dump omits None-valued optional fields (kind=None) from 3.9 on",
               _source_matches(r"\bdump\b"), covers=frozenset({"stdout"})),
    DriftEntry("library-3.9", (3, 9), "str.removeprefix/removesuffix, math.lcm, dict union and builtin generics",
               _source_matches(r"removeprefix|removesuffix|\blcm\b|\b(list|dict|tuple|type)\["),
               before="run:*Error"),
    # Measured (CPython 3.9.18 accepts `{y := 7, 7}`, rejects `a[i := 1]`): sets came a version earlier.
    DriftEntry("walrus-in-set", (3, 9), "unparenthesized ':=' in a set display",
               _walrus_in_set, before="compile:SyntaxError"),
    DriftEntry("walrus-in-index", (3, 10), "unparenthesized ':=' in an index",
               _walrus_in_index, before="compile:SyntaxError"),
    DriftEntry("pep594-removed-3.10", (3, 10), "modules parser, symbol and formatter were removed",
               _source_matches(r"\b(parser|symbol|formatter)\b"), after="run:*Error"),
    DriftEntry("library-3.10", (3, 10), "int.bit_count, zip(strict=), itertools.pairwise, aiter/anext",
               _source_matches(r"bit_count|strict\s*=|pairwise|\ba(iter|next)\b"), before="run:*Error"),
    DriftEntry("syntax-error-messages", (3, 10), "the new parser words many SyntaxError messages differently",
               _has(ast.AST), before="compile:*", after="compile:*", covers=MESSAGE_ONLY),
    DriftEntry("typeerror-qualname", (3, 10), "argument errors name the function by its qualified name",
               _has(ast.AST), before="run:TypeError", after="run:TypeError", covers=MESSAGE_ONLY),
    DriftEntry("star-in-index", (3, 11), "PEP 646: starred expressions in an index (d[*t])",
               _star_in_index, before="compile:SyntaxError"),
    DriftEntry("with-not-context-manager", (3, 11), "'with' on a non-context-manager raises TypeError, not AttributeError",
               _has(ast.With), before="run:AttributeError", after="run:TypeError"),
    DriftEntry("pep594-removed-3.11", (3, 11), "module binhex was removed",
               _source_matches(r"\bbinhex\b"), after="run:*Error"),
    DriftEntry("format-z-option", (3, 11), "PEP 682: the 'z' option of float format specs",
               _source_matches(r":(.?[<>=^])?[+\- ]?z"), before="run:ValueError"),
    DriftEntry("null-byte-source", (3, 12), "compile() of source with a NUL byte raises SyntaxError, not ValueError",
               _source_matches(r"\\x00|\x00"), before="run:ValueError", after="run:SyntaxError"),
    DriftEntry("pep594-removed-3.12", (3, 12), "modules asynchat, asyncore, smtpd, imp and distutils were removed",
               _source_matches(r"\b(asynchat|asyncore|smtpd|imp|distutils)\b"), after="run:*Error"),
)


# warnings.catch_warnings swaps process-wide state: two threads inside it at once corrupt
# the filters (seen as SystemError from compile), so parses take turns.
_PARSE_LOCK = threading.Lock()


def parse_quietly(source: str) -> Optional[ast.Module]:
    import warnings

    for _attempt in range(3):
        try:
            with _PARSE_LOCK, warnings.catch_warnings():
                warnings.simplefilter("ignore")
                return ast.parse(source)
        except (SyntaxError, ValueError, RecursionError, MemoryError):
            return None
        except SystemError:
            # 3.11's "AST constructor recursion depth mismatch": a parse elsewhere (Hypothesis
            # reads lambda sources with ast) raced this one's shared state; a retry is clean.
            continue
    return None


def applicable(source: str, older_kind: str, newer_kind: str, older: Version, newer: Version,
               table: tuple[DriftEntry, ...] = TABLE) -> list[DriftEntry]:
    """Entries that explain how the older outcome may differ from the newer one here."""
    if older >= newer:
        return []
    tree = parse_quietly(source)
    return [entry for entry in table
            if entry.straddled(older, newer) and fnmatchcase(older_kind, entry.before)
            and fnmatchcase(newer_kind, entry.after) and entry.uses(source, tree)]
