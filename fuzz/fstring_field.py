"""Where in a program's f-strings a stdout difference shows: one field, or the f-string itself.

A generated f-string often has several fields, each its own code path in an implementation
(conversion, format spec, the `=` debug text). When a program differs in stdout alone, the
field whose text holds the first difference is where the bug is; the others only came along.
The f-string's literal parts are known from the program, so its output can be matched on the
first differing line: the field whose matched text spans the point where the two sides part is
the one. Root causes (fuzz/causes.py) are then read from that field alone, so one bug met in
a one-field and in a three-field f-string is one cause. A candidate that printed an f-string's
text unformatted points at the f-string itself (its prefix).
"""
from __future__ import annotations

import ast
import re
from typing import Optional

from pyconformance.differ import departure, normalize_text

from pyconformance.fuzz.features import DEBUG_TAIL


def first_difference(reference: str, candidate: str) -> Optional[tuple[str, str, int]]:
    """(reference line, candidate line, offset where they part) of the first differing stdout
    line; None when one side lacks the line."""
    found = departure(reference, candidate)
    ref_lines, cand_lines = normalize_text(reference).split("\n"), normalize_text(candidate).split("\n")
    if found is None or found[0] >= min(len(ref_lines), len(cand_lines)):
        return None
    return ref_lines[found[0]], cand_lines[found[0]], found[1]


def _pattern(node: ast.JoinedStr) -> Optional[tuple[re.Pattern, list[ast.FormattedValue]]]:
    """A regex matching the f-string's output: its literal parts as they are, a group per field
    (the last field, with nothing after it, takes the rest of the line)."""
    parts, fields = [], []
    for n, value in enumerate(node.values):
        if isinstance(value, ast.Constant) and isinstance(value.value, str):
            parts.append(re.escape(value.value))
        elif isinstance(value, ast.FormattedValue):
            fields.append(value)
            parts.append("(.*)" if n == len(node.values) - 1 else "(.*?)")
        else:
            return None
    if not fields or not any(isinstance(v, ast.Constant) for v in node.values):
        return None  # a lone field matches anything: no telling where it is
    return re.compile("".join(parts)), fields


def _spans(line: str, offset: int, compiled: re.Pattern, fields: list[ast.FormattedValue]):
    match = compiled.search(line)
    if match is None:
        return None
    for group, field in enumerate(fields, 1):
        start, end = match.span(group)
        if start <= offset < max(end, start + 1):
            return field
    return None


def differing_place(source: str, tree: ast.Module, reference: str, candidate: str) -> Optional[ast.AST]:
    """Where in the program's f-strings the first difference between two stdouts lies: the
    f-string itself, when the candidate printed its text unformatted (Brython prints `fr'{x}'`
    as it is); else the field whose text holds the difference on both sides. None when no
    single one is found."""
    found = first_difference(reference, candidate)
    if found is None:
        return None
    ref, cand, offset = found
    specs = {id(n.format_spec) for n in ast.walk(tree) if isinstance(n, ast.FormattedValue) and n.format_spec}
    fields, strings = [], []
    for node in ast.walk(tree):
        if not isinstance(node, ast.JoinedStr) or id(node) in specs:
            continue
        body = _body(source, node)
        if "{" in body and body in cand and body not in ref:
            strings.append(node)
            continue
        pattern = _pattern(node)
        if pattern is None:
            continue
        on_ref, on_cand = _spans(ref, offset, *pattern), _spans(cand, offset, *pattern)
        if on_ref is not None and on_ref is on_cand:
            fields.append(on_ref)
    if strings:
        return strings[0] if len(strings) == 1 else None
    return fields[0] if len(fields) == 1 else None


LITERAL = re.compile(r"[A-Za-z]*('''|\"\"\"|'|\")(.*)\1", re.DOTALL)


def _segment(source: str, node: ast.JoinedStr) -> str:
    return ast.get_source_segment(source, node) or ""


def _body(source: str, node: ast.JoinedStr) -> str:
    """The text between an f-string's quotes (one literal, not implicitly concatenated ones)."""
    match = LITERAL.fullmatch(_segment(source, node))
    return match.group(2) if match else ""


def prefix(source: str, node: ast.JoinedStr) -> str:
    """The string prefix an f-string is written with, lower-cased ("fr" for `fR'...'`): the
    order of its letters is the tokenizer's business, their case is not."""
    return re.match(r"[A-Za-z]*", _segment(source, node)).group(0).lower()


def is_debug_field(tree: ast.Module, field: ast.FormattedValue) -> bool:
    """A self-documenting `{expr=}` field: the literal part before it ends with `=`."""
    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr) and field in node.values:
            n = node.values.index(field)
            before = node.values[n - 1] if n else None
            return isinstance(before, ast.Constant) and isinstance(before.value, str) \
                and bool(DEBUG_TAIL.search(before.value))
    return False
