# /// pyconform
# rules = ["walrus.comprehension-scope"]
# features = ["walrus"]
# description = "Fuzzer divergence (phase:compile:SyntaxError>ok): brython 3.8.10 differs from cpython 3.8.18."
#
# [expect]
# phase = "compile"
# stdout = ""
# exception = "SyntaxError"
#
# [provenance]
# generator = "walrus"
# seed = 13
# shard = 26
# signature = "f9114afd319d"
# key = "ede1f1c536ca"
# kinds = ["phase:compile:SyntaxError>ok"]
# reducer = "text"
# cause = "7ec1980ee9b1"
# candidate_label = "brython-3.8"
# anchor = "syntax rule \"assignment expression within a comprehension cannot be used in a class body\"; SyntaxError>accepted"
# reference = {spec = "/root/.pyenv/versions/3.8.18/bin/python3.8", name = "cpython", version = "3.8.18", release = "3.8.18"}
# candidate = {spec = "brython", name = "brython", version = "3.8.10", language = "3.8"}
# reference_outcome = {phase = "compile", exception = {type = "SyntaxError", message = "assignment expression within a comprehension cannot be used in a class body"}, exit_code = 1}
# candidate_outcome = {phase = "ok"}
# ///
class K:[a:=i for i in range(2)]
