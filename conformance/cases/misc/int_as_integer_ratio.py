# /// pyconform
# rules = ["misc.int-as-integer-ratio"]
# features = ["misc"]
# description = "int.as_integer_ratio() (new in 3.8) returns (value, 1) with int parts, also for bool."
# [expect]
# phase = "ok"
# stdout = """
# (6, 1) (-3, 1) (0, 1) (1, 1)
# int
# """
# ///
print((6).as_integer_ratio(), (-3).as_integer_ratio(), (0).as_integer_ratio(), True.as_integer_ratio())
print(type(True.as_integer_ratio()[0]).__name__)
