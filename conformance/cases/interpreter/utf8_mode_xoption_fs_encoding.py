# /// pyconform
# rules = ["interp.utf8_mode"]
# features = ["interpreter"]
# description = "-X utf8 under the C locale makes the filesystem encoding 'utf-8' and open()'s default encoding UTF-8."
# [run]
# flags = ["-X", "utf8"]
# env = {LC_ALL = "C", LANG = "C"}
#
# [expect]
# phase = "ok"
# stdout = '''
# 1 utf-8 UTF-8
# UTF-8
# '''
#
# [[drift]]
# since = "3.11"
# reason = "3.11 names the UTF-8 mode locale encoding in lower case ('utf-8') in locale.getpreferredencoding and a text file's encoding"
# phase = "ok"
# stdout = '''
# 1 utf-8 utf-8
# utf-8
# '''
# ///
import sys, locale
print(sys.flags.utf8_mode, sys.getfilesystemencoding(), locale.getpreferredencoding(False))
with open('f.txt', 'w') as f:
    print(f.encoding)
