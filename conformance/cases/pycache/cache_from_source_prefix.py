# /// pyconform
# rules = ["pycache.prefix.cache_from_source"]
# features = ["pycache"]
# description = "With a prefix, cache_from_source maps /a/b/c.py to PREFIX/a/b/c.TAG.pyc."
# [expect]
# stdout = '''
# /tmp/pp/a/b/c.TAG.pyc
# '''
# ///
import importlib.util, sys
sys.pycache_prefix = '/tmp/pp'
print(importlib.util.cache_from_source('/a/b/c.py').replace(sys.implementation.cache_tag, 'TAG'))
