# /// pyconform
# rules = ["fstring.eq.conversion", "erratum.fstring.bang_d"]
# features = ["fstring-eq"]
# description = "'!d' is no valid conversion after '=' either."
# erratum = "001-mail-f-string-debug-conversion.txt proposes a `!d` conversion; 3.8 only knows !s, !r and !a, so `f'{x=!d}'` is a SyntaxError."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# ///
x = 1
print(f'{x=!d}')
