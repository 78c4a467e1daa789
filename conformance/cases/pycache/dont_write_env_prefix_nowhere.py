# /// pyconform
# rules = ["pycache.dont_write"]
# features = ["pycache"]
# description = "PYTHONDONTWRITEBYTECODE with a relative PYTHONPYCACHEPREFIX writes no byte code anywhere below the working directory."
# [run]
# env = {PYTHONDONTWRITEBYTECODE = "1", PYTHONPYCACHEPREFIX = "envrel"}
# files = {"pcmod.py" = "VALUE = 42\n", "pkg/__init__.py" = "", "pkg/sub.py" = "X = 1\n"}
#
# [expect]
# phase = "ok"
# stdout = '''
# envrel 1 42 1 [] False
# '''
# ///
import os, sys
sys.path.insert(0, os.getcwd())
def written():
    tag = sys.implementation.cache_tag
    found = []
    for root, dirs, files in os.walk("."):
        for name in files:
            if name.endswith(".pyc"):
                found.append(os.path.join(root, name).replace(tag, "TAG").replace(os.getcwd().lstrip(os.sep), "CWD"))
    return sorted(p for p in found if "CWD" in p or "lib" not in p)

import pcmod, pkg.sub
print(sys.pycache_prefix, sys.flags.dont_write_bytecode, pcmod.VALUE, pkg.sub.X, written(), os.path.exists('envrel'))
