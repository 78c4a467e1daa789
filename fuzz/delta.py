"""Reduce a program without parsing it: delta debugging over its text.

pysource-minimize works on the host's syntax tree, so it cannot touch a program the host
refuses to parse: exactly the divergences where a candidate accepts what CPython 3.8
rejects (or the host's grammar differs from 3.8's). Here the program is a sequence of
lines, then of tokens, then of characters, and chunks of it are removed for as long as
KEEPS says the divergence is still the same one (ddmin, complements only: a divergence
needs most of its program, rarely one chunk alone).
"""
from __future__ import annotations

import re
from typing import Callable

Keeps = Callable[[str], bool]
Spent = Callable[[], bool]

LINE = re.compile(r"[^\n]*\n|[^\n]+")
# Words (names, numbers, keywords), runs of blanks, and every other character alone, so a
# quote, a bracket or an operator can go without the text around it.
TOKEN = re.compile(r"\w+|[ \t]+|\n|.", re.S)
CHARACTER_LIMIT = 400  # character-level passes only on programs this short (cost ~ length)


def ddmin(parts: list[str], keeps: Keeps, spent: Spent) -> list[str]:
    """A 1-minimal-ish subsequence of PARTS that still KEEPS, within the budget SPENT guards."""
    chunks = 2
    while len(parts) > 1 and not spent():
        size = -(-len(parts) // chunks)  # ceil
        for start in range(0, len(parts), size):
            if spent():
                return parts
            trial = parts[:start] + parts[start + size:]
            if trial and keeps("".join(trial)):
                parts, chunks = trial, max(chunks - 1, 2)
                break
        else:
            if chunks >= len(parts):
                return parts
            chunks = min(chunks * 2, len(parts))
    return parts


def reduce_text(text: str, keeps: Keeps, spent: Spent) -> str:
    """TEXT with lines, then tokens, then (when short) characters removed while KEEPS holds,
    again until nothing changes: a token pass that empties a block's body lets the next line
    pass remove its header."""
    while not spent():
        before = text
        text = "".join(ddmin(LINE.findall(text), keeps, spent))
        text = "".join(ddmin(TOKEN.findall(text), keeps, spent))
        if len(text) <= CHARACTER_LIMIT:
            text = "".join(ddmin(list(text), keeps, spent))
        if text == before:
            break
    return text
