# /// pyconform
# rules = ["posonly.definition"]
# features = ["posonly"]
# description = "/ is only a parameter-list marker: it cannot appear in a call."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
print(1, /)
