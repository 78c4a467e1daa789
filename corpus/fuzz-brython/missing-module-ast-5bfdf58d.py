# /// pyconform
# rules = ["fuzz.differential"]
# features = ["fuzz"]
# description = "Fuzzer divergence (exception:NameError>ModuleNotFoundError): brython 3.8.10 differs from cpython 3.8.18."
#
# [expect]
# phase = "run"
# stdout = ""
# exception = "NameError"
#
# [provenance]
# generator = "mutate"
# seed = 0
# shard = 0
# signature = "3c712a88e18e"
# key = "6d897aa851d8"
# kinds = ["exception:NameError>ModuleNotFoundError"]
# reducer = "pysource-minimize"
# cause = "5bfdf58d43a1"
# candidate_label = "brython-3.8"
# anchor = "missing module ast"
# missing_module = "ast"
# reference = {spec = "/root/.pyenv/versions/3.8.18/bin/python3.8", name = "cpython", version = "3.8.18"}
# candidate = {spec = "brython", name = "brython", version = "3.8.10", language = "3.8"}
# reference_outcome = {phase = "run", exception = {type = "NameError", message = "name 'unique_name_0' is not defined"}, exit_code = 1}
# candidate_outcome = {phase = "run", exception = {type = "ModuleNotFoundError", message = "ast"}, exit_code = 1}
# ///
import ast
unique_name_0
