"""Root causes: divergences that are the same bug, told apart from divergences that are not.

A campaign meets one bug in many shapes: PyPy's `parser` module fails with three different
exception pairs, every missing module is its own kind, keyword arguments to positional-only
builtins fail in `divmod` and in `dict.get`. The *cause* of a (reduced) divergence is read
from its program and its difference kinds, first rule that applies:

1. the module the reference has and the candidate lacks ("missing module spwd"), as the
   referee's probes found it (fuzz/referee.py; modules only the candidate has, and declared
   CPython-only or platform-optional ones, never get here); else an import failing on one
   side ("module missing in candidate");
2. the library API it calls: the imported modules' attributes it uses, with the keyword
   names passed to them ("api ast.parse(feature_version)"), unless the reference refuses
   a keyword call to one of them with a TypeError the candidate does not raise: that is
   rule 3's cause (positional-only parameters of a library function);
3. keyword arguments to a builtin function or a builtin type's method, when a TypeError
   is involved ("builtin called with keywords");
4. the 3.8 syntax it exercises, as (construct, enclosing construct) pairs ("NamedExpr in
   Subscript"; a lambda counts as a function), with the outcome (`outcome_kind`);
5. otherwise the program's normalised shape: identifiers and literals abstracted, `print`
   calls reduced to their arguments, with the outcome.

The outcome part is what an implementer would fix, not where it showed: the exception
type on each side, with phase changes merged (3.8 rejects it at compile time and the
candidate accepts it, whether the candidate then runs or fails later, is "SyntaxError>accepted").

The cause key is (candidate, anchor); the campaign saves one corpus entry per cause and
counts every occurrence with the seeds that hit it (CauseBook, `<out>/causes.json`).
"""
from __future__ import annotations

import ast
import builtins
import io
import json
import keyword
import re
import threading
import tokenize
import types
from dataclasses import dataclass, field
from typing import Iterable, Optional

from pyconformance.drift.declared import parse_quietly

from pyconformance.fuzz.corpus import CorpusIndex, atomic_write
from pyconformance.fuzz.divergence import Divergence, digest, implementation_label
from pyconformance.fuzz.features import detect
from pyconformance.fuzz.fstring_field import differing_place, is_debug_field, prefix

CAUSES_FILE = "causes.json"
IMPORT_ERRORS = ("ModuleNotFoundError", "ImportError")
BUILTIN_NAMES = frozenset(dir(builtins)) - {"print"}
BUILTIN_FUNCTIONS = frozenset(n for n in BUILTIN_NAMES if isinstance(getattr(builtins, n), types.BuiltinFunctionType))
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


def _exception(side: str) -> str:
    return side.split(":")[-1]


def outcome_kind(kinds: Iterable[str]) -> str:
    """The exception type on each side ("ok" for none), phase changes merged: a SyntaxError
    on one side only is "accepted" or "rejected" whatever the other side did next."""
    kinds = list(kinds)
    sides = _sides(kinds)
    if sides:
        ref, cand = (_exception(side) for side in sides[0])
        if ref == "SyntaxError" and cand != "SyntaxError":
            return "SyntaxError>accepted"
        if cand == "SyntaxError" and ref != "SyntaxError":
            return "rejected>SyntaxError"
        return f"{ref}>{cand}"
    return "+".join(sorted(kinds)) or "none"


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


def _code_strings(tree: ast.Module) -> list[ast.Module]:
    """The string constants a program runs as code (`eval`, `exec`, `compile`), parsed."""
    runs_code = any(isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id in ("eval", "exec", "compile")
                    for n in ast.walk(tree))
    if not runs_code:
        return []
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and "(" in node.value:
            parsed = parse_quietly(node.value)
            if parsed is not None:
                found.append(parsed)
    return found


