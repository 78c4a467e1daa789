# /// pyconform
# rules = ["pycache.prefix.cache_from_source"]
# features = ["pycache"]
# description = "source_from_cache undoes the prefix mapping as well as the __pycache__ one."
# [expect]
# stdout = '''
# /a/b/c.py
# /a/b/c.py
# /a/b/c.py
# '''
# ///
import importlib.util, sys
tag = sys.implementation.cache_tag
sys.pycache_prefix = '/tmp/pp'
print(importlib.util.source_from_cache('/tmp/pp/a/b/c.' + tag + '.pyc'))
print(importlib.util.source_from_cache('/a/b/__pycache__/c.' + tag + '.pyc'))
sys.pycache_prefix = None
print(importlib.util.source_from_cache('/a/b/__pycache__/c.' + tag + '.opt-1.pyc'))
