# /// pyconform
# rules = ["misc.index-in-constructors"]
# features = ["misc"]
# description = "int(), float() and complex() fall back to __index__ when it is the only conversion method."
# [expect]
# phase = "ok"
# stdout = """
# 7 7.0 (7+0j)
# """
# ///
class I:
    def __index__(self):
        return 7
print(int(I()), float(I()), complex(I()))
