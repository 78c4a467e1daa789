# /// pyconform
# rules = ["pycache.prefix.cache_from_source"]
# features = ["pycache"]
# description = "With a relative sys.pycache_prefix, cache_from_source returns a relative path: the prefix joined with the source's absolute directory."
#
# [expect]
# phase = "ok"
# stdout = '''
# rel/src/pkg/mod.TAG.pyc
# rel/CWD/m.TAG.pyc
# '''
# ///
import importlib.util, os, sys
sys.pycache_prefix = 'rel'
p = importlib.util.cache_from_source('/src/pkg/mod.py')
print(p.replace(sys.implementation.cache_tag, 'TAG'))
p = importlib.util.cache_from_source('m.py')
print(p.replace(sys.implementation.cache_tag, 'TAG').replace(os.getcwd().lstrip(os.sep), 'CWD'))
