# /// pyconform
# rules = ["pycache.naming"]
# features = ["pycache"]
# description = "Without a prefix the .pyc goes to __pycache__/NAME.TAG.pyc beside the source (none as NAME.pyc), and it holds the module's code."
# [run]
# files = {"pcmod.py" = "VALUE = 41 + 1\n"}
# [expect]
# stdout = '''
# ['pcmod', 'TAG', 'pyc']
# pcmod.pyc beside the source: False
# cached VALUE: 42
# '''
# ///
import importlib, marshal, os, sys
sys.path.insert(0, os.getcwd())
sys.dont_write_bytecode = False
sys.pycache_prefix = None
importlib.invalidate_caches()
import pcmod
tag = sys.implementation.cache_tag
names = os.listdir('__pycache__')
print([part.replace(tag, 'TAG') for name in names for part in name.rsplit('.', 1)[0].split('.', 1) + ['pyc']])
print('pcmod.pyc beside the source:', os.path.exists('pcmod.pyc'))
with open(os.path.join('__pycache__', names[0]), 'rb') as f:
    namespace = {}
    exec(marshal.loads(f.read()[16:]), namespace)
print('cached VALUE:', namespace['VALUE'])
