# /// pyconform
# rules = ["pycache.prefix.read", "pycache.prefix.env"]
# features = ["pycache"]
# description = "PYTHONPYCACHEPREFIX also moves where byte code is read from; a stale __pycache__ beside the source is ignored."
# [run]
# env = {PYTHONPYCACHEPREFIX = "{cwd}/envp", PYTHONDONTWRITEBYTECODE = ""}
# files = {"pcmod.py" = "VALUE = 'from source'\n", "other.py" = "VALUE = 'from the prefix'\n", "third.py" = "VALUE = 'from __pycache__'\n"}
# [expect]
# stdout = '''
# from the prefix
# '''
# ///
import os, py_compile, sys
sys.path.insert(0, os.getcwd())
here = os.getcwd()
tag = sys.implementation.cache_tag
unchecked = py_compile.PycInvalidationMode.UNCHECKED_HASH
py_compile.compile('other.py', cfile=os.path.join(here, 'envp', here.lstrip(os.sep), 'pcmod.' + tag + '.pyc'),
                   doraise=True, invalidation_mode=unchecked)
py_compile.compile('third.py', cfile=os.path.join(here, '__pycache__', 'pcmod.' + tag + '.pyc'),
                   doraise=True, invalidation_mode=unchecked)
import pcmod
print(pcmod.VALUE)
