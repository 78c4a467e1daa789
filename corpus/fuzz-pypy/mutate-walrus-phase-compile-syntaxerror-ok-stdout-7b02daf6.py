# /// pyconform
# rules = ["walrus.comprehension-scope"]
# features = ["walrus"]
# description = "Fuzzer divergence (phase:compile:SyntaxError>ok, stdout): pypy 3.9.16 differs from cpython 3.8.18."
#
# [expect]
# phase = "compile"
# stdout = ""
# exception = "SyntaxError"
#
# [provenance]
# generator = "mutate"
# seed = 0
# shard = 31
# signature = "7b02daf6b2d1"
# key = "26c810b31982"
# kinds = ["phase:compile:SyntaxError>ok", "stdout"]
# unreduced = "the divergence did not reproduce when re-run for reduction"
# reference = {spec = "/root/.pyenv/versions/3.8.18/bin/python3.8", name = "cpython", version = "3.8.18"}
# candidate = {spec = "pypy3", name = "pypy", version = "3.9.16"}
# reference_outcome = {phase = "compile", exception = {type = "SyntaxError", message = "invalid syntax"}, exit_code = 1}
# candidate_outcome = {phase = "ok", stdout = "{1, 0} 1\n"}
# ///
print({y := 1, 0}, y)