def _builtin_keywords_rule(tree: ast.Module, kinds: Iterable[str], source: str = "",
                           stdout: tuple[str, str] = ("", "")) -> Optional[str]:
    """Keyword arguments to a builtin, where a TypeError is involved: raised on one side, or
    caught and printed by the program (named in it, or printed by one side only, as
    `type(e).__name__` does); also in the code strings it evaluates."""
    if not any("TypeError" in side for pair in _sides(kinds) for side in pair) and "TypeError" not in source \
            and stdout[0].count("TypeError") == stdout[1].count("TypeError"):
        return None
    for part in (tree, *_code_strings(tree)):
        # builtins handed around as values: `for f, kw in [(divmod, {'x': 7})]: f(**kw)`
        passed = any(isinstance(n, ast.Name) and n.id in BUILTIN_FUNCTIONS and isinstance(n.ctx, ast.Load)
                     for n in ast.walk(part) if not _is_callee(n, part))
        for node in ast.walk(part):
            if isinstance(node, ast.Call) and node.keywords:
                func = node.func
                if (isinstance(func, ast.Name) and func.id in BUILTIN_NAMES) or \
                        (isinstance(func, ast.Attribute) and isinstance(func.value, LITERALS)) or \
                        (passed and any(k.arg is None for k in node.keywords)):
                    return "builtin called with keywords"
    return None


def _refused_keywords_rule(tree: ast.Module, kinds: Iterable[str], stdout: tuple[str, str]) -> Optional[str]:
    """Keyword arguments to an imported module's function that the reference refuses with a
    TypeError and the candidate takes (`math.isqrt(n=0)`): positional-only parameters of a
    library function, the builtin-keywords cause, not a bug of that API."""
    refused = any(_exception(ref) == "TypeError" and _exception(cand) != "TypeError" for ref, cand in _sides(kinds)) \
        or stdout[0].count("TypeError") > stdout[1].count("TypeError")
    if not refused:
        return None
    imported = _imports(tree)
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and any(k.arg for k in node.keywords) and isinstance(node.func, ast.Attribute) \
                and isinstance(node.func.value, ast.Name) and node.func.value.id in imported:
            return "builtin called with keywords"
    return None


def _is_callee(name: ast.AST, tree: ast.AST) -> bool:
    return any(isinstance(n, ast.Call) and n.func is name for n in ast.walk(tree))


def _construct(child: ast.AST, parent: ast.AST) -> Optional[str]:
    if isinstance(child, (ast.NamedExpr, ast.Starred, ast.Yield, ast.YieldFrom, ast.Await)):
        return type(child).__name__
    if isinstance(child, ast.FormattedValue):  # conversion and spec: separate code paths
        return "FormattedValue" + (f"!{chr(child.conversion)}" if child.conversion not in (-1, None) else "") \
            + (":spec" if child.format_spec is not None else "")
    if isinstance(child, ast.arguments) and child.posonlyargs:
        return "posonly"
    if isinstance(child, ast.Continue) and isinstance(parent, ast.Try):
        return "Continue"
    return None


