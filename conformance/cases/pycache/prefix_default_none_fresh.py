# /// pyconform
# rules = ["pycache.prefix.default"]
# features = ["pycache"]
# description = "In a fresh interpreter an empty PYTHONPYCACHEPREFIX counts as unset and the prefix is None."
# [run]
# env = {PYTHONPYCACHEPREFIX = ""}
# [expect]
# stdout = '''
# None
# None
# '''
# ///
import sys
print(sys.pycache_prefix)
print(sys._xoptions.get('pycache_prefix'))
