# /// pyconform
# rules = ["misc.keyword-name"]
# features = ["misc"]
# description = "f((a)=1) is a SyntaxError in 3.8; MicroPython accepts it."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# [provenance]
# found_by = "pyconform run --impl micropython (suite failure, reduced by hand)"
# implementation = "micropython 1.27.0 (npm @micropython/micropython-webassembly-pyscript)"
# ///
def f(**k):
    return k
f((a)=1)
