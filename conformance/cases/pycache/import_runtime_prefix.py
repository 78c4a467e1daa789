# /// pyconform
# rules = ["pycache.prefix.mirror_tree", "pycache.prefix.default"]
# features = ["pycache"]
# description = "Setting sys.pycache_prefix at run time redirects the .pyc of later imports."
# [run]
# files = {"pcmod.py" = "VALUE = 1\n"}
# [expect]
# stdout = '''
# mirror: ['pcmod.TAG.pyc']
# __pycache__ next to source: False
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
sys.pycache_prefix = os.path.join(os.getcwd(), 'rt')
importlib.invalidate_caches()
import pcmod
mirror_report(sys.pycache_prefix, pcmod)
