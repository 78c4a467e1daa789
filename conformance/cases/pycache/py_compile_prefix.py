# /// pyconform
# rules = ["pycache.prefix.cache_from_source", "pycache.prefix.mirror_tree"]
# features = ["pycache"]
# description = "py_compile uses the same prefixed location as the import system."
# [run]
# flags = ["-X", "pycache_prefix={cwd}/pfx"]
# env = {PYTHONDONTWRITEBYTECODE = ""}
# files = {"pcmod.py" = "VALUE = 41 + 1\n"}
# [expect]
# stdout = '''
# pcmod.TAG.pyc True
# False
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
import py_compile
target = py_compile.compile('pcmod.py', doraise=True)
src_dir = os.getcwd()
rel = os.path.relpath(target, os.path.join(sys.pycache_prefix, src_dir.lstrip(os.sep)))
print(rel.replace(sys.implementation.cache_tag, 'TAG'), os.path.isfile(target))
print(os.path.exists('__pycache__'))
