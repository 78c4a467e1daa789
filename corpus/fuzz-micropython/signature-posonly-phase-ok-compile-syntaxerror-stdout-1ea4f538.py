# /// pyconform
# rules = ["posonly.positional-only"]
# features = ["posonly"]
# description = "Fuzzer divergence (phase:ok>compile:SyntaxError, stdout): micropython 1.27.0 differs from cpython 3.8.18."
#
# [expect]
# phase = "ok"
# stdout = '''
#
# '''
#
# [provenance]
# generator = "signature"
# seed = 0
# shard = 1
# signature = "1ea4f5380e01"
# key = "df7db4e0f932"
# kinds = ["phase:ok>compile:SyntaxError", "stdout"]
# reducer = "pysource-minimize"
# reference = {spec = "/root/.pyenv/versions/3.8.18/bin/python3.8", name = "cpython", version = "3.8.18"}
# candidate = {spec = "micropython", name = "micropython", version = "1.27.0"}
# reference_outcome = {phase = "ok", stdout = "\n"}
# candidate_outcome = {phase = "compile", exception = {type = "SyntaxError", message = "invalid syntax"}, exit_code = 1}
# ///
lambda b, /: 0
print()
