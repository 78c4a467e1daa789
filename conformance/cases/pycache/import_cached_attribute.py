# /// pyconform
# rules = ["pycache.prefix.cache_from_source", "pycache.prefix.mirror_tree"]
# features = ["pycache"]
# description = "A module's __cached__ names the file under the prefix, the same path cache_from_source computes."
# [run]
# flags = ["-X", "pycache_prefix={cwd}/pfx"]
# env = {PYTHONDONTWRITEBYTECODE = ""}
# files = {"pcmod.py" = "VALUE = 41 + 1\n"}
# [expect]
# stdout = '''
# True
# True
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
import importlib.util
cached = pcmod.__cached__
print(os.path.isfile(cached))
print(cached == importlib.util.cache_from_source(pcmod.__file__))
tag = sys.implementation.cache_tag
src_dir = os.path.dirname(os.path.abspath(pcmod.__file__))
print(cached == os.path.join(sys.pycache_prefix, src_dir.lstrip(os.sep), 'pcmod.' + tag + '.pyc'))
