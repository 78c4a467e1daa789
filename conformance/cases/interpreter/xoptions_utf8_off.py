# /// pyconform
# rules = ["interp.xoptions"]
# features = ["interpreter"]
# description = "-X utf8=0 disables UTF-8 mode and keeps the value as the string '0'."
# [run]
# flags = ["-X", "utf8=0"]
# [expect]
# stdout = '''
# 0 0
# '''
# ///
import sys
print(sys.flags.utf8_mode, sys._xoptions['utf8'])
