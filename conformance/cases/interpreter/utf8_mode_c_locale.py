# /// pyconform
# rules = ["interp.utf8_mode"]
# features = ["interpreter"]
# description = "Under the C locale (LC_ALL=C) UTF-8 mode turns on by itself: sys.flags.utf8_mode is 1 and the filesystem encoding is 'utf-8'."
# [run]
# env = {LC_ALL = "C", LANG = "C"}
#
# [expect]
# phase = "ok"
# stdout = '''
# 1 utf-8 {}
# '''
# ///
import sys
print(sys.flags.utf8_mode, sys.getfilesystemencoding(), sys._xoptions)
