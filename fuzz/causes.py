"""Root causes: divergences that are the same bug, told apart from divergences that are not.

A campaign meets one bug in many shapes: PyPy's `parser` module fails with three different
exception pairs, every missing module is its own kind, keyword arguments to positional-only
builtins fail in `divmod` and in `dict.get`. The *cause* of a (reduced) divergence is read
from its program and its difference kinds, first rule that applies:

1. a module that imports on one side only ("module missing in candidate", "module only in
   candidate"), whatever the module;
2. the library API it calls: the imported modules' attributes it uses, with the keyword
   names passed to them ("api ast.parse(feature_version)");
3. keyword arguments to a builtin function or a builtin type's method, when a TypeError
   is involved ("builtin called with keywords");
4. the 3.8 syntax it exercises, as (construct, enclosing construct) pairs ("NamedExpr in
   Subscript"), with the coarse difference (which phase changed);
5. otherwise the program's normalised shape: identifiers and literals abstracted, `print`
   calls reduced to their arguments, with the coarse difference.

The cause key is (candidate, anchor); the campaign saves one corpus entry per cause and
counts every occurrence with the seeds that hit it (CauseBook, `<out>/causes.json`).
"""
from __future__ import annotations

import ast
import builtins
import io
import json
import keyword
import threading
import tokenize
from dataclasses import dataclass, field
from typing import Iterable, Optional

from pyconformance.drift.declared import parse_quietly

from pyconformance.fuzz.corpus import CorpusIndex, atomic_write
from pyconformance.fuzz.divergence import Divergence, digest, implementation_label

CAUSES_FILE = "causes.json"
IMPORT_ERRORS = ("ModuleNotFoundError", "ImportError")
BUILTIN_NAMES = frozenset(dir(builtins)) - {"print"}
LITERALS = (ast.Constant, ast.List, ast.Tuple, ast.Set, ast.Dict, ast.JoinedStr)
SHAPE_LIMIT = 160  # characters of a shape kept readable in the anchor (the key hashes all of it)
EXAMPLES = 12  # reduced programs kept per cause in causes.json (to check a cause is one bug)


@dataclass(frozen=True)
class Cause:
    key: str
    anchor: str  # readable: what the programs of this cause have in common
    candidate: str  # implementation label (name-X.Y)


def _sides(kinds: Iterable[str]) -> list[tuple[str, str]]:
    """(reference, candidate) of each phase/exception kind label ("phase:ok>run:TypeError")."""
    found = []
    for label in kinds:
        kind, _, rest = label.partition(":")
        if kind in ("phase", "exception") and ">" in rest:
            ref, _, cand = rest.partition(">")
            found.append((ref, cand))
    return found


def coarse(kinds: Iterable[str]) -> str:
    """The difference without its consequences: a changed phase or exception makes the
    stdout differ too, and which exception types is left to the program's shape."""
    kinds = list(kinds)
    sides = _sides(kinds)
    if sides:
        ref, cand = sides[0]
        return f"{ref.split(':')[0]}>{cand.split(':')[0]}"
    return "+".join(sorted(k.split(":")[0] for k in kinds)) or "none"


def _module_rule(kinds: Iterable[str]) -> Optional[str]:
    for ref, cand in _sides(kinds):
        if any(cand.endswith(e) for e in IMPORT_ERRORS) and not any(ref.endswith(e) for e in IMPORT_ERRORS):
            return "module missing in candidate"
        if any(ref.endswith(e) for e in IMPORT_ERRORS) and not any(cand.endswith(e) for e in IMPORT_ERRORS):
            return "module only in candidate"
    return None


def _imports(tree: ast.Module) -> dict[str, str]:
    """Local name -> what it stands for ("os.path" for `import os.path as p`, "ast.parse")."""
    names: dict[str, str] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                names[alias.asname or alias.name.split(".")[0]] = alias.name if alias.asname else alias.name.split(".")[0]
        elif isinstance(node, ast.ImportFrom) and node.module:
            for alias in node.names:
                names[alias.asname or alias.name] = f"{node.module}.{alias.name}"
    return names


def _api_rule(tree: ast.Module) -> Optional[str]:
    imported = _imports(tree)
    if not imported:
        return None
    uses: dict[str, set[str]] = {}

    def api(node: ast.AST) -> Optional[str]:
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in imported:
            return f"{imported[node.value.id]}.{node.attr}"
        if isinstance(node, ast.Name) and node.id in imported and "." in imported[node.id]:
            return imported[node.id]
        return None

    for node in ast.walk(tree):
        name = api(node)
        if name is not None:
            uses.setdefault(name, set())
        if isinstance(node, ast.Call) and api(node.func) is not None:
            uses.setdefault(api(node.func), set()).update(k.arg or "**" for k in node.keywords)
    if not uses:
        return "import " + ", ".join(sorted(set(imported.values())))
    return "api " + ", ".join(name + (f"({', '.join(sorted(kw))})" if kw else "") for name, kw in sorted(uses.items()))


