# /// pyconform
# rules = ["interp.flags.hash_randomization"]
# features = ["interpreter"]
# description = "PYTHONHASHSEED=0 turns hash randomization off: sys.flags.hash_randomization is 0."
# [run]
# env = {PYTHONHASHSEED = "0"}
#
# [expect]
# phase = "ok"
# stdout = '''
# 0
# '''
# ///
import sys
print(sys.flags.hash_randomization)
