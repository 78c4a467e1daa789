"""Put the `=` of self-documenting f-string fields back after an `ast.unparse` round trip.

pysource-minimize works on syntax trees and prints them with `ast.unparse`, which spells
f'{x = }' as f'x = {x!r}': the same tree, but not the same source, and a parser bug in a
candidate may depend on exactly that source. `resugar` rewrites every top-level f-string
whose tree is a debug field (a literal ending in `<expr> = ` followed by a field of that
expression) back into `{<expr> = }` form, keeping the tree identical.
"""
from __future__ import annotations

import ast
import re
from typing import Optional

DEBUG_TEXT = re.compile(r"(\s*)(\S.*?)(\s*)=(\s*)", re.S)


def _same_expression(text: str, node: ast.expr) -> bool:
    try:
        return ast.dump(ast.parse(text.strip(), mode="eval").body) == ast.dump(node)
    except (SyntaxError, ValueError, RecursionError):
        return False


def _debug_split(literal: str, field: ast.FormattedValue) -> Optional[tuple[str, str]]:
    """(literal before, debug text) when LITERAL ends with FIELD's self-documenting text."""
    has_spec = field.format_spec is not None
    if field.conversion == -1 and not has_spec:
        return None  # `{x=}` means repr; a plain `{x}` would not be the same tree
    for start in range(len(literal) - 1, -1, -1):
        match = DEBUG_TEXT.fullmatch(literal[start:])
        if match and _same_expression(match.group(2), field.value):
            return literal[:start], literal[start:]
    return None


def _escape(text: str, quote: str) -> str:
    body = text.replace("\\", "\\\\").replace("\n", "\\n").replace("\r", "\\r").replace("\t", "\\t")
    body = "".join(ch if ch.isprintable() or ch == " " else f"\\x{ord(ch):02x}" if ord(ch) < 256
                   else ch.encode("unicode_escape").decode() for ch in body)
    return body.replace(quote, "\\" + quote).replace("{", "{{").replace("}", "}}")


class _Renderer:
    def __init__(self, quote: str):
        self.quote = quote

    def expression(self, node: ast.expr) -> str:
        text = ast.unparse(node)
        if "\\" in text or self.quote in text:
            raise ValueError("expression cannot be written inside this f-string")
        return f"({text})" if isinstance(node, ast.Lambda) or text.startswith("{") else text

    def field(self, node: ast.FormattedValue, debug_text: Optional[str]) -> str:
        inner = debug_text if debug_text is not None else self.expression(node.value)
        if debug_text is not None and self.quote in debug_text or "\\" in inner:
            raise ValueError("debug text cannot be written inside this f-string")
        conversion = node.conversion
        if debug_text is not None and conversion == ord("r") and node.format_spec is None:
            conversion = -1  # `=` alone implies !r
        text = "{" + inner + (f"!{chr(conversion)}" if conversion != -1 else "")
        if node.format_spec is not None:
            text += ":" + self.parts(node.format_spec.values)
        return text + "}"

    def parts(self, values: list[ast.expr]) -> str:
        out, pending = [], None
        for i, value in enumerate(values):
            if isinstance(value, ast.Constant):
                nxt = values[i + 1] if i + 1 < len(values) else None
                split = _debug_split(value.value, nxt) if isinstance(nxt, ast.FormattedValue) else None
                out.append(_escape(split[0] if split else value.value, self.quote))
                pending = split[1] if split else None
            elif isinstance(value, ast.FormattedValue):
                out.append(self.field(value, pending))
                pending = None
        return "".join(out)


def render_fstring(node: ast.JoinedStr) -> Optional[str]:
    for quote in ("'", '"'):
        try:
            return f"f{quote}" + _Renderer(quote).parts(node.values) + quote
        except ValueError:
            continue
    return None


def _has_debug_field(node: ast.JoinedStr) -> bool:
    values = node.values
    return any(isinstance(a, ast.Constant) and isinstance(b, ast.FormattedValue) and _debug_split(a.value, b)
               for a, b in zip(values, values[1:]))


def resugar(source: str) -> str:
    """SOURCE with debug f-string fields written with `=`; unchanged when nothing applies."""
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError, RecursionError):
        return source
    nested = {id(inner) for node in ast.walk(tree) if isinstance(node, ast.JoinedStr)
              for inner in ast.walk(node) if inner is not node and isinstance(inner, ast.JoinedStr)}
    edits = []
    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr) and id(node) not in nested and _has_debug_field(node):
            text = render_fstring(node)
            if text is not None:
                edits.append((node.lineno, node.col_offset, node.end_lineno, node.end_col_offset, text))
    if not edits:
        return source
    lines = source.splitlines(keepends=True)
    offsets = [0]
    for line in lines:
        offsets.append(offsets[-1] + len(line.encode("utf-8")))
    data = source.encode("utf-8")
    for line, col, end_line, end_col, text in sorted(edits, reverse=True):
        start, end = offsets[line - 1] + col, offsets[end_line - 1] + end_col
        data = data[:start] + text.encode("utf-8") + data[end:]
    result = data.decode("utf-8")
    try:  # the rewrite must be the very same tree, or it is not used
        same = ast.dump(ast.parse(result)) == ast.dump(tree)
    except (SyntaxError, ValueError, RecursionError):
        same = False
    return result if same else source
