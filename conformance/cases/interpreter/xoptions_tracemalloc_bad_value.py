# /// pyconform
# rules = ["interp.xoptions.runtime"]
# features = ["interpreter"]
# notes = "A start-up failure has no exception a program could see: the outcome is empty stdout and exit status 1."
# description = "-X tracemalloc with a value that is not a frame count stops the interpreter before the program runs (status 1)."
# [run]
# flags = ["-X", "tracemalloc=x"]
#
# [expect]
# phase = "ok"
# stdout = ""
# exit_code = 1
# ///
print('not reached')
