# /// pyconform
# rules = ["pycache.naming"]
# features = ["pycache"]
# description = "On CPython 3.8 the cache tag is 'cpython-38' (the article's foo.cpython-37.pyc, one version on), the magic number is 3413 and cache_from_source names __pycache__/NAME.cpython-38.pyc."
# notes = "Implementation- and version-specific by design: other implementations state their own tag in expectations."
# [expect]
# stdout = '''
# cpython-38 3413 __pycache__/foo.cpython-38.pyc
# '''
# [[drift]]
# since = "3.9"
# reason = "each CPython version has its own tag and magic number"
# stdout = '''
# cpython-39 3425 __pycache__/foo.cpython-39.pyc
# '''
# [[drift]]
# since = "3.10"
# reason = "each CPython version has its own tag and magic number"
# stdout = '''
# cpython-310 3439 __pycache__/foo.cpython-310.pyc
# '''
# [[drift]]
# since = "3.11"
# reason = "each CPython version has its own tag and magic number"
# stdout = '''
# cpython-311 3495 __pycache__/foo.cpython-311.pyc
# '''
# [[drift]]
# since = "3.12"
# reason = "each CPython version has its own tag and magic number"
# stdout = '''
# cpython-312 3531 __pycache__/foo.cpython-312.pyc
# '''
# [[drift]]
# since = "3.13"
# reason = "each CPython version has its own tag and magic number"
# stdout = '''
# cpython-313 3571 __pycache__/foo.cpython-313.pyc
# '''
# ///
import importlib.util, os, sys
sys.pycache_prefix = None
print(sys.implementation.cache_tag, int.from_bytes(importlib.util.MAGIC_NUMBER[:2], 'little'),
      importlib.util.cache_from_source('foo.py').replace(os.sep, '/'))
