# /// pyconform
# rules = ["lib.statistics.geometric_mean"]
# features = ["statistics"]
# description = "geometric_mean returns the nth root of the product as a float."
# [expect]
# stdout = '''
# 2.0
# 36.0
# '''
# ///
import statistics
print(round(statistics.geometric_mean([1, 2, 4]), 6))
print(round(statistics.geometric_mean([54, 24, 36]), 9))
