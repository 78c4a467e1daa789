# /// pyconform
# rules = ["misc.reversed-dict"]
# features = ["misc"]
# description = "reversed() returns an iterator; Monty returns a list, which next() rejects."
# [expect]
# phase = "ok"
# stdout = """
# 2
# """
# [provenance]
# found_by = "pyconform run --impl monty (suite failure, reduced by hand)"
# implementation = "monty 1.4.0 (pip pydantic-monty)"
# ///
r = reversed([1, 2])
print(next(r))
