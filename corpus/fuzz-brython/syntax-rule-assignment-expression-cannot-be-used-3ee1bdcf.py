# /// pyconform
# rules = ["walrus.comprehension-scope"]
# features = ["walrus"]
# description = "Fuzzer divergence (phase:compile:SyntaxError>ok, stdout): brython 3.8.10 differs from cpython 3.8.18."
#
# [expect]
# phase = "compile"
# stdout = ""
# exception = "SyntaxError"
#
# [provenance]
# generator = "walrus"
# seed = 0
# shard = 4
# signature = "d61c2d79bdbb"
# key = "91911ce30005"
# kinds = ["phase:compile:SyntaxError>ok", "stdout"]
# reducer = "text"
# cause = "3ee1bdcffb2d"
# candidate_label = "brython-3.8"
# anchor = "syntax rule \"assignment expression cannot be used in a comprehension iterable expression\"; SyntaxError>accepted"
# reference = {spec = "/root/.pyenv/versions/3.8.18/bin/python3.8", name = "cpython", version = "3.8.18"}
# candidate = {spec = "brython", name = "brython", version = "3.8.10", language = "3.8"}
# reference_outcome = {phase = "compile", exception = {type = "SyntaxError", message = "assignment expression cannot be used in a comprehension iterable expression"}, exit_code = 1}
# candidate_outcome = {phase = "ok", stdout = "{0: ()}\n"}
# ///
print({i:()for i in range(1)})
[x for x in(a:=[])]
