# /// pyconform
# rules = ["misc.continue-in-finally"]
# features = ["misc"]
# description = "A loop in an enclosing function does not make continue legal in a nested function's finally."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
def f():
    for i in range(3):
        def g():
            try:
                pass
            finally:
                continue
