# /// pyconform
# rules = ["interp.flags.isolated", "interp.flags.quiet"]
# features = ["interpreter"]
# description = "-q sets sys.flags.quiet; inspect and interactive stay 0 for a script."
# [run]
# flags = ["-q", "-I"]
# [expect]
# stdout = '''
# 1 0 0
# '''
# ///
import sys
print(sys.flags.quiet, sys.flags.inspect, sys.flags.interactive)
