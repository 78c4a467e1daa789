# /// pyconform
# rules = ["walrus.display"]
# features = ["walrus"]
# description = "In 3.8 a set display element cannot be an unparenthesized walrus."
# notes = "Reference data: SyntaxError on 3.8.16, legal on 3.11.7. CPython 3.9.18 already accepts it, hence since 3.9."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# [[drift]]
# since = "3.9"
# reason = "The PEG parser accepts unparenthesized walrus elements in set displays (documented as new in 3.10; already accepted by CPython 3.9)."
# phase = "ok"
# stdout = """
# {1, 2} 1
# """
# ///
print({y := 1, 2}, y)
