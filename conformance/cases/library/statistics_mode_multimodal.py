# /// pyconform
# rules = ["porting.statistics-mode"]
# features = ["statistics"]
# description = "statistics.mode picks the first of several modes, in order of first occurrence, for numbers and strings."
#
# [expect]
# phase = "ok"
# stdout = '''
# 1 a 3 x
# StatisticsError
# '''
# ///
import statistics
print(statistics.mode([1, 1, 2, 2]), statistics.mode('abba'), statistics.mode([3, 1, 1, 3, 2]), statistics.mode(['x']))
try:
    statistics.mode([])
except statistics.StatisticsError:
    print('StatisticsError')
