# /// pyconform
# rules = ["lib.statistics.fmean"]
# features = ["statistics"]
# description = "fmean uses plain float arithmetic, unlike the exact mean()."
# [expect]
# stdout = '''
# 0.19999999999999998 0.2
# '''
# ///
import statistics
print(statistics.fmean([0.1, 0.2, 0.3]), statistics.mean([0.1, 0.2, 0.3]))
