# /// pyconform
# rules = ["fstring.eq.conversion", "erratum.fstring.bang_f"]
# features = ["fstring-eq"]
# description = "The article's '!f' conversion does not exist; the f-string is rejected at compile time."
# erratum = "000-article.md § Debug support for f-strings shows `f'{math.pi=!f:.2f}'` printing `math.pi=3.14`; 3.8 rejects it with SyntaxError (invalid conversion character)."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
import math
print(f'{math.pi=!f:.2f}')
