# /// pyconform
# rules = ["interp.flags.dev_mode"]
# features = ["interpreter"]
# description = "-X dev turns on sys.flags.dev_mode (a bool)."
# [run]
# flags = ["-X", "dev"]
# [expect]
# stdout = '''
# True bool True
# '''
# ///
import sys
print(sys.flags.dev_mode, type(sys.flags.dev_mode).__name__, sys._xoptions.get('dev'))
