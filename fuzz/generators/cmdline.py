"""Command lines: interpreter flags, environment variables and files on disk, with a program
that reports what the interpreter made of them.

The options and variables come from a declared list (fuzz/data/cmdline_38.toml: what the
3.8 documentation describes, each with the catalogue rules it exercises). Files are a module
to import, a package, a directory made read-only, and a directory for PYTHONPATH. The program
prints `sys.flags`, `sys.pycache_prefix`, `sys._xoptions`, the file system encoding, whether
asserts and docstrings survived, the warnings shown, and where `.pyc` files landed. Both sides
run it in a fresh process in identical temporary trees (pyconformance/process_runner.py); every
path is printed relative to the tree and the implementation's cache tag as `TAG`, so
implementations compare. No model: the reference decides. Implementations that cannot take a
command line (node engines) skip these programs, and the summary says so.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from pyconformance.tomlcompat import tomllib

from pyconformance.fuzz.choice import Chooser, seeded
from pyconformance.fuzz.generated import GeneratedProgram

NAME = "cmdline"
DATA = Path(__file__).resolve().parents[1] / "data" / "cmdline_38.toml"

PRELUDE = '''\
import os, sys, warnings
ROOT = os.getcwd()
TAG = sys.implementation.cache_tag or "none"
ROOTS = sorted({ROOT.strip("/"), os.path.realpath(ROOT).strip("/")}, key=len, reverse=True)
def rel(path):
    """PATH relative to the tree, the tree's own absolute path (inside a prefix's mirror)
    as <root>, and the cache tag as TAG: what two implementations can agree on."""
    if not isinstance(path, str):
        return path
    if os.path.isabs(path):
        path = os.path.relpath(path, ROOT)
    for root in ROOTS:
        path = path.replace(root, "<root>")
    return path.replace(TAG, "TAG")
def shown(message, category, *rest, **kw):
    print("warning", category.__name__, str(message)[:40])
warnings.showwarning = shown
def step(name, action):
    try:
        action()
    except Exception as e:
        print(name, "raised", type(e).__name__)
FLAGS = ("optimize", "dont_write_bytecode", "no_user_site", "no_site", "ignore_environment",
         "bytes_warning", "quiet", "hash_randomization", "isolated", "dev_mode", "utf8_mode",
         "inspect", "interactive")
print("flags", [(n, getattr(sys.flags, n, "-")) for n in FLAGS])
print("dont_write_bytecode", sys.dont_write_bytecode, "debug", __debug__)
print("pycache_prefix", rel(sys.pycache_prefix))
print("xoptions", sorted((k, rel(v)) for k, v in sys._xoptions.items()))
print("warnoptions", sys.warnoptions)
'''

# One report per action: (files it needs, source lines, rules it exercises).
ACTIONS: dict[str, tuple[dict[str, str], str, tuple[str, ...]]] = {
    "import": ({"mod_a.py": '"""doc of mod_a"""\nVALUE = 1\n'},
               'def act():\n    import mod_a\n    print("mod_a", mod_a.VALUE, rel(mod_a.__cached__), mod_a.__doc__)\n'
               'step("import", act)\n',
               ("pycache.naming", "pycache.compile_on_import", "pycache.prefix.mirror_tree")),
    "package": ({"pkg/__init__.py": "X = 2\n", "pkg/sub/__init__.py": "", "pkg/sub/leaf.py": "Y = 3\n"},
                'def act():\n    import pkg.sub.leaf as leaf\n    import pkg\n'
                '    print("pkg", pkg.X, leaf.Y, rel(pkg.__cached__), rel(leaf.__cached__))\n'
                'step("package", act)\n',
                ("pycache.prefix.mirror_tree", "pycache.naming")),
    "readonly": ({"ro/ro_mod.py": "Z = 4\n"},
                 'def act():\n    os.chmod("ro", 0o555)\n    sys.path.insert(0, os.path.join(ROOT, "ro"))\n'
                 '    import ro_mod\n    print("readonly", ro_mod.Z, rel(ro_mod.__cached__))\n'
                 'step("readonly", act)\n',
                 ("pycache.naming",)),
    "pythonpath": ({"lib/on_path.py": "W = 5\n"},
                   'def act():\n    import on_path\n    print("pythonpath", on_path.W, rel(on_path.__file__))\n'
                   'step("pythonpath", act)\n', ()),
    "assert": ({}, 'def act():\n    try:\n        assert False, "checked"\n        print("assert skipped")\n'
                   '    except AssertionError:\n        print("assert ran")\n'
                   '    def f():\n        "a docstring"\n    print("docstring", f.__doc__)\n'
                   'step("assert", act)\n', ("interp.flags.optimize",)),
    "bytes": ({}, 'def act():\n    print("bytes", b"a" == "a", str(b"z"))\nstep("bytes", act)\n',
              ("interp.flags.bytes_warning",)),
    "warnings": ({}, 'def act():\n    warnings.warn("user", UserWarning)\n    warnings.warn("old", DeprecationWarning)\n'
                     '    warnings.warn("res", ResourceWarning)\n    print("warned")\nstep("warnings", act)\n', ()),
    "encoding": ({}, 'def act():\n    import locale\n    print("encoding", sys.getfilesystemencoding(), '
                     'locale.getpreferredencoding(False), sys.flags.utf8_mode)\nstep("encoding", act)\n',
                 ("interp.xoptions",)),
    "site": ({}, 'def act():\n    print("site", "site" in sys.modules)\n    import site\n'
                 '    print("user site", site.ENABLE_USER_SITE)\nstep("site", act)\n', ("interp.flags.site",)),
    "cache_from_source": ({}, 'def act():\n    import importlib.util\n'
                              '    print("cache_from_source", rel(importlib.util.cache_from_source("x.py")),\n'
                              '          rel(importlib.util.cache_from_source("d/y.py", optimization=2)))\n'
                              'step("cache_from_source", act)\n',
                          ("pycache.prefix.cache_from_source", "pycache.naming")),
    "py_compile": ({"comp.py": "C = 6\n"},
                   'def act():\n    import py_compile, importlib.util\n    target = py_compile.compile("comp.py")\n'
                   '    print("py_compile", rel(target))\n    with open(target, "rb") as f:\n        head = f.read(16)\n'
                   '    print("header", head[:4] == importlib.util.MAGIC_NUMBER, head[2:4], head[4:8])\n'
                   'step("py_compile", act)\n', ("pycache.pyc_contents", "pycache.prefix.cache_from_source")),
    "set_prefix": ({"late.py": "L = 7\n"},
                   'def act():\n    sys.pycache_prefix = os.path.join(ROOT, "late_pfx")\n    import late\n'
                   '    print("set_prefix", rel(late.__cached__))\nstep("set_prefix", act)\n',
                   ("pycache.prefix.default", "pycache.prefix.mirror_tree")),
    "reimport": ({"again.py": "A = 8\n"},
                 'def act():\n    import again, importlib\n    first = again.__cached__\n'
                 '    importlib.reload(again)\n    print("reimport", again.A, rel(first) == rel(again.__cached__))\n'
                 'step("reimport", act)\n', ("pycache.prefix.read",)),
    "exit": ({}, 'def act():\n    print("exit soon")\nstep("exit", act)\n', ("interp.exit_status",)),
}

PYC_LISTING = '''\
found = []
for top, dirs, files in os.walk(ROOT):
    dirs.sort()
    for name in sorted(files):
        path = rel(os.path.join(top, name))
        # a prefix also mirrors the implementation's own library: only the tree's files count
        if name.endswith(".pyc") and ("<root>" in path or not path.split("/")[0].endswith("pfx")):
            found.append(path)
print("pyc files", found)
'''
EXITS = ("", "sys.exit(3)\n", "sys.exit()\n", "sys.exit('bye')\n", "raise SystemExit(0)\n")


@lru_cache(maxsize=1)
def options() -> tuple[tuple[dict, ...], tuple[dict, ...]]:
    data = tomllib.loads(DATA.read_text(encoding="utf-8"))
    return tuple(data["flag"]), tuple(data["env"])


def served_rules() -> frozenset[str]:
    """Every rule an option, a variable or an action of this generator declares."""
    flags_table, env_table = options()
    rules = {"pycache.prefix.default", "pycache.prefix.precedence", "interp.exit_status"}
    for entry in (*flags_table, *env_table):
        rules.update(entry["rules"])
    for _files, _lines, exercised in ACTIONS.values():
        rules.update(exercised)
    return frozenset(rules)


def build(seeds: list[int]) -> GeneratedProgram:
    flags_table, env_table = options()
    head = Chooser(seeds[0])
    flags: list[str] = []
    rules: set[str] = {"pycache.prefix.default"}
    for _ in range(head.int(0, 3)):
        entry = head.pick(flags_table)
        flags += entry["option"]
        rules.update(entry["rules"])
    env: dict[str, str] = {}
    for _ in range(head.int(0, 3)):
        entry = head.pick(env_table)
        env[entry["name"]] = head.pick(entry["values"])
        rules.update(entry["rules"])
    if any("pycache_prefix" in f for f in flags) and "PYTHONPYCACHEPREFIX" in env:
        rules.add("pycache.prefix.precedence")
    files: dict[str, str] = {}
    body = [PRELUDE]
    for seed in seeds[1:] or [0]:
        r = Chooser(seed)
        needs, lines, exercised = ACTIONS[r.pick(tuple(ACTIONS))]
        if lines in body:
            continue
        files.update(needs)
        body.append(lines)
        rules.update(exercised)
    body.append(PYC_LISTING)
    ending = head.pick(EXITS)
    if ending:
        rules.add("interp.exit_status")
    body.append(ending)
    return GeneratedProgram("".join(body), NAME, None, flags=tuple(flags), env=tuple(sorted(env.items())),
                            files=tuple(sorted(files.items())), rules=tuple(sorted(rules)))


def strategy():
    return seeded(build, 1, 5)
