# /// pyconform
# rules = ["misc.continue-in-finally"]
# features = ["misc"]
# description = "continue in a finally clause outside any loop is rejected."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
try:
    pass
finally:
    continue
