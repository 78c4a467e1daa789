# /// pyconform
# rules = ["lib.statistics.fmean"]
# features = ["statistics"]
# description = "fmean converts to float and accepts any iterable, generators included."
# [expect]
# stdout = '''
# 2.5
# 1.5
# float 0.5
# '''
# ///
import statistics
print(statistics.fmean([1, 2, 3, 4]))
print(statistics.fmean(x for x in [1, 2]))
print(type(statistics.fmean([1, 2])).__name__, statistics.fmean([True, False]))
