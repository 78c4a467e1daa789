# /// pyconform
# rules = ["misc.continue-in-finally"]
# features = ["misc"]
# description = "An exception made with a non-string argument keeps it in args; Monty fails with an internal RuntimeError."
# [expect]
# phase = "ok"
# stdout = """
# (1,)
# """
# [provenance]
# found_by = "pyconform run --impl monty (suite failure, reduced by hand)"
# implementation = "monty 1.4.0 (pip pydantic-monty)"
# ///
try:
    raise ValueError(1)
except ValueError as e:
    print(e.args)
