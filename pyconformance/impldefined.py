"""Implementation-defined behaviour: what two conforming Pythons may legitimately do differently.

The language reference leaves some behaviour to the implementation (and CPython's
documentation marks more as "CPython implementation detail"). A difference between a
candidate and the reference that touches only such behaviour is not a conformance bug, so
the differ normalises what it can on both sides (object addresses; set displays, compared
as sets when the program builds sets) and classifies what remains into one of the declared
classes below. A classified difference is reported apart, never as a cause.

Each class is detected from the program's syntax tree and the two outcomes; the table
(`CLASSES`) is declared here and rendered in the fuzz docs, where each row cites its source.
"""
from __future__ import annotations

import ast
import builtins
import math
import re
from dataclasses import dataclass
from typing import Iterable, Optional

from pyconformance.drift.declared import parse_quietly
from pyconformance.outcome import Outcome


@dataclass(frozen=True)
class DefinedClass:
    id: str
    what: str
    source: str  # where the language reference or CPython's docs leave it to the implementation


CLASSES = (
    DefinedClass("object-repr", "default reprs with addresses; reprs of functions, builtin methods, code objects",
                 "Data model, object.__repr__ and id(): the default repr and identity are the implementation's"),
    DefinedClass("builtin-introspection", "`__code__`, `__text_signature__`, `inspect.signature` of builtins, frames",
                 "Data model: code objects and frames are CPython implementation details; inspect docs"),
    DefinedClass("identity", "`id()`, `hash()` of objects, `sys.getsizeof`, `sys.getrefcount`, `sys.intern`",
                 "Built-in functions id/hash (CPython detail: address); sys.getsizeof (implementation-specific)"),
    DefinedClass("gc", "the `gc` module and object finalisation timing",
                 "gc module docs; data model __del__: when objects are collected is implementation-defined"),
    DefinedClass("bytecode", "`dis`, `opcode`, bytecode and code object fields",
                 "dis module docs: bytecode is a CPython implementation detail"),
    DefinedClass("recursion-limit", "recursion limits, RecursionError depth, `sys.setrecursionlimit`",
                 "sys.setrecursionlimit docs: the highest possible limit is platform-dependent"),
    DefinedClass("set-order", "iteration order of sets and frozensets",
                 "Data model, set types: sets are unordered collections"),
    DefinedClass("best-effort-api", "`ast.parse(..., feature_version=...)`",
                 "ast.parse docs: feature_version is best effort, no guarantee"),
    DefinedClass("error-message", "the wording of exception messages a program prints",
                 "Language reference leaves messages unspecified; only exception types are defined"),
    DefinedClass("nondeterministic", "random numbers, clocks, process ids, temporary names, salts, uuids",
                 "random/time/os/uuid/tempfile/crypt docs: values differ from run to run by design"),
    DefinedClass("float-accuracy", "the last digits of what `math`, `cmath` and `statistics` functions return",
                 "math docs: thin wrappers around the platform C math library; accuracy is the platform's"),
)
CLASS_IDS = tuple(c.id for c in CLASSES)

BUILTIN_NAMES = frozenset(dir(builtins))
ADDRESS = re.compile(r" at 0x[0-9a-fA-F]+")
# Reprs whose text the implementation chooses (innermost first; replaced until none is left).
DEFINED_REPR = re.compile(
    r"<(?:built-in (?:function|method) |bound method |method-wrapper |function |code object |slot wrapper |"
    r"method '|method-descriptor |generator object |coroutine object |async_generator object |"
    r"cell at |frame |classmethod object|staticmethod object|[\w.]+ object at |[^<>\n]* at 0x)"
    r"(?:[^<>\n]|<[\w.-]*>)*>")

INTROSPECTION_ATTRS = frozenset({"__code__", "__text_signature__", "__closure__", "f_locals", "f_back",
                                 "gi_frame", "cr_frame", "tb_frame", "co_code", "co_consts"})
