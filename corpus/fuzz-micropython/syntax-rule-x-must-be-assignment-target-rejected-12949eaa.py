# /// pyconform
# rules = ["fuzz.differential"]
# features = ["fuzz"]
# description = "Fuzzer divergence (phase:ok>compile:SyntaxError, stdout): micropython 1.27.0 differs from cpython 3.8.18."
#
# [expect]
# phase = "ok"
# stdout = '''
#
# '''
#
# [provenance]
# generator = "misc"
# seed = 0
# shard = 0
# signature = "0e23f84ec73f"
# key = "7614fd1cfd80"
# kinds = ["phase:ok>compile:SyntaxError", "stdout"]
# reducer = "pysource-minimize"
# cause = "12949eaaa20c"
# candidate_label = "micropython-3.4"
# anchor = "syntax rule \"*x must be assignment target\"; rejected>SyntaxError"
# reference = {spec = "/root/.pyenv/versions/3.8.18/bin/python3.8", name = "cpython", version = "3.8.18"}
# candidate = {spec = "micropython", name = "micropython", version = "1.27.0", language = "3.4"}
# reference_outcome = {phase = "ok", stdout = "\n"}
# candidate_outcome = {phase = "compile", exception = {type = "SyntaxError", message = "*x must be assignment target"}, exit_code = 1}
# ///
def s0():
    (*0,)
print()
