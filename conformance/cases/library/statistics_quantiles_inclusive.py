# /// pyconform
# rules = ["lib.statistics.quantiles"]
# features = ["statistics"]
# description = "method='inclusive' treats the data as the whole population."
# [expect]
# stdout = '''
# [2.75, 4.5, 6.25]
# [0.5, 2.0, 3.5]
# '''
# ///
import statistics
data = [1, 2, 3, 4, 5, 6, 7, 8]
print(statistics.quantiles(data, n=4, method='inclusive'))
print(statistics.quantiles([1, 3], n=4, method='exclusive'))
