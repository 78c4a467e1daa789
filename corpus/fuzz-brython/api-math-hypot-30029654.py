# /// pyconform
# rules = ["fuzz.differential"]
# features = ["fuzz"]
# description = "Fuzzer divergence (exception:TypeError>ValueError): brython 3.8.10 differs from cpython 3.8.18."
#
# [expect]
# phase = "run"
# stdout = ""
# exception = "TypeError"
#
# [provenance]
# generator = "mutate"
# seed = 0
# shard = 8
# signature = "c0e5c252da09"
# key = "b437edbe7784"
# kinds = ["exception:TypeError>ValueError"]
# reducer = "pysource-minimize"
# cause = "30029654f8e3"
# candidate_label = "brython-3.8"
# anchor = "api math.hypot"
# reference = {spec = "/root/.pyenv/versions/3.8.18/bin/python3.8", name = "cpython", version = "3.8.18"}
# candidate = {spec = "brython", name = "brython", version = "3.8.10", language = "3.8"}
# reference_outcome = {phase = "run", exception = {type = "TypeError", message = "must be real number, not str"}, exit_code = 1}
# candidate_outcome = {phase = "run", exception = {type = "ValueError", message = "count not convert string to float"}, exit_code = 1}
# ///
import math
math.hypot(0, '')
