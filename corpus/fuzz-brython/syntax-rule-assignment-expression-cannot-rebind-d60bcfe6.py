# /// pyconform
# rules = ["walrus.comprehension-scope"]
# features = ["walrus"]
# description = "Fuzzer divergence (phase:compile:SyntaxError>run:RuntimeError): brython 3.8.10 differs from cpython 3.8.18."
#
# [expect]
# phase = "compile"
# stdout = ""
# exception = "SyntaxError"
#
# [provenance]
# generator = "walrus"
# seed = 0
# shard = 29
# signature = "2d1d1c3a80d6"
# key = "6a4ce11a6dcb"
# kinds = ["phase:compile:SyntaxError>run:RuntimeError"]
# reducer = "text"
# cause = "d60bcfe60081"
# candidate_label = "brython-3.8"
# anchor = "syntax rule \"assignment expression cannot rebind comprehension iteration variable '_'\"; SyntaxError>accepted"
# reference = {spec = "/root/.pyenv/versions/3.8.18/bin/python3.8", name = "cpython", version = "3.8.18"}
# candidate = {spec = "brython", name = "brython", version = "3.8.10", language = "3.8"}
# reference_outcome = {phase = "compile", exception = {type = "SyntaxError", message = "assignment expression cannot rebind comprehension iteration variable 'i'"}, exit_code = 1}
# candidate_outcome = {phase = "run", exception = {type = "RuntimeError", message = "JavaScript TypeError: Cannot read properties of undefined (reading '$nat')"}, exit_code = 1}
# ///
[i:=0for i in range(3)]
((c:=2)for i in range)
try:print('',c)
except NameError as e:()
