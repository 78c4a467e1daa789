# /// pyconform
# rules = ["lib.statistics.normaldist"]
# features = ["statistics"]
# description = "NormalDist exposes its parameters as floats and has a readable repr."
# [expect]
# stdout = '''
# NormalDist(mu=100.0, sigma=15.0)
# 100.0 100.0 100.0 15.0 225.0
# NormalDist(mu=0.0, sigma=1.0)
# '''
# ///
from statistics import NormalDist
n = NormalDist(100, 15)
print(n)
print(n.mean, n.median, n.mode, n.stdev, n.variance)
print(NormalDist())
