"""Audit events (PEP 578, new in 3.8) as an oracle: a program installs a hook with
`sys.addaudithook` that prints each watched event's name and its stable arguments, then does
things that raise events (open, compile, exec, eval, import, os file operations, pickle,
marshal, setattr on a class, events the program raises itself with `sys.audit`). The event
streams are compared as stdout. No action touches what the fuzz docs declare
implementation-defined (`sys._getframe`, code objects: pyconformance/impldefined.py), which
would set the whole program apart.

Stable arguments only: paths relative to the working directory, a module's name (not the
search path), a source's length but not a code object, a type's name, open's path and mode
(not its platform flags word). Events about files outside the working directory or in a
`__pycache__` (the implementation loading its own library) are dropped, the modules the
actions use are imported before the hook, and `sys.dont_write_bytecode` is set, so that
byte-code caching (whose events differ by cache tag) stays out of the stream. Events outside WATCHED
are ignored, so an implementation raising extra events of its own is not a divergence;
a watched event missing, reordered or with other arguments is. The hook stays installed for
the life of the process (hooks cannot be removed), so it prints only while the program runs:
in a batch, later programs see a silent hook. Modules imported are written by the program
itself under fresh names, so the import event never depends on what the harness imported.
No model: the reference decides.
"""
from __future__ import annotations

from pyconformance.fuzz.catalogue import catalogue
from pyconformance.fuzz.choice import Chooser, seeded
from pyconformance.fuzz.generated import GeneratedProgram

NAME = "audit"

PRELUDE = '''\
import io, marshal, os, pickle, sys
ROOT = os.getcwd()
sys.dont_write_bytecode = True  # writing a .pyc raises events that depend on the cache tag
LIVE = [True]
WATCHED = {"open", "compile", "exec", "import", "os.listdir", "os.scandir", "os.mkdir", "os.rmdir",
           "os.remove", "os.rename", "os.chmod", "os.utime", "os.truncate", "pickle.find_class",
           "marshal.dumps", "marshal.loads", "object.__setattr__", "object.__delattr__",
           "sys.addaudithook"}
OWN = "pyconform."  # events the program raises itself (sys.audit)
def outside(value):
    return isinstance(value, str) and (os.path.isabs(value) and not value.startswith(ROOT)
                                       or "__pycache__" in value)
def stable(value):
    if isinstance(value, (bytes, bytearray)):
        return ("bytes", len(value))
    if isinstance(value, str):
        return os.path.relpath(value, ROOT) if os.path.isabs(value) else value
    if isinstance(value, (int, float, bool)) or value is None:
        return value
    if isinstance(value, type):
        return ("type", value.__name__)
    return type(value).__name__
def hook(event, args):
    if not LIVE[0] or not (event in WATCHED or event.startswith(OWN)) or any(outside(a) for a in args):
        return  # the implementation's own library and caches are not the program's doing
    if event == "import":
        if not str(args[0]).startswith("audmod"):
            return
        args = args[:1]
    elif event == "open":
        args = args[:2]  # the flags word is the platform's, not the language's
    print("event", event, [stable(a) for a in args])
'''

ACTIONS = (
    'with open("f{n}.txt", "w") as h:\n    h.write("x")\nwith open("f{n}.txt") as h:\n    print(h.read())\n',
    'print(eval(compile("{k} + 1", "<expr>", "eval")))\n',
    'exec("y{n} = {k} * 2")\nprint(y{n})\n',
    'print(eval("{k} - 1"))\n',
    'with open("audmod{n}.py", "w") as h:\n    h.write("V = {k}\\n")\nimport audmod{n}\nprint(audmod{n}.V)\n',
    'os.mkdir("d{n}")\nprint(sorted(os.listdir(".")))\nos.rmdir("d{n}")\n',
    'open("g{n}", "w").close()\nos.rename("g{n}", "h{n}")\nos.chmod("h{n}", 0o644)\nos.remove("h{n}")\n',
    'print(len(list(os.scandir("."))) > 0)\n',
    'class P{n}:\n    pass\nprint(type(pickle.loads(pickle.dumps(P{n}()))).__name__)\n',
    'print(marshal.loads(marshal.dumps([{k}, "m"])))\n',
    'class S{n}:\n    pass\nS{n}.attr = {k}\ndel S{n}.attr\nprint(hasattr(S{n}, "attr"))\n',
    'sys.audit("pyconform.own{n}", {k}, "a{n}", b"b")\nprint("raised own{n}")\n',
    'sys.audit("pyconform.bare{n}")\n',
    'code{n} = compile("z = {k}", "<c{n}>", "exec")\nns{n} = {{}}\nexec(code{n}, ns{n})\nprint(ns{n}["z"])\n',
    'try:\n    open("missing{n}.txt")\nexcept OSError as e:\n    print(type(e).__name__)\n',
    'print(io.open_code.__name__)\nwith open("c{n}.py", "w") as h:\n    h.write("pass")\n'
    'with io.open_code("c{n}.py") as h:\n    print(h.read())\n',
    'sys.addaudithook(lambda e, a: None)\nprint("second hook")\n',
)


def served_rules() -> frozenset[str]:
    """Catalogue rules about audit hooks (PEP 578), if the catalogue has any."""
    return frozenset(rule for rule in catalogue() if "audit" in rule)


def build(seeds: list[int]) -> GeneratedProgram:
    lines = [PRELUDE]
    head = Chooser(seeds[0])
    early = head.chance(0.2)  # an event before the hook exists must not show
    if early:
        lines.append('open("before.txt", "w").close()\n')
    lines.append("sys.addaudithook(hook)\ntry:\n")
    for n, seed in enumerate(seeds):
        r = Chooser(seed)
        action = r.pick(ACTIONS).format(n=n, k=r.int(0, 99))
        lines.append("".join("    " + line + "\n" for line in action.splitlines()))
    lines.append("finally:\n    LIVE[0] = False\n")
    return GeneratedProgram("".join(lines), NAME, None, rules=tuple(sorted(served_rules())))


def strategy():
    return seeded(build, 1, 6)
