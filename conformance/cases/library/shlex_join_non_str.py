# /// pyconform
# rules = ["lib.shlex.join"]
# features = ["shlex"]
# description = "Non-string arguments raise TypeError."
# [expect]
# phase = "run"
# exception = "TypeError"
# stdout = ""
# ///
import shlex
shlex.join(['a', 1])
