# /// pyconform
# rules = ["interp.xoptions", "pycache.prefix.xoption"]
# features = ["interpreter", "pycache"]
# description = "-X pycache_prefix=PATH is recorded in sys._xoptions with its path."
# [run]
# flags = ["-X", "pycache_prefix={cwd}/xpfx"]
# [expect]
# stdout = '''
# ['pycache_prefix'] xpfx True
# '''
# ///
import os, sys
v = sys._xoptions['pycache_prefix']
print(sorted(sys._xoptions), os.path.basename(v), v == sys.pycache_prefix)
