# /// pyconform
# rules = ["pycache.prefix.read", "pycache.prefix.xoption"]
# features = ["pycache"]
# description = "With -X pycache_prefix the prefix is also where byte code is read from: an unchecked hash-based .pyc placed in the mirror tree is used instead of the (different) source."
# [run]
# flags = ["-X", "pycache_prefix={cwd}/pfx"]
# env = {PYTHONDONTWRITEBYTECODE = ""}
# files = {"pcmod.py" = "VALUE = 'from source'\n", "other.py" = "VALUE = 'from the cached byte code'\n"}
# [expect]
# stdout = '''
# from the cached byte code
# __pycache__ next to source: False
# '''
# ///
import os, py_compile, sys
sys.path.insert(0, os.getcwd())
here = os.getcwd()
# where the prefix mirrors this directory, spelled out rather than asked of importlib
cached = os.path.join(here, 'pfx', here.lstrip(os.sep), 'pcmod.' + sys.implementation.cache_tag + '.pyc')
py_compile.compile('other.py', cfile=cached, doraise=True,
                   invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
import pcmod
print(pcmod.VALUE)
print('__pycache__ next to source:', os.path.exists('__pycache__'))
