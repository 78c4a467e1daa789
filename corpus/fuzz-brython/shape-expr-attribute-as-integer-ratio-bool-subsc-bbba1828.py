# /// pyconform
# rules = ["fuzz.differential"]
# features = ["fuzz"]
# description = "Fuzzer divergence (exception:IndexError>AttributeError): brython 3.8.10 differs from cpython 3.8.18."
#
# [expect]
# phase = "run"
# stdout = ""
# exception = "IndexError"
#
# [provenance]
# generator = "mutate"
# seed = 13
# shard = 32
# signature = "2f5b3b3c6bd4"
# key = "8a79f13e68e1"
# kinds = ["exception:IndexError>AttributeError"]
# reducer = "pysource-minimize"
# cause = "bbba18285833"
# candidate_label = "brython-3.8"
# anchor = "shape Expr (Attribute.as_integer_ratio (bool) Subscript (Call (Attribute.as_integer_ratio (int)) int)) #a9698b; IndexError>AttributeError"
# reference = {spec = "/root/.pyenv/versions/3.8.18/bin/python3.8", name = "cpython", version = "3.8.18", release = "3.8.18"}
# candidate = {spec = "brython", name = "brython", version = "3.8.10", language = "3.8"}
# reference_outcome = {phase = "run", exception = {type = "IndexError", message = "tuple index out of range"}, exit_code = 1}
# candidate_outcome = {phase = "run", exception = {type = "AttributeError", message = "'bool' object has no attribute 'as_integer_ratio'"}, exit_code = 1}
# ///
print(False .as_integer_ratio, 0 .as_integer_ratio()[2])
