"""Three smaller 3.8 changes, each with a model that predicts the printed text:

- dict comprehensions evaluate the key before the value (bpo-35224),
- `continue` is allowed in `finally` and discards a pending break/return/exception,
- unparenthesized star-unpacking in `return` and `yield` (bpo-32117).

Each part is one section of one of the three kinds.
"""
from __future__ import annotations

from typing import Optional

from pyconformance.fuzz.choice import Chooser, seeded
from pyconformance.fuzz.generated import GeneratedProgram, ok, raised

NAME = "misc"
LOGGERS = ["def k(i):", "    print('k', i)", "    return i % 3",
           "def v(i):", "    print('v', i)", "    return i * 2"]
OPERANDS = {"[1, 2]": [1, 2], "()": (), "'xy'": "xy", "range(2)": range(2), "(7,)": (7,)}


def dict_order(r: Chooser, n: int, out: list[str]) -> list[str]:
    if r.chance(0.3):  # a display: key then value, pair by pair (true before 3.8 too)
        pairs = [(r.int(0, 5), r.int(0, 5)) for _ in range(1 + r.upto(2))]
        result: dict = {}
        for key, value in pairs:
            out += [f"k {key}\n", f"v {value}\n"]
            result[key % 3] = value * 2
        out.append(f"{result}\n")
        return ["print({" + ", ".join(f"k({a}): v({b})" for a, b in pairs) + "})"]
    count = r.int(0, 4)
    result = {}
    for i in range(count):
        out += [f"k {i}\n", f"v {i}\n"]
        result[i % 3] = i * 2
    out.append(f"{result}\n")
    return [f"print({{k(i): v(i) for i in range({count})}})"]


def finally_continue(r: Chooser, n: int, out: list[str]) -> list[str]:
    count, at, skip = r.int(1, 4), r.int(0, 3), r.int(0, 3)
    action = r.pick(("continue", "break", "return i", "raise ValueError(i)", "pass"))
    lines = [f"def g{n}():", "    out = []", f"    for i in range({count}):", "        try:",
             f"            if i == {at}:", f"                {action}", "            out.append(i)",
             "        finally:", f"            if i == {skip}:", "                continue",
             "            out.append(-i)", "        out.append(100 + i)", "    return out",
             "try:", f"    print(g{n}())", "except ValueError as e:", "    print('ValueError', e)"]
    trace: list[int] = []
    result: Optional[str] = None
    for i in range(count):
        pending = action if i == at and action != "pass" else None
        if pending is None:
            trace.append(i)
        if i == skip:
            continue  # `continue` in finally: whatever was pending is dropped
        trace.append(-i)
        if pending == "continue":
            continue
        if pending == "break":
            break
        if pending == "return i":
            result = f"{i}"
            break
        if pending and pending.startswith("raise"):
            result = f"ValueError {i}"
            break
        trace.append(100 + i)
    out.append(f"{result if result is not None else trace}\n")
    return lines


def star_unpacking(r: Chooser, n: int, out: list[str]) -> tuple[list[str], bool]:
    """Lines, and whether they are the illegal `return *a` form."""
    names = list(OPERANDS)
    a, b = r.pick(names), r.pick(names)
    shape = r.pick(("*a, b", "*a, *b", "a, *b", "*a, b, *a"))
    if r.chance(0.05):
        return [f"def s{n}(a, b):", "    return *a", f"print(s{n}({a}, {b}))"], True
    value = {"a": OPERANDS[a], "b": OPERANDS[b]}
    items: list = []
    for item in shape.split(", "):
        items.extend(tuple(value[item[1:]]) if item.startswith("*") else [value[item]])
    keyword = r.pick(("return", "yield"))
    if keyword == "return":
        out.append(f"{tuple(items)}\n")
        return [f"def s{n}(a, b):", f"    return {shape}", f"print(s{n}({a}, {b}))"], False
    out.append(f"{[tuple(items), tuple(items)]}\n")
    return [f"def s{n}(a, b):", f"    yield {shape}", f"    x = yield {shape}",
            f"print(list(s{n}({a}, {b})))"], False


def build(seeds: list[int]) -> GeneratedProgram:
    lines: list[str] = []
    out: list[str] = []
    illegal = False
    needs_loggers = False
    for n, seed in enumerate(seeds):
        r = Chooser(seed)
        kind = r.int(0, 2)
        if kind == 0:
            needs_loggers = True
            lines += dict_order(r, n, out)
        elif kind == 1:
            lines += finally_continue(r, n, out)
        else:
            section, bad = star_unpacking(r, n, out)
            lines += section
            illegal = illegal or bad
    source = "\n".join((LOGGERS if needs_loggers else []) + lines) + "\n"
    expected = raised("compile", "SyntaxError") if illegal else ok("".join(out))
    return GeneratedProgram.make(source, NAME, expected)


def strategy():
    return seeded(build, 1, 4)
