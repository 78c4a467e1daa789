# /// pyconform
# rules = ["pycache.prefix.cache_from_source"]
# features = ["pycache"]
# description = "A trailing separator on the prefix does not double the separator."
# [expect]
# stdout = '''
# /tmp/pp/a/c.TAG.pyc
# '''
# ///
import importlib.util, sys
sys.pycache_prefix = '/tmp/pp/'
print(importlib.util.cache_from_source('/a/c.py').replace(sys.implementation.cache_tag, 'TAG'))
