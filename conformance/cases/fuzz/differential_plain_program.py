# /// pyconform
# rules = ["fuzz.differential"]
# features = ["fuzz"]
# description = "A program of the kind the fuzzer generates, using no 3.8-only feature: evaluation order, exception flow and the exit status must match CPython 3.8."
# notes = "The corpus's fallback rule needs one suite case of its own: this is a fixed program in the fuzzer's style, with its 3.8.18 outcome."
# [expect]
# stdout = '''
# a
# b
# 3
# caught ZeroDivisionError
# finally
# [1, 4, 9] {'k': 2}
# '''
# exit_code = 2
# ///
import sys


def f(name, value):
    print(name)
    return value


print(f('a', 1) + f('b', 2))
try:
    1 // 0
except ArithmeticError as e:
    print('caught', type(e).__name__)
finally:
    print('finally')
print([i * i for i in range(1, 4)], dict(k=len('ab')))
sys.exit(2)
