# /// pyconform
# rules = ["interp.flags.dev_mode", "interp.flags.environment"]
# features = ["interpreter"]
# description = "PYTHONDEVMODE=1 also enables development mode, without adding an -X option."
# [run]
# env = {PYTHONDEVMODE = "1"}
# [expect]
# stdout = '''
# True None
# '''
# ///
import sys
print(sys.flags.dev_mode, sys._xoptions.get('dev'))