INSPECT_CALLS = frozenset({"signature", "getfullargspec", "getargspec", "getsource", "getsourcelines", "getfile",
                           "currentframe", "stack", "getframeinfo", "getmembers", "getattr_static"})
IMPORT_ERRORS = frozenset({"ImportError", "ModuleNotFoundError"})
IDENTITY_CALLS = frozenset({"id", "hash"})
IDENTITY_SYS = frozenset({"getsizeof", "getrefcount", "intern", "_getframe", "getallocatedblocks"})
RECURSION_SYS = frozenset({"getrecursionlimit", "setrecursionlimit"})
NONDETERMINISTIC_MODULES = frozenset({"random", "time", "uuid", "tempfile", "crypt", "secrets", "datetime",
                                      "os", "threading", "multiprocessing", "socket", "resource", "platform"})
NONDETERMINISTIC_CALLS = frozenset({"random", "randint", "choice", "shuffle", "sample", "uniform", "getrandbits",
                                    "time", "monotonic", "perf_counter", "process_time", "time_ns", "clock",
                                    "uuid1", "uuid4", "mkstemp", "mkdtemp", "mktemp", "gettempprefix",
                                    "NamedTemporaryFile", "TemporaryFile", "TemporaryDirectory", "mksalt", "crypt",
                                    "token_bytes", "token_hex", "token_urlsafe", "randbits", "now", "today",
                                    "utcnow", "getpid", "getppid", "urandom", "get_ident", "get_native_id",
                                    "localtime", "gmtime", "ctime", "asctime", "strftime", "cpu_count",
                                    "getloadavg", "times", "getrusage", "node", "uname", "gethostname"})


FLOAT = re.compile(r"-?\d+\.\d+(?:[eE][-+]?\d+)?|-?\d+[eE][-+]?\d+")
LIBM_MODULES = frozenset({"math", "cmath", "statistics"})
# How far apart two results may be and still differ only by a math function's last bits: 12
# significant digits agree. Not a few units in the last place: arithmetic after the call can
# amplify one bit (`0.5 * (1 + erf(x))` loses what `1 + erf(x)` cancels).
RELATIVE = 1e-12


def _only_last_digits_differ(reference: str, candidate: str) -> bool:
    """The two stdouts differ, and only in floats that agree to 12 significant digits
    (`0.2524925375469229` and `0.252492537546923`; `0.12167250457438128` and `0.12167250457438139`)."""
    ref_lines, cand_lines = reference.split("\n"), candidate.split("\n")
    if len(ref_lines) != len(cand_lines):
        return False
    differs = False
    for ref, cand in zip(ref_lines, cand_lines):
        if ref == cand:
            continue
        if FLOAT.sub("#", ref) != FLOAT.sub("#", cand):
            return False
        for a, b in zip(map(float, FLOAT.findall(ref)), map(float, FLOAT.findall(cand))):
            if a != b:
                if not (math.isfinite(a) and math.isfinite(b)) or abs(a - b) > RELATIVE * max(abs(a), abs(b)):
                    return False
                differs = True
    return differs


