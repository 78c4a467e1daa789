# /// pyconform
# rules = ["fuzz.differential"]
# features = ["fuzz"]
# description = "Fuzzer divergence (stdout): micropython 1.27.0 differs from cpython 3.8.18."
#
# [expect]
# phase = "run"
# stdout = '''
#
# '''
# exception = "NameError"
#
# [provenance]
# generator = "misc"
# seed = 0
# shard = 0
# signature = "79c3a1f4a165"
# key = "14bbfe4a6df5"
# kinds = ["stdout"]
# reducer = "pysource-minimize"
# cause = "75b1ce8df3f7"
# candidate_label = "micropython-3.4"
# anchor = "shape FunctionDef (arguments (arg ) Expr ) Expr (Dict (Call (_ int) _)) #4b13cd; stdout"
# reference = {spec = "/root/.pyenv/versions/3.8.18/bin/python3.8", name = "cpython", version = "3.8.18"}
# candidate = {spec = "micropython", name = "micropython", version = "1.27.0", language = "3.4"}
# reference_outcome = {phase = "run", stdout = "\n", exception = {type = "NameError", message = "name 'unique_name_0' is not defined"}, exit_code = 1}
# candidate_outcome = {phase = "run", exception = {type = "NameError", message = "name 'unique_name_0' isn't defined"}, exit_code = 1}
# ///
def k(i):
    print()
{k(0): unique_name_0}
