# /// pyconform
# rules = ["interp.flags.ignore_environment"]
# features = ["interpreter"]
# description = "-E sets ignore_environment (not isolated) and drops PYTHONOPTIMIZE, PYTHONDONTWRITEBYTECODE, PYTHONNOUSERSITE, PYTHONHASHSEED and PYTHONDEVMODE."
# [run]
# flags = ["-E"]
# env = {PYTHONOPTIMIZE = "2", PYTHONDONTWRITEBYTECODE = "1", PYTHONNOUSERSITE = "1", PYTHONHASHSEED = "0", PYTHONDEVMODE = "1"}
# [expect]
# stdout = '''
# 1 0
# 0 0 0 1 False
# '''
# ///
import sys
f = sys.flags
print(f.ignore_environment, f.isolated)
print(f.optimize, f.dont_write_bytecode, f.no_user_site, f.hash_randomization, f.dev_mode)
