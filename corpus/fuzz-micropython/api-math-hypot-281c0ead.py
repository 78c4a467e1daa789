# /// pyconform
# rules = ["fuzz.differential"]
# features = ["fuzz"]
# description = "Fuzzer divergence (exception:TypeError>AttributeError): micropython 1.27.0 differs from cpython 3.8.18."
#
# [expect]
# phase = "run"
# stdout = ""
# exception = "TypeError"
#
# [provenance]
# generator = "mutate"
# seed = 0
# shard = 9
# signature = "790910466eb4"
# key = "d4654a099ccb"
# kinds = ["exception:TypeError>AttributeError"]
# reducer = "pysource-minimize"
# cause = "281c0ead2235"
# candidate_label = "micropython-3.4"
# anchor = "api math.hypot"
# reference = {spec = "/root/.pyenv/versions/3.8.18/bin/python3.8", name = "cpython", version = "3.8.18"}
# candidate = {spec = "micropython", name = "micropython", version = "1.27.0", language = "3.4"}
# reference_outcome = {phase = "run", exception = {type = "TypeError", message = "must be real number, not str"}, exit_code = 1}
# candidate_outcome = {phase = "run", exception = {type = "AttributeError", message = "module 'math' has no attribute 'hypot'"}, exit_code = 1}
# ///
import math
math.hypot('')
