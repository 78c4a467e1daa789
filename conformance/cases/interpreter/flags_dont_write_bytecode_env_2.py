# /// pyconform
# rules = ["interp.flags.dont_write_bytecode"]
# features = ["interpreter"]
# description = "PYTHONDONTWRITEBYTECODE=2 sets sys.flags.dont_write_bytecode to 1, not 2."
# [run]
# env = {PYTHONDONTWRITEBYTECODE = "2"}
#
# [expect]
# phase = "ok"
# stdout = '''
# 1 True
# '''
# ///
import sys
print(sys.flags.dont_write_bytecode, sys.dont_write_bytecode)
