# /// pyconform
# rules = ["walrus.comprehension-scope"]
# features = ["walrus"]
# description = "Fuzzer divergence (phase:ok>compile:SyntaxError, stdout): brython 3.8.10 differs from cpython 3.8.18."
#
# [expect]
# phase = "ok"
# stdout = '''True
# '''
#
# [provenance]
# generator = "fstring"
# seed = 0
# shard = 7
# signature = "c56f0346aae3"
# key = "2be869faf3f2"
# kinds = ["phase:ok>compile:SyntaxError", "stdout"]
# reducer = "pysource-minimize"
# cause = "78ec1ad094c8"
# candidate_label = "brython-3.8"
# anchor = "syntax NamedExpr in Compare; rejected>SyntaxError"
# reference = {spec = "/root/.pyenv/versions/3.8.18/bin/python3.8", name = "cpython", version = "3.8.18", release = "3.8.18"}
# candidate = {spec = "brython", name = "brython", version = "3.8.10", language = "3.8"}
# reference_outcome = {phase = "ok", stdout = "True\n"}
# candidate_outcome = {phase = "compile", exception = {type = "SyntaxError", message = "invalid syntax"}, exit_code = 1}
# ///
print(f'{(unique_name_0 := 0) <= 0!a}')
