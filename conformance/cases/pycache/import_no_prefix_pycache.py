# /// pyconform
# rules = ["pycache.naming"]
# features = ["pycache"]
# description = "Without a prefix the .pyc goes to __pycache__/NAME.TAG.pyc beside the source."
# [run]
# files = {"pcmod.py" = "VALUE = 41 + 1\n"}
# [expect]
# stdout = '''
# ['pcmod.TAG.pyc']
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
sys.dont_write_bytecode = False
sys.pycache_prefix = None
importlib.invalidate_caches()
import pcmod
tag = sys.implementation.cache_tag
print(sorted(n.replace(tag, 'TAG') for n in os.listdir('__pycache__')))
