# /// pyconform
# rules = ["lib.math.dist"]
# features = ["math"]
# description = "math.dist returns a float; Brython returns an int for integer points."
# [expect]
# stdout = "5.0\n"
# [provenance]
# found_by = "pyconform run --impl brython (suite failure, reduced by hand)"
# implementation = "brython 3.8.10 (npm brython)"
# ///
import math
print(math.dist((0, 0), (3, 4)))
