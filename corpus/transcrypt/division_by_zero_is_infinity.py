# /// pyconform
# rules = ["fstring.eq.evaluation"]
# features = ["fstring-eq"]
# description = "Dividing by zero raises ZeroDivisionError; Transcrypt's JavaScript division prints Infinity."
# [expect]
# phase = "run"
# exception = "ZeroDivisionError"
# [provenance]
# found_by = "pyconform run --impl transcrypt:python3.9 (suite failure, reduced by hand)"
# implementation = "transcrypt 3.9.5 on CPython 3.9.18, output run by node 20"
# ///
print(f'{1 / 0=}')
