# /// pyconform
# rules = ["interp.flags.environment"]
# features = ["interpreter"]
# description = "Without -E the same variables set the corresponding flags."
# [run]
# env = {PYTHONOPTIMIZE = "2", PYTHONDONTWRITEBYTECODE = "1", PYTHONNOUSERSITE = "1", PYTHONHASHSEED = "0", PYTHONDEVMODE = "1"}
# [expect]
# stdout = '''
# 0
# 2 1 1 0 True
# '''
# ///
import sys
f = sys.flags
print(f.ignore_environment)
print(f.optimize, f.dont_write_bytecode, f.no_user_site, f.hash_randomization, f.dev_mode)
