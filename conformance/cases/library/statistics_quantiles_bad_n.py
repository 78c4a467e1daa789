# /// pyconform
# rules = ["lib.statistics.quantiles"]
# features = ["statistics"]
# description = "n below 1 raises StatisticsError."
# [expect]
# phase = "run"
# exception = "StatisticsError"
# stdout = '''
# start
# '''
# ///
import statistics
print('start')
statistics.quantiles([1, 2, 3], n=0)
