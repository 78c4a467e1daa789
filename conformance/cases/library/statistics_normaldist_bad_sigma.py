# /// pyconform
# rules = ["lib.statistics.normaldist"]
# features = ["statistics"]
# description = "A negative sigma raises StatisticsError."
# [expect]
# phase = "run"
# exception = "StatisticsError"
# stdout = '''
# start
# '''
# ///
from statistics import NormalDist
print('start')
NormalDist(0, -1)
