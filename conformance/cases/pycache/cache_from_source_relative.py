# /// pyconform
# rules = ["pycache.prefix.cache_from_source"]
# features = ["pycache"]
# description = "A relative source path is made absolute against the working directory before mirroring."
# [expect]
# stdout = '''
# /pp/CWD/x/y.TAG.pyc
# '''
# ///
import importlib.util, os, sys
sys.pycache_prefix = '/pp'
p = importlib.util.cache_from_source(os.path.join('x', 'y.py'))
cwd = os.getcwd().lstrip(os.sep)
print(p.replace(cwd, 'CWD').replace(sys.implementation.cache_tag, 'TAG'))
