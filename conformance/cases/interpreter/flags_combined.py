# /// pyconform
# rules = ["interp.flags.isolated", "interp.flags.dont_write_bytecode", "interp.flags.optimize"]
# features = ["interpreter"]
# description = "Several flags combine independently."
# [run]
# flags = ["-I", "-B", "-O"]
# [expect]
# stdout = '''
# 1 1 1 1 0
# '''
# ///
import sys
f = sys.flags
print(f.isolated, f.ignore_environment, f.dont_write_bytecode, f.optimize, f.no_site)
