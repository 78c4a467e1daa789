# /// pyconform
# rules = ["posonly.methods"]
# features = ["posonly"]
# description = "__init__ with positional-only parameters: the class call must pass them positionally."
# [expect]
# phase = "run"
# exception = "TypeError"
# stdout = """
# 1 2
# """
# ///
class Point:
    def __init__(self, x, y, /):
        self.x, self.y = x, y
p = Point(1, 2)
print(p.x, p.y)
Point(x=1, y=2)
