# /// pyconform
# rules = ["posonly.positional-only"]
# features = ["posonly"]
# description = "A positional-only parameter is bound by position; Transcrypt drops it from the emitted function."
# [expect]
# phase = "ok"
# stdout = """
# 3
# """
# [provenance]
# found_by = "pyconform run --impl transcrypt:python3.9 (suite failure, reduced by hand)"
# implementation = "transcrypt 3.9.5 on CPython 3.9.18, output run by node 20"
# ///
def f(a, /, b):
    return a + b
print(f(1, b=2))
