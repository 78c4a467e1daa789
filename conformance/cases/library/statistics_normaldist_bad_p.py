# /// pyconform
# rules = ["lib.statistics.normaldist"]
# features = ["statistics"]
# description = "inv_cdf needs 0 < p < 1."
# [expect]
# phase = "run"
# exception = "StatisticsError"
# stdout = ""
# ///
from statistics import NormalDist
NormalDist().inv_cdf(0)
