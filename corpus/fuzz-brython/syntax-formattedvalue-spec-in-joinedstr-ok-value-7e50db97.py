# /// pyconform
# rules = ["fuzz.differential"]
# features = ["fuzz"]
# description = "Fuzzer divergence (phase:ok>run:ValueError, stdout): brython 3.8.10 differs from cpython 3.8.18."
#
# [expect]
# phase = "ok"
# stdout = '''0
# '''
#
# [provenance]
# generator = "fstring"
# seed = 13
# shard = 18
# signature = "1cc13c524115"
# key = "d0de2796c53a"
# kinds = ["phase:ok>run:ValueError", "stdout"]
# reducer = "pysource-minimize"
# cause = "7e50db976bfc"
# candidate_label = "brython-3.8"
# anchor = "syntax FormattedValue:spec in JoinedStr; ok>ValueError"
# reference = {spec = "/root/.pyenv/versions/3.8.18/bin/python3.8", name = "cpython", version = "3.8.18", release = "3.8.18"}
# candidate = {spec = "brython", name = "brython", version = "3.8.10", language = "3.8"}
# reference_outcome = {phase = "ok", stdout = "0\n"}
# candidate_outcome = {phase = "run", exception = {type = "ValueError", message = "Invalid format specifier: _"}, exit_code = 1}
# ///
print(f'{0:_}')
