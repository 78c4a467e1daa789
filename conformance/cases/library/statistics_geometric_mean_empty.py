# /// pyconform
# rules = ["lib.statistics.geometric_mean"]
# features = ["statistics"]
# description = "geometric_mean of no data raises StatisticsError."
# [expect]
# phase = "run"
# exception = "StatisticsError"
# stdout = '''
# start
# '''
# ///
import statistics
print('start')
statistics.geometric_mean([])
