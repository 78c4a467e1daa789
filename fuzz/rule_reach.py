"""Which catalogue rules a generated program exercises: the rules its generator declares
(GeneratedProgram.rules: the library generator's table entry, the cmdline generator's
options) and the rules whose probes (fuzz/data/rule_probes.toml) match it.

A probe is a conjunction of terms joined by ` & `; a rule is reached when any of its probes
matches. Terms:
  node:T                 an ast node of type T
  node:T in A[.f] ...    ... with an ancestor A (entered through its field f), outwards in order
  node:T ^ A[.f]         ... whose direct parent is A (through field f)
  name:mod.attr          a use of that dotted name (import aliases resolved)
  text:REGEX             the source matches (re.MULTILINE)
  feature:TAG            the 3.8 feature tag (fuzz/features.py)
  flag:-B / xoption:NAME / env:NAME   the program's command line (env: set and non-empty)
  any                    every program
Probes say what a program *contains*; whether it then behaves as the rule says is what the
differential comparison checks. A rule with neither probes nor a generator declaring it is
unreachable by the fuzzer, and the coverage report lists it.
"""
from __future__ import annotations

import ast
import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Optional

from pyconformance.tomlcompat import tomllib

from pyconformance.fuzz.catalogue import catalogue

PROBES = Path(__file__).resolve().parent / "data" / "rule_probes.toml"


@dataclass
class Facts:
    """What probes look at, gathered from one parse."""
    source: str
    # every node as (type name, index of its parent, field of the parent it sits in)
    nodes: list[tuple[str, int, str]] = field(default_factory=list)
    by_type: dict[str, list[int]] = field(default_factory=dict)
    names: set[str] = field(default_factory=set)
    features: tuple[str, ...] = ()
    flags: tuple[str, ...] = ()
    env: dict[str, str] = field(default_factory=dict)

    @property
    def xoptions(self) -> set[str]:
        return {self.flags[i + 1].split("=", 1)[0] for i, f in enumerate(self.flags[:-1]) if f == "-X"}

    def ancestors(self, index: int):
        """(type, field entered through) of each ancestor of node INDEX, innermost first."""
        _, parent, via = self.nodes[index]
        while parent >= 0:
            kind, grand, above = self.nodes[parent]
            yield kind, via
            parent, via = grand, above


def gather(source: str, tree: Optional[ast.AST], features: tuple[str, ...] = (),
           flags: tuple[str, ...] = (), env: tuple[tuple[str, str], ...] = ()) -> Facts:
    facts = Facts(source, features=features, flags=flags, env=dict(env))
    if tree is None:
        return facts
    aliases: dict[str, str] = {}
    nodes, by_type = facts.nodes, facts.by_type
    todo: list[tuple[ast.AST, int, str]] = [(tree, -1, "")]
    while todo:
        node, parent, via = todo.pop()
        index = len(nodes)
        kind = type(node).__name__
        nodes.append((kind, parent, via))
        by_type.setdefault(kind, []).append(index)
        if kind == "Import":
            for alias in node.names:
                aliases[alias.asname or alias.name.split(".")[0]] = alias.name if alias.asname else alias.name.split(".")[0]
        elif kind == "ImportFrom" and node.module:
            for alias in node.names:
                aliases[alias.asname or alias.name] = f"{node.module}.{alias.name}"
        elif kind in ("Attribute", "Name"):
            dotted = _dotted(node)
            if dotted:
                facts.names.add(dotted)
        for name in node._fields:
            value = getattr(node, name, None)
            if isinstance(value, ast.AST):
                todo.append((value, index, name))
            elif isinstance(value, list):
                todo.extend((item, index, name) for item in value if isinstance(item, ast.AST))
    # resolve aliases: `from math import prod` makes `prod` mean math.prod
    facts.names |= {aliases[n.split(".")[0]] + n[len(n.split(".")[0]):] for n in facts.names
                    if n.split(".")[0] in aliases}
    return facts


def _dotted(node: ast.AST) -> str:
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if not isinstance(node, ast.Name):
        return ""
    parts.append(node.id)
    return ".".join(reversed(parts))


def _edge(spec: str) -> tuple[str, Optional[str]]:
    kind, _, fieldname = spec.partition(".")
    return kind, fieldname or None


