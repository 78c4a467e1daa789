# /// pyconform
# rules = ["walrus.comprehension-scope"]
# features = ["walrus"]
# description = "The all() counterexample idiom: the walrus keeps the first failing value."
# [expect]
# phase = "ok"
# stdout = """
# odd 5
# """
# ///
nums = [2, 4, 5, 6]
if not all((n := v) % 2 == 0 for v in nums):
    print('odd', n)
