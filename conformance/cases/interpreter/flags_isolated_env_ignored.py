# /// pyconform
# rules = ["interp.flags.isolated", "interp.flags.ignore_environment"]
# features = ["interpreter"]
# description = "In isolated mode PYTHON* variables have no effect."
# [run]
# flags = ["-I"]
# env = {PYTHONOPTIMIZE = "1", PYTHONDONTWRITEBYTECODE = "1", PYTHONPYCACHEPREFIX = "{cwd}/envp"}
# [expect]
# stdout = '''
# 0 0 None True
# '''
# ///
import sys
print(sys.flags.optimize, sys.flags.dont_write_bytecode, sys.pycache_prefix, __debug__)
