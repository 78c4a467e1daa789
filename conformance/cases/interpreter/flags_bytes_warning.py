# /// pyconform
# rules = ["interp.flags.bytes_warning"]
# features = ["interpreter"]
# description = "-b sets sys.flags.bytes_warning to 1."
# [run]
# flags = ["-b"]
# [expect]
# stdout = '''
# 1
# '''
# ///
import sys
print(sys.flags.bytes_warning)