def _names(tree: ast.AST) -> tuple[set[str], set[str], set[tuple[str, str]], set[str], set[str]]:
    """(called names, attribute names, (module-ish name, attribute) pairs, imported modules,
    keyword names) of a program."""
    called, attrs, pairs, modules, keywords = set(), set(), set(), set(), set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            if isinstance(node.func, ast.Name):
                called.add(node.func.id)
            elif isinstance(node.func, ast.Attribute):
                called.add(node.func.attr)
            keywords.update(k.arg for k in node.keywords if k.arg)
        elif isinstance(node, ast.Attribute):
            attrs.add(node.attr)
            if isinstance(node.value, ast.Name):
                pairs.add((node.value.id, node.attr))
        elif isinstance(node, ast.Import):
            modules.update(a.name.split(".")[0] for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            modules.add(node.module.split(".")[0])
            pairs.update((node.module.split(".")[0], a.name) for a in node.names)
    return called, attrs, pairs, modules, keywords


def _inspects_builtin(tree: ast.AST, modules: set[str]) -> bool:
    """inspect.signature(len), signature(str.join), signature(math.hypot): a builtin's metadata
    (a class or function of the program's own is the language's)."""
    builtin_roots = BUILTIN_NAMES | modules
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and node.args:
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
            first = node.args[0]
            root = first
            while isinstance(root, ast.Attribute):
                root = root.value
            if name in INSPECT_CALLS and isinstance(root, ast.Name) and root.id in builtin_roots:
                return True
    return False


def uses_sets(tree: Optional[ast.AST]) -> bool:
    if tree is None:
        return False
    for node in ast.walk(tree):
        if isinstance(node, (ast.Set, ast.SetComp)):
            return True
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("set", "frozenset"):
            return True
    return False


def _message_prefixes(tree: ast.AST) -> list[str]:
    """The constant text a program prints before an exception's message: "ValueError " for
    `except ValueError as e: print('ValueError', e)`, "err: " for `print(f'err: {e}')`.
    Only prints with such a prefix count: a bare `print(e)` could print anything."""
    bound = {h.name for h in ast.walk(tree) if isinstance(h, ast.ExceptHandler) and h.name}
    if not bound:
        return []

    def shows_message(node: ast.AST) -> bool:
        """NODE uses a bound exception other than through `type(e)` (`type(e).__name__` shows no message)."""
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "type":
            return False
        if isinstance(node, ast.Name):
            return node.id in bound
        return any(shows_message(child) for child in ast.iter_child_nodes(node))

    prefixes = []
    for call in ast.walk(tree):
        if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and call.func.id == "print"):
            continue
        parts = []
        for arg in call.args:
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                parts.append(arg.value)
                continue
            if isinstance(arg, ast.JoinedStr):
                text = ""
                for value in arg.values:
                    if isinstance(value, ast.Constant):
                        text += str(value.value)
                    elif shows_message(value):
                        prefixes.append(" ".join(parts + [text]))
                        break
                    else:
                        break
            elif shows_message(arg):
                prefixes.append(" ".join(parts) + " " if parts else "")
            break
    return [p for p in prefixes if p.strip()]


def _only_messages_differ(tree: ast.AST, reference: str, candidate: str) -> bool:
    """Every differing stdout line starts, on both sides, with the text a program prints
    before an exception's message."""
    prefixes = _message_prefixes(tree)
    ref_lines, cand_lines = reference.split("\n"), candidate.split("\n")
    if not prefixes or len(ref_lines) != len(cand_lines):
        return False
    for ref, cand in zip(ref_lines, cand_lines):
        if ref != cand and not any(ref.startswith(p) and cand.startswith(p) for p in prefixes):
            return False
    return True


# -- stdout normalisation ---------------------------------------------------

_CLOSERS = {"(": ")", "[": "]", "{": "}"}


def _string_end(text: str, i: int) -> int:
    quote, j = text[i], i + 1
    while j < len(text):
        if text[j] == "\\":
            j += 2
            continue
        if text[j] == quote:
            return j + 1
        j += 1
    raise ValueError("unterminated string")


def _scan(text: str, i: int, closer: str) -> tuple[str, int]:
    """Normalised text from I up to and including CLOSER ("" at top level): set displays
    (braces without a top-level colon) get their elements sorted."""
    items, current, colon = [], [], False
    while i < len(text):
        ch = text[i]
        if ch in "'\"":
            end = _string_end(text, i)
            current.append(text[i:end])
            i = end
        elif ch in _CLOSERS:
            inner, i = _scan(text, i + 1, _CLOSERS[ch])
            current.append(ch + inner)
        elif closer and ch == closer:
            items.append("".join(current))
            if closer == "}" and not colon and len(items) > 1:
                items = sorted(item.strip() for item in items)
                return ", ".join(items) + "}", i + 1
            return ",".join(items) + closer, i + 1
        elif ch in ")]}":
            raise ValueError("unbalanced")
        elif closer and ch == ",":
            items.append("".join(current))
            current = []
            i += 1
        else:
            colon = colon or (ch == ":" and closer == "}")
            current.append(ch)
            i += 1
    if closer:
        raise ValueError("unbalanced")
    return "".join(current), i


