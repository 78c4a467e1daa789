# /// pyconform
# rules = ["pycache.prefix.cache_from_source", "pycache.naming"]
# features = ["pycache"]
# description = "The optimization level adds an .opt-N part to the name under the prefix too."
# [expect]
# stdout = '''
# /pp/a/c.TAG.pyc
# /pp/a/c.TAG.opt-1.pyc
# /pp/a/c.TAG.opt-2.pyc
# '''
# ///
import importlib.util, sys
sys.pycache_prefix = '/pp'
tag = sys.implementation.cache_tag
for opt in ('', 1, 2):
    print(importlib.util.cache_from_source('/a/c.py', optimization=opt).replace(tag, 'TAG'))
