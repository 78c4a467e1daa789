# /// pyconform
# rules = ["walrus.call-argument"]
# features = ["walrus"]
# description = "In 3.8 a sole generator argument cannot have an unparenthesized walrus element; accepted from 3.9."
# notes = "3.8's grammar allows 'test [comp_for]' or 'test := test' as an argument, not both; checked against real CPython 3.8.18, 3.9.18, 3.11.7."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# [[drift]]
# since = "3.9"
# reason = "The 3.9 parser accepts an unparenthesized walrus as the element of a generator argument."
# phase = "ok"
# stdout = """
# 6 3
# """
# ///
print(sum(y := x for x in range(4)), y)
