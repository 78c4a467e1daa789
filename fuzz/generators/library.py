"""Calls of the 3.8 library functions that catalogue rules name, with generated arguments.

Driven by a declared signature table (fuzz/data/library_38.toml): each entry names a rule,
the callable, its parameters (positional-only, positional-or-keyword, keyword-only,
optional, *args) and the kind of value each takes. A call draws its arguments from the
kinds' pools of ordinary and edge values (zero, negative, k > n, empty, huge ints, NaN,
infinities, wrong types), and sometimes breaks the signature on purpose: a keyword for a
positional-only parameter, a missing or extra argument, a name that is not a parameter.
Each call prints its label and either the repr of its result or the type of the exception
it raised, so outcome, exception type and result are all compared; no model: the
reference decides. Only entries whose rule is in the catalogue are used (a rule removed
from the catalogue stops being generated); the summary's rule coverage lists catalogue
rules about the library that no entry serves.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Optional

from pyconformance.tomlcompat import tomllib

from pyconformance.fuzz.catalogue import catalogue
from pyconformance.fuzz.choice import Chooser, seeded
from pyconformance.fuzz.generated import GeneratedProgram

NAME = "library"
TABLE = Path(__file__).resolve().parents[1] / "data" / "library_38.toml"

PRELUDE = '''\
def show(label, call):
    try:
        value = call()
    except Exception as e:
        print(label, "raised", type(e).__name__)
    else:
        print(label, repr(value))
'''


@dataclass(frozen=True)
class Param:
    name: str
    kind: str
    position: str  # "positional" (only), "either", "keyword" (only), "star"
    optional: bool


@dataclass(frozen=True)
class Entry:
    rules: tuple[str, ...]
    call: str
    params: tuple[Param, ...]
    modules: tuple[str, ...] = ()
    setup: str = ""
    wrap: str = "{}"
    wrong_keywords: tuple[str, ...] = ()


def parse_params(spec: list[str]) -> tuple[Param, ...]:
    """["n:int", "/", "*", "start?:number", "*args:number"] -> Params."""
    slash = "/" in spec
    position = "positional" if slash else "either"
    params = []
    for item in spec:
        if item == "/":
            position = "either"
            continue
        if item == "*":
            position = "keyword"
            continue
        name, kind = item.split(":")
        if name.startswith("*"):
            params.append(Param(name[1:], kind, "star", True))
            position = "keyword"
            continue
        params.append(Param(name.rstrip("?"), kind, position, name.endswith("?")))
    if slash:  # everything before "/" was marked "either" until the slash was seen
        first = spec.index("/")
        params = [Param(p.name, p.kind, "positional", p.optional) if i < first else p for i, p in enumerate(params)]
    return tuple(params)


@lru_cache(maxsize=1)
def table() -> tuple[dict[str, tuple[str, ...]], tuple[Entry, ...]]:
    data = tomllib.loads(TABLE.read_text(encoding="utf-8"))
    kinds = {name: tuple(values) for name, values in data["kinds"].items()}
    entries = tuple(Entry(rules=(item["rule"], *item.get("also", ())), call=item["call"],
                          params=parse_params(item["params"]), modules=tuple(item.get("modules", ())),
                          setup=item.get("setup", "").strip("\n"), wrap=item.get("wrap", "{}"),
                          wrong_keywords=tuple(item.get("wrong_keywords", ())))
                    for item in data["call"])
    for entry in entries:
        unknown = {p.kind for p in entry.params} - set(kinds)
        if unknown:
            raise ValueError(f"{TABLE.name}: {entry.call} uses unknown kinds {sorted(unknown)}")
    return kinds, entries


def usable_entries() -> tuple[Entry, ...]:
    """The entries whose main rule is in the catalogue."""
    known = catalogue()
    return tuple(e for e in table()[1] if e.rules[0] in known)


def served_rules() -> frozenset[str]:
    return frozenset(rule for entry in usable_entries() for rule in entry.rules)


def value(r: Chooser, kinds: dict, kind: str) -> str:
    return r.pick(kinds["wrong"]) if r.chance(0.12) else r.pick(kinds[kind])


def arguments(r: Chooser, kinds: dict, entry: Entry) -> str:
    positional: list[str] = []
    keywords: list[str] = []
    stopped = False
    for param in entry.params:
        if param.position == "star":
            positional += [value(r, kinds, param.kind) for _ in range(r.int(0, 4))]
            continue
        if param.position == "keyword":
            if not param.optional or r.chance(0.5):
                keywords.append(f"{param.name}={value(r, kinds, param.kind)}")
            continue
        give = r.chance(0.95) if not param.optional else r.chance(0.6)
        if not give or stopped:
            stopped = stopped or param.optional
            continue
        by_name = r.chance(0.3 if param.position == "either" else 0.08)
        if by_name:
            keywords.append(f"{param.name}={value(r, kinds, param.kind)}")
        elif keywords:  # a positional after a keyword would not compile
            keywords.append(f"{param.name}={value(r, kinds, param.kind)}")
        else:
            positional.append(value(r, kinds, param.kind))
    if entry.wrong_keywords and r.chance(0.25):
        keywords.append(f"{r.pick(entry.wrong_keywords)}={r.pick(kinds['small'])}")
    if r.chance(0.04):
        keywords.append(f"bogus={r.pick(kinds['small'])}")
    if r.chance(0.04) and not keywords:
        positional.append(r.pick(kinds["small"]))
    seen, unique = set(), []
    for keyword in keywords:  # a repeated keyword would not compile
        name = keyword.split("=", 1)[0]
        if name not in seen:
            seen.add(name)
            unique.append(keyword)
    return ", ".join(positional + unique)


def build(seeds: list[int]) -> GeneratedProgram:
    kinds, _ = table()
    entries = usable_entries()
    calls, modules, setups, rules = [], [], [], []
    for n, seed in enumerate(seeds):
        r = Chooser(seed)
        entry = entries[r.int(0, len(entries) - 1)]
        call = entry.wrap.format(f"{entry.call}({arguments(r, kinds, entry)})")
        calls.append(f"show({f'c{n}'!r}, lambda: {call})\n")
        modules += [m for m in entry.modules if m not in modules]
        if entry.setup and entry.setup not in setups:
            setups.append(entry.setup)
        rules += [rule for rule in entry.rules if rule not in rules]
    head = "".join(f"import {m}\n" for m in modules)
    body = head + PRELUDE + "".join(s + "\n" for s in setups) + "".join(calls)
    return GeneratedProgram(body, NAME, None, rules=tuple(rules))


def strategy():
    return seeded(build, 1, 6)
