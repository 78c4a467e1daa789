# /// pyconform
# rules = ["walrus.comprehension-iterable"]
# features = ["walrus"]
# description = "Binding the iterable with a walrus outside the comprehension is legal."
# [expect]
# phase = "ok"
# stdout = """
# [2, 4, 6] [1, 2, 3]
# """
# ///
if (xs := [1, 2, 3]):
    print([x * 2 for x in xs], xs)
