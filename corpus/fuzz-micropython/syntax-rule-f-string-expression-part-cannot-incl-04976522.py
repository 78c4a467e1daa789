# /// pyconform
# rules = ["fuzz.differential"]
# features = ["fuzz"]
# description = "Fuzzer divergence (phase:compile:SyntaxError>ok, stdout): micropython 1.27.0 differs from cpython 3.8.18."
#
# [expect]
# phase = "compile"
# stdout = ""
# exception = "SyntaxError"
#
# [provenance]
# generator = "mutate"
# seed = 0
# shard = 21
# signature = "c55bde66f8e2"
# key = "0f97d46985a4"
# kinds = ["phase:compile:SyntaxError>ok", "stdout"]
# reducer = "text"
# cause = "04976522768a"
# candidate_label = "micropython-3.4"
# anchor = "syntax rule \"f-string expression part cannot include a backslash\"; SyntaxError>accepted"
# reference = {spec = "/root/.pyenv/versions/3.8.18/bin/python3.8", name = "cpython", version = "3.8.18"}
# candidate = {spec = "micropython", name = "micropython", version = "1.27.0", language = "3.4"}
# reference_outcome = {phase = "compile", exception = {type = "SyntaxError", message = "f-string expression part cannot include a backslash"}, exit_code = 1}
# candidate_outcome = {phase = "ok", stdout = "\n\n"}
# ///
print(f'{"\n"}')
