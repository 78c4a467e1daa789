# /// pyconform
# rules = ["pycache.prefix.mirror_tree", "pycache.prefix.env"]
# features = ["pycache"]
# description = "PYTHONPYCACHEPREFIX redirects the .pyc the same way."
# [run]
# env = {PYTHONDONTWRITEBYTECODE = "", PYTHONPYCACHEPREFIX = "{cwd}/envp"}
# files = {"pcmod.py" = "VALUE = 41 + 1\n"}
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
import pcmod
mirror_report(os.path.join(os.getcwd(), 'envp'), pcmod)
