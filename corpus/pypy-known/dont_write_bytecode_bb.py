# /// pyconform
# rules = ["interp.flags.dont_write_bytecode"]
# features = ["interpreter"]
# description = "-BB gives sys.flags.dont_write_bytecode 1 on CPython 3.8 (a boolean flag); PyPy gives 2."
# [run]
# flags = ["-BB"]
# [expect]
# stdout = """
# 1
# """
# [provenance]
# found_by = "CPython 3.8 Lib/test/test_cmd_line.py run on PyPy (issue 32), reduced by hand"
# implementation = "pypy 3.9.16"
# ///
import sys
print(sys.flags.dont_write_bytecode)
