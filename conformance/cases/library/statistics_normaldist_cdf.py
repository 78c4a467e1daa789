# /// pyconform
# rules = ["lib.statistics.normaldist"]
# features = ["statistics"]
# description = "cdf, inv_cdf and pdf of a normal distribution."
# [expect]
# stdout = '''
# 0.841345 0.5
# 100.0 129.3995
# 0.026596152
# '''
# ///
from statistics import NormalDist
n = NormalDist(100, 15)
print(round(n.cdf(115), 6), round(n.cdf(100), 9))
print(n.inv_cdf(0.5), round(n.inv_cdf(0.975), 4))
print(round(n.pdf(100), 9))
