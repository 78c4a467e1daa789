# /// pyconform
# rules = ["fuzz.differential"]
# features = ["fuzz"]
# description = "Fuzzer divergence (phase:run:ValueError>compile:SyntaxError): micropython 1.27.0 differs from cpython 3.8.18."
#
# [expect]
# phase = "run"
# stdout = ""
# exception = "ValueError"
#
# [provenance]
# generator = "fstring"
# seed = 0
# shard = 25
# signature = "7fb6fed49f00"
# key = "82e0b7ff97d7"
# kinds = ["phase:run:ValueError>compile:SyntaxError"]
# reducer = "pysource-minimize"
# cause = "ca453e9927db"
# candidate_label = "micropython-3.4"
# anchor = "syntax FormattedValue!a in JoinedStr; rejected>SyntaxError"
# reference = {spec = "/root/.pyenv/versions/3.8.18/bin/python3.8", name = "cpython", version = "3.8.18", release = "3.8.18"}
# candidate = {spec = "micropython", name = "micropython", version = "1.27.0", language = "3.4"}
# reference_outcome = {phase = "run", exception = {type = "ValueError", message = "Unknown format code 'x' for object of type 'str'"}, exit_code = 1}
# candidate_outcome = {phase = "compile", exception = {type = "SyntaxError", message = "invalid syntax"}, exit_code = 1}
# ///
f'{0!a:x}'