def _node_term(facts: Facts, spec: str) -> bool:
    if " ^ " in spec:
        target, parent = (s.strip() for s in spec.split(" ^ ", 1))
        kind, fieldname = _edge(parent)
        for index in facts.by_type.get(target, ()):
            _, up, via = facts.nodes[index]
            if up >= 0 and facts.nodes[up][0] == kind and (fieldname is None or via == fieldname):
                return True
        return False
    target, *outer = [s.strip() for s in spec.split(" in ")]
    wanted = [_edge(a) for a in outer]
    for index in facts.by_type.get(target, ()):
        need = iter(wanted)
        current = next(need, None)
        for kind, via in facts.ancestors(index):
            if current is None:
                break
            if kind == current[0] and (current[1] is None or via == current[1]):
                current = next(need, None)
        if current is None:
            return True
    return False


def _term(facts: Facts, term: tuple[str, str, Optional[str]]) -> bool:
    kind, arg, guard = term
    if kind == "any":
        return True
    if kind == "node":
        return _node_term(facts, arg)
    if kind == "name":
        return arg in facts.names
    if kind == "text":
        return (guard is None or guard in facts.source) and _regex(arg).search(facts.source) is not None
    if kind == "feature":
        return arg in facts.features
    if kind == "flag":
        return arg in facts.flags
    if kind == "xoption":
        return arg in facts.xoptions
    if kind == "env":
        return bool(facts.env.get(arg))
    raise ValueError(f"{PROBES.name}: unknown probe term {kind}:{arg}")


def _guard(pattern: str) -> Optional[str]:
    """A word every match of PATTERN contains (checked with `in` before the regex runs), or
    None: the longest run of 2+ literal characters left after escapes, classes and groups
    are blanked, not followed by a quantifier; patterns with alternatives get none."""
    if "|" in pattern:
        return None
    plain = re.sub(r"\\.", "#", pattern)
    plain = re.sub(r"\[[^\]]*\]", "#", plain)
    while re.search(r"\([^()]*\)", plain):
        plain = re.sub(r"\([^()]*\)", "#", plain)
    words = [m.group() for m in re.finditer(r"[^.^$*+?{}\[\]\\|()#]{2,}(?![?*{])", plain)]
    return max(words, key=len) if words else None


@lru_cache(maxsize=None)
def _regex(pattern: str) -> re.Pattern:
    return re.compile(pattern, re.MULTILINE)


@lru_cache(maxsize=1)
def probes() -> dict[str, tuple[tuple[tuple[str, str, Optional[str]], ...], ...]]:
    """rule -> probes (each a tuple of terms); a rule not in the catalogue is never reported."""
    data = tomllib.loads(PROBES.read_text(encoding="utf-8"))["probes"]
    return {rule: tuple(tuple(sorted((_parse_term(t.strip()) for t in probe.split(" & ")),
                                     key=lambda term: term[0] == "text"))  # regexes last: the dearest
                        for probe in alternatives)
            for rule, alternatives in data.items()}


def _parse_term(term: str) -> tuple[str, str, Optional[str]]:
    if term == "any":
        return ("any", "", None)
    kind, _, arg = term.partition(":")
    if kind not in ("node", "name", "text", "feature", "flag", "xoption", "env"):
        raise ValueError(f"{PROBES.name}: unknown probe term {term!r}")
    return kind, arg, _guard(arg) if kind == "text" else None


def reached(facts: Facts, declared: tuple[str, ...] = (), skip: frozenset = frozenset()) -> frozenset[str]:
    """The catalogue rules FACTS reach (DECLARED ones included); probes of SKIP are not tried
    (a campaign stops counting a rule for a generator past a cap: fuzz/rule_coverage.py)."""
    known = catalogue()
    hits = {rule for rule in declared if rule in known and rule not in skip}
    for rule, alternatives in probes().items():
        if rule not in hits and rule not in skip and rule in known and \
                any(all(_term(facts, t) for t in probe) for probe in alternatives):
            hits.add(rule)
    return frozenset(hits)


def reachable(generators: tuple[str, ...]) -> dict[str, list[str]]:
    """rule -> how it can be reached ("probe", or the generators that declare it), for every
    observable catalogue rule; an empty list means no generator can reach it."""
    from pyconformance.fuzz.generators.registry import GENERATORS
    import importlib

    served: dict[str, list[str]] = {}
    for name in generators:
        module = importlib.import_module(f"pyconformance.fuzz.{GENERATORS[name].module}")
        for rule in getattr(module, "served_rules", lambda: frozenset())():
            served.setdefault(rule, []).append(name)
    probed = probes()
    return {rule_id: (["probe"] if rule_id in probed else []) + served.get(rule_id, [])
            for rule_id, rule in catalogue().items() if rule.observable}
