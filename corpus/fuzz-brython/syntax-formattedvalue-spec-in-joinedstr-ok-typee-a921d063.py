# /// pyconform
# rules = ["fuzz.differential"]
# features = ["fuzz"]
# description = "Fuzzer divergence (phase:ok>run:TypeError, stdout): brython 3.8.10 differs from cpython 3.8.18."
#
# [expect]
# phase = "ok"
# stdout = '''1
# '''
#
# [provenance]
# generator = "fstring"
# seed = 0
# shard = 4
# signature = "76bbde330f07"
# key = "987606a0c1e7"
# kinds = ["phase:ok>run:TypeError", "stdout"]
# reducer = "pysource-minimize"
# cause = "a921d063b415"
# candidate_label = "brython-3.8"
# anchor = "syntax FormattedValue:spec in JoinedStr; ok>TypeError"
# reference = {spec = "/root/.pyenv/versions/3.8.18/bin/python3.8", name = "cpython", version = "3.8.18"}
# candidate = {spec = "brython", name = "brython", version = "3.8.10", language = "3.8"}
# reference_outcome = {phase = "ok", stdout = "1\n"}
# candidate_outcome = {phase = "run", exception = {type = "TypeError", message = "non-empty format string passed to object.__format__"}, exit_code = 1}
# ///
print(f'{0 <= 0:d}')