def _constructs(tree: ast.AST) -> set[str]:
    """(3.8 construct, the node it sits in) pairs: where a syntax or scoping bug lives."""
    found = set()
    for parent in ast.walk(tree):
        for child in ast.iter_child_nodes(parent):
            name = _construct(child, parent)
            if name is not None:
                found.add(f"{name} in {_container(parent)}")
        if isinstance(parent, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            if any(not isinstance(d, (ast.Name, ast.Attribute, ast.Call)) for d in parent.decorator_list):
                found.add("decorator expression")
    return found


def _container(node: ast.AST) -> str:
    """def, async def and lambda are one construct to whoever fixes a bug in it."""
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
        return "function"
    return type(node).__name__


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


GENERIC_SYNTAX_MESSAGES = ("invalid syntax", "bad input", "syntax error", "")


def syntax_message(kinds: Iterable[str], reference_message: str, candidate_message: str) -> str:
    """The SyntaxError message that names the rule at stake, normalised: CPython 3.8's when the
    candidate accepts what 3.8 rejects, the candidate's when it rejects what 3.8 accepts.
    "" when there is none, or it is too generic ("invalid syntax") to tell rules apart."""
    kind = outcome_kind(kinds)
    message = reference_message if kind == "SyntaxError>accepted" else \
        candidate_message if kind == "rejected>SyntaxError" else ""
    message = re.sub(r"\s*\((?:<[^>]*>|detected at|[\w./-]+\.py)[^)]*\)\s*$", "", message.strip())
    message = re.sub(r"'[^']*'|\"[^\"]*\"", "'_'", message)
    message = re.sub(r"\d+", "0", message)
    return "" if message.lower().strip(" .") in GENERIC_SYNTAX_MESSAGES else message[:120]


IN_FIELD = (ast.NamedExpr, ast.Lambda, ast.Starred, ast.Yield, ast.YieldFrom, ast.Await)


def _parser_constructs(tree: ast.Module) -> set[str]:
    """The constructs of a program one side refuses to compile, f-string fields named by what
    the f-string parser must take: the constructs inside a field, where they sit
    (`NamedExpr in FormattedValue`, `Lambda in FormattedValue`, `NamedExpr in Compare`),
    whatever conversion and spec came along; else the field's
    conversion (a spec only when it holds a field). MicroPython rejects `f'{(a := 0)!s:f}'`
    and `f'{(a := 0)}'` for one reason."""
    fields = [n for n in ast.walk(tree) if isinstance(n, ast.FormattedValue)]
    inside = {id(n) for f in fields for n in ast.walk(f)}
    found = set()
    for parent in ast.walk(tree):
        for child in ast.iter_child_nodes(parent):
            name = None if id(child) in inside else _construct(child, parent)
            if name is not None:
                found.add(f"{name} in {_container(parent)}")
    for field in fields:
        nested = {f"{type(child).__name__} in {_container(parent)}" for parent in ast.walk(field)
                  for child in ast.iter_child_nodes(parent) if isinstance(child, IN_FIELD) and parent is not field.format_spec}
        if nested:
            found |= nested
            continue
        spec = field.format_spec is not None and any(isinstance(n, ast.FormattedValue)
                                                     for n in ast.walk(field.format_spec))
        conversion = f"!{chr(field.conversion)}" if field.conversion not in (-1, None) else ""
        found.add(f"FormattedValue{conversion}{':nested spec' if spec else ''} in JoinedStr")
    return found


def _syntax(source: str, tree: ast.Module, place: Optional[ast.AST], compile_time: bool = False) -> set[str]:
    """The constructs of the program; of one f-string field alone when a stdout-only difference
    shows in that field's text (fuzz/fstring_field.py): the other fields only came along; of
    the f-string's prefix when the candidate did not format that f-string at all; as the
    parser sees them when one side refuses to compile it."""
    if compile_time:
        constructs = _parser_constructs(tree)
        return constructs | ({"debug ="} if "fstring-eq" in detect(source, tree) else set())
    if isinstance(place, ast.JoinedStr):
        return {f"JoinedStr {prefix(source, place)}''"}
    if place is not None:
        constructs = {f"{_construct(place, tree)} in JoinedStr"} | _constructs(place)
        return constructs | ({"debug ="} if is_debug_field(tree, place) else set())
    constructs = _constructs(tree)
    return constructs | ({"debug ="} if "fstring-eq" in detect(source, tree) else set())


def _uses_imports(node: ast.AST, tree: ast.Module) -> bool:
    imported = _imports(tree)
    return any(isinstance(n, ast.Name) and n.id in imported for n in ast.walk(node))


def anchor_of(source: str, kinds: Iterable[str], module: str = "", message: str = "",
              stdout: tuple[str, str] = ("", "")) -> str:
    """MODULE: the module the candidate lacks, when the referee's probes found one; MESSAGE:
    the SyntaxError message naming the rule at stake (`syntax_message`); STDOUT: the
    reference's and the candidate's, to find the f-string field a stdout difference shows in."""
    kinds = tuple(kinds)
    if module:
        return f"missing module {module}"
    found = _module_rule(kinds)
    if found:
        return found
    if message:  # one syntax rule, in whatever program it showed
        return f"syntax rule \"{message}\"; {outcome_kind(kinds)}"
    tree = parse_quietly(source)
    compile_time = any(side.startswith("compile:") for pair in _sides(kinds) for side in pair)
    if tree is not None:
        # A program one side refuses to compile is about its syntax, never a library's API.
        place = differing_place(source, tree, *stdout) if kinds == ("stdout",) and any(stdout) else None
        # An f-string that shows a value wrongly is the f-string's bug, not the library's that
        # made the value (`f'{now=}'` of a datetime), unless that field calls the library.
        in_fstring = place is not None and not _uses_imports(place, tree)
        found = None if compile_time or in_fstring else \
            _refused_keywords_rule(tree, kinds, stdout) or _api_rule(tree) \
            or _builtin_keywords_rule(tree, kinds, source, stdout)
        if found:
            return found
        constructs = _syntax(source, tree, place, compile_time)
        if constructs:
            return f"syntax {', '.join(sorted(constructs))}; {outcome_kind(kinds)}"
    text = shape(source, tree)
    return f"shape {text[:SHAPE_LIMIT]}{'...' if len(text) > SHAPE_LIMIT else ''} #{digest(text)[:6]}; " \
           f"{outcome_kind(kinds)}"


def cause_of(source: str, kinds: Iterable[str], candidate_label: str, module: str = "", message: str = "",
             stdout: tuple[str, str] = ("", "")) -> Cause:
    anchor = anchor_of(source, kinds, module, message, stdout)
    return Cause(digest(candidate_label, anchor), anchor, candidate_label)


def _message(exception) -> str:
    if isinstance(exception, dict):
        return str(exception.get("message") or "")
    return getattr(exception, "message", "") or ""


def divergence_cause(div: Divergence, module: str = "") -> Cause:
    message = syntax_message(div.kinds, _message(div.reference_outcome.exception),
                             _message(div.candidate_outcome.exception))
    return cause_of(div.program.source, div.kinds, implementation_label(div.candidate), module, message,
                    (div.reference_outcome.stdout, div.candidate_outcome.stdout))


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
    # The label the campaign used (name + language version); older entries: name + version.
    label = str(prov.get("candidate_label") or f"{candidate['name']}-{'.'.join(version[:2])}")
    try:
        source = entry.path.read_text(encoding="utf-8").split("# ///\n", 1)[-1]
    except OSError:
        return None
    kinds = [str(k) for k in prov.get("kinds", [])]
    message = syntax_message(kinds, _message((prov.get("reference_outcome") or {}).get("exception")),
                             _message((prov.get("candidate_outcome") or {}).get("exception")))
    stdout = tuple(str((prov.get(side) or {}).get("stdout") or "") for side in ("reference_outcome", "candidate_outcome"))
    return cause_of(source, kinds, label, str(prov.get("missing_module", "")), message, stdout), kinds


class CauseBook:
    """Causes of one corpus directory: its entries' causes, then what this run meets."""

    def __init__(self, index: CorpusIndex):
        self.root = index.root
        self.lock = threading.Lock()
        self.records: dict[str, CauseRecord] = {}
        self.by_key: dict[str, str] = {}
        self.problems: list[str] = []  # what of causes.json could not be read
        for entry in sorted(index.entries, key=lambda e: str(e.path)):
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
        """Earlier runs' counts from causes.json; what cannot be read is in self.problems (the
        summary's warnings) and starts from nothing, never stops the campaign."""
        path = self.root / CAUSES_FILE if self.root is not None else None
        if path is None or not path.is_file():
            return
        try:
            saved = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            self.problems.append(f"{path}: not readable JSON ({type(exc).__name__}); earlier counts not carried on")
            return
        if not isinstance(saved, dict):
            self.problems.append(f"{path}: not a JSON object; earlier counts not carried on")
            return
        for key, data in saved.items():
            record = self.records.get(key)
            if record is None or not isinstance(data, dict):
                continue
            try:
                occurrences, seeds = int(data.get("occurrences", 0)), set(map(str, data.get("seeds", [])))
                keys = [str(k) for k in data.get("keys", [])]
                examples = [e for e in data.get("examples", []) if isinstance(e, dict)][:EXAMPLES]
            except (TypeError, ValueError) as exc:
                self.problems.append(f"{path}: cause {key}: {exc}; its earlier counts not carried on")
                continue
            record.prior_occurrences, record.prior_seeds, record.examples = occurrences, seeds, examples
            for k in keys:
                record.keys.add(k)
                self.by_key.setdefault(k, key)

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
                # with its command line: a witness that needs `-X dev` or a variable replays only with it
                record.examples.append({"program": div.program.source, **div.program.command(),
                                        "signature": div.signature, "kinds": list(div.kinds),
                                        "seed": f"{div.seed}:{div.block}"})
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
