# /// pyconform
# rules = ["interp.utf8_mode"]
# features = ["interpreter"]
# description = "-X utf8=0 keeps UTF-8 mode off under the C locale: the flag is 0 and the filesystem encoding is the locale's, 'ascii'."
# [run]
# flags = ["-X", "utf8=0"]
# env = {LC_ALL = "C", LANG = "C"}
#
# [expect]
# phase = "ok"
# stdout = '''
# 0 ascii
# '''
# ///
import sys
print(sys.flags.utf8_mode, sys.getfilesystemencoding())
