# /// pyconform
# rules = ["pycache.naming", "pycache.prefix.cache_from_source"]
# features = ["pycache"]
# description = "Without a prefix, cache_from_source gives /a/b/__pycache__/c.TAG.pyc."
# notes = "The reference probe m_cache_no_prefix recorded '/tmp/pp/a/b/c.TAG.pyc' because it ran in the same process right after a probe that set sys.pycache_prefix; this case resets the prefix first."
# [expect]
# stdout = '''
# /a/b/__pycache__/c.TAG.pyc
# '''
# ///
import importlib.util, sys
sys.pycache_prefix = None
print(importlib.util.cache_from_source('/a/b/c.py').replace(sys.implementation.cache_tag, 'TAG'))
