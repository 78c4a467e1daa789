# /// pyconform
# rules = ["fstring.eq.text"]
# features = ["fstring-eq"]
# description = "Fuzzer divergence (phase:run:ValueError>compile:SyntaxError): brython 3.8.10 differs from cpython 3.8.18."
#
# [expect]
# phase = "run"
# stdout = ""
# exception = "ValueError"
#
# [provenance]
# generator = "fstring"
# seed = 0
# shard = 20
# signature = "9aa9f043170b"
# key = "8f9c5d28fde5"
# kinds = ["phase:run:ValueError>compile:SyntaxError"]
# cause = "c08357f420b0"
# candidate_label = "brython-3.8"
# anchor = "syntax rule \"Error: f-string: expected '_'\"; rejected>SyntaxError"
# reference = {spec = "/root/.pyenv/versions/3.8.18/bin/python3.8", name = "cpython", version = "3.8.18"}
# candidate = {spec = "brython", name = "brython", version = "3.8.10", language = "3.8"}
# reference_outcome = {phase = "run", exception = {type = "ValueError", message = "Unknown format code 'd' for object of type 'str'"}, exit_code = 1}
# candidate_outcome = {phase = "compile", exception = {type = "SyntaxError", message = "Error: f-string: expected '}'"}, exit_code = 1}
# ///
print(f' {f"<{49}>":.2}{{{  (42%14)!=(86 - 64)  = :+}}}{94!s:d}')
