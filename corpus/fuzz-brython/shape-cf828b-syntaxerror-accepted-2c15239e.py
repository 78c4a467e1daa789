# /// pyconform
# rules = ["fuzz.differential"]
# features = ["fuzz"]
# description = "Fuzzer divergence (phase:compile:SyntaxError>ok, stdout): brython 3.8.10 differs from cpython 3.8.18."
#
# [expect]
# phase = "compile"
# stdout = ""
# exception = "SyntaxError"
#
# [provenance]
# generator = "mutate"
# seed = 0
# shard = 1
# signature = "98d492b8e0b1"
# key = "7a9810a4f6e6"
# kinds = ["phase:compile:SyntaxError>ok", "stdout"]
# reducer = "text"
# cause = "2c15239e8132"
# candidate_label = "brython-3.8"
# anchor = "shape _ ( { _ := } ) #cf828b; SyntaxError>accepted"
# reference = {spec = "/root/.pyenv/versions/3.8.18/bin/python3.8", name = "cpython", version = "3.8.18"}
# candidate = {spec = "brython", name = "brython", version = "3.8.10", language = "3.8"}
# reference_outcome = {phase = "compile", exception = {type = "SyntaxError", message = "invalid syntax"}, exit_code = 1}
# candidate_outcome = {phase = "ok", stdout = "set()\n"}
# ///
print({y:=})
