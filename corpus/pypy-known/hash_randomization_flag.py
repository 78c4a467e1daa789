# /// pyconform
# rules = ["interp.flags.hash_randomization"]
# features = ["interpreter"]
# description = "Without PYTHONHASHSEED, sys.flags.hash_randomization is 1 on CPython 3.8; PyPy says 0."
# [run]
# env = {PYTHONHASHSEED = ""}
# [expect]
# stdout = """
# 1
# """
# [provenance]
# found_by = "CPython 3.8 Lib/test/test_cmd_line.py run on PyPy (issue 32), reduced by hand"
# implementation = "pypy 3.9.16"
# ///
import sys
print(sys.flags.hash_randomization)
