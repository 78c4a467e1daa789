"""Mutation operators: plausible implementation bugs of the 3.8 features, each labelled with
the catalogue rule it breaks.

A `source` operator rewrites the program text the way a buggy parser, compiler or
source-to-source tool would (the program it returns is what the broken implementation
"really" runs). A `patch` operator is Python code run inside the interpreter before the
program, replacing a library function or builtin with a broken one; it is put on the
program's first line (the metadata comment), so line numbers do not move.
"""
from __future__ import annotations

import io
import re
import tokenize
from dataclasses import dataclass
from typing import Callable, Optional


@dataclass(frozen=True)
class Operator:
    name: str
    rule: str
    bug: str                                   # the implementation bug it models
    transform: Optional[Callable[[str], str]] = None
    patch: str = ""                            # code run before the program
    equivalent: str = ""                       # why no program can tell it apart, if so

    @property
    def kind(self) -> str:
        return "source" if self.transform else "patch"

    def apply(self, source: str) -> str:
        if self.transform:
            return self.transform(source)
        first, newline, rest = source.partition("\n")
        # one line, so every line number of the program stays the same
        return f"exec({self.patch!r}, {{'__name__': '_mutant'}})" + newline + rest


def sub(pattern: str, replacement, flags: int = 0) -> Callable[[str], str]:
    compiled = re.compile(pattern, flags)
    return lambda source: compiled.sub(replacement, source)


# ---- token-level helpers for walrus mutants ----

def _tokens(source: str):
    try:
        return list(tokenize.generate_tokens(io.StringIO(source).readline))
    except (tokenize.TokenError, IndentationError, SyntaxError):
        return None


def _offsets(source: str):
    starts, total = [0], 0
    for line in source.splitlines(True):
        total += len(line)
        starts.append(total)
    return lambda pos: starts[pos[0] - 1] + pos[1]


def _groups(tokens):
    """(open index, close index) of every bracket pair."""
    stack, pairs = [], []
    for i, tok in enumerate(tokens):
        if tok.type == tokenize.OP and tok.string in "([{":
            stack.append(i)
        elif tok.type == tokenize.OP and tok.string in ")]}" and stack:
            pairs.append((stack.pop(), i))
    return pairs


def walrus_yields_none(source: str) -> str:
    """`(NAME := EXPR)` evaluates to None (the binding still happens)."""
    tokens = _tokens(source)
    if tokens is None:
        return source
    at = _offsets(source)
    edits = []
    for start, end in _groups(tokens):
        inner = tokens[start + 1:end]
        if (tokens[start].string == "(" and len(inner) >= 3 and inner[0].type == tokenize.NAME
                and inner[1].string == ":=" and not any(t.string in (",", "for") for t in inner)):
            edits.append((at(tokens[start].start), at(tokens[end].end)))
    for lo, hi in sorted(edits, reverse=True):
        source = source[:lo] + "(" + source[lo:hi] + " and None)" + source[hi:]
    return source


def walrus_comprehension_local(source: str) -> str:
    """A walrus in a comprehension binds in the comprehension's own scope."""
    tokens = _tokens(source)
    if tokens is None:
        return source
    at = _offsets(source)
    renames = {}
    for start, end in _groups(tokens):
        inner = tokens[start + 1:end]
        if not any(t.type == tokenize.NAME and t.string == "for" for t in inner):
            continue
        targets = {inner[i - 1].string for i, t in enumerate(inner) if t.string == ":=" and i > 0}
        for t in inner:
            if t.type == tokenize.NAME and t.string in targets:
                renames[at(t.start)] = (at(t.end), "_mut_" + t.string)
    for lo in sorted(renames, reverse=True):
        hi, new = renames[lo]
        source = source[:lo] + new + source[hi:]
    return source


# ---- f-string mutants (regexes over the program text) ----
FSTRING_EQ_SPACES = re.compile(r"\{(\s*[^{}'\"=!:<>]+?)\s*=\s*(?=[!:}])")


def drop_eq_spaces(source: str) -> str:
    return FSTRING_EQ_SPACES.sub(lambda m: "{" + m.group(1).strip() + "=", source)


