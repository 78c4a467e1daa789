# /// pyconform
# rules = ["fuzz.differential"]
# features = ["fuzz"]
# description = "Fuzzer divergence (exception:SyntaxError>RuntimeError): brython 3.8.10 differs from cpython 3.8.18."
#
# [expect]
# phase = "compile"
# stdout = ""
# exception = "SyntaxError"
#
# [provenance]
# generator = "mutate"
# seed = 13
# shard = 48
# signature = "8ff1d82b6c7a"
# key = "721885a92360"
# kinds = ["exception:SyntaxError>RuntimeError"]
# reducer = "text"
# cause = "a042f159deab"
# candidate_label = "brython-3.8"
# anchor = "syntax rule \"unexpected EOF while parsing\"; SyntaxError>accepted"
# reference = {spec = "/root/.pyenv/versions/3.8.18/bin/python3.8", name = "cpython", version = "3.8.18", release = "3.8.18"}
# candidate = {spec = "brython", name = "brython", version = "3.8.10", language = "3.8"}
# reference_outcome = {phase = "compile", exception = {type = "SyntaxError", message = "unexpected EOF while parsing"}, exit_code = 1}
# candidate_outcome = {phase = "compile", exception = {type = "RuntimeError", message = "JavaScript ReferenceError: C is not defined"}, exit_code = 1}
# ///
def f(a,*a
