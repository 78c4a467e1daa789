# /// pyconform
# rules = ["pycache.prefix.ignore_env", "interp.flags.ignore_environment"]
# features = ["pycache", "interpreter"]
# description = "-E makes the interpreter ignore PYTHONPYCACHEPREFIX."
# [run]
# flags = ["-E"]
# env = {PYTHONPYCACHEPREFIX = "{cwd}/envp"}
# [expect]
# stdout = '''
# None
# 1
# '''
# ///
import sys
print(sys.pycache_prefix)
print(sys.flags.ignore_environment)
