# /// pyconform
# rules = ["fuzz.differential"]
# features = ["fuzz"]
# description = "Fuzzer divergence (phase:compile:SyntaxError>ok): brython 3.8.10 differs from cpython 3.8.18."
#
# [expect]
# phase = "compile"
# stdout = ""
# exception = "SyntaxError"
#
# [provenance]
# generator = "mutate"
# seed = 0
# shard = 5
# signature = "b37cfcb53e2d"
# key = "6290ed967daf"
# kinds = ["phase:compile:SyntaxError>ok"]
# reducer = "text"
# cause = "71f45020fe3b"
# candidate_label = "brython-3.8"
# anchor = "syntax rule \"non-default argument follows default argument\"; SyntaxError>accepted"
# reference = {spec = "/root/.pyenv/versions/3.8.18/bin/python3.8", name = "cpython", version = "3.8.18"}
# candidate = {spec = "brython", name = "brython", version = "3.8.10", language = "3.8"}
# reference_outcome = {phase = "compile", exception = {type = "SyntaxError", message = "non-default argument follows default argument"}, exit_code = 1}
# candidate_outcome = {phase = "ok"}
# ///
def f(a=1,b):p
