# /// pyconform
# rules = ["fuzz.differential"]
# features = ["fuzz"]
# description = "Fuzzer divergence (phase:ok>run:SyntaxError, stdout): pypy 3.9.16 differs from cpython 3.8.18."
#
# [expect]
# phase = "ok"
# stdout = '''
#
# '''
#
# [provenance]
# generator = "mutate"
# seed = 0
# shard = 6
# signature = "7ebf4385e9ce"
# key = "4b92b9c1c836"
# kinds = ["phase:ok>run:SyntaxError", "stdout"]
# reducer = "pysource-minimize"
# reference = {spec = "/root/.pyenv/versions/3.8.18/bin/python3.8", name = "cpython", version = "3.8.18"}
# candidate = {spec = "pypy3", name = "pypy", version = "3.9.16"}
# reference_outcome = {phase = "ok", stdout = "\n"}
# candidate_outcome = {phase = "run", exception = {type = "SyntaxError", message = "The ':=' operator is only supported in Python (3, 8) and above."}, exit_code = 1}
# ///
import ast
ast.parse('(x:=1)', feature_version=0)
print()
