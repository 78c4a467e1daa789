# /// pyconform
# rules = ["lib.statistics.normaldist"]
# features = ["statistics"]
# description = "overlap gives the shared area of two normal curves."
# [expect]
# stdout = '''
# 0.617075
# 0.803505
# 1.0
# '''
# ///
from statistics import NormalDist
print(round(NormalDist(0, 1).overlap(NormalDist(1, 1)), 6))
print(round(NormalDist(2.4, 1.6).overlap(NormalDist(3.2, 2.0)), 6))
print(NormalDist(5, 2).overlap(NormalDist(5, 2)))
