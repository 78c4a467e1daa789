# /// pyconform
# rules = ["pycache.prefix.env"]
# features = ["pycache"]
# description = "PYTHONPYCACHEPREFIX sets sys.pycache_prefix."
# [run]
# env = {PYTHONPYCACHEPREFIX = "{cwd}/envp"}
# [expect]
# stdout = '''
# envp True
# '''
# ///
import os, sys
p = sys.pycache_prefix
print(os.path.basename(p), os.path.samefile(os.path.dirname(p), os.getcwd()))
