# /// pyconform
# rules = ["posonly.positional-only"]
# features = ["posonly"]
# description = "Fuzzer divergence (phase:ok>compile:SyntaxError, stdout): brython 3.8.10 differs from cpython 3.8.18."
#
# [expect]
# phase = "ok"
# stdout = '''
#
# '''
#
# [provenance]
# generator = "program"
# seed = 0
# shard = 0
# signature = "158b90966dad"
# key = "7a2840b95678"
# kinds = ["phase:ok>compile:SyntaxError", "stdout"]
# reducer = "pysource-minimize"
# cause = "e0d3baf5d558"
# candidate_label = "brython-3.8"
# anchor = "syntax posonly in function; rejected>SyntaxError"
# reference = {spec = "/root/.pyenv/versions/3.8.18/bin/python3.8", name = "cpython", version = "3.8.18"}
# candidate = {spec = "brython", name = "brython", version = "3.8.10", language = "3.8"}
# reference_outcome = {phase = "ok", stdout = "\n"}
# candidate_outcome = {phase = "compile", exception = {type = "SyntaxError", message = "invalid syntax"}, exit_code = 1}
# ///
lambda v, /: 0
print()
