# /// pyconform
# rules = ["fstring.eq.colon_walrus"]
# features = ["fstring-eq", "walrus"]
# description = "Read as a spec, '=3=' is not valid for an int and fails when formatting."
# [expect]
# phase = "run"
# exception = "ValueError"
# stdout = ""
# ///
y = 1
print(f'{y:=3=}')
