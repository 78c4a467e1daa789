# /// pyconform
# rules = ["posonly.kwargs"]
# features = ["posonly"]
# description = "A keyword naming a positional-only parameter goes into **kw; Monty raises TypeError."
# [expect]
# phase = "ok"
# stdout = """
# (1, {'a': 2})
# """
# [provenance]
# found_by = "pyconform run --impl monty (suite failure, reduced by hand)"
# implementation = "monty 1.4.0 (pip pydantic-monty)"
# ///
def f(a, /, **kw):
    return a, kw
print(f(1, a=2))
