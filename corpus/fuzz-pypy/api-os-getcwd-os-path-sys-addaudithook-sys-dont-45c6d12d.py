# /// pyconform
# rules = ["fuzz.differential"]
# features = ["fuzz"]
# description = "Fuzzer divergence (stdout): pypy 3.9.16 differs from cpython 3.8.18."
#
# [expect]
# phase = "ok"
# stdout = '''event compile [('bytes', 6), '<string>']
# event exec ['code']
# 64
# '''
#
# [provenance]
# generator = "audit"
# seed = 13
# shard = 0
# signature = "fee9696a2d2b"
# key = "13620c3bac39"
# kinds = ["stdout"]
# cause = "45c6d12d8400"
# candidate_label = "pypy-3.9"
# anchor = "api os.getcwd, os.path, sys.addaudithook, sys.dont_write_bytecode"
# reference = {spec = "/root/.pyenv/versions/3.8.18/bin/python3.8", name = "cpython", version = "3.8.18", release = "3.8.18"}
# candidate = {spec = "pypy3", name = "pypy", version = "3.9.16", release = "7.3.11"}
# reference_outcome = {phase = "ok", stdout = "event compile [('bytes', 6), '<string>']\nevent exec ['code']\n64\n"}
# candidate_outcome = {phase = "ok", stdout = "64\n"}
# ///
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
open("before.txt", "w").close()
sys.addaudithook(hook)
try:
    print(eval("65 - 1"))
finally:
    LIVE[0] = False
