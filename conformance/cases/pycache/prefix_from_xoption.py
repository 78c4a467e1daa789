# /// pyconform
# rules = ["pycache.prefix.xoption"]
# features = ["pycache"]
# description = "-X pycache_prefix=PATH sets sys.pycache_prefix and is listed in sys._xoptions."
# [run]
# flags = ["-X", "pycache_prefix={cwd}/xp"]
# [expect]
# stdout = '''
# xp True
# True
# '''
# ///
import os, sys
p = sys.pycache_prefix
print(os.path.basename(p), os.path.samefile(os.path.dirname(p), os.getcwd()))
print(sys._xoptions['pycache_prefix'] == p)
