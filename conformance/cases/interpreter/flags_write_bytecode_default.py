# /// pyconform
# rules = ["interp.flags.dont_write_bytecode", "interp.flags.environment"]
# features = ["interpreter"]
# description = "With neither -B nor a non-empty PYTHONDONTWRITEBYTECODE bytecode writing is on."
# [run]
# env = {PYTHONDONTWRITEBYTECODE = ""}
# [expect]
# stdout = '''
# 0 False
# '''
# ///
import sys
print(sys.flags.dont_write_bytecode, sys.dont_write_bytecode)
