# /// pyconform
# rules = ["interp.flags.dont_write_bytecode"]
# features = ["interpreter"]
# description = "-BB is the same as -B: sys.flags.dont_write_bytecode is a boolean flag, 1."
# [run]
# flags = ["-BB"]
#
# [expect]
# phase = "ok"
# stdout = '''
# 1 True
# '''
# ///
import sys
print(sys.flags.dont_write_bytecode, sys.dont_write_bytecode)
