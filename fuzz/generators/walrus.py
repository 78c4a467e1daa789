"""`:=` in nested scopes: comprehensions, generator expressions, lambdas, functions with
`global`/`nonlocal`, and the illegal forms of PEP 572.

The model resolves every name statically as CPython's symbol table does (a walrus in a
comprehension binds in the containing function or module, honouring its global/nonlocal
declarations) and then executes the program, so it knows each printed value, each
UnboundLocalError/NameError, and which programs must not compile. Each part is one
top-level statement (a function part carries its nested body).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from pyconformance.fuzz.choice import Chooser, seeded
from pyconformance.fuzz.generated import GeneratedProgram, ok, raised

NAME = "walrus"
VARS = ("a", "b", "c")
UNBOUND = object()
ILLEGAL_FORMS = (
    "[i := 0 for i in range(3)]",              # rebinding the iteration variable
    "[x for x in (a := [1, 2])]",              # walrus in the comprehension iterable
    "class K:\n    [a := i for i in range(2)]",  # comprehension walrus in a class body
    "a := 1",                                  # unparenthesized at statement level
)


class CompileError(Exception):
    pass


@dataclass
class Scope:
    kind: str  # "module" | "function" | "lambda"
    parent: Optional["Scope"] = None
    decls: dict[str, str] = field(default_factory=dict)
    assigned: set[str] = field(default_factory=set)

    @property
    def locals(self) -> set[str]:
        return set() if self.kind == "module" else self.assigned - set(self.decls)

    def where(self, name: str) -> Optional["Scope"]:
        """The function scope whose variable NAME denotes here; None for a global."""
        if self.kind == "module" or self.decls.get(name) == "global":
            return None
        if name in self.locals:
            return self
        scope = self.parent
        while scope is not None and scope.kind != "module":
            if name in scope.locals:
                return scope
            if scope.decls.get(name) == "global":
                if self.decls.get(name) == "nonlocal":
                    raise CompileError(f"no binding for nonlocal '{name}' found")
                return None
            scope = scope.parent
        if self.decls.get(name) == "nonlocal":
            raise CompileError(f"no binding for nonlocal '{name}' found")
        return None


class Machine:
    """Executes the statement model: frames per active scope, plus the printed text."""

    def __init__(self):
        self.globals: dict[str, object] = {}
        self.frames: dict[int, dict[str, object]] = {}
        self.out: list[str] = []

    def set(self, scope: Scope, name: str, value: object) -> None:
        target = scope.where(name)
        (self.globals if target is None else self.frames[id(target)])[name] = value

    def get(self, scope: Scope, name: str):
        """The value, or the name of the exception reading it raises."""
        target = scope.where(name)
        if target is None:
            return self.globals.get(name, UNBOUND), "NameError"
        value = self.frames[id(target)].get(name, UNBOUND)
        return value, ("UnboundLocalError" if target is scope else "NameError")

    def read(self, scope: Scope, tag: str, name: str) -> None:
        value, error = self.get(scope, name)
        self.out.append(f"{tag} {error if value is UNBOUND else value}\n")


class Statement:
    def lines(self) -> list[str]:
        raise NotImplementedError

    def run(self, scope: Scope, machine: Machine) -> None:
        raise NotImplementedError


@dataclass
class Assign(Statement):
    name: str
    value: int

    def lines(self):
        return [f"{self.name} = {self.value}"]

    def run(self, scope, machine):
        machine.set(scope, self.name, self.value)


@dataclass
class Read(Statement):
    tag: str
    name: str
    via_lambda: bool = False

    def lines(self):
        expr = f"(lambda: {self.name})()" if self.via_lambda else self.name
        return ["try:", f"    print({self.tag!r}, {expr})", "except NameError as e:",
                f"    print({self.tag!r}, type(e).__name__)"]

    def run(self, scope, machine):
        if self.via_lambda:  # a lambda has no locals: the name is free in it
            scope = Scope("lambda", parent=scope)
        machine.read(scope, self.tag, self.name)


@dataclass
class Comprehension(Statement):
    """A walrus inside a comprehension: it binds NAME in the containing scope."""
    name: str
    form: str
    n: int
    k: int

    def lines(self):
        v, n, k = self.name, self.n, self.k
        return [{
            "list": f"print([{v} := i * {k} for i in range({n})])",
            "filter": f"print([i for i in range({n}) if ({v} := i + {k}) % 2])",
            "nested": f"print([[{v} := i + j for j in range(2)] for i in range({n})])",
            "genexp": f"print(sum(({v} := i * {k}) for i in range({n})))",
            "dict": f"print({{i: ({v} := i + {k}) for i in range({n})}})",
            "lambda": f"print((lambda: [{v} := i + {k} for i in range({n})])())",
        }[self.form]]

    def values(self) -> tuple[object, list[int]]:
        n, k = self.n, self.k
        if self.form in ("list", "genexp"):
            seen = [i * k for i in range(n)]
            shown = sum(seen) if self.form == "genexp" else seen
        elif self.form == "filter":
            seen = [i + k for i in range(n)]
            shown = [i for i in range(n) if (i + k) % 2]
        elif self.form == "nested":
            seen = [i + j for i in range(n) for j in range(2)]
            shown = [[i + j for j in range(2)] for i in range(n)]
        else:
            seen = [i + k for i in range(n)]
            shown = {i: i + k for i in range(n)} if self.form == "dict" else seen
        return shown, seen

    def run(self, scope, machine):
        shown, seen = self.values()
        machine.out.append(f"{shown}\n")
        if seen and self.form != "lambda":  # inside a lambda the target is the lambda's own
            machine.set(scope, self.name, seen[-1])


@dataclass
class Lazy(Statement):
    """A generator expression binds only when consumed: read NAME in between."""
    name: str
    n: int
    k: int

    def lines(self):
        return [f"g = (({self.name} := i + {self.k}) for i in range({self.n}))",
                *Read("lazy", self.name).lines(), "print(list(g))"]

    def run(self, scope, machine):
        machine.set(scope, "g", "generator")
        machine.read(scope, "lazy", self.name)
        values = [i + self.k for i in range(self.n)]
        machine.out.append(f"{values}\n")
        if values:
            machine.set(scope, self.name, values[-1])


@dataclass
class IfWalrus(Statement):
    name: str
    k: int

    def lines(self):
        return [f"if ({self.name} := {self.k}) > 5:", f"    print('big', {self.name})",
                "else:", f"    print('small', {self.name})"]

    def run(self, scope, machine):
        machine.set(scope, self.name, self.k)
        machine.out.append(f"{'big' if self.k > 5 else 'small'} {self.k}\n")


@dataclass
class Function(Statement):
    fname: str
    scope: Scope
    body: list[Statement]

    def lines(self):
        inner = [f"{kind} {name}" for name, kind in sorted(self.scope.decls.items())]
        for statement in self.body:
            inner += statement.lines()
        return [f"def {self.fname}():", *("    " + line for line in inner or ["pass"]), f"{self.fname}()"]

    def run(self, scope, machine):
        machine.frames[id(self.scope)] = {}
        for statement in self.body:
            statement.run(self.scope, machine)
        del machine.frames[id(self.scope)]


def targets(statement: Statement) -> set[str]:
    if isinstance(statement, (Assign, IfWalrus)):
        return {statement.name}
    if isinstance(statement, Lazy):
        return {statement.name, "g"}
    if isinstance(statement, Comprehension) and statement.form != "lambda":
        return {statement.name}
    return set()


class Builder:
    def __init__(self):
        self.functions = 0
        self.tags = 0

    def tag(self) -> str:
        self.tags += 1
        return f"r{self.tags}"

    def statement(self, r: Chooser, scope: Scope, depth: int) -> Statement:
        kind = r.int(0, 9)
        name = r.pick(VARS)
        if kind == 0:
            return Assign(name, r.int(0, 9))
        if kind <= 2:
            return Read(self.tag(), name, via_lambda=r.chance(0.3))
        if kind <= 5:
            form = r.pick(("list", "filter", "nested", "genexp", "dict", "lambda"))
            return Comprehension(name, form, r.int(0, 3), r.int(1, 4))
        if kind == 6:
            return Lazy(name, r.int(0, 3), r.int(0, 4))
        if kind == 7 or depth >= 2:
            return IfWalrus(name, r.int(0, 9))
        return self.function(r, scope, depth + 1)

    def function(self, r: Chooser, parent: Scope, depth: int) -> Function:
        self.functions += 1
        scope = Scope("function", parent=parent)
        for name in VARS:
            roll = r.int(0, 9)
            if roll == 0:
                scope.decls[name] = "global"
            elif roll == 1 and parent.kind == "function":
                scope.decls[name] = "nonlocal"
        body = [self.statement(r, scope, depth) for _ in range(1 + r.upto(3))]
        for statement in body:
            scope.assigned |= targets(statement)
        return Function(f"f{self.functions}", scope, body)


def build(seeds: list[int]) -> GeneratedProgram:
    builder = Builder()
    module = Scope("module")
    body = [builder.statement(Chooser(seed), module, 0) for seed in seeds]
    head = Chooser(seeds[0])
    chunks = [statement.lines() for statement in body]
    lines = [line for chunk in chunks for line in chunk]
    if head.chance(0.08):  # inserted between top-level statements, never inside a block
        at = sum(len(chunk) for chunk in chunks[: head.int(0, len(chunks))])
        lines[at:at] = head.pick(ILLEGAL_FORMS).splitlines()
        return GeneratedProgram.make("\n".join(lines) + "\n", NAME, raised("compile", "SyntaxError"))
    machine = Machine()
    try:
        _check_declarations(body)
        for statement in body:
            statement.run(module, machine)
    except CompileError:
        return GeneratedProgram.make("\n".join(lines) + "\n", NAME, raised("compile", "SyntaxError"))
    return GeneratedProgram.make("\n".join(lines) + "\n", NAME, ok("".join(machine.out)))


def _check_declarations(body: list[Statement]) -> None:
    """nonlocal needs a binding in an enclosing function: CPython rejects it at compile time."""
    for statement in body:
        if isinstance(statement, Function):
            for name, kind in statement.scope.decls.items():
                if kind == "nonlocal":
                    statement.scope.where(name)
            _check_declarations(statement.body)


def strategy():
    return seeded(build, 1, 5)
