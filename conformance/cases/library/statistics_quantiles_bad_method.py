# /// pyconform
# rules = ["lib.statistics.quantiles"]
# features = ["statistics"]
# description = "An unknown method name raises ValueError."
# [expect]
# phase = "run"
# exception = "ValueError"
# stdout = ""
# ///
import statistics
statistics.quantiles([1, 2, 3], method='median')
