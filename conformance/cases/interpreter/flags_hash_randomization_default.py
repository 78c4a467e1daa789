# /// pyconform
# rules = ["interp.flags.hash_randomization"]
# features = ["interpreter"]
# description = "Without PYTHONHASHSEED, hash randomization is on: sys.flags.hash_randomization is 1."
# [run]
# env = {PYTHONHASHSEED = ""}
#
# [expect]
# phase = "ok"
# stdout = '''
# 1
# '''
# ///
import sys
print(sys.flags.hash_randomization)
