# /// pyconform
# rules = ["fstring.eq.conversion_and_spec"]
# features = ["fstring-eq"]
# description = "After a conversion the value is a str, so a numeric spec is a run-time error."
# [expect]
# phase = "run"
# exception = "ValueError"
# stdout = ""
# ///
x = 10
print(f'{x=!r:d}')
