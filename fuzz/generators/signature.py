"""Random signatures with `/`, defaults, `*`, `*args`, `**kwargs`, and random call sites.

The model binds each call's arguments as CPython 3.8 does, so it knows whether the call
is legal (and what it prints) or raises TypeError. Part 0 is the signature; each further
part is one call site. A few signatures are deliberately illegal (SyntaxError expected).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from pyconformance.fuzz.choice import Chooser, seeded
from pyconformance.fuzz.generated import GeneratedProgram, ok, raised

NAME = "signature"
MISSING = object()


class CallError(Exception):
    """The model's verdict that a call raises TypeError."""


@dataclass
class Signature:
    posonly: list[str] = field(default_factory=list)
    regular: list[str] = field(default_factory=list)
    varargs: Optional[str] = None
    kwonly: list[str] = field(default_factory=list)
    varkw: Optional[str] = None
    defaults: dict[str, int] = field(default_factory=dict)
    bare_star: bool = False

    @property
    def positional(self) -> list[str]:
        return self.posonly + self.regular

    def params_text(self) -> str:
        def one(name: str) -> str:
            return f"{name}={self.defaults[name]}" if name in self.defaults else name
        parts = [one(n) for n in self.posonly] + (["/"] if self.posonly else []) + [one(n) for n in self.regular]
        if self.varargs:
            parts.append("*" + self.varargs)
        elif self.kwonly:
            parts.append("*")
        parts += [one(n) for n in self.kwonly]
        if self.varkw:
            parts.append("**" + self.varkw)
        return ", ".join(parts)

    def result_text(self) -> str:
        """The returned tuple: every parameter, so the binding is visible."""
        items = self.positional + ([self.varargs] if self.varargs else []) + self.kwonly
        if self.varkw:
            items.append(f"sorted({self.varkw}.items())")
        return "(" + ", ".join(items) + ("," if len(items) == 1 else "") + ")"

    def bind(self, args: list[int], kwargs: list[tuple[str, int]]) -> tuple:
        """What the call returns, or CallError."""
        positional = self.positional
        if len(args) > len(positional) and not self.varargs:
            raise CallError("too many positional arguments")
        bound = dict(zip(positional, args))
        extra: dict[str, int] = {}
        for name, value in kwargs:
            if name in self.regular or name in self.kwonly:
                if name in bound:
                    raise CallError(f"multiple values for {name}")
                bound[name] = value
            elif self.varkw and name not in extra:  # posonly names included: they go to **kwargs
                extra[name] = value
            else:
                raise CallError(f"unexpected keyword {name}")
        for name in positional + self.kwonly:
            if name not in bound:
                if name not in self.defaults:
                    raise CallError(f"missing {name}")
                bound[name] = self.defaults[name]
        result = [bound[n] for n in positional]
        if self.varargs:
            result.append(tuple(args[len(positional):]))
        result += [bound[n] for n in self.kwonly]
        if self.varkw:
            result.append(sorted(extra.items()))
        return tuple(result)


def draw_signature(r: Chooser) -> tuple[Signature, Optional[str]]:
    """A signature, and the reason it is illegal (None when it is legal)."""
    names = iter("abcdefgh")
    sig = Signature(posonly=[next(names) for _ in range(r.pick((0, 1, 1, 2, 2)))],
                    regular=[next(names) for _ in range(r.upto(2))])
    if r.chance(0.4):
        sig.varargs = "args"
    sig.kwonly = [next(names) for _ in range(r.upto(2))]
    if r.chance(0.4):
        sig.varkw = "kw"
    # Defaults: a suffix of the positional parameters, any subset of keyword-only ones.
    positional = sig.positional
    first_default = r.int(0, len(positional))
    for i, name in enumerate(positional[first_default:], start=first_default):
        sig.defaults[name] = 10 * (i + 1)
    for name in sig.kwonly:
        if r.chance(0.5):
            sig.defaults[name] = 70 + len(sig.defaults)
    illegal = None
    if r.chance(0.08) and len(positional) >= 2:
        sig.defaults.pop(positional[-1], None)
        sig.defaults.setdefault(positional[0], 1)
        illegal = "non-default argument follows default argument"
    return sig, illegal


def draw_call(r: Chooser, sig: Signature) -> tuple[list[int], list[tuple[str, int]]]:
    """Positional values, then unique keyword names (known, posonly or unknown ones)."""
    args = [100 + i for i in range(r.int(0, len(sig.positional) + 1))]
    pool = sig.posonly + sig.regular + sig.kwonly + ["z"] + (["args"] if sig.varargs else [])
    r.random.shuffle(pool)
    kwargs = [(name, 200 + i) for i, name in enumerate(pool[: r.int(0, len(pool))])]
    return args, kwargs


def call_text(callee: str, args: list[int], kwargs: list[tuple[str, int]], unpack: bool) -> str:
    if unpack and args:
        pos = [f"*{args!r}"]
    else:
        pos = [str(a) for a in args]
    if unpack and kwargs:
        kw = ["**{" + ", ".join(f"{n!r}: {v}" for n, v in kwargs) + "}"]
    else:
        kw = [f"{n}={v}" for n, v in kwargs]
    return f"{callee}({', '.join(pos + kw)})"


def build(seeds: list[int]) -> GeneratedProgram:
    r = Chooser(seeds[0])
    sig, illegal = draw_signature(r)
    form = r.pick(("def", "def", "lambda", "method"))
    if form == "def":
        lines = [f"def f({sig.params_text()}):", f"    return {sig.result_text()}"]
        callee = "f"
    elif form == "lambda":
        lines = [f"f = lambda {sig.params_text()}: {sig.result_text()}"]
        callee = "f"
    else:  # `self` is one more positional-only parameter, bound by the attribute access
        params = sig.params_text()
        self_part = "self, " if sig.posonly else ("self, /, " if r.chance(0.5) else "self, ")
        lines = ["class C:", f"    def m({self_part}{params}):", f"        return {sig.result_text()}"]
        callee = "C().m"
    stdout = []
    for seed in seeds[1:]:
        c = Chooser(seed)
        args, kwargs = draw_call(c, sig)
        text = call_text(callee, args, kwargs, unpack=c.chance(0.25))
        lines += ["try:", f"    print({text})", "except TypeError:", "    print('TypeError')"]
        try:
            stdout.append(repr(sig.bind(args, kwargs)) + "\n")
        except CallError:
            stdout.append("TypeError\n")
    source = "\n".join(lines) + "\n"
    expected = raised("compile", "SyntaxError") if illegal else ok("".join(stdout))
    return GeneratedProgram.make(source, NAME, expected)


def strategy():
    return seeded(build, 2, 6)
