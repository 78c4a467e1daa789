# /// pyconform
# rules = ["walrus.display"]
# features = ["walrus"]
# description = "In 3.8 a set comprehension element cannot be an unparenthesized walrus."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# [[drift]]
# since = "3.9"
# reason = "The PEG parser accepts an unparenthesized walrus as a set comprehension element (documented for 3.10; already accepted by CPython 3.9)."
# phase = "ok"
# stdout = """
# {0, 1, 2} 2
# """
# ///
print({y := x for x in range(3)}, y)
