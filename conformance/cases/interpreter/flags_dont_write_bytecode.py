# /// pyconform
# rules = ["interp.flags.dont_write_bytecode"]
# features = ["interpreter"]
# description = "-B sets sys.flags.dont_write_bytecode and sys.dont_write_bytecode."
# [run]
# flags = ["-B"]
# [expect]
# stdout = '''
# 1 True
# '''
# ///
import sys
print(sys.flags.dont_write_bytecode, sys.dont_write_bytecode)
