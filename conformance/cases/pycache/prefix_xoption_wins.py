# /// pyconform
# rules = ["pycache.prefix.precedence"]
# features = ["pycache"]
# description = "When both are given, -X pycache_prefix takes precedence over PYTHONPYCACHEPREFIX."
# [run]
# flags = ["-X", "pycache_prefix={cwd}/xp"]
# env = {PYTHONPYCACHEPREFIX = "{cwd}/envp"}
# [expect]
# stdout = '''
# xp
# '''
# ///
import os, sys
print(os.path.basename(sys.pycache_prefix))
