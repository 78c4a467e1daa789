# /// pyconform
# rules = ["erratum.fstring.bang_bang"]
# features = ["fstring-eq"]
# description = "The mail's alternative spelling '!!' is not a conversion: f'{value!!}' does not compile."
# erratum = "001-mail-f-string-debug-conversion.txt mentions '!!' as a possible spelling of the debug conversion; no such conversion exists in 3.8, f'{value!!}' is a SyntaxError (the feature shipped as f'{value=}')."
# [expect]
# phase = "compile"
# exception = "SyntaxError"
# stdout = ""
# ///
value = 10
print(f'{value!!}')
