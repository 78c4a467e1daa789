# /// pyconform
# rules = ["walrus.comprehension-scope"]
# features = ["walrus"]
# description = "Fuzzer divergence (stdout): brython 3.8.10 differs from cpython 3.8.18."
#
# [expect]
# phase = "ok"
# stdout = '''{0: 0}
# '''
#
# [provenance]
# generator = "walrus"
# seed = 13
# shard = 8
# signature = "ab6e92039090"
# key = "3eaddbd0c40e"
# kinds = ["stdout"]
# reducer = "pysource-minimize"
# cause = "9ee531383133"
# candidate_label = "brython-3.8"
# anchor = "syntax NamedExpr in Assign; stdout"
# reference = {spec = "/root/.pyenv/versions/3.8.18/bin/python3.8", name = "cpython", version = "3.8.18", release = "3.8.18"}
# candidate = {spec = "brython", name = "brython", version = "3.8.10", language = "3.8"}
# reference_outcome = {phase = "ok", stdout = "{0: 0}\n"}
# candidate_outcome = {phase = "ok", stdout = "{1: 0}\n"}
# ///
b = 1
d = {}
d[b] = (b := 0)
print(d)