def sorted_sets(text: str) -> str:
    """Each line with its set displays' elements in sorted order; a line that does not scan
    (an unbalanced bracket, an unterminated quote) is left as it is."""
    lines = []
    for line in text.split("\n"):
        try:
            lines.append(_scan(line, 0, "")[0])
        except (ValueError, IndexError, RecursionError):
            lines.append(line)
    return "\n".join(lines)


def neutral_reprs(text: str) -> str:
    before = None
    while before != text:
        before, text = text, DEFINED_REPR.sub("<repr>", text)
    return text


def normalize_stdout(text: str, source: str = "", tree: Optional[ast.AST] = None) -> str:
    """What of a program's stdout is compared: addresses never; sets as sets when the
    program builds sets (it prints them, or their elements in iteration order)."""
    text = ADDRESS.sub(" at 0x?", text)
    if source and "{" in text and uses_sets(tree if tree is not None else parse_quietly(source)):
        text = sorted_sets(text)
    return text


# -- classification ---------------------------------------------------------

def _exception_types(*outcomes: Outcome) -> set[str]:
    return {o.exception.type for o in outcomes if o.exception is not None}


def classify(source: str, reference: Outcome, candidate: Outcome, kinds: Iterable[str]) -> str:
    """The implementation-defined class explaining every difference (KINDS: the kinds of
    the differences), or "" when some difference is not implementation-defined."""
    kinds = set(kinds)
    if not kinds or "abnormal" in kinds:
        return ""
    stdout_only = kinds == {"stdout"}
    both_stdout = reference.stdout + candidate.stdout
    if stdout_only and neutral_reprs(reference.stdout) == neutral_reprs(candidate.stdout):
        return "object-repr"
    if _exception_types(reference, candidate) & IMPORT_ERRORS:
        return ""  # a module one side lacks: the module policy's (fuzz/modules.py), not a class here
    tree = parse_quietly(source)
    if tree is None:
        return ""
    called, attrs, pairs, modules, keywords = _names(tree)
    if ("parse" in called and "feature_version" in keywords) or ("compile" in called and "_feature_version" in keywords):
        return "best-effort-api"
    if attrs & INTROSPECTION_ATTRS or ("inspect" in modules and _inspects_builtin(tree, modules)):
        return "builtin-introspection"
    if called & IDENTITY_CALLS or {("sys", a) for a in IDENTITY_SYS} & pairs or "__hash__" in attrs:
        return "identity"
    if "gc" in modules:
        return "gc"
    if modules & {"dis", "opcode"}:
        return "bytecode"
    if {("sys", a) for a in RECURSION_SYS} & pairs or "RecursionError" in _exception_types(reference, candidate) \
            or "RecursionError" in both_stdout or "maximum recursion depth" in both_stdout:
        return "recursion-limit"
    if modules & NONDETERMINISTIC_MODULES and called & NONDETERMINISTIC_CALLS:
        return "nondeterministic"
    if stdout_only and modules & LIBM_MODULES and _only_last_digits_differ(reference.stdout, candidate.stdout):
        return "float-accuracy"
    if stdout_only and uses_sets(tree) and sorted(reference.stdout) == sorted(candidate.stdout):
        return "set-order"
    if stdout_only and _only_messages_differ(tree, reference.stdout, candidate.stdout):
        return "error-message"
    return ""