def _builtin_keywords_rule(tree: ast.Module, kinds: Iterable[str]) -> Optional[str]:
    if not any("TypeError" in side for pair in _sides(kinds) for side in pair):
        return None
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and node.keywords:
            func = node.func
            if (isinstance(func, ast.Name) and func.id in BUILTIN_NAMES) or \
                    (isinstance(func, ast.Attribute) and isinstance(func.value, LITERALS)):
                return "builtin called with keywords"
    return None


def _constructs(tree: ast.Module) -> set[str]:
    """(3.8 construct, the node it sits in) pairs: where a syntax or scoping bug lives."""
    found = set()
    for parent in ast.walk(tree):
        for child in ast.iter_child_nodes(parent):
            name = None
            if isinstance(child, (ast.NamedExpr, ast.Starred, ast.Yield, ast.YieldFrom, ast.Await, ast.Lambda)):
                name = type(child).__name__
            elif isinstance(child, ast.FormattedValue):
                name = "FormattedValue"
            elif isinstance(child, ast.arguments) and child.posonlyargs:
                name = "posonly"
            elif isinstance(child, ast.Continue) and isinstance(parent, ast.Try):
                name = "Continue"
            if name is not None:
                found.add(f"{name} in {type(parent).__name__}")
        if isinstance(parent, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            if any(not isinstance(d, (ast.Name, ast.Attribute, ast.Call)) for d in parent.decorator_list):
                found.add("decorator expression")
    return found


class _Shape(ast.NodeVisitor):
    """Node types, builtin names and attribute names; identifiers -> _, literals -> their type."""

    def __init__(self):
        self.parts: list[str] = []

    def generic_visit(self, node: ast.AST) -> None:
        if isinstance(node, (ast.expr_context, ast.Load, ast.Store, ast.Del)):
            return
        if isinstance(node, ast.Name):
            self.parts.append(node.id if node.id in BUILTIN_NAMES else "_")
            return
        if isinstance(node, ast.Constant):
            self.parts.append(type(node.value).__name__)
            return
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "print":
            for arg in node.args:  # print(x) is how a program shows x, not a construct of its own
                self.visit(arg)
            return
        self.parts.append(type(node).__name__ + (f".{node.attr}" if isinstance(node, ast.Attribute) else ""))
        self.parts.append("(")
        super().generic_visit(node)
        self.parts.append(")")


def shape(source: str, tree: Optional[ast.Module]) -> str:
    if tree is not None:
        visitor = _Shape()
        for statement in tree.body:
            visitor.visit(statement)
        return " ".join(visitor.parts).replace("( )", "").replace(" )", ")").replace("( ", "(")
    return token_shape(source)


def token_shape(source: str) -> str:
    """For programs the host cannot parse: tokens with names and literals abstracted."""
    parts = []
    try:
        for tok in tokenize.generate_tokens(io.StringIO(source).readline):
            if tok.type == tokenize.NAME:
                parts.append(tok.string if tok.string in BUILTIN_NAMES or keyword.iskeyword(tok.string) else "_")
            elif tok.type in (tokenize.NUMBER, tokenize.STRING):
                parts.append(tokenize.tok_name[tok.type].lower())
            elif tok.type == tokenize.OP:
                parts.append(tok.string)
    except (tokenize.TokenError, IndentationError, SyntaxError):
        parts.append("<untokenizable>")
    return " ".join(parts)


def anchor_of(source: str, kinds: Iterable[str]) -> str:
    kinds = tuple(kinds)
    found = _module_rule(kinds)
    if found:
        return found
    tree = parse_quietly(source)
    if tree is not None:
        found = _api_rule(tree) or _builtin_keywords_rule(tree, kinds)
        if found:
            return found
        constructs = _constructs(tree)
        if constructs:
            return f"syntax {', '.join(sorted(constructs))}; {coarse(kinds)}"
    text = shape(source, tree)
    return f"shape {text[:SHAPE_LIMIT]}{'...' if len(text) > SHAPE_LIMIT else ''} #{digest(text)[:6]}; {coarse(kinds)}"


def cause_of(source: str, kinds: Iterable[str], candidate_label: str) -> Cause:
    anchor = anchor_of(source, kinds)
    return Cause(digest(candidate_label, anchor), anchor, candidate_label)


def divergence_cause(div: Divergence) -> Cause:
    return cause_of(div.program.source, div.kinds, implementation_label(div.candidate))


@dataclass
class CauseRecord:
    cause: Cause
    entries: list[str] = field(default_factory=list)  # corpus files of this cause (the first is its entry)
    keys: set[str] = field(default_factory=set)  # divergence keys (candidate, generator, kinds) seen
    kinds: set[str] = field(default_factory=set)
    occurrences: int = 0  # this run
    seeds: set[str] = field(default_factory=set)  # "seed:shard" of this run's occurrences
    prior_occurrences: int = 0  # earlier runs into the same --out (causes.json)
    prior_seeds: set[str] = field(default_factory=set)
    examples: list[dict] = field(default_factory=list)  # reduced programs that were given this cause

    def stats(self) -> dict:
        return {"cause": self.cause.key, "anchor": self.cause.anchor, "occurrences": self.occurrences,
                "seeds": sorted(self.seeds, key=_seed_order)}

    def to_file(self) -> dict:
        return {"anchor": self.cause.anchor, "candidate": self.cause.candidate, "entries": self.entries,
                "keys": sorted(self.keys), "kinds": sorted(self.kinds),
                "occurrences": self.prior_occurrences + self.occurrences,
                "seeds": sorted(self.prior_seeds | self.seeds, key=_seed_order), "examples": self.examples}


def _seed_order(text: str) -> tuple:
    return tuple(int(p) if p.isdigit() else p for p in text.split(":"))


def entry_cause(entry) -> Optional[tuple[Cause, list[str]]]:
    """(cause, difference kinds) of a saved corpus entry; None when its provenance lacks them."""
    prov = entry.provenance
    candidate = prov.get("candidate")
    if not isinstance(candidate, dict) or not candidate.get("name") or entry.path is None:
        return None
    version = str(candidate.get("version", "0.0")).split(".")
    label = f"{candidate['name']}-{'.'.join(version[:2])}"
    try:
        source = entry.path.read_text(encoding="utf-8").split("# ///\n", 1)[-1]
    except OSError:
        return None
    kinds = [str(k) for k in prov.get("kinds", [])]
    return cause_of(source, kinds, label), kinds


class CauseBook:
    """Causes of one corpus directory: its entries' causes, then what this run meets."""

    def __init__(self, index: CorpusIndex):
        self.root = index.root
        self.lock = threading.Lock()
        self.records: dict[str, CauseRecord] = {}
        self.by_key: dict[str, str] = {}
        for entry in sorted(set(index.by_signature.values()), key=lambda e: str(e.path)):
            if entry.path is None:
                continue
            record = self._entry_record(entry)
            if record is not None:
                record.entries.append(str(entry.path))
        self._load_counts()

    def _entry_record(self, entry) -> Optional[CauseRecord]:
        found = entry_cause(entry)
        if found is None:
            return None
        cause, kinds = found
        record = self._record(cause)
        record.kinds.update(kinds)
        if entry.key:
            record.keys.add(entry.key)
            self.by_key.setdefault(entry.key, record.cause.key)
        return record

    def _load_counts(self) -> None:
        if self.root is None or not (self.root / CAUSES_FILE).is_file():
            return
        try:
            saved = json.loads((self.root / CAUSES_FILE).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return
        for key, data in saved.items() if isinstance(saved, dict) else ():
            record = self.records.get(key)
            if record is not None and isinstance(data, dict):
                record.prior_occurrences = int(data.get("occurrences", 0))
                record.prior_seeds = set(map(str, data.get("seeds", [])))
                record.examples = [e for e in data.get("examples", []) if isinstance(e, dict)][:EXAMPLES]
                for k in data.get("keys", []):
                    record.keys.add(str(k))
                    self.by_key.setdefault(str(k), key)

    def _record(self, cause: Cause) -> CauseRecord:
        record = self.records.get(cause.key)
        if record is None:
            record = self.records[cause.key] = CauseRecord(cause)
        return record

    def knows_key(self, key: str) -> bool:
        with self.lock:
            return key in self.by_key

    def has_entry(self, cause: Cause) -> Optional[str]:
        with self.lock:
            record = self.records.get(cause.key)
            return record.entries[0] if record is not None and record.entries else None

    def cause_for(self, div: Divergence) -> Cause:
        """The cause an occurrence counts for: its key's, once the key has one."""
        with self.lock:
            known = self.by_key.get(div.key)
            if known is not None:
                return self.records[known].cause
        return divergence_cause(div)

    def occurred(self, cause: Cause, div: Divergence, entry: Optional[str] = None,
                 reduced: bool = False) -> CauseRecord:
        with self.lock:
            record = self._record(cause)
            if reduced and len(record.examples) < EXAMPLES:
                record.examples.append({"program": div.program.source, "signature": div.signature,
                                        "kinds": list(div.kinds), "seed": f"{div.seed}:{div.block}"})
            if entry and entry not in record.entries:
                record.entries.append(entry)
            record.keys.add(div.key)
            self.by_key.setdefault(div.key, cause.key)
            record.kinds.update(div.kinds)
            record.occurrences += 1
            record.seeds.add(f"{div.seed}:{div.block}")
            return record

    def stats(self, key: str) -> dict:
        with self.lock:
            record = self.records.get(key)
            return record.stats() if record is not None else {}

    def seen(self) -> list[CauseRecord]:
        with self.lock:
            return [r for r in self.records.values() if r.occurrences]

    def save(self) -> None:
        if self.root is None:
            return
        with self.lock:
            data = {key: record.to_file() for key, record in sorted(self.records.items())
                    if record.entries or record.occurrences}
        self.root.mkdir(parents=True, exist_ok=True)
        atomic_write(self.root / CAUSES_FILE, json.dumps(data, indent=1) + "\n")
