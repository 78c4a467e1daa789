# /// pyconform
# rules = ["interp.pep594.macpath_removed"]
# features = ["interpreter", "pep594"]
# description = "A bare import of macpath fails in 3.8."
# [expect]
# phase = "run"
# exception = "ModuleNotFoundError"
# stdout = ""
# ///
import macpath
