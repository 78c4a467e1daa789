"""Programs derived from the suite's cases and the corpus by syntax-aware edits (libcst).

libcst keeps every byte of layout, so an f-string's `=` whitespace survives and can itself
be edited. Edits: literals, operators, comparison operators, f-string `=`/conversion/spec,
the position of `/` in a parameter list, parentheses around `:=`, and deleting or
duplicating a statement. There is no model: the reference decides. Part 0 picks the seed
program; each further part is one edit.
"""
from __future__ import annotations

import functools
import re
from pathlib import Path
from typing import Callable, Optional

import libcst as cst

from pyconformance.cases import BLOCK_END, BLOCK_START
from pyconformance.fuzz.choice import Chooser, part_seeds
from pyconformance.fuzz.generated import GeneratedProgram

NAME = "mutate"
INTEGERS = ("0", "1", "2", "3", "7", "10", "255")
STRINGS = ("", "a", "ab", "x y", "=")
OPERATORS = (cst.Add, cst.Subtract, cst.Multiply, cst.FloorDivide, cst.Modulo)
COMPARISONS = (cst.LessThan, cst.GreaterThan, cst.Equal, cst.NotEqual, cst.LessThanEqual)
Edit = Callable[[Chooser, cst.CSTNode], Optional[cst.CSTNode]]


def strip_metadata(text: str) -> str:
    lines = text.splitlines(keepends=True)
    if BLOCK_START + "\n" not in lines:
        return text
    start = lines.index(BLOCK_START + "\n")
    end = next((i for i in range(start + 1, len(lines)) if lines[i].rstrip() == BLOCK_END), start)
    return "".join(lines[:start] + lines[end + 1:])


def seed_roots() -> list[Path]:
    from pyconformance.suite import default_root, packaged

    roots = [default_root() / "cases", Path.cwd() / "corpus", packaged("corpus")]
    return list(dict.fromkeys(root.resolve() for root in roots))


RULES_LINE = re.compile(r"^# rules = \[(.*)\]\s*$", re.MULTILINE)


@functools.lru_cache(maxsize=1)
def seed_cases() -> tuple[tuple[str, tuple[str, ...]], ...]:
    """Seed sources with the catalogue rules their case names (corpus entries too): cases
    that run in the agent (no [run] table), and corpus entries."""
    found = []
    for root in seed_roots():
        for path in sorted(root.rglob("*.py")) if root.is_dir() else []:
            text = path.read_text(encoding="utf-8", errors="replace")
            if "# [run]" in text:
                continue  # flags, env or files: not a plain program
            named = RULES_LINE.search(text)
            rules = tuple(r.strip().strip("'\"") for r in named.group(1).split(",") if r.strip()) if named else ()
            found.append((strip_metadata(text), rules))
    return tuple(found) or (("x = 1\nprint(f'{x = }')\n", ()),)


def seed_programs() -> tuple[str, ...]:
    return tuple(source for source, _ in seed_cases())


def served_rules() -> frozenset[str]:
    """A mutant of a case written for a rule is declared to exercise that rule (rule coverage,
    fuzz/rule_reach.py): small edits mostly keep what the case was about, and the reference
    decides what its outcome is."""
    return frozenset(rule for _, rules in seed_cases() for rule in rules)


@functools.lru_cache(maxsize=1024)
def parsed(source: str) -> Optional[cst.Module]:
    try:
        return cst.parse_module(source)
    except Exception:  # libcst's parser errors have several types
        return None


class Sites(cst.CSTVisitor):
    """Every node an edit applies to, by edit name."""

    def __init__(self):
        self.found: dict[str, list[cst.CSTNode]] = {}

    def add(self, kind: str, node: cst.CSTNode) -> None:
        self.found.setdefault(kind, []).append(node)

    def visit_Integer(self, node): self.add("integer", node)
    def visit_SimpleString(self, node): self.add("string", node)
    def visit_FormattedStringExpression(self, node): self.add("fstring", node)
    def visit_BinaryOperation(self, node): self.add("operator", node)
    def visit_ComparisonTarget(self, node): self.add("comparison", node)
    def visit_Parameters(self, node): self.add("slash", node)
    def visit_NamedExpr(self, node): self.add("walrus", node)

    def visit_IndentedBlock(self, node):
        if len(node.body) > 1:
            self.add("block", node)

    def visit_Module(self, node):
        if len(node.body) > 1:
            self.add("block", node)


