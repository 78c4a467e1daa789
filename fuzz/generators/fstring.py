"""f-strings with `=` (self-documenting expressions): random expressions, whitespace,
conversions, format specs (also nested) and nested f-strings.

The model builds each expression together with its value, so it knows the exact text a
3.8 interpreter prints: the expression text verbatim (every space around `=` kept), then
the repr, or the formatted value when a spec is given. Part 0 defines the variables;
every further part is one `print(f'...')` line.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Optional

from pyconformance.fuzz.choice import Chooser, seeded
from pyconformance.fuzz.generated import GeneratedProgram, ok, raised

NAME = "fstring"
INT_NAMES, STR_NAMES = ("x", "y", "n"), ("s", "t")
WORDS = ("", "a", "ab", "Spam", "x y", "42")
INT_SPECS = ("d", ">5", "<4", "^6", "05", "+", "x", "#x", ",", "b", "_", "*>7", "^{width}")
FLOAT_SPECS = (".2f", ">8.3f", "e", ".1%", "g", "+.1f")
STR_SPECS = (">6", "<5", "^7", "*^9", ".2", "", ">{width}")
BAD_SPECS = ("d", "x", ".2f")  # invalid for some types: the model expects the exception
LITERALS = ("", "", " ", "v: ", " | ", "{{", "}}", "=", "!", "a=b ", "\\n")
OTHER_VALUES = {"r": 3.14159, "half": 0.5, "no": None, "flag": True, "xs": [1, 2]}


@dataclass(frozen=True)
class Expr:
    text: str
    value: Any
    atomic: bool = True  # False for operator expressions: parenthesised when nested

    def operand(self) -> str:
        return self.text if self.atomic else f"({self.text})"


class Line:
    """Builds one print line; `env` is shared so walrus bindings reach later fields."""

    def __init__(self, r: Chooser, env: dict[str, Any], quote: str):
        self.r, self.env, self.quote = r, env, quote
        self.inner_quote = '"' if quote == "'" else "'"

    def space(self) -> str:
        return self.r.pick(("", "", " ", "  "))

    def names(self, kind: type) -> list[str]:
        return [k for k, v in self.env.items() if type(v) is kind]

    def int_expr(self, depth: int) -> Expr:
        r = self.r
        choice = r.int(0, 5) if depth < min(r.size, 2) else r.int(0, 1)
        if choice == 0 and self.names(int):
            name = r.pick(self.names(int))
            return Expr(name, self.env[name])
        if choice <= 1:
            value = r.int(-5, 99)
            return Expr(str(value), value)
        if choice == 2:
            a, b = self.int_expr(depth + 1), self.int_expr(depth + 1)
            op = r.pick(("+", "-", "*", "//", "%"))
            if op in ("//", "%") and b.value == 0:
                op = "+"
            value = {"+": a.value + b.value, "-": a.value - b.value, "*": a.value * b.value,
                     "//": a.value // (b.value or 1), "%": a.value % (b.value or 1)}[op]
            b_text = f"({b.text})" if b.text.startswith("-") else b.operand()
            sp = self.space()
            return Expr(f"{a.operand()}{sp}{op}{sp}{b_text}", value, atomic=False)
        if choice == 3:
            s = self.str_expr(depth + 1)
            return Expr(f"len({s.text})", len(s.value))
        if choice == 4:
            target = r.pick(("w", "z"))
            inner = self.int_expr(depth + 1)
            sp = self.space()
            self.env[target] = inner.value  # fields run left to right: later ones see it
            return Expr(f"({target}{sp}:={sp}{inner.text})", inner.value)
        a, b = self.int_expr(depth + 1), self.int_expr(depth + 1)
        return Expr(f"max({a.text}, {b.text})", max(a.value, b.value))

    def str_expr(self, depth: int) -> Expr:
        r, q = self.r, self.inner_quote
        choice = r.int(0, 4) if depth < min(r.size, 2) else r.int(0, 1)
        if choice == 0 and self.names(str):
            name = r.pick(self.names(str))
            return Expr(name, self.env[name])
        if choice <= 1:
            word = r.pick(WORDS)
            return Expr(f"{q}{word}{q}", word)
        if choice == 2:
            s = self.str_expr(depth + 1)
            method = r.pick(("upper", "lower", "strip", "title"))
            return Expr(f"{s.operand()}.{method}()", getattr(s.value, method)())
        if choice == 3:
            a, b = self.str_expr(depth + 1), self.str_expr(depth + 1)
            sp = self.space()
            return Expr(f"{a.operand()}{sp}+{sp}{b.operand()}", a.value + b.value, atomic=False)
        n = self.int_expr(2)
        if self.quote == "'":  # a nested f-string, in the other quote (3.8 cannot reuse it)
            return Expr(f'f"<{{{n.text}}}>"', f"<{n.value}>")
        return Expr(f"str({n.text})", str(n.value))

    def any_expr(self) -> Expr:
        r = self.r
        kind = r.int(0, 6)
        if kind <= 2:
            return self.int_expr(0)
        if kind <= 4:
            return self.str_expr(0)
        if kind == 5:
            a, b = self.int_expr(1), self.int_expr(1)
            op = r.pick(("<", "==", "!=", "<=", ">"))
            value = {"<": a.value < b.value, "==": a.value == b.value, "!=": a.value != b.value,
                     "<=": a.value <= b.value, ">": a.value > b.value}[op]
            sp = self.space()
            return Expr(f"{a.operand()}{sp}{op}{sp}{b.operand()}", value, atomic=False)
        name = r.pick(tuple(OTHER_VALUES))
        self.env.setdefault(name, OTHER_VALUES[name])
        return Expr(name, self.env[name])

    def spec(self, value: Any) -> tuple[str, str]:
        """(spec text in the source, spec after nested fields are substituted)."""
        r = self.r
        if r.chance(0.08):
            bad = r.pick(BAD_SPECS)
            return bad, bad
        if isinstance(value, str):
            spec = r.pick(STR_SPECS)
        elif isinstance(value, float):
            spec = r.pick(FLOAT_SPECS)
        elif isinstance(value, int):  # bool too: a spec formats it as an int
            spec = r.pick(INT_SPECS)
        else:
            spec = ""
        if "{width}" not in spec:
            return spec, spec
        widths = [k for k in self.names(int) if 0 <= self.env[k] < 30]
        if not widths:
            return spec.replace("{width}", "8"), spec.replace("{width}", "8")
        name = r.pick(widths)
        return spec.replace("width", name), spec.replace("{width}", str(self.env[name]))

    def field(self) -> tuple[str, Callable[[], str]]:
        """Source text of one replacement field and a thunk giving its output (may raise)."""
        r = self.r
        expr = self.any_expr()
        debug = r.chance(0.8)
        conversion = r.pick((None, None, None, "r", "s", "a"))
        converted = {None: lambda v: v, "r": repr, "s": str, "a": ascii}[conversion](expr.value)
        has_spec = r.chance(0.5)
        spec_text, spec_value = self.spec(converted) if has_spec else ("", "")
        text = f"{self.space()}{expr.text}{self.space()}={self.space()}" if debug else expr.text
        source = ("{" + text + (f"!{conversion}" if conversion else "")
                  + (f":{spec_text}" if has_spec else "") + "}")

        def output() -> str:
            if debug and conversion is None and not has_spec:
                return text + repr(expr.value)  # `=` alone shows the repr
            return (text if debug else "") + format(converted, spec_value)
        return source, output


def build(seeds: list[int]) -> GeneratedProgram:
    head = Chooser(seeds[0])
    env: dict[str, Any] = {}
    lines = []
    for name in head.random.sample(INT_NAMES + STR_NAMES, head.upto(3)):
        env[name] = head.int(-3, 40) if name in INT_NAMES else head.pick(WORDS)
        lines.append(f"{name} = {env[name]!r}")
    stdout: list[str] = []
    failure: Optional[Exception] = None
    for seed in seeds[1:]:
        r = Chooser(seed)
        prefix = r.pick(("f", "f", "f", "F", "rf", "fR"))
        line = Line(r, env, r.pick(("'", "'", '"')))
        before = set(env)
        pieces, outputs = [], []
        for _ in range(1 + r.upto(2)):
            lit = r.pick(LITERALS)
            lit_value = lit.replace("{{", "{").replace("}}", "}")
            if "r" not in prefix.lower():
                lit_value = lit_value.replace("\\n", "\n")
            field, output = line.field()
            pieces += [lit, field]
            outputs += [lambda v=lit_value: v, output]
        lines.extend(f"{k} = {OTHER_VALUES[k]!r}" for k in env if k not in before and k in OTHER_VALUES)
        lines.append(f"print({prefix}{line.quote}{''.join(pieces)}{line.quote})")
        if failure is None:
            try:
                stdout.append("".join(part() for part in outputs) + "\n")
            except (ValueError, TypeError) as exc:
                failure = exc
    text = "".join(stdout)
    expected = raised("run", type(failure).__name__, text) if failure else ok(text)
    return GeneratedProgram.make("\n".join(lines) + "\n", NAME, expected)


def strategy():
    return seeded(build, 2, 5)
