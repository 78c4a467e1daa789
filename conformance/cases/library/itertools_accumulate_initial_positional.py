# /// pyconform
# rules = ["lib.itertools.accumulate_initial"]
# features = ["itertools"]
# description = "initial is keyword-only."
# [expect]
# phase = "run"
# exception = "TypeError"
# stdout = ""
# ///
import itertools
list(itertools.accumulate([1, 2], None, 5))
