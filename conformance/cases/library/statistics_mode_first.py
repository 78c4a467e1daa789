# /// pyconform
# rules = ["porting.statistics-mode"]
# features = ["statistics"]
# description = "statistics.mode returns the first mode met in multimodal data instead of raising StatisticsError; empty data still raises."
#
# [expect]
# phase = "run"
# stdout = '''
# 1 a 3
# '''
# exception = "StatisticsError"
# ///
import statistics
print(statistics.mode([1, 1, 2, 2]), statistics.mode('abba'), statistics.mode([3, 1, 1, 3, 2]))
statistics.mode([])
