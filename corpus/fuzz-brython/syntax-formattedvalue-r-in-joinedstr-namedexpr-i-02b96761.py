# /// pyconform
# rules = ["walrus.comprehension-scope"]
# features = ["walrus"]
# description = "Fuzzer divergence (phase:ok>run:NameError, stdout): brython 3.8.10 differs from cpython 3.8.18."
#
# [expect]
# phase = "ok"
# stdout = '''0
# '''
#
# [provenance]
# generator = "fstring"
# seed = 0
# shard = 7
# signature = "8332bc4effb9"
# key = "1ee78092aa0e"
# kinds = ["phase:ok>run:NameError", "stdout"]
# reducer = "pysource-minimize"
# cause = "02b967614372"
# candidate_label = "brython-3.8"
# anchor = "syntax FormattedValue!r in JoinedStr, NamedExpr in BinOp; ok>NameError"
# reference = {spec = "/root/.pyenv/versions/3.8.18/bin/python3.8", name = "cpython", version = "3.8.18"}
# candidate = {spec = "brython", name = "brython", version = "3.8.10", language = "3.8"}
# reference_outcome = {phase = "ok", stdout = "0\n"}
# candidate_outcome = {phase = "run", exception = {type = "NameError", message = "name 'w' is not defined"}, exit_code = 1}
# ///
print(f'{(w := 0) + w!r}')
