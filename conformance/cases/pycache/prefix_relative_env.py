# /// pyconform
# rules = ["pycache.prefix.env", "pycache.prefix.mirror_tree"]
# features = ["pycache"]
# description = "A relative PYTHONPYCACHEPREFIX is kept as given in sys.pycache_prefix, and byte code goes under it relative to the working directory."
# [run]
# env = {PYTHONPYCACHEPREFIX = "envrel", PYTHONDONTWRITEBYTECODE = ""}
# files = {"pcmod.py" = "VALUE = 42\n"}
#
# [expect]
# phase = "ok"
# stdout = '''
# envrel
# 42 ['./envrel/CWD/pcmod.TAG.pyc']
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

print(sys.pycache_prefix)
import pcmod
print(pcmod.VALUE, written())
