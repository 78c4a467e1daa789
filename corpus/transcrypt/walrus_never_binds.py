# /// pyconform
# rules = ["walrus.if-elif"]
# features = ["walrus"]
# description = "An assignment expression binds its target; Transcrypt emits a reference to an undefined JavaScript variable y3."
# [expect]
# phase = "ok"
# stdout = """
# 3
# """
# [provenance]
# found_by = "pyconform run --impl transcrypt:python3.9 (suite failure, reduced by hand)"
# implementation = "transcrypt 3.9.5 on CPython 3.9.18, output run by node 20"
# ///
if (y := 3) > 2:
    print(y)
