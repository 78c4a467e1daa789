# /// pyconform
# rules = ["fstring.eq.text"]
# features = ["fstring-eq"]
# description = "Fuzzer divergence (phase:ok>compile:SyntaxError, stdout): micropython 1.27.0 differs from cpython 3.8.18."
#
# [expect]
# phase = "ok"
# stdout = '''math.pi= 3.141592653589793
# '''
#
# [provenance]
# generator = "mutate"
# seed = 0
# shard = 0
# signature = "60d8b71a1098"
# key = "dfe3349f8ed3"
# kinds = ["phase:ok>compile:SyntaxError", "stdout"]
# reducer = "pysource-minimize"
# cause = "205dc2ac0a98"
# candidate_label = "micropython-3.4"
# anchor = "syntax FormattedValue!s in JoinedStr, debug =; rejected>SyntaxError"
# reference = {spec = "/root/.pyenv/versions/3.8.18/bin/python3.8", name = "cpython", version = "3.8.18"}
# candidate = {spec = "micropython", name = "micropython", version = "1.27.0", language = "3.4"}
# reference_outcome = {phase = "ok", stdout = "math.pi= 3.141592653589793\n"}
# candidate_outcome = {phase = "compile", exception = {type = "SyntaxError", message = "invalid syntax"}, exit_code = 1}
# ///
import math
print(f'{math.pi= !s}')
