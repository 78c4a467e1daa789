# /// pyconform
# rules = ["posonly.positional-only"]
# features = ["posonly"]
# description = "Fuzzer divergence (phase:run:TypeError>compile:SyntaxError, stdout): micropython 1.27.0 differs from cpython 3.8.18."
#
# [expect]
# phase = "run"
# stdout = '''
#
# '''
# exception = "TypeError"
#
# [provenance]
# generator = "mutate"
# seed = 0
# shard = 20
# signature = "8be47c89a896"
# key = "ec10c65359bb"
# kinds = ["phase:run:TypeError>compile:SyntaxError", "stdout"]
# reducer = "pysource-minimize"
# cause = "8939f580ba1e"
# candidate_label = "micropython-3.4"
# anchor = "syntax posonly in function; rejected>SyntaxError"
# reference = {spec = "/root/.pyenv/versions/3.8.18/bin/python3.8", name = "cpython", version = "3.8.18"}
# candidate = {spec = "micropython", name = "micropython", version = "1.27.0", language = "3.4"}
# reference_outcome = {phase = "run", stdout = "\n", exception = {type = "TypeError", message = "'int' object is not callable"}, exit_code = 1}
# candidate_outcome = {phase = "compile", exception = {type = "SyntaxError", message = "invalid syntax"}, exit_code = 1}
# ///
def fun(a, /):
    pass
print()
0()
