# /// pyconform
# rules = ["pycache.naming"]
# features = ["pycache"]
# description = "sys.implementation.cache_tag is a non-empty string without dots that starts with the implementation's name and is the middle part of cache_from_source's file name."
# notes = "The tag's exact value for CPython 3.8 (cpython-38) is pinned by pycache/cache_tag_value."
# [expect]
# stdout = '''
# str True True True True
# '''
# ///
import importlib.util, os, sys
sys.pycache_prefix = None
tag = sys.implementation.cache_tag
print(type(tag).__name__, '.' not in tag and tag == tag.strip(), len(tag) > 0,
      tag.startswith(sys.implementation.name),
      importlib.util.cache_from_source('foo.py') == os.path.join('__pycache__', 'foo.' + tag + '.pyc'))
