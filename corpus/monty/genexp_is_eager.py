# /// pyconform
# rules = ["walrus.comprehension-closure"]
# features = ["walrus"]
# description = "A generator expression binds its walrus only as any() consumes it, up to the first true item; Monty evaluates every item first."
# [expect]
# phase = "ok"
# stdout = """
# True 1
# """
# [provenance]
# found_by = "pyconform run --impl monty (suite failure, reduced by hand)"
# implementation = "monty 1.4.0 (pip pydantic-monty)"
# ///
def first_positive(values):
    found = any((n := v) > 0 for v in values)
    return found, n
print(*first_positive([1, 2, 3]))
