# /// pyconform
# rules = ["walrus.comprehension-scope"]
# features = ["walrus"]
# description = "Fuzzer divergence (phase:ok>run:RuntimeError, stdout): brython 3.8.10 differs from cpython 3.8.18."
#
# [expect]
# phase = "ok"
# stdout = '''
#
# '''
#
# [provenance]
# generator = "walrus"
# seed = 0
# shard = 2
# signature = "a716320bfd5c"
# key = "0ee7e9c81cc1"
# kinds = ["phase:ok>run:RuntimeError", "stdout"]
# reducer = "pysource-minimize"
# cause = "4a533eb6273a"
# candidate_label = "brython-3.8"
# anchor = "syntax NamedExpr in GeneratorExp; ok>RuntimeError"
# reference = {spec = "/root/.pyenv/versions/3.8.18/bin/python3.8", name = "cpython", version = "3.8.18"}
# candidate = {spec = "brython", name = "brython", version = "3.8.10", language = "3.8"}
# reference_outcome = {phase = "ok", stdout = "\n"}
# candidate_outcome = {phase = "run", exception = {type = "RuntimeError", message = "JavaScript TypeError: Cannot read properties of undefined (reading '$nat')"}, exit_code = 1}
# ///
((b := 0) for unique_name_0 in range(0))
try:
    print(b)
except NameError:
    print()
