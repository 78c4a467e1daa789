# /// pyconform
# rules = ["pycache.naming", "pycache.prefix.default"]
# features = ["pycache"]
# description = "A fresh interpreter with neither setting writes __pycache__/pcmod.<cache_tag>.pyc."
# [run]
# env = {PYTHONPYCACHEPREFIX = "", PYTHONDONTWRITEBYTECODE = ""}
# files = {"pcmod.py" = "VALUE = 41 + 1\n"}
# [expect]
# stdout = '''
# None
# ['pcmod.TAG.pyc']
# True
# '''
# ///
import os, sys, importlib
sys.path.insert(0, os.getcwd())
def mirror_report(prefix_dir, module):
    tag = sys.implementation.cache_tag
    src_dir = os.path.dirname(os.path.abspath(module.__file__))
    mirror = os.path.join(prefix_dir, src_dir.lstrip(os.sep))
    names = []
    for root, dirs, files in os.walk(mirror):
        for f in files:
            rel = os.path.relpath(os.path.join(root, f), mirror)
            names.append(rel.replace(tag, 'TAG'))
    print('mirror:', sorted(names))
    print('__pycache__ next to source:', os.path.exists(os.path.join(src_dir, '__pycache__')))
import pcmod
tag = sys.implementation.cache_tag
print(sys.pycache_prefix)
print(sorted(n.replace(tag, 'TAG') for n in os.listdir('__pycache__')))
print(os.path.isfile(os.path.join('__pycache__', 'pcmod.' + tag + '.pyc')))
