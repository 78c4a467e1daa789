# /// pyconform
# rules = ["lib.statistics.normaldist"]
# features = ["statistics"]
# description = "from_samples estimates mu and sigma; equal parameters compare equal."
# [expect]
# stdout = '''
# 5.0 2.138089935
# True False
# '''
# ///
from statistics import NormalDist
d = NormalDist.from_samples([2, 4, 4, 4, 5, 5, 7, 9])
print(d.mean, round(d.stdev, 9))
print(NormalDist(1, 2) == NormalDist(1, 2), NormalDist(1, 2) == NormalDist(1, 3))
