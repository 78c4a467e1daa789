# /// pyconform
# rules = ["lib.pow.keywords"]
# features = ["pow"]
# description = "exp is required even when passed by keyword."
# [expect]
# phase = "run"
# exception = "TypeError"
# stdout = ""
# ///
pow(base=2)
