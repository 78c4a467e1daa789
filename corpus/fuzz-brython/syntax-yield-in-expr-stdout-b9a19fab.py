# /// pyconform
# rules = ["fuzz.differential"]
# features = ["fuzz"]
# description = "Fuzzer divergence (stdout): brython 3.8.10 differs from cpython 3.8.18."
#
# [expect]
# phase = "ok"
# stdout = '''[(0,), ((0,),)]
# '''
#
# [provenance]
# generator = "misc"
# seed = 13
# shard = 25
# signature = "48c34fc7053d"
# key = "e2fc750a6819"
# kinds = ["stdout"]
# reducer = "pysource-minimize"
# cause = "b9a19fabef57"
# candidate_label = "brython-3.8"
# anchor = "syntax Yield in Expr; stdout"
# reference = {spec = "/root/.pyenv/versions/3.8.18/bin/python3.8", name = "cpython", version = "3.8.18", release = "3.8.18"}
# candidate = {spec = "brython", name = "brython", version = "3.8.10", language = "3.8"}
# reference_outcome = {phase = "ok", stdout = "[(0,), ((0,),)]\n"}
# candidate_outcome = {phase = "ok", stdout = "[(0,), ([...],)]\n"}
# ///
def s0(a, b):
    yield a
    yield (a,)
print(list(s0((0,), 0)))
