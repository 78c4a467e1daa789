# /// pyconform
# rules = ["lib.statistics.quantiles"]
# features = ["statistics"]
# description = "quantiles cuts data into n groups; the default is quartiles by the exclusive method."
# [expect]
# stdout = '''
# [2.25, 4.5, 6.75]
# [2.25, 4.5, 6.75]
# [1.1, 2.2, 3.3, 4.4, 5.5, 6.6, 7.7, 8.8, 9.9]
# '''
# ///
import statistics
print(statistics.quantiles([1, 2, 3, 4, 5, 6, 7, 8], n=4))
print(statistics.quantiles([1, 2, 3, 4, 5, 6, 7, 8]))
print(statistics.quantiles(range(1, 11), n=10))
