# /// pyconform
# rules = ["fuzz.differential"]
# features = ["fuzz"]
# description = "Fuzzer divergence (exception:IndexError>ImportError): micropython 1.27.0 differs from cpython 3.8.18."
#
# [expect]
# phase = "run"
# stdout = ""
# exception = "IndexError"
#
# [provenance]
# generator = "mutate"
# seed = 0
# shard = 1
# signature = "affabbfb1581"
# key = "0fbf3d8d1721"
# kinds = ["exception:IndexError>ImportError"]
# reducer = "pysource-minimize"
# cause = "7eb7006be92c"
# candidate_label = "micropython-3.4"
# anchor = "missing module ast"
# missing_module = "ast"
# reference = {spec = "/root/.pyenv/versions/3.8.18/bin/python3.8", name = "cpython", version = "3.8.18"}
# candidate = {spec = "micropython", name = "micropython", version = "1.27.0", language = "3.4"}
# reference_outcome = {phase = "run", exception = {type = "IndexError", message = "list index out of range"}, exit_code = 1}
# candidate_outcome = {phase = "run", exception = {type = "ImportError", message = "no module named 'ast'"}, exit_code = 1}
# ///
import ast
for src in ['']:
    ast.parse(src).body[0]
