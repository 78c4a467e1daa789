# /// pyconform
# rules = ["lib.itertools.accumulate_initial"]
# features = ["itertools"]
# description = "accumulate(initial=...) emits the initial value first; None means no initial value."
# [expect]
# stdout = '''
# [10, 11, 13, 16]
# [10, 10, 20, 60]
# [5]
# [1, 3]
# '''
# ///
import itertools
import operator
print(list(itertools.accumulate([1, 2, 3], initial=10)))
print(list(itertools.accumulate([1, 2, 3], operator.mul, initial=10)))
print(list(itertools.accumulate([], initial=5)))
print(list(itertools.accumulate([1, 2], initial=None)))
