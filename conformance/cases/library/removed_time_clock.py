# /// pyconform
# rules = ["rm.removed-names"]
# features = ["removal"]
# description = "time.clock() is removed in 3.8: AttributeError."
#
# [expect]
# phase = "run"
# exception = "AttributeError"
# ///
import time
time.clock()
