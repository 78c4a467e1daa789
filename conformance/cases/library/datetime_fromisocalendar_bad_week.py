# /// pyconform
# rules = ["lib.datetime.isocalendar"]
# features = ["datetime"]
# description = "A week number the ISO year does not have raises ValueError."
# [expect]
# phase = "run"
# exception = "ValueError"
# stdout = ""
# ///
import datetime
datetime.date.fromisocalendar(2019, 53, 1)
