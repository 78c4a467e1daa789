# /// pyconform
# rules = ["misc.is-literal-warning"]
# features = ["misc"]
# description = "Comparing with 'is' against an int or str literal emits SyntaxWarning at compile time; None does not."
# [expect]
# phase = "ok"
# stdout = """
# ['SyntaxWarning', 'SyntaxWarning'] [2, 3]
# """
# ///
import warnings
src = "x = 1\nx is 1\nx is not 'a'\nx is None\nx == 1\n"
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter('always')
    compile(src, 'm', 'exec')
print([w.category.__name__ for w in caught], [w.lineno for w in caught])
