# /// pyconform
# rules = ["lib.statistics.geometric_mean"]
# features = ["statistics"]
# description = "In 3.8 a negative or zero value makes geometric_mean raise StatisticsError."
# [expect]
# stdout = '''
# StatisticsError
# StatisticsError
# '''
# [[drift]]
# since = "3.13"
# reason = "3.13 returns 0.0 when a value is zero"
# stdout = '''
# StatisticsError
# 0.0
# '''
# ///
import statistics
for data in ([-1, 2], [0, 2]):
    try:
        print(statistics.geometric_mean(data))
    except statistics.StatisticsError:
        print('StatisticsError')
