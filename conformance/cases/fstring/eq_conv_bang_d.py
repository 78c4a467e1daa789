# /// pyconform
# rules = ["fstring.eq.conversion", "erratum.fstring.bang_d"]
# features = ["fstring-eq"]
# description = "The mail's proposed '!d' conversion does not exist; it is rejected at compile time."
# erratum = "001-mail-f-string-debug-conversion.txt proposes `f'{value!d}'`; it never shipped, 3.8 raises SyntaxError (invalid conversion character)."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
x = 1
print(f'{x!d}')
