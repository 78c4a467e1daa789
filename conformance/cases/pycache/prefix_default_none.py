# /// pyconform
# rules = ["pycache.prefix.default"]
# features = ["pycache"]
# description = "With no option and no environment variable sys.pycache_prefix is None."
# [expect]
# stdout = '''
# None
# '''
# ///
import sys
print(sys.pycache_prefix)
