# /// pyconform
# rules = ["posonly.builtins"]
# features = ["posonly"]
# description = "Reference probe: len(obj=[1]) raises TypeError."
# [expect]
# phase = "run"
# exception = "TypeError"
# stdout = """
# 1
# """
# ///
print(len([1]))
len(obj=[1])