def _space(r: Chooser) -> cst.SimpleWhitespace:
    return cst.SimpleWhitespace(r.pick(("", " ", "  ")))


def edit_fstring(r: Chooser, node: cst.FormattedStringExpression) -> cst.CSTNode:
    choice = r.int(0, 2)
    if choice == 0:
        return node.with_changes(equal=cst.AssignEqual(whitespace_before=_space(r), whitespace_after=_space(r)))
    if choice == 1:
        return node.with_changes(conversion=r.pick((None, "r", "s", "a")))
    return node.with_changes(format_spec=None)


def edit_slash(r: Chooser, node: cst.Parameters) -> Optional[cst.CSTNode]:
    """Move `/` one parameter left or right."""
    posonly, regular = list(node.posonly_params), list(node.params)
    if posonly and (not regular or r.chance(0.5)):
        regular.insert(0, posonly.pop())
    elif regular:
        posonly.append(regular.pop(0))
    else:
        return None
    posonly = [p.with_changes(comma=cst.MaybeSentinel.DEFAULT) for p in posonly]
    regular = [p.with_changes(comma=cst.MaybeSentinel.DEFAULT) for p in regular]
    slash = cst.ParamSlash() if posonly else cst.MaybeSentinel.DEFAULT
    return node.with_changes(posonly_params=posonly, params=regular, posonly_ind=slash)


def edit_block(r: Chooser, node) -> cst.CSTNode:
    body = list(node.body)
    i = r.int(0, len(body) - 1)
    if r.chance(0.5):
        del body[i]
    else:
        body.insert(i, body[i])
    return node.with_changes(body=body)


def edit_walrus(r: Chooser, node: cst.NamedExpr) -> cst.CSTNode:
    if node.lpar:
        return node.with_changes(lpar=[], rpar=[])
    return node.with_changes(lpar=[cst.LeftParen()], rpar=[cst.RightParen()])


EDITS: dict[str, Edit] = {
    "integer": lambda r, n: n.with_changes(value=r.pick(INTEGERS)),
    "string": lambda r, n: n.with_changes(value=n.prefix + n.quote + r.pick(STRINGS) + n.quote),
    "fstring": edit_fstring,
    "operator": lambda r, n: n.with_changes(operator=r.pick(OPERATORS)()),
    "comparison": lambda r, n: n.with_changes(operator=r.pick(COMPARISONS)()),
    "slash": edit_slash,
    "walrus": edit_walrus,
    "block": edit_block,
}


def mutate(module: cst.Module, r: Chooser) -> cst.Module:
    visitor = Sites()
    module.visit(visitor)
    kinds = sorted(visitor.found)
    if not kinds:
        return module
    kind = r.pick(kinds)
    target = r.pick(visitor.found[kind])
    try:
        replacement = EDITS[kind](r, target)
        if replacement is None:
            return module
        changed = module.deep_replace(target, replacement)
        changed.code  # noqa: B018 - rendering validates the edited tree
        return changed
    except Exception:  # an edit libcst cannot render is simply not made
        return module


def build(seeds: list[int]) -> GeneratedProgram:
    cases = seed_cases()
    source, rules = cases[seeds[0] % len(cases)]
    module = parsed(source)
    if module is not None:
        for seed in seeds[1:]:
            module = mutate(module, Chooser(seed))
        source = module.code
    return GeneratedProgram(source, NAME, timeout=3.0, rules=rules)


def strategy():
    return part_seeds(2, 4).map(build)
