# /// pyconform
# rules = ["pycache.prefix.ignore_env", "interp.flags.isolated"]
# features = ["pycache", "interpreter"]
# description = "Isolated mode (-I) also ignores PYTHONPYCACHEPREFIX."
# [run]
# flags = ["-I"]
# env = {PYTHONPYCACHEPREFIX = "{cwd}/envp"}
# [expect]
# stdout = '''
# None
# 1
# '''
# ///
import sys
print(sys.pycache_prefix)
print(sys.flags.isolated)
