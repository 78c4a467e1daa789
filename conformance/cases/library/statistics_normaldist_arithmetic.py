# /// pyconform
# rules = ["lib.statistics.normaldist"]
# features = ["statistics"]
# description = "Adding or scaling by constants shifts and scales; adding two independent distributions adds variances."
# [expect]
# stdout = '''
# NormalDist(mu=105.0, sigma=15.0) NormalDist(mu=95.0, sigma=15.0)
# NormalDist(mu=200.0, sigma=30.0) NormalDist(mu=200.0, sigma=30.0)
# NormalDist(mu=3.0, sigma=5.0)
# NormalDist(mu=-1.0, sigma=5.0)
# '''
# ///
from statistics import NormalDist
n = NormalDist(100, 15)
print(n + 5, n - 5)
print(n * 2, 2 * n)
print(NormalDist(1, 3) + NormalDist(2, 4))
print(NormalDist(1, 3) - NormalDist(2, 4))
