# /// pyconform
# rules = ["interp.flags.hash_randomization"]
# features = ["interpreter"]
# description = "PYTHONHASHSEED=random keeps hash randomization on: sys.flags.hash_randomization is 1."
# [run]
# env = {PYTHONHASHSEED = "random"}
#
# [expect]
# phase = "ok"
# stdout = '''
# 1
# '''
# ///
import sys
print(sys.flags.hash_randomization)
