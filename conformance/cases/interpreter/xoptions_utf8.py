# /// pyconform
# rules = ["interp.xoptions"]
# features = ["interpreter"]
# description = "-X utf8 enables UTF-8 mode."
# [run]
# flags = ["-X", "utf8"]
# [expect]
# stdout = '''
# 1 True
# '''
# ///
import sys
print(sys.flags.utf8_mode, sys._xoptions['utf8'])
