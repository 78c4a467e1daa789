# /// pyconform
# rules = ["walrus.comprehension-global-nonlocal"]
# features = ["walrus"]
# description = "A walrus in a comprehension rebinds the enclosing nonlocal name; compiled by mypyc it does not."
# [expect]
# phase = "ok"
# stdout = """
# 3
# """
# [provenance]
# found_by = "pyconform run --impl mypyc:python3.8 (suite failure, reduced by hand)"
# implementation = "mypyc from mypy 1.14.1, extension run on CPython 3.8.18"
# ///
def f():
    z = 0
    def h():
        nonlocal z
        [z := x for x in range(4)]
    h()
    return z
print(f())
