# /// pyconform
# rules = ["lib.statistics.fmean"]
# features = ["statistics"]
# description = "fmean of no data raises StatisticsError."
# [expect]
# phase = "run"
# exception = "StatisticsError"
# stdout = '''
# start
# '''
# ///
import statistics
print('start')
statistics.fmean([])
