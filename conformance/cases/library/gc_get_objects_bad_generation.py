# /// pyconform
# rules = ["lib.gc.get-objects-generation"]
# features = ["stdlib"]
# description = "gc.get_objects(generation=3) raises ValueError."
#
# [expect]
# phase = "run"
# exception = "ValueError"
# ///
import gc
gc.get_objects(generation=3)
