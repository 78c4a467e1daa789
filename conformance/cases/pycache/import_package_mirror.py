# /// pyconform
# rules = ["pycache.prefix.mirror_tree"]
# features = ["pycache"]
# description = "Package modules are cached in a mirrored package directory under the prefix."
# [run]
# flags = ["-X", "pycache_prefix={cwd}/pfx"]
# env = {PYTHONDONTWRITEBYTECODE = ""}
# files = {"pkg/__init__.py" = "", "pkg/sub.py" = "NAME = 'sub'\n"}
# [expect]
# stdout = '''
# sub
# mirror: ['__init__.TAG.pyc', 'sub.TAG.pyc']
# __pycache__ next to source: False
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
import pkg.sub
print(pkg.sub.NAME)
mirror_report(os.path.join(os.getcwd(), 'pfx'), pkg)
print(os.path.exists(os.path.join('pkg', '__pycache__')))
