# /// pyconform
# rules = ["walrus.comprehension-scope"]
# features = ["walrus"]
# description = "Fuzzer divergence (phase:compile:SyntaxError>run:IndexError): pypy 3.9.16 differs from cpython 3.8.18."
#
# [expect]
# phase = "compile"
# stdout = ""
# exception = "SyntaxError"
#
# [provenance]
# generator = "mutate"
# seed = 0
# shard = 32
# signature = "d159bd982c9c"
# key = "1ca1784b42f5"
# kinds = ["phase:compile:SyntaxError>run:IndexError"]
# reducer = "text"
# cause = "ab4b1af6e3b7"
# candidate_label = "pypy-3.9"
# anchor = "syntax NamedExpr in Subscript; SyntaxError>accepted"
# reference = {spec = "/root/.pyenv/versions/3.8.18/bin/python3.8", name = "cpython", version = "3.8.18"}
# candidate = {spec = "pypy3", name = "pypy", version = "3.9.16"}
# reference_outcome = {phase = "compile", exception = {type = "SyntaxError", message = "invalid syntax"}, exit_code = 1}
# candidate_outcome = {phase = "run", exception = {type = "IndexError", message = "list index out of range"}, exit_code = 1}
# ///
a=[]
(a[i:=3])
