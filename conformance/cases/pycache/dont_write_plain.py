# /// pyconform
# rules = ["pycache.dont_write", "interp.flags.dont_write_bytecode"]
# features = ["pycache", "interpreter"]
# description = "-B alone leaves no __pycache__ next to the imported module."
# [run]
# flags = ["-B"]
# files = {"pcmod.py" = "VALUE = 41 + 1\n"}
# [expect]
# stdout = '''
# 1 True
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
import pcmod
print(sys.flags.dont_write_bytecode, sys.dont_write_bytecode)
print(os.path.exists('__pycache__'))
