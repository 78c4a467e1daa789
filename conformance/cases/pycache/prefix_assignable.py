# /// pyconform
# rules = ["pycache.prefix.default"]
# features = ["pycache"]
# description = "sys.pycache_prefix is a plain writable attribute."
# [expect]
# stdout = '''
# /somewhere
# None
# '''
# ///
import sys
sys.pycache_prefix = '/somewhere'
print(sys.pycache_prefix)
sys.pycache_prefix = None
print(sys.pycache_prefix)
