# /// pyconform
# rules = ["fuzz.differential"]
# features = ["fuzz"]
# description = "Fuzzer divergence (exception:TypeError>ZeroDivisionError): pypy 3.9.16 differs from cpython 3.8.18."
#
# [expect]
# phase = "run"
# stdout = ""
# exception = "TypeError"
#
# [provenance]
# generator = "mutate"
# seed = 11
# shard = 0
# signature = "9d0cbad64854"
# key = "27a7449cf0dc"
# kinds = ["exception:TypeError>ZeroDivisionError"]
# cause = "e9881488a954"
# candidate_label = "pypy-3.9"
# anchor = "builtin called with keywords"
# reference = {spec = "/root/.pyenv/versions/3.8.18/bin/python3.8", name = "cpython", version = "3.8.18"}
# candidate = {spec = "pypy3", name = "pypy", version = "3.9.16"}
# reference_outcome = {phase = "run", exception = {type = "TypeError", message = "divmod() takes no keyword arguments"}, exit_code = 1}
# candidate_outcome = {phase = "run", exception = {type = "ZeroDivisionError", message = "integer divmod by zero"}, exit_code = 1}
# ///
divmod(x=0, y=0)