HOISTABLE = re.compile(r"^(?P<indent>[ \t]*)(?P<head>(?!def |class |for |if |while |with ).*?)\((?P<name>[A-Za-z_]\w*) := (?P<value>[^()]+)\)(?P<tail>.*)$", re.M)


def walrus_hoisted(source: str) -> str:
    """A backport that assigns every simple walrus on its own line before the statement (so
    `x + (x := 1)` reads the new x): the evaluation-order bug of a naive statement splitter."""
    return HOISTABLE.sub(lambda m: f"{m['indent']}{m['name']} = {m['value']}\n"
                                   f"{m['indent']}{m['head']}{m['name']}{m['tail']}", source)


OPERATORS: list[Operator] = [
    # ---- walrus ----
    Operator("walrus-statement-accepted", "walrus.statement-level",
             "an unparenthesized `x := 1` statement is accepted as `x = 1`",
             sub(r"(?m)^(\s*)([A-Za-z_]\w*)\s*:=\s*", r"\1\2 = ")),
    Operator("walrus-lambda-body-accepted", "walrus.lambda",
             "`lambda: x := 1` is accepted (the body is just the value)",
             sub(r"(lambda[^:()]*:\s*)[A-Za-z_]\w*\s*:=\s*", r"\1")),
    Operator("walrus-keyword-value-accepted", "walrus.keyword-argument",
             "`f(x = y := 1)` is accepted as `f(x=1)`",
             sub(r"([(,]\s*[A-Za-z_]\w*\s*=\s*)[A-Za-z_]\w*\s*:=\s*", r"\1")),
    Operator("walrus-attribute-target-accepted", "walrus.target-name",
             "`(a.b := 1)` is accepted and binds the last name",
             sub(r"\(\s*[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*\.([A-Za-z_]\w*)\s*:=", r"(\1 :=")),
    Operator("walrus-augmented-accepted", "walrus.no-augmented",
             "`(x += 1)` is accepted as an increment expression",
             sub(r"\(\s*([A-Za-z_]\w*)\s*\+=\s*", r"(\1 := \1 + ")),
    Operator("walrus-comprehension-local", "walrus.comprehension-scope",
             "a walrus in a comprehension binds in the comprehension's own scope",
             walrus_comprehension_local),
    Operator("walrus-yields-none", "walrus.value",
             "a parenthesized walrus binds the name but evaluates to None",
             walrus_yields_none),
    # ---- positional-only ----
    Operator("posonly-marker-dropped", "posonly.positional-only",
             "'/' is parsed and ignored: its parameters accept keywords",
             sub(r",\s*/\s*(?=[,)])", "")),
    Operator("posonly-lambda-marker-dropped", "posonly.lambda",
             "'/' in a lambda's parameters is ignored",
             sub(r"(lambda\b[^:]*?),\s*/\s*(?=[,:])", r"\1")),
    Operator("signature-without-slash", "posonly.signature",
             "inspect renders positional-only parameters without the '/'",
             patch="import inspect\nold = inspect.Signature.__str__\n"
                   "inspect.Signature.__str__ = lambda self: old(self).replace(', /', '')\n"),
    Operator("divmod-takes-keywords", "posonly.builtins",
             "divmod is a Python function whose parameters accept keywords (as on PyPy)",
             patch="import builtins\nold = builtins.divmod\n"
                   "def divmod(x, y):\n    return old(x, y)\nbuiltins.divmod = divmod\n"),
    Operator("pow-takes-no-keywords", "lib.pow.keywords",
             "pow rejects every keyword, as the article says (3.7 behaviour)",
             patch="import builtins\nold = builtins.pow\n"
                   "def pow(*args, **kwargs):\n    if kwargs:\n"
                   "        raise TypeError('pow() takes no keyword arguments')\n    return old(*args)\n"
                   "builtins.pow = pow\n"),
    Operator("pow-named-x-y-z", "erratum.pow-keywords",
             "pow's keywords are named x, y, z",
             patch="import builtins\nold = builtins.pow\n"
                   "def pow(x, y, z=None):\n    return old(x, y, z)\nbuiltins.pow = pow\n"),
    Operator("pow-no-modular-inverse", "lib.pow.modular_inverse",
             "pow(b, -e, m) raises ValueError instead of computing the inverse (3.7 behaviour)",
             patch="import builtins\nold = builtins.pow\n"
                   "def pow(base, exp, mod=None):\n"
                   "    if mod is not None and isinstance(exp, int) and exp < 0:\n"
                   "        raise ValueError('pow() 2nd argument cannot be negative when 3rd argument specified')\n"
                   "    return old(base, exp, mod)\nbuiltins.pow = pow\n"),
    Operator("pow-is-the-seed-python", "erratum.seed-pow-builtin",
             "builtins.pow is the article's pure-Python def pow(x, y, z=None, /)",
             patch="import builtins\n"
                   "def pow(x, y, z=None, /):\n    r = x**y\n    if z is not None:\n        r %= z\n    return r\n"
                   "builtins.pow = pow\n"),
    # ---- f-string '=' ----
    Operator("fstring-eq-spaces-dropped", "fstring.eq.whitespace",
             "the spaces around '=' are normalised away", drop_eq_spaces),
    Operator("fstring-eq-leading-space-dropped", "fstring.eq.whitespace",
             "spaces before the expression are dropped from the echoed text",
             sub(r"(f['\"][^'\"]*?\{)\s+(?=[^{}'\"]*=)", r"\1")),
    Operator("fstring-eq-text-dropped", "fstring.eq.text",
             "the expression text and '=' are not echoed",
             sub(r"\{([A-Za-z_][\w.]*)=(?=[}!:])", r"{\1")),
    Operator("fstring-eq-str-default", "fstring.eq.repr_default",
             "'=' without conversion or spec uses str() instead of repr()",
             sub(r"(\{[^{}!:'\"]*?=)\}", r"\1!s}")),
    Operator("fstring-eq-spec-uses-repr", "fstring.eq.spec_formats_value",
             "with a format spec and no conversion, '=' formats the repr",
             sub(r"(\{[^{}!:'\"]*?=):", r"\1!r:")),
    Operator("fstring-eq-conversion-ignored", "fstring.eq.conversion",
             "a conversion after '=' is ignored (repr is always used)",
             sub(r"=!s(?=[}:])", "=!r")),
    Operator("fstring-bang-d-accepted", "erratum.fstring.bang_d",
             "the mail's '!d' conversion is implemented",
             sub(r"\{([^{}!:'\"]+?)=?!d(?=[}:])", r"{\1=")),
    Operator("fstring-bang-f-accepted", "erratum.fstring.bang_f",
             "the article's '!f' conversion is accepted as no conversion",
             sub(r"!f(?=[:}])", "")),
    # ---- pycache ----
    Operator("pycache-env-ignored", "pycache.prefix.env",
             "PYTHONPYCACHEPREFIX is not read",
             patch="import sys\nif 'pycache_prefix' not in sys._xoptions:\n    sys.pycache_prefix = None\n"),
    Operator("pycache-xoption-ignored", "pycache.prefix.xoption",
             "-X pycache_prefix is not read",
             patch="import sys, os\nif 'pycache_prefix' in sys._xoptions:\n"
                   "    sys.pycache_prefix = None if sys.flags.ignore_environment else "
                   "(os.environ.get('PYTHONPYCACHEPREFIX') or None)\n"),
    Operator("pycache-env-wins", "pycache.prefix.precedence",
             "PYTHONPYCACHEPREFIX wins over -X pycache_prefix",
             patch="import sys, os\nif os.environ.get('PYTHONPYCACHEPREFIX') and not sys.flags.ignore_environment:\n"
                   "    sys.pycache_prefix = os.path.abspath(os.environ['PYTHONPYCACHEPREFIX'])\n"),
    Operator("pycache-env-read-under-E", "pycache.prefix.ignore_env",
             "-E does not stop PYTHONPYCACHEPREFIX from being read",
             patch="import sys, os\nif os.environ.get('PYTHONPYCACHEPREFIX') and 'pycache_prefix' not in sys._xoptions:\n"
                   "    sys.pycache_prefix = os.path.abspath(os.environ['PYTHONPYCACHEPREFIX'])\n"),
    Operator("pycache-prefix-flat", "pycache.prefix.mirror_tree",
             "byte code under a prefix is stored flat, not in a mirror of the source tree",
             patch="import sys, os, importlib.util, importlib._bootstrap_external as ext\nold = ext.cache_from_source\n"
                   "def cache_from_source(path, debug_override=None, *, optimization=None):\n"
                   "    out = old(path, debug_override, optimization=optimization)\n"
                   "    if sys.pycache_prefix:\n"
                   "        return os.path.join(sys.pycache_prefix, os.path.basename(out))\n"
                   "    return out\n"
                   "ext.cache_from_source = importlib.util.cache_from_source = cache_from_source\n"),
    Operator("pycache-name-without-tag", "pycache.naming",
             "cached files are named NAME.pyc, without the interpreter tag",
             patch="import sys, importlib.util, importlib._bootstrap_external as ext\nold = ext.cache_from_source\n"
                   "def cache_from_source(path, debug_override=None, *, optimization=None):\n"
                   "    out = old(path, debug_override, optimization=optimization)\n"
                   "    return out.replace('.' + sys.implementation.cache_tag, '')\n"
                   "ext.cache_from_source = importlib.util.cache_from_source = cache_from_source\n"),
    Operator("pycache-beside-source", "pycache.compile_on_import",
             "byte code is written beside the source as NAME.pyc (the pre-PEP 3147 layout)",
             patch="import os, importlib.util, importlib._bootstrap_external as ext\n"
                   "def cache_from_source(path, debug_override=None, *, optimization=None):\n"
                   "    return os.path.splitext(path)[0] + '.pyc'\n"
                   "ext.cache_from_source = importlib.util.cache_from_source = cache_from_source\n"),
    Operator("pycache-prefix-write-only", "pycache.prefix.read",
             "byte code is written under the prefix but never read back from it",
             patch="import sys, os, importlib._bootstrap_external as ext\nold = ext.FileLoader.get_data\n"
                   "def get_data(self, path):\n"
                   "    if sys.pycache_prefix and path.endswith('.pyc') and path.startswith(sys.pycache_prefix):\n"
                   "        raise OSError('mutant: prefix not read')\n"
                   "    return old(self, path)\n"
                   "ext.FileLoader.get_data = get_data\n"),
    Operator("pyc-size-not-recorded", "pycache.pyc_contents",
             "the .pyc header records source size 0",
             patch="import importlib._bootstrap_external as ext\nold = ext._code_to_timestamp_pyc\n"
                   "ext._code_to_timestamp_pyc = lambda code, mtime=0, source_size=0: old(code, mtime, 0)\n"),
    Operator("dont-write-bytecode-ignored", "pycache.dont_write",
             "sys.dont_write_bytecode (and -B, PYTHONDONTWRITEBYTECODE) is ignored",
             patch="import importlib._bootstrap_external as ext\nold = ext.SourceLoader._cache_bytecode\n"
                   "def _cache_bytecode(self, source_path, bytecode_path, data):\n"
                   "    return self.set_data(bytecode_path, data)\n"
                   "ext.SourceFileLoader._cache_bytecode = _cache_bytecode\n"
                   "import sys\nold_get_code = ext.SourceLoader.get_code\n"
                   "def get_code(self, fullname):\n"
                   "    flag = sys.dont_write_bytecode\n    sys.dont_write_bytecode = False\n"
                   "    try:\n        return old_get_code(self, fullname)\n"
                   "    finally:\n        sys.dont_write_bytecode = flag\n"
                   "ext.SourceLoader.get_code = get_code\n"),
    # ---- library ----
    Operator("math-prod-ignores-start", "lib.math.prod",
             "math.prod ignores its start argument",
             patch="import math, functools, operator\n"
                   "math.prod = lambda iterable, *, start=1: functools.reduce(operator.mul, iterable, 1)\n"),
    Operator("math-isqrt-by-float", "lib.math.isqrt",
             "math.isqrt is int(math.sqrt(n)), wrong for large n",
             patch="import math\nold = math.isqrt\n"
                   "def isqrt(n):\n    old(n)  # keep the type and sign checks\n    return int(math.sqrt(n))\n"
                   "math.isqrt = isqrt\n"),
    Operator("math-dist-truncates", "lib.math.dist",
             "math.dist zips the points, silently dropping extra coordinates",
             patch="import math\nmath.dist = lambda p, q: math.sqrt(sum((a - b) ** 2 for a, b in zip(p, q)))\n"),
    Operator("math-comb-by-factorials", "lib.math.comb_perm",
             "math.comb is n!/(k!(n-k)!), raising instead of returning 0 when k > n",
             patch="import math\nold = math.comb\n"
                   "def comb(n, k):\n    old(n, k)\n"
                   "    return math.factorial(n) // (math.factorial(k) * math.factorial(n - k))\n"
                   "math.comb = comb\n"),
    Operator("math-hypot-two-args", "lib.math.hypot",
             "math.hypot only uses its first two coordinates (the 3.7 signature)",
             patch="import math\nold = math.hypot\nmath.hypot = lambda *c: old(*c[:2])\n"),
    Operator("fmean-is-mean", "lib.statistics.fmean",
             "statistics.fmean is statistics.mean (no conversion to float)",
             patch="import statistics\nstatistics.fmean = statistics.mean\n"),
    Operator("geometric-mean-is-harmonic", "lib.statistics.geometric_mean",
             "statistics.geometric_mean computes the harmonic mean",
             patch="import statistics\nstatistics.geometric_mean = statistics.harmonic_mean\n"),
    Operator("multimode-first-only", "lib.statistics.multimode",
             "statistics.multimode returns only the first mode",
             patch="import statistics\nold = statistics.multimode\n"
                   "statistics.multimode = lambda data=(): old(data)[:1]\n"),
    Operator("quantiles-inclusive-default", "lib.statistics.quantiles",
             "statistics.quantiles defaults to method='inclusive'",
             patch="import statistics\nold = statistics.quantiles\n"
                   "def quantiles(data, *, n=4, method='inclusive'):\n"
                   "    return old(data, n=n, method=method)\nstatistics.quantiles = quantiles\n"),
    Operator("normaldist-cdf-mirrored", "lib.statistics.normaldist",
             "NormalDist.cdf returns the upper tail (1 - cdf)",
             patch="import statistics\nold = statistics.NormalDist.cdf\n"
                   "statistics.NormalDist.cdf = lambda self, x: 1.0 - old(self, x)\n"),
    Operator("get-origin-none", "lib.typing.introspection",
             "typing.get_origin always answers None",
             patch="import typing\ntyping.get_origin = lambda tp: None\n"),
    Operator("runtime-checkable-noop", "lib.typing.protocol",
             "typing.runtime_checkable does nothing",
             patch="import typing\ntyping.runtime_checkable = lambda cls: cls\n"),
    Operator("cached-property-recomputes", "lib.functools.cached_property",
             "functools.cached_property is a plain property (computed on every access)",
             patch="import functools\nfunctools.cached_property = property\n"),
    Operator("accumulate-ignores-initial", "lib.itertools.accumulate_initial",
             "itertools.accumulate ignores initial",
             patch="import itertools\nold = itertools.accumulate\n"
                   "itertools.accumulate = lambda iterable, func=None, *, initial=None: old(iterable, func)\n"),
    Operator("shlex-join-unquoted", "lib.shlex.join",
             "shlex.join joins with spaces without quoting",
             patch="import shlex\nshlex.join = lambda split_command: ' '.join(split_command)\n"),
    Operator("source-segment-none", "lib.ast.get_source_segment",
             "ast.get_source_segment always answers None",
             patch="import ast\nast.get_source_segment = lambda source, node, *, padded=False: None\n"),
    Operator("ast-no-end-positions", "lib.ast.end_positions",
             "ast.parse leaves end_lineno and end_col_offset unset",
             patch="import ast\nold = ast.parse\n"
                   "def parse(*args, **kwargs):\n    tree = old(*args, **kwargs)\n"
                   "    for node in ast.walk(tree):\n"
                   "        if hasattr(node, 'end_lineno'):\n"
                   "            node.end_lineno = node.end_col_offset = None\n"
                   "    return tree\nast.parse = parse\n"),
    Operator("ast-type-comments-ignored", "lib.ast.type_comments",
             "ast.parse ignores type_comments=True",
             patch="import ast\nold = ast.parse\n"
                   "def parse(source, filename='<unknown>', mode='exec', *, type_comments=False, feature_version=None):\n"
                   "    return old(source, filename, mode, feature_version=feature_version)\nast.parse = parse\n"),
    Operator("ast-feature-version-ignored", "lib.ast.feature_version",
             "ast.parse ignores feature_version",
             patch="import ast\nold = ast.parse\n"
                   "def parse(source, filename='<unknown>', mode='exec', *, type_comments=False, feature_version=None):\n"
                   "    return old(source, filename, mode, type_comments=type_comments)\nast.parse = parse\n"),
    # ---- interpreter and misc ----
    Operator("exit-status-always-1", "interp.exit_status",
             "sys.exit(n) exits with 1 for every non-zero n (Brython today)",
             patch="import sys\n"
                   "def exit(code=None):\n    raise SystemExit(code if code in (None, 0) else 1)\nsys.exit = exit\n"),
    Operator("reversed-rejects-dict", "misc.reversed-dict",
             "reversed() rejects dicts (3.7 behaviour)",
             patch="import builtins\nold = builtins.reversed\n"
                   "def reversed(seq):\n    if isinstance(seq, dict) or type(seq).__name__.startswith('dict_'):\n"
                   "        raise TypeError(\"'dict' object is not reversible\")\n    return old(seq)\n"
                   "builtins.reversed = reversed\n"),
    # ---- What's New in 3.8 (issue 32): a sample of its rules, each op a plausible 3.7 or PyPy behaviour ----
    Operator("walrus-hoisted", "walrus.evaluation-order",
             "a simple walrus is assigned on its own line before its statement, so an operand to its left sees the new value",
             walrus_hoisted),
    Operator("audit-hooks-never-called", "interp.audit.hooks",
             "sys.addaudithook accepts a hook and never calls it (an implementation without PEP 578)",
             patch="import sys\nsys.addaudithook = lambda hook: None\n"),
    Operator("audit-no-compile-import-events", "interp.audit.events",
             "the interpreter raises no compile or import audit events (PyPy 3.9)",
             patch="import sys\nold = sys.addaudithook\n"
                   "def addaudithook(hook):\n"
                   "    old(lambda event, args: None if event in ('compile', 'import') else hook(event, args))\n"
                   "sys.addaudithook = addaudithook\n"),
    Operator("re-named-escape-unknown", "lang.re-named-escape",
             "\\N{NAME} is a bad escape in str patterns (3.7 behaviour)",
             patch="import re\nold = re._compile\n"
                   "def _compile(pattern, flags):\n"
                   "    if isinstance(pattern, str) and '\\\\N{' in pattern:\n"
                   "        raise re.error('bad escape \\\\N')\n"
                   "    return old(pattern, flags)\nre._compile = _compile\n"),
    Operator("fraction-no-as-integer-ratio", "lang.as-integer-ratio",
             "Fraction has no as_integer_ratio() (3.7 behaviour)",
             patch="import fractions\ndel fractions.Fraction.as_integer_ratio\n"),
    Operator("lru-cache-needs-call", "lib.functools.lru-cache-bare",
             "lru_cache must be called: a function given as maxsize is a TypeError (3.7 behaviour)",
             patch="import functools\nold = functools.lru_cache\n"
                   "def lru_cache(maxsize=128, typed=False):\n"
                   "    if callable(maxsize):\n        raise TypeError('Expected maxsize to be an integer or None')\n"
                   "    return old(maxsize, typed)\nfunctools.lru_cache = lru_cache\n"),
    Operator("statistics-mode-multimodal-raises", "porting.statistics-mode",
             "statistics.mode raises StatisticsError for multimodal data (3.7 behaviour)",
             patch="import statistics, collections\nold = statistics.mode\n"
                   "def mode(data):\n    data = list(data)\n    counts = collections.Counter(data).most_common(2)\n"
                   "    if len(counts) == 2 and counts[0][1] == counts[1][1]:\n"
                   "        raise statistics.StatisticsError('no unique mode')\n"
                   "    return old(data)\nstatistics.mode = mode\n"),
    Operator("int-str-digits-unlimited", "x38.int-max-str-digits",
             "int/str conversion has no digit limit (3.8.0 to 3.8.13)",
             patch="import sys\nsys.set_int_max_str_digits(0)\n"),
    Operator("pprint-pp-sorts", "lib.pprint.sort-dicts",
             "pprint.pp sorts dictionaries like pprint.pprint (sort_dicts ignored)",
             patch="import pprint\nold = pprint.pprint\n"
                   "pprint.pp = lambda obj, *args, sort_dicts=False, **kwargs: old(obj, *args, **kwargs)\n"),
    Operator("asyncio-cancelled-is-exception", "lib.asyncio.cancelled-base",
             "asyncio.CancelledError is concurrent.futures.CancelledError, an Exception (3.7 behaviour)",
             patch="import asyncio, concurrent.futures\n"
                   "class CancelledError(Exception):\n    pass\n"
                   "asyncio.CancelledError = CancelledError\n"),
    Operator("gzip-bad-file-plain-oserror", "lib.gzip.badgzipfile",
             "a bad gzip stream raises plain OSError (3.7 behaviour)",
             patch="import gzip\nold = gzip.decompress\n"
                   "def decompress(data):\n    try:\n        return old(data)\n"
                   "    except gzip.BadGzipFile as exc:\n        raise OSError(*exc.args) from None\n"
                   "gzip.decompress = decompress\n"),
    Operator("namedtuple-asdict-ordereddict", "lib.collections.asdict-dict",
             "namedtuple._asdict returns an OrderedDict (3.7 behaviour)",
             patch="import collections\nold = collections.namedtuple\n"
                   "def namedtuple(*args, **kwargs):\n    cls = old(*args, **kwargs)\n"
                   "    cls._asdict = lambda self: collections.OrderedDict(zip(self._fields, self))\n    return cls\n"
                   "collections.namedtuple = namedtuple\n"),
    Operator("missing-comma-list-subscript-silent", "misc.missing-comma-warning",
             "no missed-comma SyntaxWarning for a subscripted list display (PyPy 3.9)",
             patch="import builtins, warnings\nold = builtins.compile\n"
                   "def compile(*args, **kwargs):\n"
                   "    with warnings.catch_warnings(record=True) as caught:\n"
                   "        warnings.simplefilter('always')\n        code = old(*args, **kwargs)\n"
                   "    for w in caught:\n"
                   "        if not str(w.message).startswith('list indices'):\n"
                   "            warnings.warn_explicit(w.message, w.category, w.filename, w.lineno)\n"
                   "    return code\nbuiltins.compile = compile\n"),
    Operator("utf8-mode-fs-encoding-ascii", "interp.utf8_mode",
             "UTF-8 mode leaves the filesystem encoding at the locale's 'ascii' (PyPy 3.9)",
             patch="import sys\nsys.getfilesystemencoding = lambda: 'ascii'\n"),
    Operator("hash-randomization-flag-zero", "interp.flags.hash_randomization",
             "sys.flags.hash_randomization is always 0 (PyPy 3.9)",
             patch="import sys, types\nflags = sys.flags\n"
                   "sys.flags = types.SimpleNamespace(**{n: getattr(flags, n) for n in dir(flags) if not n.startswith('_')})\n"
                   "sys.flags.hash_randomization = 0\n"),
    Operator("subscripted-generic-is-its-class", "upstream.typing-subscripted-issubclass",
             "issubclass() answers for a parameterized generic as for its class (PyPy 3.9)",
             patch="import builtins, typing\nold = builtins.issubclass\n"
                   "def issubclass(cls, classinfo):\n    origin = typing.get_origin(cls)\n"
                   "    return old(origin if isinstance(origin, type) else cls, classinfo)\n"
                   "builtins.issubclass = issubclass\n"),
]
