# /// pyconform
# rules = ["fuzz.differential"]
# features = ["fuzz"]
# description = "Fuzzer divergence (phase:ok>compile:SyntaxError, stdout): pypy 3.9.16 differs from cpython 3.8.18."
#
# [expect]
# phase = "ok"
# stdout = '''
#
# '''
#
# [provenance]
# generator = "program"
# seed = 0
# shard = 0
# signature = "f4993107393e"
# key = "a2fe6bdd6fe0"
# kinds = ["phase:ok>compile:SyntaxError", "stdout"]
# reducer = "pysource-minimize"
# cause = "f46d231dbde7"
# candidate_label = "pypy-3.9"
# anchor = "syntax rule \"annotated name '_' can't be global\"; rejected>SyntaxError"
# reference = {spec = "/root/.pyenv/versions/3.8.18/bin/python3.8", name = "cpython", version = "3.8.18"}
# candidate = {spec = "pypy3", name = "pypy", version = "3.9.16"}
# reference_outcome = {phase = "ok", stdout = "\n"}
# candidate_outcome = {phase = "compile", exception = {type = "SyntaxError", message = "annotated name 'i0' can't be global"}, exit_code = 1}
# ///
global i0
try:
    i0: 0
except:
    pass
finally:
    print()
