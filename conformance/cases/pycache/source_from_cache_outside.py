# /// pyconform
# rules = ["pycache.prefix.cache_from_source"]
# features = ["pycache"]
# description = "A cache path neither under the prefix nor in __pycache__ is rejected with ValueError."
# [expect]
# phase = "run"
# exception = "ValueError"
# stdout = '''
# start
# '''
# ///
import importlib.util, sys
sys.pycache_prefix = '/tmp/pp'
print('start')
importlib.util.source_from_cache('/elsewhere/c.' + sys.implementation.cache_tag + '.pyc')
