# /// pyconform
# rules = ["interp.utf8_mode"]
# features = ["interpreter"]
# description = "Under LC_ALL=C, CPython 3.8's UTF-8 mode makes the filesystem encoding 'utf-8'; PyPy keeps 'ascii'."
# [run]
# env = {LC_ALL = "C", LANG = "C"}
# [expect]
# stdout = """
# utf-8
# """
# [provenance]
# found_by = "CPython 3.8 Lib/test/test_utf8_mode.py run on PyPy (issue 32), reduced by hand"
# implementation = "pypy 3.9.16"
# ///
import sys
print(sys.getfilesystemencoding())
