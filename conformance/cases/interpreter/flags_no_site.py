# /// pyconform
# rules = ["interp.flags.site"]
# features = ["interpreter"]
# description = "-S sets no_site and skips importing site at start-up."
# [run]
# flags = ["-S"]
# [expect]
# stdout = '''
# 1 False
# '''
# ///
import sys
print(sys.flags.no_site, 'site' in sys.modules)
