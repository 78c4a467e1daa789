"""Whole programs that run: statement sequences derived from the 3.8 grammar over ints,
strings, lists, dicts, functions, closures, classes, generators, coroutines, exceptions,
comprehensions and `with`, with walrus, positional-only parameters and f-string `=` woven in.

Each part seed is one section (a statement sequence wrapped in try/except that prints the
exception type, so one failing section does not hide the rest). Every loop is bounded
(`range` of a small constant, or a counter incremented first), recursion depth is a small
constant, and nothing depends on ids, hash order (sets are printed sorted), time or
randomness; classes define `__repr__`. Sections print their values so any difference shows.
No model: the reference decides.
"""
from __future__ import annotations

from pyconformance.fuzz.choice import Chooser, seeded
from pyconformance.fuzz.generated import GeneratedProgram

NAME = "program"
INT_OPS = ("+", "-", "*", "&", "|", "^")
AUG_OPS = ("+=", "-=", "*=", "&=", "|=", "^=")
CMP_OPS = ("<", "<=", ">", ">=", "==", "!=")
WORDS = ("'ab'", "'xyz'", "''", "'a b c'", '"q"', "'3.8'")


class Section:
    """Expressions and statements for one section; names carry the section number."""

    def __init__(self, r: Chooser, n: int):
        self.r, self.n = r, n
        self.ints, self.strs, self.lists = [f"i{n}"], [f"s{n}"], [f"l{n}"]
        self.fresh = 0

    def name(self, stem: str) -> str:
        self.fresh += 1
        return f"{stem}{self.n}_{self.fresh}"

    # -- expressions ---------------------------------------------------------------
    def int_(self, depth: int = 2) -> str:
        r = self.r
        if depth <= 0 or r.chance(0.35):
            return r.pick((str(r.int(-3, 20)), r.pick(self.ints), r.pick(self.ints), f"len({r.pick(self.lists)})"))
        d = depth - 1
        kind = r.int(0, 11)
        if kind <= 2:
            return f"({self.int_(d)} {r.pick(INT_OPS)} {self.int_(d)})"
        if kind == 3:
            return f"({self.int_(d)} {r.pick(('//', '%'))} {r.int(1, 7)})"
        if kind == 4:
            return f"{r.pick(('-', '~', '+'))}{self.int_(d)}"
        if kind == 5:
            return f"({self.int_(d)} if {self.bool_(d)} else {self.int_(d)})"
        if kind == 6:
            w = self.name("w")
            return f"(({w} := {self.int_(d)}) {r.pick(INT_OPS)} {w})"
        if kind == 7:
            return f"len({self.str_(d)})"
        if kind == 8:
            return f"({self.int_(d)} % 50) ** {r.int(0, 3)}"
        if kind == 9:
            return f"({self.int_(d)} {r.pick(('<<', '>>'))} {r.int(0, 4)})"
        if kind == 10:
            return f"sum({self.list_(d)})"
        l = r.pick(self.lists)
        return f"({l} or [0])[{self.int_(d)} % max(1, len({l}))]"

    def str_(self, depth: int = 2) -> str:
        r = self.r
        if depth <= 0 or r.chance(0.35):
            return r.pick((r.pick(WORDS), r.pick(self.strs)))
        d = depth - 1
        kind = r.int(0, 8)
        if kind == 0:
            return f"({self.str_(d)} + {self.str_(d)})"
        if kind == 1:
            return f"({self.str_(d)} * {r.int(0, 3)})"
        if kind == 2:
            start, stop, step = r.pick(("", "1", "-2")), r.pick(("", "3", "-1")), r.pick(("", "2", "-1"))
            return f"{self.str_(d)}[{start}:{stop}" + (f":{step}]" if step else "]")
        if kind == 3:
            return f"{self.str_(d)}.{r.pick(('upper()', 'lower()', 'strip()', 'title()'))}"
        if kind == 4:
            return f"str({self.int_(d)})"
        if kind == 5:
            return self.fstring(d)
        if kind == 6:
            return f"'-'.join([{self.str_(d)}, {self.str_(d)}])"
        if kind == 7:
            return f"{self.str_(d)}.replace('a', {self.str_(0)})"
        if r.chance(0.5):
            return f"str(round({self.int_(d)} / {r.int(1, 9)}, {r.int(0, 3)}))"
        return f"('%s:%d' % ({self.str_(d)}, {self.int_(d)}))"

    def fstring(self, depth: int = 1) -> str:
        r = self.r
        fields = []
        for _ in range(1 + r.upto(2)):
            kind = r.int(0, 4)
            if kind == 0:
                fields.append(f"{{{r.pick(self.ints)}=}}")  # 3.8's self-documenting field
            elif kind == 1:
                fields.append(f"{{{self.int_(0)}:{r.pick(('>4', '<3', '^5', '+', '04d', 'x'))}}}")
            elif kind == 2:
                fields.append(f"{{{r.pick(self.strs)}!r}}")
            elif kind == 3:
                fields.append(f"{{{r.pick(self.lists)} = !s:>{r.int(1, 6)}}}")
            else:
                fields.append(f"{{({self.name('w')} := {self.int_(0)})}}")
        return "f'" + r.pick(("", "<", "x ")).join(fields) + "'"

    def list_(self, depth: int = 2) -> str:
        r = self.r
        if depth <= 0 or r.chance(0.3):
            return r.pick((r.pick(self.lists), f"[{self.int_(0)}, {self.int_(0)}]", f"list(range({r.int(0, 5)}))"))
        d = depth - 1
        kind = r.int(0, 8)
        if kind == 0:
            x = self.name("x")
            cond = f" if {x} % {r.int(2, 3)}" if r.chance(0.5) else ""
            return f"[{x} {r.pick(INT_OPS)} {self.int_(0)} for {x} in {self.iterable()}{cond}]"
        if kind == 1:
            return f"sorted({self.list_(d)}, reverse={r.pick(('True', 'False'))})"
        if kind == 2:
            return f"{self.list_(d)}[{r.pick(('', '1', '-3'))}:{r.pick(('', '4', '-1'))}:{r.pick(('1', '2', '-1'))}]"
        if kind == 3:
            return f"({self.list_(d)} + {self.list_(d)})"
        if kind == 4:
            return f"[*{self.list_(d)}, {self.int_(d)}]"
        if kind == 5:
            return f"list(map(lambda v, /: v * {r.int(-2, 3)}, {self.list_(d)}))"
        if kind == 6:
            x, y = self.name("x"), self.name("y")
            return f"[{x} * {y} for {x} in range({r.int(0, 3)}) for {y} in {self.iterable()}]"
        if kind == 7:
            return f"sorted({{{self.int_(0)} % 5, {self.int_(0)} % 5, *{self.list_(d)}}})"
        return f"[len({self.str_(d)}), {self.int_(d)}]"

    def iterable(self) -> str:
        """A comprehension's iterable: no walrus allowed there (a SyntaxError in 3.8)."""
        return self.r.pick((self.r.pick(self.lists), f"range({self.r.int(0, 4)})", f"{self.r.pick(self.lists)}[::-1]"))

    def bool_(self, depth: int = 1) -> str:
        r = self.r
        kind = r.int(0, 5)
        if kind == 0:
            return f"{self.int_(depth - 1)} {r.pick(CMP_OPS)} {self.int_(depth - 1)}"
        if kind == 1:
            return f"{self.int_(0)} {r.pick(CMP_OPS)} {self.int_(0)} {r.pick(CMP_OPS)} {self.int_(0)}"
        if kind == 2:
            return f"{self.int_(0)} {r.pick(('in', 'not in'))} {self.list_(0)}"
        if kind == 3:
            return f"({self.bool_(0)} {r.pick(('and', 'or'))} not {self.bool_(0)})"
        if kind == 4:
            return f"{r.pick(self.lists)} {r.pick(('is', 'is not'))} None"
        return f"{self.str_(0)} in {self.str_(0)}"

    # -- statements ------------------------------------------------------------------
    def simple(self, pad: str, loop: bool) -> list[str]:
        r = self.r
        kind = r.int(0, 9 if loop else 8)
        i, s, l = r.pick(self.ints), r.pick(self.strs), r.pick(self.lists)
        if kind == 0:
            return [f"{pad}{i} {r.pick(AUG_OPS)} {self.int_()}", f"{pad}print({i})"]
        if kind == 1:
            return [f"{pad}{s} += {self.str_()}", f"{pad}print({self.fstring()})"]
        if kind == 2:
            return [f"{pad}{l}.append({self.int_()})", f"{pad}print({l}[-3:])"]
        if kind == 3:
            return [f"{pad}{i}, *{l} = {self.list_()} or [0]", f"{pad}print({i}, {l})"]
        if kind == 4:
            return [f"{pad}print({self.str_()}, {self.list_()}, sep={r.pick(WORDS)})"]
        if kind == 5:
            return [f"{pad}if ({self.name('w')} := {self.int_()}) {r.pick(CMP_OPS)} {self.int_(0)}:",
                    f"{pad}    print('yes', {self.int_(1)})", f"{pad}elif {self.bool_()}:", f"{pad}    pass",
                    f"{pad}else:", f"{pad}    print('no')"]
        if kind == 6:
            return [f"{pad}if {l}:", f"{pad}    del {l}[{r.pick(('0', '-1', ':1', '::2'))}]", f"{pad}print({l})"]
        if kind == 7:
            return [f"{pad}{i}: int = {self.int_()} % 1000", f"{pad}{s} = {self.str_()}[:40]",
                    f"{pad}print({i}, repr({s}))"]
        if kind == 8:
            return [f"{pad}{l} = {self.list_()}[:8]", f"{pad}print({l})"]
        return [f"{pad}if {self.bool_()}:", f"{pad}    {r.pick(('break', 'continue'))}"]

    def block(self, pad: str, loop: bool, size: int) -> list[str]:
        lines: list[str] = []
        for _ in range(max(1, size)):
            lines += self.simple(pad, loop)
        return lines

    def statement(self) -> list[str]:
        r, n = self.r, self.n
        i, s, l = self.ints[0], self.strs[0], self.lists[0]
        kind = r.int(0, 13)
        size = 1 + r.upto(1)
        if kind == 0:  # for with break/continue and else
            x = self.name("x")
            return ([f"for {x} in {self.list_()}[:6]:", f"    {i} += {x}"] + self.block("    ", True, size)
                    + ["else:", f"    print('done', {i})"])
        if kind == 1:  # bounded while
            k = self.name("k")
            return ([f"{k} = 0", f"while {k} < {r.int(0, 6)}:", f"    {k} += 1"] + self.block("    ", True, size)
                    + [f"print({k})"])
        if kind == 2:  # try/except/else/finally with raise
            exc = r.pick(("ValueError", "KeyError", "ZeroDivisionError", "E%d" % n))
            return ([f"class E{n}(Exception):", "    pass", "try:", f"    if {self.bool_()}:",
                     f"        raise {exc}({self.int_(1)}) from None"] + self.block("    ", False, size)
                    + [f"except (E{n}, KeyError) as e:", "    print('caught', type(e).__name__, e.args)",
                       "except ArithmeticError:", "    print('arith')", "except ValueError as e:",
                       "    print('value', e)", "else:", "    print('else')", "finally:", f"    print('finally', {i})"])
        if kind == 3:  # function: positional-only, defaults, *args, keyword-only, **kw
            f = self.name("f")
            return [f"def {f}(a, b={self.int_(0)}, /, c=2, *args, d={self.int_(0)}, **kw):",
                    f"    return [a, b, c, d, *args, *sorted(kw)]",
                    f"print({f}({self.int_()}), {f}(1, 2, 3, 4, 5, d=6))",
                    f"print({f}(*{self.list_()}[:3] or [0], **{{'e': 1, 'd': 7}}))"]
        if kind == 4:  # closure with nonlocal, global, decorator
            f, g, dec = self.name("f"), self.name("g"), self.name("dec")
            return [f"def {dec}(fn):", "    def wrapper(*a, **k):", "        out = fn(*a, **k)",
                    "        print('call', fn.__name__, a, out)", "        return out", "    return wrapper",
                    f"def {f}(start):", "    total = start", f"    @{dec}", f"    def {g}(step):",
                    f"        nonlocal total", f"        global {i}", f"        {i} = {i} + step",
                    f"        total += step", f"        return total", f"    return {g}",
                    f"acc = {f}({self.int_()})", f"print(acc({self.int_(1)}), acc(2), {i})"]
        if kind == 5:  # class with __repr__, property, classmethod, staticmethod, inheritance, @
            c, d = f"C{n}", f"D{n}"
            return [f"class {c}:", "    count = 0", "    def __init__(self, v):", "        self.v = v",
                    f"        {c}.count += 1", "    def __repr__(self):", f"        return f'{c}({{self.v!r}})'",
                    "    @property", "    def double(self):", "        return self.v * 2",
                    "    @classmethod", "    def make(cls, v):", "        return cls(v)",
                    "    @staticmethod", "    def twice(x, /):", "        return [x, x]",
                    "    def __matmul__(self, other):", f"        return {c}(self.v * other.v)",
                    "    def __eq__(self, other):", "        return isinstance(other, C%d) and self.v == other.v" % n,
                    "    __hash__ = None",
                    f"class {d}({c}):", "    def __init__(self, v, w=1):", "        super().__init__(v)",
                    "        self.w = w", "    def __repr__(self):", f"        return f'{d}({{self.v}}, {{self.w}})'",
                    f"o = {c}.make({self.int_()})", f"p = {d}({self.int_()}, w={self.str_(1)})",
                    f"print(o, p, o @ p, o.double, {c}.twice({self.int_(0)}), {c}.count, o == p, isinstance(p, {c}))"]
        if kind == 6:  # generators: yield, yield from, send, generator expression
            g = self.name("gen")
            return [f"def {g}(k):", f"    for j in range(k % 4 + 1):", "        got = yield j",
                    "        if got is not None:", "            print('sent', got)",
                    f"    yield from {self.list_()}[:3]", "    return 'end'",
                    f"it = {g}({self.int_()})", "print(next(it), it.send('x'), list(it))",
                    f"print(sum(v * v for v in {g}({self.int_(0)}) if v % 2 == 0))"]
        if kind == 7:  # with: a context manager class defined here
            m = f"M{n}"
            swallow = r.pick(("True", "False"))
            return ([f"class {m}:", "    def __init__(self, tag):", "        self.tag = tag",
                    "    def __enter__(self):", "        print('enter', self.tag)", "        return self.tag * 2",
                    "    def __exit__(self, kind, value, tb):", "        print('exit', self.tag, kind and kind.__name__)",
                    f"        return {swallow}", f"with {m}({self.str_(1)}) as t, {m}(1):", "    print(t)"]
                    + self.block("    ", False, size)
                    + [f"    if {self.bool_()}:", f"        raise RuntimeError('in with')", "print('after with')"])
        if kind == 8:  # dicts: display with **, comprehension (key before value), methods
            x = self.name("x")
            return [f"dd = {{'a': {self.int_()}, **{{'b': {self.str_()}}}, {self.int_(0)}: None}}",
                    f"dc = {{{x}: {x} * {x} for {x} in {self.iterable()} if {x} != {self.int_(0)}}}",
                    "dd.update(dc)", "print(dd, dd.get('zz', 'none'), list(dd.items())[-2:])",
                    f"print({{k: v for k, v in sorted(dc.items())}}, sorted({{{x} % 3 for {x} in dc}}))"]
        if kind == 9:  # recursion, bounded; lambda; conditional expression; slices
            f = self.name("rec")
            return [f"def {f}(m):", f"    return 0 if m <= 0 else m + {f}(m - 1)",
                    f"print({f}({r.int(0, 30)}), (lambda a, *, b=2: a * b)({self.int_()}, b={self.int_(0)}))",
                    f"print({self.str_()}[::-1], {self.list_()}[1::2])"]
        if kind == 10:  # coroutines driven by hand: await, async for, async with
            a = f"A{n}"
            return [f"class {a}:", "    def __init__(self, k):", "        self.k = k", "    def __aiter__(self):",
                    "        return self", "    async def __anext__(self):", "        self.k -= 1",
                    "        if self.k < 0:", "            raise StopAsyncIteration", "        return self.k",
                    "    async def __aenter__(self):", "        return self", "    async def __aexit__(self, *exc):",
                    "        return False", "    def __await__(self):", "        yield self.k",
                    f"async def co{n}(k):", "    out = []", f"    async with {a}(k) as cm:",
                    f"        async for v in {a}(k % 4):", "            out.append(v)",
                    f"        out.append([w async for w in {a}(2)])", "        out.append(await cm)", "    return out",
                    f"c = co{n}({self.int_()})", "try:", "    while True:", "        print('yielded', c.send(None))",
                    "except StopIteration as stop:", "    print('result', stop.value)"]
        if kind == 11:  # imports, assert, bytes, sets, ellipsis
            return [f"import math as m{n}", "from functools import reduce",
                    f"print(m{n}.gcd({self.int_()}, 12), reduce(lambda a, b: a + b, {self.list_()}, 0))",
                    f"print(b'ab' + bytes([{self.int_(0)} % 256]), ... is Ellipsis, sorted({{x for x in 'hello'}}))",
                    f"assert {self.bool_()} or {self.int_(0)} is not None, 'assert ' + {self.str_(1)}", "print('assert passed')"]
        if kind == 12:  # unpacking, starred targets, nested tuples, swap
            x, y = self.name("x"), self.name("y")
            return [f"({x}, *{y}), z = [{self.int_()}, {self.int_(0)}, {self.int_(0)}], {self.str_()}",
                    f"[{x}, z] = z, {x}", f"print({x}, {y}, z, *{self.list_()}, sep='|')"]
        return self.block("", False, size + 1)


def preamble(n: int, r: Chooser) -> list[str]:
    return [f"i{n} = {r.int(-5, 30)}", f"s{n} = {r.pick(WORDS)}", f"l{n} = {r.pick(('[]', '[1, 2, 3]', '[5, -1]'))}"]


def build(seeds: list[int]) -> GeneratedProgram:
    lines: list[str] = []
    for n, seed in enumerate(seeds):
        r = Chooser(seed)
        section = Section(r, n)
        body = preamble(n, r)
        for _ in range(1 + r.upto(1)):
            body += section.statement()
        lines += ["try:"] + ["    " + line for line in body] + \
                 ["except Exception as e:", f"    print('section {n}:', type(e).__name__)"]
    return GeneratedProgram.make("\n".join(lines) + "\n", NAME)


def strategy():
    return seeded(build, 1, 3)
